package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
)

// Ctrl+Q quits, and Ctrl+M leaves for the start screen (when the run
// began there). Either asks first only when the game holds actions no
// file has: the autosave counts as saved, so it asks only when the
// autosave is off or failed and the game changed since the last Ctrl+S.
// The autosave is written after every action (Controller.save): leaving
// has nothing more to write.

// QuitRequest is the table's Ctrl+Q when an editor may hold unsaved work
// (the table opened one, or was started from one): the shell ends the
// program after asking that window, as for the close button.
type QuitRequest struct{}

// MenuRequest is the table's Ctrl+M or its "start screen" row: the shell
// shows the start screen again. The game is in its autosave (or the
// player was asked), and the computer has stopped thinking.
type MenuRequest struct{}

// OffersMenu reports whether the table offers the way back to the start
// screen: the run began there (Options.Menu).
func (a *App) OffersMenu() bool { return a.opts.Menu }

// withEditor reports that an editor may be open beside the table: it
// asked for one (Ctrl+E), or was started from one (a game from Play).
func (a *App) withEditor() bool { return a.editorSeen || a.opts.NoResume }

// askQuit is Ctrl+Q: quit now, or ask first when the game is unsaved.
func (a *App) askQuit() { a.askLeave(false) }

// askMenu is Ctrl+M: the start screen now, or ask first when the game is
// unsaved; nothing when the run did not begin at the start screen.
func (a *App) askMenu() {
	if a.opts.Menu {
		a.askLeave(true)
	}
}

// leaving is where the player goes when he leaves the table.
type leaving int

const (
	staying  leaving = iota
	quitting         // the player quits: the next Update ends the window
	toMenu           // the table asked for the start screen: no more thinking
)

// askLeave leaves the table, for the start screen or to quit, asking
// first when the game is unsaved.
func (a *App) askLeave(menu bool) {
	if a.c.Session().Unsaved() {
		a.openDialog(quitDialog{toMenu: menu})
		return
	}
	a.leave(menu)
}

// leave does what the player asked: the start screen, or quit.
func (a *App) leave(menu bool) {
	if !menu {
		a.doQuit()
		return
	}
	// No decision is made for a table no longer on screen.
	a.leaving = toMenu
	a.c.Session().StopComputer()
	a.request = MenuRequest{}
}

// doQuit ends the table: at the next Update, or through the shell when
// an editor may hold work of its own.
func (a *App) doQuit() {
	a.leaving = quitting
	if a.withEditor() {
		a.request = QuitRequest{}
	}
}

// CancelQuit forgets a quit the shell did not carry out: the editor's
// question about its own unsaved changes was cancelled, and the player
// comes back to the table, which plays on (its computer thinks again).
func (a *App) CancelQuit() {
	if a.leaving == quitting {
		a.leaving = staying
	}
}

// Quitting reports whether the player asked to quit.
func (a *App) Quitting() bool { return a.leaving == quitting }

// quitDialog asks before unsaved actions are lost: Ctrl+Q's question,
// or Ctrl+M's with its own words ("menu.*").
type quitDialog struct{ toMenu bool }

func (quitDialog) name() string { return "quit" }
func (quitDialog) card() bool   { return false }

func (q quitDialog) box(a *App) (*render.Dialog, bool) {
	l := a.c.Lang
	k := "quit"
	if q.toMenu {
		k = "menu"
	}
	return &render.Dialog{Title: i18n.T(l, k+".title"), Army: -1,
		Lines: []string{i18n.Tf(l, "quit.why", a.c.Session().UnsavedActions())},
		Buttons: []render.Button{{ID: "save", Label: i18n.T(l, k+".save")}, {ID: "quit", Label: i18n.T(l, k+".discard")},
			{ID: "cancel", Label: i18n.T(l, "quit.cancel")}}}, true
}

// input answers the question: save then leave, leave, or stay. The key
// that leaves is the one that asked: Q to quit, M for the start screen.
func (q quitDialog) input(a *App, in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	leaveKey := ebiten.KeyQ
	if q.toMenu {
		leaveKey = ebiten.KeyM
	}
	switch {
	case id == "save" || in.KeyJustPressed(ebiten.KeyS) || window.Enter(in):
		closeDialog[quitDialog](a)
		if a.save() {
			a.leave(q.toMenu)
		}
	case id == "quit" || in.KeyJustPressed(leaveKey):
		closeDialog[quitDialog](a)
		a.leave(q.toMenu)
	case id == "cancel" || in.KeyJustPressed(ebiten.KeyEscape):
		closeDialog[quitDialog](a)
	}
}
