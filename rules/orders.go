package rules

import "estafette/rules/hex"

// orderPlan is a checked order, ready to take effect.
type orderPlan struct {
	o      *Order
	unit   *Unit
	leader *Leader
	count  int
	cost   int
	free   bool    // a direct action's order costs nothing
	units  []*Unit // the units Desserrer ou resserrer en masse names; nil: the engine's first four
}

// OrderCost answers "what does this order cost here?": the price in order
// points, or the reason the order may not be given now.
func (s *State) OrderCost(a GiveOrder) (int, *Violation) {
	p, v := s.checkOrder(a, false)
	if p == nil {
		return 0, v
	}
	return p.cost, v
}

func (s *State) giveOrder(a GiveOrder) ([]Event, *Violation) {
	p, v := s.checkOrder(a, false)
	if v != nil {
		return nil, v
	}
	return s.applyOrder(p), nil
}

// checkOrder checks an order fully without changing anything. When the
// only problem is the price, the plan comes back with the violation.
func (s *State) checkOrder(a GiveOrder, free bool) (*orderPlan, *Violation) {
	p := new(orderPlan)
	v := s.planOrder(p, a, free)
	if p.o == nil {
		return nil, v
	}
	return p, v
}

// planOrder is checkOrder into a plan the caller holds (LegalActions' on
// its stack): p.o stays nil unless the plan is complete, that is when the
// order is accepted or refused only for its price.
func (s *State) planOrder(p *orderPlan, a GiveOrder, free bool) *Violation {
	if s.sc.NoOrders {
		return s.violate(RuleOrdCondition, "this scenario plays \"guerre en dentelles\": no special orders")
	}
	o, ok := s.rs.Order(a.Key)
	if !ok {
		return s.violate(RuleOrdUnknown, "there is no order %q in %s", a.Key, s.rs.Name)
	}
	return s.planGivenOrder(p, o, a, free)
}

// planGivenOrder is planOrder once the order's key has been found.
func (s *State) planGivenOrder(p *orderPlan, o *Order, a GiveOrder, free bool) *Violation {
	if o.Optional && !s.optional[o.Key] {
		return s.refuse(RuleOrdUnknown, func() *Violation {
			return violate(RuleOrdUnknown, "%s is an optional rule that this scenario does not use", o.Name)
		})
	}
	if v := s.checkWindow(o, free); v != nil {
		return v
	}
	perUnit := o.Cost.Kind == CostPerHex || o.Cost.Kind == CostPerElement
	if a.Count != 0 && !perUnit {
		return s.violate(RuleOrdTarget, "%s takes no number", o.Name)
	}
	if a.Count < 0 || a.Count > MaxOrderCount {
		return s.violate(RuleOrdCondition, "%s is paid for 1 to %d %s at a time", o.Name, MaxOrderCount, map[CostKind]Phrase{CostPerHex: phrase("hexes"), CostPerElement: phrase("elements")}[o.Cost.Kind])
	}
	*p = orderPlan{o: o, count: max(a.Count, 1), free: free}
	v := s.orderTarget(p, a)
	if v == nil {
		v = s.orderRange(p)
	}
	if v == nil {
		v = s.orderCondition(p)
	}
	if v != nil {
		*p = orderPlan{}
		return v
	}
	p.cost = s.priceOf(p)
	if p.free {
		p.cost = 0
	}
	if pts := s.activeArmy().OrderPoints; p.cost > pts {
		return s.refuse(RuleOrdPoints, func() *Violation {
			return violate(RuleOrdPoints, "%s costs %d order point(s) here; %s has %d", o.Name, p.cost, s.activeArmy().Name, pts)
		})
	}
	return nil
}

// checkWindow is ORD.PHASE and the once-per-turn limits.
func (s *State) checkWindow(o *Order, free bool) *Violation {
	switch o.Window {
	case WindowCommand:
		if s.phase != PhaseCommand {
			return s.refuse(RuleOrdPhase, func() *Violation {
				return violate(RuleOrdPhase, "%s is a command order, given at the start of the command phase; this is the %s phase", o.Name, s.phase)
			})
		}
		if s.t.commandOrder && !free {
			return s.refuse(RuleOrdOneCommand, func() *Violation {
				return violate(RuleOrdOneCommand, "only one command order per turn, and %s has given one", s.activeArmy().Name)
			})
		}
		if s.t.commandClosed && !free {
			return s.refuse(RuleOrdCommandStart, func() *Violation {
				return violate(RuleOrdCommandStart, "%s must be given at the start of the command phase, before any other action (activation, messenger, other order)", o.Name)
			})
		}
		// TH2 « C'est un ordre donné par le Général en Chef »: every
		// command order, not only those marked commander_only.
		if c := s.commander(s.activeArmy().ID); c == nil || !c.OnBoard {
			return s.refuse(RuleOrdCommander, func() *Violation {
				return violate(RuleOrdCommander, "%s is a command order, given by the commander-in-chief, and %s has none on the table", o.Name, s.activeArmy().Name)
			})
		}
	case WindowManeuver:
		if s.phase != PhaseCommand && s.phase != PhaseMovement {
			return s.refuse(RuleOrdPhase, func() *Violation {
				return violate(RuleOrdPhase, "%s is a maneuver order, given in the command or movement phase; this is the %s phase", o.Name, s.phase)
			})
		}
		if s.t.maneuverOrder && !free {
			return s.refuse(RuleOrdOneManeuver, func() *Violation {
				return violate(RuleOrdOneManeuver, "only one maneuver order per turn, and %s has given one", s.activeArmy().Name)
			})
		}
	default:
		return s.refuse(RuleOrdPhase, func() *Violation {
			return violate(RuleOrdPhase, "%s is an %s order: it is given with `%s` in the combat phase", o.Name, o.Window, map[Window]string{WindowAttack: "attack", WindowDefense: "defend"}[o.Window])
		})
	}
	return nil
}

// orderTarget resolves and checks the order's target (ORD.TARGET).
func (s *State) orderTarget(p *orderPlan, a GiveOrder) *Violation {
	o := p.o
	want := 1
	if o.Target == TargetNone {
		want = 0
	}
	if o.Does() == EffectDesserrerEnMasse && len(a.Args) > 1 && len(a.Args) <= 1+massSize {
		want = len(a.Args) // the leader, then the units the player names
	}
	if len(a.Args) != want {
		if want == 0 {
			return s.violate(RuleOrdTarget, "%s takes no target", o.Name)
		}
		return s.violate(RuleOrdTarget, "%s needs one target: %s", o.Name, targetWords[o.Target])
	}
	if want == 0 {
		return nil
	}
	id := a.Args[0]
	switch o.Target {
	case TargetLeader, TargetLeaderGroup:
		l, v := s.ownLeader(id)
		if v != nil {
			if s.unitOf(id) != nil && s.unitOf(id).Army == s.activeArmy().ID {
				return s.violate(RuleOrdTarget, "%s is given to a leader, and %s is a unit", o.Name, s.pieceName(id))
			}
			return v
		}
		if !l.Present || !l.OnBoard {
			return s.violate(RuleOrdTarget, "%s is not on the table", s.pieceName(id))
		}
		p.leader = l
		if o.Target == TargetLeaderGroup && s.groupIndex(l.ID) < 0 && o.Does() != EffectAttaqueCombinee && o.Does() != EffectManoeuvre {
			return s.refuse(RuleOrdTarget, func() *Violation {
				return violate(RuleOrdTarget, "%s is given to the units a leader activated, and %s has activated none", o.Name, s.pieceName(id))
			})
		}
		if len(a.Args) > 1 {
			return s.massTarget(p, a.Args[1:])
		}
	default:
		u, v := s.ownUnit(id)
		if v != nil {
			if s.leaderOf(id) != nil && s.leaderOf(id).Army == s.activeArmy().ID {
				return s.violate(RuleOrdTarget, "%s is given to a unit, and %s is a leader", o.Name, s.pieceName(id))
			}
			return v
		}
		if !u.OnBoard {
			return s.violate(RuleOrdTarget, "%s is not on the table", s.pieceName(id))
		}
		if o.Target == TargetActivatedUnit && !u.Activated() {
			return s.violate(RuleOrdTarget, "%s is given to an activated unit, and %s is not activated this turn", o.Name, s.pieceName(id))
		}
		if !o.AllowsType(u.Profile.Type) {
			return s.violate(RuleOrdTarget, "%s cannot be given to %s (%s)", o.Name, s.pieceName(id), u.Profile.Type)
		}
		p.unit = u
	}
	return nil
}

var targetWords = map[TargetKind]Phrase{
	TargetLeader: phrase("a leader"), TargetUnit: phrase("a unit"), TargetActivatedUnit: phrase("an activated unit"),
	TargetLeaderGroup: phrase("a leader whose units are activated"), TargetAttacker: phrase("the attacker"), TargetDefender: phrase("the defender"),
}

// orderRange is ORD.RANGE: in Thucydide a friendly leader must have the
// target inside his command radius, unless the order says otherwise.
func (s *State) orderRange(p *orderPlan) *Violation {
	if !s.rs.Features.OrderRange || !p.o.NeedsRadius || p.unit == nil || p.free {
		return nil
	}
	var nearest *Leader
	gap := 0
	for _, l := range s.leaders {
		if l.Army != p.unit.Army || !l.Present || !l.OnBoard {
			continue
		}
		d := hex.Distance(l.Hex, p.unit.Hex) - s.commandRadius(l)
		if d <= 0 {
			return nil
		}
		if nearest == nil || d < gap {
			nearest, gap = l, d
		}
	}
	if nearest == nil {
		return s.violate(RuleOrdRange, "%s needs a leader with %s inside his command radius, and none is on the table", p.o.Name, s.pieceName(p.unit.ID))
	}
	return s.violate(RuleOrdRange, "%s needs a leader with %s inside his command radius; the nearest, %s, is %d hexes away, radius %d",
		p.o.Name, s.pieceName(p.unit.ID), s.pieceName(nearest.ID), hex.Distance(nearest.Hex, p.unit.Hex), s.commandRadius(nearest))
}

// InInfluence reports whether a friendly leader on the table has h inside
// his influence radius (docs/rules.md §2 "Influence").
func (s *State) InInfluence(army string, h hex.Hex) bool {
	for _, l := range s.leaders {
		if l.Army == army && l.Present && l.OnBoard && hex.Distance(l.Hex, h) <= s.influenceRadius(l) {
			return true
		}
	}
	return false
}

// priceOf is the order's cost for its target: the base price, less 1 when
// the target is in a friendly leader's influence zone, never below 1
// (docs/rules.md §5 "Order points", "Discount").
func (s *State) priceOf(p *orderPlan) int {
	o := p.o
	cost := o.Cost.Points
	switch o.Cost.Kind {
	case CostPerHex:
		cost = o.Cost.Points * p.count
	case CostByType:
		cost = o.Cost.ByType[p.unit.Profile.Type]
	case CostPerElement:
		cost = o.Cost.ByType[p.unit.Profile.Type] * p.count
	}
	// The discount is written under « Ordres en cours de jeu » (maneuver,
	// attack, defense); command orders get none (docs/rules.md §5).
	if s.rs.Features.OrderDiscount && o.Discount && o.Window != WindowCommand && p.unit != nil && s.InInfluence(p.unit.Army, p.unit.Hex) {
		cost--
	}
	return max(cost, 1)
}
