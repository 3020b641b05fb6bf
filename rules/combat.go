package rules

// combat is the combat declared and not yet rolled.
type combat struct {
	attacker, defender string
	attackOrder        string
	defenseOrder       string
}

// applyCombat handles attack, defend and roll. Resolving combat (RULES.md
// §7) is the combat issue's work; until then the engine refuses combat
// actions with a rule id of their own, and `end` passes the phase.
func (s *State) applyCombat(a Action) ([]Event, *Violation) {
	if v := s.needPhase("combat", PhaseCombat); v != nil && s.phase != PhaseCombat {
		if _, ok := a.(Defend); !ok {
			return nil, v
		}
	}
	return nil, violate("CBT.UNAVAILABLE", "combat resolution is not in this version of Estafette; end the phase with `end`")
}

// endAtTurnLimit ends the game when the last turn is played. Without a
// victory rule yet, the game ends undecided.
func (s *State) endAtTurnLimit() []Event {
	s.winner = ""
	return []Event{event("the turn limit (%d) is reached: the game ends", s.sc.Turns)}
}
