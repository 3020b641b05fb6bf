package table

import (
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/scenarios"
)

// TestCardHasAFixedPlace (issue 26): the hover card is drawn in a corner
// of the board, the same for every piece (not over the neighbours of the
// piece hovered, where the enemy to click stands), and never over its
// own piece; "beside" keeps it beside the piece.
func TestCardHasAFixedPlace(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	boxes := map[string]bool{}
	for _, id := range []string{"G2", "THE", "PSI", "CAV"} {
		a.c.PinCard(id)
		run(t, a, in)
		if a.f.card == nil {
			t.Fatalf("no card for %s", id)
		}
		box := render.CardBox(a.f.card, a.f.piece, a.BoardArea(), a.UI)
		if box.Overlaps(a.pieceBox(id)) {
			t.Errorf("%s's card %v covers it", id, box)
		}
		if !box.In(a.BoardArea()) {
			t.Errorf("%s's card %v leaves the board %v", id, box, a.BoardArea())
		}
		boxes[box.Min.String()] = true
	}
	if len(boxes) > 2 {
		t.Errorf("the card moves with the piece: %v", boxes)
	}
	a.opts.CardCorner = "beside"
	a.c.PinCard("G2")
	run(t, a, in)
	box := render.CardBox(a.f.card, a.f.piece, a.BoardArea(), a.UI)
	if piece := a.pieceBox("G2"); box.Min.Y != max(piece.Min.Y, a.BoardArea().Min.Y+int(4*a.UI)) && box.Max.Y != a.BoardArea().Max.Y-int(4*a.UI) {
		t.Errorf("beside: the card %v is not beside G2 %v", box, piece)
	}
}
