//go:build display

package viewer

import (
	"fmt"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
)

// TestTheViewerDrawnForAFinger (issue 39): on a touch screen, on a
// tablet held upright and on a phone on its side (the drawer open), in
// both languages, the viewer draws its frames with the timeline's play
// button a finger's 44 CSS pixels high (32 before); render's
// TestTimelineAndLogDrawnForAFinger reads the pixels (read here, they
// made TestLongRecordStepsStayLight's measure of this process fail).
// ESTAFETTE_SHOT_DIR=DIR writes the screens there, to look at.
func TestTheViewerDrawnForAFinger(t *testing.T) {
	defer window.SetTouchScreen(false)
	window.SetTouchScreen(true)
	for _, c := range []struct {
		w, h int
		ui   float64
		at   int
	}{{820, 1180, 1, 10}, {844, 390, 2, 2}} {
		for _, lang := range []i18n.Lang{i18n.FR, i18n.EN} {
			a, err := NewApp(lessonGame(t, "command"), Options{Lang: lang, At: c.at, Menu: true})
			if err != nil {
				t.Fatal(err)
			}
			a.LayoutF(float64(c.w), float64(c.h))
			a.W, a.H, a.UI = int(float64(c.w)*c.ui), int(float64(c.h)*c.ui), c.ui
			a.DrawerOpen = a.Narrow
			d := &driver{t: t, a: a, in: newHands(), screen: ebiten.NewImage(a.W, a.H)}
			d.in.x, d.in.y = 1, 1
			for range window.Settle {
				d.tick()
			}
			if dir := os.Getenv("ESTAFETTE_SHOT_DIR"); dir != "" {
				if f, err := os.Create(fmt.Sprintf("%s/viewer-finger-%dx%d-%s.png", dir, c.w, c.h, lang)); err == nil {
					png.Encode(f, d.screen)
					f.Close()
				}
			}
			var play render.Hit
			for _, h := range a.f.hits {
				if h.ID == render.TimelinePlay {
					play = h
				}
			}
			if need := int(window.FingerTarget * c.ui); play.Rect.Dy() < need {
				t.Errorf("%v %s: the play button is %v", c, lang, play.Rect)
			}
		}
	}
}
