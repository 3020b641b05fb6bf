package rules_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// houseGame starts fixture with its built-in ruleset replaced by a club's
// copy of it, edited old -> new (pairs), loaded as any ruleset file is.
func houseGame(t *testing.T, fixture string, edits ...string) *rules.State {
	t.Helper()
	src, err := os.ReadFile("testdata/" + fixture + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	sc, builtin, err := scenarios.LoadScenario(fixture+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	text, err := scenarios.RulesetSource(builtin.Key)
	if err != nil {
		t.Fatal(err)
	}
	s := string(text)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(s, edits[i]) {
			t.Fatalf("%q not in %s.toml", edits[i], builtin.Key)
		}
		s = strings.Replace(s, edits[i], edits[i+1], 1)
	}
	house, err := scenarios.LoadRuleset("house.toml", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewState(sc, house, 1)
}

// TestHouseOrderPlaysItsEffect: a club renames Reconnaissance
// « Éclaireurs » and Retraite « Repli », each with its effect named: the
// renamed orders are offered, cost what they did and do what they did.
func TestHouseOrderPlaysItsEffect(t *testing.T) {
	t.Run("reconnaissance", func(t *testing.T) {
		s := houseGame(t, "th", `key = "reconnaissance"`, "key = \"eclaireurs\"\neffect = \"reconnaissance\"")
		if !slices.ContainsFunc(s.LegalActions(), func(a rules.Action) bool {
			o, ok := a.(rules.GiveOrder)
			return ok && o.Key == "eclaireurs"
		}) {
			t.Fatal("the renamed order is not among the legal actions")
		}
		if v := play(t, s, "order eclaireurs"); v != nil {
			t.Fatal(v)
		}
		if p := armyOf(s, "a").OrderPoints; p != 6-1+4 {
			t.Errorf("Éclaireurs: %d points, want 9 as Reconnaissance gives", p)
		}
		if v := play(t, s, "activate CA A1 A2"); ruleOf(v) != rules.RuleActRecon {
			t.Errorf("Éclaireurs allows one activated unit only: %v", v)
		}
	})
	t.Run("retraite", func(t *testing.T) {
		s := houseGame(t, "cb", `key = "retraite"`, "key = \"repli\"\neffect = \"retraite\"")
		for _, l := range strings.Split(a1b1+"; attack A1 B1; pass", ";") {
			if v := play(t, s, strings.TrimSpace(l)); v != nil {
				t.Fatalf("%s: %v", l, v)
			}
		}
		if !slices.Contains(s.LegalActions(), rules.Action(rules.Defend{Order: "repli", To: rules.DestAt(hexAt("7,4"))})) {
			t.Error("Repli to 7,4 is not offered, as Retraite to 7,4 is")
		}
		if v := play(t, s, "defend repli"); v != nil {
			t.Fatal(v)
		}
		if h := unitOf(s, "B1").Hex.Label(); h != "7,3" || s.CurrentCombat().Attacker != "" {
			t.Errorf("Repli: B1 falls back 2 toward its edge and the combat is off, as under Retraite: at %s", h)
		}
	})
}

// TestOrderWithoutEffectIsNotGiven: a ruleset built in code (not through
// the loader's check) whose order names no effect refuses that order
// rather than taking its points for nothing.
func TestOrderWithoutEffectIsNotGiven(t *testing.T) {
	rename := func(from, to string) func(rs *rules.Ruleset) {
		return func(rs *rules.Ruleset) {
			rs.Orders = slices.Clone(rs.Orders)
			for i := range rs.Orders {
				if rs.Orders[i].Key == from {
					rs.Orders[i].Key = to
				}
			}
		}
	}
	c := loadPatched(t, "cb", nil, rename("charge", "chargee"))
	for _, l := range strings.Split(a1b1, ";") {
		if v := play(t, c, strings.TrimSpace(l)); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	if v := play(t, c, "attack A1 B1 chargee"); ruleOf(v) != rules.RuleOrdUnknown {
		t.Errorf("an attack order with no known effect: got %v, want %s", v, rules.RuleOrdUnknown)
	}
	s := loadPatched(t, "th", nil, rename("reconnaissance", "reconaissance"))
	before := armyOf(s, "a").OrderPoints
	if v := play(t, s, "order reconaissance"); ruleOf(v) != rules.RuleOrdUnknown {
		t.Errorf("an order with no known effect: got %v, want %s", v, rules.RuleOrdUnknown)
	}
	if armyOf(s, "a").OrderPoints != before {
		t.Error("the refused order took points")
	}
}
