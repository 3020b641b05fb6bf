package control

import (
	"estafette/scenarios"
	"testing"

	"estafette/i18n"
	"estafette/rules/hex"
)

// TestVictoryFields (issue 26): the settings tab edits every victory
// condition the engine knows, each checked as the loader checks it: the
// eliminations to win (empty: a third of the enemy), the result at the
// last turn, and each army's objective hexes; a hex off the board or not
// a hex is refused with why. Before, a new scenario silently got the
// default and nothing in the editor said or changed it.
func TestVictoryFields(t *testing.T) {
	c := newEditorOn(t)
	c.Lang = i18n.EN
	c.SetTab(TabSettings)
	set := func(key, text string) error {
		c.ClickPanel(Field{Key: key})
		c.field.text = []rune(text)
		return c.CommitField()
	}
	if err := set("v.count", "3"); err != nil || c.Scenario().Victory != 3 {
		t.Fatalf("eliminations 3: %v, %d", err, c.Scenario().Victory)
	}
	set("v.count", "0")
	wantRefused(t, c, "At least one elimination")
	if err := set("v.count", ""); err != nil || c.Scenario().Victory != 0 {
		t.Errorf("empty: %v, %d", err, c.Scenario().Victory)
	}
	armies := c.Scenario().Armies
	want := []string{"draw", armies[0].ID, armies[1].ID, ""}
	for _, w := range want {
		c.ClickPanel(Field{Key: "v.limit"})
		if got := c.Scenario().AtTurnLimit; got != w {
			t.Errorf("at the last turn: %q, want %q", got, w)
		}
	}
	if err := set("v.obj1", "5,6 7,8"); err != nil {
		t.Fatal(err)
	}
	obj := c.Scenario().Objectives
	if len(obj) != 1 || obj[0].Army != armies[1].ID || len(obj[0].Hexes) != 2 || obj[0].Hexes[1] != hex.FromOffset(7, 8) {
		t.Errorf("objectives %+v", obj)
	}
	set("v.obj1", "40,40")
	wantRefused(t, c, "")
	if obj := c.Scenario().Objectives; len(obj) != 1 || len(obj[0].Hexes) != 2 {
		t.Errorf("a refused objective changed %+v", obj)
	}
	set("v.obj0", "north")
	wantRefused(t, c, `"north" is not a hex`)
	if err := set("v.obj1", ""); err != nil || len(c.Scenario().Objectives) != 0 {
		t.Errorf("an empty objective: %v, %+v", err, c.Scenario().Objectives)
	}
}

// TestEnglishBriefing (issue 26): a scenario may carry its briefing in
// English (description_en); the editor edits it, the file keeps it, and
// every built-in scenario has one.
func TestEnglishBriefing(t *testing.T) {
	c := tutorialEditor(t)
	c.SetTab(TabSettings)
	c.ClickPanel(Field{Key: "s.description_en"})
	c.field.text = []rune("Winter 424 BC.")
	if err := c.CommitField(); err != nil || c.Scenario().DescriptionEN != "Winter 424 BC." {
		t.Fatalf("%v, %q", err, c.Scenario().DescriptionEN)
	}
	back, _, err := scenarios.LoadScenario("x.toml", scenarios.Encode(c.Scenario()))
	if err != nil {
		t.Fatal(err)
	}
	if back.DescriptionEN != "Winter 424 BC." || back.Briefing(true) != "Winter 424 BC." || back.Briefing(false) != c.Scenario().Description {
		t.Errorf("written and read back: %q", back.DescriptionEN)
	}
	for _, key := range scenarios.BuiltinNames() {
		src, _ := scenarios.Builtin(key)
		sc, _, err := scenarios.LoadScenario(key+".toml", src)
		if err != nil || sc.DescriptionEN == "" || sc.Briefing(true) == sc.Briefing(false) {
			t.Errorf("%s has no English briefing (%v)", key, err)
		}
	}
}
