package control_test

import (
	"slices"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/internal/testkit/tabletest"
	"estafette/rules"
)

// The choices made on the board (issue 38): the hex a Retraite or a
// withdrawal falls back to, the four units of Desserrer ou resserrer en
// masse, clicked among those the rules give; the record names them.

const attacked = "activate FRA F1; end; end; attack F1 S1"

func lastLine(c *control.Controller) string {
	r := c.Record()
	return r[len(r)-1].String()
}

// TestRetraiteIsClicked: the defender's Retraite, from the Orders menu,
// asks for a hex; the board's hexes are the rules' (RetreatHexes); a hex
// they refuse says why (here MOV.STOP: the woods end the retreat at 7,4
// and 8,4) and the choice stays; the unit's own hex gives it up; an
// offered hex plays `defend retraite HEX`.
func TestRetraiteIsClicked(t *testing.T) {
	c := tabletest.Skirmish(t, attacked+"; pass")
	st := c.State()
	if !c.GiveOrder("retraite", 0) {
		t.Fatal(c.StatusText())
	}
	ch := c.Choosing()
	if ch.Kind != control.ChooseHex || ch.Unit != "S1" || !slices.Equal(ch.Hexes, st.RetreatHexes("S1")) || len(ch.Hexes) < 3 {
		t.Fatalf("choice %+v, RetreatHexes %v", ch, st.RetreatHexes("S1"))
	}
	n := len(c.Record())
	c.Click(hx(t, "7,3"), "", false)
	if len(c.Record()) != n || c.Status().Rule != rules.RuleMovStop || c.Choosing().Kind != control.ChooseHex {
		t.Errorf("7,3 behind the woods: %s; the choice %+v", c.StatusText(), c.Choosing())
	}
	c.Click(hx(t, "7,5"), "", false)
	if c.Choosing().Kind != control.NoChoice || len(c.Record()) != n {
		t.Errorf("a click on S1 itself gives the choice up: %+v", c.Choosing())
	}
	c.GiveOrder("retraite", 0)
	c.Click(hx(t, "8,4"), "", false)
	if lastLine(c) != "defend retraite 8,4" || unitOf(c.State(), "S1").Hex != hx(t, "8,4") || c.Choosing().Kind != control.NoChoice {
		t.Errorf("the record says %q, S1 at %s, choice %+v", lastLine(c), unitOf(c.State(), "S1").Hex, c.Choosing())
	}
}

// TestWithdrawalIsClicked: the panel's withdrawal row (the rules'
// `withdraw STE` without a hex) asks for the hex; Esc gives it up; a
// click plays `withdraw STE HEX`, and the roll takes S1 there.
func TestWithdrawalIsClicked(t *testing.T) {
	c := tabletest.Skirmish(t, attacked+"; pass")
	if !c.Play(rules.Withdraw{Leader: "STE"}) {
		t.Fatal(c.StatusText())
	}
	if ch := c.Choosing(); ch.Kind != control.ChooseHex || ch.Unit != "S1" {
		t.Fatalf("choice %+v", ch)
	}
	c.Select("") // Esc
	if c.Choosing().Kind != control.NoChoice {
		t.Error("Esc leaves the choice open")
	}
	c.Play(rules.Withdraw{Leader: "STE"})
	c.Click(hx(t, "6,3"), "", false)
	if lastLine(c) != "withdraw STE 6,3" {
		t.Fatalf("the record says %q (%s)", lastLine(c), c.StatusText())
	}
	c.Pass()
	c.Roll()
	if u := unitOf(c.State(), "S1"); u.OnBoard && u.Hex != hx(t, "6,3") {
		t.Errorf("S1 withdrew to %s, want 6,3", u.Hex)
	}
}

// TestDesserrerEnMasseIsClicked: with François Ier selected, the order
// from the menu asks for four of his five units; a second click drops
// one, an enemy is not his; the fourth click plays the order with the
// units named, in the order clicked.
func TestDesserrerEnMasseIsClicked(t *testing.T) {
	c := tabletest.Skirmish(t, "activate FRA F1 F2 F3 F4 F5")
	c.Select("FRA")
	if !c.GiveOrder("desserrer-en-masse", 0) {
		t.Fatal(c.StatusText())
	}
	ch := c.Choosing()
	if ch.Kind != control.ChooseUnits || ch.Need != 4 || strings.Join(ch.Units, " ") != "F1 F2 F3 F4 F5" {
		t.Fatalf("choice %+v", ch)
	}
	st := c.State()
	for _, id := range []string{"F2", "F3", "F3", "F4"} {
		c.Click(unitOf(st, id).Hex, "", false)
	}
	if got := strings.Join(c.Choosing().Picked, " "); got != "F2 F4" {
		t.Errorf("picked %q, want F2 F4", got)
	}
	n := len(c.Record())
	c.Click(unitOf(st, "S1").Hex, "", false)
	if len(c.Record()) != n || c.Status().Key != "choose.mass.not" {
		t.Errorf("an enemy clicked: %s", c.StatusText())
	}
	c.Click(unitOf(st, "F5").Hex, "", false)
	c.Click(unitOf(st, "F1").Hex, "", false)
	if lastLine(c) != "order desserrer-en-masse FRA F2 F4 F5 F1" {
		t.Fatalf("the record says %q (%s)", lastLine(c), c.StatusText())
	}
	for _, id := range []string{"F1", "F2", "F4", "F5"} {
		if !unitOf(c.State(), id).OpenOrder {
			t.Errorf("%s is not in open order", id)
		}
	}
	if unitOf(c.State(), "F3").OpenOrder {
		t.Error("F3, not picked, is in open order")
	}
}
