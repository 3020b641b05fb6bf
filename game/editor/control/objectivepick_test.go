package control

import (
	"reflect"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// click presses and releases the mouse on a hex of the board, as the
// window does.
func click(c *Controller, h hex.Hex) {
	c.PressBoard(h, c.PieceAt(h), false)
	c.Release(h, true)
}

// TestObjectiveSetByClicks: the Victory section sets an army's objective
// on the map by clicks: its kind, then "By clicks" and a click on each
// hex (a second click takes a hex away), the turn it is checked at, its
// name, the enemy's break point; a hex the army already holds where it
// stands is refused with why, until a turn is given; Esc ends the clicks,
// which then select as before; the file written keeps it all.
func TestObjectiveSetByClicks(t *testing.T) {
	c := tutorialEditor(t)
	c.Lang = i18n.EN
	c.SetTab(TabSettings)
	set := func(key, text string) error {
		c.ClickPanel(Field{Key: key})
		c.field.text = []rune(text)
		return c.CommitField()
	}
	boeotians := c.Scenario().Armies[1].ID
	c.ClickPanel(Field{Key: "v.kind1"}) // hexes to hold
	c.ClickPanel(Field{Key: "v.kind1"}) // a town to take
	if len(c.Scenario().Objectives) != 0 {
		t.Fatalf("a kind without hexes makes no objective yet: %+v", c.Scenario().Objectives)
	}
	c.ClickPanel(Field{Key: "v.pick1"})
	if c.Picking() != 2 {
		t.Fatalf("By clicks: picking %d, want the second army's", c.Picking())
	}
	town, church, lake := hex.FromOffset(6, 5), hex.FromOffset(7, 5), hex.FromOffset(1, 1)
	for _, h := range []hex.Hex{town, church, lake} {
		click(c, h)
	}
	click(c, lake) // taken away again
	want := []rules.Objective{{Army: boeotians, Kind: rules.Take, Hexes: []hex.Hex{town, church}}}
	if got := c.Scenario().Objectives; !reflect.DeepEqual(got, want) {
		t.Fatalf("after the clicks: %+v, want %+v", got, want)
	}
	if err := set("v.turn1", "6"); err != nil {
		t.Fatal(err)
	}
	if err := set("v.name1", "Délion"); err != nil {
		t.Fatal(err)
	}
	if err := set("v.break1", "3"); err != nil {
		t.Fatal(err)
	}
	set("v.break1", "30")
	wantRefused(t, c, "has only")

	// The Athenians' G… units stand on 4,8: a hex to hold there, checked
	// at each of their turns, would win at the end of their first.
	athenians := c.Scenario().Armies[0].ID
	c.ClickPanel(Field{Key: "v.pick0"})
	if c.Picking() != 1 {
		t.Fatalf("By clicks for the Athenians: picking %d", c.Picking())
	}
	held := hex.FromOffset(4, 8)
	click(c, held)
	wantRefused(t, c, "already meets this objective")
	if err := set("v.turn0", "8"); err == nil {
		t.Errorf("a turn for an objective with no hex yet: accepted")
	}
	click(c, hex.FromOffset(4, 4))
	if err := set("v.turn0", "8"); err != nil {
		t.Fatal(err)
	}
	click(c, held)
	if o := placeObjective(c.Scenario(), athenians); o == nil || o.Turn != 8 || len(o.Hexes) != 2 {
		t.Fatalf("the Athenians' objective: %+v", o)
	}

	c.StopPicking() // Esc
	before := len(c.Scenario().Objectives)
	click(c, hex.FromOffset(5, 5))
	if len(c.Scenario().Objectives) != before || c.Picking() != 0 {
		t.Errorf("after Esc a click changed the objectives")
	}

	sc, _, err := scenarios.LoadScenario("saved.toml", scenarios.Encode(c.Scenario()))
	if err != nil {
		t.Fatalf("the file written is refused: %v", err)
	}
	if !reflect.DeepEqual(sc.Objectives, c.Scenario().Objectives) {
		t.Errorf("written and read back: %+v, want %+v", sc.Objectives, c.Scenario().Objectives)
	}
	got := sc.Objectives
	if len(got) != 3 || got[0].Name != "Délion" || got[0].Turn != 6 || got[1].Kind != rules.Break || got[1].Units != 3 {
		t.Errorf("the objectives: %+v", got)
	}
	if !c.Undo() || len(c.Scenario().Objectives) != 3 {
		t.Errorf("undo takes back the last hex: %+v", c.Scenario().Objectives)
	}
}
