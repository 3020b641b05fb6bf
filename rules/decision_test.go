package rules_test

import (
	"strings"
	"testing"

	"estafette/rules"
)

// dec: army a's combat phase with A1, A2, A3 activated; A1 faces B1, the
// sub-generals SA and SB stand with (or beside) them.
const dec = "activate CA A1 A2 A3; end; end"

// decided reports whose decision it is, as "army/kind".
func decided(s *rules.State) string {
	d := s.Decision()
	return d.Army + "/" + string(d.Kind)
}

// lists reports whether LegalActions lists the record line.
func lists(s *rules.State, line string) bool {
	for _, a := range s.LegalActions() {
		if a.String() == line {
			return true
		}
	}
	return false
}

// TestDecisionWindows walks one combat through its windows: the attacker
// after the declaration, the defender's answer, the roll, the defender's
// choice after the dice; at each step Decider names the army to ask and
// LegalActions lists that army's actions only.
func TestDecisionWindows(t *testing.T) {
	s := load(t, "dec")
	for _, l := range strings.Split(dec, ";") {
		if v := play(t, s, strings.TrimSpace(l)); v != nil {
			t.Fatal(l, v)
		}
	}
	steps := []struct {
		line, want   string
		listed, none []string
	}{
		{"", "a/play", []string{"attack A1 B1", "end"}, []string{"pass", "roll"}},
		{"attack A1 B1", "a/attacker", []string{"pass", "end", "direct SA A1 dice", "direct SA A1 order charge"}, []string{"roll", "defend defense", "attack A2 B2"}},
		{"pass", "b/defender", []string{"pass", "defend defense", "defend retraite", "defend retraite 7,5", "direct SB B1 dice", "direct SB B1 order defense"}, []string{"roll", "end", "direct SA A1 dice"}},
		{"pass", "a/roll", []string{"roll", "end"}, []string{"pass", "defend defense"}},
	}
	for _, st := range steps {
		if st.line != "" {
			if v := play(t, s, st.line); v != nil {
				t.Fatalf("%s: %v", st.line, v)
			}
		}
		if got := decided(s); got != st.want {
			t.Fatalf("after %q: decision %s, want %s", st.line, got, st.want)
		}
		if s.Decider() != strings.Split(st.want, "/")[0] {
			t.Errorf("after %q: Decider %q", st.line, s.Decider())
		}
		for _, l := range st.listed {
			if !lists(s, l) {
				t.Errorf("after %q (%s): %q is not listed", st.line, st.want, l)
			}
		}
		for _, l := range st.none {
			if lists(s, l) {
				t.Errorf("after %q (%s): %q is listed, but it is not %s's to give", st.line, st.want, l, s.Decider())
			}
		}
	}
}

// TestDecisionAfterTheDice: when the attack's dice show a hit, the
// defender chooses Évasion or passes before they take effect.
func TestDecisionAfterTheDice(t *testing.T) {
	s, ev := seekAs(t, "dec", dec, "attack A1 B1; pass; pass; roll", false, func(s *rules.State, ev []rules.Event) bool {
		return s.Decision().Kind == rules.DecideDice
	})
	_ = ev
	if got := decided(s); got != "b/dice" {
		t.Fatalf("decision %s", got)
	}
	cb := s.CurrentCombat()
	if len(cb.Dice) == 0 || !cb.CanEvade || !cb.Rolled || cb.CanFollow {
		t.Errorf("the combat while the defender chooses: %+v", cb)
	}
	if b1 := unitOf(s, "B1"); b1.Elements != 4 || b1.Hex.Label() != "7,6" {
		t.Errorf("the dice take effect only after the choice: B1 %d at %s", b1.Elements, b1.Hex)
	}
	for _, l := range []string{"pass", "defend evasion"} {
		if !lists(s, l) {
			t.Errorf("%q not listed after the dice", l)
		}
	}
	if lists(s, "follow") || lists(s, "attack A2 B2") {
		t.Error("the attacker's actions are listed while the defender chooses")
	}
}

// TestTurnDecider: an action of the army that does not have the word is
// refused (TURN.DECIDER); an action of a later window implies the passes
// before it, as docs/formats.md records without `pass` need.
func TestTurnDecider(t *testing.T) {
	runCases(t, []ruleCase{
		// The defender's leader acts in the attacker's movement phase.
		{fixture: "dec", setup: "activate CA A1; end", line: "direct SB B1 dice", want: rules.RuleTurnDecider},
		// The defender has passed: his order comes too late.
		{fixture: "dec", setup: dec + "; attack A1 B1; pass; pass", line: "defend defense", want: rules.RuleTurnDecider},
		// The attacker passed the word: his leader's +2 dice come too late.
		{fixture: "dec", setup: dec + "; attack A1 B1; pass", line: "direct SA A1 dice", want: rules.RuleTurnDecider},
		{fixture: "dec", setup: dec + "; attack A1 B1; pass; pass", line: "direct SA A1 dice", want: rules.RulePhaseWrong},
		// The same lines in their windows.
		{fixture: "dec", setup: dec + "; attack A1 B1; pass", line: "defend defense", want: ok},
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "direct SA A1 dice", want: ok},
		// A later window's line implies the passes (records without pass).
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "defend defense", want: ok, check: func(t *testing.T, s *rules.State) {
			if got := decided(s); got != "b/defender" {
				t.Errorf("after the defender's order the word is still his: %s", got)
			}
		}},
		{fixture: "dec", setup: dec + "; attack A1 B1; defend defense", line: "roll", want: ok},
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "roll", want: ok},
		// pass outside a window, and when only the roll is left.
		{fixture: "dec", line: "pass", want: rules.RulePhaseWrong},
		{fixture: "dec", setup: dec + "; attack A1 B1; pass; pass", line: "pass", want: rules.RulePhaseWrong},
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "pass", want: ok},
	})
}

// TestImpliedPassChangesNothingWhenRefused: an action that implies another
// army's pass and is then refused leaves the game as it was (docs/rules.md §8).
func TestImpliedPassChangesNothingWhenRefused(t *testing.T) {
	s, _ := seekAs(t, "dec", dec, "attack A1 B1; roll", false, func(s *rules.State, ev []rules.Event) bool {
		return s.Decision().Kind == rules.DecideDice
	})
	before := snapshot(s)
	// The dice wait for the defender; `roll` would resolve them, then find
	// no combat to roll.
	if v := play(t, s, "roll"); v == nil || v.Rule != rules.RulePhaseWrong {
		t.Fatalf("roll again: %v", v)
	}
	if after := snapshot(s); after != before || s.Decision().Kind != rules.DecideDice {
		t.Errorf("a refused line resolved the dice:\n%s", diffLines(before, after))
	}
	// The attacker's next action implies the pass: the dice take effect.
	if v := play(t, s, "end"); v != nil {
		t.Fatal(v)
	}
	if s.Phase() != rules.PhaseCommand || s.Active().ID != "b" {
		t.Errorf("end after the dice: %s of %s", s.Phase(), s.Active().ID)
	}
}

// TestOldRecordsReplay: the record lines of docs/formats.md, which have no
// pass, give the same combat as with the passes written out.
func TestOldRecordsReplay(t *testing.T) {
	for seed := int64(1); seed <= 40; seed++ {
		a, _, va := fight(t, "dec", seed, dec, "attack A1 B1; defend defense; roll; end")
		b, _, vb := fight(t, "dec", seed, dec, "attack A1 B1; pass; defend defense; pass; roll")
		if va != nil || vb != nil {
			t.Fatal(va, vb)
		}
		if b.Decision().Kind == rules.DecideDice {
			if _, v := b.Apply(rules.Pass{}); v != nil {
				t.Fatal(v)
			}
		}
		if _, v := b.Apply(rules.EndPhase{}); v != nil {
			t.Fatal(v)
		}
		if x, y := snapshot(a), snapshot(b); x != y {
			t.Fatalf("seed %d: with and without pass differ:\n%s", seed, diffLines(x, y))
		}
	}
}

// TestDirectChoicesQuery: the table asks what a leader may do by
// committing himself now; for the defender's sub-general in his answer,
// only what concerns the unit attacked.
func TestDirectChoicesQuery(t *testing.T) {
	s := load(t, "dec")
	for _, l := range strings.Split(dec+"; attack A1 B1", ";") {
		play(t, s, strings.TrimSpace(l))
	}
	if got := s.DirectChoices("SB"); len(got) != 0 {
		t.Errorf("SB before the word is his: %v", got)
	}
	play(t, s, "pass")
	got := map[string]bool{}
	for _, d := range s.DirectChoices("SB") {
		got[d.String()] = true
		if d.Unit != "B1" {
			t.Errorf("SB offers %s, not for the unit attacked", d)
		}
		if s.Check(d) != nil {
			t.Errorf("%s is offered and refused: %v", d, s.Check(d))
		}
	}
	for _, want := range []string{"direct SB B1 dice", "direct SB B1 ignore-loss", "direct SB B1 order defense", "direct SB B1 order retraite"} {
		if !got[want] {
			t.Errorf("SB's choices lack %q: %v", want, got)
		}
	}
	if got["direct SB B1 activate"] || got["direct SB B1 order allant"] {
		t.Errorf("SB offers what he may not: %v", got)
	}
	if s.DirectChoices("CB") != nil || s.DirectChoices("SA") != nil {
		t.Error("the commander-in-chief, or a leader without the word, has choices")
	}
}
