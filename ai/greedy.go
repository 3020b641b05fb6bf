package ai

import (
	"context"

	"estafette/rules"
	"estafette/rules/hex"
)

// Greedy is the baseline of docs/ai.md, the simple player the opponent
// must beat: it activates as many units as it can (those nearest the
// enemy first), moves each toward the nearest enemy unit, always attacks
// (without orders), follows up, and passes whenever it is asked to
// answer. It knows nothing of the odds, orders, support or terrain.
type Greedy struct{ Seed uint64 }

// Choose picks the greedy action.
func (p Greedy) Choose(ctx context.Context, st *rules.State, legal []rules.Action) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	if len(legal) == 0 {
		return Choice{}, errNoAction
	}
	r := decisionRNG(p.Seed, st)
	pick := func(ok func(rules.Action) bool, score func(rules.Action) int) rules.Action {
		var best rules.Action
		bestScore, ties := 0, 0
		for _, a := range legal {
			if !ok(a) {
				continue
			}
			s := score(a)
			switch {
			case best == nil || s < bestScore:
				best, bestScore, ties = a, s, 1
			case s == bestScore:
				// Reservoir sampling: each tie equally likely.
				if ties++; r.Intn(ties) == 0 {
					best = a
				}
			}
		}
		return best
	}
	is := func(a rules.Action) bool { return true }
	var choice rules.Action
	switch st.Decision().Kind {
	case rules.DecideRoll:
		choice = rules.Roll{}
	case rules.DecidePlay:
		choice = p.play(st, pick)
	default:
		choice = pick(func(a rules.Action) bool { _, ok := a.(rules.Pass); return ok }, func(rules.Action) int { return 0 })
	}
	if choice == nil {
		choice = pick(is, func(a rules.Action) int {
			if _, ok := a.(rules.EndPhase); ok {
				return 0
			}
			return 1
		})
	}
	return Choice{Action: choice}, nil
}

type picker func(ok func(rules.Action) bool, score func(rules.Action) int) rules.Action

// play is the greedy choice in the army's own phases; nil means end.
func (p Greedy) play(st *rules.State, pick picker) rules.Action {
	army := st.Decider()
	near := func(h hex.Hex) int { return nearestEnemy(st, army, h) }
	switch st.Phase() {
	case rules.PhaseCommand:
		return pick(func(a rules.Action) bool {
			act, ok := a.(rules.Activate)
			return ok && isUnit(st, act.Pieces[0])
		}, func(a rules.Action) int {
			return near(unitOf(st, a.(rules.Activate).Pieces[0]).Hex)
		})
	case rules.PhaseMovement:
		// A unit's move toward the nearest enemy, ending where it can
		// still fight when it can; a unit that is no nearer stays.
		return pick(func(a rules.Action) bool {
			m, ok := a.(rules.Move)
			if !ok || len(m.With) > 0 || !isUnit(st, m.Piece) {
				return false
			}
			return near(m.Path[len(m.Path)-1]) < near(unitOf(st, m.Piece).Hex)
		}, func(a rules.Action) int {
			m := a.(rules.Move)
			to := m.Path[len(m.Path)-1]
			score := 2 * near(to)
			if !st.Reach(m.Piece).CanFight(to) {
				score++
			}
			return score
		})
	case rules.PhaseCombat:
		if a := pick(func(a rules.Action) bool { _, ok := a.(rules.Follow); return ok }, func(rules.Action) int { return 0 }); a != nil {
			return a
		}
		return pick(func(a rules.Action) bool {
			at, ok := a.(rules.Attack)
			return ok && at.Order == ""
		}, func(rules.Action) int { return 0 })
	}
	return nil
}

// nearestEnemy is the distance from h to the nearest enemy unit on the
// table (a large number when there is none).
func nearestEnemy(st *rules.State, army string, h hex.Hex) int {
	best := 1 << 20
	for u := range st.Units() {
		if u.Army != army && u.OnBoard {
			best = min(best, hex.Distance(h, u.Hex))
		}
	}
	return best
}
