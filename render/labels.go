package render

import "estafette/rules/hex"

// Where the ids go. A unit's id sits under its base; a leader's above his
// token. On a crowded board (Leuthen) a leader's label above his token
// fell on the id of the unit in the hex above ("B1?"): the leaders'
// labels are placed after the units', each at the first of a few places
// beside its token that covers no other label (nor, if it can, a unit's
// base), and where none is free, at the usual place.

// labelBox is a label's or a base's rectangle, in the board layer's pixels.
type labelBox struct{ x0, y0, x1, y1 float64 }

func (a labelBox) overlaps(b labelBox) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

func overlapsAny(a labelBox, bs []labelBox) bool {
	for _, b := range bs {
		if a.overlaps(b) {
			return true
		}
	}
	return false
}

// unitLabelBox is the halo of a unit's id centred on x, y.
func unitLabelBox(id string, x, y, s float64) labelBox {
	f := BoldFace(max(9, s*0.28))
	tw := textWidth(id, f)
	hh := f.Size * 0.62
	return labelBox{x - tw/2 - 2, y - hh, x + tw/2 + 2, y + hh}
}

// unitBaseBox is a unit's base on hex centre x, y.
func unitBaseBox(x, y, s float64) labelBox {
	return labelBox{x - s*0.56, y - s*0.37, x + s*0.56, y + s*0.37}
}

// placedLabels are where a scene's ids go: the units', then the
// leaders' (in the scene's order).
func placedLabels(lay hex.Layout, s float64, sc *Scene) (units, leaders []labelBox) {
	var bases []labelBox
	for _, u := range sc.Units {
		p := lay.ToPixel(u.Hex)
		units = append(units, unitLabelBox(u.ID, p.X, p.Y+s*0.58, s))
		bases = append(bases, unitBaseBox(p.X, p.Y, s))
	}
	taken := append([]labelBox(nil), units...)
	cam := Camera{Scale: 1}
	for _, l := range sc.Leaders {
		x, y, r := LeaderTokenAt(cam, lay, l.Hex, l.Rank, l.Slot)
		b := leaderLabelPlace(l.ID, token{x, y, r, s, l.Slot}, taken, bases)
		leaders = append(leaders, b)
		taken = append(taken, b)
	}
	return units, leaders
}

// leaderLabelPlace is the first place for a leader's label that covers
// no label taken and no base; failing that, the first that covers no
// label; failing that, the usual one above his token.
func leaderLabelPlace(id string, tk token, taken, bases []labelBox) labelBox {
	x0, y0, x1, y1 := leaderLabelRect(id, tk)
	above := labelBox{x0, y0, x1, y1}
	w, h := x1-x0, y1-y0
	gap := tk.s * 0.04
	places := []labelBox{
		above,
		{tk.cx - tk.r - gap - w, tk.cy - h/2, tk.cx - tk.r - gap, tk.cy + h/2}, // left of the token
		{tk.cx + tk.r + gap, tk.cy - h/2, tk.cx + tk.r + gap + w, tk.cy + h/2}, // right of it
		{x0, tk.cy + tk.r + gap, x1, tk.cy + tk.r + gap + h},                   // under it
	}
	for _, p := range places {
		if !overlapsAny(p, taken) && !overlapsAny(p, bases) {
			return p
		}
	}
	for _, p := range places {
		if !overlapsAny(p, taken) {
			return p
		}
	}
	return above
}
