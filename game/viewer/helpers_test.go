package viewer

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// builtin loads a built-in scenario.
func builtin(tb testing.TB, name string) (*rules.Scenario, *rules.Ruleset, []byte) {
	tb.Helper()
	src, err := scenarios.Builtin(name)
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name+".toml", src)
	if err != nil {
		tb.Fatal(err)
	}
	return sc, rs, src
}

// gameOf reads a record of a built-in scenario.
func gameOf(tb testing.TB, scenario, file, text string) *Game {
	tb.Helper()
	sc, rs, src := builtin(tb, scenario)
	g, err := NewGame(scenario+".toml", src, sc, rs, Record{File: file, Text: text})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// sampleGame is docs/sample-tutorial.rec, a whole game of the tutorial.
func sampleGame(tb testing.TB) *Game {
	tb.Helper()
	data, err := os.ReadFile("../../docs/sample-tutorial.rec")
	if err != nil {
		tb.Fatal(err)
	}
	return gameOf(tb, "tutorial", "sample-tutorial.rec", string(data))
}

// randomRecord plays random legal actions on a built-in scenario, ending
// a phase only now and then, until the game has n actions or is over;
// it returns the record's text.
func randomRecord(tb testing.TB, scenario string, n int, seed uint64) string {
	tb.Helper()
	sc, rs, _ := builtin(tb, scenario)
	st := rules.NewState(sc, rs, 0)
	r := rand.New(rand.NewPCG(seed, 7))
	var b strings.Builder
	for i := 0; i < n && st.Phase() != rules.PhaseOver; i++ {
		acts := st.LegalActions()
		var pick rules.Action = rules.EndPhase{}
		var others []rules.Action
		for _, a := range acts {
			if _, end := a.(rules.EndPhase); !end {
				others = append(others, a)
			}
		}
		if len(others) > 0 && (r.IntN(30) > 0 || len(others) == len(acts)) {
			pick = others[r.IntN(len(others))]
		}
		if _, v := st.Apply(pick); v != nil {
			tb.Fatalf("action %d %s: %v", i+1, pick, v)
		}
		b.WriteString(pick.String() + "\n")
	}
	return b.String()
}

// fingerprint writes every public reader of a state: two states with the
// same fingerprint are the same game for anything the interface, a
// record or a computer player can ask.
func fingerprint(st *rules.State) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("turn %d phase %s second %v winner %q acting %d active %+v", st.Turn(), st.Phase(), st.SecondCommand(), st.Winner(), st.ActingGroup(), st.Active())
	used, allowed := st.LeaderActivations()
	w("activations %d/%d decision %+v displaced %v", used, allowed, st.Decision(), st.Displaced())
	for a := range st.Armies() {
		w("army %+v", a)
	}
	for u := range st.Units() {
		w("unit %+v", u)
	}
	for l := range st.Leaders() {
		w("leader %+v radius %d influence %d slots %d", l, st.CommandRadius(l), st.InfluenceRadius(l), st.Slots(l))
	}
	for h := range st.Heralds() {
		w("herald %+v", h)
	}
	for m := range st.Messengers() {
		w("messenger %+v", m)
	}
	w("groups %+v", st.Groups())
	w("combat %+v", st.CurrentCombat())
	var legal []string
	for _, a := range st.LegalActions() {
		legal = append(legal, a.String())
	}
	slices.Sort(legal)
	w("legal %s", strings.Join(legal, "; "))
	return b.String()
}
