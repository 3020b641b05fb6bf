package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules/hex"
)

// Highlight colours. The command zone is a warm tint, the influence zone a
// violet outline, the reach teal (still fights) or striped orange
// ("sans combat"): each reads apart from the others without relying on
// hue alone.
var (
	CommandTint      = color.RGBA{0xff, 0xd8, 0x30, 0xff}
	InfluenceLine    = color.RGBA{0x8a, 0x2c, 0xd0, 0xff}
	ReachFightTint   = color.RGBA{0x10, 0xb0, 0xa0, 0xff}
	ReachNoFightTint = color.RGBA{0xf0, 0x80, 0x20, 0xff}
	TargetLine       = color.RGBA{0xe0, 0x20, 0x20, 0xff}
	TrailColor       = color.RGBA{0x20, 0x20, 0x28, 0xff}
	selectedHexLine  = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// Alphas of the highlights: clear for the selection, faint for the hover.
const (
	CommandAlpha      = 0.42
	HoverCommandAlpha = 0.18
	ReachAlpha        = 0.45
)

func withAlpha(c color.RGBA, a float64) color.RGBA {
	// Premultiplied, as Ebiten expects.
	f := func(v uint8) uint8 { return uint8(math.Round(float64(v) * a)) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), uint8(math.Round(255 * a))}
}

// fillZone tints every hex of a zone.
func fillZone(dst *ebiten.Image, ss *spriteSet, lay hex.Layout, hexes []hex.Hex, c color.RGBA, alpha float64) {
	tint := withAlpha(c, alpha)
	for _, h := range hexes {
		p := lay.ToPixel(h)
		ss.draw(dst, ss.hexFill(), p.X, p.Y, tint)
	}
}

// outlineZone strokes the border of a zone: the hex edges between a hex
// inside and a hex outside. width is in multiples of the edge sprite's.
func outlineZone(dst *ebiten.Image, ss *spriteSet, lay hex.Layout, hexes []hex.Hex, c color.RGBA, alpha, width float64) {
	if len(hexes) == 0 {
		return
	}
	in := make(map[hex.Hex]bool, len(hexes))
	for _, h := range hexes {
		in[h] = true
	}
	tint := withAlpha(c, alpha)
	for _, h := range hexes {
		p := lay.ToPixel(h)
		for d := 0; d < 6; d++ {
			if in[h.Neighbor(d)] {
				continue
			}
			if width == 1 {
				ss.draw(dst, ss.edge(d), p.X, p.Y, tint)
				continue
			}
			// A thicker line: the edge drawn again, nudged toward the
			// zone's inside.
			n := lay.ToPixel(h.Neighbor(d))
			dx, dy := p.X-n.X, p.Y-n.Y
			l := math.Hypot(dx, dy)
			for i := 0.0; i < width; i++ {
				off := i * ss.k * 1.6 / l
				ss.draw(dst, ss.edge(d), p.X+dx*off, p.Y+dy*off, tint)
			}
		}
	}
}

// stripeZone draws diagonal stripes across each hex, so the "sans
// combat" reach differs from the fighting reach by pattern as well.
func stripeZone(dst *ebiten.Image, ss *spriteSet, lay hex.Layout, hexes []hex.Hex, c color.RGBA) {
	tint := withAlpha(c, 0.6)
	for _, h := range hexes {
		p := lay.ToPixel(h)
		ss.draw(dst, ss.stripes(), p.X, p.Y, tint)
	}
}

// drawOverlay draws the scene's zones, reach, targets and trail onto a
// layer the size of the board image.
func drawOverlay(dst *ebiten.Image, ss *spriteSet, lay hex.Layout, sc *Scene) {
	fillZone(dst, ss, lay, sc.HoverCommand, CommandTint, HoverCommandAlpha)
	fillZone(dst, ss, lay, sc.Command, CommandTint, CommandAlpha)
	fillZone(dst, ss, lay, sc.ReachFight, ReachFightTint, ReachAlpha)
	fillZone(dst, ss, lay, sc.ReachNoFight, ReachNoFightTint, ReachAlpha)
	stripeZone(dst, ss, lay, sc.ReachNoFight, ReachNoFightTint)
	outlineZone(dst, ss, lay, sc.HoverInfluence, InfluenceLine, 0.6, 1)
	outlineZone(dst, ss, lay, sc.Influence, InfluenceLine, 1, 2)
	for _, h := range sc.Targets {
		outlineZone(dst, ss, lay, []hex.Hex{h}, TargetLine, 1, 2)
	}
	if sc.HasSelected {
		outlineZone(dst, ss, lay, []hex.Hex{sc.Selected}, selectedHexLine, 0.9, 1)
	}
	drawObjectives(dst, ss, lay, sc.Objectives)
	for _, p := range sc.Trails {
		drawArrow(dst, ss, lay, p, darker(ss.pal.Army(sc.TrailsArmy)))
	}
	drawArrow(dst, ss, lay, sc.Trail, TrailColor)
	for _, h := range sc.StepTo {
		outlineZone(dst, ss, lay, []hex.Hex{h}, selectedHexLine, 1, 3)
	}
	if sc.Combat {
		outlineZone(dst, ss, lay, []hex.Hex{sc.CombatFrom}, selectedHexLine, 1, 3)
		outlineZone(dst, ss, lay, []hex.Hex{sc.CombatTo}, TargetLine, 1, 3)
		drawArrow(dst, ss, lay, []hex.Hex{sc.CombatFrom, sc.CombatTo}, TargetLine)
	}
}

// drawArrow draws a path through hex centres with an arrowhead at its end
// and a dot at its start, on a light casing so it shows on any terrain.
func drawArrow(dst *ebiten.Image, ss *spriteSet, lay hex.Layout, path []hex.Hex, c color.RGBA) {
	if len(path) < 2 {
		return
	}
	pts := make([]hex.Point, len(path))
	for i, h := range path {
		pts[i] = lay.ToPixel(h)
	}
	// Stop short of the last centre so the head does not hide the piece.
	last, prev := pts[len(pts)-1], pts[len(pts)-2]
	dx, dy := last.X-prev.X, last.Y-prev.Y
	n := math.Hypot(dx, dy)
	ux, uy := dx/n, dy/n
	hs := lay.Size * 0.3
	tip := hex.Point{X: last.X - ux*lay.Size*0.3, Y: last.Y - uy*lay.Size*0.3}
	base := hex.Point{X: tip.X - ux*hs, Y: tip.Y - uy*hs}
	line := append(pts[:len(pts)-1:len(pts)-1], base)
	casing := withAlpha(white, 0.85)
	k := ss.k
	for i := 1; i < len(line); i++ {
		ss.segment(dst, line[i-1], line[i], 7*k, casing)
	}
	a := math.Atan2(uy, ux)
	ss.drawScaled(dst, ss.head(), place{tip.X + ux*2*k, tip.Y + uy*2*k, (hs + 4*k) / (2 * discR), (hs + 4*k) / (2 * discR) * 1.2, a}, casing)
	for i := 1; i < len(line); i++ {
		ss.segment(dst, line[i-1], line[i], 3.5*k, c)
	}
	ss.drawScaled(dst, ss.head(), place{tip.X, tip.Y, hs / (2 * discR), hs / (2 * discR) * 1.2, a}, c)
	ss.dot(dst, pts[0], lay.Size*0.14, casing)
	ss.dot(dst, pts[0], lay.Size*0.1, c)
}
