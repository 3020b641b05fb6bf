package ai

import (
	"estafette/rules"
)

// Direct actions (docs/rules.md §5 "Direct action"): a sub-general or an
// officer commits himself to a unit in his influence and leaves the table
// for one effect: an activation beyond the turn's normal ones, a full
// rally, +2 dice in a combat, a loss ignored, or a free attack or defense
// order. The thinker scores each like any other action (the position or
// the combat's odds it leaves) and charges it the leader it spends:
// leaderWorth, which falls to nothing by the last turn, when a leader kept
// wins no game and an army level in eliminations needs every die.

// Worth of a leader on the table at the start of a game, by rank, beyond
// what the evaluation already sees of him (the units he keeps in command,
// the flag he cancels in the odds): he may head a group, and his direct
// action may be wanted later.
const (
	subGeneralWorth = 24
	officerWorth    = 12
)

// leaderWorth is what spending leader id costs his army now: his rank's
// worth, in proportion to the turns left after this one (all of it when
// the scenario has no turn limit).
func (t *thinker) leaderWorth(s *rules.State, id string) float64 {
	l, ok := s.Leader(id)
	if !ok {
		return 0
	}
	w := float64(officerWorth)
	if l.Rank == rules.SubGeneral {
		w = subGeneralWorth
	}
	sc := s.Scenario()
	if sc.Turns == 0 {
		return w
	}
	left := max(sc.Turns-s.Turn(), 0)
	return w * float64(left) / float64(sc.Turns)
}

// directCost is what an action costs in leaders: the leader a direct
// action spends, nothing for any other.
func (t *thinker) directCost(a rules.Action) float64 {
	d, ok := a.(rules.Direct)
	if !ok {
		return 0
	}
	return t.leaderWorth(t.st, d.Leader)
}

// directCommand looks for the direct action that pays most in the command
// phase, once the normal activations are made: one more unit activated
// (scored by its best destination, as a normal activation is) or a full
// rally (scored by the position it leaves). Its value is net of the
// leader spent; ok is false when none gains.
func (t *thinker) directCommand(base float64) (rules.Direct, float64, bool) {
	var best rules.Direct
	bestV, found := minGain, false
	if !t.p.orders {
		return best, 0, false
	}
	for _, a := range t.legal {
		d, ok := a.(rules.Direct)
		if !ok || t.spent() {
			continue
		}
		var v float64
		switch d.Effect {
		case rules.DirectActivate:
			c, ok := t.apply(t.st, d)
			if !ok {
				continue
			}
			v = t.planActivated(c, d.Unit, base).score
		case rules.DirectRally:
			c, ok := t.apply(t.st, d)
			if !ok {
				continue
			}
			v = t.afterCommand(c) - base
		default:
			continue
		}
		if v -= t.leaderWorth(t.st, d.Leader); v > bestV {
			best, bestV, found = d, v, true
		}
	}
	return best, bestV, found
}
