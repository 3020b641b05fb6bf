package rules

// A lost général en chef (docs/rules.md §2 "A lost commander-in-chief").
// « Toute armée a toujours au moins un général en chef » (TH2): when the
// army's is out of the game (captured, lost carrying a message, gone by an
// exit), the next in rank takes his place at once. The seeds name three
// ranks, « Le Général en chef », « Un Sous-général qui commande un groupe
// d'unités sous les ordres du Général en chef », « Un Officier
// supérieur »; they do not say who among equals, so the scenario's order
// decides: the first sub-general it lists, on the table rather than
// waiting off it, else the first officer. An allied leader does not take
// command: allies « combattent aux côtés du général en chef mais
// n'obéissent qu'à leurs propres chefs » (AB2); the army is not his.

// CommandTaken: Leader became his army's général en chef, its own being
// out of the game.
type CommandTaken struct {
	noDice
	Leader PieceRef
	Army   ArmyRef
	Was    Rank
}

// Sentence says the event in English: its format and arguments.
func (e CommandTaken) Sentence() (string, []any) {
	return say("%s takes command of %s as général en chef", e.Leader, e.Army)
}

// succession gives every army that lost its général en chef a new one.
func (s *State) succession() []Event {
	var ev []Event
	for _, a := range s.armies {
		if s.commander(a.ID) != nil {
			continue
		}
		if l := s.successor(a.ID); l != nil {
			was := l.Rank
			l.Rank, l.TookCommand = Commander, true
			ev = append(ev, CommandTaken{Leader: s.pieceRef(l.ID), Army: armyRef(a), Was: was})
		}
	}
	return ev
}

// successor is who takes command of army: the highest rank left, not an
// ally, on the table before off it, first in the scenario's order.
func (s *State) successor(army string) *Leader {
	var best *Leader
	score := func(l *Leader) int {
		n := 0
		if l.Rank == SubGeneral {
			n += 2
		}
		if l.OnBoard {
			n++
		}
		return n
	}
	for _, l := range s.leaders {
		if l.Army != army || !l.Present || l.Allied || l.Rank == Commander {
			continue
		}
		if best == nil || score(l) > score(best) {
			best = l
		}
	}
	return best
}
