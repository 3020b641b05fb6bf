package rules_test

// LegalActions lists exactly what Check and Apply accept.

import (
	"math/rand/v2"
	"sort"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

func acceptedActions(st *rules.State, r *rand.Rand) []rules.Action {
	var ids, own []string
	army := st.Active().ID
	for u := range st.Units() {
		ids = append(ids, u.ID)
		if u.Army == army {
			own = append(own, u.ID)
		}
	}
	var leaders []string
	for l := range st.Leaders() {
		ids = append(ids, l.ID)
		if l.Army == army {
			own = append(own, l.ID)
			leaders = append(leaders, l.ID)
		}
	}
	all := st.Scenario().Board.Bounds().All()
	var out []rules.Action
	try := func(a rules.Action) {
		if st.Check(a) == nil {
			out = append(out, a)
		}
	}
	try(rules.EndPhase{})
	try(rules.Pass{})
	for n := range 6 {
		try(rules.Sacrifice{Count: n})
	}
	for m := range st.Messengers() {
		for _, u := range ids {
			try(rules.Deliver{Messenger: m.ID, Unit: u})
		}
		for _, h := range hex.Range(m.Hex, 2) {
			try(rules.Step{Piece: m.ID, To: h})
		}
	}
	for l := range st.Leaders() {
		if l.OnBoard {
			for _, h := range hex.Range(l.Hex, 2) {
				try(rules.Step{Piece: l.ID, To: h})
			}
		}
	}
	for _, l := range leaders {
		for _, p := range ids {
			try(rules.Activate{Leader: l, Pieces: []string{p}})
		}
		for _, u := range ids {
			try(rules.SendMessenger{Leader: l, Unit: u})
			for _, e := range []rules.DirectEffect{rules.DirectActivate, rules.DirectRally, rules.DirectDice, rules.DirectIgnoreLoss} {
				try(rules.Direct{Leader: l, Unit: u, Effect: e})
			}
		}
		try(rules.Rally{Leader: l})
	}
	// Combat: attacks with every attack order, the defender's orders, the
	// leaders of either army in the declared combat.
	try(rules.Roll{})
	try(rules.Follow{})
	if st.Phase() == rules.PhaseCombat {
		attackKeys := []string{""}
		for _, o := range st.Ruleset().Orders {
			switch o.Window {
			case rules.WindowAttack:
				attackKeys = append(attackKeys, o.Key)
			case rules.WindowDefense:
				try(rules.Defend{Order: o.Key})
			}
		}
		for _, a := range own {
			if !isUnit(st, a) {
				continue
			}
			for _, d := range ids {
				for _, k := range attackKeys {
					try(rules.Attack{Attacker: a, Defender: d, Order: k})
				}
			}
		}
		// Retraite and withdrawals name the hex they fall back to; their
		// older form, a number of hexes, is not listed: each such line
		// names a hex a listed line names (docs/records.md).
		var near []hex.Hex
		if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
			seen := map[hex.Hex]bool{}
			for _, id := range []string{cb.Attacker, cb.Defender} {
				for _, h := range hex.Range(unitOf(st, id).Hex, 6) {
					if !seen[h] {
						seen[h] = true
						near = append(near, h)
					}
				}
			}
		}
		for l := range st.Leaders() {
			try(rules.Front{Leader: l.ID})
			try(rules.Withdraw{Leader: l.ID})
			for _, h := range near {
				try(rules.Withdraw{Leader: l.ID, To: rules.DestAt(h)})
			}
		}
		for _, o := range st.Ruleset().Orders {
			if o.Window == rules.WindowDefense {
				for _, h := range near {
					try(rules.Defend{Order: o.Key, To: rules.DestAt(h)})
				}
			}
		}
		// Direct attack and defense orders, in the declared combat.
		if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
			for l := range st.Leaders() {
				for _, u := range []string{cb.Attacker, cb.Defender} {
					for _, o := range st.Ruleset().Orders {
						if o.Window == rules.WindowAttack || o.Window == rules.WindowDefense {
							try(rules.Direct{Leader: l.ID, Unit: u, Effect: rules.DirectOrder, Order: o.Key})
						}
					}
				}
			}
		}
	}
	for _, o := range st.Ruleset().Orders {
		try(rules.GiveOrder{Key: o.Key})
		for _, p := range ids {
			try(rules.GiveOrder{Key: o.Key, Args: []string{p}})
		}
	}
	for _, p := range own {
		hexes := all
		if st.Reach(p) == nil {
			hexes = nil
			for range 4 {
				h := all[r.IntN(len(all))]
				hexes = append(hexes, h)
				for _, n := range h.Neighbors() {
					hexes = append(hexes, n)
				}
			}
		}
		for _, h := range hexes {
			try(rules.Move{Piece: p, Path: []hex.Hex{h}})
		}
		if st.Phase() == rules.PhaseMovement {
			for _, e := range rules.Edges {
				try(rules.Exit{Piece: p, Edge: e})
				for _, h := range all {
					if onEdge(st, h, e) {
						try(rules.Exit{Piece: p, Edge: e, Path: []hex.Hex{h}})
					}
				}
			}
		}
	}
	return out
}

func onEdge(st *rules.State, h hex.Hex, e rules.Edge) bool {
	col, row := h.Offset()
	b := st.Scenario().Board
	switch e {
	case rules.North:
		return row == 1
	case rules.South:
		return row == b.Rows
	case rules.West:
		return col == 1
	}
	return col == b.Columns
}

// TestLegalActionsAreExactlyTheAccepted compares the actions LegalActions
// lists with those the engine accepts (a perft-style count), along random
// games on every built-in scenario, the stress board and the fixtures of
// rules/testdata (armies in contact: combat). Nothing listed may be
// refused and nothing accepted may be missing.
func TestLegalActionsAreExactlyTheAccepted(t *testing.T) {
	var all []loaded
	for _, name := range scenarios.BuiltinNames() {
		all = append(all, loadBuiltin(t, name))
	}
	all = append(all, loadStress(t))
	all = append(all, loadFixtures(t)...)
	all = append(all, loadContact(t))
	for si, sc := range all {
		name := sc.name
		states := 25
		if testing.Short() {
			states = 4
			if name == "stress-60x40" {
				continue
			}
		}
		if name == "stress-60x40" {
			states = 4
		}
		seed := uint64(77 + si)
		r := rand.New(rand.NewPCG(seed, 1))
		g := newGame(sc, seed)
		for step, compared := 0, 0; step < 300 && compared < states && g.st.Phase() != rules.PhaseOver; step++ {
			acts := g.st.LegalActions()
			if step%10 == 0 {
				compared++
				listed := map[string]bool{}
				for _, a := range acts {
					if m, ok := a.(rules.Move); ok && len(m.With) > 0 {
						continue // followers: not enumerated by acceptedActions
					}
					listed[a.String()] = true
				}
				accepted := map[string]bool{}
				for _, a := range acceptedActions(g.st, r) {
					accepted[a.String()] = true
				}
				var missing, extra []string
				for k := range accepted {
					if !listed[k] && !listedAfterPasses(g.st.Clone(), k) {
						missing = append(missing, k)
					}
				}
				for k := range listed {
					if !accepted[k] {
						extra = append(extra, k)
					}
				}
				if len(missing) > 0 || len(extra) > 0 {
					sort.Strings(missing)
					sort.Strings(extra)
					t.Fatalf("%s, %s phase of %s, turn %d: LegalActions and Check disagree\n  accepted, not listed (%d): %v\n  listed, refused (%d): %v\nrepro: %s",
						name, g.st.Phase(), g.st.Active().ID, g.st.Turn(), len(missing), head(missing, 12), len(extra), head(extra, 12), g.repro())
				}
			}
			if msg := g.stepLegal(r, acts, 15); msg != "" {
				t.Fatalf("%s\nrepro: %s", msg, g.repro())
			}
		}
	}
}

func head(list []string, n int) []string {
	if len(list) > n {
		return append(list[:n:n], "...")
	}
	return list
}

// listed reports whether LegalActions lists a.
func listed(st *rules.State, a rules.Action) bool {
	for _, l := range st.LegalActions() {
		if l.String() == a.String() {
			return true
		}
	}
	return false
}

// TestLegalActionsListEveryAcceptedMessenger: LegalActions promises every
// legal action. At Leuthen's start Frédéric (command radius 5) may send a
// messenger to GR2, 3 hexes away: Check and Apply accept it, LegalActions
// does not list it (it lists messengers only to units beyond the sender's
// command radius). One of the two is wrong.
func TestLegalActionsListEveryAcceptedMessenger(t *testing.T) {
	sc := loadBuiltin(t, "leuthen")
	st := rules.NewState(sc.sc, sc.rs, 1)
	a := rules.SendMessenger{Leader: "FRE", Unit: "GR2"}
	l, u := leaderOf(st, "FRE"), unitOf(st, "GR2")
	v := st.Check(a)
	if in := listed(st, a); (v == nil) != in {
		t.Errorf("`%s` (distance %d, command radius %d): Check says %v, LegalActions lists it: %v",
			a, hex.Distance(l.Hex, u.Hex), st.CommandRadius(l), v, in)
	}
}
