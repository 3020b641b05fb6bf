package rules_test

import (
	"strings"
	"testing"

	"estafette/rules"
)

const (
	secretA = "00112233445566778899aabbccddeeff"
	secretB = "ffeeddccbbaa99887766554433221100"
)

// TestDiceLine (docs/network.md "Fair dice"): a shared game's `dice`
// line needs one well-formed secret for each army (SYNTAX otherwise) and
// may come at any moment; once accepted, the next roll comes from the
// secrets, so two devices replaying the line roll the same dice, and
// other secrets give other dice.
func TestDiceLine(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "cb", line: "dice a=" + secretA + " b=" + secretB, want: ok},
		{fixture: "cb", setup: a1b1 + "; attack A1 B1", line: "dice b=" + secretB + " a=" + secretA, want: ok},
		{fixture: "cb", line: "dice a=" + secretA, want: rules.RuleSyntax},                                     // b has none
		{fixture: "cb", line: "dice a=" + secretA + " a=" + secretB + " b=" + secretB, want: rules.RuleSyntax}, // twice
		{fixture: "cb", line: "dice a=" + secretA + " c=" + secretB, want: rules.RuleSyntax},                   // no army c
		{fixture: "cb", line: "dice a=" + strings.ToUpper(secretA) + " b=" + secretB, want: rules.RuleSyntax},
		{fixture: "cb", line: "dice a=" + secretA[:30] + " b=" + secretB, want: rules.RuleSyntax},
		{fixture: "cb", line: "dice a" + secretA + " b=" + secretB, want: rules.RuleSyntax},
	})
	roll := func(secrets string) string {
		s := load(t, "cb")
		for _, l := range strings.Split(a1b1+"; attack A1 B1", ";") {
			if v := play(t, s, strings.TrimSpace(l)); v != nil {
				t.Fatal(v)
			}
		}
		if v := play(t, s, secrets); v != nil {
			t.Fatal(v)
		}
		rec, _ := rules.ParseRecord("roll")
		ev, v := s.Apply(rec.Lines[0].Action)
		if v != nil {
			t.Fatal(v)
		}
		var faces []string
		for _, e := range ev {
			for _, f := range e.Dice() {
				faces = append(faces, f.Key)
			}
		}
		return strings.Join(faces, " ")
	}
	one := roll("dice a=" + secretA + " b=" + secretB)
	if one == "" || roll("dice a="+secretA+" b="+secretB) != one {
		t.Fatalf("the same secrets rolled %q then otherwise", one)
	}
	differ := false
	for i := 0; i < 8 && !differ; i++ {
		other := strings.Repeat(string("0123456789abcdef"[i]), 32)
		differ = roll("dice a="+secretA+" b="+other) != one
	}
	if !differ {
		t.Errorf("eight other secrets of b all rolled %q: b's secret does not count", one)
	}
}

// TestRollsDice: the shared game asks the devices for their secrets
// before an action that rolls, and only then: a roll does, a move or a
// refused roll does not. A player may never give the dice line himself
// (TURN.DECIDER): he would choose his dice.
func TestRollsDice(t *testing.T) {
	s := load(t, "cb")
	parse := func(line string) rules.Action {
		rec, _ := rules.ParseRecord(line)
		return rec.Lines[0].Action
	}
	if s.RollsDice(parse("roll")) {
		t.Error("a roll with no combat declared (refused) rolls dice")
	}
	for _, l := range strings.Split(a1b1, ";") {
		if s.RollsDice(parse(strings.TrimSpace(l))) {
			t.Errorf("%q rolls dice", l)
		}
		play(t, s, strings.TrimSpace(l))
	}
	play(t, s, "attack A1 B1")
	if !s.RollsDice(parse("roll")) {
		t.Error("the declared combat's roll does not roll dice")
	}
	if v := s.CheckDecider(s.Decider(), parse("dice a="+secretA+" b="+secretB)); v == nil || v.Rule != rules.RuleTurnDecider {
		t.Errorf("a player's dice line: %v, want TURN.DECIDER", v)
	}
}
