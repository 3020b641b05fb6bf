package render

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules"
	"estafette/rules/hex"
)

// Sprites. Vector paths are drawn once per look into small images; the
// board, the highlights and the pieces are then assembled from those
// images with DrawImage, which Ebiten batches into a few draw calls. On a
// software renderer a 60×40 board drawn hex by hex with vector paths took
// seconds; from sprites it takes milliseconds.

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
func (ss *spriteSet) hexSprite(name string, draw func(img *ebiten.Image)) sprite {
	return ss.get(name, func() sprite {
		img := ebiten.NewImage(ss.w, ss.h)
		draw(img)
		return sprite{img, ss.ox, ss.oy}
	})
}

// hexFill is a white hex, tinted to fill hexes.
func (ss *spriteSet) hexFill() sprite {
	return ss.hexSprite("hexFill", func(img *ebiten.Image) { fillPolygon(img, ss.corners[:], white) })
}

// hexLine is a hex's white outline.
func (ss *spriteSet) hexLine() sprite {
	return ss.hexSprite("hexLine", func(img *ebiten.Image) { strokePolygon(img, ss.corners[:], float32(max(1, ss.k)), white) })
}

// edge is one hex edge, white, in direction d (north first).
func (ss *spriteSet) edge(d int) sprite {
	a, b := ss.corners[(d+4)%6], ss.corners[(d+5)%6]
	return ss.hexSprite("edge"+strconv.Itoa(d), func(img *ebiten.Image) {
		vector.StrokeLine(img, float32(a.X), float32(a.Y), float32(b.X), float32(b.Y), float32(2*ss.k), white, true)
	})
}

// stripes are three diagonal stripes clipped to a hex.
func (ss *spriteSet) stripes() sprite {
	return ss.hexSprite("stripes", func(img *ebiten.Image) {
		s, ox, oy := ss.s, ss.ox, ss.oy
		var p vector.Path
		for _, off := range []float64{-0.45, 0, 0.45} {
			p.MoveTo(float32(ox+off*s-0.3*s), float32(oy+0.5*s))
			p.LineTo(float32(ox+off*s+0.3*s), float32(oy-0.5*s))
		}
		vector.StrokePath(img, &p, &vector.StrokeOptions{Width: float32(2 * ss.k)}, pathOpts(white))
		// Clip the stripes to the hex: erase what falls outside it.
		mask := ebiten.NewImage(ss.w, ss.h)
		fillPolygon(mask, ss.corners[:], white)
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationIn}
		img.DrawImage(mask, op)
		mask.Deallocate()
	})
}

// mark is a terrain's symbol (markedTerrain), and whether it has one.
func (ss *spriteSet) mark(t string) (sprite, bool) {
	if !markedTerrain[t] {
		return sprite{}, false
	}
	return ss.hexSprite("mark:"+t, func(img *ebiten.Image) { drawTerrainMark(img, ss.hexLayout(), hex.Hex{}, t, float32(ss.k)) }), true
}

// disc is a white disc of radius discR.
func (ss *spriteSet) disc() sprite {
	return ss.get("disc", func() sprite {
		img := ebiten.NewImage(int(2*discR+4), int(2*discR+4))
		vector.FillCircle(img, discR+2, discR+2, discR, white, true)
		return sprite{img, discR + 2, discR + 2}
	})
}

// bar is a white bar barW wide, stretched along segments.
func (ss *spriteSet) bar() sprite {
	return ss.get("bar", func() sprite {
		img := ebiten.NewImage(int(barL), int(barW+4))
		vector.FillRect(img, 0, 2, barL, barW, white, true)
		return sprite{img, 0, barW/2 + 2}
	})
}

// head is a white arrowhead pointing along +x.
func (ss *spriteSet) head() sprite {
	return ss.get("head", func() sprite {
		img := ebiten.NewImage(int(2*discR+4), int(2*discR+4))
		var hp vector.Path
		hp.MoveTo(2*discR+2, discR+2)
		hp.LineTo(2, 2+discR*0.25)
		hp.LineTo(2, 2+discR*1.75)
		hp.Close()
		vector.FillPath(img, &hp, &vector.FillOptions{}, pathOpts(white))
		return sprite{img, 2*discR + 2, discR + 2}
	})
}

// newPieceSprite draws a piece into an image of w×h hex sizes, centred.
func (ss *spriteSet) newPieceSprite(wf, hf float64, draw func(img *ebiten.Image, cx, cy float64)) sprite {
	w, h := int(math.Ceil(wf*ss.s)), int(math.Ceil(hf*ss.s))
	img := ebiten.NewImage(w, h)
	cx, cy := float64(w)/2, float64(h)/2
	draw(img, cx, cy)
	return sprite{img, cx, cy}
}

// unit returns the body of a unit: base, symbol and stands.
func (ss *spriteSet) unit(k unitKey) sprite {
	if sp, ok := ss.units[k]; ok {
		return sp
	}
	sp := ss.newPieceSprite(1.35, 1.0, func(img *ebiten.Image, cx, cy float64) {
		drawUnitBody(img, hex.Point{X: cx, Y: cy}, ss.s, k, ss.pal)
	})
	ss.units[k] = sp
	return sp
}

func (ss *spriteSet) leader(k leaderKey) sprite {
	if sp, ok := ss.leaders[k]; ok {
		return sp
	}
	sp := ss.newPieceSprite(0.9, 0.9, func(img *ebiten.Image, cx, cy float64) {
		drawLeaderBody(img, cx, cy, ss.s, k.rank, ss.pal.Army(k.army), ss.pal)
	})
	ss.leaders[k] = sp
	return sp
}

func (ss *spriteSet) badge(k badgeKey) sprite {
	if sp, ok := ss.badges[k]; ok {
		return sp
	}
	r := float32(ss.s * 0.17)
	sp := ss.newPieceSprite(0.5, 0.5, func(img *ebiten.Image, cx, cy float64) {
		drawBadge(img, float32(cx), float32(cy), r, k.n, k.acting, ss.pal)
	})
	ss.badges[k] = sp
	return sp
}

// The markers, each made on first use: moved, no combat, pré-joué, the
// selection's rings and an activated leader's dot.

func (ss *spriteSet) marker(name string, draw func(img *ebiten.Image, cx, cy float64)) sprite {
	return ss.get(name, func() sprite { return ss.newPieceSprite(0.5, 0.5, draw) })
}

func (ss *spriteSet) moved() sprite {
	r := float32(ss.s * 0.17)
	return ss.marker("moved", func(img *ebiten.Image, cx, cy float64) { drawMovedMark(img, float32(cx), float32(cy), r, ss.pal) })
}

func (ss *spriteSet) noCombat() sprite {
	r := float32(ss.s * 0.17)
	return ss.marker("noCombat", func(img *ebiten.Image, cx, cy float64) { drawNoCombatMark(img, float32(cx), float32(cy), r) })
}

func (ss *spriteSet) prejoue() sprite {
	r := float32(ss.s * 0.17)
	return ss.marker("prejoue", func(img *ebiten.Image, cx, cy float64) { drawPrejoueMark(img, float32(cx), float32(cy), r, ss.pal) })
}

// unitRing is the selected unit's ring.
func (ss *spriteSet) unitRing() sprite {
	return ss.get("unitRing", func() sprite {
		fs := float32(ss.s)
		return ss.newPieceSprite(1.5, 1.1, func(img *ebiten.Image, cx, cy float64) {
			w, ht := fs*1.12, fs*0.74
			x, y := float32(cx)-w/2, float32(cy)-ht/2
			vector.StrokeRect(img, x-fs*0.07, y-fs*0.07, w+fs*0.14, ht+fs*0.14, max(2.5, fs*0.09), selectRing, true)
		})
	})
}

// leaderDot marks a leader activated without a group of his own.
func (ss *spriteSet) leaderDot() sprite {
	return ss.get("leaderDot", func() sprite {
		return ss.newPieceSprite(0.3, 0.3, func(img *ebiten.Image, cx, cy float64) {
			vector.FillCircle(img, float32(cx), float32(cy), float32(ss.s*0.08), ss.pal.Gold(), true)
		})
	})
}

// ring is the selected leader's ring, by rank.
func (ss *spriteSet) ring(rk rules.Rank) sprite {
	return ss.get("ring:"+string(rk), func() sprite {
		fs := float32(ss.s)
		r := float32(ss.s * leaderRadius[rk])
		return ss.newPieceSprite(1, 1, func(img *ebiten.Image, cx, cy float64) {
			strokeCircle(img, float32(cx), float32(cy), r+fs*0.07, max(2.5, fs*0.08), selectRing)
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

// dot draws a disc of radius r.
func (ss *spriteSet) dot(dst *ebiten.Image, p hex.Point, r float64, c color.Color) {
	ss.drawScaled(dst, ss.disc(), at(p.X, p.Y, r/discR), c)
}
