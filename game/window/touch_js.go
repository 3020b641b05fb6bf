//go:build js

package window

import (
	"sync"
	"syscall/js"
	"time"
)

// The page's touch events, each with its time (the browser's
// timeStamp), kept until the next tick: Ebiten reads the fingers once a
// frame, so that a tap between two frames was lost and a long press
// lasted as many frames as the device drew. A listener of our own on the
// canvas queues them.
var pageTouch struct {
	sync.Mutex
	listening bool
	events    []TouchEvent
	cssW      float64 // the canvas's width in CSS pixels, at the last event
}

// touchEvents passes add the page's touch events since the last tick,
// in device pixels of a screen w pixels wide, and returns the time now
// on their clock; ok is false until the listener is on the canvas.
func touchEvents(w float64, add func(TouchEvent)) (now time.Duration, ok bool) {
	t := &pageTouch
	t.Lock()
	if !t.listening {
		t.listening = listenTouch()
	}
	events, cssW, listening := t.events, t.cssW, t.listening
	t.events = nil
	t.Unlock()
	scale := 1.0
	if cssW > 0 && w > 0 {
		scale = w / cssW
	}
	for _, e := range events {
		e.X, e.Y = e.X*scale, e.Y*scale
		add(e)
	}
	return msOf(js.Global().Get("performance").Call("now").Float()), listening
}

func msOf(ms float64) time.Duration { return time.Duration(ms * float64(time.Millisecond)) }

// listenTouch adds the listeners to Ebiten's canvas, if it is there.
func listenTouch() bool {
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return false
	}
	listen := func(name string, kind TouchKind) {
		canvas.Call("addEventListener", name, js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			r := canvas.Call("getBoundingClientRect")
			left, top := r.Get("left").Float(), r.Get("top").Float()
			at := msOf(e.Get("timeStamp").Float())
			ts := e.Get("changedTouches")
			pageTouch.Lock()
			pageTouch.cssW = r.Get("width").Float()
			for i := 0; i < ts.Length(); i++ {
				t := ts.Call("item", i)
				pageTouch.events = append(pageTouch.events, TouchEvent{Kind: kind, ID: t.Get("identifier").Int(),
					X: t.Get("clientX").Float() - left, Y: t.Get("clientY").Float() - top, At: at})
			}
			pageTouch.Unlock()
			return nil
		}), map[string]any{"passive": true})
	}
	listen("touchstart", TouchDown)
	listen("touchmove", TouchMove)
	listen("touchend", TouchUp)
	listen("touchcancel", TouchCancel)
	return true
}
