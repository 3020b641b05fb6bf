package control

import (
	"estafette/session"
)

// Adopt takes over another controller's game (a loaded or resumed one)
// under the identity doc (nil: a new one, given at its first write),
// keeping this controller's language, clock, library and pace: the
// session's Adopt (its own file, never the old game's; the old one's
// lock given up). What showed the old game goes.
func (c *Controller) Adopt(o *Controller, doc *session.Doc) {
	c.sel, c.trail, c.banner, c.lastDice, c.ArmedOrder = "", nil, "", nil, ""
	c.choice = Choice{}
	c.status = Status{}
	c.s.Adopt(o.s.Game(), doc) // a failure to write it is said now
	for i := len(c.s.Game().Log) - 1; i >= 0; i-- {
		if d := c.s.Game().Log[i].Event.Dice(); len(d) > 0 {
			c.lastDice = d
			break
		}
	}
	c.changed()
}
