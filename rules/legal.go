package rules

import "estafette/rules/hex"

// LegalActions lists every legal action in the current state for the army
// to play, each checked by the engine. Activations are listed one piece at
// a time and moves by destination; longer lines are sequences of these.
// Combat actions come with the combat rules.
func (s *State) LegalActions() []Action {
	if s.phase == PhaseOver {
		return nil
	}
	out := []Action{EndPhase{}}
	army := s.Active().ID
	switch s.phase {
	case PhaseCommand:
		out = s.legalActivations(out, army)
		out = s.legalMessengers(out, army)
		out = s.legalOrders(out, army)
		out = s.legalDirect(out, army)
	case PhaseMovement:
		out = s.legalMoves(out, army)
		out = s.legalOrders(out, army)
		out = s.legalDirect(out, army)
	}
	return out
}

func (s *State) legalActivations(out []Action, army string) []Action {
	for _, l := range s.leaders {
		if l.Army != army || !l.Present {
			continue
		}
		if _, _, v := s.groupFor(l); v != nil {
			continue
		}
		for _, u := range s.units {
			if u.Army == army && !u.Activated() && !u.Eliminated && u.Arrives <= s.turn {
				a := Activate{Leader: l.ID, Pieces: []string{u.ID}}
				if _, v := s.checkActivate(a); v == nil {
					out = append(out, a)
				}
			}
		}
		for _, o := range s.leaders {
			if o.Army == army && o.Present && !o.Alone {
				a := Activate{Leader: l.ID, Pieces: []string{o.ID}}
				if _, v := s.checkActivate(a); v == nil {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

func (s *State) legalMessengers(out []Action, army string) []Action {
	if !s.rs.Features.Messengers {
		return out
	}
	for _, l := range s.leaders {
		if l.Army != army || !l.Present || !l.OnBoard {
			continue
		}
		for _, u := range s.units {
			if u.Army == army && u.OnBoard && !u.Activated() && hex.Distance(l.Hex, u.Hex) > s.CommandRadius(l) {
				a := SendMessenger{Leader: l.ID, Unit: u.ID}
				if s.Check(a) == nil {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

func (s *State) legalMoves(out []Action, army string) []Action {
	for _, u := range s.units {
		if u.Army != army || s.checkMover(u) != nil {
			continue
		}
		m := s.unitReach(u)
		var with []string
		for _, l := range s.leaders {
			if l.Army == army && l.Present && !l.Moved && l.Hex == u.Hex && l.OnBoard == u.OnBoard {
				with = append(with, l.ID)
			}
		}
		for _, h := range m.Ends() {
			out = append(out, Move{Piece: u.ID, Path: []hex.Hex{h}})
			if len(with) > 0 {
				out = append(out, Move{Piece: u.ID, Path: []hex.Hex{h}, With: with})
			}
		}
	}
	for _, l := range s.leaders {
		if l.Army != army || s.checkLeaderMover(l) != nil {
			continue
		}
		for _, h := range s.leaderReach(l).Ends() {
			out = append(out, Move{Piece: l.ID, Path: []hex.Hex{h}})
		}
	}
	return out
}

// legalOrders lists the orders of the current window, each with every
// target that accepts it and one unit of count.
func (s *State) legalOrders(out []Action, army string) []Action {
	if s.sc.NoOrders {
		return out
	}
	for i := range s.rs.Orders {
		o := &s.rs.Orders[i]
		if s.checkWindow(o, false) != nil {
			continue
		}
		try := func(args ...string) {
			a := GiveOrder{Key: o.Key, Args: args}
			if _, v := s.checkOrder(a, false); v == nil {
				out = append(out, a)
			}
		}
		switch o.Target {
		case TargetNone:
			try()
		case TargetLeader, TargetLeaderGroup:
			for _, l := range s.leaders {
				if l.Army == army && l.Present && l.OnBoard {
					try(l.ID)
				}
			}
		case TargetUnit, TargetActivatedUnit:
			for _, u := range s.units {
				if u.Army == army && u.OnBoard {
					try(u.ID)
				}
			}
		}
	}
	return out
}

// legalDirect lists direct actions that activate or rally a unit; direct
// orders are the orders above, given free.
func (s *State) legalDirect(out []Action, army string) []Action {
	for _, l := range s.leaders {
		if l.Army != army || !l.Present || !l.OnBoard || l.Rank == Commander {
			continue
		}
		for _, u := range s.units {
			if u.Army != army || !u.OnBoard || hex.Distance(l.Hex, u.Hex) > s.InfluenceRadius(l) {
				continue
			}
			for _, e := range []DirectEffect{DirectActivate, DirectRally} {
				a := Direct{Leader: l.ID, Unit: u.ID, Effect: e}
				if s.Check(a) == nil {
					out = append(out, a)
				}
			}
		}
	}
	return out
}
