package hex

import (
	"math"
	"testing"
)

// A few known points: the renderer relies on 1,1 being the origin and on
// even columns sitting half a hex lower.
func TestToPixelKnownPoints(t *testing.T) {
	l := Layout{Size: 10, Origin: Point{100, 50}}
	h := 10 * math.Sqrt(3) // hex height for Size 10
	tests := []struct {
		label string
		want  Point
	}{
		{"1,1", Point{100, 50}},
		{"2,1", Point{115, 50 + h/2}},
		{"3,1", Point{130, 50}},
		{"1,2", Point{100, 50 + h}},
		{"4,3", Point{145, 50 + 2.5*h}},
	}
	for _, tt := range tests {
		got := l.ToPixel(L(tt.label))
		if math.Abs(got.X-tt.want.X) > 1e-9 || math.Abs(got.Y-tt.want.Y) > 1e-9 {
			t.Errorf("ToPixel(%s) = %v, want %v", tt.label, got, tt.want)
		}
	}
}

func TestPixelRoundTrip(t *testing.T) {
	for _, size := range []float64{1, 7.5, 16, 32, 48.25, 200} {
		for _, origin := range []Point{{0, 0}, {-13.5, 1000.25}} {
			l := Layout{Size: size, Origin: origin}
			for _, h := range Range(Hex{3, -2}, 12) {
				c := l.ToPixel(h)
				if got := l.FromPixel(c); got != h {
					t.Fatalf("size %v: FromPixel(ToPixel(%#v)) = %#v", size, h, got)
				}
				corners := l.Corners(h)
				for i, k := range corners {
					// Corners sit at the circumradius from the centre.
					if d := math.Hypot(k.X-c.X, k.Y-c.Y); math.Abs(d-size) > 1e-9*size {
						t.Fatalf("size %v: corner %d of %v at distance %v", size, i, h, d)
					}
					// Just inside a corner, and just inside an edge midpoint,
					// is still this hex: the worst cases for rounding.
					in := Point{c.X + 0.98*(k.X-c.X), c.Y + 0.98*(k.Y-c.Y)}
					if got := l.FromPixel(in); got != h {
						t.Fatalf("size %v: point %v near corner %d of %v maps to %v", size, in, i, h, got)
					}
					n := corners[(i+1)%6]
					mid := Point{(k.X + n.X) / 2, (k.Y + n.Y) / 2}
					in = Point{c.X + 0.98*(mid.X-c.X), c.Y + 0.98*(mid.Y-c.Y)}
					if got := l.FromPixel(in); got != h {
						t.Fatalf("size %v: point %v near edge %d of %v maps to %v", size, in, i, h, got)
					}
				}
			}
		}
	}
}

// Just beyond an edge midpoint lies the neighbour across that edge; this
// pins Corners' order (east corner first, clockwise on screen) to the directions.
func TestPixelAcrossEdges(t *testing.T) {
	l := Layout{Size: 20}
	h := L("4,3")
	// Edge between corner i and i+1 faces this direction.
	faces := [6]int{SouthEast, South, SouthWest, NorthWest, North, NorthEast}
	corners := l.Corners(h)
	c := l.ToPixel(h)
	for i := range 6 {
		k, n := corners[i], corners[(i+1)%6]
		mid := Point{(k.X + n.X) / 2, (k.Y + n.Y) / 2}
		out := Point{c.X + 1.05*(mid.X-c.X), c.Y + 1.05*(mid.Y-c.Y)}
		if got, want := l.FromPixel(out), h.Neighbor(faces[i]); got != want {
			t.Errorf("beyond edge %d of %s: got %s, want %s", i, h, got, want)
		}
	}
}
