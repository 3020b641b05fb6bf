package rules

import (
	"math"
	"slices"

	"estafette/rules/hex"
	"estafette/rules/splitmix"
)

// The odds of a combat (docs/rules.md §7), as the engine would resolve it: the
// dice each side rolls (attackDice, riposteDice), every face combination
// read by the same code as a real roll (read: hits of the target's type,
// flags cancelled by support, leaders and cover, Évasion, Sacrifice, a
// loss ignored), then losses, panicking elephants, retreat and blocked
// retreat, elimination and the front-rank wound test, in applyStrike's
// order. The probabilities are exact: faces that read alike are counted
// together (a multinomial over the die's weighted faces), and Nouvelle
// chance's reroll of the first die that hurts is followed die by die.

// Odds is what a combat is likely to do. Probabilities are in [0, 1];
// losses are elements.
type Odds struct {
	Attacker, Defender string
	Fire               bool   // fire at range: no riposte, no defense order
	AttackOrder        string // "" when none
	DefenseOrder       string // "" when none (or not given yet)
	// Withdraw is the unit whose leader ordered it to break off (its
	// strike's hits only count, then it falls back); "" when none.
	Withdraw string
	// Attack is the attacker's dice against the defender; Riposte the
	// defender's melee dice against the attacker, rolled only when the
	// defender holds its ground (RiposteChance), or first under Embuscade.
	Attack, Riposte StrikeOdds
	RiposteChance   float64
	RiposteFirst    bool // Embuscade: the riposte comes first and may stop the attack
	AttackChance    float64
	// Rolled: the attack's dice are on the table, waiting for the
	// defender's choice (Évasion, Sacrifice); Attack is their certain
	// reading if he passes.
	Rolled bool
	// The whole combat.
	DefenderEliminated, DefenderForcedBack float64
	AttackerEliminated, AttackerForcedBack float64
	DefenderLosses, AttackerLosses         float64 // expected
	// Won is the chance the attacker wins the melee: the defender
	// eliminated or driven from its hex, so that it may follow up.
	Won float64
}

// StrikeOdds is one side's dice against the other.
type StrikeOdds struct {
	Roller, Target string
	Dice           int
	// Hits and Flags are the expected hits of the target's type and flags
	// once read: after Évasion, flags cancelled, Sacrifice and ignored
	// losses. OrderPoints is the expected lettres d'ordre won.
	Hits, Flags, OrderPoints float64
	// Losses[k] is the chance the target loses exactly k elements, hits,
	// panicking elephants and blocked retreat together; ExpectedLosses its
	// mean.
	Losses         []float64
	ExpectedLosses float64
	Eliminate      float64 // the target is eliminated
	ForceBack      float64 // the target falls back at least one hex and survives
	// MustFallBack is the chance the target survives with flags left to
	// retreat, walked or paid in losses where the way is blocked.
	MustFallBack float64
	// Wounded is the chance a leader fighting in the target's front rank
	// is wounded; 0 when none does.
	Wounded float64
}

// AttackOdds answers "what would this attack do?": attacker against
// defender, with an attack order or "", as if declared now, before any
// defense order, front rank or withdrawal. It answers whether or not the
// attack may be declared now (activation, turn, order points: ask Check);
// it refuses only an attack that cannot be fought at all: unknown units,
// friends, off the table, out of reach (melee at 1 hex, fire from 2 to the
// profile's range), an attack order that is unknown, not an attack order,
// not for the attacker's type, or given to fire.
func (s *State) AttackOdds(attacker, defender, order string) (Odds, *Violation) {
	at, d := s.unitOf(attacker), s.unitOf(defender)
	switch {
	case at == nil:
		return Odds{}, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", attacker)
	case d == nil:
		return Odds{}, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", defender)
	case at.Army == d.Army:
		return Odds{}, s.violate(RuleCbtTarget, "%s is a friend: a combat is against an enemy unit", s.pieceName(d.ID))
	case !at.OnBoard || !d.OnBoard:
		return Odds{}, s.violate(RuleCbtTarget, "both units must be on the table")
	}
	c := &combat{attacker: at.ID, defender: d.ID, attackOrder: order, sacrifice: -1, stage: stageRoll}
	switch dist := hex.Distance(at.Hex, d.Hex); {
	case dist == 1:
	case dist >= 2 && dist <= at.Profile.Range && at.Profile.Fire > 0:
		c.fire = true
	case at.Profile.Range < 2 || at.Profile.Fire == 0:
		return Odds{}, s.violate(RuleCbtRange, "%s is %d hexes from %s; it cannot fire, so it fights only in melee, against an adjacent unit", s.pieceName(at.ID), dist, s.pieceName(d.ID))
	default:
		return Odds{}, s.violate(RuleCbtRange, "%s is %d hexes from %s; fire reaches 2 to %d hexes, melee 1", s.pieceName(at.ID), dist, s.pieceName(d.ID), at.Profile.Range)
	}
	if order != "" {
		o, ok := s.rs.Order(order)
		switch {
		case !ok:
			return Odds{}, s.violate(RuleOrdUnknown, "there is no order %q in %s", order, s.rs.Name)
		case o.Window != WindowAttack:
			return Odds{}, s.violate(RuleOrdPhase, "%s is a %s order, not an %s order", o.Name, o.Window, WindowAttack)
		case c.fire:
			return Odds{}, s.violate(RuleOrdCondition, "attack orders are for melee only, never for fire")
		case !o.AllowsType(at.Profile.Type):
			return Odds{}, s.violate(RuleOrdTarget, "%s cannot be given to %s (%s)", o.Name, s.pieceName(at.ID), at.Profile.Type)
		}
		c.attackEffect = o.Does()
	}
	return s.combatOdds(c), nil
}

// CombatOdds answers "what will the declared combat do?", with everything
// given so far: orders, front ranks, a withdrawal, direct actions, and the
// attack's dice once rolled (if the defender now passes). ok is false when
// no combat waits for its roll or its result.
func (s *State) CombatOdds() (Odds, bool) {
	c := s.combat
	if c == nil || c.stage == stageDone {
		return Odds{}, false
	}
	return s.combatOdds(c), true
}

// DefenseOdds answers "what would the declared combat do if the defender
// gave this defense order now?": before the dice, any defense order he
// may give (Check's refusal otherwise); after them, Évasion. Retraite
// fights no combat: its odds have no dice, and DefenderForcedBack is 1 when
// the defender can fall back at least one hex.
func (s *State) DefenseOdds(order string) (Odds, *Violation) {
	c := s.combat
	if c == nil || c.stage == stageDone {
		return Odds{}, s.violate(RulePhaseWrong, "no combat is declared: a defense order answers an attack")
	}
	if c.stage == stageDice {
		if order != s.evasionKey() {
			name := order
			if o, ok := s.rs.Order(order); ok {
				name = o.Name
			}
			return Odds{}, s.violate(RuleOrdPhase, "%s is given before the dice; after them only Évasion may be", name)
		}
		if v := s.canEvade(c, c.held); v != nil {
			return Odds{}, v
		}
		x := *c
		x.defenseOrder, x.defenseEffect = order, EffectEvasion
		return s.combatOdds(&x), nil
	}
	p, v := s.checkDefend(Defend{Order: order})
	if v != nil {
		return Odds{}, v
	}
	// The order's effect on the defender (Tenir sa position, Sacrifice,
	// Grande défense...) is played on a copy, by the engine's own code.
	cp := s.trial()
	cc := cp.combat
	d := cp.unitOf(cc.defender)
	if p.o.Does() == EffectRetraite {
		from := d.Hex
		cp.defenseEffect(cc, d, p.o, 0, Dest{})
		o := Odds{Attacker: c.attacker, Defender: c.defender, DefenseOrder: order}
		if d.Hex != from {
			o.DefenderForcedBack = 1
		}
		return o, nil
	}
	cp.defenseEffect(cc, d, p.o, 0, Dest{})
	return cp.combatOdds(cc), nil
}

// CloneWithSeed returns a copy of the state whose dice to come are drawn
// from seed instead of the game's own: what a computer player explores,
// since it must not foresee the game's dice (Clone keeps them), and what
// the odds' tests roll.
func (s *State) CloneWithSeed(seed int64) *State {
	c := s.Clone()
	c.rng = splitmix.New(uint64(seed))
	return c
}

// combatOdds works out c as roll() would resolve it.
func (s *State) combatOdds(c *combat) Odds {
	at, d := s.unitOf(c.attacker), s.unitOf(c.defender)
	o := Odds{Attacker: at.ID, Defender: d.ID, Fire: c.fire, AttackOrder: c.attackOrder, DefenseOrder: c.defenseOrder,
		Withdraw: c.withdraw, Rolled: c.held != nil}
	attack := strike{roller: at, target: d, dice: s.attackDice(c, at, d)}
	riposte := strike{roller: d, target: at, dice: s.riposteDice(c, d), riposte: true}
	switch {
	case c.withdraw == d.ID:
		attack.hitsOnly = true
		o.Attack, o.AttackChance = s.strikeOdds(c, attack), 1
		survives := 1 - o.Attack.Eliminate
		o.Attack.ForceBack = 0
		if len(s.withdrawPath(c, d)) > 0 {
			o.Attack.ForceBack = survives
		}
		o.DefenderEliminated, o.DefenderForcedBack = o.Attack.Eliminate, o.Attack.ForceBack
		o.DefenderLosses = o.Attack.ExpectedLosses
		if !c.fire {
			o.Won = o.DefenderEliminated + o.DefenderForcedBack
		}
		return o
	case c.withdraw == at.ID:
		riposte.hitsOnly = true
		o.Riposte, o.RiposteChance, o.RiposteFirst = s.strikeOdds(c, riposte), 1, true
		o.Riposte.ForceBack = 0
		if len(s.withdrawPath(c, at)) > 0 {
			o.Riposte.ForceBack = 1 - o.Riposte.Eliminate
		}
		o.AttackerEliminated, o.AttackerForcedBack = o.Riposte.Eliminate, o.Riposte.ForceBack
		o.AttackerLosses = o.Riposte.ExpectedLosses
		return o
	}
	o.AttackChance = 1
	switch {
	case c.held != nil:
		// Rolled: an ambush's riposte is behind; one after the attack
		// when the defender holds its ground.
		o.Attack = s.heldOdds(c, c.held)
		if !c.fire && c.defenseEffect != EffectEmbuscade {
			o.Riposte = s.strikeOdds(c, riposte)
			o.RiposteChance = 1 - o.Attack.Eliminate - o.Attack.ForceBack
		}
	case c.defenseEffect == EffectEmbuscade && !c.fire:
		// The ambush: the riposte first; the attack only if the attacker
		// neither falls nor must fall back; no riposte after it.
		o.Attack = s.strikeOdds(c, attack)
		o.Riposte, o.RiposteChance, o.RiposteFirst = s.strikeOdds(c, riposte), 1, true
		o.AttackChance = 1 - o.Riposte.Eliminate - o.Riposte.MustFallBack
	default:
		o.Attack = s.strikeOdds(c, attack)
		if !c.fire {
			o.Riposte = s.strikeOdds(c, riposte)
			o.RiposteChance = 1 - o.Attack.Eliminate - o.Attack.ForceBack
		}
	}
	o.DefenderEliminated = o.AttackChance * o.Attack.Eliminate
	o.DefenderForcedBack = o.AttackChance * o.Attack.ForceBack
	o.DefenderLosses = o.AttackChance * o.Attack.ExpectedLosses
	o.AttackerEliminated = o.RiposteChance * o.Riposte.Eliminate
	o.AttackerForcedBack = o.RiposteChance * o.Riposte.ForceBack
	o.AttackerLosses = o.RiposteChance * o.Riposte.ExpectedLosses
	if !c.fire {
		o.Won = o.DefenderEliminated + o.DefenderForcedBack
	}
	return o
}

// faceGroup is the faces of the die that a strike reads alike: the same
// kind, hitting the target's type or not.
type faceGroup struct {
	face  Face // one of them, for read
	p     float64
	hurts bool // Nouvelle chance rerolls it: a hit of the target's type or a flag
}

// groups sorts the die's faces for a strike on target t.
func (s *State) groups(t TroopType) []faceGroup {
	total := 0
	for _, f := range s.dice.Faces {
		total += f.Weight
	}
	var out []faceGroup
	for _, f := range s.dice.Faces {
		if f.Weight <= 0 {
			continue
		}
		hits := f.hits(t)
		found := false
		for i := range out {
			if g := &out[i]; g.face.Kind == f.Kind && g.face.hits(t) == hits {
				g.p += float64(f.Weight) / float64(total)
				found = true
			}
		}
		if !found {
			out = append(out, faceGroup{face: f, p: float64(f.Weight) / float64(total), hurts: hits || f.Kind == FaceFlag})
		}
	}
	return out
}

// countsKey packs how many dice show each group (7 bits each, 8 groups at
// most) and, at bit 63, whether Nouvelle chance's reroll is spent.
type countsKey uint64

const rerollSpent countsKey = 1 << 63

func (k countsKey) count(i int) int { return int(k>>(7*i)) & 0x7f }

// faceCounts is the chance of each combination of groups the strike's
// dice show, as rollStrike rolls them.
func (s *State) faceCounts(c *combat, st strike, gs []faceGroup) map[countsKey]float64 {
	reroll := !st.riposte && c.defenseEffect == EffectNouvelleChance
	cur := map[countsKey]float64{0: 1}
	for die := 0; die < min(st.dice, 127); die++ {
		next := make(map[countsKey]float64, len(cur)*len(gs))
		// In a fixed order, so that the sums, and a computer player's
		// choices, are the same on every run.
		for _, k := range sortedCounts(cur) {
			p := cur[k]
			for i, g := range gs {
				if reroll && g.hurts && k&rerollSpent == 0 {
					// The first die that hurts is rolled again, once.
					for j, h := range gs {
						next[(k|rerollSpent)+1<<(7*j)] += p * g.p * h.p
					}
					continue
				}
				next[k+1<<(7*i)] += p * g.p
			}
		}
		cur = next
	}
	return cur
}

func sortedCounts(m map[countsKey]float64) []countsKey {
	keys := make([]countsKey, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// strikeOdds enumerates a strike's face combinations.
func (s *State) strikeOdds(c *combat, st strike) StrikeOdds {
	gs := s.groups(st.target.Profile.Type)
	acc := s.newOddsAcc(c, st)
	faces := make([]Face, 0, st.dice)
	counts := s.faceCounts(c, st, gs)
	for _, k := range sortedCounts(counts) {
		p := counts[k]
		faces = faces[:0]
		for i, g := range gs {
			for n := k.count(i); n > 0; n-- {
				faces = append(faces, g.face)
			}
		}
		acc.add(p, s.read(c, st, faces))
	}
	return acc.result()
}

// heldOdds is the attack's dice already rolled: one reading.
func (s *State) heldOdds(c *combat, h *heldStrike) StrikeOdds {
	acc := s.newOddsAcc(c, h.st)
	acc.add(1, s.read(c, h.st, h.faces))
	return acc.result()
}

// oddsAcc sums a strike's outcomes over its readings.
type oddsAcc struct {
	s        *State
	st       strike
	out      StrikeOdds
	room     int     // hexes the target can fall back, at most
	pOwn     float64 // a die hitting the target's own type (panicking elephants)
	pSpecial float64 // the special face (wound test)
	front    bool    // a leader fights in the target's front rank
}

func (s *State) newOddsAcc(c *combat, st strike) *oddsAcc {
	a := &oddsAcc{s: s, st: st}
	a.out = StrikeOdds{Roller: st.roller.ID, Target: st.target.ID, Dice: st.dice, Losses: make([]float64, st.target.Elements+1)}
	// The most flags a strike can give: every die, and Évasion's two.
	a.room = s.retreatRoom(st.target, (st.dice+2)*s.rs.Combat.FlagRetreat)
	for _, g := range s.groups(st.target.Profile.Type) {
		if g.face.hits(st.target.Profile.Type) {
			a.pOwn += g.p
		}
	}
	total, special := 0, 0
	for _, f := range s.dice.Faces {
		total += f.Weight
		if s.IsSpecial(f) {
			special += f.Weight
		}
	}
	if total > 0 {
		a.pSpecial = float64(special) / float64(total)
	}
	_, a.front = c.front[st.target.ID]
	a.front = a.front && !st.hitsOnly
	return a
}

// add plays one reading of probability p as applyStrike would.
func (a *oddsAcc) add(p float64, r reading) {
	if p == 0 {
		return
	}
	tgt, cr := a.st.target, &a.s.rs.Combat
	a.out.Hits += p * float64(r.hits)
	a.out.Flags += p * float64(r.flags)
	a.out.OrderPoints += p * float64(r.orders)
	e := tgt.Elements
	lost := min(r.hits, e)
	// Panicking elephants: each element lost rolls ElephantPanic dice,
	// each hit of the unit's own type one more loss (elephantPanic).
	panics := []float64{1}
	if tgt.Mounts == MountElephants && cr.ElephantPanic > 0 && lost > 0 && lost < e {
		panics = binomial(lost*cr.ElephantPanic, a.pOwn)
	}
	for extra, pe := range panics {
		if pe == 0 {
			continue
		}
		n := min(lost+extra, e)
		back := false
		if n < e && r.flags > 0 {
			steps := r.flags * cr.FlagRetreat
			moved := min(steps, a.room)
			n = min(n+(steps-moved)*cr.BlockedLoss, e)
			back = moved > 0
		}
		q := p * pe
		a.out.Losses[n] += q
		switch {
		case n == e:
			a.out.Eliminate += q
		case back:
			a.out.ForceBack += q
		}
		if n < e && r.flags > 0 {
			a.out.MustFallBack += q
		}
		if a.front && n > 0 {
			a.out.Wounded += q * (1 - math.Pow(1-a.pSpecial, float64(n)))
		}
	}
}

func (a *oddsAcc) result() StrikeOdds {
	for k, p := range a.out.Losses {
		a.out.ExpectedLosses += float64(k) * p
	}
	return a.out
}

// binomial is the distribution of successes in n trials of chance p.
func binomial(n int, p float64) []float64 {
	out := make([]float64, n+1)
	out[0] = 1
	for i := 0; i < n; i++ {
		for k := i + 1; k >= 0; k-- {
			v := out[k] * (1 - p)
			if k > 0 {
				v += out[k-1] * p
			}
			out[k] = v
		}
	}
	return out
}

// retreatRoom is how many hexes u could fall back now, at most n, along
// the path fallBack takes (losses.go): each step to the first free,
// passable neighbour nearer its own edge that no enemy leader holds.
func (s *State) retreatRoom(u *Unit, n int) int {
	edge := s.armyOf(u.Army).Edge
	cur, made := u.Hex, 0
	for ; made < n; made++ {
		d := s.board.edgeDistance(cur, edge)
		found := false
		for _, h := range cur.Neighbors() {
			if !s.board.bounds.Contains(h) || s.board.terrain(h).Impassable || s.occupant(h) != nil || s.enemyLeaderAt(u.Army, h) {
				continue
			}
			if s.board.edgeDistance(h, edge) < d {
				cur, found = h, true
				break
			}
		}
		if !found {
			break
		}
	}
	return made
}
