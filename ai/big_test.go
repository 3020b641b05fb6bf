package ai

import (
	"context"
	"testing"

	"estafette/rules"
)

// TestHardThinksAsNormalOnBigBoards: where an evaluation counts more
// than one node (128 units or more, as on the stress board in contact),
// the hard level scores the normal level's 8 destinations within its
// 60,000 nodes, so that its think time stays under issue 28's bounds;
// on a built-in scenario it keeps its 12 destinations and 200,000 nodes.
// The normal and easy levels are the same on both boards.
func TestHardThinksAsNormalOnBigBoards(t *testing.T) {
	cc, cr := loadTestdata(t, "stress-contact-60x40.toml")
	pc, pr := load(t, "pratzen")
	for _, c := range []struct {
		name          string
		st            *rules.State
		moves, budget int
	}{
		{"stress-contact", rules.NewState(cc, cr, 1), bigMoves, bigBudget},
		{"pratzen", rules.NewState(pc, pr, 1), paramsFor(Hard).moves, paramsFor(Hard).budget},
	} {
		for _, l := range Levels {
			th := newThinker(context.Background(), paramsFor(l), c.st, c.st.LegalActions(), decisionRNG(1, c.st))
			want := paramsFor(l)
			if l == Hard {
				want.moves, want.budget = c.moves, c.budget
			}
			if th.p.moves != want.moves || th.p.budget != want.budget {
				t.Errorf("%s, %s: %d destinations and %d nodes, want %d and %d", c.name, l, th.p.moves, th.p.budget, want.moves, want.budget)
			}
			if l != Hard {
				continue
			}
			th.choose()
			if th.nodes > th.p.budget+th.p.budget/10 {
				t.Errorf("%s, hard: %d nodes spent, budget %d", c.name, th.nodes, th.p.budget)
			}
		}
	}
}
