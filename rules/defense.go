package rules

// defend is the defender's order. Before the dice it comes after any
// attack order (ORD.ONE_PER_COMBAT), in the defender's window; after them
// only Thucydide's Évasion may be given, « après le lancer des dés »
// (TH2); Jomini's Esquive is given before them, as every other.
// The defender's army gives and pays it.
func (s *State) defend(a Defend) ([]Event, *Violation) {
	if c := s.combat; c != nil && c.stage == stageDice {
		return s.evadeAfterDice(c, a)
	}
	p, v := s.checkDefend(a)
	if v != nil {
		return nil, v
	}
	c, d := s.combat, p.unit
	army := s.armyOf(d.Army)
	army.OrderPoints -= p.cost
	ev := []Event{OrderGiven{Payer: armyRef(army), Key: p.o.Key, Name: p.o.Name, Window: WindowDefense, Target: s.pieceRef(d.ID),
		Cost: p.cost, Left: army.OrderPoints}}
	return append(ev, s.defenseEffect(c, d, p.o, a.Count, a.To)...), nil
}

// checkDefend checks a defense order before the dice, without changing
// anything.
func (s *State) checkDefend(a Defend) (*orderPlan, *Violation) {
	c := s.combat
	if c == nil || c.stage == stageDone {
		return nil, s.violate(RulePhaseWrong, "no combat is declared: a defense order answers an attack")
	}
	if c.defenseOrder != "" {
		return nil, s.violate(RuleOrdOnePerCombat, "one defense order per combat, and %s was given", c.defenseOrder)
	}
	if o, ok := s.rs.Order(a.Order); ok && o.Window == WindowDefense {
		if v := s.againstFire(c, o); v != nil {
			return nil, v
		}
	}
	d := s.unitOf(c.defender)
	p, v := s.checkCombatOrder(a.Order, WindowDefense, d, s.armyOf(d.Army))
	if v != nil {
		return nil, v
	}
	return p, s.checkDefenseCount(p.o, d, a.Count, a.To)
}

// againstFire refuses, against fire, the defense orders whose own text
// makes no sense there (docs/rules.md §5 "Timing").
// Only attack orders are « pour un combat en mêlée uniquement »; a defense
// order is given « en répondant à une attaque ennemie », fire included.
// Embuscade is « sa riposte avant de subir l'attaque », and fire draws no
// riposte; Pièges are caltrops thrown « dans la direction de l'attaque »,
// on ground a shot never crosses.
func (s *State) againstFire(c *combat, o *Order) *Violation {
	if !c.fire {
		return nil
	}
	switch o.Does() {
	case EffectEmbuscade:
		return s.violate(RuleOrdCondition, "%s is a riposte made before the attack, and fire draws no riposte", o.Name)
	case EffectPieges:
		return s.violate(RuleOrdCondition, "%s are caltrops thrown in the attack's direction, against a melee: fire does not cross them", o.Name)
	}
	return nil
}

// checkDefenseCount: only Retraite takes a hex (the player's) or, in
// older records, a number of hexes, 1 to the unit's movement allowance («
// entre 1 et sa capacité de mouvement »), on a way the movement rules
// allow (« les autres règles de déplacement s'appliquent »). Retraite
// itself needs one hex at least: a unit with none cannot fall back.
func (s *State) checkDefenseCount(o *Order, d *Unit, n int, to Dest) *Violation {
	if o.Does() != EffectRetraite {
		if n != 0 {
			return s.violate(RuleOrdTarget, "%s takes no number", o.Name)
		}
		if to.IsSet() {
			return s.violate(RuleOrdTarget, "%s takes no hex", o.Name)
		}
		return nil
	}
	return s.checkRetreat(d, to, n, phrase("Retraite"))
}

// defenseEffect plays a defense order given to the defender d; n and to
// are Retraite's.
func (s *State) defenseEffect(c *combat, d *Unit, o *Order, n int, to Dest) []Event {
	c.defenseOrder, c.defenseEffect = o.Key, o.Does()
	switch c.defenseEffect {
	case EffectTenirSaPosition:
		d.Hold = true
	case EffectSacrifice:
		d.Sacrifice = true
	case EffectGrandeDefense:
		d.SupportedTurn = true
	case EffectRetraite:
		return s.defensiveRetreat(c, d, n, to)
	}
	return nil
}

// retreatRange is how many hexes a unit may fall back under Retraite or a
// leader's withdrawal, by the movement rules (retreat.go); 0, 0 when it
// cannot fall back a single hex, and then neither is possible.
func (s *State) retreatRange(u *Unit) (lo, hi int) {
	hi = s.retreatMost(u)
	if hi == 0 {
		return 0, 0
	}
	return 1, hi
}

// RetraiteRange answers "how many hexes may the defender fall back under
// Retraite?", for the combat declared and not rolled: 1 to the most its
// movement allows toward its edge; 0, 0 when there is none, or when it
// cannot fall back a single hex (Retraite is then refused). Where it may
// go is RetreatHexes.
func (s *State) RetraiteRange() (lo, hi int) {
	c := s.pending()
	if c == nil {
		return 0, 0
	}
	return s.retreatRange(s.unitOf(c.defender))
}

// WithdrawalRange answers "how many hexes may this leader's unit
// withdraw?" (« au plus de sa capacité de mouvement »): 1 to the most its
// movement allows toward its edge, when the leader stands with a unit of
// the declared combat that can fall back one hex at least; 0, 0
// otherwise. Where it may go is RetreatHexes.
func (s *State) WithdrawalRange(leader string) (lo, hi int) {
	c := s.pending()
	l := s.leaderOf(leader)
	if c == nil || l == nil || !l.Present || !l.OnBoard {
		return 0, 0
	}
	for _, id := range []string{c.attacker, c.defender} {
		if u := s.unitOf(id); u.Army == l.Army && u.Hex == l.Hex {
			return s.retreatRange(u)
		}
	}
	return 0, 0
}

// defensiveRetreat is Retraite: the defender falls back toward its edge
// before the attack, to the hex to, or n hexes, or as far as it can; the
// attacker may neither move nor attack again this turn.
func (s *State) defensiveRetreat(c *combat, d *Unit, n int, to Dest) []Event {
	at := s.unitOf(c.attacker)
	at.Fought, at.Moved = true, true
	from := d.Hex
	path, _ := s.retreatPath(d, to, n)
	caught := s.fallBackAlong(d, path)
	s.closeCombat()
	return append([]Event{FellBack{Unit: s.pieceRef(d.ID), Hexes: len(path), From: from, To: d.Hex, Path: path, Attacker: s.pieceRef(at.ID)}}, caught...)
}

// leaderInCombat checks a leader's action on his own hex during the
// declared combat (docs/rules.md §5 "Leader actions on his own hex"): the
// attacker's leaders act after the declaration, the defender's in his
// answer, both before the roll.
func (s *State) leaderInCombat(id, what string) (*Leader, *Unit, *Violation) {
	if !s.rs.Features.LeaderHexActions {
		return nil, nil, s.violate(RuleLdrRuleset, "leaders act on their own hex in Alexandre et Bayard and Frédéric, not in %s", s.rs.Name)
	}
	c := s.pending()
	if c == nil {
		return nil, nil, s.violate(RulePhaseWrong, "no combat is declared")
	}
	l := s.leaderOf(id)
	if l == nil {
		return nil, nil, s.violate(RuleIDUnknown, "there is no leader %q in this scenario", id)
	}
	if !l.Present || !l.OnBoard {
		return nil, nil, s.violate(RuleIDUnknown, "%s is not on the table", s.pieceName(id))
	}
	if v := s.actsPersonally(l, what); v != nil {
		return nil, nil, v
	}
	if l.Army == s.activeArmy().ID && c.stage != stageAttacker {
		return nil, nil, s.violate(RulePhaseWrong, "the attacker's leaders act right after the declaration, before the word passes to the defender")
	}
	for _, uid := range []string{c.attacker, c.defender} {
		if u := s.unitOf(uid); u.Army == l.Army && u.Hex == l.Hex {
			return l, u, nil
		}
	}
	return nil, nil, s.violate(RuleLdrInfluence, "%s is not on the hex of a unit in this combat: a leader %s only with the unit on his own hex", s.pieceName(id), phrase(what))
}

// checkFront checks `front LEADER` without changing anything.
func (s *State) checkFront(a Front) (*Leader, *Unit, *Violation) {
	l, u, v := s.leaderInCombat(a.Leader, "fights in the front rank")
	if v != nil {
		return nil, nil, v
	}
	if l.Rank == Commander {
		return nil, nil, s.violate(RuleLdrCommander, "%s is the commander-in-chief: he may not fight in the front rank", s.pieceName(l.ID))
	}
	if _, dup := s.combat.front[u.ID]; dup {
		return nil, nil, s.violate(RuleActOnce, "a leader already fights in %s's front rank", s.pieceName(u.ID))
	}
	return l, u, nil
}

func (s *State) frontRank(a Front) ([]Event, *Violation) {
	l, u, v := s.checkFront(a)
	if v != nil {
		return nil, v
	}
	c := s.combat
	c.front[u.ID] = l.ID
	l.InMelee = !c.fire
	return []Event{FrontRank{Leader: s.pieceRef(l.ID), Unit: s.pieceRef(u.ID), Bonus: s.rs.Combat.FrontRankDice}}, nil
}

// checkWithdraw checks `withdraw LEADER [N]` without changing anything.
func (s *State) checkWithdraw(a Withdraw) (*Leader, *Unit, *Violation) {
	l, u, v := s.leaderInCombat(a.Leader, "orders a withdrawal")
	if v != nil {
		return nil, nil, v
	}
	if s.combat.withdraw != "" {
		return nil, nil, s.violate(RuleActOnce, "a withdrawal is already ordered in this combat")
	}
	if v := s.checkRetreat(u, a.To, a.Count, phrase("the withdrawal")); v != nil {
		return nil, nil, v
	}
	return l, u, nil
}

func (s *State) orderWithdrawal(a Withdraw) ([]Event, *Violation) {
	l, u, v := s.checkWithdraw(a)
	if v != nil {
		return nil, v
	}
	s.combat.withdraw, s.combat.withdrawN, s.combat.withdrawTo = u.ID, a.Count, a.To
	return []Event{WithdrawalOrdered{Leader: s.pieceRef(l.ID), Unit: s.pieceRef(u.ID)}}, nil
}
