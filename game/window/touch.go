package window

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Touch is one finger on the screen at a tick, in device pixels.
type Touch struct {
	ID   int
	X, Y float64
}

// Pointer is what the fingers did this tick, told as a mouse would: the
// windows read it through Input as they read the mouse, so that every
// window takes touch with no code of its own.
//
//   - a tap is a left click where the finger was (pressed on the tick the
//     finger lifts, released on the next);
//   - a finger resting is the cursor resting there: a long press shows
//     what hovering shows, and keeps it until the next touch, and no
//     click follows it; after any other gesture the cursor goes nowhere
//     (Nowhere), so that a tap or a drag leaves no card or tooltip over
//     the board;
//   - a one-finger drag holds the middle button, the cursor following the
//     finger (Pan moves the board with it), and turns the wheel by the
//     finger's height (a panel, a list or the help scrolls with it);
//   - two fingers pinch: the cursor on their centre, the wheel turned by
//     zoom steps (ZoomStep) as their spread grows or shrinks.
type Pointer struct {
	// Active is a finger on the screen, or a tap's release still to come.
	Active bool
	X, Y   int
	// Left: a tap. Middle: a drag.
	Left, LeftJust, LeftReleased       bool
	Middle, MiddleJust, MiddleReleased bool
	// Wheel is the wheel's turn: notches, or zoom steps, fractional.
	Wheel float64
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

// Gestures recognises taps, long presses, drags and pinches from the
// fingers on the screen at each tick (Frame), pure of any device so that
// tests feed it frames. The zero value is not ready: use NewGestures.
type Gestures struct {
	// Slop is how far a finger moves, in device pixels, before it drags.
	Slop float64
	// LongPress is how many ticks a still finger makes a long press.
	LongPress int
	// ScrollPx is the finger's movement, in device pixels, for one
	// notch of the wheel: the table's log scrolls three 15 px lines a
	// notch, so that it follows the finger.
	ScrollPx float64

	state        gesture
	id           int     // the finger followed (one-finger gestures)
	x0, y0       float64 // where it touched
	x, y         float64 // where it was at the last tick
	ticks        int     // ticks since it touched
	spread       float64 // the pinch's last distance between the fingers
	tapUp        bool    // a tap's release is due this tick
	away         bool    // the cursor is Nowhere until the next touch
	cx, cy       int     // the cursor
	midDown      bool
	touchedSince bool // a finger touched since the gestures began
}

// NewGestures recognises gestures at a device scale (1 on most screens,
// 2 on a phone): slop 10 px, long press half a second at 60 ticks a
// second, a notch for 45 px of finger, each times the scale.
func NewGestures(scale float64) *Gestures {
	scale = max(scale, 1)
	return &Gestures{Slop: 10 * scale, LongPress: 30, ScrollPx: 45 * scale}
}

// Frame takes the fingers on the screen at this tick and says what they
// did.
func (g *Gestures) Frame(touches []Touch) Pointer {
	var p Pointer
	// A tap's release is where it was pressed; then the cursor goes.
	release := g.tapUp
	g.tapUp = false
	switch {
	case len(touches) == 0:
		g.lift(&p)
	case len(touches) >= 2:
		g.pinch(&p, touches[0], touches[1])
	default:
		g.one(&p, touches[0])
	}
	p.X, p.Y = g.cx, g.cy
	switch {
	case release:
		p.LeftReleased = true
		g.away = true
	case g.away:
		p.X, p.Y = Nowhere, Nowhere
	}
	p.Active = len(touches) > 0 || g.tapUp || p.LeftReleased || p.MiddleReleased
	p.Middle = g.midDown
	return p
}

// Touched reports a finger seen since the gestures began: the cursor is
// the fingers' until the mouse moves.
func (g *Gestures) Touched() bool { return g.touchedSince }

// lift ends the gesture of the fingers just lifted.
func (g *Gestures) lift(p *Pointer) {
	switch g.state {
	case pending:
		// A tap: pressed now, released at the next tick.
		p.Left, p.LeftJust = true, true
		g.tapUp = true
	case dragging:
		g.endDrag(p)
		g.away = true
	case pinching, lifting:
		g.away = true
	}
	g.state = idle
}

// one follows a single finger.
func (g *Gestures) one(p *Pointer, t Touch) {
	g.touchedSince = true
	if g.state == pinching {
		// One finger of a pinch lifted: the other does nothing until it
		// lifts too, so that the pinch ends with no tap or drag.
		g.state = lifting
		return
	}
	if g.state == idle || (g.state != lifting && t.ID != g.id) {
		if g.state == dragging {
			g.endDrag(p)
		}
		g.state, g.id, g.away = pending, t.ID, false
		g.x0, g.y0, g.x, g.y, g.ticks = t.X, t.Y, t.X, t.Y, 0
		g.cursor(t.X, t.Y)
		return
	}
	g.ticks++
	switch g.state {
	case pending:
		if math.Hypot(t.X-g.x0, t.Y-g.y0) > g.Slop {
			// A drag: the button pressed where the finger touched, so
			// that the board moves by all the finger did.
			g.state, g.midDown = dragging, true
			p.MiddleJust = true
			p.Wheel += (t.Y - g.y0) / g.ScrollPx
			g.cursor(g.x0, g.y0)
		} else if g.ticks >= g.LongPress {
			g.state = holding
		}
	case holding:
		g.cursor(t.X, t.Y)
	case dragging:
		p.Wheel += (t.Y - g.y) / g.ScrollPx
		g.cursor(t.X, t.Y)
	}
	g.x, g.y = t.X, t.Y
}

// pinch zooms by the spread of two fingers around their centre.
func (g *Gestures) pinch(p *Pointer, a, b Touch) {
	g.touchedSince = true
	g.away = false
	d := math.Hypot(a.X-b.X, a.Y-b.Y)
	g.cursor((a.X+b.X)/2, (a.Y+b.Y)/2)
	if g.state == dragging {
		g.endDrag(p)
	}
	if g.state != pinching {
		g.state, g.spread = pinching, d
		return
	}
	if d > 0 && g.spread > 0 {
		p.Wheel += math.Log(d/g.spread) / math.Log(ZoomStep)
	}
	g.spread = d
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
