package rules

import "estafette/rules/hex"

// directPlan is a checked direct action.
type directPlan struct {
	l     *Leader
	u     *Unit
	order *orderPlan
}

// direct plays a direct action ("ordre direct", RULES.md §5): a
// sub-general or officer commits himself to a unit in his influence radius
// and leaves the table.
func (s *State) direct(a Direct) ([]Event, *Violation) {
	p, v := s.checkDirect(a)
	if v != nil {
		return nil, v
	}
	l, u := p.l, p.u
	var ev []Event
	switch a.Effect {
	case DirectOrder:
		ev = s.applyOrder(p.order)
	case DirectActivate:
		gi := s.addExtraGroup(u)
		ev = []Event{event("%s is activated on top of the normal activations (group %d)", s.pieceName(u.ID), gi+1)}
	case DirectDice:
		u.ExtraDice += 2
	case DirectIgnoreLoss:
		u.IgnoreLoss++
	case DirectRally:
		u.Elements = u.StartElements
		ev = []Event{event("%s is fully rallied: %d elements", s.pieceName(u.ID), u.Elements)}
	}
	l.Present, l.OnBoard = false, false
	return append([]Event{event("%s commits himself to %s (%s) and leaves the table", s.pieceName(l.ID), s.pieceName(u.ID), a.Effect)}, ev...), nil
}

// checkDirect checks a direct action without changing anything.
func (s *State) checkDirect(a Direct) (*directPlan, *Violation) {
	l, v := s.ownLeader(a.Leader)
	if v != nil {
		return nil, v
	}
	if !l.Present || !l.OnBoard {
		return nil, s.violate(RuleIDUnknown, "%s is not on the table", s.pieceName(l.ID))
	}
	if l.Rank == Commander {
		return nil, s.violate("LDR.COMMANDER", "%s is the commander-in-chief: he may never commit himself in a direct action", s.pieceName(l.ID))
	}
	if s.sc.NoOrders && s.rs.Key == "jomini" {
		return nil, s.violate("LDR.DENTELLES", "in \"guerre en dentelles\" officers may not sacrifice themselves")
	}
	u, v := s.ownUnit(a.Unit)
	if v != nil {
		return nil, v
	}
	if !u.OnBoard {
		return nil, s.violate(RuleIDUnknown, "%s is not on the table", s.pieceName(u.ID))
	}
	if d, r := hex.Distance(l.Hex, u.Hex), s.InfluenceRadius(l); d > r {
		return nil, s.violate("LDR.INFLUENCE", "%s is %d hexes from %s, whose influence radius is %d", s.pieceName(u.ID), d, s.pieceName(l.ID), r)
	}
	p := &directPlan{l: l, u: u}
	switch a.Effect {
	case DirectOrder:
		if a.Order == "" {
			return nil, s.violate(RuleSyntax, "direct %s %s order needs an order key", a.Leader, a.Unit)
		}
		op, v := s.checkOrder(GiveOrder{Key: a.Order, Args: []string{u.ID}}, true)
		if v != nil {
			return nil, v
		}
		p.order = op
	case DirectActivate:
		if u.Activated() {
			return nil, s.violate("ACT.ONCE", "%s is already activated this turn", s.pieceName(u.ID))
		}
	case DirectIgnoreLoss, DirectDice:
		if v := s.needPhase("this direct action", PhaseCombat); v != nil {
			return nil, v
		}
	case DirectRally:
		if e, d := s.nearestEnemy(u.Army, u.Hex); e != nil && d <= 2 {
			return nil, s.violate("ORD.CONDITION", "a full rally needs no enemy within 2 hexes of %s; %s is %d away", s.pieceName(u.ID), s.pieceName(e.ID), d)
		}
		if u.Elements == u.StartElements {
			return nil, s.violate("ORD.CONDITION", "%s has lost no element", s.pieceName(u.ID))
		}
	default:
		return nil, s.violate(RuleSyntax, "unknown direct effect %q: use order, activate, ignore-loss, dice or rally", a.Effect)
	}
	return p, nil
}
