package render

import (
	"image"
	"testing"
)

func testPanelModel() *EditorPanelModel {
	m := &EditorPanelModel{Key: 1}
	m.Rows = append(m.Rows,
		EdRow{Kind: EdTitle, Text: "Marathon"},
		EdRow{Kind: EdCells, Cells: []EdCell{{Kind: EdButton, ID: "tab:a", Active: true}, {Kind: EdButton, ID: "tab:b"}}},
	)
	for i := 0; i < 40; i++ {
		m.Rows = append(m.Rows, EdRow{Kind: EdCells, Cells: []EdCell{{Kind: EdItem, ID: "item:" + string(rune('a'+i%26)) + string(rune('0'+i/26))}, {Kind: EdItem}}})
	}
	m.Footer = []EdRow{{Kind: EdCells, Cells: []EdCell{{Kind: EdButton, ID: "save", Weight: 2}, {Kind: EdButton, ID: "undo"}}}}
	return m
}

// TestPlaceEditorPanel: rows go down from the top at fixed heights, the
// footer is pinned to the bottom, rows that do not fit are left out (and
// scroll into view), and every clickable cell has its hit.
func TestPlaceEditorPanel(t *testing.T) {
	m := testPanelModel()
	l := PlaceEditorPanel(m, image.Rect(1000, 0, 1400, 600), 1, 0)
	placed, hits, content := l.Placed, l.Hits, l.Content
	tab, ok := FindCell(m, placed, "tab:a")
	if !ok || tab.Min.Y != int(edPad+EdRowHeight(m.Rows[0])+2) || tab.Min.X != 1000+int(edPad) {
		t.Errorf("tab:a at %v", tab)
	}
	save, _ := FindCell(m, placed, "save")
	undo, _ := FindCell(m, placed, "undo")
	if save.Max.Y != 600-int(edPad)-2 || save.Dx() < 2*undo.Dx()-2 || undo.Max.X != 1400-int(edPad) {
		t.Errorf("footer save %v undo %v", save, undo)
	}
	want := EdRowHeight(m.Rows[0]) + EdRowHeight(m.Rows[1]) + 40*EdRowHeight(m.Rows[2])
	if content != want {
		t.Errorf("content %v, want %v", content, want)
	}
	last, shown := FindCell(m, placed, "item:n1")
	if shown {
		t.Errorf("the 40th row cannot fit in 600 pixels, yet is at %v", last)
	}
	for _, p := range placed {
		if !p.Footer && p.Rect.Max.Y > save.Min.Y {
			t.Errorf("row %d at %v overlaps the footer", p.Row, p.Rect)
		}
	}
	byID := map[string]image.Rectangle{}
	for _, h := range hits {
		byID[h.ID] = h.Rect
		if h.Rect.Empty() || !h.Rect.In(image.Rect(1000, 0, 1400, 600)) {
			t.Errorf("hit %s at %v", h.ID, h.Rect)
		}
	}
	for _, p := range placed {
		for i, c := range rowOf(m, p).Cells {
			if c.ID != "" && byID[c.ID] != p.Cells[i] {
				t.Errorf("cell %s drawn at %v, clickable at %v", c.ID, p.Cells[i], byID[c.ID])
			}
		}
	}
	// Scrolled to the bottom, the last row shows and the title does not.
	placed = PlaceEditorPanel(m, image.Rect(1000, 0, 1400, 600), 1, content-400).Placed
	if _, ok := FindCell(m, placed, "item:n1"); !ok {
		t.Error("scrolled down, the last row should show")
	}
	if _, ok := FindCell(m, placed, "tab:a"); ok {
		t.Error("scrolled down, the tabs should be out of view")
	}
	// Twice the device scale, twice the sizes.
	placed = PlaceEditorPanel(m, image.Rect(0, 0, 800, 1200), 2, 0).Placed
	tab2, _ := FindCell(m, placed, "tab:a")
	if tab2.Dy() != 2*(tab.Dy()+4)-8 {
		t.Errorf("at ui 2, tab:a is %v (at 1: %v)", tab2, tab)
	}
}
