package control

import (
	"estafette/rules"
)

// EndPhase ends the current phase.
func (c *Controller) EndPhase() bool { return c.Apply(rules.EndPhase{}) }

// Roll resolves the declared combat.
func (c *Controller) Roll() bool { return c.Apply(rules.Roll{}) }

// GiveOrder gives an order of the Orders menu to the selected piece, or to
// no one when the order takes no target. Attack orders are armed for the
// next attack, once the rules accept them for the selected attacker;
// defense orders answer the declared combat. A refused order is shown
// with the rules' reason and leaves nothing armed.
func (c *Controller) GiveOrder(key string, count int) bool {
	o, ok := c.s.Game().Ruleset.Order(key)
	if !ok {
		return c.Apply(rules.GiveOrder{Key: key})
	}
	switch o.Window {
	case rules.WindowAttack:
		return c.armOrder(o)
	case rules.WindowDefense:
		// Retraite: the hex is then clicked on the board (choose.go).
		return c.Play(rules.Defend{Order: key})
	}
	a, ok := c.OrderAction(o)
	if !ok {
		c.hint("order.needs_target", o.Name)
		return false
	}
	g := a.(rules.GiveOrder)
	g.Count = count
	// Desserrer en masse: its units are then clicked (choose.go).
	return c.Play(g)
}

// armOrder arms an attack order for the selected attacker's next attack,
// or disarms it when it is armed already.
func (c *Controller) armOrder(o *rules.Order) bool {
	st := c.s.Game().State
	if c.ArmedOrder == o.Key {
		c.ArmedOrder = ""
		c.changed()
		return true
	}
	c.ArmedOrder = ""
	if u, ok := st.Unit(c.sel); !ok || u.Army != st.Active().ID {
		c.hint("order.needs_target", o.Name)
		return false
	}
	if _, _, v := st.CombatOrderCost(o.Key, c.sel); v != nil {
		c.refuse(v)
		return false
	}
	c.ArmedOrder = o.Key
	c.hint("order.armed", o.Name)
	return true
}

// OrderAction is the action a click on a command or maneuver order gives
// with the current selection: the order to the selected piece when it is
// the kind the order takes, to no one when it takes none. ok is false when
// the order waits for a target.
func (c *Controller) OrderAction(o *rules.Order) (rules.Action, bool) {
	a := rules.GiveOrder{Key: o.Key}
	if t := OrderTarget(c.s.Game().State, o, c.sel); t != "" {
		a.Args = []string{t}
	} else if o.Target != rules.TargetNone {
		return nil, false
	}
	return a, true
}

// OrderTarget returns the id an order would be given to with this piece
// selected: the piece itself when it is the right kind, "" otherwise.
func OrderTarget(st *rules.State, o *rules.Order, sel string) string {
	switch o.Target {
	case rules.TargetNone:
		return ""
	case rules.TargetLeader, rules.TargetLeaderGroup:
		if _, ok := st.Leader(sel); ok {
			return sel
		}
	default:
		if _, ok := st.Unit(sel); ok {
			return sel
		}
	}
	return ""
}

// LegalActions returns the rules' legal actions now, computed once per
// change of the state.
func (c *Controller) LegalActions() []rules.Action {
	if c.legalFor != c.s.Game().State || c.legalN != len(c.s.Game().Record) {
		c.legal = c.s.Game().State.LegalActions()
		c.legalFor, c.legalN = c.s.Game().State, len(c.s.Game().Record)
	}
	return c.legal
}

// Actors are the pieces the rules let act now (LegalActions), each once,
// in the order the rules list them, after what the selected piece may
// act on (the units a selected leader may activate, the enemies a
// selected unit may attack): the leader who may activate, the
// piece that may move, step aside or leave the table, the unit that may
// attack, the leader who may act directly, rally, send a messenger,
// fight in the front rank or withdraw. The keyboard's Tab starts there.
func (c *Controller) Actors() []string {
	var out []string
	seen := map[string]bool{}
	add := func(id string) {
		if id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	// First what the selected piece may act on: the units the selected
	// leader may activate, the enemies the selected unit may attack.
	for _, a := range c.LegalActions() {
		switch a := a.(type) {
		case rules.Activate:
			if a.Leader == c.sel && len(a.Pieces) == 1 && a.Pieces[0] != c.sel {
				add(a.Pieces[0])
			}
		case rules.Attack:
			if a.Attacker == c.sel {
				add(a.Defender)
			}
		}
	}
	for _, a := range c.LegalActions() {
		switch a := a.(type) {
		case rules.Activate:
			add(a.Leader)
		case rules.Move:
			add(a.Piece)
		case rules.Step:
			add(a.Piece)
		case rules.Exit:
			add(a.Piece)
		case rules.Attack:
			add(a.Attacker)
		case rules.Direct:
			add(a.Leader)
		case rules.SendMessenger:
			add(a.Leader)
		case rules.Rally:
			add(a.Leader)
		case rules.Front:
			add(a.Leader)
		case rules.Withdraw:
			add(a.Leader)
		}
	}
	return out
}
