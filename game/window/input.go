package window

import (
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"time"

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

// Toucher is an input that knows whether the player's last gesture was
// a finger's (Live, and a Script once it hands over to Live).
type Toucher interface {
	// Touching reports that the cursor is a finger's: since the last
	// touch, the mouse has not moved.
	Touching() bool
}

// Fingers is an input that tells a finger's long press and a new touch
// (Live).
type Fingers interface {
	LongPress() bool
	NewTouch() bool
}

// LongPress reports that in's cursor rests where a long press left it.
func LongPress(in Input) bool {
	f, ok := in.(Fingers)
	return ok && f.LongPress()
}

// NewTouch reports a finger that came down on in this tick.
func NewTouch(in Input) bool {
	f, ok := in.(Fingers)
	return ok && f.NewTouch()
}

// Touching reports that in is a finger's now, for the windows that make
// their targets larger for a finger (LeaderNear). An input that is not a
// Toucher, or hides it in a wrapper, is a mouse's.
func Touching(in Input) bool {
	t, ok := in.(Toucher)
	return ok && t.Touching()
}

// Live is the player's mouse, keyboard and fingers, through Ebiten. The
// fingers are told as a mouse (Gestures, Pointer): a tap clicks, a long
// press hovers, a drag holds the middle button and turns the wheel, a
// pinch turns the wheel around its centre.
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

	// The fingers: their gestures, what they did this tick, and whether
	// the cursor is theirs (until the mouse moves).
	gestures     *Gestures
	ptr          Pointer
	touching     bool
	mouseX       int
	mouseY       int
	mouseSeen    bool
	touchIDs     []ebiten.TouchID
	touches      []Touch
	echoTouching bool
	start        time.Time // the fingers' clock on the desktop
	screenW      float64   // the screen's width in device pixels (SetScreen)
}

// SetScreen tells the input the screen's size in device pixels (what
// the shell's layout returned): the page's touch events, in CSS pixels,
// are scaled to it.
func (l *Live) SetScreen(w, h float64) { l.screenW = w }

// LongPress reports that the cursor rests where a finger's long press
// left it: the window shows at once what resting the cursor shows.
func (l *Live) LongPress() bool { return l.touching && l.ptr.Held }

// NewTouch reports a finger that came down this tick: what a long press
// showed goes then.
func (l *Live) NewTouch() bool { return l.ptr.Touched }

// Tick reads the devices; with Echo, it reports what changed.
func (l *Live) Tick(Locator) error {
	l.wx, l.wy = 0, 0
	wheelDeltas(func(dx, dy float64, unit WheelUnit) {
		l.wx += float64(l.notchX.Add(dx, unit))
		l.wy += float64(l.notchY.Add(dy, unit))
	})
	l.readTouches()
	if l.Echo == nil {
		return nil
	}
	x, y := l.Cursor()
	if x != l.x || y != l.y {
		l.x, l.y = x, y
		l.Note("cursor %d %d", x, y)
	}
	if l.touching != l.echoTouching {
		l.echoTouching = l.touching
		l.Note("touch %v", l.touching)
	}
	for i, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight} {
		if p := l.Pressed(b); p != l.buttons[i] {
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

// readTouches gives the fingers on the screen to the gestures, and
// says whose the cursor is: the fingers' from a touch until the mouse
// moves or clicks.
func (l *Live) readTouches() {
	if l.gestures == nil {
		scale := 1.0
		if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
			scale = m.DeviceScaleFactor()
		}
		l.gestures = NewGestures(scale)
	}
	if now, ok := touchEvents(l.screenW, l.gestures.Event); ok {
		// The page's own events, each at its time.
		l.ptr = l.gestures.Tick(now)
	} else {
		l.touchIDs = ebiten.AppendTouchIDs(l.touchIDs[:0])
		// Ebiten lists the fingers in no set order: by id, so that the
		// first finger stays the first.
		slices.Sort(l.touchIDs)
		l.touches = l.touches[:0]
		for _, id := range l.touchIDs {
			x, y := ebiten.TouchPosition(id)
			l.touches = append(l.touches, Touch{ID: int(id), X: float64(x), Y: float64(y)})
		}
		if l.start.IsZero() {
			l.start = time.Now()
		}
		l.ptr = l.gestures.FrameAt(l.touches, time.Since(l.start))
	}
	mx, my := ebiten.CursorPosition()
	moved := l.mouseSeen && (mx != l.mouseX || my != l.mouseY)
	l.mouseX, l.mouseY, l.mouseSeen = mx, my, true
	switch {
	case l.ptr.Active:
		l.touching = true
		touchSeen.Store(true)
	case moved || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) ||
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight):
		l.touching = false
	}
}

// Touching reports that the cursor is a finger's.
func (l *Live) Touching() bool { return l.touching }

// Cursor is the mouse's position, or the finger's since a touch.
func (l *Live) Cursor() (int, int) {
	if l.touching {
		return l.ptr.X, l.ptr.Y
	}
	return ebiten.CursorPosition()
}

// Pressed reports a mouse button held, or a finger's gesture holding it.
func (l *Live) Pressed(b ebiten.MouseButton) bool {
	return ebiten.IsMouseButtonPressed(b) || l.ptr.Pressed(b)
}

// JustPressed reports a mouse button pressed this tick, or a tap.
func (l *Live) JustPressed(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustPressed(b) || l.ptr.JustPressed(b)
}

// JustReleased reports a mouse button released this tick, or a tap's
// release.
func (l *Live) JustReleased(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustReleased(b) || l.ptr.JustReleased(b)
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

// Wheel is the wheel's turn this tick, in whole notches, and a finger's
// drag or pinch (fractional).
func (l *Live) Wheel() (float64, float64) { return l.wx, l.wy + l.ptr.Wheel }

// AppendChars appends the characters typed this tick.
func (l *Live) AppendChars(dst []rune) []rune { return ebiten.AppendInputChars(dst) }

// Dropped is the files dropped on the window.
func (l *Live) Dropped() fs.FS { return ebiten.DroppedFiles() }

// Done is false: the player is never done.
func (l *Live) Done() bool { return false }
