package ai

import (
	"context"
	"testing"

	"estafette/rules"
)

// TestOddsCacheAnswersAsTheEngine: the odds a decision keeps (by the
// combat and State.HashAround the two units) are the engine's answer in
// every position they are read again: the normal level plays whole games
// of Marathon, Marignan and Leuthen, where units fight in lines, and
// every answer from the cache is asked of the engine again.
func TestOddsCacheAnswersAsTheEngine(t *testing.T) {
	if raceDetector {
		t.Skip("pure computation: make unit runs it, without the race detector")
	}
	names, actions := []string{"marathon", "marignan", "leuthen"}, 600
	if testing.Short() {
		// make test's sample: a game's first hundred actions; make
		// test-long plays the three whole games.
		names, actions = names[:1], 100
	}
	kept := 0
	for _, name := range names {
		sc, rs := load(t, name)
		st := rules.NewState(sc, rs, 5)
		for i := 0; i < actions && st.Phase() != rules.PhaseOver; i++ {
			legal := st.LegalActions()
			a := legal[0]
			if len(legal) > 1 {
				th := newThinker(context.Background(), paramsFor(Normal), st, legal, decisionRNG(1, st))
				th.checkOdds = true
				a = th.choose().Action
				if th.oddsMisses > 0 {
					t.Fatalf("%s, action %d: %d odds from the cache are not the engine's", name, i, th.oddsMisses)
				}
				kept += len(th.oddsSeen)
			}
			if _, v := st.Apply(a); v != nil {
				t.Fatalf("%s: %s refused: %v", name, a, v)
			}
		}
	}
	if kept == 0 {
		t.Fatal("no odds were kept: the games never fought")
	}
}
