package ai

import (
	"slices"
	"strings"
	"testing"

	"estafette/rules"
)

// jominiField is testField under Jomini, without order points (so that
// no Attaque combinée lifts ACT.TYPE).
func jominiField(unitsA, unitsB string) string {
	f := testField("a", "", unitsA, unitsB)
	f = strings.Replace(f, `ruleset = "thucydide"`, `ruleset = "jomini"`, 1)
	return strings.ReplaceAll(f, "order_points = 12", "order_points = 0")
}

// TestAGroupHoldsOneKind: in Jomini one activation holds one kind of
// troops (ACT.TYPE). The commander's best single unit is a hussar
// regiment that can charge, but his three foot regiments can each attack
// too, and together they bring more: he activates the foot. (Before, he
// took the hussars first, and the engine then refused every foot unit:
// a group of one.)
func TestAGroupHoldsOneKind(t *testing.T) {
	sc, rs := loadText(t, jominiField(
		unit("H1", "cavalry-light", 4, "2,6")+unit("F1", "infantry-heavy", 4, "5,6")+unit("F2", "infantry-heavy", 4, "7,6")+unit("F3", "infantry-heavy", 4, "9,6"),
		unit("B0", "infantry-heavy", 2, "2,4")+unit("B1", "infantry-heavy", 2, "5,4")+unit("B2", "infantry-heavy", 2, "7,4")+unit("B3", "infantry-heavy", 2, "9,4")))
	st := rules.NewState(sc, rs, 1)
	// The premise: the hussars alone are the best single unit.
	th := newThinker(t.Context(), paramsFor(Normal), st, st.LegalActions(), decisionRNG(1, st))
	plan := th.planner(th.afterCommand(st))
	for _, f := range []string{"F1", "F2", "F3"} {
		if plan(f).score >= plan("H1").score {
			t.Fatalf("%s's plan %.1f, H1's %.1f: the hussars should be the best single unit", f, plan(f).score, plan("H1").score)
		}
	}
	var group []string
	for i := 0; i < 8 && st.Phase() == rules.PhaseCommand; i++ {
		ch := choose(t, st)
		if a, ok := ch.Action.(rules.Activate); ok {
			group = append(group, a.Pieces...)
		}
		play(t, st, ch.Action.String())
	}
	slices.Sort(group)
	if !slices.Equal(group, []string{"F1", "F2", "F3"}) {
		t.Fatalf("the commander activated %v, want the three foot regiments", group)
	}
}
