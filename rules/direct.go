package rules

import "estafette/rules/hex"

// directPlan is a checked direct action.
type directPlan struct {
	l       *Leader
	u       *Unit
	order   *orderPlan // a maneuver (or command) order, given free
	combat  *orderPlan // an attack or defense order for the declared combat, given free
	defense bool       // combat is a defense order
	count   int
	to      Dest // Retraite's hex
}

// direct plays a direct action ("ordre direct", docs/rules.md §5): a
// sub-general or officer commits himself to a unit in his influence radius
// and leaves the table. He may do it « au moment qu'il veut » (TH2): in
// his own turn, or in the enemy's combat phase for the unit attacked,
// before the roll.
func (s *State) direct(a Direct) ([]Event, *Violation) {
	p, v := s.checkDirect(a)
	if v != nil {
		return nil, v
	}
	l, u := p.l, p.u
	var ev []Event
	switch a.Effect {
	case DirectOrder:
		switch {
		case p.combat != nil && p.defense:
			ev = []Event{OrderGiven{Payer: armyRef(s.armyOf(u.Army)), Key: p.combat.o.Key, Name: p.combat.o.Name, Window: WindowDefense,
				Target: s.pieceRef(u.ID), Left: s.armyOf(u.Army).OrderPoints, Direct: true}}
			ev = append(ev, s.defenseEffect(s.combat, u, p.combat.o, p.count, p.to)...)
		case p.combat != nil:
			s.attackOrderEffect(u, p.combat.o)
			ev = []Event{OrderGiven{Payer: armyRef(s.armyOf(u.Army)), Key: p.combat.o.Key, Name: p.combat.o.Name, Window: WindowAttack,
				Target: s.pieceRef(u.ID), Left: s.armyOf(u.Army).OrderPoints, Direct: true}}
		default:
			ev = s.applyOrder(p.order)
		}
	case DirectActivate:
		gi := s.addExtraGroup(u)
		ev = []Event{ExtraActivated{Unit: s.pieceRef(u.ID), Group: gi}}
	case DirectDice:
		u.ExtraDice += s.rs.Combat.DirectDice
	case DirectIgnoreLoss:
		u.IgnoreLoss++
	case DirectRally:
		before := u.Elements
		u.Elements = u.StartElements
		ev = []Event{Rallied{Unit: s.pieceRef(u.ID), Elements: u.StartElements - before, Now: u.Elements, Full: true}}
	}
	if l.Army == s.activeArmy().ID && s.phase == PhaseCommand {
		s.t.commandClosed = true
	}
	l.Present, l.OnBoard = false, false
	return append([]Event{DirectAction{Leader: s.pieceRef(l.ID), Unit: s.pieceRef(u.ID), Effect: a.Effect}}, ev...), nil
}

// checkDirect checks a direct action without changing anything. Whose
// turn it is was checked before (TURN.DECIDER): a leader of the army not
// playing acts only in its answer to an attack.
func (s *State) checkDirect(a Direct) (*directPlan, *Violation) {
	l := s.leaderOf(a.Leader)
	if l == nil {
		if s.unitOf(a.Leader) != nil {
			return nil, s.violate(RuleIDUnknown, "%s is a unit, not a leader", a.Leader)
		}
		return nil, s.violate(RuleIDUnknown, "there is no leader %q in this scenario", a.Leader)
	}
	if !l.Present || !l.OnBoard {
		return nil, s.violate(RuleIDUnknown, "%s is not on the table", s.pieceName(l.ID))
	}
	if l.Rank == Commander {
		return nil, s.violate(RuleLdrCommander, "%s is the commander-in-chief: he may never commit himself in a direct action", s.pieceName(l.ID))
	}
	if v := s.actsPersonally(l, "commits himself"); v != nil {
		return nil, v
	}
	if s.sc.NoOrders && s.rs.Features.DentellesNoDirect {
		return nil, s.violate(RuleLdrDentelles, "in \"guerre en dentelles\" officers may not sacrifice themselves")
	}
	u := s.unitOf(a.Unit)
	if u == nil {
		if s.leaderOf(a.Unit) != nil {
			return nil, s.violate(RuleIDUnknown, "%s is a leader, not a unit", a.Unit)
		}
		return nil, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", a.Unit)
	}
	if u.Army != l.Army {
		return nil, s.violate(RuleIDNotYours, "%s belongs to the enemy of %s", s.pieceName(u.ID), s.pieceName(l.ID))
	}
	if !u.OnBoard {
		return nil, s.violate(RuleIDUnknown, "%s is not on the table", s.pieceName(u.ID))
	}
	if d, r := hex.Distance(l.Hex, u.Hex), s.influenceRadius(l); d > r {
		return nil, s.violate(RuleLdrInfluence, "%s is %d hexes from %s, whose influence radius is %d", s.pieceName(u.ID), d, s.pieceName(l.ID), r)
	}
	if !s.obeys(u, l) {
		return nil, s.violate(RuleActAlly, "%s is an allied unit: it obeys only its own chiefs, and %s is not one of them", s.pieceName(u.ID), s.pieceName(l.ID))
	}
	if v := s.directMoment(a, l, u); v != nil {
		return nil, v
	}
	p := &directPlan{l: l, u: u, count: a.Count, to: a.To}
	switch a.Effect {
	case DirectOrder:
		if a.Order == "" {
			return nil, s.violate(RuleSyntax, "direct %s %s order needs an order key", a.Leader, a.Unit)
		}
		return p, s.directOrder(p, a)
	case DirectActivate:
		if u.Activated() {
			return nil, s.violate(RuleActOnce, "%s is already activated this turn", s.pieceName(u.ID))
		}
	case DirectIgnoreLoss, DirectDice:
		if v := s.needPhase("this direct action", PhaseCombat); v != nil {
			return nil, v
		}
	case DirectRally:
		if e, d := s.nearestEnemy(u.Army, u.Hex); e != nil && d <= 2 {
			return nil, s.violate(RuleOrdCondition, "a full rally needs no enemy within 2 hexes of %s; %s is %d away", s.pieceName(u.ID), s.pieceName(e.ID), d)
		}
		if u.Elements == u.StartElements {
			return nil, s.violate(RuleOrdCondition, "%s has lost no element", s.pieceName(u.ID))
		}
	default:
		return nil, s.violate(RuleSyntax, "unknown direct effect %q: use order, activate, ignore-loss, dice or rally", a.Effect)
	}
	return p, nil
}

// directMoment checks when a direct action may come. The army not playing
// acts only for the unit attacked, in its answer before the roll. During
// a declared combat the army playing acts right after the declaration.
// +2 dice go « à l'unité en combat », for that combat and its riposte.
func (s *State) directMoment(a Direct, l *Leader, u *Unit) *Violation {
	c := s.pending()
	if l.Army != s.activeArmy().ID {
		if c == nil || c.stage != stageDefender {
			return s.violate(RulePhaseWrong, "in the enemy's turn, %s commits himself only in the answer to an attack, before the roll", s.pieceName(l.ID))
		}
		if u.ID != c.defender {
			return s.violate(RuleLdrCombat, "in the enemy's turn a direct action is for the unit attacked, %s", s.pieceName(c.defender))
		}
		if a.Effect == DirectActivate {
			return s.violate(RulePhaseWrong, "activating belongs to %s's own command phase", s.armyOf(l.Army).Name)
		}
		return nil
	}
	if c != nil && c.stage != stageAttacker {
		return s.violate(RulePhaseWrong, "the attacker's leaders act right after the declaration, before the word passes to the defender")
	}
	if a.Effect == DirectDice && (c == nil || u.ID != c.attacker) {
		return s.violate(RuleLdrCombat, "+2 dice go to a unit in combat: declare %s's attack first, then commit the leader before the roll", s.pieceName(u.ID))
	}
	return nil
}

// directOrder checks a direct order: « ordre du type adapté à la phase en
// cours » (TH2). In the command and movement phases, any order of the
// phase; in one's own combat phase, an attack order for the declared
// combat; in the enemy's, a defense order for the unit attacked. Free, and
// outside the one-per-turn limits, but one attack and one defense order
// per combat still.
func (s *State) directOrder(p *directPlan, a Direct) *Violation {
	u := p.u
	if s.phase != PhaseCombat {
		op, v := s.checkOrder(GiveOrder{Key: a.Order, Args: []string{u.ID}, Count: a.Count}, true)
		if v != nil {
			return v
		}
		p.order = op
		return nil
	}
	c := s.pending()
	if c == nil || (u.ID != c.attacker && u.ID != c.defender) {
		return s.violate(RuleOrdPhase, "in the combat phase a direct order is an attack or defense order for a declared combat, before the roll")
	}
	w, given := WindowAttack, c.attackOrder
	if u.ID == c.defender {
		w, given, p.defense = WindowDefense, c.defenseOrder, true
	}
	if given != "" {
		return s.violate(RuleOrdOnePerCombat, "one %s order per combat, and %s was given", w, given)
	}
	if c.fire && w == WindowAttack {
		return s.violate(RuleOrdCondition, "attack orders are for melee only, never for fire")
	}
	op, v := s.checkCombatOrder(a.Order, w, u, s.armyOf(u.Army), true)
	if v != nil {
		return v
	}
	if w == WindowDefense {
		if v := s.againstFire(c, op.o); v != nil {
			return v
		}
		if v := s.checkDefenseCount(op.o, u, a.Count, a.To); v != nil {
			return v
		}
	} else if a.Count != 0 || a.To.IsSet() {
		return s.violate(RuleOrdTarget, "%s takes no number", op.o.Name)
	}
	p.combat = op
	return nil
}

// DirectChoices answers "what may this leader do by committing himself,
// now?": every direct action of his that would be accepted, orders
// included (each order of the moment, without a number).
func (s *State) DirectChoices(leader string) []Direct {
	l := s.leaderOf(leader)
	if l == nil || !l.Present || !l.OnBoard || l.Rank == Commander || s.Decider() != l.Army {
		return nil
	}
	var out []Direct
	for _, u := range s.units {
		if u.Army != l.Army || !u.OnBoard || hex.Distance(l.Hex, u.Hex) > s.influenceRadius(l) {
			continue
		}
		for _, e := range []DirectEffect{DirectActivate, DirectIgnoreLoss, DirectDice, DirectRally} {
			if a := (Direct{Leader: leader, Unit: u.ID, Effect: e}); s.Check(a) == nil {
				out = append(out, a)
			}
		}
		for i := range s.rs.Orders {
			if a := (Direct{Leader: leader, Unit: u.ID, Effect: DirectOrder, Order: s.rs.Orders[i].Key}); s.Check(a) == nil {
				out = append(out, a)
			}
		}
	}
	return out
}
