// Package window is what the application's windows share: the viewport
// and its camera, the resolution of the board's cached layers, finding
// the leader token under the cursor, skipping the frames that would draw
// what is on screen, the input they read (the player's, or the gestures
// of --click, --drag and --hover played as mouse events), screenshots
// and the --bench-frames figures. It imports no window: the table and the
// editor import it.
package window

import "github.com/hajimehoshi/ebiten/v2"

// Window is one of the application's windows: the table, the editor, and
// those to come (a start screen, a replay viewer). The shell shows one at
// a time, gives it the input, and switches to another when it asks.
type Window interface {
	// Locator finds the places of scripted input on the window's screen.
	Locator
	// Update reads the input and changes the window's state, once per
	// tick, and prepares everything the next Draw shows. A window that
	// waits for work done elsewhere (a computer opponent thinking in a
	// goroutine) looks for its answer here: Update runs every tick.
	Update(in Input) error
	// Draw draws the frame Update prepared, or leaves the screen as it is
	// when that frame is on screen already; it reports which. It changes
	// nothing else (Frames records what the screen shows).
	Draw(screen *ebiten.Image) (drew bool)
	// LayoutF sizes the screen for the window's outside size.
	LayoutF(w, h float64) (float64, float64)
	// Title is the window's title.
	Title() string
	// Shown tells the window it is on screen again after another window:
	// its next frame draws everything.
	Shown()
	// Request returns what the window asks of the shell, once, or nil.
	Request() Request
}

// Request is what a window asks of the shell: a value of the asking
// window's own package (table.EditRequest, editor.PlayRequest…), which
// the shell reads and acts on. A window never opens another itself.
type Request any

// Closer is a window that may keep the application open when the close
// button is pressed: the editor asks first about unsaved changes.
type Closer interface {
	// Close is the close button: it reports whether the application may
	// end now, or has asked the player first.
	Close() (now bool)
}
