package control

import (
	"estafette/i18n"
	"estafette/rules/hex"
	"strings"
)

// Click-placing, as every map editor does: a click on a palette entry
// (pressed and released on it, not dragged) takes it as a stamp; each
// click on a hex of the board then places one such piece there, for the
// army chosen, until Esc or a second click on the entry (a finger has no
// Esc). Dragging from the palette still places one.

// Stamp is the palette entry being placed by clicks, nil for none.
func (c *Controller) Stamp() PaletteItem { return c.stamp }

// takeStamp arms the palette entry item for click-placing, and says how
// to use it and leave it.
func (c *Controller) takeStamp(item PaletteItem) {
	c.stamp = item
	c.sel = nil
	c.tell("stamp.armed", c.itemName(item))
}

// DropStamp stops click-placing (Esc, another tab, the entry clicked
// again).
func (c *Controller) DropStamp() {
	if c.stamp != nil {
		c.stamp = nil
		c.tell("stamp.done")
	}
}

// stampOn places the stamp's piece on h: the same check and refusal as
// a drop from the palette. It reports whether the press was the stamp's.
func (c *Controller) stampOn(h hex.Hex) bool {
	if c.stamp == nil || c.tab != TabPieces || !c.onBoard(h) {
		return false
	}
	c.place(c.stamp, h)
	return true
}

// itemName is a palette entry as the palette shows it: the ruleset's
// French name, or its English gloss in English (Term).
func (c *Controller) itemName(item PaletteItem) string {
	name, gloss := item.ID(), ""
	rs := c.ed.Ruleset
	switch it := item.(type) {
	case Leader:
		if lr, ok := rs.Leaders[it.Rank]; ok {
			name, gloss = lr.Name, lr.Gloss
		}
	case Unit:
		if p := rs.Profiles[it.Profile]; p != nil {
			name, gloss = p.Name, p.Gloss
		}
	}
	return c.Term(name, gloss)
}

// Term is one of the ruleset's names (a troop type, a leader's rank, a
// terrain) as the editor writes it: the French name in French, its
// English gloss in English (the French name stays in the tooltips).
func (c *Controller) Term(name, gloss string) string {
	if c.Lang != i18n.EN || gloss == "" {
		return name
	}
	r := []rune(gloss)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}
