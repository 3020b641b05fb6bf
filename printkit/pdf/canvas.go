package pdf

import (
	"bytes"
	"fmt"
	"math"
)

// Point is a position in millimetres from the top left of a page (or
// from a form's origin), y going down.
type Point struct{ X, Y float64 }

// Style says whether a shape is filled, stroked or both.
type Style int

// The styles of a shape.
const (
	Fill Style = iota
	Stroke
	FillStroke
)

// Canvas is a page or a form being drawn on. Its state (greys, line
// width, dash) is kept so that a change is written only when it is one.
type Canvas struct {
	doc  *Doc
	buf  bytes.Buffer
	w, h float64 // the page's size in mm; a form's h is 0
	st   state
}

type state struct {
	fill, stroke, width float64
	dash                [2]float64
}

// reset writes the defaults every canvas starts from: black, round
// joins and caps (a line drawn in pieces stays one line), 0.2 mm lines.
func (c *Canvas) reset() {
	c.st = state{fill: 0, stroke: 0, width: 0.2}
	// all of it written: a form inherits the state of the page it is
	// placed on
	fmt.Fprintf(&c.buf, "0 g 0 G 1 J 1 j [] 0 d %s w\n", num(0.2*mm))
}

// x and y turn millimetres from the top left into PDF's points from the
// bottom left (a form's origin stays its origin).
func (c *Canvas) x(v float64) string { return num(v * mm) }
func (c *Canvas) y(v float64) string { return num((c.h - v) * mm) }

// FillGray sets the grey shapes are filled and text is written in, 0
// black to 1 white.
func (c *Canvas) FillGray(g float64) {
	if g != c.st.fill {
		c.st.fill = g
		fmt.Fprintf(&c.buf, "%s g\n", gray(g))
	}
}

// StrokeGray sets the grey lines are drawn in.
func (c *Canvas) StrokeGray(g float64) {
	if g != c.st.stroke {
		c.st.stroke = g
		fmt.Fprintf(&c.buf, "%s G\n", gray(g))
	}
}

func gray(g float64) string { return num(math.Round(math.Max(0, math.Min(1, g))*255) / 255) }

// LineWidth sets the width of lines, in millimetres.
func (c *Canvas) LineWidth(w float64) {
	if w != c.st.width {
		c.st.width = w
		fmt.Fprintf(&c.buf, "%s w\n", num(w*mm))
	}
}

// Dash draws lines dashed, on millimetres drawn then off blank; 0 and 0
// draw them solid.
func (c *Canvas) Dash(on, off float64) {
	if d := [2]float64{on, off}; d != c.st.dash {
		c.st.dash = d
		if on == 0 {
			c.buf.WriteString("[] 0 d\n")
		} else {
			fmt.Fprintf(&c.buf, "[%s %s] 0 d\n", num(on*mm), num(off*mm))
		}
	}
}

// Line draws a line from a to b.
func (c *Canvas) Line(a, b Point) {
	fmt.Fprintf(&c.buf, "%s %s m %s %s l S\n", c.x(a.X), c.y(a.Y), c.x(b.X), c.y(b.Y))
}

// Polyline draws an open line through pts.
func (c *Canvas) Polyline(pts []Point) {
	if len(pts) < 2 {
		return
	}
	c.path(pts)
	c.buf.WriteString("S\n")
}

func (c *Canvas) path(pts []Point) {
	for i, p := range pts {
		op := "l"
		if i == 0 {
			op = "m"
		}
		fmt.Fprintf(&c.buf, "%s %s %s ", c.x(p.X), c.y(p.Y), op)
	}
}

// Smooth draws a smooth open line through every point of pts (a
// Catmull-Rom spline): a road through its hexes' centres that bends at
// each instead of zig-zagging.
func (c *Canvas) Smooth(pts []Point) {
	if len(pts) < 2 {
		return
	}
	pt := func(p Point) string { return c.x(p.X) + " " + c.y(p.Y) }
	at := func(i int) Point { return pts[max(0, min(len(pts)-1, i))] }
	fmt.Fprintf(&c.buf, "%s m ", pt(pts[0]))
	for i := 0; i+1 < len(pts); i++ {
		p0, p1, p2, p3 := at(i-1), at(i), at(i+1), at(i+2)
		c1 := Point{p1.X + (p2.X-p0.X)/6, p1.Y + (p2.Y-p0.Y)/6}
		c2 := Point{p2.X - (p3.X-p1.X)/6, p2.Y - (p3.Y-p1.Y)/6}
		fmt.Fprintf(&c.buf, "%s %s %s c ", pt(c1), pt(c2), pt(p2))
	}
	c.buf.WriteString("S\n")
}

// Polygon draws the closed shape through pts.
func (c *Canvas) Polygon(pts []Point, s Style) {
	if len(pts) < 2 {
		return
	}
	c.path(pts)
	c.paint(s)
}

func (c *Canvas) paint(s Style) {
	c.buf.WriteString([]string{"h f\n", "h S\n", "h B\n"}[s])
}

// Rect draws the rectangle whose top left is x, y.
func (c *Canvas) Rect(x, y, w, h float64, s Style) {
	fmt.Fprintf(&c.buf, "%s %s %s %s re ", c.x(x), c.y(y+h), num(w*mm), num(h*mm))
	c.buf.WriteString([]string{"f\n", "S\n", "B\n"}[s])
}

// Circle draws a circle of radius r around p, as four Bézier arcs.
func (c *Canvas) Circle(p Point, r float64, s Style) {
	const k = 0.5523 // the control points' distance for a quarter circle
	cx, cy := p.X, p.Y
	pt := func(dx, dy float64) string { return c.x(cx+dx) + " " + c.y(cy+dy) }
	fmt.Fprintf(&c.buf, "%s m %s %s %s c %s %s %s c %s %s %s c %s %s %s c ",
		pt(r, 0),
		pt(r, k*r), pt(k*r, r), pt(0, r),
		pt(-k*r, r), pt(-r, k*r), pt(-r, 0),
		pt(-r, -k*r), pt(-k*r, -r), pt(0, -r),
		pt(k*r, -r), pt(r, -k*r), pt(r, 0))
	c.paint(s)
}

// Text writes t in font f at size points, its baseline's left end at x, y.
func (c *Canvas) Text(f *Font, size, x, y float64, t string) {
	if t == "" {
		return
	}
	fmt.Fprintf(&c.buf, "BT /F%d %s Tf %s %s Td <", f.id, num(size), c.x(x), c.y(y))
	for _, r := range t {
		fmt.Fprintf(&c.buf, "%04X", f.use(r))
	}
	c.buf.WriteString("> Tj ET\n")
}

// Rotated draws what draw draws turned by deg degrees counter-clockwise
// around x, y.
func (c *Canvas) Rotated(deg, x, y float64, draw func()) {
	a := deg * math.Pi / 180
	cos, sin := math.Cos(a), math.Sin(a)
	px, py := x*mm, (c.h-y)*mm
	saved := c.st
	fmt.Fprintf(&c.buf, "q %s %s %s %s %s %s cm\n", num4(cos), num4(sin), num4(-sin), num4(cos),
		num(px-cos*px+sin*py), num(py-sin*px-cos*py))
	draw()
	c.buf.WriteString("Q\n")
	c.st = saved
}

func num4(v float64) string {
	s := fmt.Sprintf("%.4f", v)
	for s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	s = trimDot(s)
	if s == "-0" {
		return "0"
	}
	return s
}

// Form is a drawing made once and placed many times (a PDF form
// XObject): a terrain's pattern is written once however many hexes show
// it. It draws like a page, in millimetres from its origin, y going down.
type Form struct {
	Canvas
	x0, y0, x1, y1 float64
	id, ref        int
}

// NewForm starts a form whose drawing lies within x0, y0 – x1, y1
// millimetres of its origin; what falls outside is cut.
func (d *Doc) NewForm(x0, y0, x1, y1 float64) *Form {
	f := &Form{Canvas: Canvas{doc: d}, x0: x0, y0: y0, x1: x1, y1: y1, id: len(d.forms) + 1}
	f.reset()
	d.forms = append(d.forms, f)
	return f
}

// Place draws form f with its origin at x, y. The form starts from the
// defaults, whatever this canvas has set.
func (c *Canvas) Place(f *Form, x, y float64) {
	fmt.Fprintf(&c.buf, "q 1 0 0 1 %s %s cm /X%d Do Q\n", c.x(x), c.y(y), f.id)
}
