package window

import (
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Touch is one finger on the screen at a tick, in device pixels.
type Touch struct {
	ID   int
	X, Y float64
}

// TouchKind is what a finger did.
type TouchKind int

// The fingers' events.
const (
	TouchDown   TouchKind = iota // a finger touched the screen
	TouchMove                    // a finger moved
	TouchUp                      // a finger lifted
	TouchCancel                  // the system took the finger away (a call, a system gesture)
)

// TouchEvent is one finger's event, at the time the device gave it: the
// web page reads the browser's own touch events, each with its time, so
// that a tap that begins and ends between two frames still counts, and a
// long press is half a second of wall time whatever the frame rate.
type TouchEvent struct {
	Kind TouchKind
	ID   int
	X, Y float64       // device pixels
	At   time.Duration // from any origin, the one Tick's now uses
}

// Pointer is what the fingers did this tick, told as a mouse would: the
// windows read it through Input as they read the mouse, so that every
// window takes touch with no code of its own.
//
//   - a tap is a left click where the finger was (pressed on a tick,
//     released on the next); taps quicker than the frames are each
//     played, one after the other;
//   - a finger resting half a second is the cursor resting there: a long
//     press shows what hovering shows, at once (Held), and keeps it until
//     the next touch, and no click follows it; after any other gesture
//     the cursor goes nowhere (Nowhere), so that a tap or a drag leaves
//     no card or tooltip over the board;
//   - a one-finger drag holds the middle button, the cursor following the
//     finger (Pan moves the board with it), and turns the wheel by the
//     finger's height (a panel, a list or the help scrolls with it);
//   - two fingers pinch: the cursor on their centre, the wheel turned by
//     zoom steps (ZoomStep) as their spread grows or shrinks.
type Pointer struct {
	// Active is a finger on the screen, or a tap's click still to come.
	Active bool
	X, Y   int
	// Left: a tap. Middle: a drag.
	Left, LeftJust, LeftReleased       bool
	Middle, MiddleJust, MiddleReleased bool
	// Wheel is the wheel's turn: notches, or zoom steps, fractional.
	Wheel float64
	// Touched: a finger came down this tick. What a long press showed
	// goes then, whatever the new touch does.
	Touched bool
	// Held: the cursor rests where a long press left it; the window
	// shows at once what resting the cursor shows.
	Held bool
}

// Pressed reports the button held by a gesture.
func (p Pointer) Pressed(b ebiten.MouseButton) bool {
	return (b == ebiten.MouseButtonLeft && p.Left) || (b == ebiten.MouseButtonMiddle && p.Middle)
}

// JustPressed reports the button a gesture pressed this tick.
func (p Pointer) JustPressed(b ebiten.MouseButton) bool {
	return (b == ebiten.MouseButtonLeft && p.LeftJust) || (b == ebiten.MouseButtonMiddle && p.MiddleJust)
}

// JustReleased reports the button a gesture released this tick.
func (p Pointer) JustReleased(b ebiten.MouseButton) bool {
	return (b == ebiten.MouseButtonLeft && p.LeftReleased) || (b == ebiten.MouseButtonMiddle && p.MiddleReleased)
}

// Nowhere is where the cursor goes when the fingers leave the screen
// after a tap, a drag or a pinch: far off any screen and any board, over
// nothing a window could hover.
const Nowhere = -1 << 20

// gesture is what the fingers on the screen are doing.
type gesture int

const (
	idle     gesture = iota
	pending          // one finger down, not moved yet: a tap or a long press
	holding          // a long press: the finger moves the cursor, no click
	dragging         // one finger moved: pans or scrolls
	pinching         // two fingers
	lifting          // after a pinch, until every finger is up
)

// LongPressTime is how long a still finger rests for a long press.
const LongPressTime = 500 * time.Millisecond

// frameTime is a tick at 60 ticks a second: the clock of Frame.
const frameTime = time.Second / 60

// Gestures recognises taps, long presses, drags and pinches from the
// fingers' events, each at its own time (Event, then Tick once a tick),
// or from the fingers on the screen at each tick (Frame), pure of any
// device so that tests feed it. The zero value is not ready: use
// NewGestures.
type Gestures struct {
	// Slop is how far a finger moves, in device pixels, before it drags.
	Slop float64
	// LongPress is how long a still finger rests for a long press.
	LongPress time.Duration
	// ScrollPx is the finger's movement, in device pixels, for one
	// notch of the wheel: the table's log scrolls three 15 px lines a
	// notch, so that it follows the finger.
	ScrollPx float64

	queue   []TouchEvent
	fingers []Touch // on the screen, the first to touch first
	state   gesture
	id      int           // the finger followed (one-finger gestures)
	x0, y0  float64       // where it touched
	x, y    float64       // where it was last
	t0      time.Duration // when it touched
	spread  float64       // the pinch's last distance between the fingers
	taps    []tap         // taps to play as clicks, a press then a release
	release *tap          // a click's release is due this tick
	held    bool          // the cursor rests where a long press left it
	away    bool          // the cursor is Nowhere until the next touch
	cx, cy  int           // the cursor
	midDown bool
	touched bool // a finger touched since the gestures began

	// Frame's: the fingers of the last frame, and its clock.
	prev  []Touch
	clock time.Duration
}

// tap is a click to play where a finger tapped.
type tap struct{ x, y int }

// NewGestures recognises gestures at a device scale (1 on most screens,
// 2 on a phone): slop 10 px, long press half a second, a notch for 45 px
// of finger, each distance times the scale.
func NewGestures(scale float64) *Gestures {
	scale = max(scale, 1)
	return &Gestures{Slop: 10 * scale, LongPress: LongPressTime, ScrollPx: 45 * scale}
}

// Event queues a finger's event, played at the next Tick.
func (g *Gestures) Event(e TouchEvent) { g.queue = append(g.queue, e) }

// Frame takes the fingers on the screen at this tick, as events at a
// clock of 60 ticks a second, and says what they did: for a device
// that gives only the fingers at each frame (and for tests).
func (g *Gestures) Frame(touches []Touch) Pointer {
	p := g.FrameAt(touches, g.clock)
	g.clock += frameTime
	return p
}

// FrameAt is Frame at a time of the caller's clock.
func (g *Gestures) FrameAt(touches []Touch, now time.Duration) Pointer {
	for _, t := range g.prev {
		if !slices.ContainsFunc(touches, func(u Touch) bool { return u.ID == t.ID }) {
			g.Event(TouchEvent{Kind: TouchUp, ID: t.ID, X: t.X, Y: t.Y, At: now})
		}
	}
	for _, t := range touches {
		i := slices.IndexFunc(g.prev, func(u Touch) bool { return u.ID == t.ID })
		switch {
		case i < 0:
			g.Event(TouchEvent{Kind: TouchDown, ID: t.ID, X: t.X, Y: t.Y, At: now})
		case g.prev[i].X != t.X || g.prev[i].Y != t.Y:
			g.Event(TouchEvent{Kind: TouchMove, ID: t.ID, X: t.X, Y: t.Y, At: now})
		}
	}
	g.prev = append(g.prev[:0], touches...)
	return g.Tick(now)
}

// Tick plays the events queued since the last tick and says, as a mouse
// would, what the fingers did; now is the time of the tick, on the
// events' clock.
func (g *Gestures) Tick(now time.Duration) Pointer {
	var p Pointer
	for len(g.queue) > 0 {
		e := g.queue[0]
		g.queue = g.queue[1:]
		if g.play(&p, e) {
			// A drag began: the rest waits for the next tick, so that
			// the button is pressed where the finger touched and the
			// board then moves by all the finger did.
			break
		}
	}
	if g.state == pending && now-g.t0 >= g.LongPress {
		g.state, g.held = holding, true
	}
	p.X, p.Y = g.cx, g.cy
	switch {
	case g.release != nil:
		p.LeftReleased = true
		p.X, p.Y = g.release.x, g.release.y
		g.release = nil
		if len(g.fingers) == 0 && len(g.taps) == 0 {
			g.away = true
		}
	case len(g.taps) > 0:
		t := g.taps[0]
		g.taps = g.taps[1:]
		p.Left, p.LeftJust = true, true
		p.X, p.Y = t.x, t.y
		g.release = &t
	case g.away:
		p.X, p.Y = Nowhere, Nowhere
	}
	p.Active = len(g.fingers) > 0 || g.release != nil || len(g.taps) > 0 || p.LeftReleased || p.MiddleReleased || p.Touched
	p.Middle = g.midDown
	p.Held = g.held && g.state != dragging && g.state != pinching
	return p
}

// Touched reports a finger seen since the gestures began: the cursor is
// the fingers' until the mouse moves.
func (g *Gestures) Touched() bool { return g.touched }

// play plays one event; it reports a drag begun.
func (g *Gestures) play(p *Pointer, e TouchEvent) (dragBegun bool) {
	switch e.Kind {
	case TouchDown:
		g.down(p, e)
	case TouchMove:
		return g.move(p, e)
	case TouchUp, TouchCancel:
		g.up(p, e)
	}
	return false
}

// down is a finger touching: one alone may tap, hold or drag; a second
// pinches.
func (g *Gestures) down(p *Pointer, e TouchEvent) {
	g.touched, p.Touched, g.held, g.away = true, true, false, false
	g.fingers = append(slices.DeleteFunc(g.fingers, func(t Touch) bool { return t.ID == e.ID }), Touch{ID: e.ID, X: e.X, Y: e.Y})
	if len(g.fingers) >= 2 {
		if g.state == dragging {
			g.endDrag(p)
		}
		a, b := g.fingers[0], g.fingers[1]
		g.state, g.spread = pinching, math.Hypot(a.X-b.X, a.Y-b.Y)
		g.cursor((a.X+b.X)/2, (a.Y+b.Y)/2)
		return
	}
	if g.state == dragging {
		g.endDrag(p)
	}
	g.state, g.id = pending, e.ID
	g.x0, g.y0, g.x, g.y, g.t0 = e.X, e.Y, e.X, e.Y, e.At
	g.cursor(e.X, e.Y)
}

// move is a finger moving; it reports a drag begun.
func (g *Gestures) move(p *Pointer, e TouchEvent) bool {
	i := slices.IndexFunc(g.fingers, func(t Touch) bool { return t.ID == e.ID })
	if i < 0 {
		return false
	}
	g.fingers[i].X, g.fingers[i].Y = e.X, e.Y
	if g.state == pinching {
		if i < 2 {
			a, b := g.fingers[0], g.fingers[1]
			if d := math.Hypot(a.X-b.X, a.Y-b.Y); d > 0 && g.spread > 0 {
				p.Wheel += math.Log(d/g.spread) / math.Log(ZoomStep)
				g.spread = d
			}
			g.cursor((a.X+b.X)/2, (a.Y+b.Y)/2)
		}
		return false
	}
	if e.ID != g.id {
		return false
	}
	switch g.state {
	case pending:
		switch {
		case e.At-g.t0 >= g.LongPress:
			// It rested long enough before moving: a long press.
			g.state, g.held = holding, true
			g.cursor(e.X, e.Y)
		case math.Hypot(e.X-g.x0, e.Y-g.y0) > g.Slop:
			// A drag: the button pressed where the finger touched.
			g.state, g.midDown = dragging, true
			p.MiddleJust = true
			p.Wheel += (e.Y - g.y0) / g.ScrollPx
			g.cursor(g.x0, g.y0)
			// The finger is at e: the next move counts from there, the
			// board follows it at the next tick.
			g.queue = append([]TouchEvent{{Kind: TouchMove, ID: e.ID, X: e.X, Y: e.Y, At: e.At}}, g.queue...)
			g.x, g.y = e.X, e.Y
			return true
		}
	case holding:
		g.cursor(e.X, e.Y)
	case dragging:
		p.Wheel += (e.Y - g.y) / g.ScrollPx
		g.cursor(e.X, e.Y)
	}
	g.x, g.y = e.X, e.Y
	return false
}

// up is a finger lifting (or taken away by the system): it ends the
// gesture.
func (g *Gestures) up(p *Pointer, e TouchEvent) {
	i := slices.IndexFunc(g.fingers, func(t Touch) bool { return t.ID == e.ID })
	if i < 0 {
		return
	}
	g.fingers = slices.Delete(g.fingers, i, i+1)
	switch g.state {
	case pinching, lifting:
		// One finger of a pinch lifted: the other does nothing until it
		// lifts too, so that the pinch ends with no tap or drag.
		g.state = lifting
		if len(g.fingers) == 0 {
			g.state, g.away = idle, true
		}
		return
	}
	if e.ID != g.id {
		return
	}
	switch g.state {
	case pending:
		switch {
		case e.Kind == TouchCancel:
			g.away = true
		case e.At-g.t0 >= g.LongPress:
			g.held = true // a long press that lifted between two ticks
		default:
			g.taps = append(g.taps, tap{int(math.Round(g.x0)), int(math.Round(g.y0))})
		}
	case holding:
		if e.Kind != TouchCancel && e.At-g.t0 < g.LongPress && math.Hypot(e.X-g.x0, e.Y-g.y0) <= g.Slop {
			// The finger lifted before half a second by the events' own
			// times: a tap, though the ticks' clock, which runs ahead of
			// events still on their way (a busy page), took it for held.
			g.held = false
			g.taps = append(g.taps, tap{int(math.Round(g.x0)), int(math.Round(g.y0))})
			break
		}
		g.held = e.Kind != TouchCancel
		g.away = e.Kind == TouchCancel
	case dragging:
		g.endDrag(p)
		g.away = true
	}
	g.state = idle
}

// endDrag releases the drag's button.
func (g *Gestures) endDrag(p *Pointer) {
	g.midDown = false
	p.MiddleReleased = true
	g.state = idle
}

// cursor puts the cursor at a finger's point.
func (g *Gestures) cursor(x, y float64) {
	g.cx, g.cy = int(math.Round(x)), int(math.Round(y))
}
