package hex

// Point is a position in pixels, Y growing downwards as on screen.
type Point struct{ X, Y float64 }

// Layout is a flat-top pixel layout.
//
// Size is the circumradius in pixels (centre to corner) and must be > 0;
// Origin is the pixel centre of axial (0,0), which is label "1,1".
type Layout struct {
	Size   float64
	Origin Point
}

const sqrt3 = 1.7320508075688772

// ToPixel returns the pixel centre of h.
func (l Layout) ToPixel(h Hex) Point {
	q, r := float64(h.Q), float64(h.R)
	return Point{
		X: l.Origin.X + l.Size*(1.5*q),
		Y: l.Origin.Y + l.Size*(sqrt3/2*q+sqrt3*r),
	}
}

// FromPixel returns the hex containing p.
//
// It inverts the layout matrix to fractional axial coordinates and cube-rounds
// them; rounding each axial coordinate alone would misplace points near corners.
func (l Layout) FromPixel(p Point) Hex {
	x := (p.X - l.Origin.X) / l.Size
	y := (p.Y - l.Origin.Y) / l.Size
	q := 2.0 / 3 * x
	r := -1.0/3*x + sqrt3/3*y
	return cubeRound(q, r, -q-r)
}

// Corners returns the six corner pixels of h, starting at the east corner
// and going clockwise on screen, ready to draw as a polygon.
func (l Layout) Corners(h Hex) [6]Point {
	c := l.ToPixel(h)
	var out [6]Point
	for i, u := range unitCorners {
		out[i] = Point{c.X + l.Size*u.X, c.Y + l.Size*u.Y}
	}
	return out
}

// unitCorners are the corners at 0°, 60°, … 300°, written out to spare six
// trig calls per hex when the board image is drawn.
var unitCorners = [6]Point{
	{1, 0}, {0.5, sqrt3 / 2}, {-0.5, sqrt3 / 2},
	{-1, 0}, {-0.5, -sqrt3 / 2}, {0.5, -sqrt3 / 2},
}
