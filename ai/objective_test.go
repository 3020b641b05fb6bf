package ai

import (
	"context"
	"testing"

	"estafette/rules"
)

// objectiveField: light cavalry A1 stands next to B1, a skirmisher one
// element from elimination: a kill at hand. Three hexes away, out of B1's
// reach, lies the town a wins by taking at the end of its turn.
func objectiveField(t *testing.T, kind string) *rules.State {
	t.Helper()
	obj := "\n[[objective]]\narmy = \"a\"\nkind = \"" + kind + "\"\nname = \"Tanagra\"\nhexes = [\"9,6\", \"9,7\"]\n"
	if kind == "hold" {
		obj = "\n[[objective]]\narmy = \"a\"\nname = \"Tanagra\"\nhexes = [\"9,6\"]\n"
	}
	sc, rs := loadText(t, testField("a", obj, unit("A1", "cavalry-light", 3, "5,6"),
		unit("B1", "infantry-light", 1, "5,5")+unit("B2", "infantry-heavy", 4, "11,1")))
	st := rules.NewState(sc, rs, 1)
	return st
}

// TestItTakesAnObjectiveBeforeANearerKill: at every level the computer
// rides to the town and wins the game at the end of its turn, rather
// than eliminate the skirmisher next to it (a unit, worth less than the
// game). Before the objectives were weighed as the game they win, it
// attacked B1 and stayed.
func TestItTakesAnObjectiveBeforeANearerKill(t *testing.T) {
	for _, kind := range []string{"take", "hold"} {
		for _, l := range Levels {
			st := objectiveField(t, kind)
			c := NewComputer(l, 1)
			var acts []string
			for i := 0; i < 30 && st.Phase() != rules.PhaseOver && st.Decider() == "a"; i++ {
				ch, err := c.Choose(context.Background(), st, st.LegalActions())
				if err != nil {
					t.Fatal(err)
				}
				acts = append(acts, ch.Action.String()+" ("+ch.Reason+")")
				if _, v := st.Apply(ch.Action); v != nil {
					t.Fatal(v)
				}
			}
			if st.Winner() != "a" {
				t.Errorf("%s, %s: winner %q, A1 on %s after %q", kind, l, st.Winner(), unitOf(st, "A1").Hex, acts)
			}
		}
	}
}
