package rules

import "estafette/rules/hex"

// When an enemy unit enters the hex of a lone piece, a messenger or a
// leader with no unit of his own army (docs/rules.md §1: leaders never share a
// hex with an enemy unit), the piece tests for capture and otherwise steps
// aside to an adjacent hex: AB2 and FR2 write it for messengers («
// capturé … Sinon, le messager fait un recul dans un hexagone adjacent …
// au choix du joueur qui a envoyé le messager »), and a leader used as
// messenger is tested as a herald; we read a lone leader the same way
// (docs/rules.md). The engine steps the piece to the first free hex
// clockwise from north at once; when there was a choice, its owner may
// then move it to another (`step`), or pass.

// aside is a lone piece an enemy displaced, whose owner may choose again.
type aside struct {
	piece   string // messenger or leader id
	army    string
	from    hex.Hex   // the hex the enemy entered
	options []hex.Hex // where it may step, the engine's choice first
}

// enemyEnters tests the lone pieces on the hexes a unit moved through or
// into: the enemy's messengers, then its lone leaders. choose records the
// displaced pieces whose owner may pick another hex (after a move or a
// follow-up; retreats and forced follow-ups inside a roll keep the
// engine's hex).
func (s *State) enemyEnters(u *Unit, path []hex.Hex, choose bool) []Event {
	if len(path) == 0 {
		return nil
	}
	on := func(h hex.Hex) bool {
		for _, x := range path {
			if x == h {
				return true
			}
		}
		return false
	}
	var ev []Event
	var keep []*Messenger
	for _, m := range s.messages {
		if m.Army == u.Army || !on(m.Hex) {
			keep = append(keep, m)
			continue
		}
		from := m.Hex
		to, ok := s.displace(m.lossDice(), m.Army, from)
		if !ok {
			s.loseCarrier(m)
			ev = append(ev, MessengerLost{Messenger: m.ID, Army: armyRef(s.armyOf(m.Army)), By: s.pieceRef(u.ID)})
			continue
		}
		m.Hex = to
		s.carrierTo(m, to)
		keep = append(keep, m)
		// Every change on the board is said: the messenger's step too.
		ev = append(ev, SteppedAside{Piece: s.pieceRef(m.ID), From: from, To: to, Before: s.pieceRef(u.ID), Messenger: armyRef(s.armyOf(m.Army))})
		s.offerAside(choose, m.ID, m.Army, from)
	}
	s.messages = keep
	for _, l := range s.leaders {
		if l.Army == u.Army || !l.Present || !l.OnBoard || !on(l.Hex) || s.heraldTravelling(l.ID) {
			continue
		}
		if o := s.occupant(l.Hex); o != nil && o.Army == l.Army {
			continue // he stands with a unit of his own army
		}
		from := l.Hex
		to, ok := s.displace(2, l.Army, from)
		if !ok {
			l.Present, l.OnBoard = false, false
			ev = append(ev, LeaderCaptured{By: s.pieceRef(u.ID), Leader: s.pieceRef(l.ID), At: from})
			continue
		}
		l.Hex, l.Walked = to, false // a flight, not a move (FR2)
		ev = append(ev, SteppedAside{Piece: s.pieceRef(l.ID), From: from, To: to, Before: s.pieceRef(u.ID)})
		s.offerAside(choose, l.ID, l.Army, from)
	}
	return ev
}

// displace tests a lone piece an enemy reached: n dice all on the special
// face capture it; otherwise it steps to the first hex of stepOptions. With
// nowhere to go it tests again, up to six times, then is taken.
func (s *State) displace(n int, army string, from hex.Hex) (hex.Hex, bool) {
	for tries := 0; tries < 6; tries++ {
		if s.allSpecial(s.RollFaces(n)) {
			return hex.None, false
		}
		if opts := s.stepOptions(army, from); len(opts) > 0 {
			return opts[0], true
		}
	}
	return hex.None, false
}

// stepOptions lists where a lone piece of army may step from h: the
// adjacent hexes on the table, passable, with no enemy unit, clockwise
// from north.
func (s *State) stepOptions(army string, h hex.Hex) []hex.Hex {
	var out []hex.Hex
	for _, n := range h.Neighbors() {
		if s.board.bounds.Contains(n) && !s.board.terrain(n).Impassable && !s.enemyAt(army, n) {
			out = append(out, n)
		}
	}
	return out
}

// offerAside records a displaced piece whose owner has a choice.
func (s *State) offerAside(choose bool, id, army string, from hex.Hex) {
	if opts := s.stepOptions(army, from); choose && len(opts) > 1 {
		s.asides = append(s.asides, aside{piece: id, army: army, from: from, options: opts})
	}
}

// step is `step ID HEX`: the owner of a displaced piece moves it to
// another hex next to the one the enemy entered.
func (s *State) step(a Step) ([]Event, *Violation) {
	i := -1
	for j, x := range s.asides {
		if x.piece == a.Piece {
			i = j
		}
	}
	if i < 0 {
		if s.known(a.Piece) != nil && s.messenger(a.Piece) == nil {
			return nil, s.violate(RuleIDUnknown, "there is no piece %q on the table", a.Piece)
		}
		return nil, s.violate(RulePhaseWrong, "%s has not been displaced by an enemy just now: there is no step to choose", s.pieceName(a.Piece))
	}
	x := s.asides[i]
	from := x.from
	ok := false
	for _, h := range x.options {
		ok = ok || h == a.To
	}
	if !ok {
		return nil, s.violate(RuleMovPath, "%s steps aside to a hex next to %s, on the table, passable and with no enemy unit: %s is not one", s.pieceName(a.Piece), x.from, a.To)
	}
	if m := s.messenger(a.Piece); m != nil {
		from = m.Hex
		m.Hex = a.To
		s.carrierTo(m, a.To)
	} else if l := s.leaderOf(a.Piece); l != nil {
		from = l.Hex
		l.Hex = a.To
	}
	s.asides = append(s.asides[:i:i], s.asides[i+1:]...)
	return []Event{SteppedAside{Piece: s.pieceRef(a.Piece), From: from, To: a.To, Chosen: true}}, nil
}

// StepAsideHexes answers "where may this displaced piece step?": the hexes
// its owner may choose now (the engine's choice first), or nil when it is
// not waiting for a choice.
func (s *State) StepAsideHexes(id string) []hex.Hex {
	for _, x := range s.asides {
		if x.piece == id {
			return append([]hex.Hex(nil), x.options...)
		}
	}
	return nil
}

// Displaced lists the pieces waiting for their owner's step-aside choice
// (Decision kind "step-aside"), in order.
func (s *State) Displaced() []string {
	var out []string
	for _, x := range s.asides {
		out = append(out, x.piece)
	}
	return out
}
