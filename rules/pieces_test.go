package rules_test

import (
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// unitOf, leaderOf and armyOf read a piece or an army the test knows is
// there; a missing one is a broken test, so they panic.
func unitOf(s *rules.State, id string) rules.Unit {
	u, ok := s.Unit(id)
	if !ok {
		panic("no unit " + id)
	}
	return u
}

func leaderOf(s *rules.State, id string) rules.Leader {
	l, ok := s.Leader(id)
	if !ok {
		panic("no leader " + id)
	}
	return l
}

func armyOf(s *rules.State, id string) rules.Army {
	a, ok := s.Army(id)
	if !ok {
		panic("no army " + id)
	}
	return a
}

// isUnit reports whether id names a unit.
func isUnit(s *rules.State, id string) bool {
	_, ok := s.Unit(id)
	return ok
}

// occupied reports whether a unit stands on h.
func occupied(s *rules.State, h hex.Hex) bool {
	_, ok := s.UnitAt(h)
	return ok
}

// unitAt is the unit on h, the zero Unit when there is none.
func unitAt(s *rules.State, h hex.Hex) rules.Unit {
	u, _ := s.UnitAt(h)
	return u
}

// TestReadersHandOutCopies: what the interface or a computer player reads
// of a position is its own copy; changing it leaves the game as it was.
func TestReadersHandOutCopies(t *testing.T) {
	s := load(t, "th")
	play(t, s, "activate CA A1 A2")
	before := snapshot(s)

	u := unitOf(s, "A1")
	u.Hex, u.Elements, u.Moved = hexAt("1,1"), 0, true
	for u := range s.Units() {
		u.Eliminated = true
	}
	l := leaderOf(s, "CA")
	l.Present, l.RadiusBonus = false, 9
	for l := range s.Leaders() {
		l.Hex = hexAt("1,1")
	}
	a := s.Active()
	a.OrderPoints = 99
	for a := range s.Armies() {
		a.EliminatedEnemy = 99
	}
	g := s.Groups()
	g[0].Units[0], g[0].Leader = "A9", "SA"
	if ls := s.LeadersAt(leaderOf(s, "CA").Hex); len(ls) > 0 {
		ls[0].Activated = false
	}

	if after := snapshot(s); after != before {
		t.Errorf("changing what the readers returned changed the game:\nbefore %s\nafter  %s", before, after)
	}
	if got := s.Groups()[0]; got.Leader != "CA" || got.Units[0] != "A1" {
		t.Errorf("Groups() shares its slices with the game: %+v", got)
	}
}

// TestReadingPiecesAllocatesNothing: the computer opponent reads every
// piece at each node of its search; iterating them and looking one up
// must cost no allocation.
func TestReadingPiecesAllocatesNothing(t *testing.T) {
	s := load(t, "th")
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		for u := range s.Units() {
			n += u.Elements
		}
		for l := range s.Leaders() {
			n += s.CommandRadius(l)
		}
		for a := range s.Armies() {
			n += a.OrderPoints
		}
		if u, ok := s.Unit("A1"); ok {
			n += u.Elements
		}
		if l, ok := s.Leader("CA"); ok {
			n += s.InfluenceRadius(l)
		}
		n += s.Active().OrderPoints
	})
	if allocs != 0 || n == 0 {
		t.Errorf("%v allocations per read of the pieces (sum %d)", allocs, n)
	}
}
