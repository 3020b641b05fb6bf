// Package longgame makes the long game that the table's and the viewer's
// tests and benchmarks open: the tutorial without its turn limit, and a
// record of Actions actions on it, as `estafette duel --max-actions
// 99999` writes for a game no one wins (issue 26).
package longgame

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"estafette/rules"
	"estafette/scenarios"
)

// Actions is the long record's length.
const Actions = 99999

// EndlessTutorial is the tutorial without its turn limit: its source,
// scenario and ruleset.
func EndlessTutorial() ([]byte, *rules.Scenario, *rules.Ruleset, error) {
	src, err := scenarios.Builtin("tutorial")
	if err != nil {
		return nil, nil, nil, err
	}
	src = []byte(strings.Replace(string(src), "\nturns = 8\n", "\nturns = 0\n", 1))
	sc, rs, err := scenarios.LoadScenario("endless.toml", src)
	if err != nil {
		return nil, nil, nil, err
	}
	if sc.Turns != 0 {
		return nil, nil, nil, fmt.Errorf("the endless tutorial has %d turns", sc.Turns)
	}
	return src, sc, rs, nil
}

// Record plays n actions on the endless tutorial: random legal ones
// (ending a phase now and then) for the first 600, moves, fights and
// orders for the log's varied sentences and dice, then an end of phase
// wherever one is legal, some 33,000 army turns in all, within a record's
// 1 MiB, as a duel's capped game whose players stopped fighting. No
// action that ends the game is chosen. The same n gives the same record.
func Record(sc *rules.Scenario, rs *rules.Ruleset, n int) ([]rules.Action, error) {
	st := rules.NewState(sc, rs, 0)
	r := rand.New(rand.NewPCG(26, 7))
	out := make([]rules.Action, 0, n)
	size := 0
	for i := range n {
		acts := st.LegalActions()
		var pick rules.Action
		var others []rules.Action
		for _, a := range acts {
			if _, end := a.(rules.EndPhase); end {
				pick = a
			} else {
				others = append(others, a)
			}
		}
		if len(others) > 0 && (pick == nil || (i < 600 && r.IntN(30) > 0)) {
			pick = others[r.IntN(len(others))]
		}
		try := st.Clone()
		if _, v := try.Apply(pick); v != nil {
			return nil, fmt.Errorf("action %d %s: %v", i+1, pick, v)
		}
		if try.Phase() == rules.PhaseOver {
			// Another action, or the first legal one that does not end it.
			for _, a := range acts {
				try = st.Clone()
				if _, v := try.Apply(a); v == nil && try.Phase() != rules.PhaseOver {
					pick = a
					break
				}
			}
		}
		if _, v := st.Apply(pick); v != nil || st.Phase() == rules.PhaseOver {
			return nil, fmt.Errorf("action %d %s: %v (the game ended)", i+1, pick, v)
		}
		out = append(out, pick)
		size += len(pick.String()) + 1
	}
	if size > rules.MaxRecordBytes {
		return nil, fmt.Errorf("the long record is %d bytes, more than a record may be", size)
	}
	return out, nil
}
