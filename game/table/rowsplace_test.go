package table

import (
	"image"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/scenarios"
)

// hitNamed is the clickable area id of the frame prepared last.
func hitNamed(a *App, id string) (render.Hit, bool) {
	for _, h := range a.f.hits {
		if h.ID == id {
			return h, true
		}
	}
	return render.Hit{}, false
}

// TestRowsKeepTheirPlaceUnderTheCursor (issue 26): with the cursor on an
// order of the panel, a change that grows the rows above it (a leader
// selected) leaves that order under the cursor, where a click aimed at
// it lands; once the cursor leaves the panel the rows take their place
// again.
func TestRowsKeepTheirPlaceUnderTheCursor(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	closeDialog[briefingDialog](a)
	run(t, a, in)
	var order render.Hit
	for _, h := range a.liveHits() {
		if strings.HasPrefix(h.ID, "order:") && !h.Off {
			order = h // the last order offered
		}
	}
	if order.ID == "" {
		t.Fatal("no order on the panel")
	}
	in.X, in.Y = order.Rect.Min.X+20, (order.Rect.Min.Y+order.Rect.Max.Y)/2
	run(t, a, in)
	a.c.Select("HIP")
	run(t, a, in)
	held, ok := hitNamed(a, order.ID)
	if !ok || held.Rect.Min.Y != order.Rect.Min.Y {
		t.Fatalf("%s moved from y %d to %d (found %v) under the cursor", order.ID, order.Rect.Min.Y, held.Rect.Min.Y, ok)
	}
	if !image.Pt(in.X, in.Y).In(held.Rect) {
		t.Errorf("the cursor is no longer on %s", order.ID)
	}
	in.X, in.Y = 300, 300 // on the board
	run(t, a, in)
	free, ok := hitNamed(a, order.ID)
	if ok && free.Rect.Min.Y == order.Rect.Min.Y {
		t.Errorf("selecting HIP did not move %s at all: the test shows nothing", order.ID)
	}
}
