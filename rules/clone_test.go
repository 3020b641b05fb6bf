package rules_test

import (
	"math/rand/v2"
	"testing"

	"estafette/rules"
)

// TestACloneAndItsStateNeverSeeEachOthersMoves: a clone shares its units
// with the state it was copied from until one of them changes a unit
// (copy on write). From positions of every phase (a held roll among them:
// Marathon's 91st), the clone plays on and the state does not change;
// then the state plays on, and neither the clone nor a second clone made
// before changes.
func TestACloneAndItsStateNeverSeeEachOthersMoves(t *testing.T) {
	for _, c := range []struct {
		name string
		at   int
	}{{"tutorial", 7}, {"marathon", 91}, {"pratzen", 62}, {"pratzen", 180}, {"leuthen", 12}, {"stress-60x40", 30}} {
		sc := loadStress(t)
		if c.name != "stress-60x40" {
			sc = loadBuiltin(t, c.name)
		}
		st := position(t, sc, c.at)
		before := snapshot(st)
		first, second := st.Clone(), st.Clone()
		r := rand.New(rand.NewPCG(uint64(c.at), 9))
		playRandom(t, first, r, 40)
		if got := snapshot(st); got != before {
			t.Fatalf("%s at %d: the clone's moves changed the state:\n%s", c.name, c.at, diffLines(before, got))
		}
		firstAfter := snapshot(first)
		playRandom(t, st, r, 40)
		if got := snapshot(first); got != firstAfter {
			t.Fatalf("%s at %d: the state's moves changed its clone:\n%s", c.name, c.at, diffLines(firstAfter, got))
		}
		if got := snapshot(second); got != before {
			t.Fatalf("%s at %d: the moves changed an untouched clone:\n%s", c.name, c.at, diffLines(before, got))
		}
	}
}

// playRandom plays n random legal actions on st (fewer if the game ends).
func playRandom(t *testing.T, st *rules.State, r *rand.Rand, n int) {
	t.Helper()
	for range n {
		legal := st.LegalActions()
		if len(legal) == 0 || st.Phase() == rules.PhaseOver {
			return
		}
		mustApply(t, st, legal[r.IntN(len(legal))])
	}
}
