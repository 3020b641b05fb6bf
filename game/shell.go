// Package game is the application shell: the one ebiten.Game, which shows
// one window at a time — the start screen (package start), the table
// (package table), the scenario editor (package editor) or the replay
// viewer (package viewer) — gives it the input, and switches to another
// when it asks. The shell also keeps presentation mode (present.go): full
// screen and the interface's scale, for every window alike. What the windows share (the viewport, the camera, frame skipping,
// scripted input, screenshots, the benchmark) is package window. A new
// window is a package of its own and a case in Shell.handle; the others do
// not change.
package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor"
	"estafette/game/editor/model"
	"estafette/game/start"
	"estafette/game/table"
	"estafette/game/viewer"
	"estafette/game/window"
	"estafette/rules"
)

// Shell is the application's ebiten.Game. Ctrl+E on the table opens the
// editor on the scenario being played; Play in the editor starts a game
// from its setup; Ctrl+E on that game goes back to the editor as it was,
// and "Back to the game" in an editor opened from a game returns to that
// game.
type Shell struct {
	in   window.Input
	live *window.Live // the player's input, for its notes; nil when scripted
	cur  window.Window

	table  *table.App
	ed     *editor.App
	viewer *viewer.App // the replay viewer, when the run began there or the start screen opened it
	start  *start.App  // the start screen, when the run began there
	pres   *presentation
	// edFor is the scenario of the game the editor was opened on or
	// started: Ctrl+E brings the editor back as it was only for that game.
	edFor *rules.Scenario
	// playOpts are the options of the tables Play opens.
	playOpts table.Options
	// quit ends the application at the end of this Update: the table's
	// Ctrl+Q, no other window holding unsaved work.
	quit bool
	// left is the window shown before the current one, until the current
	// one has located a place of the script (placesOf).
	left window.Window

	// file is the system's file dialog open for the start screen, if any
	// (openfile.go).
	file fileDialog
	// printing is the print being made, if any (print.go).
	printing chan printResult
	// net is the start screen's shared games: the host this program
	// runs, the connection to one under way (network_other.go).
	net shared

	ow, oh float64
	title  string
	frame  int // Draw calls
	bench  window.Bench
	shot   window.Shot
}

// Update runs the shown window's tick, then any switch it asked for.
func (s *Shell) Update() error {
	t0 := time.Now()
	if s.bench.On() {
		defer func() { s.bench.Update(time.Since(t0)) }()
	}
	if s.shot.Taken || s.bench.Done() {
		return ebiten.Termination
	}
	if ebiten.IsWindowBeingClosed() && s.closing() {
		return ebiten.Termination
	}
	if err := s.in.Tick(placesOf{s}); err != nil {
		return err
	}
	if s.pres != nil && s.pres.keys(s.in) {
		s.rescaled()
	}
	s.fileAnswered()
	s.printAnswered()
	s.joinAnswered()
	if err := s.step(s.in); err != nil {
		return err
	}
	if t := s.cur.Title(); t != s.title {
		s.title = t
		ebiten.SetWindowTitle(t)
	}
	return nil
}

// step is the shown window's tick with the input in (the keys the shell
// took hidden), then the switch it asked for.
func (s *Shell) step(in window.Input) error {
	if err := s.cur.Update(hideKeys{in}); err != nil {
		return err
	}
	s.handle(s.cur.Request())
	if s.quit {
		return ebiten.Termination
	}
	return nil
}

// closing is the close button: the editor with unsaved changes shows
// itself and asks first; otherwise the application ends.
func (s *Shell) closing() bool {
	switch {
	case s.ed != nil && s.ed.Controller().Dirty():
		s.show(s.ed)
		return s.ed.Close()
	case s.ed != nil && s.cur == window.Window(s.ed):
		return s.ed.Close()
	}
	return true
}

// handle acts on a window's request.
func (s *Shell) handle(r window.Request) {
	switch r := r.(type) {
	case table.EditRequest:
		s.openEditor()
	case editor.PlayRequest:
		s.play(r)
	case editor.BackRequest:
		if s.table != nil {
			s.table.CancelQuit()
			s.show(s.table)
		}
	case editor.PrintRequest:
		s.printSetup(r.Scenario, r.Ruleset, r.Lang)
	case viewer.NextLessonRequest:
		g, err := OpenLesson(r.Lesson)
		if err == nil {
			lang := s.viewer.Viewer().Lang
			s.openViewer(NewViewer(g, ViewerOptions{Lang: lang, NoAutosave: s.playOpts.NoAutosave, Menu: s.start != nil, Palette: s.playOpts.Palette}))
		}
	case viewer.TakeOverRequest:
		s.takeOver(r)
	case table.NoEmptyEndRequest:
		if s.pres != nil {
			s.pres.set.NoEmptyEndQuestion = true
			s.playOpts.NoEmptyEndQuestion = true
			if msg := s.pres.save(); msg != "" {
				s.table.Controller().Hint("settings.broken", msg)
			}
		}
	case table.AskDefenseRequest:
		if s.pres != nil {
			s.pres.set.AskDefenseFrom = r.Percent
			s.playOpts.AskDefenseFrom = r.Percent
			if msg := s.pres.save(); msg != "" {
				s.table.Controller().Hint("settings.broken", msg)
			}
		}
	case table.QuitRequest:
		s.tableQuits()
	case table.MenuRequest:
		s.backToStart(s.table.Controller().Lang)
	case viewer.MenuRequest:
		s.backToStart(s.viewer.Viewer().Lang)
	case editor.MenuRequest:
		// The editor asked about its unsaved changes: it is closed.
		lang := s.ed.Controller().Lang
		s.ed.Controller().StopBalance()
		s.ed, s.edFor = nil, nil
		s.backToStart(lang)
	default:
		s.handleStart(r)
	}
}

// tableQuits is the table's Ctrl+Q when an editor may be open beside it:
// an editor with unsaved changes shows itself and asks first, as for the
// close button; otherwise the application ends.
func (s *Shell) tableQuits() {
	if s.ed != nil && s.ed.Controller().Dirty() {
		s.show(s.ed)
		s.ed.Close()
		return
	}
	s.quit = true
}

// show puts a window on screen, laid out at once and drawing its whole
// first frame.
func (s *Shell) show(w window.Window) {
	if _, scripted := s.in.(*window.Script); scripted && s.cur != w {
		s.left = s.cur
	}
	s.cur = w
	w.Shown()
	if s.ow > 0 {
		w.LayoutF(s.ow, s.oh)
	}
}

// openEditor opens the editor from the table, on the scenario of the game
// on screen: the editor that game was started from (or last opened on),
// or one on its scenario. When the table's game was replaced since (a
// saved game opened, the autosave resumed), the editor takes the new
// game's scenario, asking first if its own changes are unsaved.
func (s *Shell) openEditor() {
	a := s.table
	c := a.Controller()
	sc := c.Scenario()
	path, suggest := editorFile(c)
	if s.ed == nil {
		ed, err := editor.NewApp(editor.Options{Scenario: model.Clone(sc), Ruleset: c.Ruleset(), Lang: c.Lang, NoAutosave: a.Options().NoAutosave, SystemDialogs: s.live != nil, Palette: a.Options().Palette})
		if err != nil {
			c.Hint("load.failed", err.Error())
			return
		}
		ed.Controller().SetFile(path, suggest)
		s.ed, s.edFor = ed, sc
		s.playOpts = table.Options{Lang: c.Lang, NoAutosave: a.Options().NoAutosave, NoEmptyEndQuestion: a.Options().NoEmptyEndQuestion, AskWhenNothing: a.Options().AskWhenNothing, AskDefenseFrom: a.Options().AskDefenseFrom, CardCorner: a.Options().CardCorner, Palette: a.Options().Palette}
		s.ed.SetMenu(s.start != nil)
	} else if s.edFor != sc {
		s.ed.Edit(sc, c.Ruleset(), path, suggest, func() { s.edFor = sc })
	}
	// From now on the close button asks before unsaved changes are lost.
	ebiten.SetWindowClosingHandled(true)
	s.ed.SetBack(true)
	s.ed.Controller().SetLang(c.Lang)
	s.show(s.ed)
}

// play starts a game from the editor's setup.
func (s *Shell) play(r editor.PlayRequest) {
	opts := s.playOpts
	opts.Lang = s.ed.Controller().Lang
	opts.Name, opts.Source = r.Name, r.Source
	// A game from the editor starts afresh: no offer to resume another.
	opts.NoResume = true
	opts.Menu = s.start != nil
	t, err := table.NewApp(r.Scenario, r.Ruleset, opts)
	if err != nil {
		s.ed.Controller().Tell("open.failed", err.Error())
		return
	}
	s.table, s.edFor = t, t.Controller().Scenario()
	s.ed.SetBack(true)
	s.show(t)
}

// Draw draws the shown window's frame, then counts it for the benchmark
// and takes the screenshot when it is due: the shell's own records, never
// a window's state.
func (s *Shell) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	drew := s.cur.Draw(screen)
	s.frame++
	if s.bench.On() {
		s.bench.Frame(time.Since(t0), drew)
	}
	if drew && s.live != nil {
		s.live.Note("drawn %d", s.frame)
	}
	if s.shot.Due(s.frame, s.in.Done()) {
		if s.pres != nil && s.pres.scale != 1 {
			screen = shotAtScale(screen, s.pres.scale)
		}
		s.shot.Take(screen)
	}
}

// LayoutF lays the shown window out, at the outside size divided by the
// interface's scale (presentation mode).
func (s *Shell) LayoutF(ow, oh float64) (float64, float64) {
	if s.live != nil && (ow != s.ow || oh != s.oh) {
		s.live.Note("size %.0f %.0f", ow, oh)
	}
	ow, oh = s.pres.logical(ow, oh)
	s.ow, s.oh = ow, oh
	w, h := s.cur.LayoutF(ow, oh)
	if s.live != nil {
		s.live.SetScreen(w, h)
	}
	return w, h
}

// rescaled draws the shown window whole at the new scale: Ebiten asks
// for the layout every frame, so the next LayoutF applies it.
func (s *Shell) rescaled() {
	if s.start != nil && s.pres != nil {
		// The start screen shows the scale in use.
		s.start.Controller().SetScale(s.pres.scale)
	}
	s.cur.Shown()
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (s *Shell) Layout(w, h int) (int, int) {
	fw, fh := s.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}
