package rules_test

import (
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// TestMayReceiveFollowsTheTroopType: at Leuthen (Frédéric) the order menu
// may ask whether a unit may ever be given an order: the artillery may
// not be given Allant, but Berserks (which names no troop type, issue
// 38), the grenadiers both; an order given
// to the army is no unit's question; an unknown order or unit is never.
func TestMayReceiveFollowsTheTroopType(t *testing.T) {
	src, err := scenarios.Builtin("leuthen")
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("leuthen.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	s := rules.NewState(sc, rs, 1)
	gun := ""
	for _, a := range sc.Armies {
		for _, u := range a.Units {
			if p := rs.Profiles[u.Profile]; p.Type == rules.Artillery && gun == "" {
				gun = u.ID
			}
		}
	}
	cases := []struct {
		order, unit string
		want        bool
	}{
		{"berserks", gun, true},
		{"allant", gun, false},
		{"charge", gun, true},
		{"berserks", "GR1", true},
		{"allant", "GR1", true},
		{"reconnaissance", gun, true},
		{"berserk", "GR1", false},
		{"berserks", "NOBODY", false},
	}
	for _, c := range cases {
		if got := s.MayReceive(c.order, c.unit); got != c.want {
			t.Errorf("MayReceive(%s, %s) = %v, want %v", c.order, c.unit, got, c.want)
		}
	}
	// What the menu leaves out, the engine refuses.
	if _, _, v := s.CombatOrderCost("allant", gun); v == nil || v.Rule != rules.RuleOrdTarget {
		t.Errorf("the engine gives Allant to the artillery: %v", v)
	}
}
