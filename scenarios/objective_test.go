package scenarios

import (
	"reflect"
	"strings"
	"testing"

	"estafette/rules"
)

// withObjectives is the valid scenario with a turn limit and one
// objective of each kind, written after its top-level keys (line 5 on).
func withObjectives(t testing.TB, objectives string) string {
	t.Helper()
	return strings.Replace(readValid(t), "first = \"grecs\"\n", "first = \"grecs\"\nturns = 8\n"+objectives, 1)
}

const threeObjectives = `[[objective]]
army = "grecs"
kind = "take"
name = "Le sanctuaire"
hexes = ["6,2", "7,2"]

[[objective]]
army = "perses"
hexes = ["5,8", "8,8"]
turn = 8

[[objective]]
army = "grecs"
kind = "break"
units = 1
`

// TestObjectivesAreRead: every key of every kind is read, a file that
// names no kind reads as hold, and the editor's writer keeps them all.
func TestObjectivesAreRead(t *testing.T) {
	sc, _, err := LoadScenario("objectives.toml", []byte(withObjectives(t, threeObjectives)))
	if err != nil {
		t.Fatalf("refused:\n%v", err)
	}
	want := []rules.Objective{
		{Army: "grecs", Kind: rules.Take, Name: "Le sanctuaire", Hexes: sc.Objectives[0].Hexes},
		{Army: "perses", Hexes: sc.Objectives[1].Hexes, Turn: 8},
		{Army: "grecs", Kind: rules.Break, Units: 1},
	}
	if !reflect.DeepEqual(sc.Objectives, want) || len(sc.Objectives[0].Hexes) != 2 || sc.Objectives[1].Hexes[1].Label() != "8,8" {
		t.Fatalf("read as %+v", sc.Objectives)
	}
	if sc.Objectives[1].What() != rules.Hold {
		t.Errorf("an objective without kind is %q, not hold", sc.Objectives[1].What())
	}
	out := Encode(sc)
	again, _, err := LoadScenario("saved.toml", out)
	if err != nil {
		t.Fatalf("the written file is refused:\n%v\n%s", err, out)
	}
	if !reflect.DeepEqual(sc, again) {
		t.Errorf("load → save → load changed the objectives:\n%s", out)
	}
	if !strings.Contains(string(out), "[[objective]]\narmy = \"grecs\"\nkind = \"break\"\nunits = 1\n") {
		t.Errorf("the break objective is written with the keys it uses only:\n%s", out)
	}
}

// TestObjectiveErrors: each wrong objective is refused at its key, as
// FILE:LINE:COL: key.path: message.
func TestObjectiveErrors(t *testing.T) {
	cases := []struct{ name, objective, want string }{
		{"unknown kind", "[[objective]]\narmy = \"grecs\"\nkind = \"raze\"\nhexes = [\"6,2\"]\n",
			`bad.toml:7:1: objective[0].kind: "raze" is not one of [hold take break]`},
		{"break without units", "[[objective]]\narmy = \"grecs\"\nkind = \"break\"\n",
			`bad.toml:5:1: objective[0]: the required key "units" is missing in objective[0]`},
		{"break with hexes", "[[objective]]\narmy = \"grecs\"\nkind = \"break\"\nunits = 1\nhexes = [\"6,2\"]\n",
			"bad.toml:9:1: objective[0].hexes: a break objective counts the enemy's losses and names no hexes"},
		{"break beyond the enemy's units", "[[objective]]\narmy = \"grecs\"\nkind = \"break\"\nunits = 2\n",
			"bad.toml:8:1: objective[0].units: units = 2, but perses has only 1 units"},
		{"break at no loss", "[[objective]]\narmy = \"grecs\"\nkind = \"break\"\nunits = 0\n",
			"bad.toml:8:1: objective[0].units: units = 0: the enemy breaks after losing at least one unit"},
		{"two breaks", "[[objective]]\narmy = \"grecs\"\nkind = \"break\"\nunits = 1\n\n[[objective]]\narmy = \"grecs\"\nkind = \"break\"\nunits = 1\n",
			"bad.toml:11:1: objective[1].army: grecs already has a break objective"},
		{"hold with units", "[[objective]]\narmy = \"grecs\"\nhexes = [\"6,2\"]\nunits = 3\n",
			"bad.toml:8:1: objective[0].units: units counts the enemy's losses of a break objective; a hold objective names hexes"},
		{"hold without hexes", "[[objective]]\narmy = \"grecs\"\nturn = 3\n",
			`bad.toml:5:1: objective[0]: the required key "hexes" is missing in objective[0]`},
		{"turn after the last", "[[objective]]\narmy = \"grecs\"\nhexes = [\"6,2\"]\nturn = 9\n",
			"bad.toml:8:1: objective[0].turn: turn = 9 is after the last turn (8)"},
		{"held from the start", "[[objective]]\narmy = \"perses\"\nkind = \"take\"\nhexes = [\"6,2\", \"6,3\"]\n",
			"bad.toml:8:1: objective[0].hexes: perses already meets this objective where it stands"},
		{"off the board", "[[objective]]\narmy = \"grecs\"\nhexes = [\"6,2\", \"30,2\"]\n",
			"bad.toml:7:17: objective[0].hexes[1]: hex 30,2 is off the board"},
		{"unknown army", "[[objective]]\narmy = \"romains\"\nhexes = [\"6,2\"]\n",
			`bad.toml:6:1: objective[0].army: objective for "romains", which is not an army of this scenario`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := LoadScenario("bad.toml", []byte(withObjectives(t, c.objective)))
			if err == nil {
				t.Fatalf("accepted; want %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("the error does not say %q:\n%v", c.want, err)
			}
		})
	}
}

// TestObjectiveOnImpassableTerrain: a hex no unit may enter cannot be
// held.
func TestObjectiveOnImpassableTerrain(t *testing.T) {
	src := strings.Replace(withObjectives(t, "[[objective]]\narmy = \"grecs\"\nhexes = [\"3,4\"]\nturn = 4\n"), `terrain = "woods"`, `terrain = "lake"`, 1)
	_, _, err := LoadScenario("bad.toml", []byte(src))
	if err == nil || !strings.Contains(err.Error(), "objective[0].hexes[0]: no unit can stand on 3,4 (lake): it cannot be held") {
		t.Errorf("an objective on a lake: %v", err)
	}
}
