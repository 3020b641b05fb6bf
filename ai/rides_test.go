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

// TestTheReinforcingOfficerEntersWithHisUnit: an officer waiting off the
// table activated a reinforcement; the engine refuses its entry without
// him (ACT.ARRIVAL, JO3 « accompagnées d'un officier »), so the
// computer's move of R1 takes him along, and is accepted.
func TestTheReinforcingOfficerEntersWithHisUnit(t *testing.T) {
	waiting := "\n  [[army.leader]]\n  id = \"OR\"\n  name = \"OR\"\n  rank = \"officer\"\n  hex = \"3,9\"\n  arrives = 2\n" +
		"\n  [[army.unit]]\n  id = \"R1\"\n  name = \"R1\"\n  profile = \"infantry-heavy\"\n  elements = 4\n  hex = \"3,9\"\n  arrives = 2\n"
	sc, rs := loadText(t, testField("a", "", waiting, unit("B1", "infantry-heavy", 4, "6,2")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "end; end; end; end; end; end; activate OR R1; end")
	for i := 0; i < 10 && st.Phase() == rules.PhaseMovement; i++ {
		ch := choose(t, st) // refused actions fail here
		if mv, ok := ch.Action.(rules.Move); ok && mv.Piece == "R1" {
			if len(mv.With) != 1 || mv.With[0] != "OR" {
				t.Fatalf("R1 enters as %q, without OR", mv)
			}
			return
		}
		play(t, st, ch.Action.String())
	}
	t.Fatal("R1 never entered")
}
