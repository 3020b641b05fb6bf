package rules_test

import (
	"testing"

	"estafette/rules"
)

// TestCombatOrderCost checks the price the Orders menu shows for attack
// and defense orders against what Apply then takes, and the army that pays:
// the attacker's for attack orders, the defender's for defense orders.
func TestCombatOrderCost(t *testing.T) {
	s := load(t, "cb")
	for _, l := range []string{"activate CA A1 A2 A3", "end", "end"} {
		if v := play(t, s, l); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	rs := s.Ruleset()
	for _, o := range rs.Orders {
		if o.Window != rules.WindowAttack {
			continue
		}
		cost, payer, v := s.CombatOrderCost(o.Key, "A1")
		if payer == nil || payer.ID != "a" {
			t.Fatalf("%s: payer %v, want army a", o.Key, payer)
		}
		try := s.Clone()
		before := armyOf(try, "a").OrderPoints
		_, av := try.Apply(rules.Attack{Attacker: "A1", Defender: "B1", Order: o.Key})
		if (v == nil) != (av == nil) {
			t.Fatalf("%s: query says %v, Apply says %v", o.Key, v, av)
		}
		if av == nil && before-armyOf(try, "a").OrderPoints != cost {
			t.Errorf("%s: listed %d, Apply charged %d", o.Key, cost, before-armyOf(try, "a").OrderPoints)
		}
	}
	if v := play(t, s, "attack A1 B1"); v != nil {
		t.Fatal(v)
	}
	priced := 0
	for _, o := range rs.Orders {
		if o.Window != rules.WindowDefense {
			continue
		}
		cost, payer, v := s.CombatOrderCost(o.Key, "")
		if payer == nil || payer.ID != "b" {
			t.Fatalf("%s: payer %v, want the defender's army b", o.Key, payer)
		}
		try := s.Clone()
		before := armyOf(try, "b").OrderPoints
		_, dv := try.Apply(rules.Defend{Order: o.Key})
		if (v == nil) != (dv == nil) {
			t.Fatalf("%s: query says %v, Apply says %v", o.Key, v, dv)
		}
		if dv == nil {
			priced++
			if got := before - armyOf(try, "b").OrderPoints; got != cost {
				t.Errorf("%s: listed %d, Apply charged %d", o.Key, cost, got)
			}
		}
	}
	if priced == 0 {
		t.Fatal("no defense order could be given: the case checks nothing")
	}
	// Too few points: the price is still told, with ORD.POINTS.
	rules.MutArmy(s, "b").OrderPoints = 0
	cost, _, v := s.CombatOrderCost("grande-defense", "")
	if v == nil || v.Rule != rules.RuleOrdPoints || cost == 0 {
		t.Errorf("grande-defense with 0 points: cost %d, %v; want a price and ORD.POINTS", cost, v)
	}
}
