package rules_test

// Allocation budgets for the queries a computer player asks in its search
// (issue 12, "Speed for search"): LegalActions allocates its list and each
// action it lists (an Action is an interface: each listed value is boxed),
// and little else; Clone allocates a fixed number of blocks whatever the
// number of pieces; Apply's frequent actions allocate a handful of objects
// (their events). The budgets are what the engine does now, with a little
// room: a change that allocates per candidate, per piece or per refusal
// again fails them.

import (
	"fmt"
	"testing"

	"estafette/rules"
)

// allocPositions are the positions of the budgets: command phases, two
// movement phases, messengers, a combat, the 300-piece stress board.
func allocPositions(t *testing.T) []struct {
	name string
	st   *rules.State
} {
	t.Helper()
	var out []struct {
		name string
		st   *rules.State
	}
	stress := loadStress(t)
	for _, c := range []struct {
		sc     loaded
		played int
	}{
		{loadBuiltin(t, "tutorial"), 0}, {loadBuiltin(t, "tutorial"), 17}, {loadBaseline(t, "pratzen"), 0},
		{loadBaseline(t, "pratzen"), 62}, {loadBaseline(t, "leuthen"), 12}, {stress, 0}, {stress, 30},
	} {
		out = append(out, struct {
			name string
			st   *rules.State
		}{fmt.Sprintf("%s after %d actions", c.sc.name, c.played), position(t, c.sc, c.played)})
	}
	return out
}

// TestLegalActionsAllocations: the list, each listed action, and at most
// one more for every 16 listed (the one-id lists and one-hex paths are cut
// from shared arrays) plus a dozen, whatever the candidates refused.
func TestLegalActionsAllocations(t *testing.T) {
	for _, p := range allocPositions(t) {
		n := len(p.st.LegalActions())
		got := testing.AllocsPerRun(20, func() { p.st.LegalActions() })
		if budget := n + n/16 + 12; got > float64(budget) {
			t.Errorf("%s: LegalActions lists %d actions with %.0f allocations; budget %d", p.name, n, got, budget)
		}
	}
}

// TestCloneAllocations: a clone copies each kind of piece into one block,
// so the 300-piece stress board costs no more allocations than a small
// scenario, give or take its maps' sizes.
func TestCloneAllocations(t *testing.T) {
	for _, p := range allocPositions(t) {
		if got := testing.AllocsPerRun(20, func() { p.st.Clone() }); got > 24 {
			t.Errorf("%s: Clone allocates %.0f times; budget 24", p.name, got)
		}
	}
}

// TestApplyAllocations: the frequent actions, each applied to fresh
// clones that have listed their actions (as a player does before it
// chooses).
func TestApplyAllocations(t *testing.T) {
	budget := map[string]float64{"end": 2, "activate": 6, "order": 6, "direct": 7, "move": 16}
	for _, p := range allocPositions(t) {
		seen := map[string]bool{}
		for _, a := range p.st.LegalActions() {
			verb := a.String()
			for i, c := range verb {
				if c == ' ' {
					verb = verb[:i]
					break
				}
			}
			max, ok := budget[verb]
			// Ending a command phase moves the messengers on their way,
			// with dice and events: not the frequent case budgeted here.
			if !ok || seen[verb] || (verb == "end" && (p.st.Phase() != rules.PhaseCommand || travelling(p.st))) {
				continue
			}
			seen[verb] = true
			states := make([]*rules.State, 25)
			for i := range states {
				states[i] = p.st.Clone()
				states[i].LegalActions()
			}
			i := 0
			got := testing.AllocsPerRun(20, func() {
				if _, v := states[i].Apply(a); v != nil {
					t.Fatalf("%s: %s: %v", p.name, a, v)
				}
				i++
			})
			if got > max {
				t.Errorf("%s: Apply(%s) allocates %.0f times; budget %.0f", p.name, a, got, max)
			}
		}
	}
}

// travelling reports whether a messenger is on its way.
func travelling(st *rules.State) bool {
	for range st.Messengers() {
		return true
	}
	return false
}
