package rules

import (
	"strings"

	"estafette/rules/hex"
)

// Victory on the map (docs/rules.md §1 "Victory"): the scenario's
// objectives. VIC.HOLD: an army whose units stand on every hex of one of
// its objectives, when it is checked, wins. VIC.TAKE: an army whose units
// stand in a town (one of its hexes at least) that no enemy unit holds
// any more, when it is checked, wins. Both are checked at the end of each
// of the army's own turns, or only at the end of the game turn the
// objective names (both armies having played it). VIC.BREAK: an army wins
// when the enemy has lost the objective's number of units; that number
// replaces the army's victory target (victory.go).

// objectiveMet reports whether the army's units fulfil a hold or take
// objective now.
func (s *State) objectiveMet(o *Objective) bool {
	switch o.What() {
	case Hold:
		held, _ := s.holding(o)
		return held == len(o.Hexes) && held > 0
	case Take:
		mine, enemy := s.holding(o)
		return mine > 0 && enemy == 0
	}
	return false
}

// holding counts the objective's hexes on which its army's units stand,
// and those on which the enemy's do.
func (s *State) holding(o *Objective) (mine, enemy int) {
	for _, h := range o.Hexes {
		i := s.board.bounds.Index(h)
		if i < 0 {
			continue
		}
		if u := s.occupantRead(i); u != nil {
			if u.Army == o.Army {
				mine++
			} else {
				enemy++
			}
		}
	}
	return mine, enemy
}

// objectivesAtTurnEnd ends the game when army a's turn ends on an
// objective met: first a's own objectives checked at each of its turns,
// then, when the game turn ends with a's turn, the objectives of both
// armies for this turn (both met: a draw). Nil when the game goes on.
func (s *State) objectivesAtTurnEnd(a *Army) []Event {
	for i := range s.sc.Objectives {
		o := &s.sc.Objectives[i]
		if o.Army == a.ID && o.Turn == 0 && o.What() != Break && s.objectiveMet(o) {
			return s.objectiveWon(a, o)
		}
	}
	if a.Index == s.firstIndex() {
		return nil // the game turn goes on with the other army
	}
	var won *Objective
	winners := 0
	for _, b := range s.armies {
		for i := range s.sc.Objectives {
			o := &s.sc.Objectives[i]
			if o.Army == b.ID && o.Turn == s.turn && o.What() != Break && s.objectiveMet(o) {
				won = o
				winners++
				break
			}
		}
	}
	switch winners {
	case 0:
		return nil
	case 1:
		return s.objectiveWon(s.armyOf(won.Army), won)
	}
	s.winner, s.phase = "", PhaseOver
	return []Event{GameOver{How: EndObjective, Turn: s.turn}}
}

// objectiveWon ends the game: army a met objective o.
func (s *State) objectiveWon(a *Army, o *Objective) []Event {
	s.winner, s.phase = a.ID, PhaseOver
	how := EndObjective
	if o.What() == Take {
		how = EndTaken
	}
	return []Event{GameOver{Winner: armyRef(a), How: how, Place: o.Place(), Turn: o.Turn}}
}

// Place is how a sentence names the objective's hexes: its name and
// its hexes ("Plancenoit (20,13, 21,13)"), or the hexes alone.
func (o Objective) Place() string {
	labels := make([]string, len(o.Hexes))
	for i, h := range o.Hexes {
		labels[i] = h.Label()
	}
	hexes := strings.Join(labels, ", ")
	switch {
	case o.Name == "":
		return hexes
	case hexes == "":
		return o.Name
	}
	return o.Name + " (" + hexes + ")"
}

// breakTarget is the number of units the enemy of army a breaks at, by
// one of a's break objectives; 0 when a has none.
func (s *State) breakTarget(a *Army) int {
	for _, o := range s.sc.Objectives {
		if o.Army == a.ID && o.What() == Break && o.Units > 0 {
			return o.Units
		}
	}
	return 0
}

// ObjectiveStatus is one of the scenario's objectives as the game stands:
// what the table's panel, the print kit and the computer read.
type ObjectiveStatus struct {
	Objective
	Index int     // in the scenario's list
	Of    ArmyRef // the army it wins for
	// Met: checked now, it would win (hold, take); the enemy has broken
	// (break).
	Met bool
	// Mine and Enemy count the hexes on which the army's units and the
	// enemy's stand (hold, take).
	Mine, Enemy int
	// Lost is the units the enemy has lost so far (break).
	Lost int
	// Due: the objective is checked at the end of the turn being played
	// (hold, take): met then, it wins.
	Due bool
}

// Objectives returns the scenario's objectives as the game stands.
func (s *State) Objectives() []ObjectiveStatus {
	out := make([]ObjectiveStatus, 0, len(s.sc.Objectives))
	for i := range s.sc.Objectives {
		o := &s.sc.Objectives[i]
		a := s.armyOf(o.Army)
		if a == nil {
			continue
		}
		st := ObjectiveStatus{Objective: *o, Index: i, Of: armyRef(a)}
		switch o.What() {
		case Break:
			st.Lost = a.EliminatedEnemy
			st.Met = o.Units > 0 && st.Lost >= o.Units
		default:
			st.Mine, st.Enemy = s.holding(o)
			st.Met = s.objectiveMet(o)
			if o.Turn == 0 {
				st.Due = s.activeArmy() == a
			} else {
				st.Due = o.Turn == s.turn
			}
		}
		out = append(out, st)
	}
	return out
}

// Sentence says the objective in English, as the scenario sets it: its
// format and arguments.
func (o ObjectiveStatus) Sentence() (string, []any) {
	who, place := o.Of, o.Place()
	switch o.What() {
	case Break:
		return say("%s wins when the enemy has lost %d unit(s)", who, o.Units)
	case Take:
		if o.Turn > 0 {
			return say("%s wins if it has taken %s at the end of turn %d", who, place, o.Turn)
		}
		return say("%s wins by taking %s at the end of its turn", who, place)
	}
	if o.Turn > 0 {
		return say("%s wins by holding %s at the end of turn %d", who, place, o.Turn)
	}
	return say("%s wins by holding %s at the end of its turn", who, place)
}

// Progress says in English how far the army is from the objective now:
// the hexes it holds, the town taken or not, the enemy's units lost.
func (o ObjectiveStatus) Progress() (string, []any) {
	switch o.What() {
	case Break:
		return say("%d/%d lost", o.Lost, o.Units)
	case Take:
		switch {
		case o.Met:
			return say("taken")
		case o.Mine > 0:
			return say("contested")
		}
		return say("not taken")
	}
	return say("%d/%d held", o.Mine, len(o.Hexes))
}

// ObjectiveHexes are the hexes of every hold and take objective, each
// once, with the army whose objective it is (the first objective's army
// when two armies' share a hex): the board marks them.
func (s *State) ObjectiveHexes() []ObjectiveHex {
	var out []ObjectiveHex
	seen := map[hex.Hex]bool{}
	for _, o := range s.sc.Objectives {
		a := s.armyOf(o.Army)
		if a == nil {
			continue
		}
		for _, h := range o.Hexes {
			if !seen[h] {
				seen[h] = true
				out = append(out, ObjectiveHex{Hex: h, Army: a.Index, Take: o.What() == Take})
			}
		}
	}
	return out
}

// ObjectiveHex is a hex of an objective: the index of the army whose
// objective it is, and whether it is a town to take (else a hex to hold).
type ObjectiveHex struct {
	Hex  hex.Hex
	Army int
	Take bool
}

// Standing is the army that would win if the game ended now, at the turn
// limit: the winner once the game is over; else an army that meets an
// objective of the last turn (none when both do), else the scenario's
// at_turn_limit result. "" for a draw.
func (s *State) Standing() string {
	if s.phase == PhaseOver {
		return s.winner
	}
	if s.sc.Turns > 0 {
		winner, n := "", 0
		for _, b := range s.armies {
			for i := range s.sc.Objectives {
				o := &s.sc.Objectives[i]
				if o.Army == b.ID && o.Turn == s.sc.Turns && o.What() != Break && s.objectiveMet(o) {
					winner, n = b.ID, n+1
					break
				}
			}
		}
		switch n {
		case 1:
			return winner
		case 2:
			return ""
		}
	}
	return s.limitWinner()
}
