//go:build display

package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestEditorPanelDrawsWhereItLaysOut: the cells are drawn in the
// rectangles PlaceEditorPanel gives (which the real-input test uses to
// aim the mouse): an active tab's fill, a palette entry's fill, the
// panel's background between rows.
func TestEditorPanelDrawsWhereItLaysOut(t *testing.T) {
	m := testPanelModel()
	dst := ebiten.NewImage(1400, 600)
	var p EditorPanel
	r := image.Rect(1000, 0, 1400, 600)
	p.Draw(dst, m, r, 0, Style{UI: 1})
	placed := PlaceEditorPanel(m, r, 1, 0).Placed
	tab, _ := FindCell(m, placed, "tab:a")
	if got := dst.At(tab.Min.X+3, tab.Min.Y+3); !near(got, activeFill, 2) {
		t.Errorf("active tab at %v: %v, want %v", tab, got, activeFill)
	}
	item, _ := FindCell(m, placed, "item:c0")
	if got := dst.At(item.Max.X-3, item.Max.Y-3); !near(got, itemFill, 2) {
		t.Errorf("palette entry at %v: %v, want %v", item, got, itemFill)
	}
	if got := dst.At(item.Min.X-int(edGap/2)-1, item.Min.Y); !near(got, defaultPalette.panel, 2) {
		t.Errorf("left of the entry: %v, want the panel's %v", got, defaultPalette.panel)
	}
	// Hovered, the entry lights up; the cache redraws only then.
	n := p.Redraws
	p.Draw(dst, m, r, 0, Style{UI: 1})
	if p.Redraws != n {
		t.Error("an unchanged panel should not be redrawn")
	}
	p.Draw(dst, m, r, 0, Style{UI: 1, Hover: "item:c0"})
	if got := dst.At(item.Max.X-3, item.Max.Y-3); !near(got, DefaultPalette().ButtonHover(), 2) {
		t.Errorf("hovered entry: %v, want %v", got, DefaultPalette().ButtonHover())
	}
}
