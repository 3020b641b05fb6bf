package control

// The inspector's fields and the scenario's settings.

import (
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
)

func TestInspectorFields(t *testing.T) {
	c := tutorialEditor(t)
	c.Lang = i18n.EN
	c.Select("G1")
	c.ClickPanel(Field{Key: "p.name"})
	if id, text, ok := c.Editing(); !ok || id != (Field{Key: "p.name"}) || text != "Hoplites athéniens (aile gauche)" {
		t.Fatalf("editing %q %q %v", id.ID(), text, ok)
	}
	for range len("(aile gauche)") + 1 {
		c.Backspace()
	}
	c.TypeText(" de Myronidès")
	if err := c.CommitField(); err != nil {
		t.Fatal(err)
	}
	c.ClickPanel(Field{Key: "p.elements", Step: 1})
	c.ClickPanel(Field{Key: "p.elements", Step: 1})
	c.ClickPanel(Field{Key: "p.id"})
	for range 2 {
		c.Backspace()
	}
	c.TypeText("HOP1")
	c.CommitField()
	p, ok := findPiece(c.Scenario(), "HOP1")
	if !ok || p.Unit.Name != "Hoplites athéniens de Myronidès" || p.Unit.Elements != 6 {
		t.Fatalf("G1 after the inspector: %+v", p.Unit)
	}
	if strings.Join(c.Selected(), ",") != "HOP1" {
		t.Errorf("the renamed piece stays selected: %v", c.Selected())
	}
	// A taken id, a bad number and a profile's elements out of range are
	// refused with the scenario rules' sentence.
	c.ClickPanel(Field{Key: "p.id"})
	c.field.text = []rune("G2")
	c.CommitField()
	wantRefused(t, c, `id "G2" is already used`)
	c.ClickPanel(Field{Key: "p.elements"})
	c.field.text = []rune("many")
	c.CommitField()
	wantRefused(t, c, "a whole number")
	c.ClickPanel(Field{Key: "p.elements"})
	c.field.text = []rune("0")
	c.CommitField()
	wantRefused(t, c, "elements = 0")
	// An allied unit names a sub-general of its army: LAC.
	c.ClickPanel(Field{Key: "p.leader"})
	if p, _ := findPiece(c.Scenario(), "HOP1"); p.Unit.Leader != "LAC" {
		t.Errorf("allied leader %q", p.Unit.Leader)
	}
	// A leader: quality cycles, a second commander is refused, and the
	// rename follows the allied unit's reference.
	c.Select("LAC")
	c.ClickPanel(Field{Key: "p.quality"})
	c.ClickPanel(Field{Key: "p.allied"})
	c.Select("ALC")
	c.ClickPanel(Field{Key: "p.rank"}) // officer → commander refused, → sub-general
	if p, _ := findPiece(c.Scenario(), "ALC"); p.Leader.Rank != rules.SubGeneral {
		t.Errorf("ALC's rank %s: the cycle should skip the refused commander", p.Leader.Rank)
	}
	c.Select("LAC")
	c.ClickPanel(Field{Key: "p.id"})
	c.field.text = []rune("LACH")
	c.CommitField()
	l, _ := findPiece(c.Scenario(), "LACH")
	u, _ := findPiece(c.Scenario(), "HOP1")
	if l.Leader == nil || l.Leader.Quality != rules.Good || !l.Leader.Allied || u.Unit.Leader != "LACH" {
		t.Errorf("LAC → LACH: %+v; HOP1's leader %q", l.Leader, u.Unit.Leader)
	}
	if len(c.Problems()) != 0 {
		t.Errorf("problems %v", c.Problems())
	}
	// Escape leaves a field as it was.
	c.ClickPanel(Field{Key: "p.name"})
	c.TypeText("xyz")
	c.CancelField()
	if l, _ := findPiece(c.Scenario(), "LACH"); l.Leader.Name != "Lachès" {
		t.Errorf("cancelled edit kept: %q", l.Leader.Name)
	}
}

func TestSettings(t *testing.T) {
	c := tutorialEditor(t)
	c.SetTab(TabSettings)
	c.ClickPanel(Field{Key: "s.turns", Step: 1})
	c.ClickPanel(Field{Key: "s.title"})
	c.field.text = []rune("Délion")
	c.ClickPanel(Field{Key: "s.first"}) // a click elsewhere commits the title
	c.ClickPanel(Field{Key: "a0.name"})
	c.field.text = []rune("Athéniens")
	c.CommitField()
	c.ClickPanel(Field{Key: "a0.points"})
	c.field.text = []rune("6")
	c.CommitField()
	c.ClickPanel(Field{Key: "a1.acts"})
	c.field.text = []rune("2")
	c.CommitField()
	c.ClickPanel(Field{Key: "a0.edge"}) // south → east (north is taken)
	sc := c.Scenario()
	a0, a1 := sc.Armies[0], sc.Armies[1]
	if sc.Turns != 9 || sc.Title != "Délion" || sc.First != "beotiens" || a0.Name != "Athéniens" ||
		a0.OrderPoints == nil || *a0.OrderPoints != 6 || a1.Activations == nil || *a1.Activations != 2 || a0.Edge != rules.East {
		t.Errorf("settings: turns %d, title %q, first %q, army %+v / %+v", sc.Turns, sc.Title, sc.First, a0, a1)
	}
	// An empty override goes back to the default.
	c.ClickPanel(Field{Key: "a0.points"})
	c.field.text = nil
	c.CommitField()
	if c.Scenario().Armies[0].OrderPoints != nil {
		t.Error("an empty order points field should remove the override")
	}
	// Renaming an army follows first.
	c.ClickPanel(Field{Key: "a1.id"})
	c.field.text = []rune("thebains")
	c.CommitField()
	if c.Scenario().First != "thebains" {
		t.Errorf("first = %q after renaming the army", c.Scenario().First)
	}
	// Another ruleset; undo brings back the ruleset with the key.
	if err := c.SetRuleset("jomini"); err != nil {
		t.Fatal(err)
	}
	if c.Scenario().Ruleset != "jomini" || c.Ruleset().Key != "jomini" {
		t.Errorf("ruleset %s / %s", c.Scenario().Ruleset, c.Ruleset().Key)
	}
	c.Undo()
	if c.Scenario().Ruleset != "thucydide" || c.Ruleset().Key != "thucydide" {
		t.Errorf("after undo: ruleset %s / %s", c.Scenario().Ruleset, c.Ruleset().Key)
	}
	// The board: growing is fine, shrinking under the pieces is refused.
	c.ClickPanel(Field{Key: "b.columns", Step: 1})
	if c.Scenario().Board.Columns != 13 {
		t.Errorf("columns %d", c.Scenario().Board.Columns)
	}
	c.ClickPanel(Field{Key: "b.rows"})
	c.field.text = []rune("11")
	c.CommitField()
	c.SetTab(TabPieces)
	drag(c, hex.FromOffset(12, 6), true, hex.FromOffset(12, 11)) // PSI
	c.ClickPanel(Field{Key: "b.rows", Step: -1})
	c.ClickPanel(Field{Key: "b.rows"})
	c.field.text = []rune("9")
	c.CommitField()
	wantRefused(t, c, "off the board")
	if c.Scenario().Board.Rows != 11 {
		t.Errorf("rows %d after a refused resize", c.Scenario().Board.Rows)
	}
}
