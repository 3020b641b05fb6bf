package window

import (
	"image"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
)

// FrameKey is everything a window's frame's pixels depend on: when it
// has not changed since the frame on screen, Frames leaves the screen as
// it is. It is one type for the windows (the table, the viewer, the
// start screen, the editor), built from three things: what the frame is drawn for
// (the screen, the camera), the cursor and what it shows, and the
// versions of what the frame draws, each owned by its model, which
// bumps it at every change the window draws: a key built from them
// cannot miss one. A window leaves zero what it does not draw.
type FrameKey struct {
	// What the frame is drawn for: the screen's size and device scale,
	// the panel's width (a drawer opened or closed), the language and
	// the palette; the board's camera and the resolution its image is
	// drawn at.
	W, H    int
	UI      float64
	PanelW  int
	Lang    i18n.Lang
	Palette *render.Palette
	Cam     render.Camera
	Res     float64

	// The cursor: where it is ((-1, -1) under the help, where it shows
	// nothing), what it hovers (a hex, a piece, an entry or the dialog's
	// button the keyboard's focus is on), whether it drags the board, the
	// keyboard's frame, and what opened after it rested: a piece's card,
	// an entry's tooltip (where it is).
	Mouse    image.Point
	HoverHex hex.Hex
	Hover    string
	HoverID  string
	Dragging bool
	Focus    image.Rectangle
	Card     string
	Tip      image.Point

	// The versions of what the frame draws, each its model's: the game's
	// (a controller's, a replay's or the start screen's Version) and the
	// play lent to it (a lesson's seat), the scene's pieces and overlay
	// (render.Scene's keys), the panel model's key, the dialog's, the
	// help's (help.Overlay.Version), the status line's alpha in 1/64ths,
	// and the scrolls' (a panel's rows and log, a dialog's notes).
	Game, Play      int
	Pieces, Overlay int
	Panel           int
	Dialog          int
	Help            int
	Status          int
	Scroll          int
}

// Version gives a value a window keeps, which has no version of its own
// (a scroll's offsets), one for its frame's key: it changes when the
// value does.
type Version[T comparable] struct {
	last T
	n    int
}

// Of returns the version of x: the same number as long as x is the same.
func (v *Version[T]) Of(x T) int {
	if x != v.last {
		v.last = x
		v.n++
	}
	return v.n
}
