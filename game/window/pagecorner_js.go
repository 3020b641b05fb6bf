//go:build js

package window

import "image"

// pageCorner is the Files button's box and a margin round it, in CSS
// pixels: on a touch screen the button is a finger's 44 pixels high
// (web/index.html).
var pageCorner = func() image.Rectangle {
	if coarsePointer() {
		return image.Rect(0, 0, 116, 56)
	}
	return image.Rect(0, 0, 104, 40)
}()
