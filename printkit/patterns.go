package printkit

import (
	"math"
)

// Terrain is drawn so that it reads on a black-and-white printer: each
// terrain key of the rulesets (scenarios.RequiredTerrain) has a pattern of
// lines, dots or marks, and a grey that only helps. A key a club adds and
// this table does not know gets a plain grey and its name's initial.

// hexPoly is one hex on the page: its centre, circumradius and corners.
type hexPoly struct {
	c       point
	r       float64
	corners [6]point
}

func newHexPoly(c point, r float64) hexPoly {
	h := hexPoly{c: c, r: r}
	for i := range h.corners {
		a := math.Pi / 3 * float64(i)
		h.corners[i] = point{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	return h
}

// inside reports whether p lies within the hex shrunk by pad millimetres.
func (h hexPoly) inside(p point, pad float64) bool {
	dx, dy := math.Abs(p.x-h.c.x), math.Abs(p.y-h.c.y)
	apo := h.r*math.Sqrt(3)/2 - pad
	return dy <= apo && math.Sqrt(3)*dx+dy <= math.Sqrt(3)*(h.r-pad*2/math.Sqrt(3))
}

// clip cuts the segment a–b to the hex (Cyrus–Beck: the hex is convex).
func (h hexPoly) clip(a, b point) (point, point, bool) {
	t0, t1 := 0.0, 1.0
	d := point{b.x - a.x, b.y - a.y}
	for i := range h.corners {
		p, q := h.corners[i], h.corners[(i+1)%6]
		// inward normal of edge p→q (corners go clockwise on the page)
		n := point{-(q.y - p.y), q.x - p.x}
		if (h.c.x-p.x)*n.x+(h.c.y-p.y)*n.y < 0 {
			n = point{-n.x, -n.y}
		}
		num := (a.x-p.x)*n.x + (a.y-p.y)*n.y
		den := d.x*n.x + d.y*n.y
		if den == 0 {
			if num < 0 {
				return a, b, false
			}
			continue
		}
		t := -num / den
		if den > 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
		if t0 > t1 {
			return a, b, false
		}
	}
	return point{a.x + t0*d.x, a.y + t0*d.y}, point{a.x + t1*d.x, a.y + t1*d.y}, true
}

// hatch draws parallel lines at angle deg (degrees), gap apart, within the hex.
func (s *sheet) hatch(h hexPoly, deg, gap float64) {
	a := deg * math.Pi / 180
	dir := point{math.Cos(a), math.Sin(a)}
	nrm := point{-dir.y, dir.x}
	for off := -h.r + gap/2; off < h.r; off += gap {
		mid := point{h.c.x + nrm.x*off, h.c.y + nrm.y*off}
		p, q, ok := h.clip(point{mid.x - dir.x*2*h.r, mid.y - dir.y*2*h.r}, point{mid.x + dir.x*2*h.r, mid.y + dir.y*2*h.r})
		if ok {
			s.line(p, q)
		}
	}
}

// scatter calls mark at points of a staggered grid gap apart within the
// hex, pad millimetres from its edges.
func scatter(h hexPoly, gap, pad float64, mark func(point)) {
	row := 0
	for y := h.c.y - h.r; y <= h.c.y+h.r; y += gap * 0.866 {
		shift := 0.0
		if row%2 == 1 {
			shift = gap / 2
		}
		row++
		for x := h.c.x - h.r + shift; x <= h.c.x+h.r; x += gap {
			if p := (point{x, y}); h.inside(p, pad) {
				mark(p)
			}
		}
	}
}

// waves draws wavy lines across the hex, gap apart, in grey g: water.
func (s *sheet) waves(h hexPoly, gap, width, g float64) {
	s.stroke(g, width)
	amp, step := gap*0.2, h.r/8
	for off := -h.r + gap/2; off < h.r; off += gap {
		var prev point
		for i := 0; i <= 16; i++ {
			p := point{h.c.x - h.r + float64(i)*step, h.c.y + off + amp*math.Sin(float64(i)*math.Pi/2)}
			if i > 0 {
				if a, b, ok := h.clip(prev, p); ok {
					s.line(a, b)
				}
			}
			prev = p
		}
	}
}

// terrainFill paints the hex's terrain key. Each terrain differs from
// the others in its grey or its texture as seen from a metre away
// (TestTerrainsReadApartAtArmsLength): the water goes from the ford's
// white crossing to the great river's near black.
func (s *sheet) terrainFill(h hexPoly, key string, initial string) {
	r := h.r
	thin := r * 0.018
	fill := func(g float64) {
		s.gray(g)
		s.polygon(h.corners[:], "F")
		s.gray(0)
	}
	s.stroke(0, thin)
	switch key {
	case "clear":
	case "hill":
		fill(0.88)
		s.stroke(0.25, thin*1.6)
		inner := newHexPoly(h.c, r*0.72)
		s.polygon(inner.corners[:], "D")
	case "woods":
		// a canopy: white crowns on a dark ground
		fill(0.3)
		s.stroke(0, thin*1.5)
		scatter(h, r*0.42, r*0.15, func(p point) {
			s.gray(1)
			s.circle(p, r*0.14, "FD")
			s.gray(0)
		})
	case "rocky":
		scatter(h, r*0.4, r*0.12, func(p point) {
			t := r * 0.09
			s.polygon([]point{{p.x - t, p.y + t*0.7}, {p.x + t, p.y + t*0.7}, {p.x, p.y - t}}, "F")
		})
	case "marsh":
		// tufts of reeds on wet, grey ground
		fill(0.8)
		s.stroke(0, thin*1.5)
		scatter(h, r*0.42, r*0.16, func(p point) {
			t := r * 0.12
			s.line(point{p.x - t, p.y}, point{p.x + t, p.y})
			s.line(point{p.x, p.y}, point{p.x, p.y - t*0.8})
			s.line(point{p.x - t*0.6, p.y}, point{p.x - t*0.8, p.y - t*0.6})
			s.line(point{p.x + t*0.6, p.y}, point{p.x + t*0.8, p.y - t*0.6})
		})
	case "sand":
		scatter(h, r*0.2, r*0.08, func(p point) { s.circle(p, r*0.035, "F") })
	case "snow":
		scatter(h, r*0.4, r*0.12, func(p point) {
			t := r * 0.1
			s.line(point{p.x - t, p.y}, point{p.x + t, p.y})
			s.line(point{p.x - t/2, p.y - t*0.87}, point{p.x + t/2, p.y + t*0.87})
			s.line(point{p.x - t/2, p.y + t*0.87}, point{p.x + t/2, p.y - t*0.87})
		})
	case "town":
		// black houses on a grey ground
		fill(0.78)
		for _, d := range []point{{-0.3, -0.2}, {0.12, -0.32}, {0.28, 0.08}, {-0.14, 0.22}, {-0.42, 0.16}, {0.5, -0.2}, {0.1, 0.5}} {
			t := r * 0.17
			s.rect(h.c.x+d.x*r-t/2, h.c.y+d.y*r-t/2, t, t, "F")
		}
	case "mountain":
		fill(0.6)
		s.stroke(0, thin*2)
		for _, dx := range []float64{-0.35, 0.3} {
			t := r * 0.3
			p := point{h.c.x + dx*r, h.c.y + 0.1*r}
			s.line(point{p.x - t, p.y + t*0.5}, point{p.x, p.y - t*0.7})
			s.line(point{p.x, p.y - t*0.7}, point{p.x + t, p.y + t*0.5})
		}
	case "lake":
		// still water: grey with straight white lines
		fill(0.68)
		s.stroke(1, thin*2.5)
		s.hatch(h, 0, r*0.24)
	case "river":
		// running water: mid grey with white waves
		fill(0.5)
		s.waves(h, r*0.42, r*0.07, 1)
	case "great-river":
		// a great river: near black with thin white waves
		fill(0.22)
		s.waves(h, r*0.34, r*0.05, 1)
	case "ford":
		// a ford: the river's waves at its banks, and across the middle a
		// white band of black stepping stones
		fill(0.5)
		s.waves(h, r*0.42, r*0.07, 1)
		s.gray(1)
		s.rect(h.c.x-r, h.c.y-r*0.42, 2*r, r*0.84, "F")
		s.gray(0)
		for _, dx := range []float64{-0.66, -0.33, 0, 0.33, 0.66} {
			s.circle(point{h.c.x + dx*r, h.c.y}, r*0.11, "F")
		}
	case "bridge":
		// a white deck edged in black over dark water
		fill(0.3)
		s.waves(h, r*0.42, r*0.07, 1)
		s.gray(1)
		s.rect(h.c.x-r*0.8, h.c.y-r*0.24, r*1.6, r*0.48, "F")
		s.gray(0)
		s.stroke(0, thin*5)
		s.line(point{h.c.x - r*0.8, h.c.y - r*0.24}, point{h.c.x + r*0.8, h.c.y - r*0.24})
		s.line(point{h.c.x - r*0.8, h.c.y + r*0.24}, point{h.c.x + r*0.8, h.c.y + r*0.24})
	default:
		fill(0.85)
		s.setFont(bold, r*1.2)
		s.gray(0.45)
		s.text(h.c.x, h.c.y+r*0.2, initial, alignCenter)
		s.gray(0)
	}
	s.stroke(0, thin)
}
