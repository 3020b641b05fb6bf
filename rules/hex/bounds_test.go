package hex

import "testing"

func TestBounds(t *testing.T) {
	b := Bounds{Columns: 5, Rows: 4}
	tests := []struct {
		label string
		in    bool
		index int
	}{
		{"1,1", true, 0},
		{"2,1", true, 1},
		{"5,1", true, 4},
		{"1,2", true, 5},
		{"5,4", true, 19},
		{"3,3", true, 12},
		{"6,1", false, -1},
		{"1,5", false, -1},
	}
	for _, tt := range tests {
		h := L(tt.label)
		if got := b.Contains(h); got != tt.in {
			t.Errorf("Contains(%s) = %v", tt.label, got)
		}
		if got := b.Index(h); got != tt.index {
			t.Errorf("Index(%s) = %d, want %d", tt.label, got, tt.index)
		}
		if tt.in && b.At(tt.index) != h {
			t.Errorf("At(%d) = %s, want %s", tt.index, b.At(tt.index), tt.label)
		}
	}
	// Column 0 and row 0 have no label, but must be refused, not wrapped.
	for _, h := range []Hex{FromOffset(0, 1), FromOffset(1, 0), FromOffset(-1, 3), FromOffset(3, -1)} {
		if b.Contains(h) || b.Index(h) != -1 {
			t.Errorf("%v should be outside %v", h, b)
		}
	}

	all := b.All()
	if len(all) != b.Len() || b.Len() != 20 {
		t.Fatalf("len(All()) = %d, Len() = %d, want 20", len(all), b.Len())
	}
	for i, h := range all {
		if b.Index(h) != i || b.At(i) != h {
			t.Errorf("All()[%d] = %s has Index %d", i, h, b.Index(h))
		}
	}
	if all[0].Label() != "1,1" || all[1].Label() != "2,1" || all[5].Label() != "1,2" {
		t.Errorf("All() is not row-major: %v", all[:6])
	}

	if (Bounds{}).Len() != 0 || len((Bounds{0, 5}).All()) != 0 || (Bounds{-2, 3}).Len() != 0 {
		t.Error("an empty board should have no hexes")
	}
}

func TestBoundsAtPanicsOutside(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("At(Len()) did not panic")
		}
	}()
	b := Bounds{3, 3}
	b.At(b.Len())
}

// TestNoneIsOffEveryBoard: None, the hex that is not there, is on no
// board however large, has no index, is next to no hex of a board, and no
// label parses to it.
func TestNoneIsOffEveryBoard(t *testing.T) {
	for _, b := range []Bounds{{1, 1}, {12, 9}, {200, 200}, {1 << 30, 1 << 30}} {
		if b.Contains(None) || b.Index(None) != -1 {
			t.Errorf("%+v contains None", b)
		}
		for _, n := range None.Neighbors() {
			if b.Contains(n) {
				t.Errorf("%+v contains %v, a neighbour of None", b, n)
			}
		}
	}
	if None == (Hex{}) {
		t.Error("None is the zero Hex, a real coordinate")
	}
	for _, s := range []string{"0,0", "1,1", "-2147483648,-2147483648", "2147483648,1"} {
		if h, err := ParseLabel(s); err == nil && h == None {
			t.Errorf("%q parses to None", s)
		}
	}
}
