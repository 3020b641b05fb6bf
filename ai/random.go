package ai

import (
	"context"
	"errors"

	"estafette/rules"
	"estafette/rules/splitmix"
)

// rng is the computer's generator: the program's one (splitmix).
type rng = splitmix.Source

func newRNG(seed uint64) *rng { r := splitmix.New(seed); return &r }

// errNoAction is a question with no legal action: the game is over.
var errNoAction = errors.New("no legal action: the game is over")

// Random plays uniformly among the legal actions: the floor every other
// player must beat. Its numbers come from its seed and the count of
// questions it was asked, not from the position alone: a position can
// come back (a messenger's new target, then the old one again), and a
// player that answered it the same way each time could go round forever.
type Random struct {
	Seed uint64
	n    uint64
}

// Choose picks one legal action at random.
func (p *Random) Choose(ctx context.Context, st *rules.State, legal []rules.Action) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	if len(legal) == 0 {
		return Choice{}, errNoAction
	}
	p.n++
	r := newRNG(p.Seed ^ p.n*0xd1b54a32d192ed03)
	r.Next()
	return Choice{Action: legal[r.Intn(len(legal))]}, nil
}
