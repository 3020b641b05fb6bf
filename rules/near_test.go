package rules_test

import (
	"slices"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestUnitsNearIsUnitsInRange: the neighbourhood query yields what
// reading every unit and keeping those on the table within r yields, in
// the same order, on the stress board after a few random actions, for
// every hex and radius 0 to 8 (past the kept neighbourhoods).
func TestUnitsNearIsUnitsInRange(t *testing.T) {
	st := position(t, loadStress(t), 40)
	b := st.Scenario().Board.Bounds()
	for i := range b.Len() {
		h := b.At(i)
		if i%7 != 0 {
			continue
		}
		for r := range 9 {
			var want, got []string
			for u := range st.Units() {
				if u.OnBoard && hex.Distance(h, u.Hex) <= r {
					want = append(want, u.ID)
				}
			}
			for u := range st.UnitsNear(h, r) {
				got = append(got, u.ID)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("units within %d of %s: got %v, want %v", r, h, got, want)
			}
		}
	}
	var none []rules.Unit
	for u := range st.UnitsNear(b.At(0), -1) {
		none = append(none, u)
	}
	if len(none) > 0 {
		t.Errorf("a negative radius yields %d units", len(none))
	}
}
