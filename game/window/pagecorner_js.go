//go:build js

package window

import "image"

// pageCorner is the Files button's box and a margin round it.
var pageCorner = image.Rect(0, 0, 104, 40)
