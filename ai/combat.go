package ai

import (
	"estafette/rules"
	"estafette/rules/hex"
)

// The combat phase and the combat's windows. An attack is worth what the
// engine's odds say it does (gain: the defender's expected losses, each
// valued by how near they bring it to elimination, less the riposte's);
// an attack order is given when it adds more than its price, a defense
// order when it saves more than its price.

// leaderValue is a leader lost: wounded in the front rank.
const leaderValue = 30

// combat chooses the next action of the combat phase: the best attack
// that gains, the follow-up or a rally when they gain more, or the end.
// Attacks that gain are taken in the order of their gain less what the
// thinker's other units would lose if the defender left its hex: melee
// before the fire that still reaches it one hex back. A follow-up and a
// pursuit attack are offered now or never, and taking them first leaves
// the other attacks open: when one gains, it comes first.
func (t *thinker) combat() Choice {
	type option struct {
		a         rules.Action
		gain, key float64
		why       Reason
		now       bool // the follow-up or a pursuit attack: lost by any other action
	}
	var opts []option
	cur := t.st.CurrentCombat()
	pursuer := ""
	if u, ok := t.st.Unit(cur.Attacker); ok && cur.Rolled && u.PursuitLeft > 0 {
		pursuer = u.ID
	}
	for _, a := range t.legal {
		if t.spent() {
			break
		}
		switch a := a.(type) {
		case rules.Attack:
			if a.Order != "" && !t.p.orders {
				continue
			}
			o, v := t.odds(t.st, a.Attacker, a.Defender, a.Order)
			if v != nil {
				continue
			}
			g := t.gain(t.st, o) + t.jitter()
			if a.Order != "" {
				cost, _, _ := t.st.CombatOrderCost(a.Order, a.Attacker)
				g -= t.pointValue(t.st) * float64(cost)
			}
			key := g - (o.DefenderForcedBack+o.DefenderEliminated)*t.dependents(a.Attacker, a.Defender)
			opts = append(opts, option{a, g, key, attackReason(t.st, o), a.Attacker == pursuer})
		case rules.Follow, rules.Rally:
			base := t.evaluate(t.st)
			c, ok := t.apply(t.st, a)
			if !ok {
				continue
			}
			g := t.evaluate(c) - base
			_, follow := a.(rules.Follow)
			opts = append(opts, option{a, g, g, actionReason(t.st, a), follow})
		}
	}
	now := false // a follow-up or pursuit that gains
	for _, o := range opts {
		now = now || (o.now && o.gain > 0)
	}
	var best rules.Action
	bestKey, reason := 0.0, Reason{}
	for _, o := range opts {
		if o.gain > 0 && (o.now || !now) && (best == nil || o.key > bestKey) {
			best, bestKey, reason = o.a, o.key, o.why
		}
	}
	if best == nil {
		return said(rules.EndPhase{}, because("ends the combat phase"))
	}
	return said(best, reason)
}

// dependents is what the thinker's other units ready to fight would lose
// if target left its hex: each one's best attack less its best on
// another enemy. A unit firing from nearer than its range still reaches
// a target one hex back, and loses nothing.
func (t *thinker) dependents(attacker, target string) float64 {
	s := t.st
	tgt := unitOf(s, target)
	loss := 0.0
	for u := range s.Units() {
		if u.Army != t.army || u.ID == attacker || !u.OnBoard || !u.Activated() || !u.CanFight || u.Fought {
			continue
		}
		best, on := t.bestAttack(s, u)
		if on != target || best <= 0 {
			continue
		}
		if d := hex.Distance(u.Hex, tgt.Hex); d >= 2 && d < u.Profile.Range {
			continue
		}
		alt, _ := t.bestAttackBut(s, u, target)
		loss += best - max(alt, 0)
	}
	return loss
}

// attackReason is the log's line: "attacks CVB with G1: 0.8 hits and 0.5
// flags expected, 12% to eliminate, 45% to drive back".
func attackReason(st *rules.State, o rules.Odds) Reason {
	def, att := pieceOf(st, o.Defender), pieceOf(st, o.Attacker)
	hits, flags, elim, back := o.Attack.Hits, o.Attack.Flags, 100*o.DefenderEliminated, 100*o.DefenderForcedBack
	if o.AttackOrder != "" {
		return because("attacks %s with %s (%s): %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back",
			def, att, orderOf(st, o.AttackOrder), hits, flags, elim, back)
	}
	return because("attacks %s with %s: %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back",
		def, att, hits, flags, elim, back)
}

// windowValue is the declared combat's worth to the thinker's army after
// a, played on a copy: the odds of what is left to roll, or the position
// when nothing is.
// A direct action is charged the leader it spends.
func (t *thinker) windowValue(a rules.Action) (float64, bool) {
	v, ok := t.windowScore(a)
	return v - t.directCost(a), ok
}

// windowScore is windowValue before the leaders spent.
func (t *thinker) windowScore(a rules.Action) (float64, bool) {
	c, ok := t.apply(t.st, a)
	if !ok {
		return 0, false
	}
	o, pending := c.CombatOdds()
	if !pending {
		// Resolved (after the dice, or Retraite): the riposte's dice are
		// the thinker's own, a few of them.
		v := t.material(c) + t.positional(c)
		for i := 1; i < diceSamples; i++ {
			if c, ok = t.apply(t.st, a); ok {
				v += t.material(c) + t.positional(c)
			}
		}
		return v / diceSamples, true
	}
	g := t.gain(c, o)
	if unitOf(c, o.Attacker).Army != t.army {
		g = -g
	}
	v := t.positional(c) + t.material(c) + g
	// A leader in the front rank risks a wound.
	if unitOf(c, o.Defender).Army == t.army {
		v -= o.AttackChance * o.Attack.Wounded * leaderValue
	} else {
		v -= o.RiposteChance * o.Riposte.Wounded * leaderValue
	}
	return v, true
}

// diceSamples are the rolls a resolved window is scored over.
const diceSamples = 6

// bestWindowAction scores every action of a combat window.
func (t *thinker) bestWindowAction(keep func(rules.Action) bool) Choice {
	var best rules.Action
	bestV := 0.0
	for _, a := range t.legal {
		if !keep(a) || t.spent() {
			continue
		}
		v, ok := t.windowValue(a)
		if !ok {
			continue
		}
		if _, pass := a.(rules.Pass); !pass {
			v -= minGain + t.jitter()
		}
		if best == nil || v > bestV {
			best, bestV = a, v
		}
	}
	if best == nil {
		best = rules.Pass{}
	}
	reason := Reason{}
	if _, pass := best.(rules.Pass); !pass {
		reason = actionReason(t.st, best)
	}
	return said(best, reason)
}

// attackerWindow: a leader in the front rank, or pass.
func (t *thinker) attackerWindow() Choice {
	return t.bestWindowAction(func(a rules.Action) bool {
		switch a.(type) {
		case rules.Pass:
			return true
		case rules.Front, rules.Direct:
			return t.p.orders
		}
		return false
	})
}

// defenderWindow: a defense order, a leader in the front rank, or pass.
func (t *thinker) defenderWindow() Choice {
	ch := t.bestWindowAction(func(a rules.Action) bool {
		switch a := a.(type) {
		case rules.Pass:
			return true
		case rules.Defend:
			return t.triesOrder(a.Order, a.Count, a.To)
		case rules.Front:
			return t.p.orders
		case rules.Direct:
			return t.triesOrder(a.Order, a.Count, a.To)
		}
		return false
	})
	if d, ok := ch.Action.(rules.Defend); ok {
		ch = said(d, because("defense order %s", orderOf(t.st, d.Order)))
	}
	return ch
}

// diceWindow: on the attack's dice, Évasion, Sacrifice's amount, or pass.
func (t *thinker) diceWindow() Choice {
	return t.bestWindowAction(func(a rules.Action) bool {
		switch d := a.(type) {
		case rules.Defend:
			return t.p.orders || d.Order == ""
		case rules.Direct:
			return t.p.orders
		}
		return true
	})
}
