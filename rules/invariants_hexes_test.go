package rules_test

// The invariant of the orders and moves "between 1 and N hexes"
// (Retraite « entre 1 et sa capacité de mouvement », a leader's
// withdrawal): none is accepted with 0 hexes to make, and Retraite falls
// back exactly the hexes it was given.

import (
	"fmt"
	"os"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// edgeDistance is how far h is from army's own edge, in hexes.
func edgeDistance(st *rules.State, army string, h hex.Hex) int {
	b := st.Scenario().Board
	col, row := h.Offset()
	for a := range st.Armies() {
		if a.ID != army {
			continue
		}
		switch a.Edge {
		case rules.North:
			return row - 1
		case rules.South:
			return b.Rows - row
		case rules.West:
			return col - 1
		default:
			return b.Columns - col
		}
	}
	return -1
}

// betweenOneAndN returns, for a Retraite (given by the army or by a
// leader's direct order) or a withdrawal, the check to run once it is
// accepted; nil for any other action.
func (g *game) betweenOneAndN(a rules.Action) func() string {
	st := g.st
	retraite, n := false, 0
	switch a := a.(type) {
	case rules.Defend:
		retraite, n = a.Order == "retraite", a.Count
	case rules.Direct:
		retraite, n = a.Effect == rules.DirectOrder && a.Order == "retraite", a.Count
	case rules.Withdraw:
		lo, hi := st.WithdrawalRange(a.Leader)
		return func() string {
			g.verbs["(withdrawal checked)"]++
			if hi < 1 || lo != 1 || a.Count > hi {
				return fmt.Sprintf("a withdrawal of %d accepted where WithdrawalRange said %d..%d", a.Count, lo, hi)
			}
			return ""
		}
	}
	c := st.CurrentCombat()
	if !retraite || c.Defender == "" || c.Rolled {
		return nil
	}
	lo, hi := st.RetraiteRange()
	d := unitOf(st, c.Defender)
	from := edgeDistance(st, d.Army, d.Hex)
	return func() string {
		g.verbs["(retraite checked)"]++
		after := unitOf(st, d.ID)
		made := from - edgeDistance(st, d.Army, after.Hex)
		switch {
		case hi < 1 || lo != 1:
			return fmt.Sprintf("Retraite %d accepted where RetraiteRange said %d..%d", n, lo, hi)
		case made < 1:
			return fmt.Sprintf("%s fell back %d hex(es) under Retraite %d", d.ID, made, n)
		case n > 0 && made != n:
			return fmt.Sprintf("%s fell back %d hex(es) under Retraite %d", d.ID, made, n)
		case n == 0 && made != hi:
			return fmt.Sprintf("%s fell back %d hex(es) under Retraite, RetraiteRange's most being %d", d.ID, made, hi)
		}
		return ""
	}
}

// loadWalled is the decisions fixture with a lake behind each army's front
// line: in contact from the start, and no unit there can fall back a
// single hex, so that Retraite and its like meet their lower bound.
func loadWalled(tb testing.TB) loaded {
	tb.Helper()
	src, err := os.ReadFile("testdata/dec.toml")
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("dec.toml", src)
	if err != nil {
		tb.Fatal(err)
	}
	leaderSetup(sc, "SB").Hex = hexAt("12,2")
	lakeRow(sc, 5)
	lakeRow(sc, 8)
	if probs := sc.Validate(rs); len(probs) > 0 {
		tb.Fatalf("the walled fixture does not validate: %v", probs)
	}
	return loaded{"testdata/dec.toml, walled", sc, rs}
}
