package ai

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"estafette/rules"
)

// A small Thucydide field for the opponent's choices: army a (south, its
// commander CA) against army b (north, CB); the units are the case's.
func testField(first, objective, unitsA, unitsB string) string {
	return fmt.Sprintf(`title = "Choix"
ruleset = "thucydide"
first = %q
seed = 1
turns = 6
%s
[board]
columns = 12
rows = 9

[[army]]
id = "a"
name = "Armée A"
edge = "south"
command_level = 5
order_points = 12

  [[army.leader]]
  id = "CA"
  name = "Chef A"
  rank = "commander"
  hex = "5,8"
%s
[[army]]
id = "b"
name = "Armée B"
edge = "north"
command_level = 5
order_points = 12

  [[army.leader]]
  id = "CB"
  name = "Chef B"
  rank = "commander"
  hex = "5,1"
%s`, first, objective, unitsA, unitsB)
}

func unit(id, profile string, elements int, at string) string {
	return fmt.Sprintf("\n  [[army.unit]]\n  id = %q\n  name = %q\n  profile = %q\n  elements = %d\n  hex = %q\n", id, id, profile, elements, at)
}

// choose asks the normal opponent for the decision at st.
func choose(t *testing.T, st *rules.State) Choice {
	t.Helper()
	ch, err := NewComputer(Normal, 1).Choose(context.Background(), st, st.LegalActions())
	if err != nil {
		t.Fatal(err)
	}
	if v := st.Check(ch.Action); v != nil {
		t.Fatalf("%s refused: %v", ch.Action, v)
	}
	return ch
}

// TestItAttacksWhereItGains: of two enemies in reach, the opponent
// attacks the one its odds say it can eliminate, and says why.
func TestItAttacksWhereItGains(t *testing.T) {
	sc, rs := loadText(t, testField("a", "", unit("A1", "infantry-heavy", 4, "5,6"),
		unit("B1", "infantry-heavy", 4, "5,5")+unit("B2", "infantry-light", 1, "4,5")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "activate CA A1; end; end")
	ch := choose(t, st)
	at, ok := ch.Action.(rules.Attack)
	if !ok || at.Defender != "B2" {
		t.Fatalf("%s (%s), want an attack on B2, one element from elimination", ch.Action, ch.Reason)
	}
	if !strings.Contains(ch.Reason, "attacks B2 with A1") || !strings.Contains(ch.Reason, "% to eliminate") {
		t.Errorf("reason %q", ch.Reason)
	}
}

// TestItDeclinesABadAttack: a worn skirmisher next to fresh, supported
// heavy infantry does not attack it: it ends the phase.
func TestItDeclinesABadAttack(t *testing.T) {
	sc, rs := loadText(t, testField("a", "", unit("A1", "infantry-light", 1, "5,6"),
		unit("B1", "infantry-very-heavy", 5, "5,5")+unit("B2", "infantry-heavy", 4, "4,5")+unit("B3", "infantry-heavy", 4, "6,5")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "activate CA A1; end; end")
	if ch := choose(t, st); ch.Action != (rules.EndPhase{}) {
		t.Fatalf("%s (%s), want end", ch.Action, ch.Reason)
	}
}

// TestItAnswersAnAttack: attacked in the enemy's turn, a unit one element
// from elimination gets a defense order rather than taking the dice.
func TestItAnswersAnAttack(t *testing.T) {
	sc, rs := loadText(t, testField("b", "", unit("A1", "infantry-heavy", 1, "5,6"),
		unit("B1", "cavalry-heavy", 4, "5,5")))
	st := rules.NewState(sc, rs, 1)
	play(t, st, "activate CB B1; end; end; attack B1 A1; pass")
	if st.Decider() != "a" {
		t.Fatalf("the word is with %s", st.Decider())
	}
	ch := choose(t, st)
	d, ok := ch.Action.(rules.Defend)
	if !ok {
		t.Fatalf("%s, want a defense order", ch.Action)
	}
	if ch.Reason != "defense order "+d.Order {
		t.Errorf("reason %q", ch.Reason)
	}
}

// TestItTakesAnObjective: with no enemy near, the opponent marches onto
// its objective and wins the game at the end of its turn.
func TestItTakesAnObjective(t *testing.T) {
	obj := "\n[[objective]]\narmy = \"a\"\nhexes = [\"5,4\"]\n"
	sc, rs := loadText(t, testField("a", obj, unit("A1", "cavalry-light", 3, "5,7"), unit("B1", "infantry-heavy", 4, "11,1")))
	st := rules.NewState(sc, rs, 1)
	c := NewComputer(Normal, 1)
	for i := 0; i < 30 && st.Phase() != rules.PhaseOver && st.Decider() == "a"; i++ {
		ch, _ := c.Choose(context.Background(), st, st.LegalActions())
		if _, v := st.Apply(ch.Action); v != nil {
			t.Fatal(v)
		}
	}
	if st.Winner() != "a" {
		t.Fatalf("after its turn: winner %q, A1 on %s", st.Winner(), unitOf(st, "A1").Hex)
	}
}

// TestEasyGivesNoOrders: at the easy level the opponent gives no order
// of any kind, for both armies of a whole game.
func TestEasyGivesNoOrders(t *testing.T) {
	sc, rs := load(t, "tutorial")
	st := rules.NewState(sc, rs, 3)
	c := NewComputer(Easy, 5)
	for i := 0; i < 400 && st.Phase() != rules.PhaseOver; i++ {
		ch, _ := c.Choose(context.Background(), st, st.LegalActions())
		switch a := ch.Action.(type) {
		case rules.GiveOrder, rules.Defend, rules.Front:
			t.Fatalf("easy gave %s", a)
		case rules.Attack:
			if a.Order != "" {
				t.Fatalf("easy gave %s", a)
			}
		}
		if _, v := st.Apply(ch.Action); v != nil {
			t.Fatal(v)
		}
	}
}
