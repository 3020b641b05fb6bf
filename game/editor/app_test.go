package editor

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"estafette/game/editor/control"
	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// These tests drive the editor window's logic that needs no screen: the
// dialogs it opens (quit, open, save as, new, overwrite). The shell's
// switches between the table and the editor are tested in package game.

func tutorialSource(t testing.TB) []byte {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func tutorialEditorApp(t *testing.T, path string) *App {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", tutorialSource(t))
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewApp(Options{Path: path, Scenario: sc, Ruleset: rs, Lang: i18n.FR})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestQuittingWithUnsavedChangesAsksFirst(t *testing.T) {
	a := tutorialEditorApp(t, "")
	if !a.Close() || !a.quit || a.confirm != nil {
		t.Fatal("an unchanged scenario quits at once")
	}
	a = tutorialEditorApp(t, filepath.Join(t.TempDir(), "t.toml"))
	drop(a.c, control.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	if a.Close() || a.quit || a.confirm == nil || a.confirm.action != "quit" {
		t.Fatalf("unsaved changes: quit=%v confirm=%+v", a.quit, a.confirm)
	}
	if d := a.confirmDialog(); len(d.Buttons) != 3 || !strings.Contains(d.Lines[0], "Enregistrer avant de quitter") {
		t.Errorf("dialog %+v", d)
	}
	// "Save" saves, then quits.
	a.confirm = nil
	a.askThen("quit", "", nil)
	cf := a.confirm
	a.confirm = nil
	if _, err := a.c.Save(); err != nil {
		t.Fatal(err)
	}
	a.do(cf)
	if !a.quit || a.c.Dirty() {
		t.Error("save then quit")
	}
	if _, err := os.Stat(a.c.Path); err != nil {
		t.Error(err)
	}
}

func TestDroppedScenarioOpens(t *testing.T) {
	a := tutorialEditorApp(t, "")
	drop(a.c, control.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	src, _ := scenarios.Builtin("marathon")
	// Unsaved changes: asked first; "don't save" opens the dropped file.
	a.askThen("open", "marathon.toml", src)
	if a.confirm == nil {
		t.Fatal("a drop over unsaved changes asks first")
	}
	cf := a.confirm
	a.confirm = nil
	a.do(cf)
	if !strings.Contains(a.c.Scenario().Title, "Marathon") || a.c.Path != "" || a.c.SuggestedPath() != "marathon.toml" {
		t.Errorf("opened %q, path %q, suggested %q", a.c.Scenario().Title, a.c.Path, a.c.SuggestedPath())
	}
	// Save as offers the dropped file's name.
	a.handle(a.c.ClickPanel(control.Save))
	if a.prompt == nil || string(a.prompt.text) != "marathon.toml" {
		t.Errorf("save-as prompt %+v", a.prompt)
	}
}

func TestNewScenarioForm(t *testing.T) {
	a, err := NewApp(Options{Form: true, Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	if a.form == nil || a.form.ruleset != "thucydide" || a.form.cols != 16 || a.form.rows != 12 {
		t.Fatalf("form %+v", a.form)
	}
	m := a.formModel()
	ids := map[string]bool{}
	for _, r := range append(m.Rows, m.Footer...) {
		for _, c := range r.Cells {
			ids[c.ID] = true
		}
	}
	for _, k := range scenarios.RulesetKeys() {
		if !ids["new:rs:"+k] {
			t.Errorf("the form lacks ruleset %s", k)
		}
	}
	if sc := a.c.Scenario(); sc.Board.Columns != 16 || sc.Board.Rows != 12 || sc.Ruleset != "thucydide" {
		t.Errorf("the default scenario behind the form: %s %d×%d", sc.Ruleset, sc.Board.Columns, sc.Board.Rows)
	}
	if _, err := NewApp(Options{NewRuleset: "jomini", Columns: 20, Rows: 14}); err != nil {
		t.Error(err)
	}
	if _, err := NewApp(Options{Columns: 5, Rows: 5}); err == nil {
		t.Error("a 5×5 board should be refused")
	}
}

// TestDroppedFileIsReadWithinLimits: a file dropped on the editor is read
// as files on disk are, regular and bounded (issue 9, item 9).
func TestDroppedFileIsReadWithinLimits(t *testing.T) {
	fsys := fstest.MapFS{
		"ok.toml":   {Data: []byte("title = 1\n")},
		"big.toml":  {Data: make([]byte, safefile.MaxScenario+1)},
		"dir.toml":  {Mode: fs.ModeDir},
		"fifo.toml": {Mode: fs.ModeNamedPipe},
	}
	if b, err := readDropped(fsys, "ok.toml"); err != nil || string(b) != "title = 1\n" {
		t.Errorf("ok.toml: %q %v", b, err)
	}
	for name, want := range map[string]error{"big.toml": safefile.ErrTooLarge, "dir.toml": safefile.ErrNotRegular, "fifo.toml": safefile.ErrNotRegular} {
		if _, err := readDropped(fsys, name); !errors.Is(err, want) {
			t.Errorf("%s: %v, want %v", name, err, want)
		}
	}
}

// TestEditorRefusesAScenarioWithoutItsRuleset: a scenario the loader
// could not fully load never opens as a blank scenario under its file's
// name, which Ctrl+S would write over the player's file (issue 9, item 5).
func TestEditorRefusesAScenarioWithoutItsRuleset(t *testing.T) {
	sc, _, _ := scenarios.LoadScenario("t.toml", tutorialSource(t))
	if _, err := NewApp(Options{Path: "t.toml", Scenario: sc}); err == nil || !strings.Contains(err.Error(), "t.toml") {
		t.Errorf("the editor opened a scenario without a ruleset: %v", err)
	}
}

// TestSaveOverAFileTheEditorDidNotOpenAsks: save-as onto an existing file
// asks before replacing it; Cancel keeps it, Replace writes it.
func TestSaveOverAFileTheEditorDidNotOpenAsks(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "A.toml")
	os.WriteFile(other, []byte("# someone's scenario\n"), 0o644)
	a := tutorialEditorApp(t, "")
	a.c.SetFile("", "tutorial.toml")
	drop(a.c, control.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	a.handle(a.c.ClickPanel(control.Save))
	if a.Dialog() != "prompt" || string(a.prompt.text) != "tutorial.toml" {
		t.Fatalf("Ctrl+S without a file asks where: %q %+v", a.Dialog(), a.prompt)
	}
	a.prompt = nil
	a.saveThen(other, true, nil)
	if a.Dialog() != "overwrite" || a.overwrite.path != other {
		t.Fatalf("saving over A.toml did not ask: %+v", a.overwrite)
	}
	if b, _ := os.ReadFile(other); string(b) != "# someone's scenario\n" {
		t.Fatal("A.toml was overwritten before the player said so")
	}
	a.overwrite = nil
	if _, err := a.c.SaveTo(other, true); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(other); !strings.Contains(string(b), a.c.Scenario().Title) {
		t.Error("Replace did not write the scenario")
	}
}

// TestMovingAPieceSaysWhereItGoes: while a piece is dragged over the
// board, the tooltip says where it would land (it showed the bare key
// "drop.move" until the text was in the catalog).
func TestMovingAPieceSaysWhereItGoes(t *testing.T) {
	a := tutorialEditorApp(t, "")
	a.c.Lang = i18n.EN
	h, _ := a.c.PieceHex("PEL")
	a.c.PressBoard(h, "PEL", false)
	a.c.DragTo(hex.FromOffset(2, 3), true)
	if tip := a.tooltip(); len(tip) != 1 || tip[0] != "Release to move to 2,3" {
		t.Errorf("tooltip %q", tip)
	}
}
