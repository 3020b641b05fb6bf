package ai

import (
	"strings"
	"testing"

	"estafette/rules"
)

// directField is a sub-general SA standing with A1, next to B1, one
// element from elimination; B2 stands far off.
func directField(t *testing.T) *rules.State {
	t.Helper()
	sa := "\n  [[army.leader]]\n  id = \"SA\"\n  name = \"SA\"\n  rank = \"subgeneral\"\n  hex = \"5,6\"\n"
	sc, rs := loadText(t, testField("a", "", sa+unit("A1", "infantry-heavy", 4, "5,6"),
		unit("B1", "infantry-heavy", 1, "5,5")+unit("B2", "infantry-heavy", 4, "11,1")+unit("B3", "infantry-heavy", 4, "1,1")))
	return rules.NewState(sc, rs, 1)
}

// skipTurns ends n whole turns of both armies doing nothing.
func skipTurns(t *testing.T, st *rules.State, n int) {
	t.Helper()
	play(t, st, strings.TrimSuffix(strings.Repeat("end; ", 6*n), "; "))
}

// TestItSpendsALeaderOnTheLastTurnsKill: in the last turn, level in
// eliminations, the attacker's sub-general commits himself for +2 dice
// on the attack that may eliminate B1; in the first turn the same attack
// is not worth the leader, and he stays.
func TestItSpendsALeaderOnTheLastTurnsKill(t *testing.T) {
	st := directField(t)
	play(t, st, "activate CA A1; end; end; attack A1 B1")
	if st.Decider() != "a" {
		t.Fatalf("the word is with %s", st.Decider())
	}
	if ch := choose(t, st); ch.Action != (rules.Pass{}) {
		t.Errorf("turn 1: %s, want pass: SA is worth more than two dice", ch.Action)
	}

	st = directField(t)
	skipTurns(t, st, 5)
	if st.Turn() != 6 {
		t.Fatalf("turn %d, want 6 (the last)", st.Turn())
	}
	play(t, st, "activate CA A1; end; end; attack A1 B1")
	want := rules.Direct{Leader: "SA", Unit: "A1", Effect: rules.DirectDice}
	if ch := choose(t, st); ch.Action.String() != want.String() {
		t.Errorf("last turn: %s, want %s", ch.Action, want)
	}
}

// TestItActivatesOneMoreByALeader: in the last turn, the army may
// activate one leader's group (Thucydide, under ten units), and two units
// stand far apart next to enemies one element from elimination. The
// opponent activates one with a group and has the officer standing with
// the other commit himself to activate it too.
func TestItActivatesOneMoreByALeader(t *testing.T) {
	sc, rs := loadText(t, testField("a", "", officer("OA", "11,2")+officer("OB", "5,6")+unit("A1", "infantry-heavy", 4, "11,2")+unit("A2", "infantry-heavy", 4, "5,6"),
		unit("B1", "infantry-heavy", 1, "11,1")+unit("B2", "infantry-heavy", 1, "5,5")+unit("B3", "infantry-heavy", 4, "1,1")+unit("B4", "infantry-heavy", 4, "2,1")))
	st := rules.NewState(sc, rs, 1)
	skipTurns(t, st, 5)
	var acts []string
	for i := 0; i < 10 && st.Phase() == rules.PhaseCommand; i++ {
		ch := choose(t, st)
		acts = append(acts, ch.Action.String())
		if _, v := st.Apply(ch.Action); v != nil {
			t.Fatal(v)
		}
	}
	if !unitOf(st, "A1").Activated() || !unitOf(st, "A2").Activated() {
		t.Fatalf("command phase: %v; want A1 and A2 activated", acts)
	}
}

func officer(id, at string) string {
	return "\n  [[army.leader]]\n  id = \"" + id + "\"\n  name = \"" + id + "\"\n  rank = \"officer\"\n  hex = \"" + at + "\"\n"
}
