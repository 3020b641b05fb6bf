package rules

// Apply plays one action for the army whose decision it is (Decider):
// usually the army whose turn it is, the defender in its windows of a
// combat. It returns what happened, or a Violation naming the broken rule;
// a refused action changes nothing.
func (s *State) Apply(a Action) ([]Event, *Violation) {
	if s.phase == PhaseOver {
		return nil, s.violate(RuleGameOver, "the game is over")
	}
	if m, ok := a.(MixDice); ok {
		return s.mixDice(m)
	}
	if s.skips(a) {
		// The passes it implies may roll dice: try them on a copy first, so
		// that a refusal leaves the game as it was.
		if _, v := s.trial().applyAfterPasses(a); v != nil {
			return nil, v
		}
		return s.afterAction(s.applyAfterPasses(a))
	}
	return s.afterAction(s.applyNow(a))
}

// afterAction follows an accepted action with what the rules do on their
// own: an army that lost its général en chef gets another (succession.go).
func (s *State) afterAction(ev []Event, v *Violation) ([]Event, *Violation) {
	if v != nil {
		return ev, v
	}
	return append(ev, s.succession()...), nil
}

// applyNow plays a in the current window.
func (s *State) applyNow(a Action) ([]Event, *Violation) {
	if v := s.outOfTurn(a); v != nil {
		return nil, v
	}
	switch a := a.(type) {
	case Activate:
		return s.activate(a)
	case GiveOrder:
		return s.giveOrder(a)
	case Move:
		return s.move(a)
	case Exit:
		return s.exit(a)
	case EndPhase:
		return s.endPhase(), nil
	case Direct:
		return s.direct(a)
	case SendMessenger:
		return s.sendMessenger(a)
	case Deliver:
		return s.deliverTo(a)
	case Step:
		return s.step(a)
	case Pass:
		return s.applyPass()
	case Attack, Defend, Roll, Front, Withdraw, Follow, Rally, Sacrifice:
		return s.applyCombat(a)
	}
	return nil, s.violate(RuleSyntax, "unknown action %T", a)
}

// Check reports whether a would be accepted, without playing it. The
// frequent actions have pure checks; the rare ones, and those that imply
// another army's pass, are tried on a copy.
func (s *State) Check(a Action) *Violation {
	if s.phase == PhaseOver {
		return s.violate(RuleGameOver, "the game is over")
	}
	if m, ok := a.(MixDice); ok {
		return s.checkMixDice(m)
	}
	if s.skips(a) {
		_, v := s.trial().applyAfterPasses(a)
		return v
	}
	if v := s.outOfTurn(a); v != nil {
		return v
	}
	switch a := a.(type) {
	case Activate:
		_, v := s.checkActivate(a)
		return v
	case GiveOrder:
		_, v := s.checkOrder(a, false)
		return v
	case Move:
		_, v := s.checkMove(a)
		return v
	case Direct:
		_, v := s.checkDirect(a)
		return v
	case SendMessenger:
		_, v := s.checkMessenger(a)
		return v
	case Attack:
		if s.phase != PhaseCombat {
			return s.violate(RulePhaseWrong, "attack belongs to the combat phase; this is the %s phase", s.phase)
		}
		_, v := s.checkAttack(a)
		return v
	case EndPhase:
		return nil
	case Rally:
		if v := s.needCombatPhase(a); v != nil {
			return v
		}
		_, _, v := s.checkRally(a)
		return v
	case Front, Withdraw, Defend:
		if s.phase != PhaseCombat || (s.combat != nil && s.combat.stage == stageDice) {
			break
		}
		var v *Violation
		switch a := a.(type) {
		case Front:
			_, _, v = s.checkFront(a)
		case Withdraw:
			_, _, v = s.checkWithdraw(a)
		case Defend:
			_, v = s.checkDefend(a)
		}
		return v
	}
	_, v := s.trial().Apply(a)
	return v
}

// needPhase refuses an action outside its phase (PHASE.WRONG); what is a
// phrase ("moving"), translated by its words.
func (s *State) needPhase(what string, p Phase) *Violation {
	if s.phase != p {
		return s.violate(RulePhaseWrong, "%s belongs to the %s phase; this is the %s phase", phrase(what), p, s.phase)
	}
	return nil
}

// ownUnit finds a unit of the active army (ID.UNKNOWN, ID.NOT_YOURS).
func (s *State) ownUnit(id string) (*Unit, *Violation) {
	u := s.unitOf(id)
	if u == nil {
		if s.leaderOf(id) != nil {
			return nil, s.violate(RuleIDUnknown, "%s is a leader, not a unit", id)
		}
		return nil, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", id)
	}
	if u.Army != s.activeArmy().ID {
		return nil, s.violate(RuleIDNotYours, "%s belongs to %s; it is %s's turn", s.pieceName(id), s.armyOf(u.Army).Name, s.activeArmy().Name)
	}
	return u, nil
}

// ownLeader finds a leader of the active army.
func (s *State) ownLeader(id string) (*Leader, *Violation) {
	l := s.leaderOf(id)
	if l == nil {
		if s.unitOf(id) != nil {
			return nil, s.violate(RuleIDUnknown, "%s is a unit, not a leader", id)
		}
		return nil, s.violate(RuleIDUnknown, "there is no leader %q in this scenario", id)
	}
	if l.Army != s.activeArmy().ID {
		return nil, s.violate(RuleIDNotYours, "%s belongs to %s; it is %s's turn", s.pieceName(id), s.armyOf(l.Army).Name, s.activeArmy().Name)
	}
	return l, nil
}

// known refuses an id that names no piece at all.
func (s *State) known(id string) *Violation {
	if s.unitOf(id) == nil && s.leaderOf(id) == nil && s.heraldOf(id) == nil {
		return s.violate(RuleIDUnknown, "there is no piece %q in this scenario", id)
	}
	return nil
}
