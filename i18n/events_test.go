package i18n

import (
	"math/rand/v2"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// TestEveryEventSaysItselfInFrench plays random games of every built-in
// scenario and renders each event the rules report in French: its format
// and every phrase inside it have a French entry, so no English part is
// left in a French log, and the sentence renders whole (no %!).
func TestEveryEventSaysItselfInFrench(t *testing.T) {
	seen := map[string]bool{}
	for _, name := range scenarios.BuiltinNames() {
		src, err := scenarios.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		sc, rs, err := scenarios.LoadScenario(name+".toml", src)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 4; seed++ {
			st := rules.NewState(sc, rs, int64(seed))
			r := rand.New(rand.NewPCG(seed, 11))
			for n := 0; n < 400 && st.Phase() != rules.PhaseOver; n++ {
				acts := st.LegalActions()
				var a rules.Action = rules.EndPhase{}
				if d := st.Decision(); d.Kind != rules.DecidePlay && d.Kind != rules.DecideRoll {
					a = rules.Pass{}
				}
				if len(acts) > 0 && r.IntN(100) >= 12 {
					a = acts[r.IntN(len(acts))]
				}
				ev, v := st.Apply(a)
				if v != nil {
					t.Fatalf("%s: legal %s refused: %v", name, a, v)
				}
				for _, e := range ev {
					format, args := e.Sentence()
					seen[format] = true
					if missing := untranslated(format, args); missing != "" {
						t.Errorf("%s: %T %q: no French for %q", name, e, rules.EventText(e), missing)
					}
					if fr := Sentence(FR, format, args, ""); strings.Contains(fr, "%!") || fr == "" {
						t.Errorf("%s: %T renders as %q in French", name, e, fr)
					}
				}
			}
		}
	}
	t.Logf("%d kinds of sentence", len(seen))
	if len(seen) < 15 {
		t.Errorf("the random games reported only %d kinds of sentence", len(seen))
	}
}

// untranslated returns the first format, the sentence's or a phrase's
// inside it, that has no French entry; "" when all have one.
func untranslated(format string, args []any) string {
	if _, ok := rulesFR[format]; !ok {
		return format
	}
	return untranslatedArgs(args)
}

func untranslatedArgs(args []any) string {
	for _, a := range args {
		m := ""
		switch x := a.(type) {
		case phrasal:
			m = untranslated(x.Sentence())
		case listed:
			m = untranslatedArgs(x.Items())
		}
		if m != "" {
			return m
		}
	}
	return ""
}
