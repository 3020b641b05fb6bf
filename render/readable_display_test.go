//go:build display

package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestLostElementsAreEmpty: a unit's remaining elements are filled
// stands, its lost ones empty outlines showing the army's colour inside
// (issue 13 item 10), drawn by either pen: the CPU's, which makes the
// board's sprites, and the GPU's, which draws the editor's palette.
func TestLostElementsAreEmpty(t *testing.T) {
	k := unitKey{army: 0, t: rules.Infantry, elements: 2, start: 4}
	s := 80.0
	cpu := newCPUPen(200, 200)
	gpu := gpuPen{ebiten.NewImage(200, 200)}
	for _, p := range []struct {
		name string
		pen  pen
		img  func() image.Image
	}{{"cpu", cpu, func() image.Image { return cpu.sprite() }}, {"gpu", gpu, func() image.Image { return gpu.dst }}} {
		drawUnitBody(p.pen, hex.Point{X: 100, Y: 100}, s, k, nil)
		img := p.img()
		// The stands' row, as drawUnitBody places it.
		w, ht := s*1.12, s*0.74
		y := 100 - ht/2 + ht*0.64 + ht*0.13
		sw := w * 0.9
		stand := (sw - sw*0.04*3) / 4
		for i := 0; i < 4; i++ {
			x := 100 - sw/2 + float64(i)*(stand+sw*0.04) + stand/2
			got := img.At(int(x), int(y))
			switch {
			case i < 2 && !near(got, standFill, 20):
				t.Errorf("%s: remaining element %d: %v, want the light fill", p.name, i, got)
			case i >= 2 && near(got, standFill, 60):
				t.Errorf("%s: lost element %d is filled: %v", p.name, i, got)
			case i >= 2 && !near(got, DefaultPalette().Army(0), 40) && !near(got, standLost, 80):
				t.Errorf("%s: lost element %d: %v, want the army's colour inside an outline", p.name, i, got)
			}
		}
	}
}

// TestRulersWhenZoomedIn: zoomed in so far that the board's own labels
// have left the screen, the columns' numbers run along the top of the
// board area and the rows' along its left edge; with the whole board in
// view, nothing is added (issue 13 item 10).
func TestRulersWhenZoomedIn(t *testing.T) {
	b := &rules.Board{Columns: 12, Rows: 9}
	g := BoardGeometry(b)
	area := image.Rect(0, 0, 800, 600)
	screen := ebiten.NewImage(800, 600)
	screen.Fill(DefaultPalette().Background())
	fit := Fit(g.W, g.H, 800, 600)
	DrawRulers(screen, fit, g, 12, 9, area, image.Rectangle{}, 1, nil)
	if got := screen.At(400, 5); !near(got, DefaultPalette().Background(), 2) {
		t.Errorf("a fitted board got a ruler: %v", got)
	}
	cam := Camera{Scale: 3, OffX: -400, OffY: -300}
	screen.Fill(DefaultPalette().Background())
	DrawRulers(screen, cam, g, 12, 9, area, image.Rectangle{}, 1, nil)
	strip := 0
	ink := 0
	for x := 30; x < 790; x++ {
		c := screen.At(x, 3)
		if !near(c, DefaultPalette().Background(), 10) {
			strip++
		}
		if near(screen.At(x, 10), defaultPalette.label, 60) {
			ink++
		}
	}
	if strip < 700 || ink == 0 {
		t.Errorf("the top ruler: %d pixels of strip, %d of ink", strip, ink)
	}
	left := 0
	for y := 30; y < 590; y++ {
		for x := 0; x < 20; x++ {
			if near(screen.At(x, y), defaultPalette.label, 60) {
				left++
			}
		}
	}
	if left == 0 {
		t.Error("no row number along the left edge")
	}
}
