package ai

import (
	"estafette/rules"
)

// The movement phase: every move the engine lists (each destination, with
// and without the leaders on the unit's hex, by the road when the engine
// finds it) is played on a copy and the position scored; the best move is
// made while one gains, then the phase ends.

// minGain is the least a move or an order must bring to be made: below
// it the thinker moves on, so that it never dithers.
const minGain = 0.5

// movement chooses the next action of the movement phase.
func (t *thinker) movement() Choice {
	base := t.evaluate(t.st)
	var best rules.Action
	bestV := base + minGain
	for _, a := range t.legal {
		if t.spent() {
			break
		}
		switch a := a.(type) {
		case rules.Move:
		case rules.GiveOrder:
			if !t.p.orders {
				continue
			}
			if cost, v := t.st.OrderCost(a); v != nil || !t.maneuverWorthTrying(a, cost) {
				continue
			}
		default:
			continue
		}
		c, ok := t.apply(t.st, a)
		if !ok {
			continue
		}
		v := t.evaluate(c)
		if o, isOrder := a.(rules.GiveOrder); isOrder {
			// An order is worth what the moves it allows bring.
			v = t.afterOrder(c, o)
		}
		if mv, isMove := a.(rules.Move); isMove {
			if t.blunders(t.st, c, mv, v-base) {
				continue // judged on the score without the spread
			}
			v += t.jitter()
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	if best == nil {
		return said(rules.EndPhase{}, because("ends the movement phase"))
	}
	return said(best, t.moveReason(best, bestV-base))
}

// maneuverWorthTrying keeps the maneuver orders whose effect the thinker
// can score (orderUses, effects.go): one more hex for a unit or a group
// (Marche forcée, En avant marche), a unit activated anywhere
// (Estafette), elements rallied (Ralliement, one at a time).
func (t *thinker) maneuverWorthTrying(o rules.GiveOrder, cost int) bool {
	try := orderUses[effectOf(t.st, o.Key)].maneuver
	return try != nil && try(o)
}

// afterOrder scores a maneuver order by the best move of a unit it helps.
func (t *thinker) afterOrder(c *rules.State, o rules.GiveOrder) float64 {
	best := t.evaluate(c)
	var units []string
	if len(o.Args) > 0 {
		if u, ok := c.Unit(o.Args[0]); ok {
			units = []string{u.ID}
		} else {
			for _, g := range c.Groups() {
				if g.Leader == o.Args[0] {
					units = g.Units
				}
			}
		}
	}
	for _, id := range units {
		u, ok := c.Unit(id)
		if !ok || u.Moved {
			continue
		}
		for _, h := range t.candidateHexes(c, u, t.p.moves) {
			after, ok := t.apply(c, t.moveWith(c, u, h))
			if !ok {
				continue
			}
			best = max(best, t.evaluate(after))
		}
	}
	return best - t.pointValue(c) // a margin: the order must pay beyond its price
}

func (t *thinker) moveReason(a rules.Action, gained float64) Reason {
	switch a := a.(type) {
	case rules.Move:
		return because("moves %s to %s (%+.0f)", pieceOf(t.st, a.Piece), a.Path[len(a.Path)-1], gained)
	case rules.GiveOrder:
		return because("gives %s (%+.0f)", orderReason(t.st, a), gained)
	}
	return Reason{}
}

// exposedWorth is what a move must gain to leave a piece alone within
// reach of three enemy units (BlunderExposed): half an elimination.
const exposedWorth = elimValue / 2

// blunders reports whether the move mv, from s to after, is a blunder
// the thinker never makes: a unit sans combat into contact (it may always
// stay back), or a piece left alone within reach of three enemy units for
// less than exposedWorth gained.
func (t *thinker) blunders(s, after *rules.State, mv rules.Move, gained float64) bool {
	if u, ok := s.Unit(mv.Piece); ok {
		moved := unitOf(after, mv.Piece)
		if !moved.OnBoard {
			return false
		}
		if !moved.CanFight && inContact(after, u.Army, moved.Hex) && !(u.OnBoard && inContact(s, u.Army, u.Hex)) {
			return true
		}
		return gained < exposedWorth && exposed(after, u.Army, moved.Hex, false) && !(u.OnBoard && exposed(s, u.Army, u.Hex, false))
	}
	l, ok := s.Leader(mv.Piece)
	if !ok {
		return false
	}
	moved, _ := after.Leader(mv.Piece)
	return gained < exposedWorth && moved.OnBoard && exposed(after, l.Army, moved.Hex, true) && !(l.OnBoard && exposed(s, l.Army, l.Hex, true))
}
