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
