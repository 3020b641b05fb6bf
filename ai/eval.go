package ai

import (
	"math"
	"reflect"
	"sort"

	"estafette/rules"
	"estafette/rules/hex"
)

// The evaluation of a position, from one army's side, in points: an
// enemy unit eliminated is worth elimValue, a game won winValue. It sums
// the material (how near each unit is to its elimination: elements do not
// change the dice, so a unit's worth is only how far it is from being
// counted), the tactical potential (what each side's attacks would do,
// read from the engine's odds), and the position (closing in, staying in
// command, objectives, order points).

const (
	winValue  = 10000
	elimValue = 100
	// pointValue is an order point, so that an order is given where its
	// effect is worth more than its price.
	pointValue = 3
	// wonBonus is a melee won: the attacker may follow up, and mounted
	// units pursue.
	wonBonus = 3
)

// damage is what a unit's losses are worth to the enemy: elimValue when
// it is gone, and before that more for each element as it nears the end
// (0.85 × elimValue × lost fraction^1.5), so that fire is focused.
func (t *thinker) damage(e, start int) float64 {
	if e <= 0 {
		return elimValue
	}
	if e >= start || start <= 0 {
		return 0
	}
	f := float64(start-e) / float64(start)
	return 0.85 * elimValue * math.Pow(f, t.p.convex)
}

// lossValue is what losing k more elements costs a unit with e left.
func (t *thinker) lossValue(e, start, k int) float64 {
	return t.damage(e-k, start) - t.damage(e, start)
}

// evaluate scores s for the thinker's army.
func (t *thinker) evaluate(s *rules.State) float64 {
	t.nodes += t.evalCost
	if s.Phase() == rules.PhaseOver {
		switch s.Winner() {
		case t.army:
			return winValue - float64(s.Turn())
		case "":
			return t.material(s) * 0.01
		default:
			return -winValue + float64(s.Turn())
		}
	}
	return t.material(s) + t.result(s) + t.tactical(s) + t.positional(s)
}

// resultValue is the lead in eliminations as the turn limit nears.
const resultValue = 300

// result counts the lead in eliminations more and more as the last turn
// nears, when the limit decides by eliminations: the army that leads
// guards its lead, the other seeks one.
func (t *thinker) result(s *rules.State) float64 {
	lead, urgency := t.lead(s, t.army)
	return resultValue * urgency * math.Tanh(float64(lead))
}

// lead is army's lead in eliminations, and how much it weighs now: 0
// until four turns from the limit, then up to 1 (0 when there is no
// limit, or it does not decide by eliminations).
func (t *thinker) lead(s *rules.State, army string) (int, float64) {
	sc := s.Scenario()
	if sc.Turns == 0 || (sc.AtTurnLimit != "" && sc.AtTurnLimit != "eliminations") {
		return 0, 0
	}
	lead := 0
	for a := range s.Armies() {
		if a.ID == army {
			lead += a.EliminatedEnemy
		} else {
			lead -= a.EliminatedEnemy
		}
	}
	left := sc.Turns - s.Turn()
	return lead, max(0, 1-float64(left)/4)
}

// aggression grows from 1 to 1+p.press over the game while the army does
// not lead in eliminations: a draw at the turn limit is no result, and
// the enemy's fire must be braved to get one. It is 1 with no turn limit.
func (t *thinker) aggression(s *rules.State) float64 {
	sc := s.Scenario()
	lead, _ := t.lead(s, t.army)
	if sc.Turns == 0 || lead > 0 {
		return 1
	}
	return 1 + t.p.press*float64(s.Turn())/float64(sc.Turns)
}

// resultShift is what changing army's lead by k is worth to it now.
func (t *thinker) resultShift(s *rules.State, army string) func(k int) float64 {
	lead, urgency := t.lead(s, army)
	return func(k int) float64 {
		return resultValue * urgency * (math.Tanh(float64(lead+k)) - math.Tanh(float64(lead)))
	}
}

// material is the damage done to the enemy less the damage taken.
func (t *thinker) material(s *rules.State) float64 {
	v := 0.0
	for u := range s.Units() {
		if u.Exited {
			continue
		}
		d := t.damage(u.Elements, u.StartElements)
		if u.Army == t.army {
			v -= d
		} else {
			v += d
		}
	}
	return v
}

// gain is what a combat is worth to the attacker's army: the defender's
// losses less the attacker's, an elimination's weight in the result as
// the turn limit nears, the melee won, the order points the dice give
// each side.
func (t *thinker) gain(s *rules.State, o rules.Odds) float64 {
	at, d := unitOf(s, o.Attacker), unitOf(s, o.Defender)
	v := 0.0
	for k, p := range o.Attack.Losses {
		v += o.AttackChance * p * t.lossValue(d.Elements, d.StartElements, k)
	}
	for k, p := range o.Riposte.Losses {
		v -= o.RiposteChance * p * t.lossValue(at.Elements, at.StartElements, k)
	}
	if o.DefenderEliminated > 0 || o.AttackerEliminated > 0 {
		r := t.resultShift(s, at.Army)
		v += o.DefenderEliminated*r(1) + o.AttackerEliminated*r(-1) // r(-1) < 0: a lead lost
		// The elimination that breaks an army (VIC.BREAK) wins the game.
		v += o.DefenderEliminated*breakShift(s, at.Army) - o.AttackerEliminated*breakShift(s, d.Army)
	}
	v += o.Won * wonBonus
	v += t.pointValue(s) * (o.AttackChance*o.Attack.OrderPoints - o.RiposteChance*o.Riposte.OrderPoints)
	return v
}

// bestAttack is the most a unit's attack from where it stands is worth,
// over every enemy in reach, and that enemy ("" when none).
func (t *thinker) bestAttack(s *rules.State, u rules.Unit) (float64, string) {
	return t.bestAttackBut(s, u, "")
}

// bestAttackBut is bestAttack leaving out one enemy.
func (t *thinker) bestAttackBut(s *rules.State, u rules.Unit, but string) (float64, string) {
	best, target := 0.0, ""
	reach := 1
	if u.Profile.Fire > 0 {
		reach = max(1, u.Profile.Range)
	}
	// The hexes in reach, not every unit: an evaluation asks this of
	// every unit, and the army's size must not square its cost.
	for v := range s.UnitsNear(u.Hex, reach) {
		if v.Army == u.Army || v.ID == but {
			continue
		}
		o, err := t.odds(s, u.ID, v.ID, "")
		if err != nil {
			continue
		}
		if g := t.gain(s, o); g > best || target == "" {
			best, target = g, v.ID
		}
	}
	return best, target
}

// odds asks the engine, counting the question.
// Each question counts a node, answered from the cache or not, so that
// the cache changes the think time and never the choice.
func (t *thinker) odds(s *rules.State, attacker, defender, order string) (rules.Odds, *rules.Violation) {
	t.nodes++
	at, ok1 := s.Unit(attacker)
	d, ok2 := s.Unit(defender)
	if !ok1 || !ok2 || !at.OnBoard || !d.OnBoard || s.CurrentCombat().Attacker != "" {
		return s.AttackOdds(attacker, defender, order)
	}
	key := oddsKey{attacker, defender, order, s.HashAround(at.Hex, d.Hex, oddsNear, oddsFar)}
	if x, ok := t.oddsSeen[key]; ok {
		if t.checkOdds {
			t.checkCachedOdds(s, key, x)
		}
		return x.o, x.v
	}
	o, v := s.AttackOdds(attacker, defender, order)
	if t.oddsSeen == nil {
		t.oddsSeen = map[oddsKey]oddsAnswer{}
	}
	t.oddsSeen[key] = oddsAnswer{o, v}
	return o, v
}

// The odds of a combat read the units and leaders next to the two units
// (supports, leaders' influence: oddsNear hexes, in full), and beyond
// them which hexes a unit driven back may cross, a flag a hex, where a
// blocked retreat costs elements (oddsFar, the occupant alone).
// TestOddsCacheAnswersAsTheEngine checks them on whole games: 1 hex in
// full was not enough at Marignan, 2 were (3 leave room); a far reach of
// 4 hexes was not enough (five dice: a retreat of five hexes), 6 was (10
// leave room for more dice).
const (
	oddsNear = 3
	oddsFar  = 10
)

// oddsKey is a combat's odds in a position, as far as they read it.
type oddsKey struct {
	attacker, defender, order string
	around                    uint64 // State.HashAround the two units
}

type oddsAnswer struct {
	o rules.Odds
	v *rules.Violation
}

// checkCachedOdds asks the engine again for an answer from the cache,
// and counts it in oddsMisses when the engine answers otherwise (a test
// sets checkOdds).
func (t *thinker) checkCachedOdds(s *rules.State, key oddsKey, x oddsAnswer) {
	o, v := s.AttackOdds(key.attacker, key.defender, key.order)
	if !reflect.DeepEqual(o, x.o) || (v == nil) != (x.v == nil) {
		t.oddsMisses++
	}
}

// tactical is each side's attack potential: the sum of its units' best
// attacks, as many as it may activate, weighted by how soon they come.
func (t *thinker) tactical(s *rules.State) float64 {
	active := s.Active().ID
	phase := s.Phase()
	// A mounted unit that has just followed up may attack once more, at
	// once: its pursuit counts with the attacks to come now.
	pursuer := ""
	if phase == rules.PhaseCombat {
		// Only in the combat phase: CurrentCombat copies a held roll's dice.
		if c := s.CurrentCombat(); c.Rolled {
			if u, ok := s.Unit(c.Attacker); ok && u.PursuitLeft > 0 {
				pursuer = u.ID
			}
		}
	}
	v := 0.0
	for a := range s.Armies() {
		sign := 1.0
		if a.ID != t.army {
			sign = -1
		}
		var now, later []float64
		for u := range s.Units() {
			if u.Army != a.ID || !u.OnBoard {
				continue
			}
			g, target := t.bestAttack(s, u)
			if target == "" || g <= 0 {
				continue
			}
			if a.ID == active && phase != rules.PhaseCommand && u.Activated() {
				if u.CanFight && (!u.Fought || pursuer == u.ID) {
					now = append(now, g)
				}
				continue
			}
			later = append(later, g)
		}
		w := t.p.threatWeight / t.aggression(s)
		switch {
		case a.ID == active && phase == rules.PhaseCommand:
			w = t.p.commandWeight
		case a.ID == active:
			w = t.p.laterWeight
		case a.ID == t.army:
			w = t.p.nextWeight
		}
		v += sign * (sum(now) + w*topN(later, capacity(a)))
	}
	return v
}

// capacity is how many units an army may activate in a turn.
func capacity(a rules.Army) int { return max(a.Activations*a.UnitsPerActivation, 1) }

func sum(xs []float64) float64 {
	v := 0.0
	for _, x := range xs {
		v += x
	}
	return v
}

// topN sums the n largest values.
func topN(xs []float64, n int) float64 {
	if len(xs) > n {
		sort.Sort(sort.Reverse(sort.Float64Slice(xs)))
		xs = xs[:n]
	}
	return sum(xs)
}

// positional scores closing in on the enemy (units, and leaders behind
// them), staying inside a leader's command radius (or no one can activate
// the unit), leaders out of harm, objectives and order points.
func (t *thinker) positional(s *rules.State) float64 {
	v := 0.0
	// Only where the units stand is read: the hexes, in buffers the
	// decision keeps, and no copy of every unit at every evaluation.
	mine := t.mine[:0]
	for u := range s.Units() {
		if u.OnBoard && u.Army == t.army {
			mine = append(mine, u.Hex)
		}
	}
	t.mine = mine
	f := t.fieldTo(s, t.enemy)
	// distance is the walk to the enemy, or the straight line and six
	// more where no walk reaches, at most 30.
	distance := func(h hex.Hex) int { return min(f.at(h), f.nearest(h)+6, 30) }
	approach := t.aggression(s) * t.p.approach
	front := 30 // the nearest any unit stands to the enemy
	radii := commandRadii(s, t.army)
	for _, h := range mine {
		d := distance(h)
		front = min(front, d)
		v += approach * t.closeness(d)
		// Out of every leader's command radius, no one can activate it:
		// the further out, the longer the leaders take to catch up.
		v -= t.p.command * float64(min(radii.gap(h), 5))
	}
	for l := range s.Leaders() {
		if l.Army != t.army || !l.Present || !l.OnBoard {
			continue
		}
		if f.nearest(l.Hex) <= 1 && !occupied(s, l.Hex) {
			v -= 8 // a lone leader next to the enemy may be taken
		}
		// A leader comes up behind the army's front, never ahead of it:
		// the army advances only as far as its leaders' command radii
		// reach, and no unit's move scores a leader's coming up, which
		// pays only a turn later. (Ahead of the front, against an enemy
		// that attacks, the army was drawn out of its line.)
		v += t.p.leaders * approach * t.closeness(max(distance(l.Hex), front+1, 2))
	}
	v += t.objectives(s, mine)
	pv := t.pointValue(s)
	for a := range s.Armies() {
		if a.ID == t.army {
			v += pv * float64(a.OrderPoints)
		} else {
			v -= pv * float64(a.OrderPoints)
		}
	}
	return v
}

// closeness is what standing d hexes from the enemy is worth, per point
// of approach: concave, so that the last hexes before contact count most
// and the army closes in where it is nearest rather than everywhere.
func (t *thinker) closeness(d int) float64 {
	x := float64(max(d-1, 0))
	if t.p.reach > 0 {
		return 20 * math.Exp(-x/t.p.reach)
	}
	return -4 * math.Log1p(x/2)
}

// pointValue is an order point now: pointValue, until the last three
// turns, when points kept to the end are worth nothing and the army spends
// them (a third of it in the last turn).
func (t *thinker) pointValue(s *rules.State) float64 {
	sc := s.Scenario()
	if sc.Turns == 0 {
		return t.p.price * pointValue
	}
	left := sc.Turns - s.Turn()
	return t.p.price * pointValue * min(1, float64(left+1)/4+1.0/12)
}

// radii are the command radii of an army's leaders on the table.
type radii []struct {
	at hex.Hex
	r  int
}

// commandRadii lists army's leaders on the table with their command
// radius now, once per evaluation rather than once per unit.
func commandRadii(s *rules.State, army string) radii {
	var out radii
	for l := range s.Leaders() {
		if l.Army == army && l.Present && l.OnBoard {
			out = append(out, struct {
				at hex.Hex
				r  int
			}{l.Hex, s.CommandRadius(l)})
		}
	}
	return out
}

// gap is how many hexes h stands beyond the command radius of the
// nearest of the leaders (0 inside one, 99 with no leader).
func (rs radii) gap(h hex.Hex) int {
	gap := 99
	for _, l := range rs {
		gap = min(gap, max(hex.Distance(l.at, h)-l.r, 0))
	}
	return gap
}

// objectives pulls units toward the army's objectives and toward the
// enemy's, which it must deny (objective.go weighs what each is worth).
func (t *thinker) objectives(s *rules.State, mine []hex.Hex) float64 {
	v := 0.0
	var nearMine *nearIndex
	for i := range s.Scenario().Objectives {
		o := &s.Scenario().Objectives[i]
		if o.What() == rules.Break {
			continue // its eliminations are weighed in gain
		}
		own := o.Army == t.army
		if own && nearMine == nil {
			nearMine = new(nearIndex).reset(mine)
		}
		v += t.objective(s, o, nearMine)
	}
	return v
}
