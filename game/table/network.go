package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/netplay"
	"estafette/render"
)

// A shared game on the table (docs/network.md): the table shows it as
// any game; the panel says who sits where (tableview/network.go), and on
// the host's screen a card gives what the others join by: the link, its
// QR code for a phone's camera, the code to type, and the command for a
// computer. It opens first, and again from the panel or with J.

// joinDialog is the card others join by.
func (a *App) joinDialog() *render.Dialog {
	n, l := a.c.Net(), a.c.Lang
	d := &render.Dialog{Title: i18n.T(l, "net.join.title"), Army: -1, QR: n.QR,
		Buttons: []render.Button{{ID: "close", Label: i18n.T(l, "net.join.close")}}}
	d.Lines = append(d.Lines, n.Link, i18n.Tf(l, "net.join.code", netplay.ShowCode(n.Code)))
	for _, addr := range n.Addresses {
		d.Lines = append(d.Lines, i18n.Tf(l, "net.join.desktop", addr, n.Code))
	}
	return d
}

// joinInput closes the card: its button, a click beside it, Enter,
// Escape or J.
func (a *App) joinInput(in window.Input, clicked bool) {
	if (clicked && (a.hoverOnHit || !a.onDialogBox())) || window.Enter(in) ||
		in.KeyJustPressed(ebiten.KeyEscape) || in.KeyJustPressed(ebiten.KeyJ) {
		a.joinCard = false
	}
}

// JoinCard reports whether the card others join by is open.
func (a *App) JoinCard() bool { return a.joinCard }
