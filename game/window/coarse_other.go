//go:build !js

package window

// coarsePointer is false on the desktop: its main pointer is a mouse,
// and a touch screen's taps reach it as clicks.
func coarsePointer() bool { return false }
