// Package helptest is input for the tests of the windows and their help
// overlay: one tick's mouse and keys, set by the test, read through the
// window.Input interface a window reads the player's through.
package helptest

import (
	"io/fs"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
)

// Input is one tick of input: where the cursor is, a left click, the keys
// pressed this tick and those held, the wheel, the characters typed.
// Clear forgets what happens once (the click, the keys pressed, the
// wheel, the characters) once a tick has read it.
type Input struct {
	X, Y  int
	Click bool
	Keys  []ebiten.Key // pressed this tick
	Held  []ebiten.Key // held down (Control, Shift)
	Turn  float64      // the wheel: positive scrolls up, as Ebiten reports it
	Chars string
}

var _ window.Input = (*Input)(nil)

// Press sets the keys pressed on the next tick.
func (in *Input) Press(keys ...ebiten.Key) *Input { in.Keys = keys; return in }

// ClickAt puts the cursor at x, y and presses the left button on the next
// tick.
func (in *Input) ClickAt(x, y int) *Input { in.X, in.Y, in.Click = x, y, true; return in }

// Done is true: a test's input has nothing left to play.
func (in *Input) Done() bool { return true }

// Tick does nothing: the test sets the tick.
func (in *Input) Tick(window.Locator) error { return nil }

// Clear forgets the click, the keys pressed, the wheel and the characters.
func (in *Input) Clear() { in.Click, in.Keys, in.Turn, in.Chars = false, nil, 0, "" }

// Cursor is where the test put the cursor.
func (in *Input) Cursor() (int, int) { return in.X, in.Y }

// Pressed reports the left button down during a click.
func (in *Input) Pressed(b ebiten.MouseButton) bool { return b == ebiten.MouseButtonLeft && in.Click }

// JustPressed reports the click.
func (in *Input) JustPressed(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && in.Click
}

// JustReleased is never: a click is a press in these tests.
func (in *Input) JustReleased(ebiten.MouseButton) bool { return false }

// Key reports a key held, or pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	return slices.Contains(in.Held, k) || slices.Contains(in.Keys, k)
}

// KeyJustPressed reports a key pressed this tick.
func (in *Input) KeyJustPressed(k ebiten.Key) bool { return slices.Contains(in.Keys, k) }

// KeyRepeated is a key pressed this tick.
func (in *Input) KeyRepeated(k ebiten.Key) bool { return in.KeyJustPressed(k) }

// AnyKeyJustPressed reports a key pressed this tick.
func (in *Input) AnyKeyJustPressed() bool { return len(in.Keys) > 0 }

// Wheel is the wheel's turn this tick.
func (in *Input) Wheel() (float64, float64) { return 0, in.Turn }

// AppendChars appends the characters typed this tick.
func (in *Input) AppendChars(dst []rune) []rune { return append(dst, []rune(in.Chars)...) }

// Dropped drops nothing.
func (in *Input) Dropped() fs.FS { return nil }
