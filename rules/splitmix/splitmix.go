// Package splitmix is the one seeded generator of the program
// (SplitMix64): the rules' dice, kept in the game state so that a record
// replays to the same dice from its seed, and the computer players'
// choices. It imports nothing and holds no global source.
package splitmix

// Source is a SplitMix64 generator; its zero value is seed 0.
type Source struct{ s uint64 }

// New is a generator from seed.
func New(seed uint64) Source { return Source{s: seed} }

// Next is the next 64 random bits.
func (r *Source) Next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn is a uniform number in [0, n), n > 0, without modulo bias.
func (r *Source) Intn(n int) int {
	bound := uint64(n)
	limit := ^uint64(0) - (^uint64(0) % bound)
	for {
		if v := r.Next(); v < limit {
			return int(v % bound)
		}
	}
}

// Float is a uniform number in [0, 1).
func (r *Source) Float() float64 { return float64(r.Next()>>11) / (1 << 53) }
