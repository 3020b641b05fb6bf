package ai

import (
	"testing"

	"estafette/rules"
)

// TestItFollowsUpToPursue: a heavy cavalry unit has just eliminated the
// skirmisher in front of it. Following up puts it between two fresh
// heavy infantry units, but from there it may pursue with one more attack
// on a skirmisher one element from elimination: the opponent follows up
// and pursues. (Before the pursuit was counted, it ended the phase.)
func TestItFollowsUpToPursue(t *testing.T) {
	far := unit("B4", "infantry-heavy", 4, "11,1") + unit("B5", "infantry-heavy", 4, "12,1") + unit("B6", "infantry-heavy", 4, "12,2")
	sc, rs := loadText(t, testField("a", "", unit("A1", "cavalry-heavy", 4, "5,6"),
		unit("B1", "infantry-light", 2, "5,5")+unit("B2", "infantry-light", 1, "5,4")+
			unit("B3", "infantry-very-heavy", 5, "4,4")+unit("B7", "infantry-very-heavy", 5, "6,4")+far))
	st := rules.NewState(sc, rs, 3) // these dice eliminate B1
	play(t, st, "activate CA A1; end; end; attack A1 B1; pass; pass; roll")
	if !st.CurrentCombat().CanFollow || unitOf(st, "B1").OnBoard {
		t.Fatalf("the setting is off: B1 on the table %v, follow-up %v", unitOf(st, "B1").OnBoard, st.CurrentCombat().CanFollow)
	}
	if ch := choose(t, st); ch.Action != (rules.Follow{}) {
		t.Fatalf("%s (%s), want the follow-up that opens the pursuit", ch.Action, ch.Reason)
	}
	play(t, st, "follow")
	ch := choose(t, st)
	if at, ok := ch.Action.(rules.Attack); !ok || at.Attacker != "A1" || at.Defender != "B2" {
		t.Fatalf("%s (%s), want A1's pursuit on B2", ch.Action, ch.Reason)
	}
}
