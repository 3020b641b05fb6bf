package rules

import (
	"slices"

	"estafette/rules/hex"
)

// MoveArea answers "where can this piece go?": every hex where its move
// may end, the path the engine would take, and whether the unit keeps its
// ability to fight there. It is storage of the State, reused by the next
// Reach or move: copy out what must outlive it.
type MoveArea struct {
	Piece     string
	Start     hex.Hex
	FightCost int // hexes it may move and still fight
	AllCost   int // hexes it may move "sans combat"
	normal    *hex.Reach
	roads     []*hex.Reach // road march, one per road through the start; none when not possible
	entry     bool         // a reinforcement: paths begin on its entry hex
	guide     int          // difficult hexes it may cross (Guide local)
	filter    func(h hex.Hex) bool
	s         *State
}

// Can reports whether the move may end on h.
func (m *MoveArea) Can(h hex.Hex) bool {
	_, ok := m.pick(h)
	return ok
}

// CanFight reports whether ending on h keeps the unit's ability to fight
// (docs/formats.md can_fight).
func (m *MoveArea) CanFight(h hex.Hex) bool {
	c, ok := m.pick(h)
	return ok && c.fight
}

// Path returns the path to h, start excluded, or nil.
func (m *MoveArea) Path(h hex.Hex) []hex.Hex {
	c, ok := m.pick(h)
	if !ok {
		return nil
	}
	p := c.r.Path(h)
	if m.entry {
		p = append([]hex.Hex{m.Start}, p...)
		if h == m.Start {
			p = p[:1]
		}
	}
	return p
}

// Ends lists every hex where the move may end, in board order. Only the
// hexes the searches reached are looked at.
func (m *MoveArea) Ends() []hex.Hex { return m.appendEnds(nil) }

// appendEnds appends Ends to dst: LegalActions lists the destinations of
// every piece into one slice. The searches' ends come sorted by board
// index; the road searches' are merged in, each hex once.
func (m *MoveArea) appendEnds(dst []hex.Hex) []hex.Hex {
	b := m.s.board.bounds
	idx := m.normal.AppendEndIndexes(m.s.endIdx[:0])
	if len(m.roads) > 0 || m.entry {
		if m.entry {
			if i := b.Index(m.Start); i >= 0 {
				idx = append(idx, int32(i))
			}
		}
		for _, r := range m.roads {
			idx = r.AppendEndIndexes(idx)
		}
		slices.Sort(idx)
		idx = slices.Compact(idx)
	}
	m.s.endIdx = idx
	for _, i := range idx {
		if h := b.At(int(i)); m.Can(h) {
			dst = append(dst, h)
		}
	}
	return dst
}

type choice struct {
	r     *hex.Reach
	fight bool
}

// pick chooses how the move reaches h: on foot keeping the ability to
// fight if possible, then "sans combat", then by road march.
func (m *MoveArea) pick(h hex.Hex) (choice, bool) {
	if m.filter != nil && !m.filter(h) {
		return choice{}, false
	}
	if m.entry && h == m.Start {
		return choice{r: m.normal, fight: m.FightCost >= 1}, m.s.occupant(h) == nil && m.AllCost >= 1
	}
	extra := 0
	if m.entry {
		extra = 1
	}
	if c, ok := m.normal.EndCost(h); ok && m.guideOK(m.normal, h) {
		return choice{r: m.normal, fight: c+extra <= m.FightCost}, true
	}
	for _, r := range m.roads {
		if _, ok := r.EndCost(h); ok && m.guideOK(r, h) {
			return choice{r: r}, true
		}
	}
	return choice{}, false
}

// guideOK counts the difficult hexes on the path: Guide local lets the
// unit cross as many as were paid for; the next one ends the move.
func (m *MoveArea) guideOK(r *hex.Reach, h hex.Hex) bool {
	if m.guide == 0 {
		return true
	}
	n := 0
	p := r.Path(h)
	for i, x := range p {
		if m.s.board.terrain(x).Difficult {
			n++
			if n > m.guide && i != len(p)-1 {
				return false
			}
		}
	}
	return true
}

// Reach computes where a unit or a leader may move now, or nil when it
// may not move at all (not activated, already moved...).
func (s *State) Reach(id string) *MoveArea {
	if s.phase != PhaseMovement {
		return nil
	}
	if u := s.unitOf(id); u != nil {
		if s.checkMover(u) != nil {
			return nil
		}
		return s.unitReach(u)
	}
	if l := s.leaderOf(id); l != nil {
		if s.checkLeaderMover(l) != nil {
			return nil
		}
		return s.leaderReach(l)
	}
	return nil
}

// CanMove answers "why can't this piece move?": nil when it may move now,
// or the rule that stops it (not the movement phase, not activated,
// already moved, a pré-joué token, its group's step over).
func (s *State) CanMove(id string) *Violation {
	if v := s.needPhase("moving", PhaseMovement); v != nil {
		return v
	}
	if u := s.unitOf(id); u != nil {
		if u.Army != s.activeArmy().ID {
			return s.violate(RuleIDNotYours, "%s belongs to the enemy", s.pieceName(id))
		}
		return s.checkMover(u)
	}
	if l := s.leaderOf(id); l != nil {
		if l.Army != s.activeArmy().ID {
			return s.violate(RuleIDNotYours, "%s belongs to the enemy", s.pieceName(id))
		}
		return s.checkLeaderMover(l)
	}
	return s.violate(RuleIDUnknown, "there is no piece %q in this scenario", id)
}

// allowance is a unit's movement this turn: hexes keeping the
// ability to fight, and hexes "sans combat" (MOV.ALLOWANCE).
func (s *State) allowance(u *Unit) (fight, all int) {
	p := u.Profile
	// Marche forcée and En avant marche add a hex to both allowances and
	// keep the ability to fight (our reading of docs/rules.md §5, see docs).
	fight = p.Move + u.MarchBonus - u.StepsUsed
	all = p.MoveNoCombat + u.MarchBonus - u.StepsUsed
	if u.Mounted {
		all++ // mounted infantry: +1 hex, no combat
	}
	if p.MaxMove > 0 {
		fight, all = min(fight, p.MaxMove), min(all, p.MaxMove)
	}
	return max(fight, 0), max(all, 0)
}

// unitReach answers where u may move: from its memo when one holds
// (reachmemo.go), else by searching.
func (s *State) unitReach(u *Unit) *MoveArea {
	fight, all := s.allowance(u)
	m := &s.area
	*m = MoveArea{Piece: u.ID, Start: u.Hex, FightCost: fight, AllCost: all, guide: u.GuideHexes, s: s, normal: &s.reach, entry: !u.OnBoard}
	if u.AllyLimited {
		m.filter = func(h hex.Hex) bool { return s.allyMoveOK(u, h) }
		s.searchUnit(u, m)
		return m
	}
	key := s.unitKey(u)
	if memo := s.freshMemo(u.ID, key); memo != nil {
		s.restore(m, memo)
		return m
	}
	s.searchUnit(u, m)
	s.remember(u.ID, key, m)
	return m
}

// searchUnit runs u's searches into the state's reach storage.
func (s *State) searchUnit(u *Unit, m *MoveArea) {
	all := m.AllCost
	enter := s.unitEnter(u, -1)
	start, budget := u.Hex, all
	if !u.OnBoard {
		// A reinforcement enters from an imaginary hex just off the table:
		// the first hex of its move is its entry hex (docs/rules.md §6).
		t := s.board.terrain(u.Hex)
		budget = all - t.Cost
		if budget < 0 || s.occupant(u.Hex) != nil || t.Impassable {
			budget = -1
		}
		if t.Difficult && u.GuideHexes == 0 {
			budget = 0
		}
	}
	s.reach.Recompute(start, budget, enter, s.board.bounds)
	if u.OnBoard && s.board.onRoad(u.Hex) && !(u.Profile.MaxMove > 0 && all >= u.Profile.MaxMove) {
		// One search per road through the start: the bonus holds only
		// along one road (JO3 « une même route continue »).
		roads := s.board.roadsAt(u.Hex)
		for len(s.roadReach) < len(roads) {
			s.roadReach = append(s.roadReach, hex.Reach{})
		}
		m.roads = s.roadPtrs[:0]
		for i, r := range roads {
			s.roadReach[i].Recompute(start, all+1, s.unitEnter(u, r), s.board.bounds)
			m.roads = append(m.roads, &s.roadReach[i])
		}
		s.roadPtrs = m.roads
	}
}

// unitEnter is what entering a hex means for a unit (MOV.IMPASSABLE,
// MOV.OCCUPIED, difficult terrain). A road (>= 0) keeps to its steps.
func (s *State) unitEnter(u *Unit, road int) hex.EnterFunc {
	return func(from, to hex.Hex) hex.Step {
		if road >= 0 && !s.board.roadStepOn(road, from, to) {
			return hex.Step{Blocked: true}
		}
		// One index for the terrain and the occupant: Reach asks this for
		// every hex it looks at.
		i := s.board.bounds.Index(to)
		if i < 0 {
			return hex.Step{Blocked: true}
		}
		t := s.board.terrains[i]
		if t.Impassable {
			return hex.Step{Blocked: true}
		}
		st := hex.Step{Cost: t.Cost, Stops: t.Difficult && u.GuideHexes == 0}
		if o := s.occupantRead(i); o != nil {
			if o.Army != u.Army || !u.Profile.CanPassThrough(o.Profile) {
				return hex.Step{Blocked: true}
			}
			st.NoStop = true
		}
		return st
	}
}

// allyMoveOK is MOV.ALLY: an allied unit far from its sub-general may only
// move closer to him or toward its own edge.
func (s *State) allyMoveOK(u *Unit, h hex.Hex) bool {
	edge := s.armyOf(u.Army).Edge
	if s.board.edgeDistance(h, edge) < s.board.edgeDistance(u.Hex, edge) {
		return true
	}
	sg := s.leaderOf(u.AlliedLeader)
	return sg != nil && sg.Present && sg.OnBoard && hex.Distance(sg.Hex, h) < hex.Distance(sg.Hex, u.Hex)
}

// leaderReach answers where l may move alone: from his memo when one
// holds (reachmemo.go), else by searching.
func (s *State) leaderReach(l *Leader) *MoveArea {
	n := s.rs.Features.LeaderMove
	m := &s.area
	*m = MoveArea{Piece: l.ID, Start: l.Hex, FightCost: n, AllCost: n, s: s, normal: &s.reach, entry: !l.OnBoard}
	key := reachKey{ok: true, hex: l.Hex, onBoard: l.OnBoard}
	if memo := s.freshMemo(l.ID, key); memo != nil {
		s.restore(m, memo)
		return m
	}
	budget := n
	if !l.OnBoard {
		budget = n - 1
		if s.board.terrain(l.Hex).Impassable || s.enemyAt(l.Army, l.Hex) {
			budget = -1
		}
	}
	s.reach.Recompute(l.Hex, budget, s.leaderEnter(l), s.board.bounds)
	s.remember(l.ID, key, m)
	return m
}

// leaderEnter: a leader alone moves 3, ignores difficult terrain but not
// impassable terrain, passes through friends and never enters an enemy.
func (s *State) leaderEnter(l *Leader) hex.EnterFunc {
	return func(from, to hex.Hex) hex.Step {
		i := s.board.bounds.Index(to)
		if i < 0 || s.board.terrains[i].Impassable {
			return hex.Step{Blocked: true}
		}
		if o := s.occupantRead(i); o != nil && o.Army != l.Army {
			return hex.Step{Blocked: true}
		}
		return hex.Step{Cost: 1}
	}
}

func (s *State) enemyAt(army string, h hex.Hex) bool {
	o := s.occupant(h)
	return o != nil && o.Army != army
}
