//go:build display

package viewer

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
)

// TestLessonOnAPhone: a lesson on a phone on its side (844×390) has the
// board and its caption over the whole width, the panel put away; a tap
// on the drawer button brings the panel (its step log and buttons) over
// the board, and a second tap puts it away (issue 25, narrow screens).
// ESTAFETTE_SHOT_DIR=DIR writes the two screens there, to look at.
func TestLessonOnAPhone(t *testing.T) {
	a, err := NewApp(lessonGame(t, "1"), Options{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	a.LayoutF(844, 390)
	d := &driver{t: t, a: a, in: newHands(), screen: ebiten.NewImage(a.W, a.H)}
	for range window.Settle {
		d.tick()
	}
	shot := func(name string) {
		if dir := os.Getenv("ESTAFETTE_SHOT_DIR"); dir != "" {
			f, err := os.Create(dir + "/" + name)
			if err == nil {
				png.Encode(f, d.screen)
				f.Close()
			}
		}
	}
	if a.W != 844 || a.BoardW() != 844 || len(a.f.hits) > len(a.f.caption.Hits())+len(a.f.timeline.Hits(nil, nil)) {
		t.Fatalf("closed drawer: screen %d, board %d, %d entries", a.W, a.BoardW(), len(a.f.hits))
	}
	shot("lesson-phone-closed.png")
	tap := func() {
		b := a.DrawerButton()
		d.in.x, d.in.y = (b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2
		d.in.down = true
		d.tick()
		d.in.down = false
		d.tick()
	}
	tap()
	if !a.DrawerOpen || a.BoardW() != 844-int(PanelWidth) {
		t.Fatalf("a tap on the button: open %v, board %d", a.DrawerOpen, a.BoardW())
	}
	panel := a.PanelArea()
	at := image.Pt(panel.Min.X+panel.Dx()/2, panel.Min.Y+panel.Dy()/2)
	if r, g, b, _ := d.screen.At(at.X, at.Y).RGBA(); r>>8+g>>8+b>>8 > 300 {
		t.Errorf("the open drawer's middle %v is light (%d,%d,%d), not the panel", at, r>>8, g>>8, b>>8)
	}
	shot("lesson-phone-open.png")
	tap()
	if a.DrawerOpen || a.BoardW() != 844 {
		t.Errorf("a second tap: open %v, board %d", a.DrawerOpen, a.BoardW())
	}
}
