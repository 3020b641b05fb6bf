package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules"
	"estafette/rules/hex"
)

// Table draws the board from cached images the size of the board at
// resolution Res (image pixels per world pixel): the composed board — the
// static board with the highlights and the pieces drawn over it from
// sprites — redrawn when the scene's keys change, and the static board,
// kept apart from the first change on to redraw from. A frame costs one
// image draw, which matters on a software renderer where each full-screen
// draw costs milliseconds; a change costs one copy of the static board
// and a sprite per highlighted hex and per piece, fewer pixels than
// flattening full-size layers; the first frame makes one image.
type Table struct {
	board *rules.Board
	pal   *Palette // the window's palette: the board and its pieces are drawn in it
	// World is the world geometry: hex centres in world pixels.
	World Geometry

	res      float64
	layout   hex.Layout // hex centres in the images' pixels
	static   *Board     // made on the first change after the first frame
	composed *ebiten.Image
	ovKey    int
	pcKey    int
	valid    bool // composed shows the keys
	fresh    bool // composed was just made: nothing drawn in it yet

	// Redraws counts the composed board's redraws, for tests.
	Redraws int

	drawOp ebiten.DrawImageOptions
}

// NewTable prepares a board's images, to be drawn in palette pal (nil:
// the default); nothing is drawn until Update. A window whose palette
// changes makes a new table.
func NewTable(b *rules.Board, pal *Palette) *Table {
	return &Table{board: b, pal: pal, World: BoardGeometry(b)}
}

// Palette returns the palette the table draws in.
func (t *Table) Palette() *Palette { return t.pal.of() }

// MaxLayerSide bounds the cached layers' sides in pixels: a larger zoom
// scales the layer up rather than allocate a huge image.
const MaxLayerSide = 4096

// ResolutionFor picks a layer resolution for a camera scale: the scale
// times the device scale, rounded to a step of √2 so that zooming does not
// redraw the board at every wheel notch, and capped by MaxLayerSide.
func (t *Table) ResolutionFor(scale float64) float64 {
	return t.capped(math.Pow(math.Sqrt2, math.Ceil(math.Log(scale)/math.Log(math.Sqrt2)-0.05)))
}

// FirstResolutionFor is the resolution of a window's first layers: the
// camera's scale itself, capped as ResolutionFor caps it, so that the
// first frame draws the board pixel for pixel (Draw). It stays until the
// zoom changes.
func (t *Table) FirstResolutionFor(scale float64) float64 { return t.capped(scale) }

// capped bounds a resolution by the largest layer an image may hold.
func (t *Table) capped(k float64) float64 {
	side := float64(max(t.World.W, t.World.H))
	limit := float64(MaxLayerSide)
	if m := ebiten.MaxImageSize(); m > 0 && float64(m) < limit {
		limit = float64(m)
	}
	return math.Max(0.25, math.Min(k, limit/side))
}

// Resolution returns the layers' current resolution.
func (t *Table) Resolution() float64 { return t.res }

// SetResolution makes the images again at resolution k when it differs.
func (t *Table) SetResolution(k float64) {
	if k == t.res && t.composed != nil {
		return
	}
	t.res = k
	t.Release()
	g := BoardGeometryAt(t.board, k)
	t.layout = g.Layout
	t.composed = ebiten.NewImage(g.W, g.H)
	t.valid, t.fresh = false, true
}

// Layout returns the hex layout of the cached images' pixels.
func (t *Table) Layout() hex.Layout { return t.layout }

// Update redraws the composed board when the scene's keys changed: the
// static board, then the highlights, then the pieces. The first time at
// a resolution, the board is drawn straight into the composed image and
// kept apart only when a later change needs it: the first frame makes one
// board-sized image, not two, nor copies one into the other.
func (t *Table) Update(sc *Scene) {
	if t.composed == nil {
		t.SetResolution(1)
	}
	if t.valid && sc.OverlayKey == t.ovKey && sc.PiecesKey == t.pcKey {
		return
	}
	ss := spritesAt(t.res, t.pal)
	switch {
	case t.fresh:
		drawBoard(t.composed, t.board, t.res, t.pal)
	default:
		if t.static == nil {
			t.static = NewBoardAt(t.board, t.res, t.pal)
		}
		op := &t.drawOp
		op.GeoM.Reset()
		op.ColorScale.Reset()
		op.Filter = ebiten.FilterNearest
		op.Blend = ebiten.BlendCopy
		t.composed.DrawImage(t.static.Image, op)
		op.Blend = ebiten.BlendSourceOver
	}
	drawOverlay(t.composed, ss, t.layout, sc)
	drawPieces(t.composed, ss, t.layout, sc)
	t.ovKey, t.pcKey, t.valid, t.fresh = sc.OverlayKey, sc.PiecesKey, true, false
	t.Redraws++
}

// minLabelHex is the smallest hex size, in layer pixels, that shows ids.
const minLabelHex = 22

// dimScale greys a piece the selected leader cannot activate.
var dimScale = color.RGBA{0x70, 0x70, 0x70, 0xb0}

// drawPieces draws the units, then the leaders on top, from sprites.
func drawPieces(dst *ebiten.Image, ss *spriteSet, lay hex.Layout, sc *Scene) {
	s := ss.s
	// Zoomed far out, ids would cover the pieces: the tooltip names them.
	labels := s >= minLabelHex
	var unitLabels, leaderLabels []labelBox
	if labels {
		unitLabels, leaderLabels = placedLabels(lay, s, sc)
	}
	for i := range sc.Units {
		u := &sc.Units[i]
		p := lay.ToPixel(u.Hex)
		if u.Selected {
			ss.draw(dst, ss.unitRing(), p.X, p.Y, nil)
		}
		var tint color.Color
		if u.Dim {
			tint = dimScale
		}
		ss.draw(dst, ss.unit(unitKey{u.Army % 2, u.Type, u.Elements, max(u.StartElements, u.Elements)}), p.X, p.Y, tint)
		if labels {
			drawLabelIn(dst, u.ID, unitLabels[i], BoldFace(max(9, s*0.28)), ss.pal)
		}
		at := func(i int) (float64, float64) {
			return p.X + unitMarkerOffsets[i][0]*s, p.Y + unitMarkerOffsets[i][1]*s
		}
		if u.Group > 0 {
			x, y := at(0)
			ss.draw(dst, ss.badge(badgeKey{u.Group, u.Acting}), x, y, nil)
		}
		if u.Moved {
			x, y := at(1)
			ss.draw(dst, ss.moved(), x, y, nil)
		}
		if u.NoCombat {
			x, y := at(2)
			ss.draw(dst, ss.noCombat(), x, y, nil)
		}
		if u.Prejoue {
			x, y := at(3)
			ss.draw(dst, ss.prejoue(), x, y, nil)
		}
	}
	cam := Camera{Scale: 1}
	for i := range sc.Leaders {
		l := &sc.Leaders[i]
		x, y, r := LeaderTokenAt(cam, lay, l.Hex, l.Rank, l.Slot)
		if l.Selected {
			ss.draw(dst, ss.ring(l.Rank), x, y, nil)
		}
		var tint color.Color
		if l.Dim {
			tint = dimScale
		}
		ss.draw(dst, ss.leader(leaderKey{l.Army % 2, l.Rank}), x, y, tint)
		if labels {
			drawLabelIn(dst, l.ID, leaderLabels[i], BoldFace(max(8, s*0.24)), ss.pal)
		}
		if l.Group > 0 {
			sp := ss.badge(badgeKey{l.Group, false})
			ss.drawScaled(dst, sp, at(x-r*1.05, y-r*0.55, 0.8), nil)
		} else if l.Activated {
			ss.draw(dst, ss.leaderDot(), x-r*1.05, y-r*0.55, nil)
		}
		if l.Moved {
			ss.drawScaled(dst, ss.moved(), at(x+r, y+r*0.6, 0.8), nil)
		}
	}
}

// Draw draws the composed board through the camera.
func (t *Table) Draw(dst *ebiten.Image, cam Camera) {
	if t.composed == nil {
		return
	}
	op := &t.drawOp
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Blend = ebiten.BlendSourceOver
	s := cam.Scale / t.res
	if s == 1 {
		// The board at its own resolution, pixel for pixel: the first
		// frame's case (FirstResolutionFor), which then needs no linear
		// filter, a shader less to compile before it.
		op.Filter = ebiten.FilterNearest
		op.GeoM.Translate(math.Round(cam.OffX), math.Round(cam.OffY))
	} else {
		op.Filter = ebiten.FilterLinear
		op.GeoM.Scale(s, s)
		op.GeoM.Translate(cam.OffX, cam.OffY)
	}
	dst.DrawImage(t.composed, op)
}

// DrawPath draws the previewed path of a move on the screen, through the
// camera: the one thing on the board that follows the cursor each frame.
func (t *Table) DrawPath(dst *ebiten.Image, cam Camera, path []hex.Hex, fight bool) {
	if len(path) < 2 || t.composed == nil {
		return
	}
	ss := spritesAt(t.res, t.pal)
	lay := t.World.Layout
	c := darker(ReachFightTint)
	if !fight {
		c = darker(ReachNoFightTint)
	}
	s := lay.Size * cam.Scale
	prev := cam.ToScreen(lay.ToPixel(path[0]))
	for _, h := range path[1:] {
		q := cam.ToScreen(lay.ToPixel(h))
		ss.segment(dst, prev, q, max(4, s*0.16), white)
		prev = q
	}
	prev = cam.ToScreen(lay.ToPixel(path[0]))
	for _, h := range path[1:] {
		q := cam.ToScreen(lay.ToPixel(h))
		ss.segment(dst, prev, q, max(2, s*0.07), c)
		ss.dot(dst, q, max(3, s*0.1), c)
		prev = q
	}
}

// DrawBoard draws a window's board: the scene brought up to date, the
// background around the board in area, the board with its pieces, then
// the hovered hex (none for hex.None) and the path to it. The table, the
// viewer and the editor all start their frame with it.
func (t *Table) DrawBoard(dst *ebiten.Image, cam Camera, area image.Rectangle, sc *Scene, hover hex.Hex, path []hex.Hex, fight bool) {
	t.Update(sc)
	FillAround(dst, cam, t.World, area, t.pal)
	t.Draw(dst, cam)
	if hover == hex.None {
		return
	}
	t.DrawHover(dst, cam, hover)
	if path != nil {
		t.DrawPath(dst, cam, path, fight)
	}
}

// DrawHover outlines the hex under the cursor.
func (t *Table) DrawHover(dst *ebiten.Image, cam Camera, h hex.Hex) {
	if !t.board.Bounds().Contains(h) || t.composed == nil {
		return
	}
	ss := spritesAt(t.res, t.pal)
	p := cam.ToScreen(t.World.Layout.ToPixel(h))
	if f := cam.Scale / t.res; f != 1 {
		ss.drawScaled(dst, ss.hexLine(), at(p.X, p.Y, f), withAlpha(white, 0.8))
	} else {
		ss.draw(dst, ss.hexLine(), p.X, p.Y, withAlpha(white, 0.8))
	}
}

// Image returns the composed board (board, highlights, pieces) at the
// current resolution, as last updated: tests sample it.
func (t *Table) Image() *ebiten.Image { return t.composed }

// Release frees the table's cached images at once, rather than when the
// garbage collector finds them: the editor replaces its table whenever
// the board's terrain, roads or size change.
func (t *Table) Release() {
	if t.composed == nil {
		return
	}
	if t.static != nil {
		t.static.Image.Deallocate()
	}
	t.composed.Deallocate()
	t.static, t.composed = nil, nil
}
