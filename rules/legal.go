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
	s.quiet = true
	defer func() { s.quiet = false }()
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
	case PhaseCombat:
		out = s.legalCombat(out, army)
		out = s.legalDirect(out, army)
	}
	return out
}

// legalCombat lists the combat choices: with a combat declared, the roll
// and the defender's and leaders' answers (the defender's army gives
// those); otherwise attacks (with each attack order that is allowed), the
// follow-up and rallies.
func (s *State) legalCombat(out []Action, army string) []Action {
	if c := s.pending(); c != nil {
		out = append(out, Roll{})
		for i := range s.rs.Orders {
			if o := &s.rs.Orders[i]; o.Window == WindowDefense {
				if a := (Defend{Order: o.Key}); s.Check(a) == nil {
					out = append(out, a)
				}
			}
		}
		for _, l := range s.leaders {
			for _, a := range []Action{Front{Leader: l.ID}, Withdraw{Leader: l.ID}} {
				if l.Present && l.OnBoard && s.Check(a) == nil {
					out = append(out, a)
				}
			}
		}
		return out
	}
	if s.combat != nil && s.combat.won {
		out = append(out, Follow{})
	}
	for _, u := range s.units {
		if u.Army != army || !u.OnBoard || !u.Activated() || !u.CanFight {
			continue
		}
		for _, d := range s.units {
			if d.Army == army || !d.OnBoard || hex.Distance(u.Hex, d.Hex) > max(1, u.Profile.Range) {
				continue
			}
			a := Attack{Attacker: u.ID, Defender: d.ID}
			if _, v := s.checkAttack(a); v != nil {
				continue
			}
			out = append(out, a)
			for i := range s.rs.Orders {
				if o := &s.rs.Orders[i]; o.Window == WindowAttack {
					a.Order = o.Key
					if _, v := s.checkAttack(a); v == nil {
						out = append(out, a)
					}
				}
			}
		}
	}
	for _, l := range s.leaders {
		if l.Army == army && l.Activated && !l.Rallied && l.Present && l.OnBoard {
			if a := (Rally{Leader: l.ID}); s.Check(a) == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

func (s *State) legalActivations(out []Action, army string) []Action {
	for _, l := range s.leaders {
		if l.Army != army || !l.Present {
			continue
		}
		g, _, v := s.groupFor(l)
		if v != nil || g.Used >= g.Slots {
			continue
		}
		r := s.CommandRadius(l)
		for _, u := range s.units {
			// Cheap tests first: most pieces are refused for distance or
			// because they are already activated.
			if u.Army != army || u.Activated() || u.Eliminated || u.Arrives > s.turn {
				continue
			}
			if !l.Anywhere && s.commandDistance(l, u) > r {
				continue
			}
			if s.checkPiece(l, g, u.ID) == nil {
				out = append(out, Activate{Leader: l.ID, Pieces: []string{u.ID}})
			}
		}
		for _, o := range s.leaders {
			if o.Army == army && o.Present && !o.Alone && !o.Messenger && s.checkPiece(l, g, o.ID) == nil {
				out = append(out, Activate{Leader: l.ID, Pieces: []string{o.ID}})
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
			if u.Army == army && u.OnBoard {
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
		if u.Army != army || !u.Activated() || u.Moved || s.checkMover(u) != nil {
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
		if l.Army != army || !l.Alone || l.Moved || s.checkLeaderMover(l) != nil {
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
				if u.Army != army || !u.OnBoard || !o.AllowsType(u.Profile.Type) ||
					(o.Target == TargetActivatedUnit && !u.Activated()) || (movementOrders[o.Key] && u.Moved) ||
					(o.Cost.Kind == CostPerElement && u.Elements >= u.StartElements) {
					continue
				}
				try(u.ID)
			}
		}
	}
	return out
}

// legalDirect lists the direct actions with a fixed effect; a direct order
// is any of the orders above, given free.
func (s *State) legalDirect(out []Action, army string) []Action {
	for _, l := range s.leaders {
		if l.Army != army || !l.Present || !l.OnBoard || l.Rank == Commander {
			continue
		}
		for _, u := range s.units {
			if u.Army != army || !u.OnBoard || hex.Distance(l.Hex, u.Hex) > s.InfluenceRadius(l) {
				continue
			}
			for _, e := range []DirectEffect{DirectActivate, DirectRally, DirectDice, DirectIgnoreLoss} {
				// Cheap tests first; checkDirect has the last word.
				if (e == DirectActivate && u.Activated()) || (e == DirectRally && u.Elements >= u.StartElements) ||
					((e == DirectDice || e == DirectIgnoreLoss) && s.phase != PhaseCombat) {
					continue
				}
				a := Direct{Leader: l.ID, Unit: u.ID, Effect: e}
				if _, v := s.checkDirect(a); v == nil {
					out = append(out, a)
				}
			}
		}
	}
	return out
}
