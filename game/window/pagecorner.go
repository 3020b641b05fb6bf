package window

import (
	"image"
	"math"

	"estafette/render"
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

// FitClear is render.Fit of a bw×bh board into the area from (x0, y0)
// to (x1, y1), kept clear of the page's corner at device scale ui: where
// the board fitted there would reach under the corner (its edge labels,
// the columns' and the rows' first numbers, under the web page's Files
// button), it is fitted below the corner or beside it, whichever keeps
// it larger. Without a corner (the desktop) it is render.Fit's.
func FitClear(bw, bh int, x0, y0, x1, y1, ui float64) render.Camera {
	fit := func(x0, y0 float64) render.Camera {
		c := render.Fit(bw, bh, x1-x0, y1-y0)
		c.OffX += x0
		c.OffY += y0
		return c
	}
	c := fit(x0, y0)
	corner := PageCornerAt(ui)
	if corner.Empty() || !BoardBox(c, bw, bh).Overlaps(corner) {
		return c
	}
	below, beside := fit(x0, max(y0, float64(corner.Max.Y))), fit(max(x0, float64(corner.Max.X)), y0)
	switch {
	case beside.Scale > below.Scale && beside.Scale > 0:
		return beside
	case below.Scale > 0:
		return below
	}
	return c
}

// BoardBox is a bw×bh board's box on the screen through cam.
func BoardBox(cam render.Camera, bw, bh int) image.Rectangle {
	return image.Rect(int(math.Floor(cam.OffX)), int(math.Floor(cam.OffY)),
		int(math.Ceil(cam.OffX+float64(bw)*cam.Scale)), int(math.Ceil(cam.OffY+float64(bh)*cam.Scale)))
}
