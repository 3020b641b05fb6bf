package window

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/render"
)

// Pan moves a viewport's camera from the input: a right-drag pans, the
// arrow keys pan, the wheel over the board zooms toward the cursor, + and
// − zoom, Home or 0 shows the whole board again. A middle-drag is a
// finger's (Pointer): begun on the board it pans, and the wheel it turns
// is left alone; begun on the panel it pans nothing, and its wheel
// scrolls the panel.
type Pan struct {
	dragging bool
	x, y     int
	// finger: the drag is the middle button's; onPanel: it began there.
	finger, onPanel bool
}

// CameraKeys says which keys the camera takes now: none of them while the
// player types in a field (Arrows), and no zoom key with Ctrl in the
// editor, whose shortcuts use it (Zoom).
type CameraKeys struct {
	Arrows, Zoom bool
}

// Dragging reports a right-drag in progress (the tooltip hides then).
func (p *Pan) Dragging() bool { return p.dragging }

// Input moves the camera over a board of world geometry g. It returns the
// wheel's turn when the cursor is over the panel, which the camera
// leaves to it (the editor scrolls its rows).
func (p *Pan) Input(in Input, v *Viewport, g render.Geometry, keys CameraKeys) (panelWheel float64) {
	mx, my := in.Cursor()
	bw := float64(v.BoardW())
	if in.Pressed(ebiten.MouseButtonRight) || in.Pressed(ebiten.MouseButtonMiddle) {
		if !p.dragging {
			p.finger = !in.Pressed(ebiten.MouseButtonRight)
			p.onPanel = p.finger && !v.OnBoard(mx, my)
		}
		if p.dragging && !p.onPanel {
			v.Cam = v.Cam.Pan(float64(mx-p.x), float64(my-p.y))
			v.Moved = true
		}
		p.dragging, p.x, p.y = true, mx, my
	} else {
		p.dragging, p.finger, p.onPanel = false, false, false
	}
	if keys.Arrows {
		step := 14 * v.UI
		for _, a := range arrows {
			if in.Key(a.key) {
				v.Cam = v.Cam.Pan(a.dx*step, a.dy*step)
				v.Moved = true
			}
		}
	}
	if _, wy := in.Wheel(); wy != 0 {
		switch {
		case p.finger && !p.onPanel:
			// The finger moves the board: its wheel is for panels.
		case v.OnBoard(mx, my) && !p.finger:
			v.Cam = v.Cam.ZoomAt(float64(mx), float64(my), math.Pow(ZoomStep, wy))
			v.Moved = true
		default:
			panelWheel = wy
		}
	}
	if keys.Zoom {
		zoom := func(f float64) {
			v.Cam = v.Cam.ZoomAt(bw/2, float64(v.BoardH())/2, f)
			v.Moved = true
		}
		if in.KeyJustPressed(ebiten.KeyEqual) || in.KeyJustPressed(ebiten.KeyKPAdd) {
			zoom(1.25)
		}
		if in.KeyJustPressed(ebiten.KeyMinus) || in.KeyJustPressed(ebiten.KeyKPSubtract) {
			zoom(0.8)
		}
		if in.KeyJustPressed(ebiten.KeyHome) || in.KeyJustPressed(ebiten.Key0) {
			v.FitCamera(g)
			v.Moved = false
		}
	}
	v.Cam = v.Cam.Clamp(g.W, g.H, bw, float64(v.BoardH()), 60*v.UI)
	return panelWheel
}

var arrows = []struct {
	key    ebiten.Key
	dx, dy float64
}{
	{ebiten.KeyArrowLeft, 1, 0}, {ebiten.KeyArrowRight, -1, 0},
	{ebiten.KeyArrowUp, 0, 1}, {ebiten.KeyArrowDown, 0, -1},
}

// Resolution redraws a table's cached layers at the zoom's resolution
// once the zoom has rested a few frames, so that zooming with the wheel
// does not redraw the board at every notch.
type Resolution struct{ n int }

// Settle sets the table's resolution for the camera's scale: at once the
// first time, the scale itself (the first frame draws the board pixel for
// pixel), then, once the zoom has changed and stayed a dozen frames, a
// step of ResolutionFor.
func (r *Resolution) Settle(t *render.Table, scale float64) {
	if t.Resolution() == 0 {
		t.SetResolution(t.FirstResolutionFor(scale))
		return
	}
	want := t.ResolutionFor(scale)
	if want == t.Resolution() || t.FirstResolutionFor(scale) == t.Resolution() {
		r.n = 0
		return
	}
	if r.n++; r.n > 12 {
		t.SetResolution(want)
		r.n = 0
	}
}
