package table

import (
	"strings"
	"time"

	"estafette/render"
)

// startAutosave finds the data directory, prepares the autosaves, offers
// the unfinished game of the scenario asked for, and tells the player
// what he must know: where his games go when there is no configuration
// directory, and any autosave that cannot be loaded (kept aside). In the
// browser it also shows the table to the page, whose Download button
// takes the game from it (page_js.go).
func (a *App) startAutosave() {
	a.showToPage()
	c := a.c
	d, err := FindDataDir()
	if err != nil {
		c.SaveErr = err
		c.hint("autosave.off", err.Error())
		return
	}
	as := OpenAutosaves(d.Path)
	c.Autosave = as
	if a.opts.Saved == nil && len(a.opts.Record) == 0 {
		if a.opts.AnyAutosave {
			a.resume = as.FindLatest()
		} else {
			a.resume = as.Find(c.game.name, c.game.source)
		}
	}
	if d.Fallback != nil {
		c.hint("autosave.fallback", d.Path, d.Fallback.Error())
	}
	if len(as.Broken) > 0 {
		a.notice = a.brokenDialog(as.Broken)
	}
}

// autosaving reports whether this run reads and writes the autosave.
// Screenshots and benchmarks leave the player's autosave alone; they use
// one only in a directory named by ESTAFETTE_HOME (tests do).
func (a *App) autosaving() bool {
	if a.opts.NoAutosave {
		return false
	}
	return (a.opts.Screenshot == "" && a.opts.BenchFrames == 0) || homeSet()
}

// save is Ctrl+S: the game goes to a new file in the saves directory.
// It reports whether it was written.
func (a *App) save() bool {
	d, err := FindDataDir()
	if err == nil {
		var path string
		if path, err = a.c.SaveGame(d.SavesDir(), time.Now()); err == nil {
			a.c.savedAt = len(a.c.Record())
			a.c.hint("saved", path)
			return true
		}
	}
	a.c.hint("save.failed", err.Error())
	return false
}

// openLoad is Ctrl+O: the list of saved games, or why there is none.
func (a *App) openLoad() {
	d, err := FindDataDir()
	dir := d.SavesDir()
	if err == nil {
		a.saves, err = ListSaves(dir)
	}
	if err != nil {
		a.c.hint("load.failed", err.Error())
		return
	}
	if len(a.saves) == 0 {
		a.c.hint("load.none", dir)
		return
	}
	a.loading = true
}

// OpenSave replaces the game on the table with a saved game's, or says
// why it cannot.
func (a *App) OpenSave(path string) bool {
	o, err := LoadFile(path)
	if err != nil {
		a.c.hint("load.failed", firstLine(err.Error()))
		return false
	}
	a.Replace(o)
	a.c.hint("loaded", path)
	return true
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// Replace puts another game on the table: a saved game opened, the
// autosave resumed, a new game. It is the one way a game is replaced, and
// it drops every view built from the old one: the panel and scene (new
// keys, so render's caches redraw), the clickable areas, the hover, the
// tooltip, the frame on screen, and the board when the scenario differs.
func (a *App) Replace(o *Controller) {
	same := &o.Scenario().Board == &a.c.Scenario().Board
	a.c.Adopt(o)
	a.c.savedAt = len(a.c.Record()) // it comes from a file: nothing is unsaved yet
	a.v = NewView(a.c)
	a.f = frame{}
	a.hoverHit, a.hoverOnHit, a.hoverLeader = render.Hit{}, false, ""
	a.tipKey, a.tipText = tipKey{}, nil
	a.frames.Invalidate()
	if !same && a.t != nil {
		a.t.Release()
		a.t = render.NewTable(&a.c.Scenario().Board)
		a.Moved = false
		a.FitCamera(a.t.World)
	}
	a.resultClosed = false
	a.scroll = render.PanelScroll{Follow: true}
	a.card = cardState{}
}

// NewGame starts the same scenario afresh.
func (a *App) NewGame() {
	g := a.c.game
	n := NewController(g.name, g.source, g.sc, g.rs, g.seed)
	n.game.players = g.players // the same people and computers
	a.Replace(n)
	a.briefing = true
}
