package ai

import (
	"context"
	"testing"

	"estafette/rules"
)

// TestLookAheadReordersMoves: on the movement-phase positions of a
// Pratzen game (its first 300 decisions), the hard level's look ahead
// (ahead.go) makes another move than its first choice in some of them,
// and always a move the rules accept; the other levels never look
// ahead.
func TestLookAheadReordersMoves(t *testing.T) {
	if paramsFor(Normal).ahead != 0 || paramsFor(Easy).ahead != 0 {
		t.Fatal("only the hard level looks ahead")
	}
	sc, rs := load(t, "pratzen")
	movement, changed := 0, 0
	for _, st := range benchPositions(t, sc, rs, 300) {
		if st.Phase() != rules.PhaseMovement || st.Decision().Kind != rules.DecidePlay {
			continue
		}
		legal := st.LegalActions()
		choose := func(ahead int) rules.Action {
			p := paramsFor(Hard)
			p.ahead = ahead
			return newThinker(context.Background(), p, st, legal, decisionRNG(3, st)).choose().Action
		}
		with, without := choose(paramsFor(Hard).ahead), choose(0)
		movement++
		if with.String() == without.String() {
			continue
		}
		changed++
		if _, ok := with.(rules.Move); !ok {
			t.Errorf("the look ahead chose %s, want a move", with)
		} else if st.Check(with) != nil {
			t.Errorf("the look ahead chose %s, which the rules refuse", with)
		}
	}
	t.Logf("%d movement-phase positions, %d changed by the look ahead", movement, changed)
	if changed == 0 {
		t.Error("the look ahead changed no move")
	}
}
