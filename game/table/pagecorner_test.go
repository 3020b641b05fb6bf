package table

import (
	"image"
	"testing"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/scenarios"
)

// TestPageCornerStaysClear (issue 25): on the web page, whose Files
// button sits in the window's top-left corner, neither the briefing on a
// phone on its side nor a card docked top-left on a phone reaches under
// the button.
func TestPageCornerStaysClear(t *testing.T) {
	defer func(c image.Rectangle) { window.PageCorner = c }(window.PageCorner)
	window.PageCorner = image.Rect(0, 0, 104, 40)

	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.FR})
	a.LayoutF(844, 390)
	a.OpenBriefing()
	in := &mouse{}
	in.X, in.Y = 400, 200
	run(t, a, in)
	run(t, a, in)
	if a.Dialog() != "briefing" || a.f.dialog == nil {
		t.Fatalf("the tutorial opens on %q", a.Dialog())
	}
	if r := a.f.dialog.Rect(); r.Overlaps(window.PageCorner) {
		t.Errorf("the briefing %v reaches under the Files button %v", r, window.PageCorner)
	}

	b, in2 := tableAt(t, scenarios.Tutorial, 390, 844, i18n.EN)
	b.opts.CardCorner = "top-left"
	b.c.PinCard("G2")
	run(t, b, in2)
	if b.f.card == nil {
		t.Fatal("no card for G2")
	}
	if box := render.CardBox(b.f.card, b.f.piece, b.BoardArea(), b.UI); box.Overlaps(window.PageCorner) {
		t.Errorf("the card %v docked top-left reaches under the Files button", box)
	}
}

// TestPageCornerClearOnAPhonesPixels (issue 39): a phone draws two or
// three device pixels to the page's CSS pixel; the Files button, 40 CSS
// pixels high, then covered the top of a dialog placed 40 device pixels
// down. Every dialog of the table keeps below the button's corner at the
// device's scale.
func TestPageCornerClearOnAPhonesPixels(t *testing.T) {
	defer func(c image.Rectangle) { window.PageCorner = c }(window.PageCorner)
	window.PageCorner = image.Rect(0, 0, 104, 40)
	for _, ui := range []float64{2, 3} {
		a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.FR})
		a.W, a.H, a.UI = int(844*ui), int(390*ui), ui // on its side: the briefing fills the height
		a.OpenBriefing()
		in := &mouse{}
		in.X, in.Y = 10, 10
		run(t, a, in)
		run(t, a, in)
		if a.f.dialog == nil {
			t.Fatalf("at %v: no briefing", ui)
		}
		corner := image.Rect(0, 0, int(104*ui), int(40*ui))
		if r := a.f.dialog.Rect(); r.Overlaps(corner) {
			t.Errorf("at %v device pixels a CSS pixel: the briefing %v reaches under the Files button %v", ui, r, corner)
		}
	}
}
