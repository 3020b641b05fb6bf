package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules"
	"estafette/rules/hex"
)

// The editor's marks on the board are drawn each frame over the cached
// layers: they follow the cursor (a drag, a brush stroke, a box), and are
// only a few hexes, so no layer is redrawn while dragging.

// Editor colours: a drop the scenario rules accept outlines its hex in
// green, a refused one in red; the hexes of a selection box are tinted white.
var (
	DropOK      = rgb(0x40, 0xd0, 0x60)
	DropRefused = rgb(0xf0, 0x40, 0x30)
	BoxTint     = rgb(0xff, 0xff, 0xff)
)

// DrawHexTints tints hexes on the screen with c at alpha: a brush stroke
// before it is committed, a box selection.
func (t *Table) DrawHexTints(dst *ebiten.Image, cam Camera, hexes []hex.Hex, c color.RGBA, alpha float64) {
	if t.composed == nil {
		return
	}
	ss := spritesAt(t.res, t.pal)
	f := cam.Scale / t.res
	tint := withAlpha(c, alpha)
	for _, h := range hexes {
		if !t.board.Bounds().Contains(h) {
			continue
		}
		p := cam.ToScreen(t.World.Layout.ToPixel(h))
		ss.drawScaled(dst, ss.hexFill(), at(p.X, p.Y, f), tint)
	}
}

// DrawHexOutline outlines one hex with a thick line of colour c: the
// hovered drop target, green when the drop would be accepted, red when
// refused.
func (t *Table) DrawHexOutline(dst *ebiten.Image, cam Camera, h hex.Hex, c color.RGBA) {
	if t.composed == nil || !t.board.Bounds().Contains(h) {
		return
	}
	ss := spritesAt(t.res, t.pal)
	p := cam.ToScreen(t.World.Layout.ToPixel(h))
	f := cam.Scale / t.res
	for _, k := range []float64{1, 0.96, 0.92} {
		ss.drawScaled(dst, ss.hexLine(), at(p.X, p.Y, f*k), c)
	}
}

// DrawRoadPreview draws a road being dragged: the bar the board will show
// once it is drawn, and a dot on each hex.
func (t *Table) DrawRoadPreview(dst *ebiten.Image, cam Camera, hexes []hex.Hex, erase bool) {
	if t.composed == nil || len(hexes) == 0 {
		return
	}
	ss := spritesAt(t.res, t.pal)
	lay := t.World.Layout
	s := lay.Size * cam.Scale
	c := roadColor
	if erase {
		c = DropRefused
	}
	prev := cam.ToScreen(lay.ToPixel(hexes[0]))
	for _, h := range hexes[1:] {
		q := cam.ToScreen(lay.ToPixel(h))
		ss.segment(dst, prev, q, s*0.2, withAlpha(white, 0.8))
		ss.segment(dst, prev, q, s*0.14, c)
		prev = q
	}
	for _, h := range hexes {
		ss.dot(dst, cam.ToScreen(lay.ToPixel(h)), s*0.12, withAlpha(c, 0.9))
	}
}

// ghostAlpha is how opaque a piece being dragged is drawn.
const ghostAlpha = 0.75

// DrawGhostUnit draws a unit being dragged (its army, type and
// elements), translucent, centred on the screen point p.
func (t *Table) DrawGhostUnit(dst *ebiten.Image, cam Camera, p hex.Point, u UnitView) {
	if t.composed == nil {
		return
	}
	ss := spritesAt(t.res, t.pal)
	f := cam.Scale / t.res
	ss.drawScaled(dst, ss.unit(unitKey{u.Army % 2, u.Type, u.Elements, u.Elements}), at(p.X, p.Y, f), withAlpha(white, ghostAlpha))
}

// DrawGhostLeader draws a leader being dragged (his army and rank),
// translucent, where his token sits on a hex whose centre is at the
// screen point p.
func (t *Table) DrawGhostLeader(dst *ebiten.Image, cam Camera, p hex.Point, l LeaderView) {
	if t.composed == nil {
		return
	}
	ss := spritesAt(t.res, t.pal)
	f := cam.Scale / t.res
	s := t.World.Layout.Size * cam.Scale
	ss.drawScaled(dst, ss.leader(leaderKey{l.Army % 2, l.Rank}), at(p.X+s*0.48, p.Y-s*0.5, f), withAlpha(white, ghostAlpha))
}

// EdgeStrip draws a strip of army's colour along its own table edge, on
// the board's outer margin, so that the edge chosen in the settings shows
// without hiding the terrain.
func (t *Table) EdgeStrip(dst *ebiten.Image, cam Camera, edge rules.Edge, army int) {
	w, h := float64(t.World.W), float64(t.World.H)
	const th = 7.0 // world pixels
	var x0, y0, x1, y1 float64
	switch edge {
	case rules.North:
		x0, y0, x1, y1 = 0, 0, w, th
	case rules.South:
		x0, y0, x1, y1 = 0, h-th, w, h
	case rules.West:
		x0, y0, x1, y1 = 0, 0, th, h
	case rules.East:
		x0, y0, x1, y1 = w-th, 0, w, h
	default:
		return
	}
	a := cam.ToScreen(hex.Point{X: x0, Y: y0})
	b := cam.ToScreen(hex.Point{X: x1, Y: y1})
	vector.FillRect(dst, float32(a.X), float32(a.Y), float32(b.X-a.X), float32(b.Y-a.Y), t.pal.Army(army), false)
}
