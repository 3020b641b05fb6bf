package rules

// RollFaces rolls n combat dice and returns the faces, following each
// face's weight in the ruleset.
func (s *State) RollFaces(n int) []Face {
	total := 0
	for _, f := range s.dice.Faces {
		total += f.Weight
	}
	out := make([]Face, 0, n)
	for i := 0; i < n; i++ {
		k := s.rng.Intn(total)
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
