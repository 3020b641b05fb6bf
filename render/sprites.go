package render

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules"
	"estafette/rules/hex"
)

// Sprites. Vector paths are drawn once per look into small images, on
// the CPU (cpuPen), each uploaded once; the board, the highlights and the
// pieces are then assembled from those images with DrawImage, which
// Ebiten batches into a few draw calls. On a software renderer a 60×40
// board drawn hex by hex with vector paths took seconds; from sprites it
// takes milliseconds.

// sprite is a small image and the point of it that lands where it is drawn.
type sprite struct {
	img    *ebiten.Image
	ox, oy float64
}

type unitKey struct {
	army            int
	t               rules.TroopType
	elements, start int
}

type leaderKey struct {
	army int
	rank rules.Rank
}

type badgeKey struct {
	n      int
	acting bool
}

// spriteSet holds the sprites of one resolution and one palette: s is
// the hex size in pixels, pal the colours of the pieces drawn in it.
// Each sprite is drawn the first time it is needed, so that the first
// frame makes only what it shows: a board without marshes never draws
// the marsh's mark, a table with nothing selected no ring.
type spriteSet struct {
	s, k    float64
	pal     *Palette
	made    map[string]sprite
	units   map[unitKey]sprite
	leaders map[leaderKey]sprite
	badges  map[badgeKey]sprite

	// The hex sprites' image size and centre, and the hex's corners there.
	w, h    int
	ox, oy  float64
	corners [6]hex.Point

	op ebiten.DrawImageOptions
}

const (
	discR = 32.0
	barW  = 12.0
	barL  = 64.0
)

// spriteKey is what a sprite set's images depend on: the resolution and
// the palette's colours, compared by value, so that two windows drawing in
// two palettes never share a piece drawn in the other's colours, and two
// windows in the same palette share their sprites.
type spriteKey struct {
	k   float64
	pal Palette
}

// spriteCache holds the sprite sets made so far. It is only ever added
// to: a set's images never change once drawn.
var spriteCache = map[spriteKey]*spriteSet{}

// spritesAt returns the sprite set of resolution k in palette pal (nil:
// the default); its sprites are made on first use.
func spritesAt(k float64, pal *Palette) *spriteSet {
	key := spriteKey{k, *pal.of()}
	if ss := spriteCache[key]; ss != nil {
		return ss
	}
	s := HexSize * k
	ss := &spriteSet{s: s, k: k, pal: &key.pal, made: map[string]sprite{}, units: map[unitKey]sprite{},
		leaders: map[leaderKey]sprite{}, badges: map[badgeKey]sprite{}}
	pad := math.Ceil(3 * k)
	ss.w, ss.h = int(math.Ceil(2*s+2*pad)), int(math.Ceil(math.Sqrt(3)*s+2*pad))
	ss.ox, ss.oy = float64(ss.w)/2, float64(ss.h)/2
	ss.corners = ss.hexLayout().Corners(hex.Hex{})
	spriteCache[key] = ss
	return ss
}

// hexLayout places a hex at the centre of a hex sprite.
func (ss *spriteSet) hexLayout() hex.Layout {
	return hex.Layout{Size: ss.s, Origin: hex.Point{X: ss.ox, Y: ss.oy}}
}

// get returns the sprite called name, made by make the first time.
func (ss *spriteSet) get(name string, make func() sprite) sprite {
	if sp, ok := ss.made[name]; ok {
		return sp
	}
	sp := make()
	ss.made[name] = sp
	return sp
}

// hexSprite draws a hex-sized sprite, centred.
func (ss *spriteSet) hexSprite(name string, draw func(p *cpuPen)) sprite {
	return ss.get(name, func() sprite {
		p := newCPUPen(ss.w, ss.h)
		draw(p)
		return sprite{p.sprite(), ss.ox, ss.oy}
	})
}

// hexFill is a white hex, tinted to fill hexes.
func (ss *spriteSet) hexFill() sprite {
	return ss.hexSprite("hexFill", func(p *cpuPen) { p.FillPolygon(ss.corners[:], white) })
}

// hexLine is a hex's white outline.
func (ss *spriteSet) hexLine() sprite {
	return ss.hexSprite("hexLine", func(p *cpuPen) { p.StrokePolygon(ss.corners[:], float32(max(1, ss.k)), white) })
}

// edge is one hex edge, white, in direction d (north first).
func (ss *spriteSet) edge(d int) sprite {
	a, b := ss.corners[(d+4)%6], ss.corners[(d+5)%6]
	return ss.hexSprite("edge"+strconv.Itoa(d), func(p *cpuPen) {
		p.StrokeLine(float32(a.X), float32(a.Y), float32(b.X), float32(b.Y), float32(2*ss.k), white)
	})
}

// stripes are three diagonal stripes clipped to a hex.
func (ss *spriteSet) stripes() sprite {
	return ss.hexSprite("stripes", func(p *cpuPen) {
		s, ox, oy := ss.s, ss.ox, ss.oy
		for _, off := range []float64{-0.45, 0, 0.45} {
			p.StrokeLine(float32(ox+off*s-0.3*s), float32(oy+0.5*s), float32(ox+off*s+0.3*s), float32(oy-0.5*s), float32(2*ss.k), white)
		}
		p.clip(ss.corners[:])
	})
}

// mark is a terrain's symbol (markedTerrain), and whether it has one.
func (ss *spriteSet) mark(t string) (sprite, bool) {
	if !markedTerrain[t] {
		return sprite{}, false
	}
	return ss.hexSprite("mark:"+t, func(p *cpuPen) { drawTerrainMark(p, ss.hexLayout(), hex.Hex{}, t, float32(ss.k)) }), true
}

// disc is a white disc of radius discR.
func (ss *spriteSet) disc() sprite {
	return ss.get("disc", func() sprite {
		p := newCPUPen(int(2*discR+4), int(2*discR+4))
		p.FillCircle(discR+2, discR+2, discR, white)
		return sprite{p.sprite(), discR + 2, discR + 2}
	})
}

// bar is a white bar barW wide, stretched along segments.
func (ss *spriteSet) bar() sprite {
	return ss.get("bar", func() sprite {
		p := newCPUPen(int(barL), int(barW+4))
		p.FillRect(0, 2, barL, barW, white)
		return sprite{p.sprite(), 0, barW/2 + 2}
	})
}

// head is a white arrowhead pointing along +x.
func (ss *spriteSet) head() sprite {
	return ss.get("head", func() sprite {
		p := newCPUPen(int(2*discR+4), int(2*discR+4))
		p.FillPolygon([]hex.Point{{X: 2*discR + 2, Y: discR + 2}, {X: 2, Y: 2 + discR*0.25}, {X: 2, Y: 2 + discR*1.75}}, white)
		return sprite{p.sprite(), 2*discR + 2, discR + 2}
	})
}

// newPieceSprite draws a piece into an image of w×h hex sizes, centred.
func (ss *spriteSet) newPieceSprite(wf, hf float64, draw func(p pen, cx, cy float64)) sprite {
	w, h := int(math.Ceil(wf*ss.s)), int(math.Ceil(hf*ss.s))
	p := newCPUPen(w, h)
	cx, cy := float64(w)/2, float64(h)/2
	draw(p, cx, cy)
	return sprite{p.sprite(), cx, cy}
}

// unit returns the body of a unit: base, symbol and stands.
func (ss *spriteSet) unit(k unitKey) sprite {
	if sp, ok := ss.units[k]; ok {
		return sp
	}
	sp := ss.newPieceSprite(1.35, 1.0, func(p pen, cx, cy float64) {
		drawUnitBody(p, hex.Point{X: cx, Y: cy}, ss.s, k, ss.pal)
	})
	ss.units[k] = sp
	return sp
}

func (ss *spriteSet) leader(k leaderKey) sprite {
	if sp, ok := ss.leaders[k]; ok {
		return sp
	}
	sp := ss.newPieceSprite(0.9, 0.9, func(p pen, cx, cy float64) {
		drawLeaderBody(p, cx, cy, ss.s, k.rank, ss.pal.Army(k.army), ss.pal)
	})
	ss.leaders[k] = sp
	return sp
}

func (ss *spriteSet) badge(k badgeKey) sprite {
	if sp, ok := ss.badges[k]; ok {
		return sp
	}
	r := float32(ss.s * 0.17)
	sp := ss.newPieceSprite(0.5, 0.5, func(p pen, cx, cy float64) {
		drawBadge(p, float32(cx), float32(cy), r, k.n, k.acting, ss.pal)
	})
	ss.badges[k] = sp
	return sp
}

// The markers, each made on first use: moved, no combat, pré-joué, the
// selection's rings and an activated leader's dot.

func (ss *spriteSet) marker(name string, draw func(p pen, cx, cy float64)) sprite {
	return ss.get(name, func() sprite { return ss.newPieceSprite(0.5, 0.5, draw) })
}

func (ss *spriteSet) moved() sprite {
	r := float32(ss.s * 0.17)
	return ss.marker("moved", func(p pen, cx, cy float64) { drawMovedMark(p, float32(cx), float32(cy), r, ss.pal) })
}

func (ss *spriteSet) noCombat() sprite {
	r := float32(ss.s * 0.17)
	return ss.marker("noCombat", func(p pen, cx, cy float64) { drawNoCombatMark(p, float32(cx), float32(cy), r) })
}

func (ss *spriteSet) prejoue() sprite {
	r := float32(ss.s * 0.17)
	return ss.marker("prejoue", func(p pen, cx, cy float64) { drawPrejoueMark(p, float32(cx), float32(cy), r, ss.pal) })
}

// unitRing is the selected unit's ring.
func (ss *spriteSet) unitRing() sprite {
	return ss.get("unitRing", func() sprite {
		fs := float32(ss.s)
		return ss.newPieceSprite(1.5, 1.1, func(p pen, cx, cy float64) {
			w, ht := fs*1.12, fs*0.74
			x, y := float32(cx)-w/2, float32(cy)-ht/2
			p.StrokeRect(x-fs*0.07, y-fs*0.07, w+fs*0.14, ht+fs*0.14, max(2.5, fs*0.09), selectRing)
		})
	})
}

// leaderDot marks a leader activated without a group of his own.
func (ss *spriteSet) leaderDot() sprite {
	return ss.get("leaderDot", func() sprite {
		return ss.newPieceSprite(0.3, 0.3, func(p pen, cx, cy float64) {
			p.FillCircle(float32(cx), float32(cy), float32(ss.s*0.08), ss.pal.Gold())
		})
	})
}

// ring is the selected leader's ring, by rank.
func (ss *spriteSet) ring(rk rules.Rank) sprite {
	return ss.get("ring:"+string(rk), func() sprite {
		fs := float32(ss.s)
		r := float32(ss.s * leaderRadius[rk])
		return ss.newPieceSprite(1, 1, func(p pen, cx, cy float64) {
			p.StrokeCircle(float32(cx), float32(cy), r+fs*0.07, max(2.5, fs*0.08), selectRing)
		})
	})
}

// draw draws a sprite with its anchor at x, y, tinted by c (nil: as is).
func (ss *spriteSet) draw(dst *ebiten.Image, sp sprite, x, y float64, c color.Color) {
	op := &ss.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Translate(math.Round(x-sp.ox), math.Round(y-sp.oy))
	if c != nil {
		op.ColorScale.ScaleWithColor(c)
	}
	dst.DrawImage(sp.img, op)
}

// place is where a sprite goes: its anchor at x, y, scaled by sx, sy,
// rotated by angle.
type place struct{ x, y, sx, sy, angle float64 }

// at is a place scaled by f the same both ways, not rotated.
func at(x, y, f float64) place { return place{x, y, f, f, 0} }

// drawScaled draws a sprite at a place, tinted by c (nil: as is).
func (ss *spriteSet) drawScaled(dst *ebiten.Image, sp sprite, pl place, c color.Color) {
	op := &ss.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterLinear
	op.GeoM.Translate(-sp.ox, -sp.oy)
	op.GeoM.Scale(pl.sx, pl.sy)
	op.GeoM.Rotate(pl.angle)
	op.GeoM.Translate(pl.x, pl.y)
	if c != nil {
		op.ColorScale.ScaleWithColor(c)
	}
	dst.DrawImage(sp.img, op)
}

// segment draws a line from a to b of width w, with round ends.
func (ss *spriteSet) segment(dst *ebiten.Image, a, b hex.Point, w float64, c color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l > 0 {
		ss.drawScaled(dst, ss.bar(), place{a.X, a.Y, l / barL, w / barW, math.Atan2(dy, dx)}, c)
	}
	ss.dot(dst, a, w/2, c)
	ss.dot(dst, b, w/2, c)
}

// road draws a road's segment from a to b, of width w with round ends,
// at a whole pixel. A board's roads run from hex centre to hex centre,
// in six directions: each direction's segment is drawn once on the CPU.
// The bar that segment stretches and turns takes Ebiten's linear
// filter, one more shader to compile before the page's first frame.
func (ss *spriteSet) road(dst *ebiten.Image, a, b hex.Point, w float64, c color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	// Two decimals tell the six directions apart at any resolution, and
	// a layout gives the same offsets everywhere on a board.
	key := "road:" + strconv.FormatFloat(dx, 'f', 2, 64) + "," + strconv.FormatFloat(dy, 'f', 2, 64) + "," + strconv.FormatFloat(w, 'f', 2, 64)
	sp := ss.get(key, func() sprite {
		r := w / 2
		x0, y0 := math.Min(0, dx)-r-1, math.Min(0, dy)-r-1
		x1, y1 := math.Max(0, dx)+r+1, math.Max(0, dy)+r+1
		p := newCPUPen(int(math.Ceil(x1-x0)), int(math.Ceil(y1-y0)))
		ax, ay := float32(-x0), float32(-y0)
		p.StrokeLine(ax, ay, ax+float32(dx), ay+float32(dy), float32(w), white)
		p.FillCircle(ax, ay, float32(r), white)
		p.FillCircle(ax+float32(dx), ay+float32(dy), float32(r), white)
		return sprite{p.sprite(), -x0, -y0}
	})
	ss.draw(dst, sp, a.X, a.Y, c)
}

// dot draws a disc of radius r.
func (ss *spriteSet) dot(dst *ebiten.Image, p hex.Point, r float64, c color.Color) {
	ss.drawScaled(dst, ss.disc(), at(p.X, p.Y, r/discR), c)
}
