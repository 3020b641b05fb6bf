package rules

import "estafette/rules/hex"

// Leaving the table (JO3 « Les troupes ne peuvent sortir volontairement de
// la table que si le scénario le prévoit »): a scenario lets an army out by
// the edges its `exit` lists. The piece moves onto a hex of that edge and
// steps off it, which costs one more hex of movement, as a reinforcement's
// entry costs one. It is then out of the game, not eliminated.

// exitPlan is a checked exit.
type exitPlan struct {
	u    *Unit
	l    *Leader
	m    *MoveArea
	path []hex.Hex
	with []*Leader
}

// CanExit reports whether the army's pieces may leave by edge e.
func (s *State) CanExit(army string, e Edge) bool {
	if a := s.armyOf(army); a != nil {
		for _, x := range a.Exits {
			if x == e {
				return true
			}
		}
	}
	return false
}

func (s *State) checkExit(a Exit) (*exitPlan, *Violation) {
	if v := s.needPhase("moving", PhaseMovement); v != nil {
		return nil, v
	}
	p := &exitPlan{}
	var start hex.Hex
	var onBoard bool
	if s.unitOf(a.Piece) != nil {
		u, v := s.ownUnit(a.Piece)
		if v != nil {
			return nil, v
		}
		if v := s.checkMover(u); v != nil {
			return nil, v
		}
		if p.with, v = s.followers(u, a.With); v != nil {
			return nil, v
		}
		p.u, start, onBoard = u, u.Hex, u.OnBoard
	} else {
		if len(a.With) > 0 {
			return nil, s.violate(RuleMovPath, "only a unit can be followed by leaders")
		}
		l, v := s.ownLeader(a.Piece)
		if v != nil {
			return nil, v
		}
		if v := s.checkLeaderMover(l); v != nil {
			return nil, v
		}
		p.l, start, onBoard = l, l.Hex, l.OnBoard
	}
	army := s.activeArmy()
	if !s.CanExit(army.ID, a.Edge) {
		var allowed any = phrase("none")
		if len(army.Exits) > 0 {
			edges := make(List, len(army.Exits))
			for i, e := range army.Exits {
				edges[i] = e
			}
			allowed = edges
		}
		return nil, s.violate(RuleMovOffBoard, "%s's pieces may not leave the table by the %s edge; this scenario allows: %s", army.Name, a.Edge, allowed)
	}
	if !onBoard {
		return nil, s.violate(RuleMovOffBoard, "%s is not on the table yet: it enters before it can leave", s.pieceName(a.Piece))
	}
	if p.u != nil {
		p.m = s.unitReach(p.u)
	} else {
		p.m = s.leaderReach(p.l)
	}
	last := start
	if len(a.Path) > 0 {
		path, v := s.resolvePath(p.m, a.Path, p.u)
		if v != nil {
			return nil, v
		}
		p.path, last = path, path[len(path)-1]
	}
	if s.board.edgeDistance(last, a.Edge) != 0 {
		return nil, s.violate(RuleMovOffBoard, "%s would leave from %s, which is not on the %s edge: a piece leaves from a hex of that edge", s.pieceName(a.Piece), last, a.Edge)
	}
	if cost := p.m.pathCost(p.path) + 1; cost > p.m.AllCost {
		return nil, s.violate(RuleMovAllowance, "%s moves %d hex(es); leaving by the %s edge from %s costs %d, the hex beyond the edge included", s.pieceName(a.Piece), p.m.AllCost, a.Edge, last, cost)
	}
	return p, nil
}

// exit plays `exit ID EDGE [HEX ...] [with LEADER ...]`.
func (s *State) exit(a Exit) ([]Event, *Violation) {
	p, v := s.checkExit(a)
	if v != nil {
		return nil, v
	}
	var ev []Event
	if p.l != nil {
		l := p.l
		if len(p.path) > 0 {
			l.Hex = p.path[len(p.path)-1]
		}
		l.Moved = true
		s.t.step = max(s.t.step, s.groupOfAlone(l.ID))
		l.Present, l.OnBoard, l.Exited = false, false, true
		return []Event{Exited{Piece: s.pieceRef(l.ID), Edge: a.Edge, From: l.Hex}}, nil
	}
	u := p.u
	if len(p.path) > 0 {
		ev = s.moveUnit(u, p.m, p.path, p.with)
	} else {
		u.Moved = true
		s.t.step = max(s.t.step, u.Group)
		for _, l := range p.with {
			l.Moved, l.Activated = true, true
		}
		s.leaveBehind(u)
	}
	s.vacate(u.Hex)
	u.OnBoard, u.Exited, u.PendingRally = false, true, 0
	for _, l := range p.with {
		l.Present, l.OnBoard, l.Exited = false, false, true
	}
	return append(ev, Exited{Piece: s.pieceRef(u.ID), Edge: a.Edge, From: u.Hex}), nil
}
