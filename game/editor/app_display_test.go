//go:build display

package editor

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
)

// run plays a script through the window's own loop, a tick at a time
// (input, Update, Draw), until the script is done and two more frames
// have gone by.
func run(t *testing.T, a *App, s *window.Script, screen *ebiten.Image) {
	t.Helper()
	after := 0
	for i := 0; i < 400 && after < 2; i++ {
		if err := s.Tick(a); err != nil {
			t.Fatal(err)
		}
		if err := a.Update(s); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
		if s.Done() {
			after++
		}
	}
	if after < 2 {
		t.Fatal("the script never ended")
	}
}

func near(a, b color.Color, tol int) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && -v <= tol }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}

// TestPaintedStrokeShowsAtOnce paints woods with a scripted drag through
// the window's loop, then leaves the cursor still: the painted hexes are
// on screen, though the frames after the stroke have nothing else new
// (the board's image is remade after the edit, within the same tick,
// and counts in the frame's key).
func TestPaintedStrokeShowsAtOnce(t *testing.T) {
	a := tutorialEditorApp(t, "")
	a.c.Lang = i18n.EN
	a.LayoutF(1400, 900)
	screen := ebiten.NewImage(a.W, a.H)
	s, err := window.NewScript([]window.Gesture{{Spec: "palette:brush:woods"}, {Drag: true, Spec: "3,3>4,3"}}, "", false)
	if err != nil {
		t.Fatal(err)
	}
	run(t, a, s, screen)
	for _, l := range []string{"3,3", "4,3"} {
		h, _ := hex.ParseLabel(l)
		p := a.Cam.ToScreen(a.t.World.Layout.ToPixel(h))
		x, y := int(math.Round(p.X+0.55*a.t.World.Layout.Size*a.Cam.Scale)), int(math.Round(p.Y))
		if got := screen.At(x, y); !near(got, render.DefaultPalette().Terrain("woods"), 12) {
			t.Errorf("painted hex %s at %d,%d shows %v, want woods %v", l, x, y, got, render.DefaultPalette().Terrain("woods"))
		}
	}
}
