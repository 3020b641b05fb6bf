package rules

import "estafette/rules/hex"

// orderCondition checks what an order's own text requires (ORD.CONDITION).
func (s *State) orderCondition(p *orderPlan) *Violation {
	o, u := p.o, p.unit
	if u != nil && movementOrder(o.Does()) && u.Moved {
		return s.violate(RuleOrdCondition, "%s has already moved this turn; %s is given before the move", s.pieceName(u.ID), o.Name)
	}
	switch o.Does() {
	case EffectNone:
		// A ruleset built without the loader's check: an order that would
		// be paid for and do nothing is not given at all.
		return s.violate(RuleOrdUnknown, "%s does nothing this engine knows: its ruleset names no effect for it", o.Name)
	case EffectReconnaissance:
		if s.activatedUnits() > 1 {
			return s.violate(RuleOrdCondition, "Reconnaissance allows only one activated unit, and %d are activated already", s.activatedUnits())
		}
	case EffectEstafette:
		if u.Activated() {
			return s.refuse(RuleOrdCondition, func() *Violation {
				return violate(RuleOrdCondition, "%s is already activated this turn", s.pieceName(u.ID))
			})
		}
		if u.Exited {
			return s.violate(RuleIDUnknown, "%s has left the table", s.pieceName(u.ID))
		}
		if c := s.commander(u.Army); c != nil && !s.obeys(u, c) {
			return s.violate(RuleActAlly, "%s is an allied unit: it obeys only its own chiefs, not the commander-in-chief's %s", s.pieceName(u.ID), o.Name)
		}
	case EffectAssautGeneralManoeuvre:
		if s.t.second != 0 {
			return s.violate(RuleOrdCondition, "there is already a second command phase this turn")
		}
	case EffectAssautGeneral:
		if o.Window == WindowManeuver && s.t.second != 0 {
			return s.violate(RuleOrdCondition, "there is already a second command phase this turn")
		}
	case EffectMonterDemonter:
		if !s.HasMounts(u.ID) {
			return s.refuse(RuleOrdCondition, func() *Violation {
				return violate(RuleOrdCondition, "%s has no mounts: it is neither mounted infantry nor mounted troops that the ruleset lets fight on foot", s.pieceName(u.ID))
			})
		}
	case EffectMarcheForcee:
		if u.MarchBonus > 0 {
			return s.violate(RuleOrdCondition, "%s already marches one hex further this turn", s.pieceName(u.ID))
		}
	case EffectDesserrerEnMasse:
		if len(s.massUnits(p.leader)) == 0 {
			return s.refuse(RuleOrdCondition, func() *Violation {
				return violate(RuleOrdCondition, "none of the units %s activated can still move inside his command radius", s.pieceName(p.leader.ID))
			})
		}
	case EffectEnAvantMarche:
		if len(s.groupMovers(p.leader)) == 0 {
			return s.refuse(RuleOrdCondition, func() *Violation {
				return violate(RuleOrdCondition, "none of the units %s activated can still move", s.pieceName(p.leader.ID))
			})
		}
	case EffectRalliement:
		if s.rallyWaits(u) {
			// Checked when its move ends (« à la fin de son déplacement »);
			// only the number of elements is known now.
			if lost := u.StartElements - u.Elements - u.PendingRally; p.count > lost {
				return s.violate(RuleOrdCondition, "%s has lost %d element(s) not already being rallied; it cannot rally %d", s.pieceName(u.ID), lost, p.count)
			}
			return nil
		}
		return s.rallyCondition(u, p.count)
	}
	return nil
}

// rallyWaits: an activated unit that has not moved yet rallies at the end
// of its move (TH2, JO7 « si elle l'est, le ralliement se fait à la fin de
// son déplacement »).
func (s *State) rallyWaits(u *Unit) bool {
	return u.Activated() && !u.Moved && s.phase != PhaseCombat
}

// endRally plays a Ralliement paid for before the unit's move: its
// condition is checked now, and the elements restored if it holds; the
// points stay spent if it does not.
func (s *State) endRally(u *Unit) []Event {
	n := u.PendingRally
	if n == 0 {
		return nil
	}
	u.PendingRally = 0
	q := s.quiet
	s.quiet = false
	v := s.rallyCondition(u, n)
	s.quiet = q
	if v != nil {
		return []Event{RallyFailed{Unit: s.pieceRef(u.ID), Rule: v.Rule, Why: Phrase{Format: v.Format, Args: v.Args}}}
	}
	u.Elements += n
	return []Event{Rallied{Unit: s.pieceRef(u.ID), Elements: n, Now: u.Elements, AtEndOfMove: true}}
}

// rallyCondition is Ralliement's text: within 2 hexes of its own edge,
// more than 2 hexes from any enemy, and never above its starting elements.
func (s *State) rallyCondition(u *Unit, n int) *Violation {
	edge := s.armyOf(u.Army).Edge
	if d := s.board.edgeDistance(u.Hex, edge); d > 2 {
		return s.violate(RuleOrdCondition, "Ralliement needs %s within 2 hexes of its own edge (%s); it is %d away", s.pieceName(u.ID), edge, d)
	}
	if e, d := s.nearestEnemy(u.Army, u.Hex); e != nil && d <= 2 {
		return s.violate(RuleOrdCondition, "Ralliement needs %s more than 2 hexes from any enemy; %s is %d away", s.pieceName(u.ID), s.pieceName(e.ID), d)
	}
	if lost := u.StartElements - u.Elements; n > lost {
		return s.violate(RuleOrdCondition, "%s has lost %d element(s); it cannot rally %d", s.pieceName(u.ID), lost, n)
	}
	return nil
}

// nearestEnemy returns the closest enemy unit on the table and its distance.
func (s *State) nearestEnemy(army string, h hex.Hex) (*Unit, int) {
	var best *Unit
	bd := 0
	for _, e := range s.units {
		if e.Army == army || !e.OnBoard {
			continue
		}
		if d := hex.Distance(e.Hex, h); best == nil || d < bd {
			best, bd = e, d
		}
	}
	return best, bd
}

// groupMovers lists the units a leader activated that have not moved.
func (s *State) groupMovers(l *Leader) []*Unit {
	var out []*Unit
	for i, g := range s.t.groups {
		if g.Leader != l.ID {
			continue
		}
		for _, id := range s.t.groups[i].Units {
			if u := s.unitOf(id); !u.Moved {
				out = append(out, u)
			}
		}
	}
	return out
}

// applyOrder pays for a checked order and plays its effect.
func (s *State) applyOrder(p *orderPlan) []Event {
	o, u, l := p.o, p.unit, p.leader
	army := s.activeArmy()
	army.OrderPoints -= p.cost
	if !p.free {
		switch o.Window {
		case WindowCommand:
			s.t.commandOrder = true
		case WindowManeuver:
			s.t.maneuverOrder = true
		}
	}
	// A command order comes first in the phase (ORD.COMMAND_START): once
	// any other order is given, it is too late for one.
	if o.Window != WindowCommand || p.free {
		s.t.commandClosed = true
	}
	e := OrderGiven{Payer: armyRef(army), Key: o.Key, Name: o.Name, Window: o.Window, Cost: p.cost, Left: army.OrderPoints}
	switch {
	case u != nil:
		e.Target = s.pieceRef(u.ID)
	case l != nil:
		e.Target = s.pieceRef(l.ID)
	}
	ev := []Event{e}
	return append(ev, s.orderEffect(p)...)
}

// orderEffect plays an order's own text once it is paid for.
func (s *State) orderEffect(p *orderPlan) []Event {
	o, u, l := p.o, p.unit, p.leader
	army := s.activeArmy()
	var ev []Event
	switch o.Does() {
	case EffectReconnaissance:
		s.t.recon = true
		gain := army.CommandLevel
		if c := s.commander(army.ID); c != nil {
			gain = c.CommandLevel
		}
		army.OrderPoints += gain
		ev = append(ev, ReconDeclared{Army: armyRef(army), Gain: gain})
	case EffectEstafette:
		gi := s.addExtraGroup(u)
		ev = append(ev, ExtraActivated{Unit: s.pieceRef(u.ID), Group: gi, Anywhere: true})
	case EffectGueulante:
		l.RadiusBonus++
		ev = append(ev, RadiusWidened{Leader: s.pieceRef(l.ID), Radius: s.commandRadius(l)})
	case EffectAssaut:
		s.t.extraLeaders++
	case EffectAssautGeneral:
		if o.Window == WindowCommand {
			s.t.extraLeaders += army.Activations
		} else {
			s.t.second = 1
		}
	case EffectAssautGeneralManoeuvre:
		s.t.second = 1
	case EffectMonterDemonter:
		switch {
		case u.Rider != nil: // back in the saddle
			u.Profile, u.Rider = u.Rider, nil
		case u.CanMount: // mounted infantry
			u.Mounted = !u.Mounted
		default: // a horseman sets foot on the ground
			u.Rider, u.Profile = u.Profile, FootProfile(s.rs, u.Profile)
		}
		u.StepsUsed++
	case EffectFormation:
		u.Formation = !u.Formation
		u.StepsUsed++
	case EffectDesserrerResserrer:
		u.OpenOrder = !u.OpenOrder
		u.StepsUsed++
	case EffectDesserrerEnMasse:
		units := p.units
		if units == nil {
			// An older record names no unit: the first four, as then.
			units = s.massUnits(l)
			units = units[:min(len(units), massSize)]
		}
		for _, m := range units {
			m.OpenOrder = !m.OpenOrder
			m.StepsUsed++
		}
	case EffectMarcheForcee:
		u.MarchBonus = 1
	case EffectGuide:
		u.GuideHexes += p.count
	case EffectEnAvantMarche:
		for _, m := range s.groupMovers(l) {
			m.MarchBonus = 1
		}
	case EffectAttaqueCombinee:
		l.Combined = true
	case EffectManoeuvre:
		l.Anywhere = true
	case EffectRalliement:
		if s.rallyWaits(u) {
			u.PendingRally += p.count
			ev = append(ev, RallyDeferred{Unit: s.pieceRef(u.ID), Elements: p.count})
			break
		}
		u.Elements += p.count
		ev = append(ev, Rallied{Unit: s.pieceRef(u.ID), Elements: p.count, Now: u.Elements})
	}
	return ev
}
