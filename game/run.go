package game

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor"
	"estafette/game/table"
	"estafette/game/window"
	"estafette/internal/startclock"
	"estafette/render"
	"estafette/rules"
)

// Run opens the table on a scenario and blocks until the window is
// closed; d is how the window is shown (--fullscreen, whether --lang was
// given).
func Run(sc *rules.Scenario, rs *rules.Ruleset, opts table.Options, d Display) error {
	if t, ok := startclock.Given(); ok {
		// make bench-start counts from the process's start.
		opts.Start = t
	}
	if opts.Start.IsZero() {
		opts.Start = time.Now()
	}
	pres := openPresentation(opts.Screenshot != "" || opts.BenchFrames > 0)
	opts.Lang = pres.apply(opts.Lang, d)
	opts.NoEmptyEndQuestion = pres.set.NoEmptyEndQuestion
	opts.AskWhenNothing = pres.set.AskWhenNothing
	opts.AskDefenseFrom = pres.set.AskDefenseFrom
	opts.CardCorner = pres.set.CardCorner
	opts.Palette = pres.palette()
	a, err := table.NewApp(sc, rs, opts)
	if err != nil {
		return err
	}
	if msg := pres.message(opts.Lang); msg != "" {
		a.Controller().Hint("settings.broken", msg)
	}
	clicks := make([]window.Gesture, len(opts.Clicks))
	for i, c := range opts.Clicks {
		clicks[i] = window.Gesture{Spec: c}
	}
	s := &Shell{cur: a, table: a, pres: pres, playOpts: table.Options{Lang: opts.Lang, NoAutosave: opts.NoAutosave, NoEmptyEndQuestion: opts.NoEmptyEndQuestion, AskWhenNothing: opts.AskWhenNothing, AskDefenseFrom: opts.AskDefenseFrom, CardCorner: opts.CardCorner, Palette: opts.Palette}}
	var then window.Input
	switch {
	case opts.BenchFrames > 0 && opts.Hover == "":
		// The cursor sweeps the board, a hex a frame.
		then = &window.Sweep{}
	case opts.Screenshot == "" && opts.BenchFrames == 0:
		s.live = &window.Live{}
		then = s.live
	}
	if s.in, err = script(clicks, opts.Hover, false, then); err != nil {
		return err
	}
	s.shot.Path = opts.Screenshot
	if opts.BenchFrames > 0 {
		s.bench = window.Bench{Frames: opts.BenchFrames, Start: opts.Start}
		// Measure our frames, not the display's refresh rate.
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	ebiten.SetWindowSize(window.Size(render.BoardGeometry(&a.Controller().Scenario().Board), table.PanelWidth))
	err = runShell(s)
	if err == nil && opts.BenchFrames > 0 {
		out := opts.Stdout
		if out == nil {
			out = os.Stdout
		}
		s.bench.Report(out, a.Controller().Scenario().Title, a.W, a.H)
		a.ReportThinking(out)
	}
	return err
}

// RunEditor opens the editor window and blocks until it is closed.
func RunEditor(opts editor.Options) error {
	pres := openPresentation(opts.Screenshot != "")
	opts.Lang = pres.apply(opts.Lang, Display{LangGiven: opts.LangGiven})
	// The player's own window may ask the system's file dialog; a
	// scripted one never waits on a dialog.
	opts.SystemDialogs = opts.Screenshot == "" && len(opts.Gestures) == 0
	opts.Palette = pres.palette()
	a, err := editor.NewApp(opts)
	if err != nil {
		return err
	}
	s := &Shell{cur: a, ed: a, pres: pres, playOpts: table.Options{Lang: opts.Lang, NoAutosave: opts.NoAutosave, NoEmptyEndQuestion: pres.set.NoEmptyEndQuestion, AskWhenNothing: pres.set.AskWhenNothing, AskDefenseFrom: pres.set.AskDefenseFrom, CardCorner: pres.set.CardCorner, Palette: opts.Palette}}
	var then window.Input
	if opts.Screenshot == "" {
		s.live = &window.Live{Echo: opts.Echo}
		then = s.live
	}
	if s.in, err = script(opts.Gestures, opts.Hover, opts.Hold, then); err != nil {
		return err
	}
	s.shot.Path = opts.Screenshot
	ebiten.SetWindowSize(window.Size(render.BoardGeometry(&a.Controller().Scenario().Board), editor.PanelWidth))
	// The close button is the shell's to handle: the editor asks before
	// unsaved changes are lost.
	ebiten.SetWindowClosingHandled(true)
	return runShell(s)
}

// script is the input of a run: the gestures and the hover place played
// as mouse events, then the input then (the player's, the benchmark's
// sweep, or none: the cursor rests).
func script(gestures []window.Gesture, hover string, hold bool, then window.Input) (window.Input, error) {
	if len(gestures) == 0 && hover == "" && then != nil {
		return then, nil
	}
	sc, err := window.NewScript(gestures, hover, hold)
	if err != nil {
		return nil, err
	}
	sc.Then = then
	return sc, nil
}

// runShell runs the shell's window until it ends, and returns why.
func runShell(s *Shell) error {
	ebiten.SetWindowTitle(s.cur.Title())
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The screen keeps its pixels between frames: a window's Draw skips
	// the frames where nothing changed (window.Frames).
	ebiten.SetScreenClearedEveryFrame(false)
	err := ebiten.RunGame(s)
	if s.table != nil {
		s.table.Controller().Session().StopComputer()
		s.table.Close() // its game's lock: another window may have it now
	}
	s.closeNet() // the games this program hosted are in their files

	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err != nil && strings.Contains(err.Error(), "no window system") {
		err = fmt.Errorf("%w\n(no display found: run it on a desktop, or headless under xvfb-run -a)", err)
	}
	if err == nil {
		err = s.shot.Err
	}
	return err
}
