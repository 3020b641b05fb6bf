//go:build !js

package game

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"estafette/game/control"
	"estafette/game/editor"
	edcontrol "estafette/game/editor/control"
	"estafette/game/editor/model"
	"estafette/game/start"
	"estafette/game/table"
	"estafette/game/viewer"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/store"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// game of a built-in scenario after n of the first legal actions, on a
// controller of its own.
func gameOf(t *testing.T, key string, n int) *control.Controller {
	t.Helper()
	src, err := scenarios.Builtin(key)
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(key+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController(key+".toml", src, sc, rs, 0)
	for i := 0; i < n; i++ {
		if !c.Apply(rules.EndPhase{}) {
			t.Fatalf("%s: end phase %d refused: %s", key, i, c.StatusText())
		}
	}
	return c
}

// writeAutosave writes c as its scenario's autosave in dir, dated when.
func writeAutosave(t *testing.T, dir string, c *control.Controller, when time.Time) string {
	t.Helper()
	data, err := c.SaveText()
	if err != nil {
		t.Fatal(err)
	}
	_ = data
	lib := session.OpenLibrary(store.Files{}, dir)
	d := lib.NewDoc(c.Scenario().Title)
	if err := lib.Write(d, c.Session().Game()); err != nil {
		t.Fatal(err)
	}
	lib.Release(d)
	p := d.Path
	os.Chtimes(p, when, when)
	return p
}

// TestContinuePicksTheLatestUnfinished: of the autosaves, Continue offers
// the most recent game that is not over, with its scenario, turn and
// army to play; a more recent one that cannot be loaded is set aside,
// not offered; none with --no-autosave.
func TestContinuePicksTheLatestUnfinished(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	tut := gameOf(t, "tutorial", 4)
	mar := gameOf(t, "marathon", 1)
	tutPath := writeAutosave(t, dir, tut, now.Add(-2*time.Hour))
	marPath := writeAutosave(t, dir, mar, now.Add(-time.Hour))
	os.WriteFile(filepath.Join(dir, "games", "0123456789ab-pratzen.estafette"), []byte("estafette-save 1\nnonsense"), 0o644)
	lib := Library(store.Files{}, dir, false)
	g := lib.Latest()
	if g == nil || g.Path != marPath {
		t.Fatalf("continue offers %+v, want %s", g, marPath)
	}
	st := mar.State()
	if g.Scenario != mar.Scenario().Title || g.Turn != st.Turn() || g.Army != st.Active().Name {
		t.Errorf("continue shows %+v", g)
	}
	// The tutorial played since: it is the latest now.
	os.Chtimes(tutPath, now, now)
	if g := lib.Latest(); g == nil || g.Path != tutPath {
		t.Errorf("continue offers %+v, want the tutorial's", g)
	}
	if Library(store.Files{}, dir, true).Latest != nil {
		t.Error("--no-autosave still offers a game to continue")
	}
}

// TestSavesListed: the saved games are listed newest first with their
// scenario, turn and army to play; a damaged one is listed with its
// first error line.
func TestSavesListed(t *testing.T) {
	dir := t.TempDir()
	saves := filepath.Join(dir, "saves")
	base := time.Now().Add(-24 * time.Hour)
	for i := 0; i < 11; i++ {
		c := gameOf(t, "tutorial", i%5)
		p, err := saveIn(dir, c)
		if err != nil {
			t.Fatal(err)
		}
		at := base.Add(time.Duration(i) * time.Minute)
		os.Chtimes(p, at, at)
	}
	bad := filepath.Join(saves, "bad.estafette")
	os.WriteFile(bad, []byte("estafette-save 1\nscenario x\n"), 0o644)
	os.Chtimes(bad, base.Add(-time.Hour), base.Add(-time.Hour))
	list, err := Library(store.Files{}, dir, false).Saves()
	if err != nil || len(list) != 12 || !list[0].Saved || !list[0].Known {
		t.Fatalf("%d saves, %v", len(list), err)
	}
	newest := gameOf(t, "tutorial", 10%5)
	if g := list[0]; g.Turn != newest.State().Turn() || g.Army != newest.State().Active().Name || g.Err != nil || !strings.HasPrefix(g.Scenario, "Tutoriel") {
		t.Errorf("newest %+v", g)
	}
	if g := list[11]; g.Path != bad || g.Err == nil || strings.Contains(g.Err.Error(), "\n") {
		t.Errorf("the damaged save: %+v", g)
	}
}

// startShell is a shell showing the start screen, its data directory a
// temp one.
func startShell(t *testing.T) *Shell {
	t.Helper()
	t.Setenv(session.HomeEnv, t.TempDir())
	a := NewStart(i18n.FR, true)
	return &Shell{cur: a, start: a, playOpts: table.Options{Lang: i18n.FR, NoAutosave: true}}
}

// TestStartOpensTheWindows: each choice of the start screen puts its
// window on screen: a new game with who commands each army given to the
// table, a saved game on the table or in the viewer, a lesson, the editor.
func TestStartOpensTheWindows(t *testing.T) {
	s := startShell(t)
	c := s.start.Controller()
	army := c.Selected().Scenario.Armies[1].ID
	c.Click("seat:" + army)
	c.Click("seat:" + army)
	c.Click("play")
	s.handle(s.start.Request())
	if s.table == nil || s.cur != window.Window(s.table) {
		t.Fatal("Play did not open the table")
	}
	o := s.table.Options()
	if o.Players[army] != start.AINormal || o.Name != "tutorial.toml" || o.Lang != i18n.FR || !o.NoResume {
		t.Errorf("the table's options: %+v", o)
	}

	// A saved game, on the table and in the viewer.
	d, _ := session.FindDataDir()
	g := gameOf(t, "tutorial", 3)
	p, err := saveIn(d.Path, g)
	if err != nil {
		t.Fatal(err)
	}
	s = startShell(t)
	s.handle(start.OpenSaveRequest{Path: p})
	if s.table == nil || len(s.table.Controller().Record()) != 3 {
		t.Fatalf("the saved game is not on the table")
	}
	s = startShell(t)
	s.handle(start.OpenSaveRequest{Path: p, View: true})
	v, ok := s.cur.(*viewer.App)
	if !ok || v.Viewer().Replay().Len() != 3 {
		t.Fatalf("the saved game is not in the viewer: %T", s.cur)
	}
	s.handle(start.ContinueRequest{Path: p})
	if s.table == nil || s.cur != window.Window(s.table) {
		t.Error("continue did not open the table")
	}

	// A save that cannot be read: the start screen says why, and stays.
	s = startShell(t)
	s.handle(start.OpenSaveRequest{Path: filepath.Join(t.TempDir(), "gone.estafette")})
	if s.cur != window.Window(s.start) || !strings.Contains(s.start.Controller().Message, "gone.estafette") {
		t.Errorf("a missing save: on %T, message %q", s.cur, s.start.Controller().Message)
	}

	// A lesson, the editor.
	s = startShell(t)
	s.start.Controller().Click("lessons")
	s.start.Controller().Click("lesson:0")
	s.handle(s.start.Request())
	if _, ok := s.cur.(*viewer.App); !ok {
		t.Errorf("the lesson opened %T", s.cur)
	}
	s = startShell(t)
	s.start.Controller().Click("editor")
	s.handle(s.start.Request())
	if s.ed == nil || s.cur != window.Window(s.ed) || s.ed.Controller().Lang != i18n.FR {
		t.Errorf("the editor is not on screen: %T", s.cur)
	}
}

// TestStartSettingsKept: the language and the palette chosen on the start
// screen are written to the settings file, and the next run reads them.
func TestStartSettingsKept(t *testing.T) {
	s := startShell(t)
	dir := os.Getenv(session.HomeEnv)
	s.pres = &presentation{scale: 1, st: store.Local(), dir: dir, keep: true}
	s.start.Controller().Click("lang")
	s.handle(s.start.Request())
	s.start.Controller().Click("contrast")
	s.handle(s.start.Request())
	defer s.handle(start.SettingsRequest{Lang: i18n.EN})
	next := openPresentation(false)
	if next.set.Lang != "en" || !next.set.HighContrast || next.broken != nil {
		t.Errorf("the next run reads %+v (%v)", next.set, next.broken)
	}
	if got := next.apply(i18n.FR, Display{}); got != i18n.EN {
		t.Errorf("the saved language is not used: %s", got)
	}
	if got := next.apply(i18n.FR, Display{LangGiven: true}); got != i18n.FR {
		t.Errorf("--lang does not win over the saved language: %s", got)
	}
}

// TestScaleKeys: Ctrl + and Ctrl − step the scale and keep it, Ctrl 0
// goes back to 1; the windows lay out at the outside size divided by it,
// and never see those keys.
func TestScaleKeys(t *testing.T) {
	dir := t.TempDir()
	p := &presentation{scale: 1, st: store.Files{}, dir: dir, keep: true}
	press := func(k ...string) bool { return p.keys(&keyInput{held: k[:len(k)-1], just: k[len(k)-1]}) }
	twice := press("ctrl", "=")
	twice = press("ctrl", "=") && twice
	if !twice || p.scale != 1.5 {
		t.Fatalf("scale %v after Ctrl + twice", p.scale)
	}
	if w, h := p.logical(1500, 900); w != 1000 || h != 600 {
		t.Errorf("lays out at %v×%v", w, h)
	}
	if press("=") || p.scale != 1.5 {
		t.Error("+ without Ctrl scaled the interface")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "settings.json")); !strings.Contains(string(b), `"scale": 1.5`) {
		t.Errorf("settings file: %s", b)
	}
	press("ctrl", "-")
	if p.scale != 1.25 {
		t.Errorf("Ctrl − gives %v", p.scale)
	}
	press("ctrl", "0")
	if p.scale != 1 {
		t.Errorf("Ctrl 0 gives %v", p.scale)
	}
	in := hideKeys{&keyInput{held: []string{"ctrl"}, just: "="}}
	if in.KeyJustPressed(keyOf["="]) {
		t.Error("the window sees Ctrl + the shell took")
	}
	if !(hideKeys{&keyInput{just: "="}}).KeyJustPressed(keyOf["="]) {
		t.Error("the window does not see + alone (the viewer's zoom)")
	}
}

// TestTheListReplaysNothing (issue 23, item 6): the start screen's list
// reads each game's header and replays none. Before, it replayed up to
// 200 saves on the window's thread (22–28 s with long ones): a game
// whose record the rules refuse was listed as unreadable; now it is
// listed as its header says, and says why only when opened.
func TestTheListReplaysNothing(t *testing.T) {
	dir := t.TempDir()
	c := gameOf(t, "marathon", 3)
	p, err := saveIn(dir, c)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	os.WriteFile(p, append(data, []byte("move NOBODY 1,1\n")...), 0o644)
	list, err := Library(store.Files{}, dir, false).Saves()
	if err != nil || len(list) != 1 {
		t.Fatalf("%+v %v", list, err)
	}
	if g := list[0]; g.Err != nil || g.Turn != c.State().Turn() || g.Scenario != c.Scenario().Title || !g.Saved {
		t.Errorf("listed as %+v", g)
	}
}

// TestStartPrintsTheKit (issue 29): the start screen's Print buttons
// write the selected scenario's sheets and its family's card as PDF
// files of their own in prints/, say where, and never write over one.
func TestStartPrintsTheKit(t *testing.T) {
	s := startShell(t)
	c := s.start.Controller()
	c.Select(4) // any scenario but the first
	var made []string
	for _, id := range []string{"print", "print", "print-rules"} {
		c.Click(id)
		s.handle(s.start.Request())
		printed(t, s)
		if !strings.Contains(c.Message, "prints") {
			t.Fatalf("%s: the screen says %q", id, c.Message)
		}
		made = append(made, c.Message[strings.Index(c.Message, "/"):])
	}
	if made[0] == made[1] {
		t.Errorf("two prints wrote one file: %s", made[0])
	}
	for _, p := range made {
		b, err := os.ReadFile(p)
		if err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
			t.Errorf("%s: %v, %q", p, err, b[:min(len(b), 8)])
		}
	}
	if !strings.Contains(made[2], "card") || !strings.Contains(made[0], session.CleanTitle(c.Selected().Scenario.Title)) {
		t.Errorf("names %v", made)
	}
}

// TestEditorPrintsItsSetup (issue 29): the editor's Print asks the shell
// for the setup's sheets, which go to a PDF file of their own, and the
// editor's status line says where.
func TestEditorPrintsItsSetup(t *testing.T) {
	t.Setenv(session.HomeEnv, t.TempDir())
	src, _ := scenarios.Builtin("marathon")
	sc, rs, err := scenarios.LoadScenario("marathon.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	ed, err := editor.NewApp(editor.Options{Scenario: model.Clone(sc), Ruleset: rs, Lang: i18n.EN, NoAutosave: true})
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{cur: ed, ed: ed}
	if r := ed.Controller().ClickPanel(edcontrol.Print); r != edcontrol.RequestPrint {
		t.Fatalf("Print asks %q", r)
	}
	s.handle(editor.PrintRequest{Scenario: sc, Ruleset: rs, Lang: i18n.EN})
	printed(t, s)
	msg := ed.Controller().StatusText()
	i := strings.Index(msg, "/")
	if i < 0 {
		t.Fatalf("the editor says %q", msg)
	}
	if b, err := os.ReadFile(msg[i:]); err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Errorf("%s: %v", msg[i:], err)
	}
}

// TestStartRemembersWhoCommands (issue 26): who commands each army of a
// scenario started from the start screen is kept in the settings, and
// the next run's start screen offers the same for that scenario; another
// scenario keeps its own.
func TestStartRemembersWhoCommands(t *testing.T) {
	s := startShell(t)
	dir := os.Getenv(session.HomeEnv)
	s.pres = &presentation{scale: 1, st: store.Local(), dir: dir, keep: true}
	c := s.start.Controller()
	c.Select(1)
	key := c.Selected().Key
	army := c.Selected().Scenario.Armies[1].ID
	c.Click("seat:" + army) // a person → the computer, easy
	c.Click("seat:" + army) // → normal
	c.Click("play")
	s.handle(s.start.Request())
	if s.table == nil {
		t.Fatal("Play opened no table")
	}
	next := openPresentation(false)
	if got := next.set.Seats[key][army]; got != start.AINormal {
		t.Fatalf("the settings keep %v", next.set.Seats)
	}
	again := NewStart(i18n.EN, true)
	again.Controller().RememberSeats(next.set.Seats)
	ac := again.Controller()
	ac.Select(1)
	if ac.Seat(army) != start.AINormal {
		t.Errorf("the next start screen offers %q for %s", ac.Seat(army), army)
	}
	ac.Select(0)
	for _, a := range ac.Selected().Scenario.Armies {
		if ac.Seat(a.ID) != start.Human {
			t.Errorf("another scenario's %s is offered %q", a.ID, ac.Seat(a.ID))
		}
	}
}

// TestNeverAskIsKept: the table's "never ask again" before an empty
// phase ends is kept in the settings and given to the next tables.
func TestNeverAskIsKept(t *testing.T) {
	s := startShell(t)
	dir := os.Getenv(session.HomeEnv)
	s.pres = &presentation{scale: 1, st: store.Local(), dir: dir, keep: true}
	c := s.start.Controller()
	c.Click("play")
	s.handle(s.start.Request())
	s.handle(table.NoEmptyEndRequest{})
	if next := openPresentation(false); !next.set.NoEmptyEndQuestion {
		t.Error("the settings do not keep it")
	}
	s.backToStart(i18n.FR)
	c.Click("new")
	c.Click("play")
	s.handle(s.start.Request())
	if !s.table.Options().NoEmptyEndQuestion {
		t.Error("the next table asks again")
	}
}

// TestOwnScenariosOffered (issue 26): a new scenario's Save as offers the
// player's scenarios folder, and the start screen offers the scenarios
// there after the built-in ones, marked as his, to play like them; a file
// there that does not load is left to the editor.
func TestOwnScenariosOffered(t *testing.T) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	ed, err := editor.NewApp(editor.Options{Lang: i18n.EN, NoAutosave: true, NewRuleset: "thucydide"})
	if err != nil {
		t.Fatal(err)
	}
	if p := ed.Controller().SuggestedPath(); filepath.Dir(p) != filepath.Join(home, "scenarios") {
		t.Errorf("Save as offers %s", p)
	}
	src, _ := scenarios.Builtin("marathon")
	mine := strings.Replace(string(src), `title = "Marathon`, `title = "Mon Marathon`, 1)
	os.MkdirAll(filepath.Join(home, "scenarios"), 0o755)
	os.WriteFile(filepath.Join(home, "scenarios", "mon-marathon.toml"), []byte(mine), 0o644)
	os.WriteFile(filepath.Join(home, "scenarios", "broken.toml"), []byte("title = 1\n"), 0o644)
	s := &Shell{}
	a := NewStart(i18n.EN, true)
	s.cur, s.start, s.playOpts = a, a, table.Options{Lang: i18n.EN, NoAutosave: true}
	c := a.Controller()
	found := -1
	for i := 0; i < 20; i++ {
		c.Select(i)
		if c.Selected().File != "" {
			found = i
			break
		}
	}
	if found < 0 || !strings.HasPrefix(c.Selected().Scenario.Title, "Mon Marathon") {
		t.Fatalf("the player's scenario is not offered (%d)", found)
	}
	if n := len(c.Layout(1400, 900, 1).Entries); n == 0 {
		t.Fatal("no layout")
	}
	c.Click("play")
	s.handle(s.start.Request())
	if s.table == nil || s.table.Options().Name != filepath.Join(home, "scenarios", "mon-marathon.toml") {
		t.Fatalf("Play on it: %+v", s.table)
	}
}

// TestDemoSeatsAreNotKept (issue 39): after the computer against itself,
// the next start screen offers for the tutorial the seats the player
// chose, not the demo's two computers (the next game was one he could
// only watch).
func TestDemoSeatsAreNotKept(t *testing.T) {
	s := startShell(t)
	dir := os.Getenv(session.HomeEnv)
	s.pres = &presentation{scale: 1, st: store.Local(), dir: dir, keep: true}
	c := s.start.Controller()
	c.Select(0)
	army := c.Selected().Scenario.Armies[1].ID
	c.Click("seat:" + army) // the computer, easy
	c.Click("play")
	s.handle(s.start.Request())
	s.backToStart(i18n.FR)
	c.Click("demo")
	s.handle(s.start.Request())
	if s.table == nil {
		t.Fatal("the demo opened no table")
	}
	seats := openPresentation(false).set.Seats[scenarios.Tutorial]
	if seats[army] != start.AIEasy || seats[c.Selected().Scenario.Armies[0].ID] != start.Human {
		t.Errorf("after the demo the settings keep %v", seats)
	}
}
