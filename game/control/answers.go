package control

import (
	"estafette/rules"
)

// EmptyPhase reports whether the army playing its phase has done nothing
// in it yet: no action of the record since the phase began is its own.
func (c *Controller) EmptyPhase() bool {
	st := c.Game().State
	if c.Over() || st.Decision().Kind != rules.DecidePlay || c.ComputerDecides() || c.ElsewhereDecides() {
		return false
	}
	g := c.Game()
	active := st.Active().ID
	for i := len(g.Record) - 1; i >= 0; i-- {
		if _, end := g.Record[i].(rules.EndPhase); end {
			return true // the phase began with the end of the one before
		}
		if g.By[i] == active {
			return false
		}
	}
	return true
}

// NothingToAnswer reports whether the decision now is a person's answer
// (the defender's, or the choice after the dice) whose only legal action
// is to pass.
func (c *Controller) NothingToAnswer() bool {
	if c.Over() || c.ComputerDecides() || c.ElsewhereDecides() {
		return false
	}
	switch c.Game().State.Decision().Kind {
	case rules.DecideDefender, rules.DecideDice:
	default:
		return false
	}
	legal := c.LegalActions()
	if len(legal) != 1 {
		return false
	}
	_, pass := legal[0].(rules.Pass)
	return pass
}
