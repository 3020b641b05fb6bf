package rules_test

// Defects the random games found, each kept as a test of its own.

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// TestMessengerDeliveredTwiceActivatesOnce: two messengers sent to one unit
// that both arrive must activate it once (ACT.ONCE), not put it in two
// extra groups at the start of its army's next turn.
func TestMessengerDeliveredTwiceActivatesOnce(t *testing.T) {
	sc := loadBuiltin(t, "leuthen")
	for seed := int64(1); seed <= 200; seed++ {
		st := rules.NewState(sc.sc, sc.rs, seed)
		army := st.Active().ID
		// An officer (command radius 1) and a unit of his army 2 or 3
		// hexes away: out of his radius, and within one messenger move.
		var sender, target string
		for l := range st.Leaders() {
			if l.Army != army || l.Rank != rules.Officer {
				continue
			}
			for u := range st.Units() {
				if d := hex.Distance(l.Hex, u.Hex); u.Army == army && d > st.CommandRadius(l) && d <= 3 {
					sender, target = l.ID, u.ID
				}
			}
		}
		if sender == "" {
			t.Fatal("leuthen has no officer with a unit 2 or 3 hexes away")
		}
		send := rules.SendMessenger{Leader: sender, Unit: target}
		if _, v := st.Apply(send); v != nil {
			t.Fatalf("%s: %v", send, v)
		}
		if _, v := st.Apply(send); v != nil {
			return // refusing a second messenger to the same unit is a fine answer
		}
		lost := false
		for range 6 { // command, movement, combat; the enemy's three phases
			ev, _ := st.Apply(rules.EndPhase{})
			for _, e := range ev {
				_, isLost := e.(rules.MessengerLost)
				lost = lost || isLost
			}
		}
		if lost || st.Active().ID != army {
			continue // a messenger was lost: try another seed
		}
		var in []int
		for i, g := range st.Groups() {
			if contains(g.Units, target) {
				in = append(in, i)
			}
		}
		if len(in) != 1 {
			t.Fatalf("seed %d: `%s` twice, both delivered; at %s's next turn %s is in groups %v (want exactly one; ACT.ONCE)\n%s",
				seed, send, army, target, in, snapshotGroups(st))
		}
		return
	}
	t.Fatal("no seed delivered both messengers") // every seed that does returns above
}

func snapshotGroups(st *rules.State) string {
	var b strings.Builder
	for i, g := range st.Groups() {
		fmt.Fprintf(&b, "  group %d: leader=%q units=%v extra=%v\n", i, g.Leader, g.Units, g.Extra)
	}
	return b.String()
}

// TestOrderCountCannotOverflowCost: an order priced per hex (Coureur des
// bois, Guide local) with a huge count must not wrap its price around to 1
// point. The record parser caps the count at rules.MaxOrderCount, but
// Apply takes a GiveOrder from any caller (the interface, an AI).
func TestOrderCountCannotOverflowCost(t *testing.T) {
	sc := loadBuiltin(t, "pratzen")
	st := rules.NewState(sc.sc, sc.rs, 1)
	var unit string
	for _, a := range st.LegalActions() {
		if act, ok := a.(rules.Activate); ok && isUnit(st, act.Pieces[0]) {
			if _, v := st.Apply(a); v != nil {
				t.Fatalf("%s: %v", a, v)
			}
			unit = act.Pieces[0]
			break
		}
	}
	if unit == "" {
		t.Fatal("pratzen: no unit to activate")
	}
	for _, n := range []int{1 << 62, math.MaxInt, 1<<62 + 1} {
		c := st.Clone()
		before := c.Active().OrderPoints
		o := rules.GiveOrder{Key: "coureur-des-bois", Args: []string{unit}, Count: n}
		if _, v := c.Apply(o); v == nil {
			t.Errorf("`%s` was accepted for %d order point(s) (%d → %d) and gives %d hexes of Coureur des bois; want a refusal (ORD.POINTS, or a count limit)",
				o, before-c.Active().OrderPoints, before, c.Active().OrderPoints, unitOf(c, unit).GuideHexes)
		}
	}
}

// acceptedActions tries every action of the kinds LegalActions lists, in
// the form it lists them (one piece activated, one destination without
// followers, orders with no count, direct activations and rallies,
// improvised messengers), and returns those Check accepts. Moves are tried
// to every hex for the pieces that have a reach, and to a few hexes for
// the others.

// TestLegalActionsListDirectActionsInCombat: in the combat phase Check and
// Apply accept a direct activation (docs/rules.md §5: "at any moment"), but
// LegalActions lists only `end` there.
func TestLegalActionsListDirectActionsInCombat(t *testing.T) {
	sc := loadBuiltin(t, "marathon")
	st := rules.NewState(sc.sc, sc.rs, 1)
	mustApply(t, st, rules.EndPhase{})
	mustApply(t, st, rules.EndPhase{})
	if st.Phase() != rules.PhaseCombat {
		t.Fatalf("phase %s, want combat", st.Phase())
	}
	a := rules.Direct{Leader: "ARS", Unit: "ANT", Effect: rules.DirectActivate} // ARS stands on ANT's hex, 6,7
	v := st.Check(a)
	if in := listed(st, a); (v == nil) != in {
		t.Errorf("combat phase, `%s`: Check says %v, LegalActions lists it: %v", a, v, in)
	}
}

// twoArmies is a minimal Thucydide scenario: one leader and one unit a
// side, army a with 20 order points.
const twoArmies = `
title = "Deux armées"
ruleset = "thucydide"
first = "a"

[board]
columns = 12
rows = 9

[[army]]
id = "a"
name = "A"
edge = "south"
command_level = 5
order_points = 20

  [[army.leader]]
  id = "CA"
  name = "CA"
  rank = "commander"
  hex = "6,8"

  [[army.unit]]
  id = "A1"
  name = "A1"
  profile = "infantry-heavy"
  elements = 4
  hex = "6,8"

[[army]]
id = "b"
name = "B"
edge = "north"
command_level = 5

  [[army.leader]]
  id = "CB"
  name = "CB"
  rank = "commander"
  hex = "6,1"

  [[army.unit]]
  id = "B1"
  name = "B1"
  profile = "infantry-heavy"
  elements = 4
  hex = "6,2"
`

// TestAssautGeneralSecondMovementDoesNotPanic: after Assaut général
// (maneuver), a second command phase in which nothing is activated leaves
// ActingGroup() equal to the number of groups; in the second movement
// phase a unit of the first activation that has not moved then makes
// LegalActions and Apply(move) index Groups() out of range (move.go
// orderClosed) instead of refusing the move (ACT.ORDER).
func TestAssautGeneralSecondMovementDoesNotPanic(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("two.toml", []byte(twoArmies))
	if err != nil {
		t.Fatal(err)
	}
	st := rules.NewState(sc, rs, 1)
	for _, a := range []rules.Action{
		rules.Activate{Leader: "CA", Pieces: []string{"A1"}},
		rules.GiveOrder{Key: "assaut-general-manoeuvre"},
		rules.EndPhase{}, // movement: A1 does not move
		rules.EndPhase{}, // second command phase: nothing activated
		rules.EndPhase{}, // second movement phase
	} {
		mustApply(t, st, a)
	}
	if _, p := legalActions(st); p != nil {
		t.Errorf("second movement phase (groups %d, acting group %d): LegalActions panics: %v", len(st.Groups()), st.ActingGroup(), p)
	}
	mv := rules.Move{Piece: "A1", Path: []hex.Hex{hex.FromOffset(6, 7)}}
	if v, p := apply(st, mv); p != nil {
		t.Errorf("`%s` panics: %v", mv, p)
	} else if v == nil || v.Rule != rules.RuleActOrder {
		t.Errorf("`%s` in the second movement phase: %v, want a refusal under ACT.ORDER (the first activation's groups have had their movement)", mv, v)
	}
}

// abMessenger is a minimal Alexandre et Bayard scenario: a sub-general
// and an officer on one hex, a unit of theirs 12 hexes away, and two
// reinforcements, a unit (R1) and an officer (RL), that enter on turn 3.
const abMessenger = `
title = "Messager"
ruleset = "alexandre-bayard"
first = "a"

[board]
columns = 20
rows = 9

[[army]]
id = "a"
name = "A"
edge = "west"
command_level = 5

  [[army.leader]]
  id = "CA"
  name = "CA"
  rank = "commander"
  hex = "1,1"

  [[army.leader]]
  id = "SG"
  name = "SG"
  rank = "subgeneral"
  hex = "2,5"

  [[army.leader]]
  id = "OF"
  name = "OF"
  rank = "officer"
  hex = "2,5"

  [[army.leader]]
  id = "RL"
  name = "RL"
  rank = "officer"
  hex = "1,8"
  arrives = 3

  [[army.unit]]
  id = "A1"
  name = "A1"
  profile = "infantry-heavy"
  elements = 4
  hex = "2,5"

  [[army.unit]]
  id = "A2"
  name = "A2"
  profile = "infantry-heavy"
  elements = 4
  hex = "14,5"

  [[army.unit]]
  id = "R1"
  name = "R1"
  profile = "infantry-heavy"
  elements = 4
  hex = "1,9"
  arrives = 3

[[army]]
id = "b"
name = "B"
edge = "east"
command_level = 5

  [[army.leader]]
  id = "CB"
  name = "CB"
  rank = "commander"
  hex = "20,5"

  [[army.unit]]
  id = "B1"
  name = "B1"
  profile = "infantry-heavy"
  elements = 4
  hex = "20,4"
`

// carriersWithMessages checks that every herald or leader carrying a
// message stands on the messenger's hex (docs/rules.md §4: he is the messenger).
func carriersWithMessages(st *rules.State) []string {
	var bad []string
	for m := range st.Messengers() {
		switch m.Kind {
		case rules.LeaderCarrier:
			if l := leaderOf(st, m.Carrier); l.Present && l.Hex != m.Hex {
				bad = append(bad, fmt.Sprintf("leader %s carries a message on %s but stands on %s", l.ID, m.Hex, l.Hex))
			}
		case rules.HeraldCarrier:
			for h := range st.Heralds() {
				if h.ID == m.Carrier && h.Present && h.Hex != m.Hex {
					bad = append(bad, fmt.Sprintf("herald %s carries a message on %s but stands on %s", h.ID, m.Hex, h.Hex))
				}
			}
		}
	}
	return bad
}

// TestLeaderMessengerStaysWithHisMessage: a leader used as messenger
// (docs/rules.md §4) whose message needs more than one turn loses his Messenger
// and Activated flags when his army's next turn starts (startTurn), while
// the message still travels and still carries him at the end of each
// command phase. He can then be activated alone and moved away from his
// message, and the next messenger move teleports him back onto its path.
func TestLeaderMessengerStaysWithHisMessage(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("messenger.toml", []byte(abMessenger))
	if err != nil {
		t.Fatal(err)
	}
	for seed := int64(1); seed <= 50; seed++ {
		st := rules.NewState(sc, rs, seed)
		mustApply(t, st, rules.SendMessenger{Leader: "SG", Unit: "A2", Via: "OF"})
		for range 6 {
			mustApply(t, st, rules.EndPhase{})
		}
		if len(slices.Collect(st.Messengers())) != 1 {
			continue // lost on the way (two special faces): try another seed
		}
		of := leaderOf(st, "OF")
		if !of.Messenger {
			t.Errorf("turn %d: OF carries a message on %s but his Messenger flag was cleared (activated %v)", st.Turn(), slices.Collect(st.Messengers())[0].Hex, of.Activated)
		}
		steps := []rules.Action{rules.Activate{Leader: "SG", Pieces: []string{"OF"}}, rules.EndPhase{}}
		for _, a := range steps {
			if _, v := st.Apply(a); v != nil {
				t.Logf("%s: refused: %v", a, v)
				return
			}
			t.Logf("%s: accepted", a)
		}
		for _, a := range st.LegalActions() {
			if m, ok := a.(rules.Move); ok && m.Piece == "OF" && m.Path[0] != slices.Collect(st.Messengers())[0].Hex {
				mustApply(t, st, a)
				t.Logf("%s: accepted", a)
				break
			}
		}
		if bad := carriersWithMessages(st); len(bad) > 0 {
			t.Errorf("%s", strings.Join(bad, "; "))
		}
		return
	}
	t.Fatal("no seed kept the message alive for one turn")
}

// TestMessengerOffTheTable: a messenger to a reinforcement still off the
// table, or sent by a leader still off it, is accepted by Check and Apply,
// but LegalActions does not list it (legalMessengers keeps leaders and
// units on the table). For the unit, on arrival startTurn skips units off
// the table, so the slot is spent for nothing. Check and LegalActions must
// agree, whichever way.
func TestMessengerOffTheTable(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("messenger.toml", []byte(abMessenger))
	if err != nil {
		t.Fatal(err)
	}
	st := rules.NewState(sc, rs, 1)
	agree := func(a rules.SendMessenger) {
		v := st.Check(a)
		if in := listed(st, a); (v == nil) != in {
			t.Errorf("`%s` (R1 and RL arrive on turn 3, off the table; this is turn %d): Check says %v, LegalActions lists it: %v", a, st.Turn(), v, in)
		}
	}
	agree(rules.SendMessenger{Leader: "SG", Unit: "R1"})
	for st.Turn() < 3 || st.Active().ID != "a" {
		mustApply(t, st, rules.EndPhase{})
	}
	agree(rules.SendMessenger{Leader: "RL", Unit: "A1"})
}
