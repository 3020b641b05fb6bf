package table

import "estafette/session"

// Adopt takes over another controller's game (a loaded or resumed one)
// under the identity doc (nil: a new one, given at its first write),
// keeping this controller's language, clock, library and pace; the
// computer commands the armies the game says it does (its thinking on the
// old game is cancelled). The old game's lock is given up, and the new
// game is autosaved at once: its own file, never the old game's.
func (c *Controller) Adopt(o *Controller, doc *session.Doc) {
	if c.Lib != nil && c.Doc != nil && (doc == nil || doc.ID != c.Doc.ID) {
		c.Lib.Release(c.Doc)
	}
	c.game = o.game
	c.Doc = doc
	c.positionChanged()
	c.buildPlayers()
	c.redo = nil
	c.sel, c.trail, c.banner, c.lastDice, c.ArmedOrder = "", nil, "", nil, ""
	for i := len(c.game.Log) - 1; i >= 0; i-- {
		if d := c.game.Log[i].Event.Dice(); len(d) > 0 {
			c.lastDice = d
			break
		}
	}
	c.status = Status{}
	c.changed()
	c.save()
}
