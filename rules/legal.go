package rules

import (
	"slices"

	"estafette/rules/hex"
)

// LegalActions lists every legal action in the current state for the army
// whose decision it is (Decider), each checked by the engine. Activations
// are listed one piece at a time, moves and exits by destination, amounts
// (Sacrifice) one line each, Retraite and withdrawals by the hex they fall
// back to (and once as far as they can, the engine's hex); longer lines are
// sequences of these. Every window lists `pass`; outside windows `end` is
// always there.
func (s *State) LegalActions() []Action {
	if s.phase == PhaseOver {
		return nil
	}
	s.quiet = true
	defer func() { s.quiet = false }()
	army := s.activeArmy().ID
	switch s.Decision().Kind {
	case DecideStepAside:
		return s.legalAsides()
	case DecideAttacker:
		// No roll here: the defender answers first. A record may still go
		// straight to roll (his pass implied), but a player is asked in turn.
		out := []Action{EndPhase{}, Pass{}}
		out = s.legalLeadersInCombat(out, army)
		return s.legalDirect(out, army)
	case DecideDefender:
		return s.legalAnswers()
	case DecideRoll:
		return []Action{EndPhase{}, Roll{}}
	case DecideDice:
		return s.legalAfterDice()
	}
	// Sized from the last answer, so that the list is allocated once.
	out := make([]Action, 1, max(s.legalHint, 16))
	out[0] = EndPhase{}
	switch s.phase {
	case PhaseCommand:
		out = s.legalActivations(out, army)
		out = s.legalMessengers(out, army)
		out = s.legalDeliveries(out, army)
		out = s.legalOrders(out, army)
		out = s.legalDirect(out, army)
	case PhaseMovement:
		out = s.legalMoves(out, army)
		out = s.legalExits(out, army)
		out = s.legalOrders(out, army)
		out = s.legalDirect(out, army)
	case PhaseCombat:
		out = s.legalCombat(out, army)
		out = s.legalDirect(out, army)
	}
	s.legalHint = len(out) + len(out)/4
	return out
}

// legalCombat lists, with no combat waiting for a decision, the attacks
// (with each attack order that is allowed), the follow-up and rallies.
func (s *State) legalCombat(out []Action, army string) []Action {
	if s.combat != nil && s.combat.stage == stageDone && s.combat.won {
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
		if l.Army == army && !l.Rallied && l.Present && l.OnBoard && s.leaderActivated(l) {
			// With no combat waiting for a decision, Check is checkRally.
			a := Rally{Leader: l.ID}
			if _, _, v := s.checkRally(a); v == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// legalLeadersInCombat lists the front rank and the withdrawals (as far
// as the unit can, then to each hex it may reach) that army's leaders may
// give in the declared combat.
func (s *State) legalLeadersInCombat(out []Action, army string) []Action {
	for _, l := range s.leaders {
		if l.Army != army || !l.Present || !l.OnBoard {
			continue
		}
		if a := (Front{Leader: l.ID}); s.Check(a) == nil {
			out = append(out, a)
		}
		if a := (Withdraw{Leader: l.ID}); s.Check(a) == nil {
			out = append(out, a)
			for _, e := range s.retreatEnds(s.occupant(l.Hex)) {
				out = append(out, Withdraw{Leader: l.ID, To: DestAt(e.to)})
			}
		}
	}
	return out
}

// legalAnswers lists the defender's answers to the declared attack: his
// defense orders (Retraite as far as it can, then to each hex it may
// reach), his leaders' front rank and
// withdrawals, their direct actions for the unit attacked, and pass.
func (s *State) legalAnswers() []Action {
	c := s.combat
	d := s.unitOf(c.defender)
	out := []Action{Pass{}}
	for i := range s.rs.Orders {
		o := &s.rs.Orders[i]
		if o.Window != WindowDefense {
			continue
		}
		if a := (Defend{Order: o.Key}); s.Check(a) == nil {
			out = append(out, a)
			if o.Does() == EffectRetraite {
				for _, e := range s.retreatEnds(d) {
					out = append(out, Defend{Order: o.Key, To: DestAt(e.to)})
				}
			}
		}
	}
	out = s.legalLeadersInCombat(out, d.Army)
	return s.legalDirect(out, d.Army)
}

// legalAfterDice lists the defender's choices on the attack's dice:
// Évasion, each amount of Sacrifice, and pass.
func (s *State) legalAfterDice() []Action {
	out := []Action{Pass{}}
	if k := s.evasionKey(); k != "" {
		if a := (Defend{Order: k}); s.Check(a) == nil {
			out = append(out, a)
		}
	}
	if lo, hi, ok := s.SacrificeRange(); ok {
		for n := lo; n <= hi; n++ {
			out = append(out, Sacrifice{Count: n})
		}
	}
	return out
}

// legalAsides lists where the displaced pieces may step, and pass.
func (s *State) legalAsides() []Action {
	out := []Action{Pass{}}
	for _, x := range s.asides {
		for _, h := range x.options {
			out = append(out, Step{Piece: x.piece, To: h})
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
		r := s.commandRadius(l)
		for _, i := range s.unitsOf(army) {
			u := s.units[i]
			// Cheap tests first: most pieces are refused for distance or
			// because they are already activated.
			if u.Activated() || u.Eliminated || u.Arrives > s.turn {
				continue
			}
			if !l.Anywhere && s.commandDistance(l, u) > r {
				continue
			}
			// checkPiece's slot test passed above: its unit test is all.
			if s.checkUnit(l, g, u) == nil {
				out = append(out, Activate{Leader: l.ID, Pieces: s.ids.one(u.ID)})
			}
		}
		for _, o := range s.leaders {
			if o.Army == army && o.Present && !o.Alone && !o.Messenger && s.checkPiece(l, g, o.ID) == nil {
				out = append(out, Activate{Leader: l.ID, Pieces: s.ids.one(o.ID)})
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
				// Check would box a for nothing: in the command phase with no
				// window open, it is checkMessenger.
				a := SendMessenger{Leader: l.ID, Unit: u.ID}
				if _, v := s.checkMessenger(a); v == nil {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// legalDeliveries lists the new units each messenger in transit may
// carry its message to.
func (s *State) legalDeliveries(out []Action, army string) []Action {
	if !s.rs.Features.Messengers {
		return out
	}
	for _, m := range s.messages {
		if m.Army != army || m.Target == "" {
			continue
		}
		for _, id := range s.DeliveryTargets(m.ID) {
			out = append(out, Deliver{Messenger: m.ID, Unit: id})
		}
	}
	return out
}

// legalExits lists, when the scenario lets the army out, the exits of each
// piece that may move: from where it stands, and from each hex of the edge
// it can reach with a hex to spare.
func (s *State) legalExits(out []Action, army string) []Action {
	exits := s.armyOf(army).Exits
	if len(exits) == 0 {
		return out
	}
	try := func(id string, m *MoveArea, start hex.Hex) {
		for _, e := range exits {
			if s.board.edgeDistance(start, e) == 0 && m.AllCost >= 1 {
				out = append(out, Exit{Piece: id, Edge: e})
			}
			for _, h := range m.Ends() {
				if s.board.edgeDistance(h, e) == 0 && m.pathCost(m.Path(h))+1 <= m.AllCost {
					out = append(out, Exit{Piece: id, Edge: e, Path: []hex.Hex{h}})
				}
			}
		}
	}
	for _, u := range s.units {
		if u.Army == army && u.OnBoard && u.Activated() && !u.Moved && s.checkMover(u) == nil {
			try(u.ID, s.unitReach(u), u.Hex)
		}
	}
	for _, l := range s.leaders {
		if l.Army == army && l.OnBoard && l.Alone && !l.Moved && s.checkLeaderMover(l) == nil {
			try(l.ID, s.leaderReach(l), l.Hex)
		}
	}
	return out
}

func (s *State) legalMoves(out []Action, army string) []Action {
	for _, u := range s.units {
		if u.Army != army || !u.Activated() || u.Moved || s.checkMover(u) != nil {
			continue
		}
		var with []string
		for _, l := range s.leaders {
			if l.Army == army && l.Present && !l.Moved && l.Hex == u.Hex && l.OnBoard == u.OnBoard && (!l.Personal || l.Alone) {
				with = append(with, l.ID)
			}
		}
		// The one-hex paths share one array (a copy: the memo's is never
		// handed out), each capped at its own hex so that appending to one
		// cannot write into the next.
		// The last reinforcement an officer activated takes him along.
		alone := s.leftBehind(u, nil) == nil
		ends := slices.Clone(s.unitEnds(u))
		for i := range ends {
			p := ends[i : i+1 : i+1]
			if alone {
				out = append(out, Move{Piece: u.ID, Path: p})
			}
			if len(with) > 0 {
				out = append(out, Move{Piece: u.ID, Path: p, With: with})
			}
		}
	}
	for _, l := range s.leaders {
		if l.Army != army || !l.Alone || l.Moved || s.checkLeaderMover(l) != nil {
			continue
		}
		ends := slices.Clone(s.leaderEnds(l))
		for i := range ends {
			out = append(out, Move{Piece: l.ID, Path: ends[i : i+1 : i+1]})
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
	points := s.activeArmy().OrderPoints
	// The army's units on the table, gathered once for every order.
	own := s.ownUnits[:0]
	for _, u := range s.units {
		if u.Army == army && u.OnBoard {
			own = append(own, u)
		}
	}
	s.ownUnits = own
	for i := range s.rs.Orders {
		o, f := &s.rs.Orders[i], &s.orderFacts[i]
		if f.off || f.minCost > points || s.checkWindow(o, false) != nil {
			continue
		}
		switch o.Target {
		case TargetNone:
			out = s.tryOrder(out, o, "")
		case TargetLeader, TargetLeaderGroup:
			for _, l := range s.leaders {
				if l.Army == army && l.Present && l.OnBoard {
					out = s.tryOrder(out, o, l.ID)
					if o.Does() == EffectDesserrerEnMasse {
						out = s.legalMass(out, o, l)
					}
				}
			}
		case TargetUnit, TargetActivatedUnit:
			for _, u := range own {
				if !f.allows(o, u.Profile.Type) ||
					(o.Target == TargetActivatedUnit && !u.Activated()) || (u.Moved && movementOrder(o.Does())) ||
					(o.Cost.Kind == CostPerElement && u.Elements+u.PendingRally >= u.StartElements) {
					continue
				}
				out = s.tryOrder(out, o, u.ID)
			}
		}
	}
	return out
}

// tryOrder lists order o for the target id ("" for none) when the engine
// accepts it. The target is checked in the state's scratch argument: only
// a listed order allocates.
func (s *State) tryOrder(out []Action, o *Order, id string) []Action {
	var plan orderPlan
	a := GiveOrder{Key: o.Key}
	if id != "" {
		if s.scratchArg == nil {
			s.scratchArg = make([]string, 1)
		}
		s.scratchArg[0] = id
		a.Args = s.scratchArg
	}
	if s.planGivenOrder(&plan, o, a, false) != nil {
		return out
	}
	if id != "" {
		a.Args = s.ids.one(id)
	}
	return append(out, a)
}

// idArena hands out one-id lists for the actions LegalActions lists, cut
// from shared arrays, each capped at its own element so that appending to
// one cannot write into another: one allocation for many actions. A clone
// starts its own.
type idArena struct{ buf []string }

func (a *idArena) one(id string) []string {
	if len(a.buf) == cap(a.buf) {
		a.buf = make([]string, 0, 32)
	}
	a.buf = append(a.buf, id)
	n := len(a.buf)
	return a.buf[n-1 : n : n]
}

// legalDirect lists army's direct actions with a fixed effect, and in a
// combat window the attack or defense orders a leader may give directly;
// other direct orders (any maneuver order, given free) are not listed.
func (s *State) legalDirect(out []Action, army string) []Action {
	c := s.pending()
	for _, l := range s.leaders {
		if l.Army != army || !l.Present || !l.OnBoard || l.Rank == Commander {
			continue
		}
		r := s.influenceRadius(l)
		for _, i := range s.unitsOf(army) {
			u := s.units[i]
			if !u.OnBoard || hex.Distance(l.Hex, u.Hex) > r {
				continue
			}
			inCombat := c != nil && (u.ID == c.attacker || u.ID == c.defender)
			for _, e := range []DirectEffect{DirectActivate, DirectRally, DirectDice, DirectIgnoreLoss} {
				// Cheap tests first; checkDirect has the last word.
				if (e == DirectActivate && u.Activated()) || (e == DirectRally && u.Elements >= u.StartElements) ||
					(e == DirectIgnoreLoss && s.phase != PhaseCombat) || (e == DirectDice && !inCombat) {
					continue
				}
				a := Direct{Leader: l.ID, Unit: u.ID, Effect: e}
				if _, v := s.checkDirect(a); v == nil {
					out = append(out, a)
				}
			}
			if !inCombat {
				continue
			}
			for i := range s.rs.Orders {
				if o := &s.rs.Orders[i]; o.Window == WindowAttack || o.Window == WindowDefense {
					a := Direct{Leader: l.ID, Unit: u.ID, Effect: DirectOrder, Order: o.Key}
					if _, v := s.checkDirect(a); v == nil {
						out = append(out, a)
					}
				}
			}
		}
	}
	return out
}
