package control

import (
	"estafette/rules"
)

// EmptyPhase reports whether the army playing its phase has done nothing
// in it yet: no action of the record since the phase began is its own.
func (c *Controller) EmptyPhase() bool {
	st := c.s.Game().State
	if c.s.Over() || st.Decision().Kind != rules.DecidePlay || c.s.ComputerDecides() || c.s.ElsewhereDecides() {
		return false
	}
	g := c.s.Game()
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

// CouldAct reports whether the army whose decision it is may still do
// something in this phase besides ending it (the rules' LegalActions):
// the question before an empty phase ends is asked only then. In the
// combat phase, before any combat, a leader's direct action that
// activates a unit or commits him to ignore its loss counts only when
// that unit may then attack (asked of a copy of the state): nothing else
// comes of it there.
func (c *Controller) CouldAct() bool {
	st := c.s.Game().State
	for _, a := range c.LegalActions() {
		switch a := a.(type) {
		case rules.EndPhase:
			continue
		case rules.Direct:
			if st.Phase() == rules.PhaseCombat && st.CurrentCombat().Attacker == "" &&
				(a.Effect == rules.DirectActivate || a.Effect == rules.DirectIgnoreLoss) && !attacksAfter(st, a) {
				continue
			}
		}
		return true
	}
	return false
}

// attacksAfter reports whether the unit a direct action activates may
// attack once it is activated.
func attacksAfter(st *rules.State, d rules.Direct) bool {
	cp := st.Clone()
	if _, v := cp.Apply(d); v != nil {
		return false
	}
	for _, a := range cp.LegalActions() {
		if at, ok := a.(rules.Attack); ok && at.Attacker == d.Unit {
			return true
		}
	}
	return false
}

// NothingToAnswer reports whether the decision now is a person's answer
// (the defender's, or the choice after the dice) whose only legal action
// is to pass.
func (c *Controller) NothingToAnswer() bool {
	if c.s.Over() || c.s.ComputerDecides() || c.s.ElsewhereDecides() {
		return false
	}
	switch c.s.Game().State.Decision().Kind {
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

// DefenderRisk is the chance that the declared combat costs the defender
// anything if he passes now: a loss, or falling back (CombatOdds, the
// rules' odds of the combat as it stands); ok is false when no combat
// waits for the defender's answer.
func (c *Controller) DefenderRisk() (risk float64, ok bool) {
	st := c.s.Game().State
	if st.Decision().Kind != rules.DecideDefender {
		return 0, false
	}
	o, ok := st.CombatOdds()
	if !ok {
		return 0, false
	}
	loss := 0.0
	if l := o.Attack.Losses; len(l) > 0 {
		loss = o.AttackChance * (1 - l[0])
	}
	return max(loss, o.DefenderForcedBack, o.DefenderEliminated), true
}
