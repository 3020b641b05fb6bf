package ai

import (
	"estafette/rules"
	"estafette/rules/hex"
)

// The scenario's objectives (docs/rules.md §1 "Victory", VIC.HOLD,
// VIC.TAKE, VIC.BREAK) as the thinker weighs them. An objective met when
// it is checked wins the game: one that the army whose turn is being
// played meets, and that is checked at the end of this turn, is worth
// most of a game won (its units could still be driven off by its own
// attacks' ripostes); one met but checked later, or that the other army
// can still contest, is worth objectiveValue, as the lead in eliminations
// is worth resultValue, more and more as the turn it is checked nears.
// Short of being met, each hex held counts, and each of the army's own
// objective hexes pulls its nearest unit. A break objective makes the
// elimination that breaks the enemy worth most of a game (gain).

const (
	// dueValue is an objective met at the end of the turn being played.
	dueValue = winValue / 2
	// objectiveValue is an objective met before it is checked.
	objectiveValue = 400
	// hexValue is a hex of an objective held, or of the enemy's denied.
	hexValue = 15
)

// objective scores one hold or take objective for the thinker's army;
// nearMine indexes its units (nil when the objective is the enemy's).
func (t *thinker) objective(s *rules.State, o *rules.Objective, nearMine *nearIndex) float64 {
	sign := 1.0
	if o.Army != t.army {
		sign = -1
	}
	mine, enemy := 0, 0
	pull := 0.0
	nearest := 15
	for _, h := range o.Hexes {
		u, ok := s.UnitAt(h)
		switch {
		case ok && u.Army == o.Army:
			mine++
		case ok:
			enemy++
		}
		if nearMine != nil && !(ok && u.Army == o.Army) {
			d := min(nearMine.dist(h), 15)
			pull -= 2 * float64(d)
			nearest = min(nearest, d)
		}
	}
	if o.What() == rules.Take && nearMine != nil {
		// One unit in the town takes it: the nearest hex pulls.
		pull = -2 * float64(nearest)
		if mine > 0 {
			pull = 0
		}
	}
	v := pull + sign*hexValue*float64(mine) - sign*hexValue*float64(enemy)
	met := mine > 0 && enemy == 0 && (o.What() == rules.Take || mine == len(o.Hexes))
	if !met {
		return v
	}
	due, urgency := t.objectiveTime(s, o)
	switch {
	case due:
		return v + sign*dueValue
	case urgency > 0:
		return v + sign*objectiveValue*urgency
	}
	return v
}

// objectiveTime says whether an objective is checked at the end of the
// turn being played (and by then its army can no more be contested), and
// how much being met weighs now: 1 for one checked at each of its army's
// turns, and for one of a later turn more and more from four turns
// before, as the lead in eliminations (0 once its turn has passed).
func (t *thinker) objectiveTime(s *rules.State, o *rules.Objective) (due bool, urgency float64) {
	active := s.Active().ID
	if o.Turn == 0 {
		return active == o.Army, 1
	}
	turn := s.Turn()
	if turn > o.Turn {
		return false, 0
	}
	last := active != s.Scenario().First // the game turn ends with this army's turn
	if turn == o.Turn && last {
		return true, 1
	}
	return false, max(0, 1-float64(o.Turn-turn)/4)
}

// breakShift is what eliminating one more enemy unit is worth to army
// beyond its material, when the army has a break objective: most of a
// game won when it breaks the enemy.
func breakShift(s *rules.State, army string) float64 {
	for _, o := range s.Scenario().Objectives {
		if o.Army != army || o.What() != rules.Break {
			continue
		}
		if a, ok := s.Army(army); ok && a.EliminatedEnemy+1 >= o.Units {
			return dueValue
		}
		return 0
	}
	return 0
}

// objectiveHexes are the hexes of u's reach on an objective, its own or
// the enemy's, that the command phase's destinations must not leave out
// for being far from the enemy: each objective hex it reaches, and for
// each of its army's objectives out of reach, the end of its reach
// nearest to it.
func objectiveHexes(s *rules.State, u rules.Unit, m *rules.MoveArea) []hex.Hex {
	var out []hex.Hex
	for _, o := range s.Scenario().Objectives {
		for _, h := range o.Hexes {
			if m.Can(h) {
				out = append(out, h)
				continue
			}
			if o.Army != u.Army {
				continue
			}
			best, bestD := hex.None, 1<<30
			for _, e := range m.Ends() {
				if d := hex.Distance(e, h); d < bestD {
					best, bestD = e, d
				}
			}
			if best != hex.None {
				out = append(out, best)
			}
		}
	}
	return out
}
