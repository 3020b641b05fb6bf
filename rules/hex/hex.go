// Package hex is the board geometry of Estafette: coordinates, labels,
// distances, rings, lines, the pixel layout and movement reach.
//
// It follows Red Blob Games' hex guide (https://www.redblobgames.com/grids/hexagons/):
// hexes are stored axially, algorithms work in cube coordinates, the
// layout is flat-topped, and pixels map back to hexes through the layout
// matrix and cube rounding. Labels are "col,row" as in docs/formats.md
// "Coordinates" (odd-q offset on 0-based indexes).
package hex

import "math"

// Hex is an axial coordinate (Q column, R axial row).
//
// The third cube coordinate is S = -Q-R; it is derived, not stored, so a
// Hex is a small comparable value usable as a map key.
type Hex struct{ Q, R int }

// None is no hex at all: what stands for a hex that is not there (a label
// that did not parse, nothing under the cursor, no piece found). It lies
// off every board, whatever its size, and is next to no hex of one. The
// zero Hex is not None: it is a real coordinate, the hex left of 1,1.
var None = Hex{Q: math.MinInt32, R: math.MinInt32}

// Directions, clockwise from north, as accepted by Neighbor.
//
// Opposite directions differ by 3, so Neighbor(d+3) undoes Neighbor(d).
const (
	North     = 0
	NorthEast = 1
	SouthEast = 2
	South     = 3
	SouthWest = 4
	NorthWest = 5
)

// directions is indexed by the direction constants; the order is part of
// the public contract because Reach breaks ties by it.
var directions = [6]Hex{
	North:     {0, -1},
	NorthEast: {1, -1},
	SouthEast: {1, 0},
	South:     {0, 1},
	SouthWest: {-1, 1},
	NorthWest: {-1, 0},
}

// Direction returns the unit step for dir, taken modulo 6.
func Direction(dir int) Hex { return directions[mod6(dir)] }

// mod6 accepts any int so callers can write d+3 or d-1 without wrapping.
func mod6(d int) int {
	d %= 6
	if d < 0 {
		d += 6
	}
	return d
}

// S returns the derived third cube coordinate.
func (h Hex) S() int { return -h.Q - h.R }

// Add returns the vector sum h+o.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns the vector difference h-o.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Scale returns h multiplied by k.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// Distance returns the number of steps between a and b.
func Distance(a, b Hex) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Neighbor returns the adjacent hex in direction dir (North..NorthWest, taken modulo 6).
func (h Hex) Neighbor(dir int) Hex { return h.Add(directions[mod6(dir)]) }

// Neighbors returns the six adjacent hexes in direction order, North first.
func (h Hex) Neighbors() [6]Hex {
	var n [6]Hex
	for d, v := range directions {
		n[d] = h.Add(v)
	}
	return n
}

// Adjacent reports whether a and b share an edge.
func Adjacent(a, b Hex) bool { return Distance(a, b) == 1 }

// Ring returns the hexes at exactly radius steps from center, clockwise
// starting from the northernmost one; radius 0 gives [center] and a
// negative radius gives nil.
func Ring(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	if radius == 0 {
		return []Hex{center}
	}
	out := make([]Hex, 0, 6*radius)
	h := center.Add(directions[North].Scale(radius))
	// Walking direction d+2 from corner d leads to corner d+1.
	for side := range 6 {
		step := directions[mod6(side+2)]
		for range radius {
			out = append(out, h)
			h = h.Add(step)
		}
	}
	return out
}

// Range returns every hex within radius steps of center, center included,
// ordered by Q then R; a negative radius gives nil.
func Range(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	return AppendRange(make([]Hex, 0, 3*radius*(radius+1)+1), center, radius)
}

// AppendRange appends Range(center, radius) to dst, so hot callers can reuse a buffer.
func AppendRange(dst []Hex, center Hex, radius int) []Hex {
	for dq := -radius; dq <= radius; dq++ {
		lo, hi := max(-radius, -dq-radius), min(radius, -dq+radius)
		for dr := lo; dr <= hi; dr++ {
			dst = append(dst, Hex{center.Q + dq, center.R + dr})
		}
	}
	return dst
}

// Line returns the hexes on the straight line from a to b, both included,
// each consecutive pair adjacent.
//
// Both ends are nudged by the same tiny cube offset before interpolating,
// so a line running exactly along a hex edge always resolves to the same
// side instead of flickering between neighbours.
func Line(a, b Hex) []Hex {
	n := Distance(a, b)
	out := make([]Hex, 0, n+1)
	if n == 0 {
		return append(out, a)
	}
	const eq, er, es = 1e-6, 2e-6, -3e-6
	aq, ar, as := float64(a.Q)+eq, float64(a.R)+er, float64(a.S())+es
	bq, br, bs := float64(b.Q)+eq, float64(b.R)+er, float64(b.S())+es
	step := 1 / float64(n)
	for i := 0; i <= n; i++ {
		t := float64(i) * step
		out = append(out, cubeRound(aq+(bq-aq)*t, ar+(br-ar)*t, as+(bs-as)*t))
	}
	return out
}

// cubeRound rounds fractional cube coordinates to the containing hex by
// fixing up whichever coordinate moved most, which keeps q+r+s == 0.
func cubeRound(fq, fr, fs float64) Hex {
	q, r, s := math.Round(fq), math.Round(fr), math.Round(fs)
	dq, dr, ds := math.Abs(q-fq), math.Abs(r-fr), math.Abs(s-fs)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	}
	return Hex{int(q), int(r)}
}
