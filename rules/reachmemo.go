package rules

import "estafette/rules/hex"

// Where each piece may move, remembered: in a movement phase every
// decision lists the moves of every piece that has not moved, then plays
// one of them, and one move changes the reach of the pieces near it only.
// A remembered search stays good while the piece itself is unchanged (its
// hex, its allowances) and no hex whose occupant changed since lies within
// the search's extent: the search asked about no hex farther from its
// start than that (hex.Reach.Extent), and terrain does not change. A good
// memo is restored into the state's reach storage instead of searching
// again (hex.Reach.Restore), for LegalActions, Apply and Reach alike.

// reachMemo is one piece's remembered searches.
type reachMemo struct {
	key    reachKey
	gen    uint32 // occupancy generation it is good for
	extent int    // the searches' extent, plus the hex they look into
	normal *hex.Saved
	roads  []*hex.Saved
	ends   []hex.Hex // nil until listed; never written once stored: callers copy
}

// reachKey is what a piece's reach depends on besides the occupants.
type reachKey struct {
	ok         bool // the memo holds something
	hex        hex.Hex
	onBoard    bool
	fight, all int
	guide      int
	prof       *Profile // a horseman on foot moves as infantry (Monter ou démonter)
}

// noteOccupant records that the occupant of h changed.
func (s *State) noteOccupant(h hex.Hex) {
	// The log is kept short: memos older than its start are forgotten.
	if len(s.occLog) >= 64 {
		s.occBase, s.occLog = s.occGen, s.occLog[:0]
	}
	s.occLog = append(s.occLog, h)
	s.occGen++
}

// freshMemo returns the piece's memo when it holds for key (nothing
// changed near its start since it was made), brought up to the current
// generation so that the same changes are not looked at twice; nil when
// it does not hold.
func (s *State) freshMemo(id string, key reachKey) *reachMemo {
	m := s.memoOf(id)
	if m == nil || !m.key.ok || m.key != key || m.gen < s.occBase {
		return nil
	}
	for _, h := range s.occLog[m.gen-s.occBase:] {
		if hex.Distance(key.hex, h) <= m.extent {
			return nil
		}
	}
	m.gen = s.occGen
	return m
}

// memoOf is the piece's memo slot (units first, then leaders), made on
// first use; nil for an id that names no unit or leader.
func (s *State) memoOf(id string) *reachMemo {
	i, ok := s.memoSlot[id]
	if !ok {
		return nil
	}
	if s.memos == nil {
		s.memos = make([]reachMemo, len(s.units)+len(s.leaders))
	}
	return &s.memos[i]
}

// remember saves the searches m was just answered from.
func (s *State) remember(id string, key reachKey, m *MoveArea) {
	memo := s.memoOf(id)
	if memo == nil {
		return
	}
	*memo = reachMemo{key: key, gen: s.occGen, normal: m.normal.Save()}
	extent := m.normal.Extent()
	for _, r := range m.roads {
		memo.roads = append(memo.roads, r.Save())
		extent = max(extent, r.Extent())
	}
	memo.extent = extent + 1
}

// restore answers m from memo: the searches go back into the state's
// reach storage, as unitReach and leaderReach leave them.
func (s *State) restore(m *MoveArea, memo *reachMemo) {
	s.reach.Restore(memo.normal)
	if len(memo.roads) == 0 {
		return
	}
	for len(s.roadReach) < len(memo.roads) {
		s.roadReach = append(s.roadReach, hex.Reach{})
	}
	m.roads = s.roadPtrs[:0]
	for i, sv := range memo.roads {
		s.roadReach[i].Restore(sv)
		m.roads = append(m.roads, &s.roadReach[i])
	}
	s.roadPtrs = m.roads
}

// unitKey is what u's reach depends on besides the occupants.
func (s *State) unitKey(u *Unit) reachKey {
	fight, all := s.allowance(u)
	return reachKey{ok: true, hex: u.Hex, onBoard: u.OnBoard, fight: fight, all: all, guide: u.GuideHexes, prof: u.Profile}
}

// pieceEnds lists where the piece may end its move, remembered with its
// searches; area answers when no memo holds. An allied unit's limit
// depends on where its sub-general stands, so it is not remembered.
func (s *State) pieceEnds(id string, key reachKey, area func() *MoveArea) []hex.Hex {
	memo := s.freshMemo(id, key)
	if memo != nil && memo.ends != nil {
		return memo.ends
	}
	ends := area().appendEnds(make([]hex.Hex, 0, 8))
	if memo = s.freshMemo(id, key); memo != nil {
		memo.ends = ends
	}
	return ends
}

// unitEnds lists where u may end its move.
func (s *State) unitEnds(u *Unit) []hex.Hex {
	if u.AllyLimited {
		return s.unitReach(u).appendEnds(nil)
	}
	return s.pieceEnds(u.ID, s.unitKey(u), func() *MoveArea { return s.unitReach(u) })
}

// leaderEnds lists where l may move alone.
func (s *State) leaderEnds(l *Leader) []hex.Hex {
	return s.pieceEnds(l.ID, reachKey{ok: true, hex: l.Hex, onBoard: l.OnBoard}, func() *MoveArea { return s.leaderReach(l) })
}
