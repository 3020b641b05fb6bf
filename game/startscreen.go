package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

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

// maxListedSaves bounds the saved games the start screen loads (each is
// replayed to read its turn and army to play): the newest ones.
const maxListedSaves = 200

// Library is what the start screen reads through the table's code: the
// most recent unfinished autosave and the saved games, in the data
// directory dir of st. With noAutosave there is nothing to continue.
func Library(st store.Store, dir string, noAutosave bool) start.Library {
	lib := start.Library{Saves: func() ([]start.Game, error) { return listSaves(st, table.DataDir{Path: dir}.SavesDir()) }}
	if !noAutosave {
		lib.Latest = func() *start.Game {
			r := table.OpenAutosavesIn(st, dir).FindLatest()
			if r == nil {
				return nil
			}
			g := describe(r.Controller, r.Path, r.Saved)
			return &g
		}
	}
	return lib
}

// listSaves describes the saved games of dir, newest first: those that
// cannot be loaded are listed with why.
func listSaves(st store.Store, dir string) ([]start.Game, error) {
	list, err := table.ListSavesIn(st, dir)
	if err != nil {
		return nil, err
	}
	var out []start.Game
	for i, e := range list {
		if i == maxListedSaves {
			break
		}
		c, err := table.LoadFrom(st, e.Path)
		if err != nil {
			out = append(out, start.Game{Path: e.Path, Date: e.ModTime, Err: firstLineErr{err}})
			continue
		}
		out = append(out, describe(c, e.Path, e.ModTime))
	}
	return out, nil
}

// describe is what the start screen shows of a game.
func describe(c *table.Controller, path string, date time.Time) start.Game {
	st := c.State()
	return start.Game{Path: path, Scenario: c.Scenario().Title, Turn: st.Turn(), Army: st.Active().Name, Over: c.Over(), Date: date}
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
	if d, err := table.FindDataDir(); err == nil {
		lib = Library(store.Local(), d.Path, noAutosave)
	}
	c := start.NewController(lang, version.String(), lib)
	c.HighContrast = render.HighContrast()
	return start.NewApp(c)
}

// RunStart opens the start screen and blocks until the window is closed.
func RunStart(opts StartOptions) error {
	scripted := opts.Screenshot != ""
	pres := openPresentation(scripted)
	opts.Lang = pres.apply(opts.Lang, opts.Display)
	a := NewStart(opts.Lang, opts.NoAutosave)
	a.Controller().Scale = pres.scale
	if msg := pres.message(opts.Lang); msg != "" {
		a.Controller().Tell(msg)
	}
	s := &Shell{cur: a, start: a, pres: pres, playOpts: table.Options{Lang: opts.Lang, NoAutosave: opts.NoAutosave}}
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
	case start.LessonRequest:
		g, err := OpenLesson(r.Lesson)
		if err == nil {
			s.openViewer(NewViewer(g, ViewerOptions{Lang: c.Lang, NoAutosave: opts.NoAutosave, Menu: true}))
		} else {
			c.Tell(err.Error())
		}
	case start.EditorRequest:
		s.openNewEditor(c.Lang)
	case start.SettingsRequest:
		s.playOpts.Lang = r.Lang
		render.SetHighContrast(r.HighContrast)
		if s.pres != nil {
			s.pres.set.Lang, s.pres.set.HighContrast = string(r.Lang), r.HighContrast
			if msg := s.pres.save(); msg != "" {
				c.Tell(msg)
			}
		}
		s.start.Shown()
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

// openSaved opens a saved game or an autosave on the table.
func (s *Shell) openSaved(path string, opts table.Options) {
	c, err := table.LoadFile(path)
	if err != nil {
		s.start.Controller().Tell(firstLineErr{err}.Error())
		return
	}
	opts.Saved, opts.Name, opts.Source = c, c.ScenarioName(), c.Source()
	s.openTable(table.NewApp(c.Scenario(), c.Ruleset(), opts))
}

// viewSaved opens a saved game in the replay viewer.
func (s *Shell) viewSaved(path string, lang i18n.Lang) {
	data, err := store.Local().Read(path, safefile.MaxSave)
	if err == nil {
		var g *ViewerGame
		if g, err = OpenSave(path, data); err == nil {
			s.openViewer(NewViewer(g, ViewerOptions{Lang: lang, NoAutosave: s.playOpts.NoAutosave, Menu: true}))
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
	ed, err := editor.NewApp(editor.Options{Lang: lang, Form: true, NoAutosave: s.playOpts.NoAutosave})
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
		s.table.Controller().StopComputer()
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
