package ai

import (
	"slices"

	"estafette/rules"
	"estafette/rules/hex"
)

// nearIndex answers "how far is the nearest of these units?" without
// reading every unit: they are sorted by column (Q), and since a hex
// distance is never less than the columns between two hexes, the search
// stops as soon as the next column is no nearer than the best found. A
// unit in a line of a 300-piece army reads a few of the enemy's, not all.
type nearIndex struct {
	hs []hex.Hex // sorted by Q, then R
}

func newNearIndex(units []rules.Unit) *nearIndex {
	hs := make([]hex.Hex, len(units))
	for i, u := range units {
		hs[i] = u.Hex
	}
	return new(nearIndex).reset(hs)
}

// reset indexes the hexes hs (copied) in n's own storage, and returns n.
func (n *nearIndex) reset(hs []hex.Hex) *nearIndex {
	n.hs = append(n.hs[:0], hs...)
	slices.SortFunc(n.hs, func(a, b hex.Hex) int {
		if a.Q != b.Q {
			return a.Q - b.Q
		}
		return a.R - b.R
	})
	return n
}

// dist is the distance from h to the nearest unit, 99 when there is none
// (as nearest was).
func (n *nearIndex) dist(h hex.Hex) int {
	best := 99
	hi, _ := slices.BinarySearchFunc(n.hs, h.Q, func(x hex.Hex, q int) int { return x.Q - q })
	lo := hi - 1
	for lo >= 0 || hi < len(n.hs) {
		if hi < len(n.hs) {
			if n.hs[hi].Q-h.Q >= best {
				hi = len(n.hs)
			} else {
				best = min(best, hex.Distance(h, n.hs[hi]))
				hi++
			}
		}
		if lo >= 0 {
			if h.Q-n.hs[lo].Q >= best {
				lo = -1
			} else {
				best = min(best, hex.Distance(h, n.hs[lo]))
				lo--
			}
		}
	}
	return best
}
