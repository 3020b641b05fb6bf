//go:build js

package window

import (
	"sync"
	"syscall/js"
)

var coarse = sync.OnceValue(func() bool {
	m := js.Global().Get("matchMedia")
	if m.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy()
})

// coarsePointer reports a page whose main pointer is a finger (the
// browser's (pointer: coarse)): a tablet, a phone.
func coarsePointer() bool { return coarse() }
