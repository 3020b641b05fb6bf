package render

import (
	"image/color"
	"math"

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

// spriteSet holds the sprites of one resolution: s is the hex size in
// pixels.
type spriteSet struct {
	s, k      float64
	hexFill   sprite
	hexLine   sprite
	edges     [6]sprite // one hex edge, white, per direction (north first)
	marks     map[string]sprite
	stripes   sprite
	disc      sprite // a white disc of radius discR
	bar       sprite // a white bar barW wide, stretched along segments
	head      sprite // a white arrowhead pointing along +x
	units     map[unitKey]sprite
	leaders   map[leaderKey]sprite
	badges    map[badgeKey]sprite
	moved     sprite
	noCombat  sprite
	prejoue   sprite
	unitRing  sprite
	leaderDot sprite
	rings     map[rules.Rank]sprite

	op ebiten.DrawImageOptions
}

const (
	discR = 32.0
	barW  = 12.0
	barL  = 64.0
)

var spriteCache = map[float64]*spriteSet{}

// spritesAt returns the sprites of resolution k, making the shared ones
// at once and the pieces' on first use.
func spritesAt(k float64) *spriteSet {
	if ss := spriteCache[k]; ss != nil {
		return ss
	}
	s := HexSize * k
	ss := &spriteSet{s: s, k: k, marks: map[string]sprite{}, units: map[unitKey]sprite{},
		leaders: map[leaderKey]sprite{}, badges: map[badgeKey]sprite{}, rings: map[rules.Rank]sprite{}}
	pad := math.Ceil(3 * k)
	w, h := int(math.Ceil(2*s+2*pad)), int(math.Ceil(math.Sqrt(3)*s+2*pad))
	ox, oy := float64(w)/2, float64(h)/2
	lay := hex.Layout{Size: s, Origin: hex.Point{X: ox, Y: oy}}
	corners := lay.Corners(hex.Hex{})
	newHexSprite := func(draw func(img *ebiten.Image)) sprite {
		img := ebiten.NewImage(w, h)
		draw(img)
		return sprite{img, ox, oy}
	}
	ss.hexFill = newHexSprite(func(img *ebiten.Image) { fillPolygon(img, corners[:], white) })
	ss.hexLine = newHexSprite(func(img *ebiten.Image) { strokePolygon(img, corners[:], float32(max(1, k)), white) })
	for d := 0; d < 6; d++ {
		a, b := corners[(d+4)%6], corners[(d+5)%6]
		ss.edges[d] = newHexSprite(func(img *ebiten.Image) {
			vector.StrokeLine(img, float32(a.X), float32(a.Y), float32(b.X), float32(b.Y), float32(2*k), white, true)
		})
	}
	ss.stripes = newHexSprite(func(img *ebiten.Image) {
		var p vector.Path
		for _, off := range []float64{-0.45, 0, 0.45} {
			p.MoveTo(float32(ox+off*s-0.3*s), float32(oy+0.5*s))
			p.LineTo(float32(ox+off*s+0.3*s), float32(oy-0.5*s))
		}
		vector.StrokePath(img, &p, &vector.StrokeOptions{Width: float32(2 * k)}, pathOpts(white))
		// Clip the stripes to the hex: erase what falls outside it.
		mask := ebiten.NewImage(w, h)
		fillPolygon(mask, corners[:], white)
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationIn}
		img.DrawImage(mask, op)
		mask.Deallocate()
	})
	for _, t := range []string{"woods", "hill", "town", "marsh", "rocky", "mountain", "bridge", "ford"} {
		ss.marks[t] = newHexSprite(func(img *ebiten.Image) { drawTerrainMark(img, lay, hex.Hex{}, t, float32(k)) })
	}
	disc := ebiten.NewImage(int(2*discR+4), int(2*discR+4))
	vector.FillCircle(disc, discR+2, discR+2, discR, white, true)
	ss.disc = sprite{disc, discR + 2, discR + 2}
	bar := ebiten.NewImage(int(barL), int(barW+4))
	vector.FillRect(bar, 0, 2, barL, barW, white, true)
	ss.bar = sprite{bar, 0, barW/2 + 2}
	head := ebiten.NewImage(int(2*discR+4), int(2*discR+4))
	var hp vector.Path
	hp.MoveTo(2*discR+2, discR+2)
	hp.LineTo(2, 2+discR*0.25)
	hp.LineTo(2, 2+discR*1.75)
	hp.Close()
	vector.FillPath(head, &hp, &vector.FillOptions{}, pathOpts(white))
	ss.head = sprite{head, 2*discR + 2, discR + 2}
	spriteCache[k] = ss
	return ss
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
		drawUnitBody(img, hex.Point{X: cx, Y: cy}, ss.s, k)
	})
	ss.units[k] = sp
	return sp
}

func (ss *spriteSet) leader(k leaderKey) sprite {
	if sp, ok := ss.leaders[k]; ok {
		return sp
	}
	sp := ss.newPieceSprite(0.9, 0.9, func(img *ebiten.Image, cx, cy float64) {
		drawLeaderBody(img, cx, cy, ss.s, k.rank, ArmyColors[k.army%2])
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
		drawBadge(img, float32(cx), float32(cy), r, k.n, k.acting)
	})
	ss.badges[k] = sp
	return sp
}

// markers makes the marker sprites on first use.
func (ss *spriteSet) markers() {
	if ss.moved.img != nil {
		return
	}
	r := float32(ss.s * 0.17)
	ss.moved = ss.newPieceSprite(0.5, 0.5, func(img *ebiten.Image, cx, cy float64) { drawMovedMark(img, float32(cx), float32(cy), r) })
	ss.noCombat = ss.newPieceSprite(0.5, 0.5, func(img *ebiten.Image, cx, cy float64) { drawNoCombatMark(img, float32(cx), float32(cy), r) })
	ss.prejoue = ss.newPieceSprite(0.5, 0.5, func(img *ebiten.Image, cx, cy float64) { drawPrejoueMark(img, float32(cx), float32(cy), r) })
	fs := float32(ss.s)
	ss.unitRing = ss.newPieceSprite(1.5, 1.1, func(img *ebiten.Image, cx, cy float64) {
		w, ht := fs*1.12, fs*0.74
		x, y := float32(cx)-w/2, float32(cy)-ht/2
		vector.StrokeRect(img, x-fs*0.07, y-fs*0.07, w+fs*0.14, ht+fs*0.14, max(2.5, fs*0.09), selectRing, true)
	})
	ss.leaderDot = ss.newPieceSprite(0.3, 0.3, func(img *ebiten.Image, cx, cy float64) {
		vector.FillCircle(img, float32(cx), float32(cy), float32(ss.s*0.08), gold, true)
	})
	for _, rk := range rules.Ranks {
		r := float32(ss.s * leaderRadius[rk])
		ss.rings[rk] = ss.newPieceSprite(1, 1, func(img *ebiten.Image, cx, cy float64) {
			strokeCircle(img, float32(cx), float32(cy), r+fs*0.07, max(2.5, fs*0.08), selectRing)
		})
	}
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
		ss.drawScaled(dst, ss.bar, place{a.X, a.Y, l / barL, w / barW, math.Atan2(dy, dx)}, c)
	}
	ss.dot(dst, a, w/2, c)
	ss.dot(dst, b, w/2, c)
}

// dot draws a disc of radius r.
func (ss *spriteSet) dot(dst *ebiten.Image, p hex.Point, r float64, c color.Color) {
	ss.drawScaled(dst, ss.disc, at(p.X, p.Y, r/discR), c)
}
