package rules

// startTurn resets what the active army did last turn and delivers the
// activations its messengers brought (docs/rules.md §4).
func (s *State) startTurn() {
	s.t = turnState{}
	army := s.activeArmy().ID
	for i, old := range s.units {
		// The reset is worked out on a copy: a unit it leaves as it was is
		// not copied from a state it shares it with (own).
		u := *old
		// Combat statuses last "this turn": until the next turn of either army.
		u.InMelee, u.Hold, u.Sacrifice, u.SupportedTurn = false, false, false, false
		if u.Army == army {
			u.Group, u.Moved, u.CanFight, u.StepsUsed = -1, false, true, 0
			u.MarchBonus, u.GuideHexes, u.LostDice, u.AllyLimited, u.Fought = 0, 0, 0, false, false
			u.ExtraDice, u.IgnoreLoss, u.PursuitLeft, u.PendingRally = 0, 0, 0, 0
		}
		if u != *old {
			*s.own(i) = u
		}
	}
	for _, l := range s.leaders {
		if l.Army != army {
			continue
		}
		l.Activated, l.Alone, l.Moved, l.RadiusBonus = false, false, false, 0
		l.Combined, l.Anywhere, l.InMelee, l.Rallied = false, false, false, false
		l.WithUnit = ""
		// A leader carrying a message travels until he arrives (docs/rules.md §4).
		l.Messenger = s.heraldTravelling(l.ID)
	}
	for _, h := range s.heralds {
		if h.Army == army && !s.heraldTravelling(h.ID) {
			h.Busy = false
		}
	}
	var keep []string
	for _, id := range s.delivered {
		u := s.unitOf(id)
		if u.Army != army {
			keep = append(keep, id)
			continue
		}
		// Two messengers may reach one unit; it is still activated once (ACT.ONCE).
		if u.OnBoard && !u.Activated() {
			s.addExtraGroup(u)
		}
	}
	s.delivered = keep
}

// endPhase moves on: command → movement → combat → the other army's
// command phase. Assaut général (maneuver) inserts a second command and
// movement phase before combat.
func (s *State) endPhase() []Event {
	var ev []Event
	switch s.phase {
	case PhaseCommand:
		ev = append(ev, s.moveMessengers()...)
		s.phase, s.t.step, s.t.commandClosed = PhaseMovement, 0, true
		if s.t.second == 2 {
			// The first activation's groups had their movement step.
			s.t.step = s.t.firstGroups
		}
		ev = append(ev, PhaseEnded{Army: armyRef(s.activeArmy()), Ended: PhaseCommand, Next: PhaseMovement})
	case PhaseMovement:
		s.clearPrejoue()
		ev = append(ev, s.endMovement()...)
		if s.t.second == 1 {
			s.t.second, s.t.firstGroups = 2, len(s.t.groups)
			s.phase, s.t.step, s.t.commandClosed = PhaseCommand, 0, true
			return append(ev, PhaseEnded{Army: armyRef(s.activeArmy()), Ended: PhaseMovement, Next: PhaseCommand, Second: true})
		}
		s.phase, s.t.step = PhaseCombat, 0
		ev = append(ev, PhaseEnded{Army: armyRef(s.activeArmy()), Ended: PhaseMovement, Next: PhaseCombat})
	case PhaseCombat:
		s.closeCombat()
		if won := s.objectivesAtTurnEnd(s.activeArmy()); won != nil {
			return append(ev, won...)
		}
		next, turn := 1-s.active, s.turn
		if s.active != s.firstIndex() {
			turn++
		}
		if s.sc.Turns > 0 && turn > s.sc.Turns {
			// The game ends on the last army's turn: no new turn starts.
			s.phase = PhaseOver
			return append(ev, s.endAtTurnLimit()...)
		}
		s.active, s.turn = next, turn
		s.phase = PhaseCommand
		s.startTurn()
		ev = append(ev, TurnBegan{Turn: s.turn, Army: armyRef(s.activeArmy())})
	}
	return ev
}

func (s *State) firstIndex() int {
	if a := s.armyOf(s.sc.First); a != nil {
		return a.Index
	}
	return 0
}

// clearPrejoue removes the active army's "pré-joué" tokens at the end of
// its movement phase (docs/rules.md §6 "Rigid units").
func (s *State) clearPrejoue() {
	for i, u := range s.units {
		if u.Army == s.activeArmy().ID && u.Prejoue {
			s.own(i).Prejoue = false
		}
	}
}

// endMovement closes the active army's movement phase: an activated unit
// that did not move rallies now (Ralliement « à la fin de son
// déplacement »), and each unit's standing still is noted for the wagons'
// palisade (JO3 « si l'unité ne se déplace pas dans sa dernière phase de
// déplacement »).
func (s *State) endMovement() []Event {
	var ev []Event
	army := s.activeArmy().ID
	for i, u := range s.units {
		if u.Army != army || (u.PendingRally == 0 && u.StoodStill == !u.Moved) {
			continue // nothing to change: not copied (own)
		}
		u = s.own(i)
		ev = append(ev, s.endRally(u)...)
		u.StoodStill = !u.Moved
	}
	return ev
}
