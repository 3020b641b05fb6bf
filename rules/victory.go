package rules

// victoryTarget is how many enemy units army a must eliminate to win: the
// scenario's number, or a third of the enemy's starting units, rounded up
// (docs/rules.md §1 "Victory").
func (s *State) victoryTarget(a *Army) int {
	if s.sc.Victory > 0 {
		return s.sc.Victory
	}
	return (s.enemyOf(a).StartingUnits + 2) / 3
}

// checkVictory ends the game as soon as an army reaches its target.
func (s *State) checkVictory() []Event {
	for _, a := range s.armies {
		if t := s.victoryTarget(a); t > 0 && a.EliminatedEnemy >= t {
			s.winner, s.phase = a.ID, PhaseOver
			return []Event{GameOver{Winner: armyRef(a), How: EndEliminations, Eliminated: a.EliminatedEnemy, Target: t}}
		}
	}
	return nil
}

// holdsObjectives reports whether an army's units stand on every hex of
// one of its objectives.
func (s *State) holdsObjectives(a *Army) bool {
	for _, o := range s.sc.Objectives {
		if o.Army != a.ID {
			continue
		}
		all := true
		for _, h := range o.Hexes {
			if u := s.occupant(h); u == nil || u.Army != a.ID {
				all = false
			}
		}
		if all {
			return true
		}
	}
	return false
}

// endAtTurnLimit ends the game after the last turn with the result the
// scenario states (at_turn_limit): by eliminations (the default), a draw,
// or a named army.
func (s *State) endAtTurnLimit() []Event {
	s.phase = PhaseOver
	switch r := s.sc.AtTurnLimit; r {
	case "draw":
		s.winner = ""
	case "", "eliminations":
		a, b := s.armies[0], s.armies[1]
		switch {
		case a.EliminatedEnemy > b.EliminatedEnemy:
			s.winner = a.ID
		case b.EliminatedEnemy > a.EliminatedEnemy:
			s.winner = b.ID
		default:
			s.winner = ""
		}
	default:
		s.winner = r
	}
	e := GameOver{How: EndTurnLimit, TurnLimit: s.sc.Turns}
	if w := s.armyOf(s.winner); w != nil {
		e.Winner = armyRef(w)
	}
	return []Event{e}
}
