package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/control"
	"estafette/game/editor"
	"estafette/game/start"
	"estafette/game/table"
	"estafette/game/viewer"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/internal/store"
	"estafette/internal/version"
	"estafette/render"
	"estafette/scenarios"
	"estafette/session"
)

// StartOptions are the start screen's options: the bare command's.
type StartOptions struct {
	Lang i18n.Lang
	// Display is --fullscreen, and whether --lang was given.
	Display Display
	// NoAutosave offers no unfinished game, and the games it opens are
	// not autosaved.
	NoAutosave bool
	// Screenshot, Clicks and Hover are --start's scripted run: the
	// entries' ids (new, scenario:1, seat:ARMY, open, save:N…).
	Screenshot string
	Clicks     []string
	Hover      string
}

// Library is what the start screen reads of the player's game library
// (package session) in the data directory dir of st: every game, unfinished
// and saved, newest first, from their headers alone, and the most recent
// unfinished one. With noAutosave there is nothing to continue.
func Library(st store.Store, dir string, noAutosave bool) start.Library {
	lib := session.OpenLibrary(st, dir)
	// What opening the library did (games pruned, earlier autosaves that
	// do not load) is said on the start screen: the table, opened after
	// it, finds nothing left to say.
	out := start.Library{Delete: lib.Delete, Notes: lib.Notes, Scenarios: func() []start.Scenario { return ownScenarios(st, dir) }, Saves: func() ([]start.Game, error) {
		list, err := lib.List()
		if err != nil {
			return nil, err
		}
		games := make([]start.Game, len(list))
		for i, e := range list {
			games[i] = describe(e)
		}
		return games, nil
	}}
	if !noAutosave {
		out.Latest = func() *start.Game {
			e := lib.Latest("")
			if e == nil {
				return nil
			}
			g := describe(*e)
			return &g
		}
	}
	return out
}

// describe is what the start screen shows of a game of the library.
func describe(e session.Entry) start.Game {
	g := start.Game{Path: e.Path, Scenario: e.Title(), Turn: e.Meta.Turn, Army: e.Meta.ArmyNamed(e.Meta.Army),
		Over: e.Meta.Over, Date: e.Date, Saved: e.Kind == session.Saved, Known: e.Meta.HasState, Entry: e}
	if e.Err != nil {
		g.Err = firstLineErr{e.Err}
	}
	return g
}

// firstLineErr shows only an error's first line: a saved game's errors
// list every bad line.
type firstLineErr struct{ error }

func (e firstLineErr) Error() string {
	s := e.error.Error()
	for i := range s {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}

// NewStart is the start screen's window, reading the player's games from
// the platform's data directory.
func NewStart(lang i18n.Lang, noAutosave bool) *start.App {
	var lib start.Library
	if d, err := session.FindDataDir(); err == nil {
		lib = Library(store.Local(), d.Path, noAutosave)
	}
	c := start.NewController(lang, version.String(), lib)
	return start.NewApp(c)
}

// RunStart opens the start screen and blocks until the window is closed.
func RunStart(opts StartOptions) error {
	scripted := opts.Screenshot != ""
	pres := openPresentation(scripted)
	opts.Lang = pres.apply(opts.Lang, opts.Display)
	a := NewStart(opts.Lang, opts.NoAutosave)
	a.Controller().HighContrast = pres.set.HighContrast
	a.Controller().Scale = pres.scale
	a.Controller().RememberSeats(pres.set.Seats)
	if msg := pres.message(opts.Lang); msg != "" {
		a.Controller().Tell(msg)
	}
	s := &Shell{cur: a, start: a, pres: pres, playOpts: table.Options{Lang: opts.Lang, NoAutosave: opts.NoAutosave, NoEmptyEndQuestion: pres.set.NoEmptyEndQuestion, AskWhenNothing: pres.set.AskWhenNothing, AskDefenseFrom: pres.set.AskDefenseFrom, CardCorner: pres.set.CardCorner, Palette: pres.palette()}}
	var then window.Input
	if !scripted {
		s.live = &window.Live{}
		then = s.live
	}
	gestures := make([]window.Gesture, len(opts.Clicks))
	for i, c := range opts.Clicks {
		gestures[i] = window.Gesture{Spec: c}
	}
	var err error
	if s.in, err = script(gestures, opts.Hover, false, then); err != nil {
		return err
	}
	s.shot.Path = opts.Screenshot
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	if sc, _, err := scenarios.LoadScenario("tutorial.toml", src); err == nil {
		ebiten.SetWindowSize(window.Size(render.BoardGeometry(&sc.Board), start.MenuWidth))
	}
	return runShell(s)
}

// handleStart acts on the start screen's requests.
func (s *Shell) handleStart(r window.Request) {
	if s.start == nil {
		return
	}
	c := s.start.Controller()
	opts := s.playOpts
	opts.Lang = c.Lang
	opts.NoResume = true
	// The table and the viewer it opens lead back here (Ctrl+M).
	opts.Menu = true
	switch r := r.(type) {
	case start.PlayRequest:
		s.rememberSeats(r)
		opts.Name, opts.Source, opts.Players = r.Scenario.Name(), r.Scenario.Source, r.Players
		s.openTable(table.NewApp(r.Scenario.Scenario, r.Scenario.Ruleset, opts))
	case start.ContinueRequest:
		s.openSaved(r.Path, opts)
	case start.OpenSaveRequest:
		if r.View {
			s.viewSaved(r.Path, c.Lang)
		} else {
			s.openSaved(r.Path, opts)
		}
	case start.PrintRequest:
		s.printScenario(r)
	case start.LessonRequest:
		g, err := OpenLesson(r.Lesson)
		if err == nil {
			s.openViewer(NewViewer(g, ViewerOptions{Lang: c.Lang, NoAutosave: opts.NoAutosave, Menu: true, Palette: opts.Palette}))
		} else {
			c.Tell(err.Error())
		}
	case start.OpenFileRequest:
		s.askScenarioFile(c.Lang)
	case start.EditorRequest:
		s.openNewEditor(c.Lang)
	case start.QuitRequest:
		s.tableQuits()
	case start.HostRequest:
		s.hostNew(r)
	case start.JoinRequest:
		s.joinGame(r)
	case start.SettingsRequest:
		s.playOpts.Lang = r.Lang
		// The start screen draws in its controller's choice already; the
		// windows it opens from now on are given the new palette.
		s.playOpts.Palette = render.PaletteFor(r.HighContrast)
		if s.pres != nil {
			s.pres.set.Lang, s.pres.set.HighContrast = string(r.Lang), r.HighContrast
			if msg := s.pres.save(); msg != "" {
				c.Tell(msg)
			}
		}
		s.start.Shown()
	}
}

// rememberSeats keeps who commands each army of the scenario started in
// the settings, so that the next game of it offers the same. The demo's
// (the computer against itself) are not the player's choice: never kept.
func (s *Shell) rememberSeats(r start.PlayRequest) {
	if s.pres == nil || !s.pres.keep || r.Demo {
		return
	}
	if s.pres.set.Seats == nil {
		s.pres.set.Seats = map[string]map[string]string{}
	}
	seats := map[string]string{}
	for _, a := range r.Scenario.Scenario.Armies {
		seats[a.ID] = start.Human
		if p, ok := r.Players[a.ID]; ok {
			seats[a.ID] = p
		}
	}
	s.pres.set.Seats[r.Scenario.Key] = seats
	if msg := s.pres.save(); msg != "" {
		s.start.Controller().Tell(msg)
	}
}

// openTable shows a table the start screen asked for, or says why not.
func (s *Shell) openTable(t *table.App, err error) {
	if err != nil {
		s.start.Controller().Tell(firstLineErr{err}.Error())
		return
	}
	s.table = t
	s.show(t)
}

// openSaved opens a game of the library on the table: an unfinished
// game continues under its identity (a copy when another window holds
// it), any other file as a new game.
func (s *Shell) openSaved(path string, opts table.Options) {
	lib, err := openLibrary()
	var g *session.Game
	var doc *session.Doc
	if err == nil {
		g, doc, err = lib.Open(path)
	}
	if err != nil {
		s.start.Controller().Tell(firstLineErr{err}.Error())
		return
	}
	if opts.NoAutosave {
		lib.Release(doc)
		doc = nil
	}
	c := control.FromGame(g)
	opts.Saved, opts.Doc, opts.Name, opts.Source = c, doc, c.ScenarioName(), c.Source()
	s.openTable(table.NewApp(c.Scenario(), c.Ruleset(), opts))
}

// openLibrary opens the player's library in the platform's data
// directory.
func openLibrary() (*session.Library, error) {
	d, err := session.FindDataDir()
	if err != nil {
		return nil, err
	}
	return session.OpenLibrary(store.Local(), d.Path), nil
}

// viewSaved opens a saved game in the replay viewer.
func (s *Shell) viewSaved(path string, lang i18n.Lang) {
	data, err := store.Local().Read(path, safefile.MaxSave)
	if err == nil {
		var g *ViewerGame
		if g, err = OpenSave(path, data); err == nil {
			s.openViewer(NewViewer(g, ViewerOptions{Lang: lang, NoAutosave: s.playOpts.NoAutosave, Menu: true, Palette: s.playOpts.Palette}))
			return
		}
	}
	s.start.Controller().Tell(firstLineErr{err}.Error())
}

// openViewer shows a viewer the start screen asked for, or says why not.
func (s *Shell) openViewer(v *viewer.App, err error) {
	if err != nil {
		s.start.Controller().Tell(firstLineErr{err}.Error())
		return
	}
	s.viewer = v
	s.show(v)
}

// openNewEditor opens the editor on a new scenario: its form asks for
// the ruleset and the board's size. An editor kept with unsaved changes
// (opened from a game since left for this screen) comes back instead,
// and asks about them before its form.
func (s *Shell) openNewEditor(lang i18n.Lang) {
	if s.ed != nil && s.ed.Controller().Dirty() {
		s.ed.SetBack(false)
		s.ed.SetMenu(true)
		s.ed.Controller().SetLang(lang)
		s.ed.NewScenario()
		s.show(s.ed)
		return
	}
	ed, err := editor.NewApp(editor.Options{Lang: lang, Form: true, NoAutosave: s.playOpts.NoAutosave, SystemDialogs: s.live != nil, Palette: s.playOpts.Palette})
	if err != nil {
		s.start.Controller().Tell(firstLineErr{err}.Error())
		return
	}
	s.ed, s.edFor = ed, nil
	ed.SetMenu(true)
	// From now on the close button asks before unsaved changes are lost.
	ebiten.SetWindowClosingHandled(true)
	s.show(ed)
}

// backToStart shows the start screen again, in the language of the
// window left, its lists read afresh: the game just left is under
// Continue and among the saved games. The window that asked has dealt
// with its own work (the table's autosave, or its question). A table is
// dropped, its computer stopped; an editor is kept, detached from any
// game, so that the close button and the Editor entry still ask about
// its unsaved changes.
func (s *Shell) backToStart(lang i18n.Lang) {
	if s.start == nil {
		return
	}
	if s.table != nil {
		s.table.Controller().Session().StopComputer()
		s.table.Close()
		s.table = nil
	}
	s.viewer = nil
	if s.ed != nil {
		s.ed.SetBack(false)
		s.edFor = nil
	}
	c := s.start.Controller()
	if lang != c.Lang {
		// The language the player switched to in the window left is now
		// the start screen's: kept in the settings and given to the next
		// windows, as the screen's own switch does.
		c.Lang = lang
		s.handleStart(start.SettingsRequest{Lang: lang, HighContrast: c.HighContrast})
	}
	c.Refresh()
	s.show(s.start)
}
