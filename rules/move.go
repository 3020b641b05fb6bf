package rules

import "estafette/rules/hex"

// checkMover says whether a unit may move now at all.
func (s *State) checkMover(u *Unit) *Violation {
	if u.Eliminated {
		return s.violate(RuleIDUnknown, "%s has been eliminated", s.pieceName(u.ID))
	}
	if u.Exited {
		return s.violate(RuleIDUnknown, "%s has left the table", s.pieceName(u.ID))
	}
	if !u.Activated() {
		return s.violate(RuleMovNotActivated, "%s is not activated this turn", s.pieceName(u.ID))
	}
	if u.Moved {
		return s.violate(RuleMovOnce, "%s has already moved this turn", s.pieceName(u.ID))
	}
	if u.Prejoue {
		return s.violate(RuleMovRigid, "%s carries a pré-joué token: it cannot move this turn, but may fight", s.pieceName(u.ID))
	}
	if u.Group < s.t.step && !s.rs.Features.FreeOrder {
		return s.orderClosed(u.ID, u.Group)
	}
	return nil
}

// orderClosed is ACT.ORDER: a later group has acted, so this one's step
// in the phase is over.
func (s *State) orderClosed(id string, group int) *Violation {
	if s.t.step >= len(s.t.groups) {
		return s.violate(RuleActOrder, "%s belongs to group %d, whose step in this phase is over: the first activation's groups have had their movement", s.pieceName(id), group+1)
	}
	later := s.t.groups[s.t.step]
	who := "an extra activation"
	if later.Leader != "" {
		who = s.pieceName(later.Leader) + "'s group"
	}
	return s.violate(RuleActOrder, "%s belongs to group %d, and %s (group %d) has already acted: groups act in activation order", s.pieceName(id), group+1, who, s.t.step+1)
}

// groupOfAlone returns the group in which a leader was activated alone.
func (s *State) groupOfAlone(id string) int {
	for i, g := range s.t.groups {
		for _, a := range g.Alone {
			if a == id {
				return i
			}
		}
	}
	return -1
}

func (s *State) checkLeaderMover(l *Leader) *Violation {
	if !l.Present {
		return s.violate(RuleIDUnknown, "%s has left the game", s.pieceName(l.ID))
	}
	if !l.Alone {
		return s.violate(RuleMovNotActivated, "%s is not activated alone this turn: activate him alone, or move him with a unit on his hex", s.pieceName(l.ID))
	}
	if l.Moved {
		return s.violate(RuleMovOnce, "%s has already moved this turn", s.pieceName(l.ID))
	}
	if g := s.groupOfAlone(l.ID); g < s.t.step && !s.rs.Features.FreeOrder {
		return s.orderClosed(l.ID, g)
	}
	return nil
}

// movePlan is a checked move.
type movePlan struct {
	u    *Unit
	l    *Leader
	m    *MoveArea
	path []hex.Hex
	with []*Leader
}

// checkMove checks a move without changing anything.
func (s *State) checkMove(a Move) (*movePlan, *Violation) {
	if v := s.needPhase("moving", PhaseMovement); v != nil {
		return nil, v
	}
	if len(a.Path) == 0 {
		return nil, s.violate(RuleSyntax, "move %s names no hex", a.Piece)
	}
	if s.unitOf(a.Piece) == nil {
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
		m := s.leaderReach(l)
		path, v := s.resolvePath(m, a.Path, nil)
		if v != nil {
			return nil, v
		}
		return &movePlan{l: l, m: m, path: path}, nil
	}
	u, v := s.ownUnit(a.Piece)
	if v != nil {
		return nil, v
	}
	if v := s.checkMover(u); v != nil {
		return nil, v
	}
	with, v := s.followers(u, a.With)
	if v != nil {
		return nil, v
	}
	m := s.unitReach(u)
	path, v := s.resolvePath(m, a.Path, u)
	if v != nil {
		return nil, v
	}
	if v := s.checkArrival(u, with); v != nil {
		return nil, v
	}
	return &movePlan{u: u, m: m, path: path, with: with}, nil
}

func (s *State) move(a Move) ([]Event, *Violation) {
	p, v := s.checkMove(a)
	if v != nil {
		return nil, v
	}
	if p.l != nil {
		l := p.l
		moved := Moved{Piece: s.pieceRef(l.ID), Path: append([]hex.Hex{l.Hex}, p.path...), Alone: true}
		if !l.OnBoard {
			// A reinforcement's path already begins on its entry hex.
			moved.Path, moved.Entered = append([]hex.Hex(nil), p.path...), true
		}
		l.Hex, l.Moved, l.OnBoard, l.Walked = p.path[len(p.path)-1], true, true, true
		s.t.step = max(s.t.step, s.groupOfAlone(l.ID))
		return []Event{moved}, nil
	}
	return s.moveUnit(p.u, p.m, p.path, p.with), nil
}

// followers checks `with LEADER ...`: leaders on the unit's starting hex
// who have not moved follow it (docs/rules.md §3 "A leader with an activated
// unit").
func (s *State) followers(u *Unit, ids []string) ([]*Leader, *Violation) {
	var out []*Leader
	for i, id := range ids {
		for _, prev := range ids[:i] {
			if prev == id {
				return nil, s.violate(RuleMovOnce, "%s is named twice after with: a leader follows his unit once", s.pieceName(id))
			}
		}
		l, v := s.ownLeader(id)
		if v != nil {
			return nil, v
		}
		if !l.Present || l.Hex != u.Hex || l.OnBoard != u.OnBoard {
			return nil, s.violate(RuleMovPath, "%s is not on %s's hex (%s) and cannot follow it", s.pieceName(id), s.pieceName(u.ID), u.Hex)
		}
		if l.Moved || l.Messenger {
			return nil, s.violate(RuleMovOnce, "%s has already moved this turn", s.pieceName(id))
		}
		if v := s.actsPersonally(l, "follows a unit"); v != nil {
			return nil, v
		}
		out = append(out, l)
	}
	return out, nil
}

// resolvePath turns the hexes of a move into the path taken: one hex is a
// destination and the engine takes the best legal path; several hexes are
// the whole path and are checked step by step.
func (s *State) resolvePath(m *MoveArea, given []hex.Hex, u *Unit) ([]hex.Hex, *Violation) {
	dest := given[len(given)-1]
	id := m.Piece
	for _, h := range given {
		if !s.board.bounds.Contains(h) {
			return nil, s.violate(RuleMovOffBoard, "%s would leave the table at %s; this scenario allows no exit", s.pieceName(id), h)
		}
	}
	// A whole path is checked step by step; a lone destination next to
	// the start is too, since its one step is its path.
	if len(given) > 1 || (!m.Can(dest) && (hex.Adjacent(m.Start, dest) || m.entry)) {
		if v := s.checkSteps(m, given, u); v != nil {
			return nil, v
		}
	}
	if !m.Can(dest) {
		return nil, s.whyNot(m, dest, u)
	}
	if len(given) == 1 {
		return m.Path(dest), nil
	}
	return given, nil
}

// checkSteps walks a given path and names the first rule it breaks.
func (s *State) checkSteps(m *MoveArea, path []hex.Hex, u *Unit) *Violation {
	prev := m.Start
	id := m.Piece
	army := s.pieceArmy(id)
	for i, h := range path {
		if m.entry && i == 0 {
			if h != m.Start {
				return s.violate(RuleMovPath, "%s enters the table at %s; its move must begin there", s.pieceName(id), m.Start)
			}
			continue
		}
		if !hex.Adjacent(prev, h) {
			return s.violate(RuleMovPath, "%s is not adjacent to %s", h, prev)
		}
		t := s.board.terrain(h)
		if t.Impassable {
			return s.violate(RuleMovImpassable, "%s cannot enter %s: %s is impassable", s.pieceName(id), h, gloss(t.Gloss, t.Name))
		}
		if h == m.Start && !m.entry {
			return s.violate(RuleMovPath, "%s passes through %s, where its move began: a path does not come back to its starting hex", s.pieceName(id), h)
		}
		if o := s.occupant(h); o != nil {
			if o.Army != army {
				return s.violate(RuleMovOccupied, "%s cannot enter or pass through %s, held by the enemy %s", s.pieceName(id), h, s.pieceName(o.ID))
			}
			if u != nil && (i == len(path)-1 || !u.Profile.CanPassThrough(o.Profile)) {
				if i == len(path)-1 {
					return s.violate(RuleMovOccupied, "%s cannot end on %s, held by %s", s.pieceName(id), h, s.pieceName(o.ID))
				}
				return s.violate(RuleMovOccupied, "%s cannot pass through %s, held by %s", s.pieceName(id), h, s.pieceName(o.ID))
			}
		}
		if u != nil && t.Difficult && i < len(path)-1 && !m.guideCovers(path, i) {
			return s.violate(RuleMovStop, "%s enters %s at %s and must stop there", s.pieceName(id), gloss(t.Gloss, t.Name), h)
		}
		prev = h
	}
	return s.checkPathCost(m, path, u)
}

// checkPathCost is MOV.ALLOWANCE on a given path: within the allowance, or
// one hex more when the whole move follows a road (road march).
func (s *State) checkPathCost(m *MoveArea, path []hex.Hex, u *Unit) *Violation {
	cost := m.pathCost(path)
	if cost <= m.AllCost {
		return nil
	}
	if u != nil && len(m.roads) > 0 && cost == m.AllCost+1 && s.roadPath(m.Start, path) {
		return nil
	}
	if u != nil && m.FightCost != m.AllCost {
		return s.violate(RuleMovAllowance, "%s moves %d hex(es), or %d sans combat; this path costs %d", s.pieceName(m.Piece), m.FightCost, m.AllCost, cost)
	}
	return s.violate(RuleMovAllowance, "%s moves %d hex(es); this path costs %d", s.pieceName(m.Piece), m.AllCost, cost)
}

// roadPath reports whether every step of the path follows one road (JO3
// « le long d'une même route continue »: it starts, stays and ends on one
// [[board.road]]; changing road at a junction ends the bonus).
func (s *State) roadPath(start hex.Hex, path []hex.Hex) bool {
	for _, r := range s.board.roadsAt(start) {
		prev, ok := start, true
		for _, h := range path {
			if !s.board.roadStepOn(r, prev, h) {
				ok = false
				break
			}
			prev = h
		}
		if ok {
			return true
		}
	}
	return false
}

// guideCovers reports whether Guide local pays for the difficult hex at
// path[i].
func (m *MoveArea) guideCovers(path []hex.Hex, i int) bool {
	n := 0
	for _, h := range path[:i+1] {
		if m.s.board.terrain(h).Difficult {
			n++
		}
	}
	return n <= m.guide
}

// whyNot explains why the move cannot end on dest: it tries the reach
// again with one rule lifted at a time, and names the first that matters.
func (s *State) whyNot(m *MoveArea, dest hex.Hex, u *Unit) *Violation {
	id := m.Piece
	t := s.board.terrain(dest)
	if t.Impassable {
		return s.violate(RuleMovImpassable, "%s cannot enter %s: %s is impassable", s.pieceName(id), dest, gloss(t.Gloss, t.Name))
	}
	if o := s.occupant(dest); o != nil && (u != nil || o.Army != s.pieceArmy(id)) {
		return s.violate(RuleMovOccupied, "%s cannot end on %s: %s is there", s.pieceName(id), dest, s.pieceName(o.ID))
	}
	if u != nil && u.AllyLimited && m.filter != nil && !m.filter(dest) {
		return s.violate(RuleMovAlly, "%s is more than 5 hexes from its sub-general %s: it may only move closer to him or toward its own edge", s.pieceName(id), s.pieceName(u.AlliedLeader))
	}
	budget := m.AllCost
	if len(m.roads) > 0 {
		budget++
	}
	lifted := func(noUnits, noStop bool) bool {
		r := hex.ComputeReach(m.Start, budget, func(from, to hex.Hex) hex.Step {
			tt := s.board.terrain(to)
			if tt.Impassable {
				return hex.Step{Blocked: true}
			}
			st := hex.Step{Cost: tt.Cost, Stops: u != nil && tt.Difficult && !noStop}
			if o := s.occupant(to); o != nil && !noUnits {
				return hex.Step{Blocked: true}
			}
			return st
		}, s.board.bounds)
		return r.CanEnd(dest)
	}
	switch {
	case lifted(true, false):
		return s.violate(RuleMovOccupied, "%s cannot reach %s: units stand in the way, and it may pass through none of them", s.pieceName(id), dest)
	case lifted(false, true) || lifted(true, true):
		return s.violate(RuleMovStop, "%s cannot reach %s: difficult terrain on the way would stop its move", s.pieceName(id), dest)
	}
	d := hex.Distance(m.Start, dest)
	if m.entry {
		d++
	}
	if d <= budget {
		return s.violate(RuleMovImpassable, "%s cannot reach %s: impassable terrain is in the way", s.pieceName(id), dest)
	}
	if u != nil && m.FightCost != m.AllCost {
		return s.violate(RuleMovAllowance, "%s moves %d hex(es), or %d sans combat; %s is %d away", s.pieceName(id), m.FightCost, m.AllCost, dest, d)
	}
	return s.violate(RuleMovAllowance, "%s moves %d hex(es); %s is %d away", s.pieceName(id), m.AllCost, dest, d)
}

func (s *State) pieceArmy(id string) string {
	if u := s.unitOf(id); u != nil {
		return u.Army
	}
	if l := s.leaderOf(id); l != nil {
		return l.Army
	}
	return ""
}

// moveUnit plays a checked move.
func (s *State) moveUnit(u *Unit, m *MoveArea, path []hex.Hex, with []*Leader) []Event {
	dest := path[len(path)-1]
	fight, road := s.pathFight(m, u, path)
	moved := Moved{Piece: s.pieceRef(u.ID), Path: append([]hex.Hex{u.Hex}, path...), Fight: fight, Road: road}
	if !u.OnBoard {
		moved.Path, moved.Entered = append([]hex.Hex(nil), path...), true
	}
	s.vacate(u.Hex)
	u.Hex, u.OnBoard, u.Moved = dest, true, true
	s.place(u)
	u.CanFight = u.CanFight && fight
	if u.Profile.LosesDie {
		u.LostDice += len(path)
	}
	s.t.step = max(s.t.step, u.Group)
	for _, l := range with {
		l.Hex, l.OnBoard, l.Moved, l.Activated, l.Walked = dest, true, true, true, true
		moved.With = append(moved.With, s.pieceRef(l.ID))
	}
	s.leaveBehind(u)
	ev := []Event{moved}
	ev = append(ev, s.enemyEnters(u, path, true)...)
	return append(ev, s.endRally(u)...)
}

// leaveBehind: the leaders who stood with a unit and did not follow it
// are « considéré[s] comme non activé[s] » (TH2).
func (s *State) leaveBehind(u *Unit) {
	for _, l := range s.leaders {
		if l.WithUnit == u.ID && l.Hex != u.Hex {
			l.WithUnit = ""
		}
	}
}

// pathCost is what a path costs in movement points; a reinforcement's
// entry hex counts one, as the first hex of its move.
func (m *MoveArea) pathCost(path []hex.Hex) int {
	cost := 0
	for i, h := range path {
		if m.entry && i == 0 {
			cost++
			continue
		}
		cost += m.s.board.terrain(h).Cost
	}
	return cost
}

// pathFight decides whether a move along path keeps the ability to fight
// and whether it is a road march.
func (s *State) pathFight(m *MoveArea, u *Unit, path []hex.Hex) (fight, road bool) {
	cost := m.pathCost(path)
	if cost <= m.FightCost {
		return true, false
	}
	if cost <= m.AllCost {
		return false, false
	}
	return false, true // only a road march reaches this far
}
