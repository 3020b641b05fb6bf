package ai

import (
	"math/rand/v2"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestNearIndexIsTheNearestUnit: the sorted search answers what reading
// every unit answered, on random placements (the computer's closing in
// and its leaders' safety read it).
func TestNearIndexIsTheNearestUnit(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for trial := range 300 {
		var units []rules.Unit
		for range r.IntN(40) {
			units = append(units, rules.Unit{Hex: hex.FromOffset(1+r.IntN(60), 1+r.IntN(40))})
		}
		n := newNearIndex(units)
		for range 50 {
			h := hex.FromOffset(r.IntN(64)-1, r.IntN(44)-1)
			want := 99
			for _, u := range units {
				want = min(want, hex.Distance(h, u.Hex))
			}
			if got := n.dist(h); got != want {
				t.Fatalf("trial %d: nearest to %s is %d hexes away, the index says %d", trial, h, want, got)
			}
		}
	}
}
