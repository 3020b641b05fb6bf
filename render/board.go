package render

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules"
	"estafette/rules/hex"
)

// Board is the pre-rendered static board: terrain, roads, the hex grid and
// the edge labels. It is drawn once and redrawn only when the scenario's
// board changes, because per-frame vector hexes are far too slow on
// software renderers.
type Board struct {
	Layout hex.Layout // hex centres in Image's pixels
	Image  *ebiten.Image
	Scale  float64 // image pixels per world pixel (BoardGeometry's pixels)
}

// HexSize is the circumradius of a hex on the cached board image, in pixels.
const HexSize = 34

// boardMargin leaves room around the hexes for the edge labels.
const boardMargin = 26.0

// LabelMargin is the width of the board's edge labels' margin, in world
// pixels: the status line keeps clear of it.
const LabelMargin = boardMargin

// Geometry is where a board's hexes fall on its cached image.
type Geometry struct {
	Layout hex.Layout
	W, H   int // image size in pixels
}

// BoardGeometry places label 1,1 at the top-left inside the label margin.
// Its pixels are world pixels: the camera maps them to the screen.
func BoardGeometry(b *rules.Board) Geometry { return BoardGeometryAt(b, 1) }

// BoardGeometryAt is BoardGeometry drawn k times larger, for a cached
// image as sharp as the current zoom.
func BoardGeometryAt(b *rules.Board, k float64) Geometry {
	size, margin := HexSize*k, boardMargin*k
	w := 1.5*size*float64(b.Columns-1) + 2*size + 2*margin
	h := math.Sqrt(3)*size*(float64(b.Rows)+0.5) + 2*margin
	return Geometry{
		Layout: hex.Layout{Size: size, Origin: hex.Point{X: margin + size, Y: margin + size*math.Sqrt(3)/2}},
		W:      int(math.Ceil(w)),
		H:      int(math.Ceil(h)),
	}
}

// NewBoard renders the static board of a scenario at world scale, in
// palette pal (nil: the default).
func NewBoard(b *rules.Board, pal *Palette) *Board { return NewBoardAt(b, 1, pal) }

// NewBoardAt renders the static board k times larger than world scale.
// It is assembled from sprites (sprites.go): one tinted hex per terrain
// fill, a mark sprite per marked hex, a segment per road's step, an
// outline per hex.
func NewBoardAt(b *rules.Board, k float64, pal *Palette) *Board {
	g := BoardGeometryAt(b, k)
	img := ebiten.NewImage(g.W, g.H)
	drawBoard(img, b, k, pal)
	return &Board{Layout: g.Layout, Image: img, Scale: k}
}

// drawBoard draws the static board at resolution k into img, an image of
// BoardGeometryAt's size, in palette pal.
func drawBoard(img *ebiten.Image, b *rules.Board, k float64, pal *Palette) {
	lay := BoardGeometryAt(b, k).Layout
	img.Fill(pal.of().margin)
	ss := spritesAt(k, pal)
	bounds := b.Bounds()
	terrain := terrainGrid(b)
	for i, t := range terrain {
		p := lay.ToPixel(bounds.At(i))
		ss.draw(img, ss.hexFill(), p.X, p.Y, pal.Terrain(t))
	}
	for i, t := range terrain {
		if m, ok := ss.mark(t); ok {
			p := lay.ToPixel(bounds.At(i))
			ss.draw(img, m, p.X, p.Y, nil)
		}
	}
	for _, r := range b.Roads {
		for i := 1; i < len(r.Hexes); i++ {
			ss.road(img, lay.ToPixel(r.Hexes[i-1]), lay.ToPixel(r.Hexes[i]), lay.Size*0.16, roadColor)
		}
	}
	for _, hx := range bounds.All() {
		p := lay.ToPixel(hx)
		ss.draw(img, ss.hexLine(), p.X, p.Y, pal.of().grid)
	}
	drawEdgeLabels(img, lay, b, k, pal.of().label)
}

// terrainGrid resolves every hex's terrain once, in Bounds index order.
func terrainGrid(b *rules.Board) []string {
	bounds := b.Bounds()
	def := b.Terrain
	if def == "" {
		def = "clear"
	}
	out := make([]string, b.Columns*b.Rows)
	for i := range out {
		out[i] = def
	}
	for _, a := range b.Areas {
		for _, h := range a.Hexes {
			if i := bounds.Index(h); i >= 0 {
				out[i] = a.Terrain
			}
		}
	}
	return out
}

// markedTerrain lists the terrain keys drawn with a symbol.
var markedTerrain = map[string]bool{"woods": true, "hill": true, "town": true, "marsh": true, "rocky": true, "mountain": true, "bridge": true, "ford": true}

// drawTerrainMark adds a small symbol so terrain reads without relying on
// colour alone.
func drawTerrainMark(img pen, lay hex.Layout, h hex.Hex, t string, k float32) {
	c := lay.ToPixel(h)
	s := lay.Size
	x, y := float32(c.X), float32(c.Y)
	dark := rgb(0x3c, 0x5a, 0x30)
	switch t {
	case "woods":
		for _, d := range [][2]float32{{-0.35, 0.1}, {0.3, 0.15}, {0, -0.3}} {
			img.FillCircle(x+d[0]*float32(s), y+d[1]*float32(s), float32(s*0.2), dark)
		}
	case "hill":
		img.StrokeQuad(x-float32(s*0.5), y+float32(s*0.2), x, y-float32(s*0.5), x+float32(s*0.5), y+float32(s*0.2), 2*k, rgb(0x8a, 0x6a, 0x3a))
	case "town":
		for _, d := range [][2]float32{{-0.3, -0.15}, {0.05, 0.1}, {0.25, -0.25}} {
			img.FillRect(x+d[0]*float32(s), y+d[1]*float32(s), float32(s*0.22), float32(s*0.18), rgb(0x7a, 0x4a, 0x3a))
		}
	case "marsh":
		for _, dy := range []float32{-0.2, 0.05, 0.3} {
			img.StrokeLine(x-float32(s*0.35), y+dy*float32(s), x+float32(s*0.35), y+dy*float32(s), 1.5*k, rgb(0x4a, 0x7a, 0x6a))
		}
	case "rocky", "mountain":
		for _, d := range [][2]float32{{-0.25, 0.1}, {0.2, -0.15}, {0.15, 0.3}} {
			img.FillPolygon([]hex.Point{{X: c.X + float64(d[0])*s, Y: c.Y + float64(d[1])*s - s*0.15}, {X: c.X + float64(d[0])*s - s*0.14, Y: c.Y + float64(d[1])*s + s*0.1}, {X: c.X + float64(d[0])*s + s*0.14, Y: c.Y + float64(d[1])*s + s*0.1}}, rgb(0x5a, 0x50, 0x48))
		}
	case "bridge":
		img.FillRect(x-float32(s*0.5), y-float32(s*0.12), float32(s), float32(s*0.24), rgb(0x7a, 0x5a, 0x3a))
	case "ford":
		for _, dx := range []float32{-0.3, 0, 0.3} {
			img.FillCircle(x+dx*float32(s), y, float32(s*0.08), rgb(0xb0, 0xa0, 0x80))
		}
	}
}

// drawEdgeLabels writes the column numbers above and below the board and
// the row numbers beside it. They are written on the CPU into three
// strips (the columns' strip serves above and below), each uploaded
// once: Ebiten's text package drew each of Pratzen's 74 labels as a draw
// of its own, 20 ms of the page's first frame.
func drawEdgeLabels(img *ebiten.Image, lay hex.Layout, b *rules.Board, k float64, labelColor color.RGBA) {
	face := Face(11 * k)
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	m := 11 * k
	band := int(math.Ceil(2 * m))
	// Each label centred on x, y, as drawText centres it.
	put := func(dst *image.RGBA, s string, x, y float64) {
		drawTextCPU(dst, s, face, math.Round(x)-textWidth(s, face)/2, y, labelColor)
	}
	cols := image.NewRGBA(image.Rect(0, 0, w, band))
	for col := 1; col <= b.Columns; col++ {
		put(cols, strconv.Itoa(col), lay.ToPixel(hex.FromOffset(col, 1)).X, m)
	}
	left, right := image.NewRGBA(image.Rect(0, 0, band, h)), image.NewRGBA(image.Rect(0, 0, band, h))
	for row := 1; row <= b.Rows; row++ {
		put(left, strconv.Itoa(row), m, lay.ToPixel(hex.FromOffset(1, row)).Y)
		put(right, strconv.Itoa(row), m, lay.ToPixel(hex.FromOffset(b.Columns, row)).Y)
	}
	// Drawn once each (the columns' twice): their pixels go when the GPU
	// has read them.
	for _, st := range []struct {
		img  *image.RGBA
		x, y []float64
	}{
		{cols, []float64{0, 0}, []float64{0, float64(h) - 2*m}},
		{left, []float64{0}, []float64{0}},
		{right, []float64{float64(w) - 2*m}, []float64{0}},
	} {
		e := ebiten.NewImageFromImage(st.img)
		for i := range st.x {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(math.Round(st.x[i]), math.Round(st.y[i]))
			img.DrawImage(e, op)
		}
		e.Deallocate()
	}
}
