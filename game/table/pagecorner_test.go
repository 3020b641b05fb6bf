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

// TestTheFilesButtonCoversNoLabel (issue 39): on the web page the Files
// button sat on the board's first column and row numbers, at the board's
// top-left, once fitted (on a desktop's browser the board fills the
// height, and held upright the width). Fitted, every number of the
// board's edges is clear of the button's corner, on a desktop, a tablet
// and a phone, on its side and upright, for a board taller and one wider
// than the screen; and the briefing too. Panned so that the board's
// top-left goes under the button, the columns' numbers come in a ruler
// below it, none under it.
func TestTheFilesButtonCoversNoLabel(t *testing.T) {
	defer func(c image.Rectangle) { window.PageCorner = c }(window.PageCorner)
	for _, c := range []struct {
		w, h   int
		ui     float64
		corner image.Rectangle // the page's, in CSS pixels
	}{
		{1600, 1000, 1, image.Rect(0, 0, 104, 40)}, {1280, 800, 1, image.Rect(0, 0, 104, 40)},
		{1180, 820, 1, image.Rect(0, 0, 116, 56)}, {820, 1180, 1, image.Rect(0, 0, 116, 56)},
		{844, 390, 3, image.Rect(0, 0, 116, 56)}, {390, 844, 3, image.Rect(0, 0, 116, 56)},
	} {
		for _, name := range []string{scenarios.Tutorial, "waterloo", "marathon"} {
			window.PageCorner = c.corner
			a := newTable(t, name, Options{NoAutosave: true, Lang: i18n.FR})
			a.LayoutF(float64(c.w), float64(c.h))
			a.W, a.H, a.UI, a.CamSet = int(float64(c.w)*c.ui), int(float64(c.h)*c.ui), c.ui, false
			a.OpenBriefing()
			in := &mouse{}
			in.X, in.Y = 1, 1
			run(t, a, in)
			run(t, a, in)
			corner := window.PageCornerAt(c.ui)
			b := &a.c.Scenario().Board
			for _, l := range render.BoardLabels(a.Cam, a.t.World, b.Columns, b.Rows) {
				if l.Box().Overlaps(corner) {
					t.Errorf("%v %s: the board's number %q %v is under the Files button %v", c, name, l.Text, l.Box(), corner)
				}
			}
			if w := window.BoardBox(a.Cam, a.t.World.W, a.t.World.H); w.Dx() < a.BoardW()*3/5 && w.Dy() < a.BoardH()*3/5 {
				t.Errorf("%v %s: the board fitted is %v in a board area of %dx%d", c, name, w, a.BoardW(), a.BoardH())
			}
			if a.f.dialog == nil || a.f.dialog.Rect().Overlaps(corner) {
				t.Errorf("%v %s: the briefing is not clear of the Files button %v", c, name, corner)
			}
			// Panned down-right by a hex and up under the button.
			cam := a.Cam
			cam.OffX, cam.OffY = float64(corner.Max.X)/2, -20*c.ui
			rulers := render.PlaceRulers(cam, a.t.World, b.Columns, b.Rows, a.BoardArea(), corner, c.ui)
			cols := 0
			for _, l := range rulers.Labels {
				if l.Box().Overlaps(corner) {
					t.Errorf("%v %s, panned: the ruler's number %q %v is under the Files button %v", c, name, l.Text, l.Box(), corner)
				}
				if l.Y < float64(corner.Max.Y)+20*c.ui {
					cols++
				}
			}
			if cols < 3 {
				t.Errorf("%v %s, panned: %d columns' numbers in a ruler below the button", c, name, cols)
			}
		}
	}
}
