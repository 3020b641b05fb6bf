package render

import (
	"image/color"
	"testing"

	"estafette/rules/hex"
)

// The CPU pen draws the board's sprites: what it fills, what it leaves
// empty, read back from its image before any upload.

func alphaAt(p *cpuPen, x, y int) uint8 { return p.img.RGBAAt(x, y).A }

// TestCPUPenRingsAndOutlinesAreHollow: a leader's ring and a unit's
// outline are strokes, their middle left as it was; a filled disc is
// full to its edge and no further.
func TestCPUPenRingsAndOutlinesAreHollow(t *testing.T) {
	p := newCPUPen(100, 100)
	p.StrokeCircle(30, 30, 20, 4, white)
	if a := alphaAt(p, 30, 30); a != 0 {
		t.Errorf("ring's centre: alpha %d, want 0", a)
	}
	if a := alphaAt(p, 50, 30); a < 250 {
		t.Errorf("on the ring: alpha %d, want opaque", a)
	}
	p.StrokeRect(60, 60, 30, 20, 2, white)
	if a := alphaAt(p, 75, 70); a != 0 {
		t.Errorf("rectangle's inside: alpha %d, want 0", a)
	}
	if a := alphaAt(p, 60, 70); a < 120 {
		t.Errorf("rectangle's left edge: alpha %d, want the stroke", a)
	}
	p.FillCircle(80, 20, 10, white)
	if a := alphaAt(p, 80, 20); a != 255 {
		t.Errorf("disc's centre: alpha %d, want 255", a)
	}
	if a := alphaAt(p, 80, 32); a != 0 {
		t.Errorf("outside the disc: alpha %d, want 0", a)
	}
}

// TestCPUPenJoinsAreFull: a polygon's outline is one stroke, its joins
// as solid as its sides (the parts are wound alike, so none cuts a hole
// in another), and its inside empty.
func TestCPUPenJoinsAreFull(t *testing.T) {
	p := newCPUPen(60, 60)
	corners := hex.Layout{Size: 20, Origin: hex.Point{X: 30, Y: 30}}.Corners(hex.Hex{})
	p.StrokePolygon(corners[:], 3, white)
	for i, c := range corners {
		if a := alphaAt(p, int(c.X), int(c.Y)); a < 200 {
			t.Errorf("corner %d at %.1f,%.1f: alpha %d, want solid", i, c.X, c.Y, a)
		}
	}
	if a := alphaAt(p, 30, 30); a != 0 {
		t.Errorf("hex's inside: alpha %d, want 0", a)
	}
}

// TestCPUPenClipKeepsTheInside: the stripes of a hex are clipped to it.
func TestCPUPenClipKeepsTheInside(t *testing.T) {
	p := newCPUPen(40, 40)
	p.FillRect(0, 0, 40, 40, color.RGBA{200, 0, 0, 255})
	p.clip([]hex.Point{{X: 10, Y: 10}, {X: 30, Y: 10}, {X: 30, Y: 30}, {X: 10, Y: 30}})
	if c := p.img.RGBAAt(20, 20); c.A != 255 || c.R != 200 {
		t.Errorf("inside the clip: %v, want the fill", c)
	}
	if c := p.img.RGBAAt(5, 5); c.A != 0 || c.R != 0 {
		t.Errorf("outside the clip: %v, want nothing", c)
	}
}

// TestCPUPenShapesOffTheImage: a shape wholly off the image draws
// nothing and does not fail.
func TestCPUPenShapesOffTheImage(t *testing.T) {
	p := newCPUPen(10, 10)
	p.FillCircle(-50, -50, 5, white)
	p.StrokeLine(20, 20, 40, 40, 2, white)
	p.FillPolygon([]hex.Point{{X: 100, Y: 100}, {X: 120, Y: 100}, {X: 110, Y: 120}}, white)
	for _, v := range p.img.Pix {
		if v != 0 {
			t.Fatal("a shape off the image drew on it")
		}
	}
}
