package tableview

import (
	"slices"
	"testing"

	"estafette/game/control"
	"estafette/scenarios"
)

// orderIDs are the Orders menu's rows of the panel.
func orderIDs(v *View) []string {
	var out []string
	for _, r := range v.Panel().Rows {
		if e, ok := v.Entry(r.ID); ok {
			if o, ok := e.(Order); ok {
				out = append(out, o.Key)
			}
		}
	}
	return out
}

// TestOrderMenuFollowsTheTroopType (issue 26): at Leuthen the Prussian
// guns are never offered Allant, « impossible pour l'artillerie »; a
// grenadier battalion is.
func TestOrderMenuFollowsTheTroopType(t *testing.T) {
	src, err := scenarios.Builtin("leuthen")
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("leuthen.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("leuthen.toml", src, sc, rs, 0)
	if c.State().Active().ID != "prussiens" {
		t.Fatalf("%s plays first", c.State().Active().ID)
	}
	c.EndPhase()
	c.EndPhase()
	v := NewView(c)
	c.Select("GR1")
	if !slices.Contains(orderIDs(v), "allant") {
		t.Fatalf("GR1 (infantry) is not offered Allant: %v", orderIDs(v))
	}
	c.Select("BRU")
	if got := orderIDs(v); slices.Contains(got, "allant") || len(got) == 0 {
		t.Errorf("BRU (artillery) is offered %v", got)
	}
}
