//go:build !js

package window

import "time"

// touchEvents is the page's touch events; the desktop has none (the
// system turns a touch screen's taps into clicks, and Ebiten's fingers
// are read at each frame instead).
func touchEvents(float64, func(TouchEvent)) (time.Duration, bool) { return 0, false }
