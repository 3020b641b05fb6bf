package rules_test

import (
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
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

// TestGroupOf: a leader heads the group he formed in this command phase.
// After Assaut général (maneuver), in its second command phase, the first
// phase's group is done: he heads none, and may form a new one (the
// engine accepts it), which GroupOf then gives.
func TestGroupOf(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("two.toml", []byte(twoArmies))
	if err != nil {
		t.Fatal(err)
	}
	st := rules.NewState(sc, rs, 1)
	if _, ok := st.GroupOf("CA"); ok {
		t.Fatal("CA heads a group before activating anything")
	}
	mustApply(t, st, rules.Activate{Leader: "CA", Pieces: []string{"A1"}})
	g, ok := st.GroupOf("CA")
	if !ok || g.Used != 1 || len(g.Units) != 1 || g.Units[0] != "A1" {
		t.Fatalf("after activating A1: %+v, %v", g, ok)
	}
	g.Units[0] = "changed"
	if g, _ := st.GroupOf("CA"); g.Units[0] != "A1" {
		t.Error("GroupOf hands out the state's own slice")
	}
	// The order, the movement phase (A1 stays), then the second command
	// phase.
	for _, a := range []rules.Action{rules.GiveOrder{Key: "assaut-general-manoeuvre"}, rules.EndPhase{}, rules.EndPhase{}} {
		mustApply(t, st, a)
	}
	if _, ok := st.GroupOf("CA"); ok {
		t.Fatal("in the second command phase CA still heads the first phase's group")
	}
	mustApply(t, st, rules.Activate{Leader: "CA", Pieces: []string{"CA"}})
	if g, ok := st.GroupOf("CA"); !ok || g.Used != 1 || len(g.Units) != 0 {
		t.Errorf("CA activated alone in the second phase: %+v, %v", g, ok)
	}
}
