package window

import "sync/atomic"

// A screen a finger plays on gets targets a finger can hit: every entry
// a tap presses at least FingerTarget CSS pixels high, as Apple's and
// Google's guidelines ask, and the panel's text TouchText times larger.

// FingerTarget is the least height of a finger's target, in CSS pixels
// (times the device scale).
const FingerTarget = 44

// TouchText is how much larger the panels' text is on a touch screen.
const TouchText = 1.2

var (
	touchSeen   atomic.Bool
	touchForced atomic.Int32 // 0: as the device says; 1: a touch screen; 2: not
)

// TouchScreen reports a screen a finger plays on: the web page on a
// device whose main pointer is coarse (a tablet, a phone), or any run
// whose input has seen a finger. It stays so once true: the layout does
// not change as the mouse and the fingers take turns.
func TouchScreen() bool {
	switch touchForced.Load() {
	case 1:
		return true
	case 2:
		return false
	}
	return touchSeen.Load() || coarsePointer()
}

// SetTouchScreen forces TouchScreen's answer (tests, screenshots); on
// false the device's own.
func SetTouchScreen(touch bool) {
	if touch {
		touchForced.Store(1)
	} else {
		touchForced.Store(0)
	}
}
