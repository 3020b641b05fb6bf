package ai

import (
	"estafette/rules"
)

// The hard level's look at the defender's reply. An attack is worth what
// its odds say as if the defender passed; but once it is declared the
// defender may give a defense order (Esquive, Retraite, a stand…) that
// turns it aside. With params.reply, each attack is declared on a copy,
// the defender's answers are scored from the combat they leave, the one
// the defender would choose is taken (scored as the normal level scores
// its windows, an order point worth pointValue to it), and the attack's
// gain is corrected by what that answer changes. Attacks that a defense
// order empties, and attack orders a defense order cancels, then lose
// to those that hold.

// replyShift is what the defender's likely answer to the attack a
// changes in the attack's worth to the thinker (0 or less, mostly); ok
// is false when the copy reaches no defender's window.
func (t *thinker) replyShift(a rules.Attack) (float64, bool) {
	c, ok := t.apply(t.st, a)
	// The thinker's own window comes first: it passes there.
	for i := 0; ok && i < 3 && c.Decision().Kind == rules.DecideAttacker && c.Decider() == t.army; i++ {
		c, ok = t.apply(c, rules.Pass{})
	}
	if !ok || c.Decision().Kind != rules.DecideDefender || c.Decider() == t.army {
		return 0, false
	}
	enemyPoints := func(s *rules.State) int {
		for ar := range s.Armies() {
			if ar.ID == t.enemy {
				return ar.OrderPoints
			}
		}
		return 0
	}
	before := enemyPoints(c)
	pv := t.pointValue(c)
	// Their view of an order point: the normal level's, the default
	// opponent's.
	theirs := pv / t.p.price
	passV, chosenV, bestD := 0.0, 0.0, 0.0
	found := false
	for _, d := range c.LegalActions() {
		switch d.(type) {
		case rules.Pass, rules.Defend:
		default:
			continue
		}
		if t.spent() {
			return 0, false
		}
		w, after, ok := t.replyValue(c, d)
		if !ok {
			continue
		}
		_, pass := d.(rules.Pass)
		if pass {
			passV = w
		}
		// The defender's own score: the thinker's loss, with its order
		// points at its own price, and the margin an order must beat.
		spent := float64(before - enemyPoints(after))
		dv := -(w - pv*spent + theirs*spent)
		if !pass {
			dv -= minGain
		}
		if !found || dv > bestD {
			found, bestD, chosenV = true, dv, w
		}
	}
	if !found {
		return 0, false
	}
	return chosenV - passV, true
}

// replyValue is the declared combat's worth to the thinker after the
// defender's answer d: the odds of what is left to roll, or the position
// once resolved (Retraite).
func (t *thinker) replyValue(c *rules.State, d rules.Action) (float64, *rules.State, bool) {
	after, ok := t.apply(c, d)
	if !ok {
		return 0, nil, false
	}
	t.nodes += t.evalCost
	o, pending := after.CombatOdds()
	if !pending {
		return t.material(after) + t.positional(after), after, true
	}
	g := t.gain(after, o)
	if unitOf(after, o.Attacker).Army != t.army {
		g = -g
	}
	return t.material(after) + t.positional(after) + g, after, true
}
