package rules_test

// The invariant of the orders and moves "between 1 and N hexes"
// (Retraite « entre 1 et sa capacité de mouvement », a leader's
// withdrawal): none is accepted with 0 hexes to make, Retraite falls back
// to the hex it was given, or exactly the hexes, and every such retreat is
// a move of its unit by the movement rules, toward its edge.

import (
	"fmt"
	"os"
	"slices"
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
// accepted; nil for any other action. The ways the units went are checked
// by retreatsAreMoves, on the events.
func (g *game) betweenOneAndN(a rules.Action) func() string {
	st := g.st
	retraite, n, to := false, 0, rules.Dest{}
	switch a := a.(type) {
	case rules.Defend:
		retraite, n, to = a.Order == "retraite", a.Count, a.To
	case rules.Direct:
		retraite, n, to = a.Effect == rules.DirectOrder && a.Order == "retraite", a.Count, a.To
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
	offered := st.RetreatHexes(d.ID)
	return func() string {
		g.verbs["(retraite checked)"]++
		after := unitOf(st, d.ID)
		made := from - edgeDistance(st, d.Army, after.Hex)
		h, named := to.Hex()
		switch {
		case hi < 1 || lo != 1:
			return fmt.Sprintf("Retraite %d accepted where RetraiteRange said %d..%d", n, lo, hi)
		case made < 1:
			return fmt.Sprintf("%s fell back %d hex(es) under Retraite %d", d.ID, made, n)
		case named && after.Hex != h:
			return fmt.Sprintf("%s fell back to %s under Retraite %s", d.ID, after.Hex, h)
		case !slices.Contains(offered, after.Hex):
			return fmt.Sprintf("%s fell back to %s, not one of RetreatHexes %v", d.ID, after.Hex, offered)
		case n > 0 && made != n:
			return fmt.Sprintf("%s fell back %d hex(es) under Retraite %d", d.ID, made, n)
		case n == 0 && !named && made != hi:
			return fmt.Sprintf("%s fell back %d hex(es) under Retraite, RetraiteRange's most being %d", d.ID, made, hi)
		}
		return ""
	}
}

// retreatsAreMoves checks every Retraite and withdrawal among an action's
// events: the way the unit went is a move it could make by the movement
// rules, toward its edge (docs/rules.md §7 "Retraite"), in the state
// before the action. Written here from the scenario and the ruleset, not
// from the engine's search.
func (g *game) retreatsAreMoves(before *rules.State, ev []rules.Event) string {
	for _, e := range ev {
		var id string
		var from, to hex.Hex
		var path []hex.Hex
		switch e := e.(type) {
		case rules.FellBack:
			id, from, to, path = e.Unit.ID, e.From, e.To, e.Path
		case rules.Withdrew:
			id, from, to, path = e.Unit.ID, e.From, e.To, e.Path
		default:
			continue
		}
		g.verbs["(retreat path checked)"]++
		if len(path) == 0 || path[len(path)-1] != to {
			return fmt.Sprintf("%s fell back from %s to %s along %v", id, from, to, path)
		}
		if msg := retreatMove(before, id, path); msg != "" {
			return fmt.Sprintf("%s's retreat %s→%v is not a move it may make: %s", id, from, path, msg)
		}
	}
	return ""
}

// retreatMove says why path is not a retreat u may make in st: each hex
// next to the last, one nearer its edge, passable, free of enemies (units
// and leaders), a friend crossed only where its profile lets it and never
// at the end, no hex after difficult terrain, the cost within its
// allowance "sans combat" (one more along a single road).
func retreatMove(st *rules.State, id string, path []hex.Hex) string {
	u := unitOf(st, id)
	sc, rs := st.Scenario(), st.Ruleset()
	terrain := func(h hex.Hex) *rules.Terrain {
		key := sc.Board.Terrain
		if key == "" {
			key = "clear"
		}
		for _, a := range sc.Board.Areas {
			if slices.Contains(a.Hexes, h) {
				key = a.Terrain
			}
		}
		return rs.Terrain[key]
	}
	budget := u.Profile.MoveNoCombat
	if u.Mounted {
		budget++
	}
	budget = max(budget, 1)
	capped := false
	if m := u.Profile.MaxMove; m > 0 && budget >= m {
		budget, capped = m, true
	}
	cur, cost := u.Hex, 0
	for i, h := range path {
		t := terrain(h)
		switch {
		case !hex.Adjacent(cur, h) || !sc.Board.Bounds().Contains(h):
			return fmt.Sprintf("%s does not follow %s on the table", h, cur)
		case edgeDistance(st, u.Army, h) != edgeDistance(st, u.Army, cur)-1:
			return fmt.Sprintf("%s is not one hex nearer the edge than %s", h, cur)
		case t == nil || t.Impassable:
			return fmt.Sprintf("%s is impassable", h)
		case i > 0 && terrain(cur).Difficult:
			return fmt.Sprintf("it goes on after difficult terrain at %s", cur)
		}
		for l := range st.Leaders() {
			if l.Army != u.Army && l.Present && l.OnBoard && l.Hex == h {
				return fmt.Sprintf("the enemy leader %s stands on %s", l.ID, h)
			}
		}
		if o, ok := st.UnitAt(h); ok {
			if o.Army != u.Army || i == len(path)-1 || !u.Profile.CanPassThrough(o.Profile) {
				return fmt.Sprintf("%s holds %s", o.ID, h)
			}
		}
		cost += t.Cost
		cur = h
	}
	if cost <= budget {
		return ""
	}
	if cost == budget+1 && !capped && onOneRoad(sc, u.Hex, path) {
		return ""
	}
	return fmt.Sprintf("it costs %d, its allowance being %d", cost, budget)
}

// onOneRoad reports whether every step from start along path follows
// consecutive hexes of one road of the board.
func onOneRoad(sc *rules.Scenario, start hex.Hex, path []hex.Hex) bool {
	for _, r := range sc.Board.Roads {
		next := func(a, b hex.Hex) bool {
			for i := 1; i < len(r.Hexes); i++ {
				if (r.Hexes[i-1] == a && r.Hexes[i] == b) || (r.Hexes[i-1] == b && r.Hexes[i] == a) {
					return true
				}
			}
			return false
		}
		ok, prev := true, start
		for _, h := range path {
			if !next(prev, h) {
				ok = false
				break
			}
			prev = h
		}
		if ok {
			return true
		}
	}
	return false
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
