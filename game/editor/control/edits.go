package control

import (
	"slices"
	"strings"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

func (c *Controller) place(item PaletteItem, h hex.Hex) {
	id, err := c.placeOn(c.ed, item, h)
	if err != nil {
		c.refuse(err)
		return
	}
	c.sel = []string{id}
	c.tell("placed", id, h.Label())
}

func (c *Controller) move(ids []string, to hex.Hex) {
	if err := c.ed.Move(ids, to); err != nil {
		c.refuse(err)
		return
	}
	if len(ids) == 1 {
		c.tell("moved", ids[0], to.Label())
	} else {
		c.tell("moved.many", len(ids))
	}
}

// Remove deletes pieces (dragged off the board, or Delete).
func (c *Controller) Remove(ids ...string) {
	if len(ids) == 0 {
		return
	}
	if err := c.ed.Remove(ids...); err != nil {
		c.refuse(err)
		return
	}
	c.sel = slices.DeleteFunc(c.sel, func(id string) bool { return slices.Contains(ids, id) })
	c.tell("removed", strings.Join(ids, ", "))
}

// Delete removes the selected pieces.
func (c *Controller) Delete() { c.Remove(slices.Clone(c.sel)...) }

func (c *Controller) paint(stroke []hex.Hex) {
	b := &c.ed.Scenario.Board
	var todo []hex.Hex
	for _, h := range stroke {
		if b.TerrainAt(h) != c.brush {
			todo = append(todo, h)
		}
	}
	if len(todo) == 0 {
		return
	}
	if err := c.ed.Paint(c.brush, todo...); err != nil {
		c.refuse(err)
		return
	}
	name := c.brush
	if t, ok := c.ed.Ruleset.Terrain[c.brush]; ok {
		name = t.Name
	}
	c.tell("painted", len(todo), name)
}

func (c *Controller) road(path []hex.Hex) {
	if len(path) < 2 {
		c.tell("road.short")
		return
	}
	if err := c.ed.DrawRoad(path); err != nil {
		c.refuse(err)
		return
	}
	c.tell("road.drawn", len(path))
}

// erase removes every road through the hexes, as one edit.
func (c *Controller) erase(hexes []hex.Hex) {
	n := 0
	for _, r := range c.ed.Scenario.Board.Roads {
		for _, h := range r.Hexes {
			if slices.Contains(hexes, h) {
				n++
				break
			}
		}
	}
	if n == 0 {
		c.tell("road.none")
		return
	}
	if len(hexes) == 1 {
		if err := c.ed.EraseRoads(hexes[0]); err != nil {
			c.refuse(err)
			return
		}
	} else if err := c.ed.Change(func(sc *rules.Scenario) {
		sc.Board.Roads = slices.DeleteFunc(sc.Board.Roads, func(r rules.Road) bool {
			return slices.ContainsFunc(r.Hexes, func(h hex.Hex) bool { return slices.Contains(hexes, h) })
		})
	}); err != nil {
		c.refuse(err)
		return
	}
	c.tell("road.erased", n)
}

// afterHistory keeps the selection in step with the scenario an undo or
// redo brought back (the model restores the ruleset itself).
func (c *Controller) afterHistory() {
	c.sel = slices.DeleteFunc(c.sel, func(id string) bool {
		_, ok := findPiece(c.ed.Scenario, id)
		return !ok
	})
	c.army = min(c.army, len(c.ed.Scenario.Armies)-1)
}

// Undo goes back one edit.
func (c *Controller) Undo() bool {
	c.commitField()
	if !c.ed.Undo() {
		c.tell("undo.nothing")
		return false
	}
	c.afterHistory()
	c.tell("undone")
	return true
}

// Redo plays an undone edit again.
func (c *Controller) Redo() bool {
	c.commitField()
	if !c.ed.Redo() {
		c.tell("redo.nothing")
		return false
	}
	c.afterHistory()
	c.tell("redone")
	return true
}

// SetRuleset switches the scenario to another ruleset; the editor model
// refuses it when the scenario would gain a problem under the new checks.
func (c *Controller) SetRuleset(key string) error {
	rs, err := scenarios.Ruleset(key)
	if err != nil {
		return err
	}
	return c.ed.SetRuleset(rs)
}
