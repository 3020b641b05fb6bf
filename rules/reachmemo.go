package rules

import "estafette/rules/hex"

// Where each piece may move, remembered between calls of LegalActions:
// in a movement phase every decision lists the moves of every piece that
// has not moved, and one move changes the reach of the pieces near it
// only. A remembered list of ends stays good while the piece itself is
// unchanged (its hex, its allowances) and no hex whose occupant changed
// since lies within the search's extent: the searches asked about no hex
// farther from the start than that (hex.Reach.Extent), and terrain does
// not change.

// reachMemo is one piece's remembered ends.
type reachMemo struct {
	key    reachKey
	gen    uint32    // occupancy generation it is good for
	extent int       // the searches' extent, plus the hex they look into
	ends   []hex.Hex // never written once stored: callers copy
}

// reachKey is what a piece's reach depends on besides the occupants.
type reachKey struct {
	ok         bool // the memo holds something
	hex        hex.Hex
	onBoard    bool
	fight, all int
	guide      int
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

// memoFresh reports whether m still holds for key: nothing changed near
// its start since it was computed. A memo found fresh is brought up to
// the current generation, so that the same changes are not looked at
// twice.
func (s *State) memoFresh(m *reachMemo, key reachKey) bool {
	if !m.key.ok || m.key != key || m.gen < s.occBase {
		return false
	}
	for _, h := range s.occLog[m.gen-s.occBase:] {
		if hex.Distance(key.hex, h) <= m.extent {
			return false
		}
	}
	m.gen = s.occGen
	return true
}

// memo returns the memo in slot i (units first, then leaders), making
// room on first use.
func (s *State) memo(i int) *reachMemo {
	if s.memos == nil {
		s.memos = make([]reachMemo, len(s.units)+len(s.leaders))
	}
	return &s.memos[i]
}

// remember stores m's ends in the memo for key.
func (s *State) remember(memo *reachMemo, key reachKey, m *MoveArea) []hex.Hex {
	ends := m.appendEnds(nil)
	extent := m.normal.Extent()
	for _, r := range m.roads {
		extent = max(extent, r.Extent())
	}
	*memo = reachMemo{key: key, gen: s.occGen, extent: extent + 1, ends: ends}
	return ends
}

// unitEnds lists where u (the unit in slot i of s.units) may end its move,
// from its memo when it holds. An allied unit's limit depends on where
// its sub-general stands, so it is not remembered.
func (s *State) unitEnds(i int, u *Unit) []hex.Hex {
	if u.AllyLimited {
		return s.unitReach(u).appendEnds(nil)
	}
	fight, all := s.allowance(u)
	key := reachKey{ok: true, hex: u.Hex, onBoard: u.OnBoard, fight: fight, all: all, guide: u.GuideHexes}
	memo := s.memo(i)
	if s.memoFresh(memo, key) {
		return memo.ends
	}
	return s.remember(memo, key, s.unitReach(u))
}

// leaderEnds lists where l (the leader in slot j of s.leaders) may move
// alone, from its memo when it holds.
func (s *State) leaderEnds(j int, l *Leader) []hex.Hex {
	key := reachKey{ok: true, hex: l.Hex, onBoard: l.OnBoard}
	memo := s.memo(len(s.units) + j)
	if s.memoFresh(memo, key) {
		return memo.ends
	}
	return s.remember(memo, key, s.leaderReach(l))
}
