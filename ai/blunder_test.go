package ai

import (
	"context"
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// blundersOf asks Blunders about the action.
func blundersOf(st *rules.State, a rules.Action) []Blunder {
	return Blunders(st, st.LegalActions(), a)
}

func moveTo(piece, at string) rules.Move {
	h, err := hex.ParseLabel(at)
	if err != nil {
		panic(err)
	}
	return rules.Move{Piece: piece, Path: []hex.Hex{h}}
}

// contactField: heavy infantry A1 (1 hex keeping the ability to fight, 2
// sans combat) three hexes from B1: two hexes sans combat put it next to
// B1 unable to fight; one hex keeps it back, able to fight.
func contactField(t *testing.T) *rules.State {
	t.Helper()
	sc, rs := loadText(t, testField("a", "", unit("A1", "infantry-heavy", 4, "5,7"),
		unit("B1", "infantry-heavy", 4, "5,4")+unit("B2", "infantry-heavy", 4, "11,1")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "activate CA A1; end")
	return st
}

// TestBlundersNameAMoveSansCombatIntoContact: the counter's reading.
func TestBlundersNameAMoveSansCombatIntoContact(t *testing.T) {
	st := contactField(t)
	if got := blundersOf(st, moveTo("A1", "5,5")); !slices.Contains(got, BlunderContact) {
		t.Errorf("A1 two hexes sans combat next to B1: blunders %v, want %q", got, BlunderContact)
	}
	if got := blundersOf(st, moveTo("A1", "5,6")); len(got) > 0 {
		t.Errorf("A1 one hex, able to fight, not in contact: blunders %v, want none", got)
	}
}

// TestTheComputerDoesNotMoveSansCombatIntoContact: at every level, A1 is
// not moved next to B1 unable to fight.
func TestTheComputerDoesNotMoveSansCombatIntoContact(t *testing.T) {
	for _, l := range Levels {
		st := contactField(t)
		for range 3 {
			legal := st.LegalActions()
			ch, err := NewComputer(l, 1).Choose(context.Background(), st, legal)
			if err != nil {
				t.Fatal(err)
			}
			if b := Blunders(st, legal, ch.Action); slices.Contains(b, BlunderContact) {
				t.Fatalf("%s: %s (%s) moves sans combat into contact", l, ch.Action, ch.Reason)
			}
			if _, isMove := ch.Action.(rules.Move); !isMove {
				break
			}
			play(t, st, ch.Action.String())
		}
	}
}

// exposedField is the tutorial's first turn in small: light cavalry A1
// with its commander, far ahead of the army's infantry, three hexes from
// a line of three units, a worn light one between two heavy ones. Next
// to the line, to strike the light one, A1 would stand alone within
// reach of all three (before the fix, easy went: +34 points, less than
// half an elimination).
func exposedField(t *testing.T) *rules.State {
	t.Helper()
	sc, rs := loadText(t, testField("a", "", unit("A1", "cavalry-light", 3, "5,7")+unit("A2", "infantry-heavy", 4, "1,9"),
		unit("B1", "infantry-heavy", 4, "4,4")+unit("B2", "infantry-light", 2, "5,4")+unit("B3", "infantry-heavy", 4, "6,4")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "activate CA A1; end")
	return st
}

// TestBlundersNameAPieceLeftAloneByThree: the counter's reading.
func TestBlundersNameAPieceLeftAloneByThree(t *testing.T) {
	st := exposedField(t)
	if got := blundersOf(st, moveTo("A1", "5,5")); !slices.Contains(got, BlunderExposed) {
		t.Errorf("A1 alone next to B1, B2 and B3: blunders %v, want %q", got, BlunderExposed)
	}
	if got := blundersOf(st, moveTo("A1", "5,8")); slices.Contains(got, BlunderExposed) {
		t.Errorf("A1 back toward its army: blunders %v, want none", got)
	}
}

// TestTheComputerLeavesNoPieceAloneByThree: at every level, neither A1
// nor its commander is put alone within reach of the three units.
func TestTheComputerLeavesNoPieceAloneByThree(t *testing.T) {
	for _, l := range Levels {
		st := exposedField(t)
		for range 4 {
			legal := st.LegalActions()
			ch, err := NewComputer(l, 1).Choose(context.Background(), st, legal)
			if err != nil {
				t.Fatal(err)
			}
			if b := Blunders(st, legal, ch.Action); slices.Contains(b, BlunderExposed) {
				t.Fatalf("%s: %s (%s) leaves a piece alone within reach of three enemy units", l, ch.Action, ch.Reason)
			}
			if _, isMove := ch.Action.(rules.Move); !isMove {
				break
			}
			play(t, st, ch.Action.String())
		}
	}
}

// pursuitField is TestItFollowsUpToPursue's: heavy cavalry A1 has just
// eliminated B1 (these dice, its retreat blocked by B3 and B7);
// following up opens a pursuit on B2, a skirmisher one element from
// elimination. A2 may attack B6, as worn, on the other side: an attack
// that stays open after the pursuit, while the pursuit does not stay open
// after it.
func pursuitField(t *testing.T) *rules.State {
	t.Helper()
	far := unit("B4", "infantry-heavy", 4, "11,1") + unit("B5", "infantry-heavy", 4, "12,1")
	sc, rs := loadText(t, testField("a", "", unit("A1", "cavalry-heavy", 4, "5,6")+unit("A2", "cavalry-heavy", 4, "9,6"),
		unit("B1", "infantry-light", 2, "5,5")+unit("B2", "infantry-light", 1, "5,4")+
			unit("B3", "infantry-very-heavy", 5, "4,4")+unit("B7", "infantry-very-heavy", 5, "6,4")+
			unit("B6", "infantry-light", 1, "9,5")+far))
	st := rules.NewState(sc, rs, 3) // these dice eliminate B1
	play(t, st, "activate CA A1; activate CA A2; end; end; attack A1 B1; pass; pass; roll")
	if !st.CurrentCombat().CanFollow || unitOf(st, "B1").OnBoard {
		t.Fatalf("the setting is off: B1 on the table %v, follow-up %v", unitOf(st, "B1").OnBoard, st.CurrentCombat().CanFollow)
	}
	return st
}

// TestBlundersNameAPursuitDeclined: the counter's reading.
func TestBlundersNameAPursuitDeclined(t *testing.T) {
	st := pursuitField(t)
	if got := blundersOf(st, rules.Attack{Attacker: "A2", Defender: "B6"}); !slices.Contains(got, BlunderPursuit) {
		t.Errorf("A2 attacks before A1 follows up: blunders %v, want %q", got, BlunderPursuit)
	}
	if got := blundersOf(st, rules.Follow{}); len(got) > 0 {
		t.Errorf("A1 follows up: blunders %v, want none", got)
	}
}

// TestTheComputerTakesAnOfferedPursuit: at the normal and hard levels, A1
// follows up and pursues B2 before A2 attacks B6. (Before, normal took
// A2's attack, the better one, first, and lost the pursuit.)
func TestTheComputerTakesAnOfferedPursuit(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		st := pursuitField(t)
		for _, want := range []string{"follow", "attack A1 B2"} {
			ch, err := NewComputer(l, 1).Choose(context.Background(), st, st.LegalActions())
			if err != nil {
				t.Fatal(err)
			}
			// The pursuit may come with an attack order.
			if got := ch.Action.String(); !strings.HasPrefix(got+" ", want+" ") {
				t.Fatalf("%s: %s (%s), want %s", l, ch.Action, ch.Reason, want)
			}
			play(t, st, ch.Action.String())
		}
	}
}
