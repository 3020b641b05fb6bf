package printkit

import (
	"math"

	"estafette/rules"
	"estafette/rules/hex"
)

// The map's scale: a hex is at least readableFlats millimetres across its
// flats (the 12 mm, and a little more so that a counter can carry
// its name), and never more than largestFlats, a size a table's hexes are
// often close to. A board that does not fit one page at readableFlats is
// split over several, each sharing one column or row with the next.
const (
	readableFlats = 15.0
	largestFlats  = 25.0
	edgeBand      = 5.0 // room outside the hexes for the table edges' names
	headBand      = 8.0 // the page's heading
)

// mapPlan is how the board is cut into pages.
type mapPlan struct {
	r         float64  // a hex's circumradius, mm
	landscape bool     // the map pages' orientation
	cols      [][2]int // each page column's first and last label column
	rows      [][2]int // each page row's first and last label row
}

func (p mapPlan) pages() int { return len(p.cols) * len(p.rows) }

// planMap picks the orientation and scale that print the board on the
// fewest pages at a readable size, then the largest hexes that keep that
// count.
func planMap(b rules.Board, paper Paper) mapPlan {
	best := mapPlan{}
	for _, land := range []bool{true, false} {
		w, h := paper.size()
		if land {
			w, h = h, w
		}
		aw, ah := w-2*margin-2*edgeBand, h-2*margin-headBand-2*edgeBand
		p := splitAt(b, flatsToR(readableFlats), aw, ah)
		p.landscape = land
		// grow the hexes while the page count holds
		lo, hi := p.r, flatsToR(largestFlats)
		for range 30 {
			mid := (lo + hi) / 2
			if q := splitAt(b, mid, aw, ah); q.pages() <= p.pages() {
				lo = mid
			} else {
				hi = mid
			}
		}
		p = splitAt(b, lo, aw, ah)
		p.landscape = land
		if best.r == 0 || p.pages() < best.pages() || (p.pages() == best.pages() && p.r > best.r) {
			best = p
		}
	}
	return best
}

func flatsToR(flats float64) float64 { return flats / math.Sqrt(3) }

// splitAt cuts the board into pages aw×ah mm at circumradius r.
func splitAt(b rules.Board, r, aw, ah float64) mapPlan {
	// columns per page: 1.5r per column after the first, which is 2r wide
	perCol := max(2, int(math.Floor((aw-2*r)/(1.5*r)))+1)
	perRow := max(2, int(math.Floor(ah/(math.Sqrt(3)*r)-0.5)))
	return mapPlan{r: r, cols: spans(b.Columns, perCol), rows: spans(b.Rows, perRow)}
}

// spans cuts 1..n into runs of at most per that share their ends, as even
// as possible.
func spans(n, per int) [][2]int {
	if n <= per {
		return [][2]int{{1, n}}
	}
	k := (n - 1 + per - 2) / (per - 1)
	out := make([][2]int, k)
	for i := range out {
		out[i] = [2]int{1 + (i*(n-1)+k/2)/k, 1 + ((i+1)*(n-1)+k/2)/k}
	}
	return out
}

// tile is one page of the map.
type tile struct {
	c0, c1, r0, r1 int
	ox, oy         float64 // page position of the layout's origin
	i, j           int     // its place: page row i, page column j
}

func (t tile) holds(col, row int) bool {
	return col >= t.c0 && col <= t.c1 && row >= t.r0 && row <= t.r1
}

// mapPages draws the board over the plan's pages.
func (k *kit) mapPages() {
	plan := planMap(k.sc.Board, k.s.o.Paper)
	lay := hex.Layout{Size: plan.r}
	first := k.s.n + 1
	for i, rs := range plan.rows {
		for j, cs := range plan.cols {
			t := tile{c0: cs[0], c1: cs[1], r0: rs[0], r1: rs[1], i: i, j: j}
			k.s.page(plan.landscape)
			// the tile's extent in layout coordinates
			minX, minY := math.Inf(1), math.Inf(1)
			maxX, maxY := math.Inf(-1), math.Inf(-1)
			for c := t.c0; c <= t.c1; c++ {
				for r := t.r0; r <= t.r1; r++ {
					p := lay.ToPixel(hex.FromOffset(c, r))
					minX, maxX = math.Min(minX, p.X-plan.r), math.Max(maxX, p.X+plan.r)
					minY, maxY = math.Min(minY, p.Y-plan.r*math.Sqrt(3)/2), math.Max(maxY, p.Y+plan.r*math.Sqrt(3)/2)
				}
			}
			aw := k.s.w - 2*margin - 2*edgeBand
			ah := k.s.h - 2*margin - headBand - 2*edgeBand
			t.ox = margin + edgeBand + (aw-(maxX-minX))/2 - minX
			t.oy = margin + headBand + edgeBand + (ah-(maxY-minY))/2 - minY
			k.mapHeading(plan, t, first)
			k.drawTile(plan, lay, t, first)
		}
	}
}

func (k *kit) mapHeading(plan mapPlan, t tile, first int) {
	s := k.s
	s.setFont(regular, 8)
	line := k.tf("print.map.sheet", t.i*len(plan.cols)+t.j+1, plan.pages(), t.c0, t.c1, t.r0, t.r1, math.Sqrt(3)*plan.r)
	s.text(s.w-margin, margin+4, line, alignRight)
	room := s.w - 2*margin - s.width(line) - 4
	s.setFont(bold, 11)
	s.text(margin, margin+4, s.fit(k.sc.Title, room), alignLeft)
	s.setFont(regular, 8)
	if plan.pages() > 1 {
		s.text(s.w-margin, margin+7.5, k.tf("print.map.assembly", len(plan.rows), len(plan.cols), first, first+plan.pages()-1), alignRight)
	}
}

// center is the page position of a hex's centre on tile t.
func (t tile) center(lay hex.Layout, h hex.Hex) point {
	p := lay.ToPixel(h)
	return point{p.X + t.ox, p.Y + t.oy}
}
