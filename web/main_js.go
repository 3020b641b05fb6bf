//go:build js

// Command web is Estafette in a web page (make web): the same command
// line as the desktop program, given by the page's loader (web/loader.js)
// from the page's address — nothing for the tutorial, "play NAME" or
// "edit NAME" for a document of the page's storage — with files read
// from that storage (store.Local) instead of a disk. What goes wrong
// before the window opens is shown on the page.
package main

import (
	"bytes"
	"io"
	"math"
	"os"
	"runtime/debug"
	"sync"
	"syscall/js"
	"time"

	"estafette/cli"
	"estafette/internal/store"
)

func main() {
	collectAfterFirstFrame()
	var errs bytes.Buffer
	st := store.Local()
	env := cli.Env{
		Stdout:   os.Stdout, // the browser's console
		Stderr:   io.MultiWriter(os.Stderr, &errs),
		Getenv:   os.Getenv, // the loader's go.env: LANG from the browser's language
		ReadFile: st.Read,
	}
	code := cli.Main(os.Args[1:], env)
	if code == 0 {
		os.Exit(0)
	}
	if page := js.Global().Get("estafette"); page.Truthy() && page.Get("failed").Type() == js.TypeFunction {
		page.Call("failed", errs.String())
	}
	// Stay: Ebiten's canvas still sends its events (resize, focus) to
	// handlers in this program, which throw once it has exited.
	select {}
}

// collectAfterFirstFrame turns garbage collection back on once the page
// has shown the first frame: the loader starts the program with none
// (GOGC=off, bounded by GOMEMLIMIT), and calls estafette.afterFirstFrame
// when the first frame is on screen; ten seconds at most, should the
// page never say so.
func collectAfterFirstFrame() {
	var once sync.Once
	on := func() {
		once.Do(func() {
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
		})
	}
	time.AfterFunc(10*time.Second, on)
	page := js.Global().Get("estafette")
	if !page.Truthy() {
		return
	}
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		// Not in the handler itself: a collection there would hold the
		// browser's animation frame.
		go on()
		page.Delete("afterFirstFrame")
		f.Release()
		return nil
	})
	page.Set("afterFirstFrame", f)
}
