package window

import "math"

// ZoomStep is the camera's zoom for one notch of the wheel (and one
// step of a pinch): the wheel zooms by whole notches.
const ZoomStep = 1.15

// WheelUnit is what a wheel's delta counts, as the browser's WheelEvent
// deltaMode says (pixels, lines, pages), or the desktop's notches.
type WheelUnit int

const (
	// WheelPixels is DOM_DELTA_PIXEL: about 100 a notch (Chromium 100,
	// Firefox 114), a few at a time from a trackpad.
	WheelPixels WheelUnit = iota
	// WheelLines is DOM_DELTA_LINE: three a notch.
	WheelLines
	// WheelPages is DOM_DELTA_PAGE: one a notch.
	WheelPages
	// WheelNotches is the desktop's offset (GLFW's): one a notch, a
	// fraction from a trackpad or a smooth-scrolling mouse.
	WheelNotches
)

// perNotch is how many of each unit one notch of a mouse wheel sends.
var perNotch = [...]float64{WheelPixels: 100, WheelLines: 3, WheelPages: 1, WheelNotches: 1}

// Notches turns a wheel's deltas into notches, whatever the device
// reports, so that a notch is one zoom step and three log lines in every
// browser. A delta of 0.4 notch or more is a mouse wheel's (Firefox
// sends 48 px a notch where lines are 16 px): it counts
// as the nearest whole number of notches (at least one), so that
// Firefox's 114 pixels are one notch, not 1.14 that would add a notch
// every seventh. Smaller deltas, a trackpad's or a smooth wheel's, add up
// until they make a notch. One Notches per axis.
type Notches struct {
	acc float64 // the small deltas not yet a notch, in notches
}

// Add takes one event's delta (the browser's sign: positive scrolls
// down; the desktop's: positive scrolls up, the caller's affair) and
// returns the whole notches it completes, signed as the delta.
func (n *Notches) Add(delta float64, unit WheelUnit) int {
	if delta == 0 || unit < 0 || int(unit) >= len(perNotch) || math.IsNaN(delta) || math.IsInf(delta, 0) {
		return 0
	}
	d := delta / perNotch[unit]
	if math.Abs(d) >= 0.4 {
		// A wheel's notch: whole, and what a trackpad had gathered the
		// other way is forgotten.
		n.acc = 0
		return int(math.Copysign(max(1, math.Round(math.Abs(d))), d))
	}
	if (n.acc > 0) != (d > 0) {
		n.acc = 0 // turned back: start again from nothing
	}
	n.acc += d
	whole := math.Trunc(n.acc)
	n.acc -= whole
	return int(whole)
}
