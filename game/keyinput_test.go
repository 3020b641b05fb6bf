package game

import (
	"io/fs"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
)

var keyOf = map[string]ebiten.Key{"ctrl": ebiten.KeyControl, "=": ebiten.KeyEqual, "-": ebiten.KeyMinus, "0": ebiten.Key0, "f11": ebiten.KeyF11}

// keyInput is a tick of keys: some held, one just pressed.
type keyInput struct {
	held []string
	just string
}

func (k *keyInput) Tick(window.Locator) error            { return nil }
func (k *keyInput) Cursor() (int, int)                   { return 0, 0 }
func (k *keyInput) Pressed(ebiten.MouseButton) bool      { return false }
func (k *keyInput) JustPressed(ebiten.MouseButton) bool  { return false }
func (k *keyInput) JustReleased(ebiten.MouseButton) bool { return false }
func (k *keyInput) Key(x ebiten.Key) bool {
	return k.KeyJustPressed(x) || slices.ContainsFunc(k.held, func(s string) bool { return keyOf[s] == x })
}
func (k *keyInput) KeyJustPressed(x ebiten.Key) bool { return k.just != "" && keyOf[k.just] == x }
func (k *keyInput) KeyRepeated(x ebiten.Key) bool    { return k.KeyJustPressed(x) }
func (k *keyInput) AnyKeyJustPressed() bool          { return k.just != "" }
func (k *keyInput) Wheel() (float64, float64)        { return 0, 0 }
func (k *keyInput) AppendChars(dst []rune) []rune    { return dst }
func (k *keyInput) Dropped() fs.FS                   { return nil }
func (k *keyInput) Done() bool                       { return true }
