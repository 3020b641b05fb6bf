package editor

import (
	"image"
	"slices"
	"strings"
	"testing"

	"estafette/game/editor/control"
	"estafette/game/window"
	"estafette/render"
)

// TestTheEditorTakesAFinger (issue 39): on a touch screen every target
// of the editor's panel, on each of its tabs, with a piece selected, is a
// finger's height (44 px at ui 1), as the table's and the viewer's are;
// with a mouse the panel keeps its rows.
func TestTheEditorTakesAFinger(t *testing.T) {
	defer window.SetTouchScreen(false)
	panel := image.Rect(1000, 0, 1400, 2400) // tall enough to place every row
	for _, touch := range []bool{false, true} {
		window.SetTouchScreen(touch)
		c := tutorialEditor(t)
		v := &view{c: c}
		small := 0
		for _, tab := range []control.Tab{control.TabPieces, control.TabTerrain, control.TabSettings} {
			c.SetTab(tab)
			c.Select("G1")
			m := v.Panel(false, true)
			if m.Finger != touch {
				t.Fatalf("touch %v: the panel's model says Finger %v", touch, m.Finger)
			}
			for _, h := range render.PlaceEditorPanel(m, panel, 1, 0).Hits {
				if h.ID == "" {
					continue // a tooltip's area, not a target
				}
				if h.Rect.Dy() < 44 {
					small++
					if touch {
						t.Errorf("tab %d: %s is %d px high on a touch screen, want 44", tab, h.ID, h.Rect.Dy())
					}
				}
			}
		}
		if !touch && small == 0 {
			t.Error("with a mouse no target is under 44 px: the mouse's panel changed")
		}
	}
}

// TestTheEditorFooterNamesNoKeyToAFinger (issue 39): on a touch screen
// the panel's last lines say what taps, drags and pinches do; with a
// mouse they name the keys and the wheel.
func TestTheEditorFooterNamesNoKeyToAFinger(t *testing.T) {
	defer window.SetTouchScreen(false)
	keys := []string{"Ctrl", "Shift", "Maj+", "Esc", "Échap", "Delete", "Suppr", "wheel", "molette", "right-drag", "clic droit"}
	for _, touch := range []bool{false, true} {
		window.SetTouchScreen(touch)
		v := &view{c: tutorialEditor(t)}
		var text strings.Builder
		for _, r := range v.Panel(false, true).Footer {
			text.WriteString(r.Text + "\n")
		}
		named := slices.ContainsFunc(keys, func(k string) bool { return strings.Contains(text.String(), k) })
		switch {
		case touch && named:
			t.Errorf("on a touch screen the footer names a key:\n%s", text.String())
		case touch && !strings.Contains(text.String(), "Tap a palette entry") && !strings.Contains(text.String(), "Touchez une entrée"):
			t.Errorf("on a touch screen the footer does not say how to place a piece by taps:\n%s", text.String())
		case !touch && !named:
			t.Errorf("with a mouse the footer names no key:\n%s", text.String())
		}
	}
}
