package window

import (
	"testing"
	"time"
)

const msec = time.Millisecond

// tickAt plays a tick at now and returns what it said.
func tickAt(g *Gestures, now time.Duration) Pointer { return g.Tick(now) }

// TestTapBetweenTwoFramesCounts (issue 39): a 50 msec tap whose finger
// comes down and lifts between two frames is still a click where it
// touched (the page's own events are queued, never polled once a frame).
func TestTapBetweenTwoFramesCounts(t *testing.T) {
	g := NewGestures(1)
	tickAt(g, 0)
	g.Event(TouchEvent{Kind: TouchDown, ID: 1, X: 200, Y: 150, At: 10 * msec})
	g.Event(TouchEvent{Kind: TouchUp, ID: 1, X: 201, Y: 150, At: 60 * msec})
	p := tickAt(g, 70*msec)
	if !p.LeftJust || p.X != 200 || p.Y != 150 || !p.Touched {
		t.Fatalf("the tick after a tap between frames: %+v, want a click at 200,150", p)
	}
	if p = tickAt(g, 100*msec); !p.LeftReleased || p.X != 200 {
		t.Errorf("the next tick: %+v, want the release", p)
	}
	if p = tickAt(g, 130*msec); p.Active || p.X != Nowhere {
		t.Errorf("then: %+v, want nothing", p)
	}
}

// TestEveryTapCounts (issue 39): three taps quicker than the frames are
// three clicks, each where its finger touched, one after the other.
func TestEveryTapCounts(t *testing.T) {
	g := NewGestures(1)
	for i := range 3 {
		at := time.Duration(i) * 20 * msec
		g.Event(TouchEvent{Kind: TouchDown, ID: i + 1, X: float64(100 * (i + 1)), Y: 50, At: at})
		g.Event(TouchEvent{Kind: TouchUp, ID: i + 1, X: float64(100 * (i + 1)), Y: 50, At: at + 10*msec})
	}
	var clicks []int
	for k := range 8 {
		p := tickAt(g, time.Duration(100+33*k)*msec)
		if p.LeftJust {
			clicks = append(clicks, p.X)
		}
		if p.LeftJust && p.LeftReleased {
			t.Errorf("tick %d presses and releases at once: %+v", k, p)
		}
	}
	if len(clicks) != 3 || clicks[0] != 100 || clicks[1] != 200 || clicks[2] != 300 {
		t.Errorf("three taps in one frame gave clicks at %v, want 100, 200, 300", clicks)
	}
}

// TestLongPressIsWallTime (issue 39): a long press is half a second of
// the events' own time, whatever the frame rate: a 0.7 s press on a
// device drawing 10 frames a second is a long press (no click, the
// cursor held there), a 0.3 s one a tap, and a press that lifts between
// two frames after 0.6 s is a long press too.
func TestLongPressIsWallTime(t *testing.T) {
	slow := func(press time.Duration) (clicked, held bool) {
		g := NewGestures(1)
		g.Event(TouchEvent{Kind: TouchDown, ID: 1, X: 300, Y: 300, At: 5 * msec})
		up := false
		for now := 100 * msec; now < 2*time.Second; now += 100 * msec {
			if !up && now >= 5*msec+press {
				// The page queues the finger's lift when it comes.
				g.Event(TouchEvent{Kind: TouchUp, ID: 1, X: 300, Y: 300, At: 5*msec + press})
				up = true
			}
			p := g.Tick(now)
			clicked = clicked || p.LeftJust
			held = p.Held
		}
		return clicked, held
	}
	if c, h := slow(700 * msec); c || !h {
		t.Errorf("a 0.7 s press at 10 frames a second: clicked %v, held %v; want a long press", c, h)
	}
	if c, h := slow(300 * msec); !c || h {
		t.Errorf("a 0.3 s press: clicked %v, held %v; want a tap", c, h)
	}
	g := NewGestures(1)
	tickAt(g, 0)
	g.Event(TouchEvent{Kind: TouchDown, ID: 1, X: 10, Y: 10, At: 10 * msec})
	if p := tickAt(g, 400*msec); p.Held || p.LeftJust {
		t.Errorf("0.39 s in: %+v, want nothing yet", p)
	}
	g.Event(TouchEvent{Kind: TouchUp, ID: 1, X: 10, Y: 10, At: 610 * msec})
	if p := tickAt(g, 900*msec); p.LeftJust || !p.Held || p.X != 10 {
		t.Errorf("lifted after 0.6 s, between two frames: %+v, want a long press, no click", p)
	}
}

// TestTheNextTouchEndsALongPress (issue 39): what a long press shows
// stays until the next touch, whatever that touch is (a tap on the
// drawer, a drag): the tick it comes down says so (Touched), and the
// cursor is no longer held.
func TestTheNextTouchEndsALongPress(t *testing.T) {
	g := NewGestures(1)
	g.Event(TouchEvent{Kind: TouchDown, ID: 1, X: 50, Y: 60, At: 0})
	g.Event(TouchEvent{Kind: TouchUp, ID: 1, X: 50, Y: 60, At: 700 * msec})
	if p := tickAt(g, 800*msec); !p.Held || p.X != 50 {
		t.Fatalf("after a long press: %+v", p)
	}
	if p := tickAt(g, 2*time.Second); !p.Held || p.Touched {
		t.Fatalf("a while after: %+v, want it still held", p)
	}
	g.Event(TouchEvent{Kind: TouchDown, ID: 2, X: 400, Y: 60, At: 3 * time.Second})
	if p := tickAt(g, 3*time.Second+10*msec); p.Held || !p.Touched || p.X != 400 {
		t.Errorf("the next touch: %+v, want Touched, not held, the cursor on it", p)
	}
}

// TestATapDelayedOnItsWayIsATap (issue 39): on a busy page the finger's
// lift reaches the game late, after a tick whose clock passed half a
// second since the touch; its own time says it lifted after 50 ms: a tap
// (the card the clock guessed goes), not a long press.
func TestATapDelayedOnItsWayIsATap(t *testing.T) {
	g := NewGestures(1)
	g.Event(TouchEvent{Kind: TouchDown, ID: 1, X: 70, Y: 80, At: 1000 * msec})
	if p := tickAt(g, 1650*msec); !p.Held {
		t.Fatalf("0.65 s on the ticks' clock, no lift yet: %+v, want it held", p)
	}
	g.Event(TouchEvent{Kind: TouchUp, ID: 1, X: 70, Y: 80, At: 1050 * msec})
	p := tickAt(g, 1700*msec)
	if !p.LeftJust || p.Held || p.X != 70 {
		t.Errorf("the lift 50 ms after the touch, come late: %+v, want a click at 70,80", p)
	}
}
