package window

import (
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is where a window reads the mouse and the keys, once per tick. The
// player's mouse and keyboard are one source (Live); the gestures of
// --click, --drag and --hover are another (Script), and the benchmark's
// sweep a third (Sweep). A window reads them all the same way, so that a
// screenshot shows what the mouse would do, through the same code.
type Input interface {
	// Tick advances the source to this tick: the shell calls it once,
	// before the window's Update. A scripted source asks the window where
	// its places are (loc); an error ends the run.
	Tick(loc Locator) error
	// Cursor is the cursor's position on the screen, in device pixels.
	Cursor() (x, y int)
	Pressed(b ebiten.MouseButton) bool
	JustPressed(b ebiten.MouseButton) bool
	JustReleased(b ebiten.MouseButton) bool
	Key(k ebiten.Key) bool
	KeyJustPressed(k ebiten.Key) bool
	// KeyRepeated is a key just pressed, then repeating while held.
	KeyRepeated(k ebiten.Key) bool
	// AnyKeyJustPressed reports a key pressed this tick (the banner).
	AnyKeyJustPressed() bool
	// Wheel is the wheel's turn this tick in notches (positive: up), one
	// a notch whatever the device reports (Notches).
	Wheel() (x, y float64)
	// AppendChars appends the characters typed this tick.
	AppendChars(dst []rune) []rune
	// Dropped is the files dropped on the window this tick, or nil.
	Dropped() fs.FS
	// Done reports that a scripted source has played all it had to (a
	// screenshot may be taken); the player's input is never done.
	Done() bool
}

// Ctrl reports Control (or Command) held.
func Ctrl(in Input) bool { return in.Key(ebiten.KeyControl) || in.Key(ebiten.KeyMeta) }

// Enter reports Enter, or the keypad's, pressed this tick.
func Enter(in Input) bool {
	return in.KeyJustPressed(ebiten.KeyEnter) || in.KeyJustPressed(ebiten.KeyNumpadEnter)
}

// Live is the player's mouse and keyboard, through Ebiten.
type Live struct {
	// Echo, when set, receives a line for each change of what the window
	// reads (the cursor, the buttons, the keys held), once per tick, and
	// the lines Note writes: a test driving the window with real events
	// waits for them instead of sleeping.
	Echo io.Writer

	x, y    int
	buttons [2]bool
	keys    []ebiten.Key
	scratch []ebiten.Key

	// The wheel's notches this tick, and the deltas not yet a notch.
	wx, wy         float64
	notchX, notchY Notches
}

// Tick reads the devices; with Echo, it reports what changed.
func (l *Live) Tick(Locator) error {
	l.wx, l.wy = 0, 0
	wheelDeltas(func(dx, dy float64, unit WheelUnit) {
		l.wx += float64(l.notchX.Add(dx, unit))
		l.wy += float64(l.notchY.Add(dy, unit))
	})
	if l.Echo == nil {
		return nil
	}
	x, y := ebiten.CursorPosition()
	if x != l.x || y != l.y {
		l.x, l.y = x, y
		l.Note("cursor %d %d", x, y)
	}
	for i, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight} {
		if p := ebiten.IsMouseButtonPressed(b); p != l.buttons[i] {
			l.buttons[i] = p
			l.Note("%s %s", map[bool]string{true: "press", false: "release"}[p], []string{"left", "right"}[i])
		}
	}
	l.scratch = inpututil.AppendPressedKeys(l.scratch[:0])
	slices.Sort(l.scratch)
	if !slices.Equal(l.scratch, l.keys) {
		l.keys = append(l.keys[:0], l.scratch...)
		names := make([]string, len(l.keys))
		for i, k := range l.keys {
			names[i] = k.String()
		}
		l.Note("keys %s", strings.Join(names, " "))
	}
	return nil
}

// Note writes a line to Echo, when set.
func (l *Live) Note(format string, args ...any) {
	if l.Echo != nil {
		fmt.Fprintf(l.Echo, format+"\n", args...)
	}
}

// Cursor is the mouse's position.
func (l *Live) Cursor() (int, int) { return ebiten.CursorPosition() }

// Pressed reports a mouse button held.
func (l *Live) Pressed(b ebiten.MouseButton) bool { return ebiten.IsMouseButtonPressed(b) }

// JustPressed reports a mouse button pressed this tick.
func (l *Live) JustPressed(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustPressed(b)
}

// JustReleased reports a mouse button released this tick.
func (l *Live) JustReleased(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustReleased(b)
}

// Key reports a key held.
func (l *Live) Key(k ebiten.Key) bool { return ebiten.IsKeyPressed(k) }

// KeyJustPressed reports a key pressed this tick.
func (l *Live) KeyJustPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }

// KeyRepeated is a key just pressed, then every 4 ticks after half a
// second held.
func (l *Live) KeyRepeated(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 30 && d%4 == 0)
}

// AnyKeyJustPressed reports any key pressed this tick.
func (l *Live) AnyKeyJustPressed() bool {
	l.scratch = inpututil.AppendJustPressedKeys(l.scratch[:0])
	return len(l.scratch) > 0
}

// Wheel is the wheel's turn this tick, in whole notches.
func (l *Live) Wheel() (float64, float64) { return l.wx, l.wy }

// AppendChars appends the characters typed this tick.
func (l *Live) AppendChars(dst []rune) []rune { return ebiten.AppendInputChars(dst) }

// Dropped is the files dropped on the window.
func (l *Live) Dropped() fs.FS { return ebiten.DroppedFiles() }

// Done is false: the player is never done.
func (l *Live) Done() bool { return false }
