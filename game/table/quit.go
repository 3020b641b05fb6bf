package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
)

// Ctrl+Q quits. The table asks first only when the game holds actions no
// file has: the autosave counts as saved, so it asks only when the
// autosave is off or failed and the game changed since the last Ctrl+S.

// QuitRequest is the table's Ctrl+Q when an editor may hold unsaved work
// (the table opened one, or was started from one): the shell ends the
// program after asking that window, as for the close button.
type QuitRequest struct{}

// Unsaved reports whether quitting now would lose actions: the game has
// some, the autosave did not keep them, and Ctrl+S did not either.
func (c *Controller) Unsaved() bool {
	n := len(c.game.record)
	if n == 0 || n == c.savedAt {
		return false
	}
	return c.Autosave == nil || c.SaveErr != nil
}

// withEditor reports that an editor may be open beside the table: it
// asked for one (Ctrl+E), or was started from one (a game from Play).
func (a *App) withEditor() bool { return a.editorSeen || a.opts.NoResume }

// askQuit is Ctrl+Q: quit now, or ask first when the game is unsaved.
func (a *App) askQuit() {
	if a.c.Unsaved() {
		a.quitAsk = true
		return
	}
	a.doQuit()
}

// doQuit ends the table: at the next Update, or through the shell when
// an editor may hold work of its own.
func (a *App) doQuit() {
	a.quit = true
	if a.withEditor() {
		a.request = QuitRequest{}
	}
}

// Quitting reports whether the player asked to quit.
func (a *App) Quitting() bool { return a.quit }

func (a *App) quitDialog() *render.Dialog {
	l := a.c.Lang
	return &render.Dialog{Title: i18n.T(l, "quit.title"), Army: -1,
		Lines: []string{i18n.Tf(l, "quit.why", len(a.c.Record())-a.c.savedAt)},
		Buttons: []render.Button{{ID: "save", Label: i18n.T(l, "quit.save")}, {ID: "quit", Label: i18n.T(l, "quit.discard")},
			{ID: "cancel", Label: i18n.T(l, "quit.cancel")}}}
}

// quitInput answers the question: save then quit, quit, or stay.
func (a *App) quitInput(in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	switch {
	case id == "save" || in.KeyJustPressed(ebiten.KeyS) || window.Enter(in):
		a.quitAsk = false
		if a.save() {
			a.doQuit()
		}
	case id == "quit" || in.KeyJustPressed(ebiten.KeyQ):
		a.quitAsk = false
		a.doQuit()
	case id == "cancel" || in.KeyJustPressed(ebiten.KeyEscape):
		a.quitAsk = false
	}
}
