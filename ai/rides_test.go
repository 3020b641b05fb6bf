package ai

import (
	"testing"

	"estafette/rules"
)

// TestALeaderRidesWithHisUnit: an officer stands with A1, which his
// commander has just activated; A2, out of the commander's radius, is in
// front with the enemy. A1's move takes the officer along for nothing,
// so activating him alone would only spend one of the commander's
// pieces: A1 carries him toward the front. (Before, the commander
// activated him too.)
func TestALeaderRidesWithHisUnit(t *testing.T) {
	sc, rs := loadText(t, testField("a", "", officer("OA", "5,7")+unit("A1", "infantry-heavy", 4, "5,7")+unit("A2", "infantry-heavy", 4, "11,2"),
		unit("B1", "infantry-heavy", 4, "11,1")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "activate CA A1")
	// Whatever else it does, OA is not activated, and A1's move comes
	// with him.
	var mv rules.Move
	for i := 0; i < 10 && mv.Piece != "A1"; i++ {
		ch := choose(t, st)
		switch a := ch.Action.(type) {
		case rules.Activate:
			if a.Pieces[0] == "OA" {
				t.Fatalf("%s (%s): OA is activated alone, though A1 takes him along", a, ch.Reason)
			}
		case rules.Move:
			if a.Piece == "A1" {
				mv = a
			}
		}
		play(t, st, ch.Action.String())
	}
	if mv.Piece != "A1" || len(mv.With) != 1 || mv.With[0] != "OA" {
		t.Fatalf("A1's move is %q, want it with OA", mv)
	}
}
