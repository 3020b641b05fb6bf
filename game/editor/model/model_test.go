package model_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"estafette/game/editor/model"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

func at(label string) hex.Hex {
	h, err := hex.ParseLabel(label)
	if err != nil {
		panic(err)
	}
	return h
}

func newEditor(t *testing.T) *model.Editor {
	t.Helper()
	rs, err := scenarios.Ruleset("thucydide")
	if err != nil {
		t.Fatal(err)
	}
	return model.New(model.NewScenario(rs, 12, 9), rs)
}

func refused(t *testing.T, err error, want string) {
	t.Helper()
	var r *model.Refusal
	if !errors.As(err, &r) || !strings.Contains(r.Message, want) {
		t.Errorf("got %v, want a refusal saying %q", err, want)
	}
}

func TestPlaceAndRefusedDrops(t *testing.T) {
	e := newEditor(t)
	id, err := e.PlaceUnit(0, "infantry-heavy", at("5,8"))
	if err != nil || id != "B1" {
		t.Fatalf("place: %q %v", id, err)
	}
	u := e.Scenario.Armies[0].Units[0]
	if u.Name != "Infanterie lourde" || u.Elements != 4 || u.Hex != at("5,8") {
		t.Errorf("new unit %+v", u)
	}
	before := model.Clone(e.Scenario)
	_, err = e.PlaceUnit(1, "cavalry-light", at("5,8"))
	refused(t, err, "both on hex 5,8")
	_, err = e.PlaceUnit(0, "cavalry-light", at("13,1"))
	refused(t, err, "off the board")
	if !reflect.DeepEqual(before, e.Scenario) {
		t.Error("a refused drop changed the scenario")
	}
	if _, err := e.PlaceLeader(0, rules.Commander, at("5,8")); err != nil {
		t.Errorf("a leader may share a unit's hex: %v", err)
	}
	_, err = e.PlaceLeader(0, rules.Commander, at("6,8"))
	refused(t, err, "second commander")
}

func TestMoveRemoveAndGroupMove(t *testing.T) {
	e := newEditor(t)
	a, _ := e.PlaceUnit(0, "infantry-heavy", at("5,8"))
	b, _ := e.PlaceUnit(0, "infantry-heavy", at("6,8"))
	if err := e.Move([]string{a}, at("5,7")); err != nil || e.Scenario.Armies[0].Units[0].Hex != at("5,7") {
		t.Fatalf("move: %v", err)
	}
	refused(t, e.Move([]string{a}, at("6,8")), "both on hex 6,8")
	// A box selection moves together, keeping its shape.
	if err := e.Move([]string{a, b}, at("5,5")); err != nil {
		t.Fatal(err)
	}
	u := e.Scenario.Armies[0].Units
	if hex.Distance(u[0].Hex, u[1].Hex) != hex.Distance(at("5,7"), at("6,8")) || u[0].Hex != at("5,5") {
		t.Errorf("group move: %s %s", u[0].Hex, u[1].Hex)
	}
	refused(t, e.Move([]string{a, b}, at("12,1")), "off the board")
	if err := e.Remove(a); err != nil || len(e.Scenario.Armies[0].Units) != 1 {
		t.Errorf("remove: %v", err)
	}
}

func TestPaintRoadResize(t *testing.T) {
	e := newEditor(t)
	if err := e.Paint("woods", at("3,4"), at("3,5")); err != nil {
		t.Fatal(err)
	}
	if e.Scenario.Board.TerrainAt(at("3,4")) != "woods" || e.Scenario.Board.TerrainAt(at("4,4")) != "clear" {
		t.Error("painting")
	}
	refused(t, e.Paint("jungle", at("1,1")), "unknown terrain")
	if _, err := e.PlaceUnit(0, "infantry-heavy", at("6,6")); err != nil {
		t.Fatal(err)
	}
	refused(t, e.Paint("lake", at("6,6")), "impassable")
	if err := e.DrawRoad([]hex.Hex{at("1,5"), at("2,5"), at("3,5")}); err != nil {
		t.Error(err)
	}
	refused(t, e.DrawRoad([]hex.Hex{at("1,1"), at("3,1")}), "not adjacent")
	refused(t, e.Resize(12, 5), "rows = 5 is out of range") // the rules' minimum table
	if err := e.Resize(14, 9); err != nil || e.Scenario.Board.Columns != 14 {
		t.Errorf("grow: %v", err)
	}
	if _, err := e.PlaceUnit(1, "infantry-heavy", at("14,5")); err != nil {
		t.Fatal(err)
	}
	refused(t, e.Resize(12, 9), "14,5 is off the board") // it would drop the unit
}

func TestUndoRedo(t *testing.T) {
	e := newEditor(t)
	e.PlaceUnit(0, "infantry-heavy", at("5,8"))
	e.Paint("hill", at("5,8"))
	if !e.Undo() || e.Scenario.Board.TerrainAt(at("5,8")) != "clear" {
		t.Error("undo the paint")
	}
	if !e.Undo() || len(e.Scenario.Armies[0].Units) != 0 || e.Undo() {
		t.Error("undo the placement, then nothing left")
	}
	if !e.Redo() || len(e.Scenario.Armies[0].Units) != 1 {
		t.Error("redo")
	}
	e.Remove("B1")
	if e.CanRedo() {
		t.Error("a new edit clears redo")
	}
}

// TestBuildAndSave: a scenario built from scratch, once it has its
// commanders, saves to TOML that passes the loader's checks.
func TestBuildAndSave(t *testing.T) {
	e := newEditor(t)
	steps := []error{}
	add := func(_ string, err error) { steps = append(steps, err) }
	add(e.PlaceLeader(0, rules.Commander, at("6,8")))
	add(e.PlaceUnit(0, "infantry-heavy", at("6,8")))
	add(e.PlaceLeader(1, rules.Commander, at("6,2")))
	add(e.PlaceUnit(1, "cavalry-light", at("6,2")))
	steps = append(steps, e.Paint("woods", at("2,4")), e.Change(func(sc *rules.Scenario) {
		sc.Title = "Escarmouche « au gué »"
		sc.Armies[1].Units[0].Elements = 3
	}))
	for i, err := range steps {
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	if p := e.Problems(); len(p) != 0 {
		t.Fatalf("problems left: %v", p)
	}
	out := scenarios.Encode(e.Scenario)
	back, _, err := scenarios.LoadScenario("saved.toml", out)
	if err != nil {
		t.Fatalf("saved file refused:\n%v\n%s", err, out)
	}
	if !reflect.DeepEqual(back, e.Scenario) {
		t.Error("the saved file loads as another scenario")
	}
	refused(t, e.Change(func(sc *rules.Scenario) { sc.Armies[0].Units[0].Elements = 0 }), "elements = 0")
}

func TestSetRulesetAndUndo(t *testing.T) {
	e := newEditor(t)
	jo, _ := scenarios.Ruleset("jomini")
	if err := e.SetRuleset(jo); err != nil || e.Ruleset.Key != "jomini" || e.Scenario.Ruleset != "jomini" {
		t.Fatalf("switch to Jomini: %v", err)
	}
	if !e.Undo() || e.Ruleset.Key != "thucydide" || e.Scenario.Ruleset != "thucydide" {
		t.Error("undo restores the ruleset with the scenario")
	}
	e.Change(func(sc *rules.Scenario) { sc.OptionalRules = []string{"desserrer-resserrer"} })
	refused(t, e.SetRuleset(jo), "not an optional rule of jomini")
}

// TestProblemsAreToldApartByKeyAndKind: an edit is refused for a new
// problem, one of a new key or kind (Path, Format), never for an old one
// whose sentence changed: renaming an army still waiting for its
// commander changes that problem's sentence, not the problem.
func TestProblemsAreToldApartByKeyAndKind(t *testing.T) {
	e := newEditor(t)
	before := e.Problems()
	err := e.Change(func(sc *rules.Scenario) {
		sc.Armies[0].ID, sc.First = "azur", "azur"
	})
	if err != nil {
		t.Fatalf("renaming an army without its commander: %v", err)
	}
	after := e.Problems()
	if len(after) != len(before) || after[0].Path != before[0].Path || after[0].Format != before[0].Format || after[0].Message == before[0].Message {
		t.Errorf("problems before %v, after %v", before, after)
	}
	err = e.Change(func(sc *rules.Scenario) { sc.First = "vert" })
	var r *model.Refusal
	if !errors.As(err, &r) || r.Format != "first = %q names no army of this scenario" || r.Message != `first = "vert" names no army of this scenario` {
		t.Errorf("a new problem: %v", err)
	}
}
