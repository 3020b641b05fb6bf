package viewer

import (
	"math/rand/v2"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// LongActions is the length of the long record the benchmarks open:
// what `estafette duel --max-actions 99999` writes for a game no one
// wins (issue 26).
const LongActions = 99999

// longGame is a record of LongActions actions on the tutorial with no
// turn limit: a few hundred random legal actions (moves, fights, orders:
// the log's varied sentences and dice), then mostly ends of phases, some
// 33,000 turns in all, within the record's 1 MiB. The duel's capped games
// look like this: its players stop fighting long before the cap.
func longGame(tb testing.TB) *Game {
	tb.Helper()
	src, sc, rs := endlessTutorial(tb)
	text := longRecord(tb, sc, rs, LongActions)
	g, err := NewGame("endless.toml", src, sc, rs, Record{File: "long.rec", Text: text})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// endlessTutorial is the tutorial without its turn limit.
func endlessTutorial(tb testing.TB) ([]byte, *rules.Scenario, *rules.Ruleset) {
	tb.Helper()
	src, err := scenarios.Builtin("tutorial")
	if err != nil {
		tb.Fatal(err)
	}
	src = []byte(strings.Replace(string(src), "\nturns = 8\n", "\nturns = 0\n", 1))
	sc, rs, err := scenarios.LoadScenario("endless.toml", src)
	if err != nil {
		tb.Fatal(err)
	}
	if sc.Turns != 0 {
		tb.Fatalf("the endless tutorial has %d turns", sc.Turns)
	}
	return src, sc, rs
}

// longRecord plays n actions: random legal ones (ending a phase now and
// then) for the first ones, an end of phase wherever one is legal after;
// an action that would end the game is never chosen.
func longRecord(tb testing.TB, sc *rules.Scenario, rs *rules.Ruleset, n int) string {
	tb.Helper()
	st := rules.NewState(sc, rs, 0)
	r := rand.New(rand.NewPCG(26, 7))
	var b strings.Builder
	b.Grow(n * 5)
	for i := range n {
		acts := st.LegalActions()
		var pick rules.Action
		var others []rules.Action
		for _, a := range acts {
			if _, end := a.(rules.EndPhase); end {
				pick = a
			} else {
				others = append(others, a)
			}
		}
		if len(others) > 0 && (pick == nil || (i < 600 && r.IntN(30) > 0)) {
			pick = others[r.IntN(len(others))]
		}
		try := st.Clone()
		if _, v := try.Apply(pick); v != nil {
			tb.Fatalf("action %d %s: %v", i+1, pick, v)
		}
		if try.Phase() == rules.PhaseOver {
			// Another action, or the first legal one that does not end it.
			for _, a := range acts {
				try = st.Clone()
				if _, v := try.Apply(a); v == nil && try.Phase() != rules.PhaseOver {
					pick = a
					break
				}
			}
		}
		if _, v := st.Apply(pick); v != nil || st.Phase() == rules.PhaseOver {
			tb.Fatalf("action %d %s: %v (the game ended)", i+1, pick, v)
		}
		b.WriteString(pick.String())
		b.WriteByte('\n')
	}
	if b.Len() > rules.MaxRecordBytes {
		tb.Fatalf("the long record is %d bytes, more than a record may be", b.Len())
	}
	return b.String()
}
