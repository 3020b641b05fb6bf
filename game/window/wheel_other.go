//go:build !js

package window

import "github.com/hajimehoshi/ebiten/v2"

// wheelDeltas passes add the wheel's turn this tick: the desktop's
// offset (GLFW's) is one a notch.
func wheelDeltas(add func(dx, dy float64, unit WheelUnit)) {
	if x, y := ebiten.Wheel(); x != 0 || y != 0 {
		add(x, y, WheelNotches)
	}
}
