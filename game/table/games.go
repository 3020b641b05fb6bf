package table

import (
	"strings"
	"time"

	"estafette/game/control"
	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/internal/store"
	"estafette/render"
	"estafette/session"
)

// Every game on the table is a game of the player's library (package
// session, docs/games.md): it has an identity of its own from its start, and
// its own autosave, written after every action and never by another game.
// A game opened from a file continues as a new game; an unfinished game
// of the library continues under its own identity, unless another window
// holds it (then as a copy, and the status line says so).

// startAutosave opens the player's library, gives the game its identity
// (Options.Doc, or one of its own at its first action), offers the most
// recent unfinished game of the scenario asked for, and tells the player
// what he must know: where his games go when there is no configuration
// directory, autosaves of earlier versions that do not load, finished
// games pruned. In the browser it also shows the table to the page, whose
// Download button takes the game from it (page_js.go). It returns the
// game it offers, nil for none.
func (a *App) startAutosave() (resume *session.Entry) {
	a.showToPage()
	c := a.c
	d, err := session.FindDataDir()
	if err != nil {
		c.Session().SaveErr = err
		c.Hint("autosave.off", err.Error())
		return nil
	}
	lib := session.OpenLibraryAs(store.Local(), d.Path, a.opts.owner)
	c.Session().Lib, c.Session().Doc = lib, a.opts.Doc
	if a.opts.Saved == nil && len(a.opts.Record) == 0 {
		hash := session.ScenarioHash(c.Session().Game().Source)
		if a.opts.AnyAutosave {
			hash = ""
		}
		resume = lib.Latest(hash)
	}
	c.Session().Save() // a game opened from a file is kept under its new identity at once
	switch {
	case d.Fallback != nil:
		c.Hint("autosave.fallback", d.Path, d.Fallback.Error())
	case c.Session().Doc != nil && c.Session().Doc.Copy:
		c.Hint("library.copy", c.Session().Doc.From)
	case len(lib.Notes) > 0:
		n := lib.Notes[len(lib.Notes)-1]
		c.Hint(n.Key, n.Args...)
	}
	return resume
}

// autosaving reports whether this run reads and writes the autosave.
// Screenshots and benchmarks leave the player's autosave alone; they use
// one only in a directory named by ESTAFETTE_HOME (tests do).
func (a *App) autosaving() bool {
	if a.opts.NoAutosave {
		return false
	}
	return (a.opts.Screenshot == "" && a.opts.BenchFrames == 0) || session.HomeSet()
}

// library is the player's library, opened if the table has not.
func (a *App) library() (*session.Library, error) {
	if a.c.Session().Lib != nil {
		return a.c.Session().Lib, nil
	}
	d, err := session.FindDataDir()
	if err != nil {
		return nil, err
	}
	return session.OpenLibrary(store.Local(), d.Path), nil
}

// save is Ctrl+S: the game goes to a new file in the saves directory.
// It reports whether it was written.
func (a *App) save() bool {
	lib, err := a.library()
	if err == nil {
		var path string
		if path, err = lib.Save(a.c.Session().Doc, a.c.Session().Game(), ""); err == nil {
			a.c.Session().MarkSaved()
			a.c.Hint("saved", path)
			return true
		}
	}
	a.c.Hint("save.failed", err.Error())
	return false
}

// openLoad is Ctrl+O: the game library (unfinished and saved games,
// newest first), or why it is empty.
func (a *App) openLoad() {
	lib, err := a.library()
	var saves []session.Entry
	if err == nil {
		saves, err = lib.List()
	}
	if err != nil {
		a.c.Hint("load.failed", err.Error())
		return
	}
	// The game on the table is not offered to itself.
	kept := saves[:0]
	for _, e := range saves {
		if a.c.Session().Doc == nil || e.Path != a.c.Session().Doc.Path {
			kept = append(kept, e)
		}
	}
	if len(kept) == 0 {
		a.c.Hint("load.none", lib.Dir())
		return
	}
	// One row per game, as the start screen lists them: its Ctrl+S
	// saves and its copies fold under it (said on its row).
	var rows []session.Entry
	var under []string
	for _, g := range session.Groups(kept) {
		rows = append(rows, g.Head)
		under = append(under, a.underText(g.Under))
	}
	a.openDialog(loadDialog{saves: rows, under: under})
}

// OpenSave replaces the game on the table with a game of the library (or
// any saved game), or says why it cannot: an unfinished game continues
// under its identity, any other as a new game.
func (a *App) OpenSave(path string) bool {
	lib, err := a.library()
	var g *session.Game
	var doc *session.Doc
	if err == nil {
		g, doc, err = lib.Open(path)
	}
	if err != nil {
		a.c.Hint("load.failed", firstLine(err.Error()))
		return false
	}
	if a.c.Session().Lib == nil {
		lib.Release(doc) // a table that autosaves nothing keeps no lock
		doc = nil
	}
	a.Replace(control.FromGame(g), doc)
	if doc != nil && doc.Copy {
		a.c.Hint("library.copy", path)
	} else {
		a.c.Hint("loaded", path)
	}
	return true
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// Replace puts another game on the table: a saved game opened, the
// autosave resumed, a new game; doc is its identity (nil: a new one). It
// is the one way a game is replaced, and it drops every view built from
// the old one: the panel and scene (new keys, so render's caches redraw),
// the clickable areas, the hover, the tooltip, the frame on screen, and
// the board when the scenario differs.
func (a *App) Replace(o *control.Controller, doc *session.Doc) {
	same := &o.Scenario().Board == &a.c.Scenario().Board
	a.c.Adopt(o, doc)
	a.v = tableview.NewView(a.c)
	a.v.AskFrom = a.opts.AskDefenseFrom
	a.f = frame{}
	a.hoverHit, a.hoverOnHit, a.hoverLeader = render.Hit{}, false, ""
	a.tipKey, a.tipText = tipKey{}, nil
	a.frames.Invalidate()
	if !same && a.t != nil {
		a.t.Release()
		a.t = render.NewTable(&a.c.Scenario().Board, a.Palette)
		a.Moved = false
		a.FitCamera(a.t.World)
	}
	a.dialogs.resultClosed = false
	a.dialogs.version++
	a.scroll = render.PanelScroll{Follow: true}
	a.card = cardState{}
}

// NewGame starts the same scenario afresh, as a new game: the finished or
// abandoned one stays in its own file.
func (a *App) NewGame() {
	g := a.c.Session().Game()
	n := control.NewController(g.Name, g.Source, g.Scenario, g.Ruleset, g.Seed)
	n.Session().Game().Players = g.Players // the same people and computers
	a.Replace(n, nil)
	a.OpenBriefing()
}

// lockEvery is how often the table says it still plays its game (a
// browser tab's lock goes stale without it: session/lock_keyed.go).
const lockEvery = 10 * time.Second

// keepLock refreshes the game's lock every lockEvery.
func (a *App) keepLock() {
	c := a.c
	if c.Session().Lib == nil || c.Session().Doc == nil || time.Since(a.lockedAt) < lockEvery {
		return
	}
	a.lockedAt = time.Now()
	c.Session().Lib.Refresh(c.Session().Doc)
}

// Close gives the game's lock up: the window closes, or leaves for the
// start screen.
func (a *App) Close() {
	a.c.Session().Release()
}

// underText says what folds under a game's row: its saves and the
// copies made of it, counted ("" when none).
func (a *App) underText(under []session.Entry) string {
	saved, copies := 0, 0
	for _, e := range under {
		if e.IsCopy() {
			copies++
		} else {
			saved++
		}
	}
	l := a.c.Lang
	var parts []string
	if saved == 1 {
		parts = append(parts, i18n.Tf(l, "library.under.save", saved))
	} else if saved > 1 {
		parts = append(parts, i18n.Tf(l, "library.under.saves", saved))
	}
	if copies == 1 {
		parts = append(parts, i18n.Tf(l, "library.under.copy1", copies))
	} else if copies > 1 {
		parts = append(parts, i18n.Tf(l, "library.under.copy1s", copies))
	}
	return strings.Join(parts, ", ")
}
