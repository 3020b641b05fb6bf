package printkit

import (
	"math"
	"strconv"

	"estafette/printkit/pdf"
	"estafette/rules"
	"estafette/rules/hex"
)

// drawTile draws one page of the map: terrain, roads, objectives, labels,
// the pieces at their starting hexes, the marks where it overlaps its
// neighbours, and the table edges it shows.
func (k *kit) drawTile(plan mapPlan, lay hex.Layout, t tile, first int) {
	s := k.s
	b := &k.sc.Board
	r := plan.r
	for row := t.r0; row <= t.r1; row++ {
		for col := t.c0; col <= t.c1; col++ {
			h := hex.FromOffset(col, row)
			hp := newHexPoly(t.center(lay, h), r)
			key := b.TerrainAt(h)
			initial := "?"
			if tr := k.rs.Terrain[key]; tr != nil && tr.Name != "" {
				initial = string([]rune(tr.Name)[:1])
			}
			s.terrain(hp, key, initial)
			s.stroke(0, 0.2)
			s.polygon(hp.corners[:], "D")
		}
	}
	k.drawRoads(lay, t, r)
	for _, o := range k.objectiveHexes() {
		if col, row := o.Hex.Offset(); t.holds(col, row) {
			s.objective(t.center(lay, o.Hex), r, o.Army)
		}
	}
	// the overlap marks go under the labels and counters, which stay legible
	k.drawOverlaps(plan, lay, t, first)
	s.setFont(regular, r*0.6)
	for row := t.r0; row <= t.r1; row++ {
		for col := t.c0; col <= t.c1; col++ {
			c := t.center(lay, hex.FromOffset(col, row))
			s.gray(1)
			lw := s.width(strconv.Itoa(col)+","+strconv.Itoa(row)) + 0.6
			s.rect(c.x-lw/2, c.y-r*0.8, lw, r*0.27, "F")
			s.gray(0)
			s.text(c.x, c.y-r*0.58, strconv.Itoa(col)+","+strconv.Itoa(row), alignCenter)
		}
	}
	k.drawPieces(lay, t, r)
	k.drawEdges(plan, lay, t)
}

// drawRoads draws each road as a quiet line through the centres of its
// hexes, smoothed, dark on a thin white casing that keeps it seen on dark
// ground; a step to a hex on another page goes to the edge.
func (k *kit) drawRoads(lay hex.Layout, t tile, r float64) {
	s := k.s
	for _, rd := range k.sc.Board.Roads {
		for _, run := range roadRuns(rd.Hexes, t, lay) {
			s.road(run)
		}
	}
}

// road draws one road's line through pts.
func (s *sheet) road(pts []point) {
	p := make([]pdf.Point, len(pts))
	for i, q := range pts {
		p[i] = pdf.Point{X: q.x, Y: q.y}
	}
	s.stroke(1, roadWidth*2.6)
	s.c.Smooth(p)
	s.stroke(roadGray, roadWidth)
	s.c.Smooth(p)
	s.stroke(0, 0.2)
}

// A road's line: thin and dark grey, so that it does not outweigh the
// hexes' labels and the pieces.
const (
	roadWidth = 0.5 // mm
	roadGray  = 0.25
)

// roadRuns cuts a road into the runs of its hexes on tile t, each with
// a step to the edge of the page's last hex where it goes on elsewhere.
func roadRuns(hexes []hex.Hex, t tile, lay hex.Layout) [][]point {
	var runs [][]point
	var cur []point
	in := func(h hex.Hex) bool { col, row := h.Offset(); return t.holds(col, row) }
	for i, h := range hexes {
		if !in(h) {
			if len(cur) > 0 {
				c := cur[len(cur)-1]
				o := t.center(lay, h)
				runs = append(runs, append(cur, point{(c.x + o.x) / 2, (c.y + o.y) / 2}))
				cur = nil
			}
			continue
		}
		c := t.center(lay, h)
		if len(cur) == 0 && i > 0 {
			o := t.center(lay, hexes[i-1])
			cur = append(cur, point{(c.x + o.x) / 2, (c.y + o.y) / 2})
		}
		cur = append(cur, c)
	}
	if len(cur) > 1 {
		runs = append(runs, cur)
	}
	return runs
}

// armyFill is the grey of an army's counters: white for the first, grey
// for the second, so that the two sides read apart in black and white.
func armyFill(i int) float64 { return []float64{1, 0.72, 0.88, 0.55}[i%4] }

// drawPieces draws every piece on the table at the start at its hex: a
// unit as a rectangle with its id and name, leaders and heralds as
// discs, and each reinforcement's entry hex as a dashed counter.
func (k *kit) drawPieces(lay hex.Layout, t tile, r float64) {
	at := map[hex.Hex]*stack{}
	get := func(h hex.Hex) *stack {
		if at[h] == nil {
			at[h] = &stack{}
		}
		return at[h]
	}
	for ai := range k.sc.Armies {
		a := &k.sc.Armies[ai]
		for ui := range a.Units {
			u := &a.Units[ui]
			st := get(u.Hex)
			if u.Arrives > 0 {
				st.later = append(st.later, u.ID+" "+k.tf("print.turn.short", u.Arrives))
				continue
			}
			st.unit, st.army = u, ai
		}
		for _, l := range a.Leaders {
			st := get(l.Hex)
			if l.Arrives > 0 {
				st.later = append(st.later, l.ID+" "+k.tf("print.turn.short", l.Arrives))
				continue
			}
			st.leaders, st.larmy = append(st.leaders, l.ID), append(st.larmy, ai)
		}
		for _, hd := range a.Heralds {
			st := get(hd.Hex)
			st.leaders, st.larmy = append(st.leaders, hd.ID), append(st.larmy, ai)
		}
	}
	// in the tile's order, so that the same scenario gives the same file
	for row := t.r0; row <= t.r1; row++ {
		for col := t.c0; col <= t.c1; col++ {
			h := hex.FromOffset(col, row)
			if st := at[h]; st != nil {
				k.drawStack(t.center(lay, h), r, st)
			}
		}
	}
}

// stack is what starts on one hex: a unit, leaders and heralds, and the
// pieces that enter there later.
type stack struct {
	unit    *rules.UnitSetup
	army    int
	leaders []string
	larmy   []int
	later   []string
}

// drawStack draws the pieces of one hex.
func (k *kit) drawStack(c point, r float64, st *stack) {
	s := k.s
	switch {
	case st.unit != nil:
		k.unitCounter(point{c.x, c.y - r*0.06}, r, st.unit, st.army)
	case len(st.later) > 0:
		s.stroke(0, r*0.03)
		s.dashed(func() { s.rect(c.x-r*0.65, c.y-r*0.4, r*1.3, r*0.7, "D") })
		s.setFont(bold, r*0.5)
		for i, l := range st.later {
			s.text(c.x, c.y-r*0.12+float64(i)*r*0.2, s.fit(l, r*1.25), alignCenter)
		}
	}
	n := len(st.leaders)
	if n == 0 {
		return
	}
	lr := r * 0.22
	y := c.y + r*0.55
	if st.unit == nil && len(st.later) == 0 {
		lr, y = r*0.3, c.y
	}
	gap := math.Min(2.2*lr, r*1.1/float64(max(1, n-1)))
	for i, id := range st.leaders {
		p := point{c.x + (float64(i)-float64(n-1)/2)*gap, y}
		s.stroke(0, r*0.03)
		s.gray(armyFill(st.larmy[i]))
		s.circle(p, lr, "FD")
		s.gray(0)
		s.setFont(bold, lr*2.2)
		s.setFont(bold, math.Min(lr*2.2, lr*2.2*(1.8*lr)/math.Max(s.width(id), 0.01)))
		s.text(p.x, p.y+lr*0.3, id, alignCenter)
	}
}

func (k *kit) unitCounter(c point, r float64, u *rules.UnitSetup, army int) {
	s := k.s
	w, h := r*1.3, r*0.66
	s.stroke(0, r*0.035)
	s.gray(armyFill(army))
	s.rect(c.x-w/2, c.y-h/2, w, h, "FD")
	s.gray(0)
	s.setFont(bold, r*0.78)
	s.text(c.x, c.y, s.fit(u.ID, w-0.6), alignCenter)
	s.setFont(regular, r*0.46)
	name, ok := abbreviate(u.Name, func(t string) bool { return s.width(t) <= w-0.6 })
	if !ok {
		name = s.fit(name, w-0.6)
	}
	s.text(c.x, c.y+h*0.36, name, alignCenter)
}

// drawOverlaps marks the column or row this page shares with the next
// page, with that page's number, so that the sheets are laid one on the
// other there.
func (k *kit) drawOverlaps(plan mapPlan, lay hex.Layout, t tile, first int) {
	s := k.s
	pageOf := func(i, j int) int { return first + i*len(plan.cols) + j }
	s.stroke(0, 0.5)
	s.c.Dash(1.6, 1)
	s.setFont(bold, 7)
	if t.j+1 < len(plan.cols) { // the last column is the next page's first
		top := t.center(lay, hex.FromOffset(t.c1, t.r0))
		bot := t.center(lay, hex.FromOffset(t.c1, t.r1))
		s.line(point{top.x, top.y - plan.r}, point{bot.x, bot.y + plan.r})
		s.text(top.x, top.y-plan.r*1.05, k.tf("print.map.overlap", pageOf(t.i, t.j+1)), alignRight)
	}
	if t.j > 0 {
		top := t.center(lay, hex.FromOffset(t.c0, t.r0))
		bot := t.center(lay, hex.FromOffset(t.c0, t.r1))
		s.line(point{top.x, top.y - plan.r}, point{bot.x, bot.y + plan.r})
		s.text(top.x, top.y-plan.r*1.05, k.tf("print.map.overlap", pageOf(t.i, t.j-1)), alignLeft)
	}
	for _, rowEdge := range []struct {
		row, other int
		ok         bool
	}{{t.r1, t.i + 1, t.i+1 < len(plan.rows)}, {t.r0, t.i - 1, t.i > 0}} {
		if !rowEdge.ok {
			continue
		}
		var prev point
		for col := t.c0; col <= t.c1; col++ {
			c := t.center(lay, hex.FromOffset(col, rowEdge.row))
			if col > t.c0 {
				s.line(prev, c)
			}
			prev = c
		}
		c := t.center(lay, hex.FromOffset(t.c0, rowEdge.row))
		s.text(c.x-plan.r, c.y-plan.r*0.2, k.tf("print.map.overlap", pageOf(rowEdge.other, t.j)), alignRight)
	}
	s.c.Dash(0, 0)
	s.stroke(0, 0.2)
}

// drawEdges names, outside the hexes, each army's table edge that this
// page shows.
func (k *kit) drawEdges(plan mapPlan, lay hex.Layout, t tile) {
	s := k.s
	b := k.sc.Board
	tl := t.center(lay, hex.FromOffset(t.c0, t.r0))
	br := t.center(lay, hex.FromOffset(t.c1, t.r1))
	x0, x1 := tl.x-plan.r, br.x+plan.r
	y0, y1 := tl.y-plan.r, br.y+plan.r
	s.setFont(bold, 8)
	for _, a := range k.sc.Armies {
		label := k.tf("print.map.edge", a.Name, k.t("edge."+string(a.Edge)))
		if a.Edge == rules.North || a.Edge == rules.South {
			label = s.fit(label, x1-x0)
		} else {
			label = s.fit(label, y1-y0)
		}
		switch {
		case a.Edge == rules.North && t.r0 == 1:
			s.text((x0+x1)/2, y0-1.5, label, alignCenter)
		case a.Edge == rules.South && t.r1 == b.Rows:
			s.text((x0+x1)/2, y1+3.5, label, alignCenter)
		case a.Edge == rules.West && t.c0 == 1:
			s.rotated(90, x0-1.5, (y0+y1)/2, func() { s.text(x0-1.5, (y0+y1)/2, label, alignCenter) })
		case a.Edge == rules.East && t.c1 == b.Columns:
			s.rotated(-90, x1+1.5, (y0+y1)/2, func() { s.text(x1+1.5, (y0+y1)/2, label, alignCenter) })
		}
	}
}

// objective marks a hex of army's objective: a heavy ring inside its
// edge and a pennant in the army's counters' grey, outlined in black,
// which neither a terrain nor a counter draws.
func (s *sheet) objective(c point, r float64, army int) {
	in := newHexPoly(c, r*0.88)
	s.stroke(0, r*0.07)
	s.polygon(in.corners[:], "D")
	x, top := c.x+r*0.62, c.y-r*0.42
	s.stroke(0, r*0.04)
	s.line(point{x, top}, point{x, c.y + r*0.2})
	s.gray(armyFill(army))
	s.polygon([]point{{x, top}, {x + r*0.3, top + r*0.12}, {x, top + r*0.24}}, "FD")
	s.gray(0)
	s.stroke(0, 0.2)
}
