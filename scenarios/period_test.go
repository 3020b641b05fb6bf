package scenarios

import (
	"strings"
	"testing"

	"estafette/rules"
)

// TestBuiltinScenariosAreOfTheirPeriod: every unit of a built-in
// scenario is of a profile its ruleset's period has, so the editor's
// palette offers what the scenarios use (Thucydide's included).
func TestBuiltinScenariosAreOfTheirPeriod(t *testing.T) {
	for _, name := range BuiltinNames() {
		src, err := Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		sc, rs, err := LoadScenario(name, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range sc.Armies {
			for _, u := range a.Units {
				if !rs.InPeriod(rs.Profiles[u.Profile]) {
					t.Errorf("%s: unit %s is %s, not of %s's period", name, u.ID, u.Profile, rs.Key)
				}
			}
		}
	}
}

// TestPeriodsOfTheFamilies: the troop types each family's [period] reads
// from its seed (docs/rulesets.md "[period]").
func TestPeriodsOfTheFamilies(t *testing.T) {
	want := map[string]string{
		"thucydide":        "infantry cavalry camels chariots elephants artillery",
		"alexandre-bayard": "infantry cavalry camels elephants artillery",
		"jomini":           "infantry cavalry camels elephants artillery",
		"frederic":         "infantry cavalry camels elephants artillery",
	}
	for k, w := range want {
		var got []string
		for _, tt := range mustRuleset(t, k).PeriodTypes() {
			got = append(got, string(tt))
		}
		if strings.Join(got, " ") != w {
			t.Errorf("%s's period: %v, want %s", k, got, w)
		}
	}
}

// TestArtilleryGetsNoAllant: in Frédéric's and Jomini's catalog (JO7)
// artillery may not be given Allant (« impossible pour l'artillerie »);
// Berserks names no troop type and is for every one (issue 38);
// infantry may be given both.
func TestArtilleryGetsNoAllant(t *testing.T) {
	keys := func(os []*rules.Order) string {
		var out []string
		for _, o := range os {
			out = append(out, o.Key)
		}
		return strings.Join(out, " ")
	}
	for _, k := range []string{"frederic", "jomini"} {
		rs := mustRuleset(t, k)
		if got := keys(rs.OrdersFor(rules.Artillery, rules.WindowAttack)); got != "berserks charge sapeurs" {
			t.Errorf("%s: artillery's attack orders are %q", k, got)
		}
		if got := keys(rs.OrdersFor(rules.Infantry, rules.WindowAttack)); got != "allant berserks charge percee sapeurs" {
			t.Errorf("%s: infantry's attack orders are %q", k, got)
		}
	}
}

// TestBadPeriodIsRefusedAtLoad: a [period] naming a troop type or a
// profile the ruleset does not have is refused at its place.
func TestBadPeriodIsRefusedAtLoad(t *testing.T) {
	cases := []struct{ old, new, want string }{
		{`types = ["infantry", "cavalry", "camels", "artillery", "elephants"]`, `types = ["infantry", "hoplites"]`, `period.types[1]: "hoplites" is not one of`},
		{`types = ["infantry", "cavalry", "camels", "artillery", "elephants"]`, "types = [\"infantry\"]\nleaves_out = [\"infantry-heavy\", \"cavalry-light\"]", `leaves_out names "cavalry-light", a profile of cavalry, which is not a troop type of the period already`},
		{`types = ["infantry", "cavalry", "camels", "artillery", "elephants"]`, "types = [\"infantry\"]\nleaves_out = [\"infantry-heavi\"]", `leaves_out names "infantry-heavi", which is not a profile`},
	}
	for _, c := range cases {
		_, err := loadEdited(t, "frederic", c.old, c.new)
		if err == nil {
			t.Errorf("%s: loaded", c.new)
			continue
		}
		e := firstError(t, err)
		line, _ := lineOf(t, "frederic", c.old, c.new, "types =")
		if e.Line < line || !strings.Contains(e.Error(), c.want) {
			t.Errorf("%s: got %v, want at line %d or after: %q", c.new, e, line, c.want)
		}
	}
}
