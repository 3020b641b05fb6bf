package ai

import (
	"context"
	"testing"

	"estafette/rules"
)

// TestHardAttacksWhereNormalDoes: A1 can attack B2, a light unit one
// element from elimination in the first turn, two in the last. The normal
// level attacks it, and so does the hard level. (Its combat search, which
// played each attack and the end of the phase out on copies, ended the
// phase in the last turn: it made the hard level stop attacking after its
// first elimination, and is gone, with the search of the command phase:
// docs/ai.md, Levels.)
func TestHardAttacksWhereNormalDoes(t *testing.T) {
	for _, c := range []struct{ elements, turn int }{{1, 1}, {2, 6}} {
		sc, rs := loadText(t, testField("a", "", unit("A1", "infantry-heavy", 4, "5,6")+unit("A2", "infantry-heavy", 4, "1,8"),
			unit("B1", "infantry-heavy", 4, "5,5")+unit("B2", "infantry-light", c.elements, "4,5")+unit("B3", "infantry-heavy", 4, "11,1")))
		st := rules.NewState(sc, rs, 1)
		if c.turn > 1 {
			skipTurns(t, st, c.turn-1)
		}
		play(t, st, "activate CA A1; end; end")
		for _, l := range []Level{Normal, Hard} {
			ch, err := NewComputer(l, 1).Choose(context.Background(), st, st.LegalActions())
			if err != nil {
				t.Fatal(err)
			}
			if at, ok := ch.Action.(rules.Attack); !ok || at.Defender != "B2" {
				t.Errorf("turn %d, %s: %s (%s), want an attack on B2", c.turn, l, ch.Action, ch.Reason)
			}
		}
	}
}
