package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
)

// A single Enter ended a phase in which the player had done nothing: a
// newcomer's slip that costs him his turn. The table asks once, as
// Wesnoth warns that units can still move; Enter again ends the phase,
// Esc goes on playing, A ends it and never asks again (kept in the
// settings by the shell: NoEmptyEndRequest).

// NoEmptyEndRequest asks the shell to keep, in the settings, that the
// player wants no question before ending a phase in which he did nothing.
type NoEmptyEndRequest struct{}

// endPhase is Enter and the panel's End button: the phase ends, unless
// the player did nothing in it though he could have (Controller.CouldAct:
// a combat phase with no enemy in reach is not asked about), and has
// not said never to ask.
func (a *App) endPhase() {
	if a.c.EmptyPhase() && !a.opts.NoEmptyEndQuestion && a.c.CouldAct() {
		a.openDialog(endAskDialog{})
		return
	}
	a.c.EndPhase()
}

// endAskDialog is the question.
type endAskDialog struct{}

func (endAskDialog) name() string { return "endask" }
func (endAskDialog) card() bool   { return false }

func (endAskDialog) box(a *App) (*render.Dialog, bool) {
	l := a.c.Lang
	phase := i18n.T(l, "phase."+string(a.c.State().Phase()))
	return &render.Dialog{Title: i18n.Tf(l, "endask.title", phase), Army: -1,
		Lines: []string{i18n.T(l, "endask.why")},
		Buttons: []render.Button{{ID: "end", Label: a.tr("endask.end")}, {ID: "cancel", Label: a.tr("endask.cancel")},
			{ID: "never", Label: a.tr("endask.never")}}}, false
}

// input answers it: Enter ends the phase, Esc goes on, A ends it and
// asks the shell never to ask again.
func (endAskDialog) input(a *App, in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	switch {
	case id == "end" || window.Enter(in):
		closeDialog[endAskDialog](a)
		a.c.EndPhase()
	case id == "cancel" || in.KeyJustPressed(ebiten.KeyEscape):
		closeDialog[endAskDialog](a)
	case id == "never" || in.KeyJustPressed(ebiten.KeyA):
		closeDialog[endAskDialog](a)
		a.opts.NoEmptyEndQuestion = true
		a.request = NoEmptyEndRequest{}
		a.c.EndPhase()
	}
}
