package window

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Settle is how many frames are drawn whatever their key, so that the
// first frames' lazy uploads (fonts, layers) have settled; a screenshot
// is taken no earlier.
const Settle = 5

// Frames skips the frames that would draw what is on screen already. A
// window's Update computes a key of everything its frame's pixels depend
// on; the screen is not cleared between frames (the shell turns that
// off), so when the key has not changed since the frame on screen, Draw
// leaves it as it is and a still table costs nothing.
//
// Frames is the one thing a Draw writes besides the screen: what the
// screen now shows.
type Frames[K comparable] struct {
	shown   K
	drawn   int
	skipped int
	valid   bool
}

// Draw reports whether a frame of key k must be drawn, and records it as
// the frame on screen.
func (f *Frames[K]) Draw(k K) bool {
	if f.valid && k == f.shown && f.drawn >= Settle {
		f.skipped++
		return false
	}
	f.shown, f.valid = k, true
	f.drawn++
	return true
}

// Paint is a window's Draw, the same in every window: the background
// alone while the window has nothing to show yet (ready false), else
// draw, unless the frame on screen already shows key k. It reports
// whether the screen was drawn.
func (f *Frames[K]) Paint(screen *ebiten.Image, ready bool, bg color.Color, k K, draw func(*ebiten.Image)) bool {
	if !ready {
		screen.Fill(bg)
		return true
	}
	if !f.Draw(k) {
		return false
	}
	draw(screen)
	return true
}

// Invalidate makes the next frame draw whatever its key: another window
// drew over the screen.
func (f *Frames[K]) Invalidate() { f.valid = false }

// Shown returns the key of the frame on screen, and whether one was drawn.
func (f *Frames[K]) Shown() (K, bool) { return f.shown, f.valid }

// Drawn is how many frames were drawn, Skipped how many were left as
// they were.
func (f *Frames[K]) Drawn() int { return f.drawn }

// Skipped is how many frames drew nothing.
func (f *Frames[K]) Skipped() int { return f.skipped }
