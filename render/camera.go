package render

import (
	"estafette/rules/hex"
)

// Camera maps board-image pixels to screen pixels: screen = board*Scale + Off.
type Camera struct {
	Scale      float64
	OffX, OffY float64
}

// Fit returns a camera that shows a board image of bw×bh pixels whole,
// centred in a w×h area.
func Fit(bw, bh int, w, h float64) Camera {
	s := min(w/float64(bw), h/float64(bh))
	return Camera{Scale: s, OffX: (w - float64(bw)*s) / 2, OffY: (h - float64(bh)*s) / 2}
}

// ToScreen converts a board-image point to the screen.
func (c Camera) ToScreen(p hex.Point) hex.Point {
	return hex.Point{X: p.X*c.Scale + c.OffX, Y: p.Y*c.Scale + c.OffY}
}

// ToBoard converts a screen point to board-image pixels.
func (c Camera) ToBoard(p hex.Point) hex.Point {
	return hex.Point{X: (p.X - c.OffX) / c.Scale, Y: (p.Y - c.OffY) / c.Scale}
}
