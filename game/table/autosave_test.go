package table

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/rules"
	"estafette/scenarios"
)

func TestAutosaveAndResume(t *testing.T) {
	dir := t.TempDir()
	as := OpenAutosaves(dir)
	c := newTutorial(t)
	if r := as.Find(c.ScenarioName(), c.game.source); r != nil || len(as.Broken) > 0 {
		t.Fatalf("no autosave yet, got %v %v", r, as.Broken)
	}
	c.Autosave = as
	c.Select("HIP")
	c.Click(hx(t, "8,8"), "", false)
	c.EndPhase()
	// One file, named after the scenario; no temp file is left behind.
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 || !strings.HasPrefix(ents[0].Name(), "autosave-tutorial-") || !strings.HasSuffix(ents[0].Name(), SaveExt) {
		t.Errorf("data dir holds %v", ents)
	}
	// "Crash": a new table finds the game and resumes it.
	r := as.Find(c.ScenarioName(), c.game.source)
	if r == nil {
		t.Fatalf("nothing to resume: %v", as.Broken)
	}
	sameGame(t, c, r.Controller)
	d := newTutorial(t)
	d.Autosave = as
	d.Adopt(r.Controller)
	sameGame(t, c, d)
	// Undo is autosaved too, to the same file: a game loaded from its
	// autosave saves back to it.
	d.Undo()
	r = as.Find(c.ScenarioName(), c.game.source)
	wantRecord(t, r.Controller, "activate HIP G3")
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("the resumed game wrote another file: %v", ents)
	}
	// A finished game is not offered.
	for !d.Over() {
		if !d.EndPhase() {
			t.Fatalf("end refused: %+v", d.Status())
		}
	}
	if r := as.Find(c.ScenarioName(), c.game.source); r != nil {
		t.Errorf("a finished game was offered: %v", r)
	}
}

// newTable opens the table on a built-in scenario as `estafette play`
// does, with the autosave of ESTAFETTE_HOME.
func newTable(t *testing.T, name string, opts Options) *App {
	t.Helper()
	src, err := scenarios.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	opts.Name, opts.Source = name+".toml", src
	a, err := NewApp(sc, rs, opts)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// playSome plays the first n legal actions other than the end of a phase.
func playSome(t *testing.T, c *Controller, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		played := false
		for _, a := range c.LegalActions() {
			if _, end := a.(rules.EndPhase); !end && c.Apply(a) {
				played = true
				break
			}
		}
		if !played && !c.EndPhase() {
			t.Fatalf("nothing to play: %+v", c.Status())
		}
	}
}

// TestTwoScenariosPlayedInTurnBothResume: each scenario has its own
// autosave, only the scenario asked for is offered, and playing one never
// overwrites the other's game (issue 9, item 4).
func TestTwoScenariosPlayedInTurnBothResume(t *testing.T) {
	t.Setenv(HomeEnv, t.TempDir())
	tut := newTable(t, scenarios.Tutorial, Options{})
	if tut.resume != nil {
		t.Fatal("a first run offers nothing")
	}
	playSome(t, tut.c, 3)
	mar := newTable(t, "marathon", Options{})
	if mar.resume != nil {
		t.Fatalf("Marathon offered another scenario's game: %s", mar.resume.Controller.Scenario().Title)
	}
	playSome(t, mar.c, 2)

	again := newTable(t, scenarios.Tutorial, Options{})
	if again.resume == nil {
		t.Fatal("the tutorial's game was lost when Marathon was played")
	}
	sameGame(t, tut.c, again.resume.Controller)
	again = newTable(t, "marathon", Options{})
	if again.resume == nil {
		t.Fatal("Marathon's game is not offered")
	}
	sameGame(t, mar.c, again.resume.Controller)
	// Declining the offer and playing overwrites only this scenario's.
	again.resume = nil
	playSome(t, again.c, 1)
	if r := newTable(t, scenarios.Tutorial, Options{}).resume; r == nil {
		t.Error("the tutorial's game was lost when a new Marathon game was played")
	}
	// The bare command offers the most recent game, whatever its scenario.
	bare := newTable(t, scenarios.Tutorial, Options{AnyAutosave: true})
	if bare.resume == nil || bare.resume.Controller.Scenario().Title != again.c.Scenario().Title {
		t.Errorf("the bare command should offer the latest game (Marathon): %+v", bare.resume)
	}
}

// TestBrokenAutosaveIsKeptAndExplained: an autosave that cannot be loaded
// is named in a dialog with the reason, renamed aside, and the new game's
// autosave never overwrites it (issue 9, item 7).
func TestBrokenAutosaveIsKeptAndExplained(t *testing.T) {
	home := t.TempDir()
	t.Setenv(HomeEnv, home)
	src := tutorialSource(t)
	slot := filepath.Join(home, AutosaveName("tutorial.toml", src))
	broken := []byte(SaveHeader + "\n# scenario: tutorial.toml\n" + string(src) + RecordSeparator + "\nfly HIP\n")
	if err := os.WriteFile(slot, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	a := newTable(t, scenarios.Tutorial, Options{Lang: i18n.EN})
	if a.resume != nil || a.notice == nil {
		t.Fatalf("resume %v, notice %v", a.resume, a.notice)
	}
	text := strings.Join(a.notice.Lines, "\n")
	if !strings.Contains(text, filepath.Base(slot)) || !strings.Contains(text, `unknown verb "fly"`) || !strings.Contains(text, ".broken-") {
		t.Errorf("the dialog does not say which file, why and where it is kept:\n%s", text)
	}
	asides, _ := filepath.Glob(filepath.Join(home, "autosave-tutorial-*.broken-*"+SaveExt))
	if len(asides) != 1 {
		t.Fatalf("set aside: %v", asides)
	}
	playSome(t, a.c, 2)
	if b, _ := os.ReadFile(asides[0]); string(b) != string(broken) {
		t.Error("the broken autosave was changed")
	}
	if r := newTable(t, scenarios.Tutorial, Options{}); r.resume == nil || r.notice != nil {
		t.Errorf("the new game's autosave: resume %v, notice %v", r.resume, r.notice)
	}

	// When it cannot be renamed, it stays and is never written.
	as := OpenAutosaves(t.TempDir())
	c := newTutorial(t)
	path := as.PathFor(c.ScenarioName(), c.game.source)
	os.WriteFile(path, broken, 0o644)
	as.rename = func(string, string) error { return errors.New("read-only") }
	if as.Find(c.ScenarioName(), c.game.source) != nil || len(as.Broken) != 1 || as.Broken[0].Aside != "" {
		t.Fatalf("broken: %+v", as.Broken)
	}
	c.Autosave = as
	playSome(t, c, 1)
	if b, _ := os.ReadFile(path); string(b) != string(broken) {
		t.Error("an autosave that could not be set aside was overwritten")
	}
	if c.SaveErr == nil || c.Status().Key != "autosave.failed" {
		t.Errorf("the player is not told that this game is not autosaved: %v %+v", c.SaveErr, c.Status())
	}
}

// withoutRuleset is a saved game whose scenario has `ruleset = ""`, which
// the scenario loader lets through without a ruleset.
func withoutRuleset(t *testing.T) []byte {
	t.Helper()
	good, err := played(t).SaveText()
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(good), `ruleset = "thucydide"`, `ruleset = ""`, 1)
	if bad == string(good) {
		t.Fatal("the tutorial has no ruleset line")
	}
	return []byte(bad)
}

// TestSaveWithoutRulesetNeverCrashesTheWindow: a saved game or autosave
// whose scenario names no ruleset gives a positioned error and never
// reaches rules.NewState or the table (issue 9, item 5).
func TestSaveWithoutRulesetNeverCrashesTheWindow(t *testing.T) {
	bad := withoutRuleset(t)
	_, err := LoadSave("g.estafette", bad)
	if err == nil || !strings.Contains(err.Error(), "g.estafette:5:1: the scenario names no ruleset") {
		t.Errorf("error %v", err)
	}
	// As the autosave of the scenario asked for, and of the bare command.
	home := t.TempDir()
	t.Setenv(HomeEnv, home)
	src := tutorialSource(t)
	if err := os.WriteFile(filepath.Join(home, AutosaveName("tutorial.toml", src)), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, any := range []bool{false, true} {
		a := newTable(t, scenarios.Tutorial, Options{AnyAutosave: any})
		if any {
			break // the first run set it aside: nothing left to offer
		}
		if a.notice == nil || !strings.Contains(strings.Join(a.notice.Lines, "\n"), "names no ruleset") {
			t.Errorf("notice %+v", a.notice)
		}
	}
	// A saved game opened with Ctrl+O.
	dir := t.TempDir()
	path := filepath.Join(dir, "g.estafette")
	os.WriteFile(path, bad, 0o644)
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true})
	if a.OpenSave(path) || a.c.Status().Key != "load.failed" || !strings.Contains(a.c.StatusText(), "names no ruleset") {
		t.Errorf("opening it: status %q", a.c.StatusText())
	}
	// The window refuses a scenario without its ruleset (the editor's
	// test is TestEditorRefusesAScenarioWithoutItsRuleset).
	sc, _, _ := scenarios.LoadScenario("t.toml", src)
	if _, err := NewApp(sc, nil, Options{Name: "t.toml", NoAutosave: true}); err == nil {
		t.Error("the table opened a scenario without a ruleset")
	}
}

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// TestOrphanTempsRemovedAtStart: the temp files a crash mid-write left in
// the autosave directory (this version's and the old writer's) and in
// saves/ are removed at start; nothing else is (issue 9, item 11).
func TestOrphanTempsRemovedAtStart(t *testing.T) {
	dir := t.TempDir()
	saves := filepath.Join(dir, "saves")
	os.MkdirAll(saves, 0o755)
	// Temp files named as safefile.WriteAtomic names them.
	var newStyle []string
	for _, d := range []string{dir, saves} {
		os.WriteFile(filepath.Join(d, "x"+SaveExt), nil, 0o644)
		os.WriteFile(filepath.Join(d, "x.tmp"), nil, 0o644)
		if err := safefile.WriteAtomic(filepath.Join(d, "x"+SaveExt), []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
	orphans := []string{
		filepath.Join(dir, ".autosave.estafette.123456.tmp"),
		filepath.Join(dir, ".autosave.estafette.987.tmp"),
	}
	kept := []string{
		filepath.Join(dir, "notes.tmp"),
		filepath.Join(dir, "autosave.estafette.1.tmp"),
		filepath.Join(saves, ".autosave.estafette.5.tmp"), // the old writer never wrote there
	}
	for _, p := range append(orphans, kept...) {
		os.WriteFile(p, []byte("x"), 0o644)
	}
	for _, d := range []string{dir, saves} {
		f, err := os.CreateTemp(d, ".game"+SaveExt+".estafette-tmp-*")
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		newStyle = append(newStyle, f.Name())
	}
	OpenAutosaves(dir)
	for _, p := range append(orphans, newStyle...) {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was not removed", p)
		}
	}
	for _, p := range kept {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed", p)
		}
	}
}

// TestNoConfigDirectoryFallsBack: with no HOME and no XDG_CONFIG_HOME the
// table says so once and autosaves in a directory of the user's own
// under the temp directory (issue 9, item 12).
func TestNoConfigDirectoryFallsBack(t *testing.T) {
	tmp := t.TempDir()
	for _, k := range []string{HomeEnv, "HOME", "XDG_CONFIG_HOME"} {
		t.Setenv(k, "")
	}
	t.Setenv("TMPDIR", tmp)
	wd := t.TempDir()
	t.Chdir(wd)
	d, err := FindDataDir()
	if err != nil || d.Fallback == nil || !strings.HasPrefix(d.Path, filepath.Join(tmp, "estafette-")) {
		t.Fatalf("data dir %+v, %v", d, err)
	}
	a := newTable(t, scenarios.Tutorial, Options{Lang: i18n.EN})
	if a.c.Autosave == nil || a.c.Status().Key != "autosave.fallback" || !strings.Contains(a.c.StatusText(), d.Path) {
		t.Fatalf("autosave %v, status %q", a.c.Autosave, a.c.StatusText())
	}
	playSome(t, a.c, 1)
	if r := newTable(t, scenarios.Tutorial, Options{}).resume; r == nil {
		t.Error("the game was not autosaved in the fallback directory")
	}
	// Another user's directory (or a link planted there) is not used.
	if fi, _ := os.Lstat(d.Path); fi.Mode().Perm() != 0o700 {
		t.Errorf("the fallback directory is %v, want private", fi.Mode().Perm())
	}
	os.RemoveAll(d.Path)
	os.Symlink(t.TempDir(), d.Path)
	if d2, err := FindDataDir(); err != nil || d2.Path != filepath.Join(wd, ".estafette") {
		t.Errorf("a link in the shared temp directory: %+v %v, want the working directory's .estafette", d2, err)
	}
}

// TestSaveWithoutHeaderIsNotMalformedTOML: a saved game that lost its
// first line is recognised as one, and the error says what is missing,
// with file and line (issue 9, item 14).
func TestSaveWithoutHeaderIsNotMalformedTOML(t *testing.T) {
	good, _ := played(t).SaveText()
	noHeader := []byte(strings.SplitN(string(good), "\n", 2)[1])
	if !IsSave(noHeader) {
		t.Fatal("a saved game without its header is taken for a scenario")
	}
	_, err := LoadSave("g.estafette", noHeader)
	if err == nil || !strings.HasPrefix(err.Error(), "g.estafette:1:1: not an Estafette saved game") || strings.Contains(err.Error(), "TOML") {
		t.Errorf("error %v", err)
	}
	if IsSave(tutorialSource(t)) {
		t.Error("a scenario is taken for a saved game")
	}
}

// TestLegacyAutosaveIsKept: the single autosave of earlier versions is
// renamed to its scenario's autosave at start, and offered for it.
func TestLegacyAutosaveIsKept(t *testing.T) {
	dir := t.TempDir()
	c := played(t)
	os.WriteFile(filepath.Join(dir, "autosave"+SaveExt), mustSave(t, c), 0o644)
	as := OpenAutosaves(dir)
	if _, err := os.Stat(filepath.Join(dir, "autosave"+SaveExt)); err == nil {
		t.Error("the old autosave was not renamed")
	}
	r := as.Find(c.ScenarioName(), c.game.source)
	if r == nil {
		t.Fatalf("the old autosave's game is not offered: %v", as.Broken)
	}
	sameGame(t, c, r.Controller)
}
