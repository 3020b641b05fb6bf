//go:build !js

package window

import "image"

// pageCorner is empty: the desktop has no page around the window.
var pageCorner image.Rectangle
