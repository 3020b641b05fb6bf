package render

import (
	"math"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestHexAtIsExactAtEveryZoom maps every hex centre and points near its
// corners to the screen and back, through zooms toward many cursors.
func TestHexAtIsExactAtEveryZoom(t *testing.T) {
	b := &rules.Board{Columns: 22, Rows: 15}
	g := BoardGeometry(b)
	lay := g.Layout
	cam := Fit(g.W, g.H, 1000, 800)
	for step := 0; step < 40; step++ {
		// Zoom in and out around points spread over the view.
		x, y := float64(37*step%1000), float64(53*step%800)
		f := 1.3
		if step%3 == 0 {
			f = 1 / 1.7
		}
		before := cam.ToBoard(hex.Point{X: x, Y: y})
		cam = cam.ZoomAt(x, y, f)
		after := cam.ToBoard(hex.Point{X: x, Y: y})
		if cam.Scale > MinZoom && cam.Scale < MaxZoom && (math.Abs(before.X-after.X) > 1e-6 || math.Abs(before.Y-after.Y) > 1e-6) {
			t.Fatalf("zoom %v at (%v,%v) moved the world point under the cursor: %v → %v", f, x, y, before, after)
		}
		for _, h := range b.Bounds().All() {
			c := lay.ToPixel(h)
			for _, d := range []hex.Point{{}, {X: 0.8, Y: 0}, {X: -0.4, Y: 0.7}, {X: 0.4, Y: -0.7}} {
				p := cam.ToScreen(hex.Point{X: c.X + d.X*lay.Size, Y: c.Y + d.Y*lay.Size})
				if got := cam.HexAt(lay, p.X, p.Y); got != h {
					t.Fatalf("scale %.3f: screen point %v of hex %s reads as %s", cam.Scale, p, h, got)
				}
			}
		}
	}
}

func TestZoomIsBounded(t *testing.T) {
	cam := Camera{Scale: 1}
	for i := 0; i < 50; i++ {
		cam = cam.ZoomAt(10, 10, 2)
	}
	if cam.Scale != MaxZoom {
		t.Errorf("zoomed in to %v", cam.Scale)
	}
	for i := 0; i < 50; i++ {
		cam = cam.ZoomAt(10, 10, 0.5)
	}
	if cam.Scale != MinZoom {
		t.Errorf("zoomed out to %v", cam.Scale)
	}
}

func TestClampKeepsTheBoardInView(t *testing.T) {
	cam := Camera{Scale: 1, OffX: -5000, OffY: 9000}.Clamp(800, 600, 1000, 700, 60)
	if cam.OffX+800 < 60 || cam.OffY > 700-60 {
		t.Errorf("board lost off screen: %+v", cam)
	}
}

func TestResolutionSteps(t *testing.T) {
	tb := NewTable(&rules.Board{Columns: 12, Rows: 9}, nil)
	if k := tb.ResolutionFor(1); k != 1 {
		t.Errorf("scale 1 → resolution %v", k)
	}
	if k := tb.ResolutionFor(1.3); math.Abs(k-math.Sqrt2) > 1e-9 {
		t.Errorf("scale 1.3 → resolution %v, want √2", k)
	}
	big := NewTable(&rules.Board{Columns: 200, Rows: 200}, nil)
	if k := big.ResolutionFor(4); float64(max(big.World.W, big.World.H))*k > MaxLayerSide+1 {
		t.Errorf("a 200×200 board at zoom 4 asks for %v× (%d px)", k, big.World.W)
	}
}
