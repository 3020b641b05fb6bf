package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/say"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/netplay"
	"estafette/render"
	"estafette/rules"
)

// A shared game on the table (docs/network.md): the table shows it as
// any game; the panel says who sits where (tableview/network.go), and on
// the host's screen a card gives what the others join by: the link, its
// QR code for a phone's camera, the code to type, and the command for a
// computer. It opens first, and again from the panel or with J.

// joinDialog is the card others join by.
type joinDialog struct{}

func (joinDialog) name() string { return "join" }
func (joinDialog) card() bool   { return true }

func (joinDialog) box(a *App) (*render.Dialog, bool) {
	n, l := a.c.Net(), a.c.Lang
	d := &render.Dialog{Title: i18n.T(l, "net.join.title"), Army: -1, QR: n.QR,
		Buttons: []render.Button{{ID: "close", Label: i18n.T(l, "net.join.close")}}}
	d.Lines = append(d.Lines, n.Link, i18n.Tf(l, "net.join.code", netplay.ShowCode(n.Code)))
	for _, addr := range n.Addresses {
		d.Lines = append(d.Lines, i18n.Tf(l, "net.join.desktop", addr, n.Code))
	}
	return d, false
}

// input closes the card: its button, a click beside it, Enter, Escape
// or J.
func (joinDialog) input(a *App, in window.Input, clicked bool) {
	if a.closes(in, clicked, ebiten.KeyJ) {
		closeDialog[joinDialog](a)
	}
}

// JoinCard reports whether the card others join by is open.
func (a *App) JoinCard() bool { return isOpen[joinDialog](a) }

// undoAsked is another player's request to take back his last action,
// nil when none.
func (a *App) undoAsked() *netplay.UndoAsk {
	n := a.c.Net()
	if n == nil || n.Client == nil {
		return nil
	}
	return n.Client.UndoAsked()
}

// undoAskDialog asks this player whether the other may take his action
// back.
type undoAskDialog struct{ u *netplay.UndoAsk }

func (undoAskDialog) name() string { return "undoask" }
func (undoAskDialog) card() bool   { return false }

func (d undoAskDialog) box(a *App) (*render.Dialog, bool) {
	u, l := d.u, a.c.Lang
	army := u.Army
	if ar, ok := a.c.State().Army(u.Army); ok {
		army = ar.Name
	}
	line := u.Line
	if rec, err := rules.ParseRecord(u.Line); err == nil && len(rec.Lines) == 1 && rec.Lines[0].Err == nil {
		line = say.Action(a.c.State(), l, rec.Lines[0].Action)
	}
	return &render.Dialog{Title: i18n.Tf(l, "net.undo.ask", army, line), Army: -1,
		Buttons: []render.Button{{ID: "yes", Label: i18n.T(l, "net.undo.yes")}, {ID: "no", Label: i18n.T(l, "net.undo.no")}}}, false
}

// input answers it: its buttons, Y or O to agree, N or Escape to refuse.
func (undoAskDialog) input(a *App, in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	n := a.c.Net().Client
	switch {
	case id == "yes" || in.KeyJustPressed(ebiten.KeyY) || in.KeyJustPressed(ebiten.KeyO):
		n.AnswerUndo(true)
	case id == "no" || in.KeyJustPressed(ebiten.KeyN) || in.KeyJustPressed(ebiten.KeyEscape):
		n.AnswerUndo(false)
	}
}
