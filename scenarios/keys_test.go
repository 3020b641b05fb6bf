package scenarios

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"estafette/rules"
)

// withKeys is valid.toml with the optional keys the rules model has for
// exits (JO3, MOV.OFF_BOARD) and allied contingents (ACT.ALLY).
func withKeys(t testing.TB) string {
	t.Helper()
	src := readValid(t)
	src = strings.Replace(src, "edge = \"south\"\ncommand_level = 4\n", "edge = \"south\"\ncommand_level = 4\nexit = [\"north\", \"east\"]\n", 1)
	officer := "  [[army.leader]]\n  id = \"OF1\"\n  name = \"Callimaque\"\n  rank = \"officer\"\n  hex = \"7,8\"\n  allied = true\n  leader = \"SG1\"\n\n  [[army.unit]]\n  id = \"G1\""
	return strings.Replace(src, "  [[army.unit]]\n  id = \"G1\"", officer, 1)
}

func TestExitAndContingentKeys(t *testing.T) {
	sc, _, err := LoadScenario("keys.toml", []byte(withKeys(t)))
	if err != nil {
		t.Fatalf("refused:\n%v", err)
	}
	if got := sc.Armies[0].Exit; !reflect.DeepEqual(got, []rules.Edge{rules.North, rules.East}) {
		t.Errorf("exit read as %v", got)
	}
	if sc.Armies[1].Exit != nil {
		t.Errorf("an army without exit has exits %v", sc.Armies[1].Exit)
	}
	if l := sc.Armies[0].Leaders[2]; l.ID != "OF1" || l.Leader != "SG1" {
		t.Errorf("the officer's sub-general read as %+v", l)
	}
	// The writer keeps them.
	again, _, err := LoadScenario("saved.toml", Encode(sc))
	if err != nil {
		t.Fatalf("the written file is refused:\n%v\n%s", err, Encode(sc))
	}
	if !reflect.DeepEqual(sc, again) {
		t.Errorf("load → save → load changed the scenario:\n%s", Encode(sc))
	}
}

func TestExitMustNameEdges(t *testing.T) {
	for _, c := range []struct{ exit, want string }{
		{`["north", "up"]`, `keys.toml:21:18: army[0].exit[1]: "up" is not one of [north south east west]`},
		{`"north"`, "keys.toml:21:1: army[0].exit: exit must be an array of strings"},
		{`["north", 3]`, "keys.toml:21:18: army[0].exit[1]: element 2 of exit must be a string"},
	} {
		src := strings.Replace(withKeys(t), `exit = ["north", "east"]`, "exit = "+c.exit, 1)
		_, _, err := LoadScenario("keys.toml", []byte(src))
		var list ErrorList
		if !errors.As(err, &list) || len(list) != 1 || !strings.HasPrefix(list[0].Error(), c.want) {
			t.Errorf("exit = %s: %v; want one error %q", c.exit, err, c.want)
		}
	}
}

// TestBadQualityIsRead: quality = "bad" ("mauvais", ACT.COUNT) reaches the
// rules model. Whether the rules accept it is rules.Validate's business.
func TestBadQualityIsRead(t *testing.T) {
	src := strings.Replace(readValid(t), "  hex = \"6,8\"\n", "  hex = \"6,8\"\n  quality = \"bad\"\n", 1)
	d, top := parse("bad-leader.toml", []byte(src))
	if top == nil {
		t.Fatal(d.errs)
	}
	r := &scenarioReader{d: d}
	sc := r.read(top)
	if len(d.errs) > 0 {
		t.Fatal(d.errs)
	}
	if q := sc.Armies[0].Leaders[0].Quality; q != rules.Bad {
		t.Errorf("quality read as %q", q)
	}
	sc.Armies[0].Leaders[0].Quality = rules.Bad
	if !strings.Contains(string(Encode(sc)), "quality = \"bad\"") {
		t.Error("the writer drops quality = \"bad\"")
	}
}

func TestBadLeaderActivation(t *testing.T) {
	for _, key := range RulesetKeys() {
		if rs := mustRuleset(t, key); rs.Activation.Bad != -2 {
			t.Errorf("%s: a bad leader's modifier is %+d, want -2 [HOUSE]", key, rs.Activation.Bad)
		}
	}
	src, _ := rulesetFS.ReadFile("rulesets/thucydide.toml")
	cut := dropLine(string(src), "bad = ")
	if _, err := LoadRuleset("th.toml", []byte(cut)); err == nil || !strings.Contains(err.Error(), `the required key "bad" is missing in activation`) {
		t.Errorf("a ruleset without [activation] bad: %v", err)
	}
}

// dropLine drops the first line that starts with prefix.
func dropLine(src, prefix string) string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
		}
	}
	return src
}

// TestMountsKey: what mounted infantry rides (JO3: camels, elephants,
// wagons; horses by default) is read, checked by rules.Validate, and
// written back.
func TestMountsKey(t *testing.T) {
	mounted := "  profile = \"infantry-heavy\"\n  elements = 4\n  hex = \"5,8\"\n"
	src := readValid(t)
	if !strings.Contains(src, mounted) {
		t.Fatal("valid.toml changed: no heavy infantry on 5,8")
	}
	with := func(extra string) string { return strings.Replace(src, mounted, mounted+extra, 1) }
	sc, _, err := LoadScenario("mounts.toml", []byte(with("  mounted_infantry = true\n  mounts = \"camels\"\n")))
	if err != nil {
		t.Fatalf("refused:\n%v", err)
	}
	var u *rules.UnitSetup
	for i := range sc.Armies[0].Units {
		if sc.Armies[0].Units[i].Mounts != "" {
			u = &sc.Armies[0].Units[i]
		}
	}
	if u == nil || u.Mounts != rules.MountCamels || !u.MountedInfantry {
		t.Fatalf("mounts read as %+v", u)
	}
	again, _, err := LoadScenario("saved.toml", Encode(sc))
	if err != nil || !reflect.DeepEqual(sc, again) {
		t.Errorf("load → save → load: %v\n%s", err, Encode(sc))
	}
	for extra, want := range map[string]string{
		"  mounted_infantry = true\n  mounts = \"zebras\"\n": `mounts "zebras"; use horses, camels, elephants or wagons`,
		"  mounts = \"wagons\"\n":                            "is not mounted infantry",
	} {
		_, _, err := LoadScenario("mounts.toml", []byte(with(extra)))
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "mounts.toml:") {
			t.Errorf("%q: %v, want %q with its position", extra, err, want)
		}
	}
}
