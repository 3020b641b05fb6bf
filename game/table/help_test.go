package table

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// helpTable is the tutorial at 1280×800, its first frame on screen.
func helpTable(t *testing.T, lang i18n.Lang) (*App, *helptest.Input, func()) {
	t.Helper()
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: lang})
	a.W, a.H = 1280, 800
	in := &helptest.Input{X: 300, Y: 300}
	step := func() {
		t.Helper()
		if err := a.Update(in); err != nil {
			t.Fatal(err)
		}
		a.frames.Draw(a.f.key) // drawn: its clickable areas are on screen
		in.Clear()
	}
	step()
	return a, in, step
}

// clickAt puts a click on a scripted place of the table's screen.
func clickAt(t *testing.T, a *App, in *helptest.Input, place string) {
	t.Helper()
	p, err := a.Locate(place)
	if err != nil {
		t.Fatal(err)
	}
	in.ClickAt(p.X, p.Y)
}

// TestF1OpensTheHelpOverTheTable: F1 opens the help, which then takes the
// table's keys and clicks (Enter does not end the phase, a click on the
// board plays nothing), and F1 closes it; the frame key changes with it.
func TestF1OpensTheHelpOverTheTable(t *testing.T) {
	a, in, step := helpTable(t, i18n.EN)
	closed := a.f.key
	in.Press(ebiten.KeyF1)
	step()
	if !a.help.IsOpen() || a.f.key == closed || a.f.key.Help == closed.Help || a.f.key.Help != a.help.Version() || !a.help.Key().Open {
		t.Fatalf("F1 should open the help, and the frame key show it: %+v", a.help.Key())
	}
	if a.Title() == "" || !strings.Contains(a.help.Model().Title, "Thucydide") {
		t.Errorf("the help's title should name the ruleset: %q", a.help.Model().Title)
	}
	phase := a.c.State().Phase()
	in.Press(ebiten.KeyEnter)
	step()
	clickAt(t, a, in, "G2")
	step()
	if a.c.State().Phase() != phase || len(a.c.Record()) != 0 || a.c.Selected() != "" {
		t.Errorf("under the help the table played: phase %s, record %v, selected %q", a.c.State().Phase(), recordLines(a.c), a.c.Selected())
	}
	open := a.f.key
	in.X, in.Y = 500, 500
	step()
	if a.f.key != open {
		t.Error("a cursor moving over the help with nothing under it should not redraw the frame")
	}
	in.Turn = -3
	step()
	if a.f.key == open || a.help.Scroll() == 0 {
		t.Error("the wheel should scroll the help, and the frame key change")
	}
	in.Press(ebiten.KeyF1)
	step()
	if a.help.IsOpen() || a.f.key.Help != a.help.Version() || a.help.Key().Open {
		t.Fatal("F1 should close the help")
	}
	in.Press(ebiten.KeyEnter)
	step()
	if a.Dialog() != "endask" {
		t.Errorf("with the help closed, Enter asks before ending a phase with nothing done: dialog %q", a.Dialog())
	}
	in.Press(ebiten.KeyEnter)
	step()
	if a.c.State().Phase() == phase {
		t.Error("with the help closed, Enter ends the phase again")
	}
}

// TestHelpButtonAndLanguage: the panel's "?" row opens the help; L under
// the help switches the table and the help to the other language.
func TestHelpButtonAndLanguage(t *testing.T) {
	a, in, step := helpTable(t, i18n.EN)
	clickAt(t, a, in, "panel:help")
	step()
	if !a.help.IsOpen() || a.help.Focus() != "" {
		t.Fatalf("the ? row should open the help: open %v", a.help.IsOpen())
	}
	if c := a.help.Model().Sections[0]; c.Title != i18n.T(i18n.EN, "help.controls.tab") || !strings.Contains(c.Items[0].Tag, "Click") {
		t.Errorf("the help should list the table's controls first: %+v", c)
	}
	in.Press(ebiten.KeyL)
	step()
	if a.c.Lang != i18n.FR || !strings.HasPrefix(a.help.Model().Title, "Aide") || a.v.Panel().LogTitle != "Journal" {
		t.Errorf("L under the help: table in %s, help %q", a.c.Lang, a.help.Model().Title)
	}
}

// TestRefusalRuleIDOpensItsEntry: a refused activation shows CMD.RADIUS in
// the status line; a click on it opens the help at CMD.RADIUS's entry,
// highlighted, with the ruleset's radii, and plays nothing on the board
// under it.
func TestRefusalRuleIDOpensItsEntry(t *testing.T) {
	a, in, step := helpTable(t, i18n.FR)
	a.c.Select("HIP")
	clickAt(t, a, in, "PSI")
	step()
	if a.c.Status().Rule != rules.RuleCmdRadius {
		t.Fatalf("the click on PSI should be refused by CMD.RADIUS: %+v", a.c.Status())
	}
	n := len(a.c.Record())
	clickAt(t, a, in, "status:rule")
	step()
	if !a.help.IsOpen() || a.help.Focus() != "CMD.RADIUS" {
		t.Fatalf("the rule id's click should open its entry: open %v, focus %q", a.help.IsOpen(), a.help.Focus())
	}
	if len(a.c.Record()) != n || a.c.Selected() != "HIP" {
		t.Errorf("the click on the rule id also clicked the board: %v, selected %q", recordLines(a.c), a.c.Selected())
	}
	lay := a.help.Layout()
	top, _ := lay.Top("rule:CMD.RADIUS")
	if !lay.Shown(top, top+60, a.help.Scroll()) {
		t.Errorf("CMD.RADIUS's entry (at %.0f) is not in the view scrolled to %.0f", top, a.help.Scroll())
	}
	var text string
	for _, s := range a.help.Model().Sections {
		for _, it := range s.Items {
			if it.Focus {
				text = it.Name + " : " + it.Text
			}
		}
	}
	if !strings.Contains(text, "Rayon de commandement") || !strings.Contains(text, "5 pour le Général en chef") {
		t.Errorf("the highlighted entry should be CMD.RADIUS's with Thucydide's radii: %q", text)
	}
}

// TestLogRuleIDOpensItsEntry: a log sentence that names a rule id shows
// it as a link in the panel's log; a click on it opens its entry.
func TestLogRuleIDOpensItsEntry(t *testing.T) {
	a, in, step := helpTable(t, i18n.EN)
	// A deferred Ralliement that fails at the end of the move names the
	// rule that stopped it.
	a.c.Session().Game().Log = append(a.c.Session().Game().Log, session.LogEntry{Turn: 1, Army: a.c.State().Active().ID,
		Event: rules.RallyFailed{Unit: rules.PieceRef{ID: "G1", Name: "Hoplites"}, Rule: rules.RuleOrdCondition,
			Why: rules.Phrase{Format: "an enemy unit is within 2 hexes"}}})
	a.c.Touch()
	step()
	step()
	p, err := a.Locate("panel:rule:ORD.CONDITION")
	if err != nil {
		t.Fatalf("the log should show ORD.CONDITION as a link: %v", err)
	}
	if p.X < a.BoardW() || p.Y < a.H/3 {
		t.Errorf("the link at %v is not in the panel's log", p)
	}
	in.ClickAt(p.X, p.Y)
	step()
	if !a.help.IsOpen() || a.help.Focus() != "ORD.CONDITION" {
		t.Errorf("the log's rule id should open its entry: open %v, focus %q", a.help.IsOpen(), a.help.Focus())
	}
}
