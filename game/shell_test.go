package game

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/game/editor"
	edcontrol "estafette/game/editor/control"
	"estafette/game/table"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/store"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
	"estafette/session"
)

// These tests drive the shell's switches between the table and the
// editor, through the windows' own requests, without a screen.

func tutorialSource(t *testing.T) []byte {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// drop drags a palette entry onto a hex.
func drop(c *edcontrol.Controller, item edcontrol.PaletteItem, h hex.Hex) {
	c.SetTab(edcontrol.TabPieces)
	c.PressPalette(item)
	c.Release(h, true)
}

// played is the tutorial after a few clicks, on a controller of its own.
func played(t *testing.T) *control.Controller {
	t.Helper()
	src := tutorialSource(t)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("tutorial.toml", src, sc, rs, 0)
	c.Select("HIP")
	c.Click(hex.FromOffset(6, 8), "", false)
	c.EndPhase()
	if len(c.Record()) != 2 {
		t.Fatalf("record %v (status %q)", c.Record(), c.StatusText())
	}
	return c
}

// shellOn is a shell showing a table on the tutorial.
func shellOn(t *testing.T, name string, src []byte, opts table.Options) *Shell {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		t.Fatal(err)
	}
	opts.Name, opts.Source, opts.NoAutosave = name, src, true
	a, err := table.NewApp(sc, rs, opts)
	if err != nil {
		t.Fatal(err)
	}
	return &Shell{cur: a, table: a}
}

func TestShellSwitchesBetweenTableAndEditor(t *testing.T) {
	s := shellOn(t, "tutorial.toml", tutorialSource(t), table.Options{Lang: i18n.FR})
	first := s.table
	sc := first.Controller().Scenario()
	// Ctrl+E: the editor opens on the game's scenario; the built-in
	// tutorial has no file to write back to.
	s.handle(table.EditRequest{})
	ed := s.ed
	if s.cur != window.Window(ed) || ed == nil || ed.Controller().Path != "" || ed.Controller().Scenario().Title != sc.Title || ed.Controller().Lang != i18n.FR {
		t.Fatalf("editor %+v", ed)
	}
	if ed.Controller().Scenario() == sc {
		t.Error("the editor edits a copy of the game's scenario")
	}
	// Back to the game: the same table.
	s.handle(editor.BackRequest{})
	if s.cur != window.Window(first) {
		t.Error("back to the game should show the same table")
	}
	// Edit, then Play: a new game on the edited setup.
	s.handle(table.EditRequest{})
	drop(ed.Controller(), edcontrol.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	id := ed.Controller().Selected()[0]
	ed.Click(edcontrol.Play)
	s.handle(ed.Request())
	if s.cur == window.Window(ed) || s.table == first || !hasUnit(s.table.Controller().State(), id) {
		t.Fatalf("play should start a new game with %s", id)
	}
	if s.table.Dialog() == "resume" {
		t.Error("a game from the editor offers no resume")
	}
	// Ctrl+E again: the same editor, history and all.
	s.handle(table.EditRequest{})
	if s.ed != ed || !ed.Controller().Editor().CanUndo() {
		t.Error("the editor a game was started from comes back as it was")
	}
	// A setup with a problem does not play.
	ed.Controller().Editor().Scenario.Title = ""
	ed.Controller().SetLang(i18n.FR)
	ed.Click(edcontrol.Play)
	if r := ed.Request(); r != nil {
		t.Errorf("a setup with a problem asked to play: %+v", r)
	}
	if !strings.Contains(ed.Controller().StatusText(), "titre est vide") {
		t.Errorf("playing with a problem: status %q", ed.Controller().StatusText())
	}
}

func TestEditorFileIsTheGamesScenarioFile(t *testing.T) {
	dir := t.TempDir()
	src := tutorialSource(t)
	sc, rs, _ := scenarios.LoadScenario("t.toml", src)
	path := filepath.Join(dir, "t.toml")
	os.WriteFile(path, src, 0o644)
	if got, _ := editorFile(control.NewController(path, src, sc, rs, 0)); got != path {
		t.Errorf("a scenario read from a file edits that file: %q", got)
	}
	// The same scenario given back by a saved game (line ends and all
	// normalised) is still that file's.
	crlf := []byte(strings.ReplaceAll(string(src), "\n", "\r\n"))
	os.WriteFile(path, crlf, 0o644)
	if got, _ := editorFile(control.NewController(path, src, sc, rs, 0)); got != path {
		t.Errorf("the same scenario with CRLF line ends: %q", got)
	}
	if got, sug := editorFile(control.NewController(path, []byte("title = 1\n"), sc, rs, 0)); got != "" || sug != "t.toml" {
		t.Errorf("a file that is not the one played: %q, suggested %q", got, sug)
	}
	if got, sug := editorFile(control.NewController("tutorial.toml", src, sc, rs, 0)); got != "" || sug != "tutorial.toml" {
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
			t.Setenv(session.HomeEnv, filepath.Join(dir, "home"))
			marathon, _ := scenarios.Builtin("marathon")
			pathA := filepath.Join(dir, "A.toml")
			os.WriteFile(pathA, marathon, 0o644)
			s := shellOn(t, pathA, marathon, table.Options{Lang: i18n.EN})
			a := s.table
			if strings.HasSuffix(how, "before") {
				// The editor opened on A first, then back to the game.
				s.handle(table.EditRequest{})
				if s.ed.Controller().Path != pathA {
					t.Fatalf("the editor on A.toml's game writes %q", s.ed.Controller().Path)
				}
				s.handle(editor.BackRequest{})
			}
			tut := played(t)
			switch how {
			case "open", "open, the editor used before":
				save, _ := saveIn(dir, tut)
				if !a.OpenSave(save) {
					t.Fatal(a.Controller().StatusText())
				}
			case "resume":
				a.Replace(tut, nil)
			}
			s.handle(table.EditRequest{})
			ec := s.ed.Controller()
			if ec.Scenario().Title != tut.Scenario().Title {
				t.Fatalf("the editor shows %q, the game on screen is %q", ec.Scenario().Title, tut.Scenario().Title)
			}
			drop(ec, edcontrol.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
			// Ctrl+S: no file of its own, so save-as, offering the
			// tutorial's name.
			if req := ec.ClickPanel(edcontrol.Save); req != edcontrol.RequestSaveAs || ec.SuggestedPath() != "tutorial.toml" {
				t.Fatalf("Ctrl+S should ask where to save the tutorial: %q, offering %q", req, ec.SuggestedPath())
			}
			if b, _ := os.ReadFile(pathA); string(b) != string(marathon) {
				t.Fatal("A.toml was overwritten with another scenario")
			}
			// The player types A.toml: refused until he says so.
			var ow *edcontrol.OverwriteError
			if _, err := ec.SaveAs(pathA); !errors.As(err, &ow) {
				t.Fatalf("saving over A.toml did not ask: %v", err)
			}
			if b, _ := os.ReadFile(pathA); string(b) != string(marathon) {
				t.Fatal("A.toml was overwritten before the player said so")
			}
			// A new name is written at once, and from then on Ctrl+S
			// writes it without asking.
			if _, err := ec.SaveAs("delion.toml"); err != nil {
				t.Fatal(err)
			}
			drop(ec, edcontrol.Unit{Profile: "cavalry-light"}, hex.FromOffset(6, 5))
			if req := ec.ClickPanel(edcontrol.Save); req != edcontrol.RequestNone || ec.Dirty() {
				t.Errorf("saving the editor's own file again: %q, dirty %v", req, ec.Dirty())
			}
			// Changed on disk by someone else: asked again.
			os.WriteFile("delion.toml", []byte("# edited elsewhere\n"), 0o644)
			if req := ec.ClickPanel(edcontrol.Save); req != edcontrol.RequestOverwrite {
				t.Errorf("a file changed on disk was replaced without asking: %q", req)
			}
		})
	}
}

// hasUnit reports whether id names a unit of the game.
func hasUnit(st *rules.State, id string) bool {
	_, ok := st.Unit(id)
	return ok
}

// saveIn saves the game as Ctrl+S does, in the library of dir.
func saveIn(dir string, c *control.Controller) (string, error) {
	return session.OpenLibrary(store.Local(), dir).Save(nil, c.Session().Game(), "")
}

// touchInput is an input that says the cursor is a finger's.
type touchInput struct{ window.Input }

func (touchInput) Touching() bool { return true }

// TestShellPassesFingersOn (issue 25): the shell's key filter hides the
// presentation keys from the windows, never that the cursor is a finger.
func TestShellPassesFingersOn(t *testing.T) {
	if !window.Touching(hideKeys{touchInput{}}) {
		t.Error("the windows never learn the cursor is a finger")
	}
	if window.Touching(hideKeys{&window.Script{}}) {
		t.Error("a script is taken for a finger")
	}
}
