package table

// A defender the rules leave nothing to answer with (no defense order he
// can pay, no front rank, no withdrawal) was asked all the same, at every
// fire attack: the table now passes for him and says so, unless the
// settings ask it to ask (ask_when_nothing; Options.AskWhenNothing).

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
		c.Hint("autopass", army)
	}
}
