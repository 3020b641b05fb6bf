package rules_test

// Victory on the map (docs/rules.md §1 "Victory"): VIC.HOLD, VIC.TAKE and
// VIC.BREAK, each met (the game ends) and not met (it goes on), on the
// combat fixture: A1 (7,6) and A2 (10,7) face B1 (7,5) and B2 (10,5).

import (
	"os"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// cbWith is the combat fixture with extra top-level keys and tables,
// each replacement of the file's text made first (old, new, ...).
func cbWith(t *testing.T, extra string, replace ...string) *rules.State {
	t.Helper()
	src, err := os.ReadFile("testdata/cb.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	for i := 0; i+1 < len(replace); i += 2 {
		if !strings.Contains(text, replace[i]) {
			t.Fatalf("the fixture has no %q", replace[i])
		}
		text = strings.Replace(text, replace[i], replace[i+1], 1)
	}
	// Top-level keys go before the first table; [[objective]] tables
	// after the last army's keys would belong to it, so they go first too.
	text = strings.Replace(text, "seed = 1\n", "seed = 1\n"+extra+"\n", 1)
	sc, rs, err := scenarios.LoadScenario("objective.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewState(sc, rs, 1)
}

// playLines plays record lines separated by ";", each to be accepted, and
// returns the events of the last.
func playLines(t *testing.T, s *rules.State, lines string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, l := range strings.Split(lines, ";") {
		var v *rules.Violation
		if ev, v = playEvents(t, s, strings.TrimSpace(l)); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	return ev
}

func gameOver(ev []rules.Event) (rules.GameOver, bool) {
	for _, e := range ev {
		if g, ok := e.(rules.GameOver); ok {
			return g, true
		}
	}
	return rules.GameOver{}, false
}

// The objective tables must come before the [board] table, or they would
// be read as part of it: cbWith puts them after the top-level keys.
const (
	objHold    = "[[objective]]\narmy = \"a\"\nhexes = [\"8,5\", \"10,6\"]"
	a1a2Move   = "activate CA A1 A2; end; move A1 8,6 8,5"
	a2Move     = "move A2 10,6"
	endA, endB = "end; end", "end; end; end"
)

// VIC.HOLD: the army's units on every hex of its objective at the end of
// its turn win; on some of them only, the game goes on.
func TestObjectiveHeld(t *testing.T) {
	s := cbWith(t, objHold)
	playLines(t, s, a1a2Move+"; "+endA)
	if s.Phase() == rules.PhaseOver {
		t.Fatalf("A1 alone on 8,5 of 8,5 and 10,6: the game is over (%q wins)", s.Winner())
	}
	s = cbWith(t, objHold)
	ev := playLines(t, s, a1a2Move+"; "+a2Move+"; "+endA)
	g, over := gameOver(ev)
	if !over || s.Winner() != "a" || g.How != rules.EndObjective || g.Place != "8,5, 10,6" {
		t.Fatalf("A1 on 8,5 and A2 on 10,6 at the end of a's turn: over %v, winner %q, %+v", over, s.Winner(), g)
	}
	if got := rules.EventText(g); got != "Armée A holds 8,5, 10,6 and wins" {
		t.Errorf("the log says %q", got)
	}
}

// VIC.HOLD with a turn: checked at the end of that game turn only, after
// both armies have played it; both armies meeting theirs is a draw.
func TestObjectiveHeldAtATurn(t *testing.T) {
	timed := objHold + "\nturn = 2\nname = \"la crête\""
	s := cbWith(t, timed)
	playLines(t, s, a1a2Move+"; "+a2Move+"; "+endA+"; "+endB)
	if s.Phase() == rules.PhaseOver {
		t.Fatal("held in turn 1, the objective of turn 2 is not yet checked")
	}
	playLines(t, s, endB)
	if s.Phase() == rules.PhaseOver {
		t.Fatal("turn 2 is not over before the second army has played it")
	}
	ev := playLines(t, s, endB)
	if g, over := gameOver(ev); !over || s.Winner() != "a" || g.Place != "la crête (8,5, 10,6)" || g.Turn != 2 {
		t.Fatalf("held at the end of turn 2: over %v, winner %q, %+v", over, s.Winner(), g)
	}

	// B1 stands on 7,5 from the start: b's objective of turn 1 is met
	// when turn 1 ends, and wins unless a meets its own too.
	bHolds := "[[objective]]\narmy = \"b\"\nhexes = [\"7,5\"]\nturn = 1"
	s = cbWith(t, bHolds)
	playLines(t, s, endB+"; "+endB)
	if s.Phase() != rules.PhaseOver || s.Winner() != "b" {
		t.Fatalf("b holds 7,5 at the end of turn 1: phase %s, winner %q", s.Phase(), s.Winner())
	}
	s = cbWith(t, bHolds+"\n"+strings.Replace(objHold, "hexes = [\"8,5\", \"10,6\"]", "hexes = [\"8,5\"]\nturn = 1", 1))
	ev = playLines(t, s, a1a2Move+"; "+endA+"; "+endB)
	if g, over := gameOver(ev); !over || s.Winner() != "" || g.How != rules.EndObjective {
		t.Fatalf("both hold theirs at the end of turn 1: over %v, winner %q, %+v", over, s.Winner(), g)
	}
}

// VIC.TAKE: a unit of the army in the town, and no enemy unit in any of
// its hexes, at the end of its turn, wins; an enemy unit still in the
// town keeps it from being taken.
func TestTownTaken(t *testing.T) {
	town := "[[objective]]\narmy = \"a\"\nkind = \"take\"\nname = \"Délion\"\nhexes = [\"8,5\", \"8,4\"]"
	s := cbWith(t, town, `hex = "7,5"`, `hex = "8,4"`) // B1 holds a hex of the town
	playLines(t, s, "activate CA A1; end; move A1 8,6 8,5; "+endA)
	if s.Phase() == rules.PhaseOver {
		t.Fatalf("B1 is still in the town: the game is over (%q wins)", s.Winner())
	}
	s = cbWith(t, town)
	ev := playLines(t, s, "activate CA A1; end; move A1 8,6 8,5; "+endA)
	g, over := gameOver(ev)
	if !over || s.Winner() != "a" || g.How != rules.EndTaken {
		t.Fatalf("A1 in the town, no enemy there: over %v, winner %q, %+v", over, s.Winner(), g)
	}
	if got := rules.EventText(g); got != "Armée A takes Délion (8,5, 8,4) and wins" {
		t.Errorf("the log says %q", got)
	}
}

// VIC.BREAK: the enemy's losses at which it breaks replace the army's
// victory target, lower or higher than the scenario's.
func TestArmyBreaks(t *testing.T) {
	breaks := func(n string) string {
		return "victory = 1\n[[objective]]\narmy = \"a\"\nkind = \"break\"\nunits = " + n
	}
	s := cbWith(t, breaks("2"))
	if a, b := s.VictoryTarget(armyOf(s, "a")), s.VictoryTarget(armyOf(s, "b")); a != 2 || b != 1 {
		t.Fatalf("targets: a %d (its break objective: 2), b %d (victory = 1)", a, b)
	}
	for seed := int64(1); seed < 500; seed++ {
		for _, n := range []string{"1", "2"} {
			s := cbWith(t, breaks(n))
			s = rules.NewState(s.Scenario(), s.Ruleset(), seed)
			ev := playLines(t, s, "activate CA A1 A2 A3; end; end; attack A3 B3; roll")
			if !unitOf(s, "B3").Eliminated {
				continue
			}
			g, over := gameOver(ev)
			if n == "2" {
				if over {
					t.Fatalf("b breaks at 2 units lost, it has lost 1: %+v", g)
				}
				if st := s.Objectives()[0]; st.Lost != 1 || st.Met {
					t.Errorf("the objective's status: %+v", st)
				}
				continue
			}
			if !over || g.How != rules.EndBroken || g.Winner.ID != "a" || g.Broken.ID != "b" {
				t.Fatalf("b breaks at 1 unit lost: over %v, %+v", over, g)
			}
			if got := rules.EventText(g); got != "Armée B breaks, 1 unit(s) lost: Armée A wins" {
				t.Errorf("the log says %q", got)
			}
			return
		}
	}
	t.Fatal("no seed eliminated B3")
}

// The objectives' status the panel shows, and the standing at the turn
// limit the balance reads.
func TestObjectivesStatusAndStanding(t *testing.T) {
	s := cbWith(t, "turns = 3\n"+objHold+"\nturn = 3")
	st := s.Objectives()
	if len(st) != 1 || st[0].Mine != 0 || st[0].Met || st[0].Due || st[0].Of.Name != "Armée A" {
		t.Fatalf("at the start: %+v", st)
	}
	if s.Standing() != "" {
		t.Errorf("at the start nobody stands to win: %q", s.Standing())
	}
	playLines(t, s, a1a2Move+"; "+a2Move)
	st = s.Objectives()
	if st[0].Mine != 2 || !st[0].Met || st[0].Due {
		t.Errorf("both hexes held in turn 1 of 3: %+v", st[0])
	}
	if s.Standing() != "a" {
		t.Errorf("a holds its objective of the last turn: standing %q", s.Standing())
	}
	f, args := st[0].Sentence()
	if got := (rules.Phrase{Format: f, Args: args}).String(); got != "Armée A wins by holding 8,5, 10,6 at the end of turn 3" {
		t.Errorf("the sentence: %q", got)
	}
	f, args = st[0].Progress()
	if got := (rules.Phrase{Format: f, Args: args}).String(); got != "2/2 held" {
		t.Errorf("the progress: %q", got)
	}
	hexes := s.ObjectiveHexes()
	if len(hexes) != 2 || hexes[0].Army != 0 || hexes[0].Take {
		t.Errorf("the board's marks: %+v", hexes)
	}
}
