package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/scenarios"
)

// TestEveryTargetTakesAFinger (issue 39): on a touch screen every entry
// a tap presses is at least 44 CSS pixels high (on a tablet at device
// scale 1, on a phone at 3): the panel's orders and buttons, the log's
// tools, a dialog's buttons; the panel's text is larger with them. With
// a mouse the panel is as it was.
func TestEveryTargetTakesAFinger(t *testing.T) {
	defer window.SetTouchScreen(false)
	for _, c := range []struct {
		w, h int
		ui   float64
	}{{1280, 800, 1}, {844, 390, 3}} {
		window.SetTouchScreen(true)
		a, in := tableAt(t, scenarios.Tutorial, int(float64(c.w)*c.ui), int(float64(c.h)*c.ui), i18n.FR)
		a.UI = c.ui
		a.DrawerOpen = a.Narrow
		a.c.Select("HIP")
		run(t, a, in)
		run(t, a, in)
		check := func(what string) {
			t.Helper()
			hits := a.liveHits()
			if len(hits) < 3 {
				t.Fatalf("%v, %s: %d entries on screen", c, what, len(hits))
			}
			for _, h := range hits {
				if float64(h.Rect.Dy()) < 44*c.ui-0.5 {
					t.Errorf("%v, %s: %q is %d px high, a finger needs %.0f", c, what, h.ID, h.Rect.Dy(), 44*c.ui)
				}
			}
		}
		check("the panel")
		in.Press(ebiten.KeyEnter)
		run(t, a, in)
		run(t, a, in)
		if a.Dialog() != "endask" {
			t.Fatalf("%v: Enter asks %q", c, a.Dialog())
		}
		check("the question")
		if a.TextUI() <= a.UI {
			t.Errorf("%v: the text is not larger on a touch screen (%v at %v)", c, a.TextUI(), a.UI)
		}
	}
	window.SetTouchScreen(false)
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.FR)
	run(t, a, in)
	if a.Touch || a.TextUI() != a.UI {
		t.Errorf("with a mouse: touch %v, text at %v", a.Touch, a.TextUI())
	}
}
