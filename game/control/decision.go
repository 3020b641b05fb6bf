package control

import (
	"estafette/game/say"
	"estafette/i18n"
	"estafette/rules"
)

// Decider returns the army whose decision it is now; ok is false once the
// game is over.
func (c *Controller) Decider() (rules.Army, bool) {
	return c.s.Game().State.Army(c.s.Game().State.Decision().Army)
}

// Prompt is the sentence that says whose decision it is and about what,
// in the interface language, with the deciding army's index for its
// colour (-1 once the game is over).
func (c *Controller) Prompt() (text string, army int) {
	st := c.s.Game().State
	d := st.Decision()
	a, ok := st.Army(d.Army)
	if !ok {
		return i18n.T(c.Lang, "prompt.over"), -1
	}
	switch d.Kind {
	case rules.DecidePlay:
		return i18n.Tf(c.Lang, "prompt.play", a.Name, i18n.T(c.Lang, "phase."+string(st.Phase()))), a.Index
	case rules.DecideStepAside:
		piece := "?"
		if ds := st.Displaced(); len(ds) > 0 {
			piece = say.Sayer{St: st, Lang: c.Lang}.Piece(ds[0])
		}
		return i18n.Tf(c.Lang, "prompt.step-aside", a.Name, piece), a.Index
	}
	return i18n.Tf(c.Lang, "prompt."+string(d.Kind), a.Name), a.Index
}

// LegalHas reports whether the rules list an action of a's kind now.
func (c *Controller) LegalHas(want rules.Action) bool {
	for _, a := range c.LegalActions() {
		if a == want {
			return true
		}
	}
	return false
}

// Pass plays `pass` for the army whose decision it is.
func (c *Controller) Pass() bool { return c.Apply(rules.Pass{}) }

// Primary plays what Space does: the button that closes the window of the
// decision (pass in the attacker's, defender's, dice and step-aside
// windows, roll in the roll window); nothing elsewhere.
func (c *Controller) Primary() bool {
	switch c.s.Game().State.Decision().Kind {
	case rules.DecideRoll:
		return c.Roll()
	case rules.DecideAttacker, rules.DecideDefender, rules.DecideDice, rules.DecideStepAside:
		if c.LegalHas(rules.Pass{}) {
			return c.Pass()
		}
	}
	return false
}
