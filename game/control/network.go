package control

import (
	"fmt"

	"estafette/i18n"
	"estafette/netplay"
	"estafette/session"
)

// Net is a game shared with other devices (docs/network.md), as the
// table shows it: the connection to the host, and on the host's own
// screen the code, the link and its QR code that let the others join.
type Net struct {
	Client *netplay.Client
	// Code, Link and QR are set on the host's screen (estafette host).
	Code string
	Link string
	QR   *netplay.QR
	// Addresses are the host's other addresses, for a device on
	// another network.
	Addresses []string

	last netplay.ConnState
	seen *netplay.Problem
	sig  string // what the panel showed of the seats, to redraw when it changes
}

// NewShared is the table's controller of a session that follows a game
// hosted elsewhere (session.Join), or hosted by this program.
func NewShared(s *session.Session, n *Net) *Controller {
	c := controllerOf(s)
	c.net = n
	return c
}

// Net is the shared game's connection, nil for a game on one device.
func (c *Controller) Net() *Net { return c.net }

// NetStatus is the connection's state now.
func (c *Controller) NetStatus() netplay.Status {
	if c.net == nil || c.net.Client == nil {
		return netplay.Status{}
	}
	return c.net.Client.Status()
}

// tickNet says in the status line what changed of the connection: lost,
// back, or stopped and why.
func (c *Controller) tickNet() {
	n := c.net
	if n == nil || n.Client == nil {
		return
	}
	st := n.Client.Status()
	switch {
	case st.Problem != nil && st.Problem != n.seen:
		n.seen = st.Problem
		c.hint("net.stopped", c.netProblem(st.Problem))
	case st.State != n.last && st.State == netplay.Reconnecting:
		c.hint("net.lost")
	case st.State != n.last && st.State == netplay.Connected && n.last == netplay.Reconnecting:
		c.hint("net.back")
	}
	if sig := fmt.Sprint(st.State, st.Pending, st.Army, st.Seats, st.UndoAsk); st.State != n.last || sig != n.sig {
		n.last, n.sig = st.State, sig
		c.changed()
	}
}

// netProblem is why the game stopped, in the interface language when
// the catalog has its key.
func (c *Controller) netProblem(p *netplay.Problem) string {
	return netSentence(c.Lang, p.Key, p.Text)
}

// netSentence is a host's message in language l: its key's text when
// the catalog has it, else the host's English.
func netSentence(l i18n.Lang, key, text string) string {
	if key != "" && i18n.Has(key) {
		return i18n.T(l, key)
	}
	return text
}
