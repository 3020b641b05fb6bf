package table

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// newTable opens the table on a built-in scenario as `estafette play`
// does, with the library of ESTAFETTE_HOME.
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
	// The tests start past the briefing, as a player who read it
	// (TestBriefingOpensAtTheStart checks it opens).
	closeDialog[briefingDialog](a)
	return a
}

// playSome plays the first n legal actions other than the end of a phase.
func playSome(t *testing.T, c *control.Controller, n int) {
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

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// onDisk is the record part of the game file at path ("" when there is
// none): what a player would find there.
func onDisk(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	_, rec, _ := strings.Cut(string(b), session.RecordSeparator+"\n")
	return rec
}

// recordText is a game's record as its file ends with it.
func recordText(c *control.Controller) string {
	var b strings.Builder
	for _, a := range c.Record() {
		b.WriteString(a.String() + "\n")
	}
	return b.String()
}

// listed reports whether the library lists the file.
func listed(t *testing.T, home, path string) bool {
	t.Helper()
	list, err := session.OpenLibrary(localFiles(), home).List()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range list {
		if e.Path == path {
			return true
		}
	}
	return false
}

// TestAutosaveAndResume: the game is autosaved after every action in its
// own file, a new table offers it, and resuming it continues the same
// file (the same identity), undo included; a finished game is not
// offered, but stays listed.
func TestAutosaveAndResume(t *testing.T) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	a := newTable(t, scenarios.Tutorial, Options{})
	if isOpen[resumeDialog](a) {
		t.Fatal("a first run offers nothing")
	}
	a.c.Select("HIP")
	a.c.Click(hx(t, "8,8"), "", false)
	a.c.EndPhase()
	path := a.c.Session().Doc.Path
	if filepath.Dir(path) != filepath.Join(home, session.GamesDir) || !strings.HasPrefix(filepath.Base(path), a.c.Session().Doc.ID+"-") {
		t.Fatalf("the autosave is %s", path)
	}
	a.Close()
	b := newTable(t, scenarios.Tutorial, Options{})
	if r := resumeOffered(b); r == nil || r.Path != path {
		t.Fatalf("the game is not offered: %+v", r)
	}
	if !b.OpenSave(resumeOffered(b).Path) || b.c.Session().Doc.Path != path || b.c.Session().Doc.Copy {
		t.Fatalf("resumed as %+v (%s)", b.c.Session().Doc, b.c.StatusText())
	}
	sameGame(t, a.c, b.c)
	b.c.Undo()
	if got := onDisk(t, path); got != "activate HIP G3\n" {
		t.Errorf("after undo the file's record is %q", got)
	}
	for !b.c.Session().Over() {
		if !b.c.EndPhase() {
			t.Fatalf("end refused: %+v", b.c.Status())
		}
	}
	if r := resumeOffered(newTable(t, scenarios.Tutorial, Options{})); r != nil {
		t.Errorf("a finished game was offered: %+v", r)
	}
	if !listed(t, home, path) {
		t.Error("the finished game is not listed (it replays in the viewer)")
	}
}

// TestAnotherGameOfTheSameScenarioKeepsTheFirst (issue 23, item 1): a
// second game of the same scenario, however it starts (Ctrl+O on an
// older save, a new game, --record), never writes over the unfinished
// one; before, they shared the scenario's autosave.
func TestAnotherGameOfTheSameScenarioKeepsTheFirst(t *testing.T) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	older := newTable(t, scenarios.Tutorial, Options{})
	playSome(t, older.c, 2)
	if !older.save() {
		t.Fatal(older.c.StatusText())
	}
	savedPath := older.c.Status().Args[0].(string)
	older.Close()

	first := newTable(t, scenarios.Tutorial, Options{})
	closeDialog[resumeDialog](first) // a new game, not the offered one
	playSome(t, first.c, 4)
	keep, want := first.c.Session().Doc.Path, onDisk(t, first.c.Session().Doc.Path)
	if want == "" {
		t.Fatal("the first game has no file")
	}
	// Ctrl+O on the older save of the same scenario, and an action.
	if !first.OpenSave(savedPath) {
		t.Fatal(first.c.StatusText())
	}
	playSome(t, first.c, 1)
	if first.c.Session().Doc.Path == keep || first.c.Session().Doc.Path == savedPath {
		t.Errorf("the opened save continues in %s", first.c.Session().Doc.Path)
	}
	// A new game, and an action.
	first.NewGame()
	playSome(t, first.c, 1)
	// --record.
	rec := newTable(t, scenarios.Tutorial, Options{Record: older.c.Record()[:1]})
	playSome(t, rec.c, 1)
	if got := onDisk(t, keep); got != want {
		t.Errorf("the unfinished game's file changed:\n%q\nwant\n%q", got, want)
	}
	if got, _ := os.ReadFile(savedPath); !strings.HasSuffix(string(got), recordText(older.c)) {
		t.Error("the saved game opened was written")
	}
	if !listed(t, home, keep) {
		t.Error("the unfinished game is not listed")
	}
}

// TestUnfinishedGamesAreListed (issue 23, item 2): games the player never
// saved with Ctrl+S are in Ctrl+O's list, with their scenario's title,
// turn, army to play and who commands each army.
func TestUnfinishedGamesAreListed(t *testing.T) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	mar := newTable(t, "marathon", Options{Players: map[string]string{"perses": "ai:easy"}})
	playSome(t, mar.c, 2)
	mar.c.Session().StopComputer()
	mar.Close()
	tut := newTable(t, scenarios.Tutorial, Options{})
	closeDialog[resumeDialog](tut)
	playSome(t, tut.c, 1)
	tut.openLoad()
	saves, loading := savesListed(tut)
	if !loading || len(saves) != 1 {
		t.Fatalf("Ctrl+O lists %d games (%s)", len(saves), tut.c.StatusText())
	}
	line := session.EntryLine(i18n.EN, saves[0])
	if !strings.Contains(line, mar.c.Scenario().Title) || !strings.Contains(line, "turn 1") || !strings.Contains(line, "in progress") || !strings.Contains(line, "computer") {
		t.Errorf("Ctrl+O's line: %q", line)
	}
}

// TestSaveNamesAreOurs (issue 23, items 4 and 5): Ctrl+S twice in the
// same second writes two files; names come from the scenario's title,
// whatever its file is called (a leading dot, a temp file's pattern, 300
// bytes), and a later start neither hides nor removes them.
func TestSaveNamesAreOurs(t *testing.T) {
	src := tutorialSource(t)
	for _, name := range []string{".club.toml", "x.estafette-tmp-123.toml", strings.Repeat("é", 150) + ".toml"} {
		home := t.TempDir()
		t.Setenv(session.HomeEnv, home)
		sc, rs, err := scenarios.LoadScenario(name, src)
		if err != nil {
			t.Fatal(err)
		}
		a, err := NewApp(sc, rs, Options{Name: name, Source: src})
		if err != nil {
			t.Fatal(err)
		}
		playSome(t, a.c, 1)
		at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
		a.c.Session().Lib.Now = func() time.Time { return at }
		var paths []string
		for i := 0; i < 2; i++ {
			if !a.save() {
				t.Fatalf("%s: Ctrl+S: %s", name, a.c.StatusText())
			}
			paths = append(paths, a.c.Status().Args[0].(string))
		}
		if paths[0] == paths[1] {
			t.Errorf("%s: Ctrl+S twice in a second wrote %s twice", name, paths[0])
		}
		if path, err := a.c.ExportLog(filepath.Join(home, "saves"), at); err != nil || len(filepath.Base(path)) > 100 {
			t.Errorf("%s: export %q %v", name, path, err)
		}
		a.Close()
		session.OpenLibrary(localFiles(), home) // the next start tidies
		for _, p := range append(paths, a.c.Session().Doc.Path) {
			base := filepath.Base(p)
			if strings.HasPrefix(base, ".") || strings.Contains(base, ".estafette-tmp-") || len(base) > 100 {
				t.Errorf("%s: file name %q", name, base)
			}
			if !listed(t, home, p) {
				t.Errorf("%s: %s is not listed after a restart", name, base)
			}
		}
	}
}

// TestNoConfigDirectoryFallsBack: with no HOME and no XDG_CONFIG_HOME the
// table says so once and autosaves in a directory of the user's own
// under the temp directory (issue 9, item 12).
func TestNoConfigDirectoryFallsBack(t *testing.T) {
	tmp := t.TempDir()
	for _, k := range []string{session.HomeEnv, "HOME", "XDG_CONFIG_HOME"} {
		t.Setenv(k, "")
	}
	t.Setenv("TMPDIR", tmp)
	wd := t.TempDir()
	t.Chdir(wd)
	d, err := session.FindDataDir()
	if err != nil || d.Fallback == nil || !strings.HasPrefix(d.Path, filepath.Join(tmp, "estafette-")) {
		t.Fatalf("data dir %+v, %v", d, err)
	}
	a := newTable(t, scenarios.Tutorial, Options{Lang: i18n.EN})
	if a.c.Session().Lib == nil || a.c.Status().Key != "autosave.fallback" || !strings.Contains(a.c.StatusText(), d.Path) {
		t.Fatalf("library %v, status %q", a.c.Session().Lib, a.c.StatusText())
	}
	playSome(t, a.c, 1)
	a.Close()
	if r := resumeOffered(newTable(t, scenarios.Tutorial, Options{})); r == nil {
		t.Error("the game was not autosaved in the fallback directory")
	}
	if fi, _ := os.Lstat(d.Path); fi.Mode().Perm() != 0o700 {
		t.Errorf("the fallback directory is %v, want private", fi.Mode().Perm())
	}
	os.RemoveAll(d.Path)
	os.Symlink(t.TempDir(), d.Path)
	if d2, err := session.FindDataDir(); err != nil || d2.Path != filepath.Join(wd, ".estafette") {
		t.Errorf("a link in the shared temp directory: %+v %v, want the working directory's .estafette", d2, err)
	}
}

// TestSaveWithoutHeaderIsNotMalformedTOML: a saved game that lost its
// first line is recognised as one, and the error says what is missing,
// with file and line (issue 9, item 14).
func TestSaveWithoutHeaderIsNotMalformedTOML(t *testing.T) {
	good, _ := played(t).SaveText()
	noHeader := []byte(strings.SplitN(string(good), "\n", 2)[1])
	if !session.IsSave(noHeader) {
		t.Fatal("a saved game without its header is taken for a scenario")
	}
	_, err := control.LoadSave("g.estafette", noHeader)
	if err == nil || !strings.HasPrefix(err.Error(), "g.estafette:1:1: not an Estafette saved game") || strings.Contains(err.Error(), "TOML") {
		t.Errorf("error %v", err)
	}
	if session.IsSave(tutorialSource(t)) {
		t.Error("a scenario is taken for a saved game")
	}
}

// TestSaveWithoutRulesetNeverCrashesTheWindow: a saved game whose
// scenario names no ruleset gives a positioned error and never reaches
// rules.NewState or the table (issue 9, item 5).
func TestSaveWithoutRulesetNeverCrashesTheWindow(t *testing.T) {
	bad := withoutRuleset(t)
	if _, err := control.LoadSave("g.estafette", bad); err == nil || !strings.Contains(err.Error(), "g.estafette:") || !strings.Contains(err.Error(), "the scenario names no ruleset") {
		t.Errorf("error %v", err)
	}
	path := filepath.Join(t.TempDir(), "g.estafette")
	os.WriteFile(path, bad, 0o644)
	t.Setenv(session.HomeEnv, t.TempDir())
	a := newTable(t, scenarios.Tutorial, Options{})
	if a.OpenSave(path) || a.c.Status().Key != "load.failed" || !strings.Contains(a.c.StatusText(), "names no ruleset") {
		t.Errorf("opening it: status %q", a.c.StatusText())
	}
	sc, _, _ := scenarios.LoadScenario("t.toml", tutorialSource(t))
	if _, err := NewApp(sc, nil, Options{Name: "t.toml", NoAutosave: true}); err == nil {
		t.Error("the table opened a scenario without a ruleset")
	}
}

// TestCtrlOListsOneRowPerGame (issue 39): the table's Ctrl+O lists a
// game once, its Ctrl+S saves folded under its row and counted there, as
// the start screen's library does.
func TestCtrlOListsOneRowPerGame(t *testing.T) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	mar := newTable(t, "marathon", Options{})
	playSome(t, mar.c, 2)
	for i := 0; i < 2; i++ {
		if !mar.save() {
			t.Fatal("Ctrl+S failed")
		}
	}
	mar.Close()
	tut := newTable(t, scenarios.Tutorial, Options{})
	closeDialog[resumeDialog](tut)
	playSome(t, tut.c, 1)
	tut.openLoad()
	saves, loading := savesListed(tut)
	if !loading || len(saves) != 1 {
		t.Fatalf("Ctrl+O lists %d rows for one game and its two saves", len(saves))
	}
	if box := shownBox(t, tut); !strings.Contains(box.Lines[0], "2 saves") {
		t.Errorf("the game's row does not say what folds under it: %q", box.Lines)
	}
}
