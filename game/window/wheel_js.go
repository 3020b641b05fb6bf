//go:build js

package window

import (
	"sync"
	"syscall/js"
)

// The browser's wheel events, each with its deltaMode, which Ebiten
// drops (it adds deltaY as pixels, so that Firefox's 3 lines a notch and
// Chromium's 100 pixels differ thirty-fold): a listener of our own on
// the canvas keeps them until the next tick.
var browserWheel struct {
	sync.Mutex
	listening bool
	events    []wheelEvent
}

type wheelEvent struct {
	dx, dy float64
	unit   WheelUnit
}

// wheelDeltas passes add each wheel event since the last tick, in the
// game's sense (positive: up, as ebiten.Wheel). The listener is added at
// the first tick, once Ebiten has put its canvas in the page.
func wheelDeltas(add func(dx, dy float64, unit WheelUnit)) {
	w := &browserWheel
	w.Lock()
	if !w.listening {
		w.listening = listenWheel()
	}
	events := w.events
	w.events = nil
	w.Unlock()
	for _, e := range events {
		add(-e.dx, -e.dy, e.unit)
	}
}

// listenWheel adds the listener to Ebiten's canvas, if it is there.
func listenWheel() bool {
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return false
	}
	canvas.Call("addEventListener", "wheel", js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		unit := WheelUnit(e.Get("deltaMode").Int()) // 0, 1, 2: pixels, lines, pages
		ev := wheelEvent{dx: e.Get("deltaX").Float(), dy: e.Get("deltaY").Float(), unit: unit}
		browserWheel.Lock()
		browserWheel.events = append(browserWheel.events, ev)
		browserWheel.Unlock()
		return nil
	}), map[string]any{"passive": true})
	return true
}
