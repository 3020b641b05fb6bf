package rules

import (
	"iter"

	"estafette/rules/hex"
)

// nearOffsets are the offsets of hex.Range(0, r), by radius, computed
// once: the neighbourhoods the computer asks about at every evaluation.
var nearOffsets = func() [][]hex.Hex {
	out := make([][]hex.Hex, maxNearRadius+1)
	for r := range out {
		out[r] = hex.Range(hex.Hex{}, r)
	}
	return out
}()

// maxNearRadius is the largest radius whose offsets are kept; a larger
// one is computed on the call.
const maxNearRadius = 6

// UnitsNear yields the units on the table within r hexes of h, in
// scenario order (as Units yields them). It reads the hexes around h, not
// every unit: what an attack in reach costs to find does not grow with
// the army.
func (s *State) UnitsNear(h hex.Hex, r int) iter.Seq[Unit] {
	return func(yield func(Unit) bool) {
		if r < 0 {
			return
		}
		offs := nearOffsets[min(r, maxNearRadius)]
		if r > maxNearRadius {
			offs = hex.Range(hex.Hex{}, r)
		}
		// A neighbourhood holds a few units: insertion keeps them in
		// scenario order without a sort's allocation.
		var buf [24]int
		found := buf[:0]
		for _, o := range offs {
			i := s.board.bounds.Index(hex.Hex{Q: h.Q + o.Q, R: h.R + o.R})
			if i < 0 {
				continue
			}
			u := s.occupantRead(i)
			if u == nil {
				continue
			}
			j := u.slot
			k := len(found)
			found = append(found, j)
			for k > 0 && found[k-1] > j {
				found[k] = found[k-1]
				k--
			}
			found[k] = j
		}
		for _, i := range found {
			if !yield(*s.units[i]) {
				return
			}
		}
	}
}
