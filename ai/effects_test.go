package ai

import (
	"slices"
	"testing"

	"estafette/rules"
)

// TestTheComputerKnowsEveryEffect: every order effect the rules
// implement has its use by the computer (orderUses), in the windows the
// effect is given in, or the reason it never gives it: an effect the
// rules gain fails here until the computer plays it or says why not.
func TestTheComputerKnowsEveryEffect(t *testing.T) {
	for _, e := range rules.OrderEffects {
		u, ok := orderUses[e]
		if !ok {
			t.Errorf("the computer does not know the effect %q: give it its use in ai/effects.go", e)
			continue
		}
		ws := rules.EffectWindows(e)
		used := u.command != nil || u.maneuver != nil || u.combat
		switch {
		case used == (u.never != ""):
			t.Errorf("%s: used %v, never %q: either it is used, or said why not", e, used, u.never)
		case u.command != nil && !slices.Contains(ws, rules.WindowCommand):
			t.Errorf("%s is scored in the command phase, but is given in %v", e, ws)
		case u.maneuver != nil && !slices.Contains(ws, rules.WindowManeuver):
			t.Errorf("%s is tried in the movement phase, but is given in %v", e, ws)
		case u.combat != (slices.Contains(ws, rules.WindowAttack) || slices.Contains(ws, rules.WindowDefense)):
			t.Errorf("%s: weighed in combat %v, given in %v", e, u.combat, ws)
		}
	}
	for e := range orderUses {
		if !slices.Contains(rules.OrderEffects, e) {
			t.Errorf("the computer uses %q, which the rules do not know", e)
		}
	}
}
