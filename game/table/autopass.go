package table

import "estafette/rules"

// A defender the rules leave nothing to answer with (no defense order he
// can pay, no front rank, no withdrawal) was asked all the same, at every
// fire attack: the table now passes for him and says so, unless the
// settings ask it to ask (ask_when_nothing; Options.AskWhenNothing).

// NothingToAnswer reports whether the decision now is a person's answer
// (the defender's, or the choice after the dice) whose only legal action
// is to pass.
func (c *Controller) NothingToAnswer() bool {
	if c.Over() || c.ComputerDecides() {
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

// autoPass passes for a person who has nothing to answer with, and says
// it in the status line.
func (a *App) autoPass() {
	c := a.c
	if a.opts.AskWhenNothing || a.holdsComputer() || !c.NothingToAnswer() {
		return
	}
	army := c.Game().State.Decision().Army
	if ar, ok := c.Game().State.Army(army); ok {
		army = ar.Name
	}
	if c.Pass() {
		c.hint("autopass", army)
	}
}
