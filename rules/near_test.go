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

// TestHashAroundSeesWhatIsNearOnly: a unit next to one of the two hexes
// losing an element changes HashAround; a unit beyond far hexes losing
// one does not, nor does one between near and far (only where units
// stand is read there), while its moving does.
func TestHashAroundSeesWhatIsNearOnly(t *testing.T) {
	st := position(t, loadStress(t), 0)
	var a, b rules.Unit
	for u := range st.Units() {
		if u.OnBoard && a.ID == "" {
			a = u
		}
	}
	b = a
	base := st.HashAround(a.Hex, b.Hex, 2, 6)
	var close, mid, far rules.Unit
	for u := range st.Units() {
		switch d := hex.Distance(u.Hex, a.Hex); {
		case !u.OnBoard || u.ID == a.ID:
		case d <= 2 && close.ID == "":
			close = u
		case d > 2 && d <= 6 && mid.ID == "":
			mid = u
		case d > 6 && far.ID == "":
			far = u
		}
	}
	if close.ID == "" || mid.ID == "" || far.ID == "" {
		t.Fatalf("the setting is off: %q %q %q", close.ID, mid.ID, far.ID)
	}
	for _, c := range []struct {
		u       rules.Unit
		changes bool
	}{{close, true}, {mid, false}, {far, false}} {
		cp := st.Clone()
		rules.MutUnit(cp, c.u.ID).Elements--
		if got := cp.HashAround(a.Hex, b.Hex, 2, 6) != base; got != c.changes {
			t.Errorf("%s, %d hexes away, loses an element: HashAround changes %v, want %v", c.u.ID, hex.Distance(c.u.Hex, a.Hex), got, c.changes)
		}
	}
	cp := st.Clone()
	rules.MutUnit(cp, mid.ID).Hex = hex.Hex{Q: -50, R: -50}
	if cp.HashAround(a.Hex, b.Hex, 2, 6) == base {
		t.Errorf("%s, %d hexes away, moves off: HashAround does not change", mid.ID, hex.Distance(mid.Hex, a.Hex))
	}
}
