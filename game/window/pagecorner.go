package window

import (
	"image"
	"math"
)

// PageCorner is the corner of the window the web page keeps for its own
// Files button (web/index.html: 8 px from the left, 6 from the top), in
// logical pixels; empty on the desktop. What a window places on its own
// (a dialog, a docked card) keeps out of it: on a phone the button
// covered the briefing's title and the card's first line.
var PageCorner = pageCorner

// PageCornerAt is the page's corner in device pixels, at device scale
// ui (PageCorner is in the page's CSS pixels: on a phone, of two or
// three device pixels each, the button covered a dialog's title).
func PageCornerAt(ui float64) image.Rectangle {
	if PageCorner.Empty() {
		return PageCorner
	}
	ui = max(ui, 1)
	return image.Rect(0, 0, int(math.Ceil(float64(PageCorner.Max.X)*ui)), int(math.Ceil(float64(PageCorner.Max.Y)*ui)))
}

// BelowPageCorner is area less the band the page's corner takes at its
// top, when the two meet, at device scale ui.
func BelowPageCorner(area image.Rectangle, ui float64) image.Rectangle {
	corner := PageCornerAt(ui)
	if corner.Empty() || !area.Overlaps(corner) {
		return area
	}
	area.Min.Y = max(area.Min.Y, corner.Max.Y)
	return area
}
