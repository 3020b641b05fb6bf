package rules_test

import (
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// arrivalTurn2 brings the Alexandre et Bayard fixture to its second
// turn's command phase, the commander standing next to the reinforcing
// officer RO and his unit R1, who wait off the table at 1,5.
const arrivalTurn2 = "end; end; end; end; end; end"

func arrivalFixture(t *testing.T) *rules.State {
	t.Helper()
	s := loadPatched(t, "ab", func(sc *rules.Scenario) { leaderSetup(sc, "FRA").Hex = hexAt("2,5") }, nil)
	for _, l := range strings.Split(arrivalTurn2, ";") {
		if v := play(t, s, strings.TrimSpace(l)); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	return s
}

// A leader who enters the table alone moves from his entry hex, once:
// the path the table draws and the log tells is a chain of neighbours,
// as a reinforcement unit's is (JO3, docs/rules.md §6 "Reinforcements").
// Before the fix the path named the entry hex twice (Rivoli's Reuss and
// Lusignan, Waterloo's Prussians).
func TestALeaderEnteringAloneMovesFromHisEntryHexOnce(t *testing.T) {
	s := arrivalFixture(t)
	for _, l := range []string{"activate FRA RO", "end"} {
		if v := play(t, s, l); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	ev, v := playEvents(t, s, "move RO 2,5")
	if v != nil {
		t.Fatalf("move RO 2,5: %v", v)
	}
	var m rules.Moved
	for _, e := range ev {
		if mv, isMove := e.(rules.Moved); isMove {
			m = mv
		}
	}
	want := []hex.Hex{hexAt("1,5"), hexAt("2,5")}
	if !slices.Equal(m.Path, want) || !m.Entered || m.Hexes() != 2 {
		t.Errorf("RO's move: path %v entered %v, %d hexes; want %v, entered, 2 hexes", m.Path, m.Entered, m.Hexes(), want)
	}
	if l := leaderOf(s, "RO"); !l.OnBoard || l.Hex != hexAt("2,5") {
		t.Errorf("RO on board %v at %s", l.OnBoard, l.Hex)
	}
}

// An officer who activated his last waiting reinforcement enters with
// it: the moves listed for it all name him, and each one listed is
// accepted, in a copy of the game as in the game itself. Before the fix a
// copy (the computer thinks on copies) listed R1's moves without him,
// then refused them (ACT.ARRIVAL), and the computer could pick one.
func TestAReinforcementsOfficerIsListedWithItInACopy(t *testing.T) {
	s := arrivalFixture(t)
	for _, l := range []string{"activate RO R1", "end"} {
		if v := play(t, s, l); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	for name, st := range map[string]*rules.State{"the game": s, "a copy": s.Clone(), "a copy with its own dice": s.CloneWithSeed(5)} {
		offered := 0
		for _, a := range st.LegalActions() {
			m, isMove := a.(rules.Move)
			if !isMove || m.Piece != "R1" {
				continue
			}
			offered++
			if !slices.Contains(m.With, "RO") {
				t.Errorf("%s: offered %s without RO", name, a)
			}
			if _, v := st.Clone().Apply(a); v != nil {
				t.Errorf("%s: offered %s, refused: %v", name, a, v)
			}
		}
		if offered == 0 {
			t.Errorf("%s: R1 is offered no move", name)
		}
	}
}
