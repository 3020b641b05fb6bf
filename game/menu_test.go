//go:build !js

package game

import (
	"errors"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor"
	edcontrol "estafette/game/editor/control"
	"estafette/game/table"
	"estafette/game/viewer"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/store"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/session"
)

// These tests drive the way back to the start screen (Ctrl+M) through
// the shell's own tick, as a player's keys reach it.

func init() {
	keyOf["m"], keyOf["q"], keyOf["d"], keyOf["enter"], keyOf["esc"] = ebiten.KeyM, ebiten.KeyQ, ebiten.KeyD, ebiten.KeyEnter, ebiten.KeyEscape
}

// press runs one tick of the shell with keys: the last one pressed, the
// others held.
func press(t *testing.T, s *Shell, keys ...string) error {
	t.Helper()
	// The window's size, as the first layout would give it.
	switch w := s.cur.(type) {
	case *table.App:
		w.W, w.H = max(w.W, 1280), max(w.H, 800)
	case *viewer.App:
		w.W, w.H = max(w.W, 1280), max(w.H, 800)
	case *editor.App:
		w.W, w.H = max(w.W, 1280), max(w.H, 800)
	}
	return s.step(&keyInput{held: keys[:len(keys)-1], just: keys[len(keys)-1]})
}

// startWithAutosave is the start screen of a run that autosaves, its data
// directory a temp one.
func startWithAutosave(t *testing.T) *Shell {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(session.HomeEnv, dir)
	a := NewStart(i18n.EN, false)
	pres := &presentation{scale: 1, st: store.Local(), dir: dir, keep: true}
	return &Shell{cur: a, start: a, pres: pres, playOpts: table.Options{Lang: i18n.EN}}
}

// TestTableBackToStartOffersContinue: a game started from the start
// screen, one action played and one game saved (Ctrl+S), then Ctrl+M:
// the start screen shows again, in the language the table was left in
// (kept in the settings, as the screen's own switch keeps it),
// and offers that game under Continue (its turn and army to play) and
// among the saved games; Continue opens it on the table as it was left.
func TestTableBackToStartOffersContinue(t *testing.T) {
	s := startWithAutosave(t)
	c := s.start.Controller()
	if c.Latest() != nil {
		t.Fatal("a fresh data directory offers a game to continue")
	}
	c.Click("open") // the saved games' page, read now: empty
	if saves, _ := c.Saves(); len(saves) != 0 {
		t.Fatalf("saves %v", saves)
	}
	c.Click("new")
	c.Click("play")
	s.handle(s.start.Request())
	tb := s.table
	if tb == nil || s.cur != window.Window(tb) || !tb.OffersMenu() {
		t.Fatal("Play did not open a table that leads back")
	}
	tc := tb.Controller()
	if !tc.Apply(rules.EndPhase{}) {
		t.Fatal(tc.StatusText())
	}
	d, _ := session.FindDataDir()
	if _, err := saveIn(d.Path, tc); err != nil {
		t.Fatal(err)
	}
	tc.Lang = i18n.FR // L at the table
	if err := press(t, s, "ctrl", "m"); err != nil {
		t.Fatal(err)
	}
	if s.cur != window.Window(s.start) || s.table != nil {
		t.Fatalf("Ctrl+M: on %T", s.cur)
	}
	if tc.Session().Thinking() {
		t.Error("the table left still thinks")
	}
	g := c.Latest()
	st := tc.State()
	if g == nil || g.Path != tc.Session().Doc.Path || g.Turn != st.Turn() || g.Army != st.Active().Name || g.Scenario != tc.Scenario().Title {
		t.Fatalf("Continue offers %+v", g)
	}
	if saves, _ := c.Saves(); len(saves) != 2 {
		t.Errorf("the library lists %d games, want the one left and the one saved", len(saves))
	}
	if c.Lang != i18n.FR {
		t.Errorf("the start screen is in %s, the table was left in French", c.Lang)
	}
	if next := openPresentation(false); next.set.Lang != "fr" {
		t.Errorf("the language the table was left in is not kept: the next run reads %q", next.set.Lang)
	}
	c.Click("continue")
	s.handle(s.start.Request())
	if s.table == nil || s.cur != window.Window(s.table) || len(s.table.Controller().Record()) != 1 {
		t.Fatal("Continue did not open the game left")
	}
	if s.table.Dialog() == "resume" {
		t.Error("Continue asks to resume what it resumes")
	}
}

// TestViewerBackToStart: a lesson or a saved game opened in the viewer
// from the start screen: Ctrl+M shows the start screen again. The viewer
// of `estafette view` offers no way back, and Ctrl+M does nothing there.
func TestViewerBackToStart(t *testing.T) {
	s := startShell(t)
	c := s.start.Controller()
	c.Click("lessons")
	c.Click("lesson:0")
	s.handle(s.start.Request())
	v, ok := s.cur.(*viewer.App)
	if !ok || !v.OffersMenu() {
		t.Fatalf("the lesson is not in a viewer that leads back: %T", s.cur)
	}
	if err := press(t, s, "ctrl", "m"); err != nil {
		t.Fatal(err)
	}
	if s.cur != window.Window(s.start) || s.viewer != nil {
		t.Fatalf("Ctrl+M: on %T", s.cur)
	}

	// estafette view: no start screen.
	g, err := OpenLesson(c.Lessons()[0])
	if err != nil {
		t.Fatal(err)
	}
	v, err = NewViewer(g, ViewerOptions{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	s = &Shell{cur: v, viewer: v}
	if v.OffersMenu() {
		t.Error("estafette view offers the start screen")
	}
	if err := press(t, s, "ctrl", "m"); err != nil || s.cur != window.Window(v) {
		t.Errorf("Ctrl+M in estafette view: %v, on %T", err, s.cur)
	}
}

// TestNoStartScreenNoMenu: `estafette play FILE` and a game the editor
// of `estafette edit` starts offer no way to a start screen that never
// showed; Ctrl+M leaves the table on screen.
func TestNoStartScreenNoMenu(t *testing.T) {
	s := shellOn(t, "tutorial.toml", tutorialSource(t), table.Options{Lang: i18n.EN})
	if s.table.OffersMenu() {
		t.Error("estafette play offers the start screen")
	}
	s.table.Controller().Apply(rules.EndPhase{})
	if err := press(t, s, "ctrl", "m"); err != nil || s.cur != window.Window(s.table) || s.table.Dialog() == "quit" {
		t.Errorf("Ctrl+M in estafette play: %v, on %T, dialog %q", err, s.cur, s.table.Dialog())
	}
	s.handle(table.EditRequest{})
	s.ed.Click(edcontrol.Play)
	s.handle(s.ed.Request())
	if s.table.OffersMenu() || s.ed.OffersMenu() {
		t.Error("a game from the editor of estafette play offers the start screen")
	}
}

// TestTableCtrlQFromTheStartScreenQuits: Ctrl+Q at a table the start
// screen opened ends the program. (It did nothing before: that table
// asks the shell, as an editor may be open, and the shell ignored it.)
func TestTableCtrlQFromTheStartScreenQuits(t *testing.T) {
	s := startShell(t)
	s.start.Controller().Click("play")
	s.handle(s.start.Request())
	if err := press(t, s, "ctrl", "q"); !errors.Is(err, ebiten.Termination) {
		t.Errorf("Ctrl+Q at the table: %v", err)
	}
}

// TestEditorBackToStart: the editor the start screen opened has a way
// back (Ctrl+M, its button): at once when nothing is unsaved; after its
// question otherwise (D: don't save). An editor opened from a game has
// "Back to the game" instead. An editor left with unsaved changes behind
// a game the player then leaves for the start screen is not lost: the
// start screen's Editor brings it back and asks about them first.
func TestEditorBackToStart(t *testing.T) {
	s := startShell(t)
	c := s.start.Controller()
	c.Click("editor")
	s.handle(s.start.Request())
	ed := s.ed
	if ed == nil || !ed.OffersMenu() {
		t.Fatal("the editor from the start screen offers no way back")
	}
	ed.Controller().Lang = i18n.FR
	m := ed.Panel()
	if !panelHas(m, "menu", "⌂ Accueil") {
		t.Error("the editor's panel has no start screen button")
	}
	// The new scenario's form first: Enter takes its defaults.
	press(t, s, "enter")
	drop(ed.Controller(), edcontrol.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	if err := press(t, s, "ctrl", "m"); err != nil || s.cur != window.Window(ed) || ed.Dialog() != "confirm" {
		t.Fatalf("unsaved: %v, on %T, dialog %q", err, s.cur, ed.Dialog())
	}
	press(t, s, "d")
	if s.cur != window.Window(s.start) || s.ed != nil {
		t.Fatalf("after Don't save: on %T", s.cur)
	}

	// The editor opened from a game offers Back to the game.
	c.Click("play")
	s.handle(s.start.Request())
	s.handle(table.EditRequest{})
	if s.ed.OffersMenu() {
		t.Error("the editor opened from a game offers the start screen")
	}
	drop(s.ed.Controller(), edcontrol.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	s.handle(editor.BackRequest{})
	press(t, s, "ctrl", "m")
	if s.cur != window.Window(s.start) {
		t.Fatalf("Ctrl+M at the table: on %T", s.cur)
	}
	kept := s.ed
	c.Click("editor")
	s.handle(s.start.Request())
	if s.ed != kept || s.cur != window.Window(kept) || kept.Dialog() != "confirm" || !kept.OffersMenu() {
		t.Errorf("the editor with unsaved changes: on %T, the same %v, dialog %q", s.cur, s.ed == kept, kept.Dialog())
	}
}

// panelHas reports a button of the editor's panel with this id and label.
func panelHas(m *render.EditorPanelModel, id, label string) bool {
	for _, r := range append(append([]render.EdRow(nil), m.Rows...), m.Footer...) {
		for _, c := range r.Cells {
			if c.ID == id && c.Label == label {
				return true
			}
		}
	}
	return false
}

// TestScriptedClickThatOpensAWindow: `--start --click play` (the start
// screen's Play opens the table on the press) releases the click where it
// was pressed and plays on: the table is on screen, no error. (Fails
// before: the release was looked for on the table, "play is neither a
// piece nor a hex".)
func TestScriptedClickThatOpensAWindow(t *testing.T) {
	s := startShell(t)
	sc, err := window.NewScript([]window.Gesture{{Spec: "play"}}, "", false)
	if err != nil {
		t.Fatal(err)
	}
	s.in = sc
	s.start.LayoutF(1400, 900)
	for i := 0; i < 20 && !sc.Done(); i++ {
		if err := s.in.Tick(placesOf{s}); err != nil {
			t.Fatal(err)
		}
		if tb, ok := s.cur.(*table.App); ok {
			tb.W, tb.H = 1400, 900
		}
		if err := s.step(s.in); err != nil {
			t.Fatal(err)
		}
	}
	if !sc.Done() || s.table == nil || s.cur != window.Window(s.table) {
		t.Errorf("the script is done %v, on %T", sc.Done(), s.cur)
	}
}

// TestCancelledQuitLetsTheTablePlayOn: Ctrl+Q at a table whose editor
// holds unsaved changes shows the editor's question; cancelled there,
// "Back to the game" returns to a table that plays on: the computer
// commanding the army to play plays again. (Fails before: the table
// kept its quit flag and held the computer for good.)
func TestCancelledQuitLetsTheTablePlayOn(t *testing.T) {
	s := startShell(t)
	s.start.Controller().Click("play")
	s.handle(s.start.Request())
	tb := s.table
	press(t, s, "esc") // the briefing, read
	s.handle(table.EditRequest{})
	drop(s.ed.Controller(), edcontrol.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	s.handle(editor.BackRequest{})
	if err := press(t, s, "ctrl", "q"); err != nil || s.cur != window.Window(s.ed) || s.ed.Dialog() != "confirm" {
		t.Fatalf("Ctrl+Q with the editor's changes unsaved: %v, on %T, dialog %q", err, s.cur, s.ed.Dialog())
	}
	press(t, s, "esc")
	if s.ed.Dialog() != "" {
		t.Fatalf("Esc left the editor's question open: %q", s.ed.Dialog())
	}
	s.handle(editor.BackRequest{})
	if s.cur != window.Window(tb) || tb.Quitting() {
		t.Fatalf("back to the game: on %T, quitting %v", s.cur, tb.Quitting())
	}
	c := tb.Controller()
	if err := c.Session().SetPlayers(map[string]string{c.State().Decision().Army: "ai:easy"}); err != nil {
		t.Fatal(err)
	}
	c.Session().SetPace(0)
	n := len(c.Record())
	for i := 0; i < 5000 && len(c.Record()) == n; i++ {
		if err := press(t, s, ""); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond) // the computer thinks in a goroutine
	}
	if len(c.Record()) == n {
		t.Error("the computer does not play after the quit was cancelled")
	}
	c.Session().StopComputer()
}
