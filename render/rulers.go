package render

import (
	"image"
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
func DrawRulers(dst *ebiten.Image, cam Camera, g Geometry, cols, rows int, r image.Rectangle, ui float64, pal *Palette) {
	marginFill, labelColor := pal.of().margin, pal.of().label
	lay := g.Layout
	m := boardMargin * cam.Scale
	f := BoldFace(12 * ui)
	band := 20 * ui
	aw, ah := area(r)
	top := cam.OffY+m < 0 && cam.OffY+float64(g.H)*cam.Scale > band
	left := cam.OffX+m < 0 && cam.OffX+float64(g.W)*cam.Scale > band
	if top {
		vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(aw), float32(band), withAlpha(marginFill, 0.85), false)
		for col := 1; col <= cols; col++ {
			x := cam.ToScreen(lay.ToPixel(hex.FromOffset(col, 1))).X
			if x > float64(r.Min.X)+band && x < float64(r.Max.X)-8*ui {
				drawText(dst, strconv.Itoa(col), f, x, float64(r.Min.Y)+band/2, labelColor, true)
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
		vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(w), float32(ah), withAlpha(marginFill, 0.85), false)
		for row := 1; row <= rows; row++ {
			y := cam.ToScreen(lay.ToPixel(hex.FromOffset(col, row))).Y
			if y > float64(r.Min.Y)+band && y < float64(r.Max.Y)-8*ui {
				drawText(dst, strconv.Itoa(row), f, float64(r.Min.X)+w/2, y, labelColor, true)
			}
		}
	}
}
