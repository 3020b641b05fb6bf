package boardview

import (
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

func tutorial(t *testing.T) *rules.State {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewState(sc, rs, 1)
}

// TestMarksAreTheWindowsAndTheRest: the ring is the window's, the greying
// only of the army to play's pieces not yet activated, and every piece
// on the board is drawn once, in its army's colour.
func TestMarksAreTheWindowsAndTheRest(t *testing.T) {
	st := tutorial(t)
	active := st.Active().ID
	all := Marks{Ringed: func(id string) bool { return id == "HIP" }, Dimmed: func(string) bool { return true }}
	units, leaders := Units(st, all), Leaders(st, all)
	onBoard := 0
	for u := range st.Units() {
		if u.OnBoard && !u.Eliminated {
			onBoard++
		}
	}
	if len(units) != onBoard || len(units) == 0 || len(leaders) == 0 {
		t.Fatalf("%d units drawn of %d, %d leaders", len(units), onBoard, len(leaders))
	}
	for _, uv := range units {
		u, _ := st.Unit(uv.ID)
		a, _ := st.Army(u.Army)
		if uv.Army != a.Index || uv.Hex != u.Hex {
			t.Errorf("%s drawn for army %d at %v", uv.ID, uv.Army, uv.Hex)
		}
		if uv.Dim != (u.Army == active) {
			t.Errorf("%s (army %s) dimmed %v with %s to play", uv.ID, u.Army, uv.Dim, active)
		}
	}
	for _, lv := range leaders {
		if lv.Selected != (lv.ID == "HIP") {
			t.Errorf("%s ringed %v", lv.ID, lv.Selected)
		}
	}
	none := Marks{}
	for _, uv := range Units(st, none) {
		if uv.Dim || uv.Selected {
			t.Errorf("%s marked without marks", uv.ID)
		}
	}
	// Activated, a unit is never greyed whatever the window says.
	if _, v := st.Apply(rules.Activate{Leader: "HIP", Pieces: []string{"G1"}}); v != nil {
		t.Fatalf("the tutorial's first activation: %v", v)
	}
	for _, uv := range Units(st, all) {
		if uv.ID == "G1" && (uv.Dim || uv.Group == 0) {
			t.Errorf("activated G1: dim %v, group %d", uv.Dim, uv.Group)
		}
	}
	if fs := DieFaces([]rules.Face{{Key: "x", Name: "Épée", Gloss: "Sword"}}, i18n.EN); fs[0].Label != "Sword" {
		t.Errorf("English face %q", fs[0].Label)
	}
	if fs := DieFaces([]rules.Face{{Key: "x", Name: "Épée", Gloss: "Sword"}}, i18n.FR); fs[0].Label != "Épée" {
		t.Errorf("French face %q", fs[0].Label)
	}
}
