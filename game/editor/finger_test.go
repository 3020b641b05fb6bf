package editor

import (
	"image"
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
