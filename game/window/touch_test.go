package window

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// feed feeds the gestures a run of frames and returns what each said.
func feed(g *Gestures, frames ...[]Touch) []Pointer {
	var out []Pointer
	for _, f := range frames {
		out = append(out, g.Frame(f))
	}
	return out
}

// finger is one finger's frame.
func finger(id int, x, y float64) []Touch { return []Touch{{ID: id, X: x, Y: y}} }

// held is n frames of a finger resting at x, y.
func held(n int, id int, x, y float64) [][]Touch {
	var f [][]Touch
	for range n {
		f = append(f, finger(id, x, y))
	}
	return f
}

// TestTapIsAClick: a finger down and up in place clicks where it touched
// (a finger rolls as it lifts): the cursor is on the point from the touch, the left button pressed as the finger
// lifts, released at the next tick, with no drag and no wheel.
func TestTapIsAClick(t *testing.T) {
	g := NewGestures(1)
	frames := append(held(5, 1, 300, 200), finger(1, 303, 202), nil, nil)
	ps := feed(g, frames...)
	for i, p := range ps[:6] {
		if p.X != 300 || p.Y != 200 || !p.Active || p.Left || p.Middle || p.Wheel != 0 {
			t.Fatalf("frame %d, finger down: %+v, want the cursor on it and nothing pressed", i, p)
		}
	}
	up, next := ps[6], ps[7]
	if !up.LeftJust || !up.Left || !up.JustPressed(ebiten.MouseButtonLeft) || up.X != 300 || up.Y != 200 {
		t.Errorf("finger lifted: %+v, want a left press where it touched, 300,200", up)
	}
	if !next.LeftReleased || next.Left || !next.JustReleased(ebiten.MouseButtonLeft) || next.X != 300 {
		t.Errorf("the tick after: %+v, want the left button released there", next)
	}
	if last := g.Frame(nil); last.Active || last.LeftReleased || last.X != Nowhere || last.Y != Nowhere {
		t.Errorf("then: %+v, want nothing, the cursor gone (no card over the board after a tap)", last)
	}
	if next := g.Frame(finger(2, 40, 50)); next.X != 40 || next.Y != 50 {
		t.Errorf("the next touch: %+v, want the cursor on it", next)
	}
}

// TestLongPressHovers: a finger resting half a second is a hover: the
// cursor stays on it after it lifts, and no click follows.
func TestLongPressHovers(t *testing.T) {
	g := NewGestures(1)
	ps := feed(g, append(held(40, 7, 120, 80), nil, nil, nil)...)
	for i, p := range ps {
		if p.Left || p.LeftJust || p.LeftReleased || p.Middle || p.Wheel != 0 {
			t.Fatalf("frame %d: %+v, want no button and no wheel", i, p)
		}
		if p.X != 120 || p.Y != 80 {
			t.Fatalf("frame %d: cursor at %d,%d, want 120,80 (kept after the finger lifts)", i, p.X, p.Y)
		}
	}
	// A finger that moves after a long press moves the cursor, as a mouse
	// hovering, and still clicks nothing.
	ps = feed(g, append(held(35, 8, 100, 100), finger(8, 160, 100), nil, nil)...)
	if p := ps[35]; p.X != 160 || p.Middle || p.Wheel != 0 {
		t.Errorf("moved after a long press: %+v, want the cursor at 160 and no drag", p)
	}
	for _, p := range ps[36:] {
		if p.LeftJust {
			t.Errorf("lifted after a long press: %+v, want no click", p)
		}
	}
}

// TestDragPansAndScrolls: a finger moving beyond the slop holds the
// middle button from where it touched (Pan moves the board by all the
// finger did) and turns the wheel by its height; lifting releases it
// with no click.
func TestDragPansAndScrolls(t *testing.T) {
	g := NewGestures(1)
	ps := feed(g, finger(3, 500, 400), finger(3, 505, 404), finger(3, 520, 445), finger(3, 540, 490), nil, nil)
	if p := ps[1]; p.Middle || p.Wheel != 0 {
		t.Errorf("within the slop: %+v, want nothing yet", p)
	}
	start := ps[2]
	if !start.MiddleJust || !start.Middle || start.X != 500 || start.Y != 400 {
		t.Errorf("beyond the slop: %+v, want the middle button pressed where the finger touched", start)
	}
	if math.Abs(start.Wheel-1) > 1e-9 {
		t.Errorf("45 px down: wheel %v, want one notch (up: the content follows the finger)", start.Wheel)
	}
	if p := ps[3]; !p.Middle || p.MiddleJust || p.X != 540 || p.Y != 490 || math.Abs(p.Wheel-1) > 1e-9 {
		t.Errorf("moving: %+v, want the middle held, the cursor on the finger, one more notch", p)
	}
	if p := ps[4]; !p.MiddleReleased || p.Middle || p.LeftJust {
		t.Errorf("lifted: %+v, want the middle released and no click", p)
	}
	if p := ps[5]; p.Active || p.MiddleReleased || p.LeftReleased || p.X != Nowhere {
		t.Errorf("after: %+v, want nothing, the cursor gone", p)
	}
}

// TestPinchZooms: two fingers spreading to twice their distance turn the
// wheel by the zoom steps that double the scale, around their centre;
// lifting them clicks nothing and drags nothing.
func TestPinchZooms(t *testing.T) {
	g := NewGestures(1)
	two := func(d float64) []Touch {
		return []Touch{{ID: 1, X: 400 - d/2, Y: 300}, {ID: 2, X: 400 + d/2, Y: 300}}
	}
	ps := feed(g, finger(1, 350, 300), two(100), two(140), two(200), finger(2, 500, 300), finger(2, 520, 330), nil, nil)
	total := 0.0
	for i, p := range ps {
		total += p.Wheel
		if p.LeftJust || p.MiddleJust || p.Middle {
			t.Errorf("frame %d: %+v, want no button in a pinch", i, p)
		}
	}
	if want := math.Log(2) / math.Log(ZoomStep); math.Abs(total-want) > 1e-9 {
		t.Errorf("spread 100 → 200 px: wheel %v, want %v (×2)", total, want)
	}
	if p := ps[3]; p.X != 400 || p.Y != 300 {
		t.Errorf("pinching: cursor %d,%d, want the centre 400,300", p.X, p.Y)
	}
	if p := ps[7]; p.X != Nowhere {
		t.Errorf("the fingers lifted: cursor %d,%d, want it gone", p.X, p.Y)
	}
	// Pinching in zooms out.
	ps = feed(g, two(300), two(150), nil)
	if w := ps[1].Wheel; math.Abs(w+math.Log(2)/math.Log(ZoomStep)) > 1e-9 {
		t.Errorf("spread 300 → 150 px: wheel %v, want the steps that halve the scale", w)
	}
}

// TestDragThenPinch: a second finger during a drag ends the drag (the
// middle button released) and pinches.
func TestDragThenPinch(t *testing.T) {
	g := NewGestures(1)
	ps := feed(g, finger(1, 100, 100), finger(1, 140, 100),
		[]Touch{{ID: 1, X: 140, Y: 100}, {ID: 2, X: 240, Y: 100}}, nil)
	if !ps[1].MiddleJust {
		t.Fatalf("drag: %+v", ps[1])
	}
	if p := ps[2]; !p.MiddleReleased || p.Middle || p.X != 190 {
		t.Errorf("second finger: %+v, want the drag ended, the cursor at the centre", p)
	}
	if p := ps[3]; p.LeftJust || p.MiddleReleased {
		t.Errorf("lifted: %+v, want nothing more", p)
	}
}

// TestScaleWidensSlop: on a screen of device scale 2, a 15 px movement
// is still a tap.
func TestScaleWidensSlop(t *testing.T) {
	g := NewGestures(2)
	ps := feed(g, finger(1, 100, 100), finger(1, 115, 100), nil)
	if !ps[2].LeftJust {
		t.Errorf("15 px at scale 2: %+v, want a tap", ps[2])
	}
}
