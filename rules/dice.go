package rules

// rng is a small seeded generator (SplitMix64) kept in the state, so a
// record replays to the same dice from its seed, with no global source.
type rng struct{ s uint64 }

func newRNG(seed int64) rng { return rng{s: uint64(seed)} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform number in [0, n) without modulo bias.
func (r *rng) intn(n int) int {
	bound := uint64(n)
	limit := ^uint64(0) - (^uint64(0) % bound)
	for {
		if v := r.next(); v < limit {
			return int(v % bound)
		}
	}
}

// RollFaces rolls n combat dice and returns the faces, following each
// face's weight in the ruleset.
func (s *State) RollFaces(n int) []Face {
	total := 0
	for _, f := range s.dice.Faces {
		total += f.Weight
	}
	out := make([]Face, 0, n)
	for i := 0; i < n; i++ {
		k := s.rng.intn(total)
		for _, f := range s.dice.Faces {
			if k < f.Weight {
				out = append(out, f)
				break
			}
			k -= f.Weight
		}
	}
	return out
}

// IsSpecial reports whether f is the ruleset's special face (coup spécial
// or avantage tactique).
func (s *State) IsSpecial(f Face) bool { return f.Key == s.dice.Special }
