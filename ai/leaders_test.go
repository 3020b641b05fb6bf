package ai

import (
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestLeadersComeUpBehindTheArmy: a commander activated alone, his unit
// already in his command radius, walks up toward the enemy behind it
// rather than staying at the rear: the army can only advance as far as
// its leaders' radii reach. (Before leaders closed in, he stayed.)
func TestLeadersComeUpBehindTheArmy(t *testing.T) {
	sc, rs := loadText(t, testField("a", "", unit("A1", "infantry-heavy", 4, "5,6"),
		unit("B1", "infantry-heavy", 4, "5,2")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "activate CA CA; end")
	ch := choose(t, st)
	mv, ok := ch.Action.(rules.Move)
	if !ok || mv.Piece != "CA" {
		t.Fatalf("%s (%s), want the commander's move", ch.Action, ch.Reason)
	}
	from, _ := hex.ParseLabel("5,8")
	to, enemy := mv.Path[len(mv.Path)-1], unitOf(st, "B1").Hex
	if hex.Distance(to, enemy) >= hex.Distance(from, enemy) || hex.Distance(to, enemy) < 2 {
		t.Errorf("he goes to %s: %d hexes from B1, he was %d", to, hex.Distance(to, enemy), hex.Distance(from, enemy))
	}
}
