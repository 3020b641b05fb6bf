package window

import "image"

// PageCorner is the corner of the window the web page keeps for its own
// Files button (web/index.html: 8 px from the left, 6 from the top), in
// logical pixels; empty on the desktop. What a window places on its own
// (a dialog, a docked card) keeps out of it: on a phone the button
// covered the briefing's title and the card's first line.
var PageCorner = pageCorner

// BelowPageCorner is area less the band the page's corner takes at its
// top, when the two meet.
func BelowPageCorner(area image.Rectangle) image.Rectangle {
	if PageCorner.Empty() || !area.Overlaps(PageCorner) {
		return area
	}
	area.Min.Y = max(area.Min.Y, PageCorner.Max.Y)
	return area
}
