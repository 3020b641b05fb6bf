package rules

// victoryTarget is how many enemy units army a must eliminate to win: the
// units at which its break objective says the enemy breaks (VIC.BREAK),
// else the scenario's number, or a third of the enemy's starting units,
// rounded up (docs/rules.md §1 "Victory").
func (s *State) victoryTarget(a *Army) int {
	if n := s.breakTarget(a); n > 0 {
		return n
	}
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
			e := GameOver{Winner: armyRef(a), How: EndEliminations, Eliminated: a.EliminatedEnemy, Target: t}
			if s.breakTarget(a) > 0 {
				e.How, e.Broken = EndBroken, armyRef(s.enemyOf(a))
			}
			return []Event{e}
		}
	}
	return nil
}

// endAtTurnLimit ends the game after the last turn with the result the
// scenario states (at_turn_limit): by eliminations (the default), a draw,
// or a named army.
func (s *State) endAtTurnLimit() []Event {
	s.phase = PhaseOver
	s.winner = s.limitWinner()
	e := GameOver{How: EndTurnLimit, TurnLimit: s.sc.Turns}
	if w := s.armyOf(s.winner); w != nil {
		e.Winner = armyRef(w)
	}
	return []Event{e}
}

// limitWinner is the result the scenario's at_turn_limit gives now: by
// eliminations (the default; equal is a draw), a draw, or a named army.
func (s *State) limitWinner() string {
	switch r := s.sc.AtTurnLimit; r {
	case "draw":
		return ""
	case "", "eliminations":
		a, b := s.armies[0], s.armies[1]
		switch {
		case a.EliminatedEnemy > b.EliminatedEnemy:
			return a.ID
		case b.EliminatedEnemy > a.EliminatedEnemy:
			return b.ID
		}
		return ""
	default:
		return r
	}
}
