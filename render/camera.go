package render

import (
	"image"
	"math"

	"estafette/rules/hex"
)

// Camera maps world pixels (BoardGeometry's) to screen pixels:
// screen = world*Scale + Off. Hex↔pixel goes through the layout and the
// camera, so it stays exact at every zoom.
type Camera struct {
	Scale      float64
	OffX, OffY float64
}

// Zoom limits, as screen pixels per world pixel.
const (
	MinZoom = 0.2
	MaxZoom = 6
)

// Fit returns a camera that shows a board image of bw×bh pixels whole,
// centred in a w×h area.
func Fit(bw, bh int, w, h float64) Camera {
	s := min(w/float64(bw), h/float64(bh))
	return Camera{Scale: s, OffX: (w - float64(bw)*s) / 2, OffY: (h - float64(bh)*s) / 2}
}

// ToScreen converts a world point to the screen.
func (c Camera) ToScreen(p hex.Point) hex.Point {
	return hex.Point{X: p.X*c.Scale + c.OffX, Y: p.Y*c.Scale + c.OffY}
}

// HexBox is the box of hex h on the screen, through the world layout: what
// a tooltip or a card beside the hex must not cover.
func (c Camera) HexBox(lay hex.Layout, h hex.Hex) image.Rectangle {
	p := c.ToScreen(lay.ToPixel(h))
	r := lay.Size * c.Scale
	return image.Rect(int(p.X-r), int(p.Y-r*0.9), int(p.X+r), int(p.Y+r*0.9))
}

// ToBoard converts a screen point to world pixels.
func (c Camera) ToBoard(p hex.Point) hex.Point {
	return hex.Point{X: (p.X - c.OffX) / c.Scale, Y: (p.Y - c.OffY) / c.Scale}
}

// HexAt returns the hex under a screen point, through the world layout.
func (c Camera) HexAt(lay hex.Layout, x, y float64) hex.Hex {
	return lay.FromPixel(c.ToBoard(hex.Point{X: x, Y: y}))
}

// ZoomAt multiplies the scale by f (within MinZoom..MaxZoom), keeping the
// world point under the screen point x, y where it is: zoom toward the
// cursor.
func (c Camera) ZoomAt(x, y, f float64) Camera {
	s := math.Max(MinZoom, math.Min(MaxZoom, c.Scale*f))
	w := c.ToBoard(hex.Point{X: x, Y: y})
	return Camera{Scale: s, OffX: x - w.X*s, OffY: y - w.Y*s}
}

// Pan moves the view by dx, dy screen pixels.
func (c Camera) Pan(dx, dy float64) Camera {
	c.OffX += dx
	c.OffY += dy
	return c
}

// Clamp keeps at least margin screen pixels of a bw×bh world board inside
// a w×h view, so the board can never be lost off screen.
func (c Camera) Clamp(bw, bh int, w, h, margin float64) Camera {
	sw, sh := float64(bw)*c.Scale, float64(bh)*c.Scale
	c.OffX = math.Max(margin-sw, math.Min(w-margin, c.OffX))
	c.OffY = math.Max(margin-sh, math.Min(h-margin, c.OffY))
	return c
}
