package ai

import (
	"testing"

	"estafette/rules"
)

// TestItKeepsAWornUnitOutOfALateFight: in the last turn, level in
// eliminations, a light unit one element from elimination declines to
// attack a fresh heavy unit whose riposte may eliminate it: losing it
// would hand the enemy the game at the turn limit. (The lead lost by the
// attacker's own elimination once counted as a gain.)
func TestItKeepsAWornUnitOutOfALateFight(t *testing.T) {
	far := unit("A2", "infantry-heavy", 4, "1,8") + unit("A3", "infantry-heavy", 4, "2,8") + unit("A4", "infantry-heavy", 4, "3,8")
	sc, rs := loadText(t, testField("a", "", unit("A1", "infantry-light", 1, "5,6")+far,
		unit("B1", "infantry-heavy", 4, "5,5")+unit("B2", "infantry-heavy", 4, "11,1")+unit("B3", "infantry-heavy", 4, "1,1")+unit("B4", "infantry-heavy", 4, "2,1")))
	st := rules.NewState(sc, rs, 1)
	skipTurns(t, st, 5)
	play(t, st, "activate CA A1; end; end")
	if ch := choose(t, st); ch.Action != (rules.EndPhase{}) {
		t.Fatalf("%s (%s), want end", ch.Action, ch.Reason)
	}
}
