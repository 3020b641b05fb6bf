package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// These tests drive the editor window's logic that needs no screen: the
// dialogs it opens (quit, open, save as, new) and the shell's switches
// between the table and the editor.

func tutorialEditorApp(t *testing.T, path string) *EditorApp {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", tutorialSource(t))
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewEditorApp(EditorOptions{Path: path, Scenario: sc, Ruleset: rs, Lang: i18n.FR})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestQuittingWithUnsavedChangesAsksFirst(t *testing.T) {
	a := tutorialEditorApp(t, "")
	a.RequestQuit()
	if !a.quit || a.confirm != nil {
		t.Fatal("an unchanged scenario quits at once")
	}
	a = tutorialEditorApp(t, filepath.Join(t.TempDir(), "t.toml"))
	drop(a.c, "unit:cavalry-light", hex.FromOffset(5, 5))
	a.RequestQuit()
	if a.quit || a.confirm == nil || a.confirm.action != "quit" {
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
	a.doAction(cf.action, cf.name, cf.src)
	if !a.quit || a.c.Dirty() {
		t.Error("save then quit")
	}
	if _, err := os.Stat(a.c.Path); err != nil {
		t.Error(err)
	}
}

func TestDroppedScenarioOpens(t *testing.T) {
	a := tutorialEditorApp(t, "")
	drop(a.c, "unit:cavalry-light", hex.FromOffset(5, 5))
	src, _ := scenarios.Builtin("marathon")
	// Unsaved changes: asked first; "don't save" opens the dropped file.
	a.askThen("open", "marathon.toml", src)
	if a.confirm == nil {
		t.Fatal("a drop over unsaved changes asks first")
	}
	cf := a.confirm
	a.confirm = nil
	a.doAction(cf.action, cf.name, cf.src)
	if !strings.Contains(a.c.Scenario().Title, "Marathon") || a.c.Path != "" || a.c.SuggestedPath() != "marathon.toml" {
		t.Errorf("opened %q, path %q, suggested %q", a.c.Scenario().Title, a.c.Path, a.c.SuggestedPath())
	}
	// Save as offers the dropped file's name.
	a.handle(a.c.ClickPanel("save"))
	if a.prompt == nil || string(a.prompt.text) != "marathon.toml" {
		t.Errorf("save-as prompt %+v", a.prompt)
	}
}

func TestNewScenarioForm(t *testing.T) {
	a, err := NewEditorApp(EditorOptions{Form: true, Lang: i18n.EN})
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
	if _, err := NewEditorApp(EditorOptions{NewRuleset: "jomini", Columns: 20, Rows: 14}); err != nil {
		t.Error(err)
	}
	if _, err := NewEditorApp(EditorOptions{Columns: 5, Rows: 5}); err == nil {
		t.Error("a 5×5 board should be refused")
	}
}

func TestShellSwitchesBetweenTableAndEditor(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", tutorialSource(t))
	if err != nil {
		t.Fatal(err)
	}
	table, err := NewApp(sc, rs, Options{Name: "tutorial.toml", Source: tutorialSource(t), NoAutosave: true, Lang: i18n.FR})
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{table: table}
	// Ctrl+E: the editor opens on the game's scenario; the built-in
	// tutorial has no file to write back to.
	s.openEditor()
	if !s.editing || s.ed == nil || !s.ed.back || s.ed.c.Path != "" || s.ed.c.Scenario().Title != sc.Title || s.ed.c.Lang != i18n.FR {
		t.Fatalf("editor %+v", s.ed)
	}
	if s.ed.c.Scenario() == sc {
		t.Error("the editor edits a copy of the game's scenario")
	}
	// Back to the game: the same table.
	s.ed.request = RequestBack
	s.show(false)
	if s.editing || s.table != table {
		t.Error("back to the game should show the same table")
	}
	// Edit, then Play: a new game on the edited setup.
	s.openEditor()
	drop(s.ed.c, "unit:cavalry-light", hex.FromOffset(5, 5))
	id := s.ed.c.Selected()[0]
	s.play()
	if s.editing || s.table == table || s.table.c.State().Unit(id) == nil {
		t.Fatalf("play should start a new game with %s", id)
	}
	if s.table.resume != nil {
		t.Error("a game from the editor offers no resume")
	}
	// Ctrl+E again: the same editor, history and all.
	ed := s.ed
	s.openEditor()
	if s.ed != ed || !s.ed.c.Editor().CanUndo() {
		t.Error("the editor a game was started from comes back as it was")
	}
	// A setup with a problem does not play.
	s.ed.c.Select("HIP")
	s.ed.c.ClickPanel("f:p.id")
	s.ed.c.field.text = []rune("G1")
	s.ed.c.CommitField()
	s.ed.c.Editor().Scenario.Title = ""
	s.ed.c.changed()
	s.play()
	if !s.editing || !strings.Contains(s.ed.c.StatusText(), "titre est vide") {
		t.Errorf("playing with a problem: editing=%v, status %q", s.editing, s.ed.c.StatusText())
	}
}

func TestEditorFileIsTheGamesScenarioFile(t *testing.T) {
	dir := t.TempDir()
	src := tutorialSource(t)
	sc, rs, _ := scenarios.LoadScenario("t.toml", src)
	path := filepath.Join(dir, "t.toml")
	os.WriteFile(path, src, 0o644)
	if got, _ := editorFile(NewController(path, src, sc, rs, 0)); got != path {
		t.Errorf("a scenario read from a file edits that file: %q", got)
	}
	// The same scenario given back by a saved game (line ends and all
	// normalised) is still that file's.
	crlf := []byte(strings.ReplaceAll(string(src), "\n", "\r\n"))
	os.WriteFile(path, crlf, 0o644)
	if got, _ := editorFile(NewController(path, src, sc, rs, 0)); got != path {
		t.Errorf("the same scenario with CRLF line ends: %q", got)
	}
	if got, sug := editorFile(NewController(path, []byte("title = 1\n"), sc, rs, 0)); got != "" || sug != "t.toml" {
		t.Errorf("a file that is not the one played: %q, suggested %q", got, sug)
	}
	if got, sug := editorFile(NewController("tutorial.toml", src, sc, rs, 0)); got != "" || sug != "tutorial.toml" {
		t.Errorf("the built-in tutorial: %q, suggested %q", got, sug)
	}
}

// TestEditorSavesTheScenarioOnScreen is the sequence: play A.toml,
// open a saved game of another scenario (Ctrl+O) or resume one, open the
// editor, Ctrl+S. The editor edits the game on screen and A.toml is never
// written; a save over a file the editor did not open asks first
// (issue 9, item 6).
func TestEditorSavesTheScenarioOnScreen(t *testing.T) {
	for _, how := range []string{"open", "resume", "open, the editor used before"} {
		t.Run(how, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			t.Setenv(HomeEnv, filepath.Join(dir, "home"))
			marathon, _ := scenarios.Builtin("marathon")
			pathA := filepath.Join(dir, "A.toml")
			os.WriteFile(pathA, marathon, 0o644)
			sc, rs, _ := scenarios.LoadScenario(pathA, marathon)
			a, err := NewApp(sc, rs, Options{Name: pathA, Source: marathon, NoAutosave: true, Lang: i18n.EN})
			if err != nil {
				t.Fatal(err)
			}
			s := &Shell{table: a}
			if strings.HasSuffix(how, "before") {
				// The editor opened on A first, then back to the game.
				s.openEditor()
				if s.ed.c.Path != pathA {
					t.Fatalf("the editor on A.toml's game writes %q", s.ed.c.Path)
				}
				s.show(false)
			}
			tut := played(t)
			switch how {
			case "open", "open, the editor used before":
				save, _ := tut.SaveGame(filepath.Join(dir, "saves"), time.Now())
				if !a.openSave(save) {
					t.Fatal(a.c.StatusText())
				}
			case "resume":
				a.replaceGame(tut)
			}
			s.openEditor()
			if s.ed.c.Scenario().Title != tut.Scenario().Title {
				t.Fatalf("the editor shows %q, the game on screen is %q", s.ed.c.Scenario().Title, tut.Scenario().Title)
			}
			drop(s.ed.c, "unit:cavalry-light", hex.FromOffset(5, 5))
			s.ed.handle(s.ed.c.ClickPanel("save")) // Ctrl+S
			if b, _ := os.ReadFile(pathA); string(b) != string(marathon) {
				t.Fatal("A.toml was overwritten with another scenario")
			}
			if s.ed.prompt == nil || string(s.ed.prompt.text) != "tutorial.toml" {
				t.Fatalf("Ctrl+S should ask where to save the tutorial: %+v", s.ed.prompt)
			}
			// The player types A.toml: asked before it is replaced.
			s.ed.prompt = nil
			s.ed.saveThen(pathA, true, nil)
			if s.ed.overwrite == nil || s.ed.overwrite.path != pathA {
				t.Fatalf("saving over A.toml did not ask: %+v", s.ed.overwrite)
			}
			if b, _ := os.ReadFile(pathA); string(b) != string(marathon) {
				t.Fatal("A.toml was overwritten before the player said so")
			}
			s.ed.overwrite = nil
			// A new name is written at once, and from then on Ctrl+S
			// writes it without asking.
			if _, err := s.ed.c.SaveAs("delion.toml"); err != nil {
				t.Fatal(err)
			}
			drop(s.ed.c, "unit:cavalry-light", hex.FromOffset(6, 5))
			if req := s.ed.c.ClickPanel("save"); req != RequestNone || s.ed.c.Dirty() {
				t.Errorf("saving the editor's own file again: %q, dirty %v", req, s.ed.c.Dirty())
			}
			// Changed on disk by someone else: asked again.
			os.WriteFile("delion.toml", []byte("# edited elsewhere\n"), 0o644)
			if req := s.ed.c.ClickPanel("save"); req != RequestOverwrite {
				t.Errorf("a file changed on disk was replaced without asking: %q", req)
			}
		})
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
