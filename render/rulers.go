package render

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules/hex"
)

// DrawRulers keeps the column and row numbers in view when the board is
// zoomed in: when the board's own top labels have scrolled off the top of
// the area, the columns' numbers are drawn along its top edge, and the
// rows' along its left edge when the left labels have gone, each on a
// light strip, in palette pal. A board whose labels show draws nothing
// more.
//
// corner is what covers the area's top-left corner (the web page's Files
// button, window.PageCornerAt), empty for nothing. A board that reaches
// under it has its labels there hidden: its columns' numbers are drawn
// below the corner, and the rows' from there down.
func DrawRulers(dst *ebiten.Image, cam Camera, g Geometry, cols, rows int, r, corner image.Rectangle, ui float64, pal *Palette) {
	l := PlaceRulers(cam, g, cols, rows, r, corner, ui)
	marginFill, labelColor := pal.of().margin, pal.of().label
	for _, b := range l.Bands {
		vector.FillRect(dst, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), withAlpha(marginFill, 0.85), false)
	}
	f := rulerFace(ui)
	for _, lb := range l.Labels {
		drawText(dst, lb.Text, f, lb.X, lb.Y, labelColor, true)
	}
}

// Rulers is what DrawRulers draws: the light strips and the numbers on
// them.
type Rulers struct {
	Bands  []image.Rectangle
	Labels []RulerLabel
}

// RulerLabel is a column's or a row's number, centred on X, Y, its
// text Size pixels high.
type RulerLabel struct {
	Text       string
	X, Y, Size float64
}

// Box is the label's box on the screen, a pixel round its text.
func (lb RulerLabel) Box() image.Rectangle {
	w := textWidth(lb.Text, Face(lb.Size))
	return image.Rect(int(lb.X-w/2-1), int(lb.Y-lb.Size/2-1), int(lb.X+w/2+2), int(lb.Y+lb.Size/2+2))
}

func rulerFace(ui float64) *FontFace { return BoldFace(12 * ui) }

// BoardLabels are the board's own edge labels on the screen through cam,
// the columns' along its top edge and the rows' along its left, centred
// where drawEdgeLabels draws them: what the page's corner must not cover.
func BoardLabels(cam Camera, g Geometry, cols, rows int) []RulerLabel {
	lay := g.Layout
	k := g.Layout.Size / HexSize // the geometry's resolution
	m := 11 * k
	var out []RulerLabel
	at := func(s string, x, y float64) {
		p := cam.ToScreen(hex.Point{X: x, Y: y})
		out = append(out, RulerLabel{Text: s, X: p.X, Y: p.Y, Size: 11 * cam.Scale})
	}
	for col := 1; col <= cols; col++ {
		at(strconv.Itoa(col), lay.ToPixel(hex.FromOffset(col, 1)).X, m)
	}
	for row := 1; row <= rows; row++ {
		at(strconv.Itoa(row), m, lay.ToPixel(hex.FromOffset(1, row)).Y)
	}
	return out
}

// PlaceRulers lays out DrawRulers' strips and numbers.
func PlaceRulers(cam Camera, g Geometry, cols, rows int, r, corner image.Rectangle, ui float64) Rulers {
	var out Rulers
	lay := g.Layout
	m := boardMargin * cam.Scale
	f := rulerFace(ui)
	band := 20 * ui
	// The board's box on the screen: under the corner, its labels there
	// are hidden, and the rulers go below the corner.
	board := image.Rect(int(cam.OffX), int(cam.OffY), int(cam.OffX+float64(g.W)*cam.Scale), int(cam.OffY+float64(g.H)*cam.Scale))
	covered := !corner.Empty() && board.Overlaps(corner) && corner.Overlaps(r)
	if covered {
		r.Min.Y = max(r.Min.Y, corner.Max.Y)
	}
	top := (cam.OffY+m < float64(r.Min.Y) || covered) && cam.OffY+float64(g.H)*cam.Scale > float64(r.Min.Y)+band
	left := cam.OffX+m < float64(r.Min.X) && cam.OffX+float64(g.W)*cam.Scale > float64(r.Min.X)+band
	if top {
		out.Bands = append(out.Bands, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+int(math.Round(band))))
		for col := 1; col <= cols; col++ {
			x := cam.ToScreen(lay.ToPixel(hex.FromOffset(col, 1))).X
			if x > float64(r.Min.X)+band && x < float64(r.Max.X)-8*ui {
				out.Labels = append(out.Labels, RulerLabel{Text: strconv.Itoa(col), X: x, Y: float64(r.Min.Y) + band/2, Size: 12 * ui})
			}
		}
	}
	if left {
		// The rows' numbers follow the first column in view: columns
		// alternate up and down.
		col := 1
		for c := 1; c <= cols; c++ {
			if cam.ToScreen(lay.ToPixel(hex.FromOffset(c, 1))).X >= float64(r.Min.X)+band {
				col = c
				break
			}
		}
		w := textWidth(strconv.Itoa(rows), f) + 8*ui
		out.Bands = append(out.Bands, image.Rect(r.Min.X, r.Min.Y, r.Min.X+int(math.Round(w)), r.Max.Y))
		for row := 1; row <= rows; row++ {
			y := cam.ToScreen(lay.ToPixel(hex.FromOffset(col, row))).Y
			if y > float64(r.Min.Y)+band && y < float64(r.Max.Y)-8*ui {
				out.Labels = append(out.Labels, RulerLabel{Text: strconv.Itoa(row), X: float64(r.Min.X) + w/2, Y: y, Size: 12 * ui})
			}
		}
	}
	return out
}
