package table

import (
	"math"

	"estafette/game/tableview"
	"estafette/rules"
)

// A defender the rules leave nothing to answer with (no defense order he
// can pay, no front rank, no withdrawal) was asked all the same, at every
// fire attack: the table now passes for him and says so, unless the
// settings ask it to ask (ask_when_nothing; Options.AskWhenNothing).
// Nor is he asked about an attack whose risk if he passes (a loss or a
// retreat: Controller.DefenderRisk, from the rules' odds) is under the
// threshold he set (ask_defense_from; Options.AskDefenseFrom), shown in
// his prompt, where a click changes it (AskDefenseRequest).

// AskDefenseRequest asks the shell to keep, in the settings, the risk in
// percent from which the player is asked to answer an attack.
type AskDefenseRequest struct{ Percent int }

// autoPass passes for a person who has nothing to answer with, and says
// it in the status line.
func (a *App) autoPass() {
	c := a.c
	if a.holdsComputer() || c.Session().ComputerDecides() || c.Session().ElsewhereDecides() || c.Session().Over() {
		// The other device's player (or the host's computer) answers.
		return
	}
	army := c.Session().Game().State.Decision().Army
	if ar, ok := c.Session().Game().State.Army(army); ok {
		army = ar.Name
	}
	if risk, ok := c.DefenderRisk(); ok && a.opts.AskDefenseFrom > 0 && pct(risk) < a.opts.AskDefenseFrom && c.LegalHas(rules.Pass{}) {
		if c.Pass() {
			c.Hint("autopass.low", army, pct(risk), a.opts.AskDefenseFrom)
		}
		return
	}
	if a.opts.AskWhenNothing || !c.NothingToAnswer() {
		return
	}
	if c.Pass() {
		c.Hint("autopass", army)
	}
}

// pct is a chance in whole percents, as the panel shows it.
func pct(p float64) int { return int(math.Round(100 * p)) }

// stepAskFrom is a click on the defender's threshold: the next one, kept
// by the shell in the settings.
func (a *App) stepAskFrom() {
	a.opts.AskDefenseFrom = tableview.NextAskStep(a.opts.AskDefenseFrom)
	a.v.AskFrom = a.opts.AskDefenseFrom
	a.c.Touch()
	a.request = AskDefenseRequest{Percent: a.opts.AskDefenseFrom}
}
