package render

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules"
	"estafette/rules/hex"
)

func darker(c color.RGBA) color.RGBA {
	return color.RGBA{c.R / 2, c.G / 2, c.B / 2, 255}
}

// Marker colours.
var (
	badgeActing = defaultGold
	badgeOther  = rgb(0xd8, 0xd4, 0xc8)
	selectRing  = rgb(0xff, 0xf0, 0x30)
	noCombatRed = rgb(0xd0, 0x20, 0x20)
	prejoueFill = rgb(0xf0, 0xd0, 0x30)
	dimVeil     = withAlpha(rgb(0xa0, 0x9c, 0x94), 0.7)
	labelHalo   = withAlpha(rgb(0xf4, 0xf0, 0xe4), 0.8)
)

// DrawUnitView draws a unit as a miniature base seen from above (the
// army's colour, a troop-type symbol and one small stand per element)
// with its markers: the group badge when
// activated, an arrow once moved, a red bar when it may no longer fight,
// a "PJ" token for pré-joué, a ring when selected, a veil when dimmed.
func DrawUnitView(dst *ebiten.Image, cam Camera, lay hex.Layout, v UnitView, pal *Palette) {
	c := cam.ToScreen(lay.ToPixel(v.Hex))
	s := lay.Size * cam.Scale
	fs := float32(s)
	w, ht := float32(s*1.12), float32(s*0.74)
	x, y := float32(c.X)-w/2, float32(c.Y)-ht/2
	if v.Selected {
		vector.StrokeRect(dst, x-fs*0.07, y-fs*0.07, w+fs*0.14, ht+fs*0.14, max(2.5, fs*0.09), selectRing, true)
	}
	drawUnitBody(gpuPen{dst}, c, s, unitKey{v.Army % 2, v.Type, v.Elements, max(v.StartElements, v.Elements)}, pal)
	if v.Dim {
		vector.FillRect(dst, x-1, y-1, w+2, ht+2, dimVeil, true)
	}
	drawLabel(dst, v.ID, c.X, c.Y+s*0.58, s, pal)
	// Markers sit on the base's corners.
	r := fs * 0.17
	if v.Group > 0 {
		drawBadge(gpuPen{dst}, x+r*0.4, y+r*0.2, r, v.Group, v.Acting, pal)
	}
	if v.Moved {
		drawMovedMark(gpuPen{dst}, x+w-r*0.4, y+r*0.2, r, pal)
	}
	if v.NoCombat {
		drawNoCombatMark(gpuPen{dst}, x+w-r*0.4, y+ht-r*0.2, r)
	}
	if v.Prejoue {
		drawPrejoueMark(gpuPen{dst}, x+r*0.4, y+ht-r*0.2, r, pal)
	}
}

// unitMarkerOffsets are where the markers sit, in hex sizes from the
// unit's centre: group badge, moved, no combat, pré-joué.
var unitMarkerOffsets = [4][2]float64{
	{-0.56 + 0.068, -0.37 + 0.034}, {0.56 - 0.068, -0.37 + 0.034},
	{0.56 - 0.068, 0.37 - 0.034}, {-0.56 + 0.068, 0.37 - 0.034},
}

// box is a rectangle in float pixels.
type box struct{ x, y, w, h float32 }

// drawUnitBody draws the base, the troop symbol and the stands of a unit
// (its army, type and elements) centred on c, for hex size s.
func drawUnitBody(dst pen, c hex.Point, s float64, k unitKey, pal *Palette) {
	cx, cy := c.X, c.Y
	army := pal.Army(k.army)
	fs := float32(s)
	w, ht := float32(s*1.12), float32(s*0.74)
	x, y := float32(cx)-w/2, float32(cy)-ht/2
	dst.FillRect(x+fs*0.05, y+fs*0.05, w, ht, color.RGBA{0, 0, 0, 70})
	dst.FillRect(x, y, w, ht, army)
	dst.StrokeRect(x, y, w, ht, max(1, fs*0.045), darker(army))
	// The symbol box sits in the upper part; the stands run along the bottom.
	bw, bh := w*0.5, ht*0.42
	bx, by := float32(cx)-bw/2, y+ht*0.1
	dst.StrokeRect(bx, by, bw, bh, max(1, fs*0.045), white)
	drawTroopSymbol(dst, k.t, box{bx, by, bw, bh}, fs)
	sw := w * 0.9
	drawStands(dst, box{float32(cx) - sw/2, y + ht*0.64, sw, ht * 0.26}, k.elements, k.start, army)
}

// drawLabel writes a piece id under it, on a light halo so it reads on
// any terrain.
func drawLabel(dst *ebiten.Image, id string, x, y, s float64, pal *Palette) {
	if id == "" {
		return
	}
	f := BoldFace(max(9, s*0.28))
	tw := textWidth(id, f)
	hh := f.Size * 0.62
	vector.FillRect(dst, float32(x-tw/2-2), float32(y-hh), float32(tw+4), float32(2*hh), labelHalo, false)
	drawText(dst, id, f, x, y, pal.of().label, true)
}

// drawLabelIn writes a piece id in face f on its halo b.
func drawLabelIn(dst *ebiten.Image, id string, b labelBox, f *FontFace, pal *Palette) {
	if id == "" {
		return
	}
	vector.FillRect(dst, float32(b.x0), float32(b.y0), float32(b.x1-b.x0), float32(b.y1-b.y0), labelHalo, false)
	drawText(dst, id, f, (b.x0+b.x1)/2, (b.y0+b.y1)/2, pal.of().label, true)
}

// drawBadge is the activation group number: gold for the group acting
// now, pale for the others.
func drawBadge(dst pen, x, y, r float32, n int, acting bool, pal *Palette) {
	labelColor := pal.of().label
	fill := badgeOther
	if acting {
		fill = badgeActing
	}
	dst.FillCircle(x, y, r+1, labelColor)
	dst.FillCircle(x, y, r, fill)
	dst.Text(strconv.Itoa(n), BoldFace(float64(r)*1.45), float64(x), float64(y), labelColor)
}

// drawMovedMark is a white disc with a dark arrow: "this piece has moved".
func drawMovedMark(dst pen, x, y, r float32, pal *Palette) {
	labelColor := pal.of().label
	dst.FillCircle(x, y, r+1, labelColor)
	dst.FillCircle(x, y, r, white)
	lw := max(1.2, r*0.22)
	dst.StrokeLine(x-r*0.55, y, x+r*0.5, y, lw, labelColor)
	dst.StrokeLine(x+r*0.5, y, x+r*0.1, y-r*0.4, lw, labelColor)
	dst.StrokeLine(x+r*0.5, y, x+r*0.1, y+r*0.4, lw, labelColor)
}

// drawNoCombatMark is a red "no entry" disc: the unit may not fight.
func drawNoCombatMark(dst pen, x, y, r float32) {
	dst.FillCircle(x, y, r+1, white)
	dst.FillCircle(x, y, r, noCombatRed)
	dst.FillRect(x-r*0.65, y-r*0.2, r*1.3, r*0.4, white)
}

// drawPrejoueMark is the yellow "pré-joué" token.
func drawPrejoueMark(dst pen, x, y, r float32, pal *Palette) {
	labelColor := pal.of().label
	dst.FillRect(x-r, y-r*0.8, 2*r, 1.6*r, labelColor)
	dst.FillRect(x-r+1, y-r*0.8+1, 2*r-2, 1.6*r-2, prejoueFill)
	dst.Text("PJ", BoldFace(float64(r)*1.05), float64(x), float64(y), labelColor)
}

// drawTroopSymbol uses NATO-style marks: a cross for infantry, a slash for
// cavalry, a dot for artillery, and letters for the ancient arms.
func drawTroopSymbol(dst pen, t rules.TroopType, b box, s float32) {
	x, y, w, h := b.x, b.y, b.w, b.h
	lw := max(1.2, s*0.045)
	switch t {
	case rules.Infantry:
		dst.StrokeLine(x, y, x+w, y+h, lw, white)
		dst.StrokeLine(x, y+h, x+w, y, lw, white)
	case rules.Cavalry:
		dst.StrokeLine(x, y+h, x+w, y, lw, white)
	case rules.Artillery:
		dst.FillCircle(x+w/2, y+h/2, h*0.28, white)
	case "":
	default:
		letter := map[rules.TroopType]string{rules.Camels: "C", rules.Chariots: "Ch", rules.Elephants: "E"}[t]
		dst.Text(letter, BoldFace(float64(h)*0.9), float64(x+w/2), float64(y+h/2), white)
	}
}

// drawStands draws one stand per element: the remaining ones filled
// solid and light, the lost ones as an empty outline crossed out on the
// army's colour, so losses read at a glance, in colour or not.
func drawStands(dst pen, b box, n, start int, army color.RGBA) {
	cx, y, w, h := b.x+b.w/2, b.y, b.w, b.h
	if start <= 0 {
		return
	}
	gap := w * 0.04
	sw := (w - gap*float32(start-1)) / float32(start)
	sw = min(sw, h*1.6)
	total := sw*float32(start) + gap*float32(start-1)
	x := cx - total/2
	lw := max(1, h*0.12)
	for i := 0; i < start; i++ {
		if i < n {
			dst.FillRect(x, y, sw, h, standFill)
			dst.StrokeRect(x, y, sw, h, lw*0.8, darker(army))
		} else {
			dst.StrokeRect(x+lw/2, y+lw/2, sw-lw, h-lw, lw, standLost)
			dst.StrokeLine(x+lw, y+h-lw, x+sw-lw, y+lw, lw*0.8, standLost)
		}
		x += sw + gap
	}
}

// Stand colours: a remaining element is filled light; a lost one is an
// outline in a light tint on the army's colour.
var (
	standFill = rgb(0xf4, 0xf0, 0xe4)
	standLost = withAlpha(rgb(0xf4, 0xf0, 0xe4), 0.75)
)

// leaderRadius sizes the leader token by rank so ranks read at a glance.
var leaderRadius = map[rules.Rank]float64{rules.Commander: 0.34, rules.SubGeneral: 0.28, rules.Officer: 0.22}

// DrawLeaderView draws a leader as a round token in the army's colour (a
// gold ring and three pips for the commander, silver and two for a
// sub-general, one pip for an officer; Slot shifts tokens that share a
// hex) with his markers.
func DrawLeaderView(dst *ebiten.Image, cam Camera, lay hex.Layout, v LeaderView, pal *Palette) {
	drawLeader(dst, cam, lay, v, pal)
}

// LeaderTokenAt returns the centre and radius of a leader token on the
// screen, for drawing and for hit-testing clicks.
func LeaderTokenAt(cam Camera, lay hex.Layout, h hex.Hex, rank rules.Rank, slot int) (x, y, r float64) {
	c := cam.ToScreen(lay.ToPixel(h))
	s := lay.Size * cam.Scale
	return c.X + s*(0.48-0.42*float64(slot)), c.Y - s*0.5, s * leaderRadius[rank]
}

func drawLeader(dst *ebiten.Image, cam Camera, lay hex.Layout, v LeaderView, pal *Palette) {
	s := lay.Size * cam.Scale
	fx, fy, fr := LeaderTokenAt(cam, lay, v.Hex, v.Rank, v.Slot)
	cx, cy, r := float32(fx), float32(fy), float32(fr)
	if v.Selected {
		strokeCircle(dst, cx, cy, r+float32(s*0.07), max(2.5, float32(s*0.08)), selectRing)
	}
	drawLeaderBody(gpuPen{dst}, fx, fy, s, v.Rank, pal.Army(v.Army), pal)
	if v.Dim {
		vector.FillCircle(dst, cx, cy, r+1, dimVeil, true)
	}
	drawLeaderLabel(dst, v.ID, token{fx, fy, fr, s, v.Slot}, pal)
	br := float32(s * 0.13)
	if v.Group > 0 {
		drawBadge(gpuPen{dst}, cx-r*1.05, cy-r*0.55, br, v.Group, false, pal)
	} else if v.Activated {
		vector.FillCircle(dst, cx-r*1.05, cy-r*0.55, br*0.6, pal.Gold(), true)
	}
	if v.Moved {
		drawMovedMark(gpuPen{dst}, cx+r, cy+r*0.6, br, pal)
	}
}

// token is a leader's token as drawn: its centre and radius, the hex
// size, and his slot among the leaders of his hex.
type token struct {
	cx, cy, r, s float64
	slot         int
}

// drawLeaderLabel writes a leader's id above his token.
func drawLeaderLabel(dst *ebiten.Image, id string, tk token, pal *Palette) {
	if id == "" {
		return
	}
	f := BoldFace(max(8, tk.s*0.24))
	x0, y0, x1, y1 := leaderLabelRect(id, tk)
	vector.FillRect(dst, float32(x0), float32(y0), float32(x1-x0), float32(y1-y0), labelHalo, false)
	drawText(dst, id, f, tk.cx, (y0+y1)/2, pal.of().label, true)
}

// leaderLabelRect is the box of a leader's label (its halo): centred
// above his token, one line higher for each leader before him on the hex,
// so that leaders sharing a hex (a friendly leader with his unit's leader)
// keep readable labels instead of one written over the other.
func leaderLabelRect(id string, tk token) (x0, y0, x1, y1 float64) {
	cx, cy, r, s, slot := tk.cx, tk.cy, tk.r, tk.s, tk.slot
	f := BoldFace(max(8, s*0.24))
	ly := cy - r - s*0.12
	if slot > 0 {
		// Above the largest token, whatever the ranks on the hex.
		ly = cy - s*leaderRadius[rules.Commander] - s*0.12 - float64(slot)*f.Size*1.3
	}
	tw := textWidth(id, f)
	return cx - tw/2 - 2, ly - f.Size*0.6, cx + tw/2 + 2, ly + f.Size*0.6
}

// drawLeaderBody draws a leader's token centred on cx, cy: a gold ring and
// three pips for the commander, silver and two for a sub-general, one pip
// for an officer.
func drawLeaderBody(dst pen, fx, fy, s float64, rank rules.Rank, army color.RGBA, pal *Palette) {
	cx, cy, r := float32(fx), float32(fy), float32(s*leaderRadius[rank])
	dst.FillCircle(cx+float32(s*0.04), cy+float32(s*0.04), r, color.RGBA{0, 0, 0, 80})
	dst.FillCircle(cx, cy, r, army)
	ring, pips := color.RGBA{0xd8, 0xd8, 0xe0, 255}, 1
	switch rank {
	case rules.Commander:
		ring, pips = pal.Gold(), 3
	case rules.SubGeneral:
		pips = 2
	}
	dst.StrokeCircle(cx, cy, r, max(2, r*0.22), ring)
	pr := r * 0.17
	for i := 0; i < pips; i++ {
		px := cx + (float32(i)-float32(pips-1)/2)*pr*2.6
		dst.FillCircle(px, cy, pr, ring)
	}
}
