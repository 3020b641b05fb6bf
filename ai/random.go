package ai

import (
	"context"
	"errors"

	"estafette/rules"
)

// rng is SplitMix64: small, seeded, and the ai's own (no global source).
type rng struct{ s uint64 }

func newRNG(seed uint64) *rng { return &rng{s: seed} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform number in [0, n), n > 0, without modulo bias.
func (r *rng) intn(n int) int {
	bound := uint64(n)
	limit := ^uint64(0) - (^uint64(0) % bound)
	for {
		if v := r.next(); v < limit {
			return int(v % bound)
		}
	}
}

// float returns a uniform number in [0, 1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

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
	r.next()
	return Choice{Action: legal[r.intn(len(legal))]}, nil
}
