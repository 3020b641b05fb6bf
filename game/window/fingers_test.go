package window

import (
	"io/fs"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// pointerInput is an Input whose mouse is a Pointer: what Live gives
// the windows from the fingers.
type pointerInput struct{ p Pointer }

func (in *pointerInput) Tick(Locator) error                     { return nil }
func (in *pointerInput) Cursor() (int, int)                     { return in.p.X, in.p.Y }
func (in *pointerInput) Pressed(b ebiten.MouseButton) bool      { return in.p.Pressed(b) }
func (in *pointerInput) JustPressed(b ebiten.MouseButton) bool  { return in.p.JustPressed(b) }
func (in *pointerInput) JustReleased(b ebiten.MouseButton) bool { return in.p.JustReleased(b) }
func (in *pointerInput) Key(ebiten.Key) bool                    { return false }
func (in *pointerInput) KeyJustPressed(ebiten.Key) bool         { return false }
func (in *pointerInput) KeyRepeated(ebiten.Key) bool            { return false }
func (in *pointerInput) AnyKeyJustPressed() bool                { return false }
func (in *pointerInput) Wheel() (float64, float64)              { return 0, in.p.Wheel }
func (in *pointerInput) AppendChars(dst []rune) []rune          { return dst }
func (in *pointerInput) Dropped() fs.FS                         { return nil }
func (in *pointerInput) Done() bool                             { return false }

// fingersOnBoard runs a viewport of 1000×700 with a 300 px panel,
// showing a 1400×1000 world, through the frames, and returns the camera
// and the panel's wheel at each.
func fingersOnBoard(frames ...[]Touch) (*Viewport, []render.Camera, []float64) {
	v := NewViewport(300)
	v.W, v.H = 1000, 700
	g := render.Geometry{W: 1400, H: 1000}
	v.FitCamera(g)
	var pan Pan
	ges := NewGestures(1)
	var cams []render.Camera
	var wheels []float64
	for _, f := range frames {
		w := pan.Input(&pointerInput{ges.Frame(f)}, &v, g, CameraKeys{})
		cams, wheels = append(cams, v.Cam), append(wheels, w)
	}
	return &v, cams, wheels
}

// TestFingerDragPansTheBoard: a finger dragged across the board moves
// the board by as much as the finger moved, from where it touched, and
// zooms nothing.
func TestFingerDragPansTheBoard(t *testing.T) {
	_, cams, wheels := fingersOnBoard(finger(1, 300, 300), finger(1, 330, 300), finger(1, 360, 340), nil)
	start, end := cams[0], cams[2]
	if end.Scale != start.Scale {
		t.Errorf("a drag zoomed: scale %v → %v", start.Scale, end.Scale)
	}
	if dx, dy := end.OffX-start.OffX, end.OffY-start.OffY; math.Abs(dx-60) > 1e-9 || math.Abs(dy-40) > 1e-9 {
		t.Errorf("the finger moved 60,40: the board moved %v,%v", dx, dy)
	}
	for i, w := range wheels {
		if w != 0 {
			t.Errorf("frame %d: the panel scrolled %v under a drag on the board", i, w)
		}
	}
}

// TestFingerDragScrollsThePanel: a finger dragged on the panel scrolls
// it (the panel's wheel) and leaves the board.
func TestFingerDragScrollsThePanel(t *testing.T) {
	_, cams, wheels := fingersOnBoard(finger(1, 850, 300), finger(1, 850, 345), finger(1, 850, 390), nil)
	if cams[2] != cams[0] {
		t.Errorf("a drag on the panel moved the board: %+v → %+v", cams[0], cams[2])
	}
	if sum := wheels[1] + wheels[2]; math.Abs(sum-2) > 1e-9 {
		t.Errorf("90 px down the panel: wheel %v, want two notches", sum)
	}
}

// TestPinchZoomsAroundItsCentre: two fingers spreading over the board
// double the scale, the point between them staying under them.
func TestPinchZoomsAroundItsCentre(t *testing.T) {
	two := func(d float64) []Touch {
		return []Touch{{ID: 1, X: 350 - d/2, Y: 300}, {ID: 2, X: 350 + d/2, Y: 300}}
	}
	_, cams, _ := fingersOnBoard(two(100), two(150), two(200), nil)
	start, end := cams[0], cams[2]
	if r := end.Scale / start.Scale; math.Abs(r-2) > 1e-6 {
		t.Errorf("spread 100 → 200 px: scale ×%v, want ×2", r)
	}
	at := func(c render.Camera) hex.Point { return c.ToBoard(hex.Point{X: 350, Y: 300}) }
	if a, b := at(start), at(end); math.Abs(a.X-b.X) > 1e-6 || math.Abs(a.Y-b.Y) > 1e-6 {
		t.Errorf("the board under the centre moved: %v → %v", a, b)
	}
}

// TestLeaderNearReachesAFinger: a finger beside a small token still gets
// it within the reach, the nearest of two; the mouse's LeaderAt does not.
func TestLeaderNearReachesAFinger(t *testing.T) {
	lay := hex.Layout{Size: 20}
	cam := render.Camera{Scale: 1}
	leaders := []render.LeaderView{
		{ID: "A", Hex: hex.Hex{Q: 2, R: 2}, Rank: rules.Officer},
		{ID: "B", Hex: hex.Hex{Q: 6, R: 2}, Rank: rules.Officer},
	}
	ax, ay, r := render.LeaderTokenAt(cam, lay, leaders[0].Hex, leaders[0].Rank, leaders[0].Slot)
	if r >= TouchReach {
		t.Fatalf("the token's radius %v is not smaller than the reach: the test tells nothing", r)
	}
	x, y := int(ax+r+8), int(ay)
	if _, ok := LeaderAt(cam, lay, leaders, x, y); ok {
		t.Errorf("LeaderAt answers %d px beyond the token's edge", 8)
	}
	if id, ok := LeaderNear(cam, lay, leaders, x, y, TouchReach); !ok || id != "A" {
		t.Errorf("LeaderNear %v px from A's centre: %q %v, want A", r+8, id, ok)
	}
	if id, ok := LeaderNear(cam, lay, leaders, int(ax), int(ay+TouchReach+2), TouchReach); ok {
		t.Errorf("LeaderNear beyond the reach: %q", id)
	}
}
