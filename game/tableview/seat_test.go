package tableview

import (
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// TestSeatLendsTheTablesPlay: a seat opens at a position of a game and
// turns clicks into actions through the table's own Click; its gate is
// asked first, and what it refuses changes nothing (the state, the
// record) and shows as a refusal; what the rules refuse shows with its
// rule id, in the seat's language; Played counts the accepted actions.
func TestSeatLendsTheTablesPlay(t *testing.T) {
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	var asked []string
	gate := func(a rules.Action) *rules.Violation {
		asked = append(asked, a.String())
		if a.String() == "activate HIP CAV" {
			return &rules.Violation{Message: "not this one"}
		}
		return nil
	}
	s, err := NewSeat("tutorial.toml", src, sc, rs, 0, []rules.Action{rules.Activate{Leader: "HIP", Pieces: []string{"G2"}}}, i18n.FR, gate)
	if err != nil {
		t.Fatal(err)
	}
	hip := hex.FromOffset(6, 8)
	s.Click(hip, "HIP", false)
	s.Click(hex.FromOffset(10, 8), "", false) // CAV: the gate says no
	if s.Played() != 0 || len(s.c.Record()) != 1 {
		t.Fatalf("a refused action was played: %v", s.c.Record())
	}
	if _, text := s.Status(); text != "not this one" {
		t.Errorf("the gate's refusal: %q", text)
	}
	s.Click(hex.FromOffset(12, 6), "", false) // PSI: the rules say no
	if rule, text := s.Status(); rule != "CMD.RADIUS" || text == "" || s.Played() != 0 {
		t.Errorf("the rules' refusal: %s %q", rule, text)
	}
	s.Click(hex.FromOffset(8, 8), "", false) // G3
	if s.Played() != 1 || s.c.Record()[1].String() != "activate HIP G3" {
		t.Errorf("played %d: %v", s.Played(), s.c.Record())
	}
	if len(asked) != 3 || asked[1] != "activate HIP PSI" {
		t.Errorf("the gate was asked %v", asked)
	}
	found := false
	for _, r := range s.Rows() {
		found = found || r.ID == "order:gueulante"
	}
	if !found {
		t.Error("the seat's rows lack the Orders menu")
	}
}
