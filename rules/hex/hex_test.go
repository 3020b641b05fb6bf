package hex

import (
	"slices"
	"testing"
)

// The two examples are docs/formats.md "Coordinates", verbatim.
func TestNeighborsFormatsExamples(t *testing.T) {
	tests := []struct {
		hex  string
		want []string
	}{
		{"3,3", []string{"3,2", "3,4", "2,2", "2,3", "4,2", "4,3"}},
		{"4,3", []string{"4,2", "4,4", "3,3", "3,4", "5,3", "5,4"}},
	}
	for _, tt := range tests {
		var got []string
		for _, n := range L(tt.hex).Neighbors() {
			got = append(got, n.Label())
		}
		slices.Sort(got)
		want := slices.Clone(tt.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("neighbours of %s = %v, want %v", tt.hex, got, want)
		}
		for _, w := range tt.want {
			if !Adjacent(L(tt.hex), L(w)) {
				t.Errorf("Adjacent(%s, %s) = false", tt.hex, w)
			}
		}
	}
}

// The direction order is public (Reach breaks ties by it), so pin it.
func TestNeighborOrder(t *testing.T) {
	want := map[int]string{North: "3,2", NorthEast: "4,2", SouthEast: "4,3", South: "3,4", SouthWest: "2,3", NorthWest: "2,2"}
	h := L("3,3")
	for d, w := range want {
		if got := h.Neighbor(d).Label(); got != w {
			t.Errorf("3,3.Neighbor(%d) = %s, want %s", d, got, w)
		}
		if got := h.Neighbor(d).Neighbor(d + 3); got != h {
			t.Errorf("Neighbor(%d) then Neighbor(%d) = %s, want 3,3", d, d+3, got)
		}
		if h.Neighbor(d+6) != h.Neighbor(d) || h.Neighbor(d-6) != h.Neighbor(d) {
			t.Errorf("Neighbor(%d) is not taken modulo 6", d)
		}
		if h.Neighbors()[d] != h.Neighbor(d) {
			t.Errorf("Neighbors()[%d] != Neighbor(%d)", d, d)
		}
	}
}

func TestAdjacent(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"1,1", "2,1", true},
		{"1,1", "2,2", false},
		{"2,1", "1,2", true},
		{"2,1", "3,2", true},
		{"3,3", "3,3", false},
		{"3,3", "5,3", false},
	}
	for _, tt := range tests {
		if got := Adjacent(L(tt.a), L(tt.b)); got != tt.want {
			t.Errorf("Adjacent(%s, %s) = %v", tt.a, tt.b, got)
		}
	}
}

// Worked by hand on a sheet of odd-q hexes: moving one column costs a step
// and may also shift half a row, so n columns buy up to n/2 rows for free.
func TestDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"1,1", "1,1", 0},
		{"1,1", "2,1", 1},
		{"1,1", "2,2", 2},
		{"1,1", "3,1", 2},
		{"1,1", "1,5", 4},
		{"1,1", "5,3", 4}, // 1,1 2,1 3,2 4,2 5,3
		{"1,1", "5,4", 5},
		{"1,1", "5,1", 4},
		{"2,1", "4,1", 2},
		{"3,3", "6,1", 3}, // 3,3 4,2 5,2 6,1: three north-east steps
		{"3,3", "6,5", 4}, // 3,3 4,3 5,4 6,4 then south to 6,5
		{"10,10", "1,1", 14},
	}
	for _, tt := range tests {
		a, b := L(tt.a), L(tt.b)
		if got := Distance(a, b); got != tt.want {
			t.Errorf("Distance(%s, %s) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if Distance(b, a) != Distance(a, b) {
			t.Errorf("Distance(%s, %s) is not symmetric", tt.a, tt.b)
		}
	}
}

func TestRingRangeSizes(t *testing.T) {
	center := L("7,8")
	for r := 0; r <= 7; r++ {
		ring := Ring(center, r)
		wantRing := 6 * r
		if r == 0 {
			wantRing = 1
		}
		if len(ring) != wantRing {
			t.Errorf("len(Ring(r=%d)) = %d, want %d", r, len(ring), wantRing)
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if Distance(center, h) != r {
				t.Errorf("Ring(r=%d)[%d] = %s at distance %d", r, i, h, Distance(center, h))
			}
			if seen[h] {
				t.Errorf("Ring(r=%d) repeats %s", r, h)
			}
			seen[h] = true
			// A ring is a closed walk: each hex touches the next.
			if r > 0 && !Adjacent(h, ring[(i+1)%len(ring)]) {
				t.Errorf("Ring(r=%d)[%d]=%s not adjacent to next %s", r, i, h, ring[(i+1)%len(ring)])
			}
		}
		if r > 0 && ring[0] != center.Add(Direction(North).Scale(r)) {
			t.Errorf("Ring(r=%d) starts at %s, want the north hex", r, ring[0])
		}

		rng := Range(center, r)
		if want := 3*r*(r+1) + 1; len(rng) != want {
			t.Errorf("len(Range(r=%d)) = %d, want %d", r, len(rng), want)
		}
		inRange := map[Hex]bool{}
		for _, h := range rng {
			if Distance(center, h) > r {
				t.Errorf("Range(r=%d) has %s at distance %d", r, h, Distance(center, h))
			}
			if inRange[h] {
				t.Errorf("Range(r=%d) repeats %s", r, h)
			}
			inRange[h] = true
		}
		// Range is the union of rings 0..r.
		for k := 0; k <= r; k++ {
			for _, h := range Ring(center, k) {
				if !inRange[h] {
					t.Errorf("Range(r=%d) misses %s from Ring(%d)", r, h, k)
				}
			}
		}
	}
	if Ring(center, -1) != nil || Range(center, -1) != nil {
		t.Error("negative radius should give nil")
	}
}

func TestLine(t *testing.T) {
	tests := []struct {
		a, b string
		want []string // nil: only check the invariants
	}{
		{"3,3", "3,3", []string{"3,3"}},
		{"3,3", "3,4", []string{"3,3", "3,4"}},
		{"3,1", "3,5", []string{"3,1", "3,2", "3,3", "3,4", "3,5"}},
		{"1,1", "5,3", []string{"1,1", "2,1", "3,2", "4,2", "5,3"}},
		// Along a hex edge: the nudge must pick a side, not wobble.
		{"1,1", "3,1", nil},
		{"1,1", "7,2", nil},
		{"2,9", "11,1", nil},
		{"12,2", "1,10", nil},
	}
	for _, tt := range tests {
		a, b := L(tt.a), L(tt.b)
		line := Line(a, b)
		if len(line) != Distance(a, b)+1 {
			t.Errorf("Line(%s, %s) has %d hexes, want %d", tt.a, tt.b, len(line), Distance(a, b)+1)
		}
		if line[0] != a || line[len(line)-1] != b {
			t.Errorf("Line(%s, %s) = %v: wrong ends", tt.a, tt.b, line)
		}
		for i := 1; i < len(line); i++ {
			if !Adjacent(line[i-1], line[i]) {
				t.Errorf("Line(%s, %s) = %v: %s and %s not adjacent", tt.a, tt.b, line, line[i-1], line[i])
			}
		}
		if tt.want != nil {
			var got []string
			for _, h := range line {
				got = append(got, h.Label())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Line(%s, %s) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
		}
	}
	// Exhaustive invariants over a patch, off-board hexes included.
	for _, a := range Range(Hex{0, 0}, 4) {
		for _, b := range Range(Hex{1, 2}, 6) {
			line := Line(a, b)
			if len(line) != Distance(a, b)+1 || line[0] != a || line[len(line)-1] != b {
				t.Fatalf("Line(%s, %s) = %v", a, b, line)
			}
			for i := 1; i < len(line); i++ {
				if !Adjacent(line[i-1], line[i]) {
					t.Fatalf("Line(%s, %s) = %v not contiguous", a, b, line)
				}
			}
		}
	}
}

func BenchmarkRange(b *testing.B) {
	b.ReportAllocs()
	c := L("30,20")
	for b.Loop() {
		_ = Range(c, 4)
	}
}
