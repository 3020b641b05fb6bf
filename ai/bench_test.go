package ai

import (
	"context"
	"os"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// loadStress loads the 60×40 board with 300 pieces that the rules'
// benchmarks play on (issue 28).
func loadStress(tb testing.TB) (*rules.Scenario, *rules.Ruleset) {
	return loadTestdata(tb, "stress-60x40.toml")
}

// loadTestdata loads a scenario of scenarios/testdata.
func loadTestdata(tb testing.TB, name string) (*rules.Scenario, *rules.Ruleset) {
	tb.Helper()
	src, err := os.ReadFile("../scenarios/testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		tb.Fatal(err)
	}
	return sc, rs
}

// benchPositions plays n decisions of an easy-level game (both armies)
// from the start and keeps every position where the computer had to
// choose among more than one action: the questions a game asks it, in
// order.
func benchPositions(tb testing.TB, sc *rules.Scenario, rs *rules.Ruleset, n int) []*rules.State {
	tb.Helper()
	st := rules.NewState(sc, rs, 1)
	p := NewComputer(Easy, 1)
	var out []*rules.State
	for i := 0; i < n && st.Phase() != rules.PhaseOver; i++ {
		legal := st.LegalActions()
		if len(legal) > 1 {
			out = append(out, st.Clone())
		}
		ch, err := p.Choose(context.Background(), st, legal)
		if err != nil {
			tb.Fatal(err)
		}
		if _, v := st.Apply(ch.Action); v != nil {
			tb.Fatalf("%s: %v", ch.Action, v)
		}
	}
	return out
}

// BenchmarkChoose times the computer's decisions over the positions of
// the first 60 decisions of an easy-level game (command, movement and
// combat phases), on the stress board, the stress board in contact and
// Pratzen, at each level: ns/op
// is one decision's mean think time (issue 28).
//
//	go test -run='^$' -bench=Choose ./ai/
func BenchmarkChoose(b *testing.B) {
	type board struct {
		name string
		sc   *rules.Scenario
		rs   *rules.Ruleset
	}
	sc, rs := loadStress(b)
	cc, cr := loadTestdata(b, "stress-contact-60x40.toml")
	pc, pr := load(b, "pratzen")
	for _, bd := range []board{{"stress-60x40", sc, rs}, {"stress-contact", cc, cr}, {"pratzen", pc, pr}} {
		positions := benchPositions(b, bd.sc, bd.rs, 60)
		for _, l := range Levels {
			b.Run(bd.name+"/"+string(l), func(b *testing.B) {
				i := 0
				for b.Loop() {
					st := positions[i%len(positions)]
					i++
					if _, err := NewComputer(l, 1).Choose(context.Background(), st, st.LegalActions()); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
