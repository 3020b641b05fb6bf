//go:build display

package render

import (
	"testing"

	"estafette/rules/hex"
)

// TestObjectivesAreMarkedInTheirArmysColour: an objective hex is ringed
// inside its edge, and flies its flag, in the colour of the army it wins
// for; a hex beside it is not; the mark goes when the scene drops it.
func TestObjectivesAreMarkedInTheirArmysColour(t *testing.T) {
	sc, _ := tutorial(t)
	pal := DefaultPalette()
	tb := NewTable(&sc.Board, pal)
	tb.SetResolution(1)
	held, town := hex.FromOffset(4, 4), hex.FromOffset(8, 6)
	scene := &Scene{PiecesKey: 1, OverlayKey: 1, Objectives: []ObjectiveMark{{Hex: held, Army: 0}, {Hex: town, Army: 1, Take: true}}}
	tb.Update(scene)
	img, lay := tb.Image(), tb.Layout()
	// ring samples the ring's lower edge, flag the middle of the flag.
	ring := func(h hex.Hex) (int, int) {
		p := lay.ToPixel(h)
		return int(p.X), int(p.Y + 0.86*0.866*lay.Size)
	}
	flag := func(h hex.Hex) (int, int) {
		p := lay.ToPixel(h)
		return int(p.X - 0.22*lay.Size), int(p.Y - 0.59*lay.Size)
	}
	for i, h := range []hex.Hex{held, town} {
		if x, y := ring(h); !near(img.At(x, y), pal.Army(i), 40) && !near(img.At(x, y-1), pal.Army(i), 40) {
			t.Errorf("%s: ring pixel %v, want army %d's %v", h, img.At(x, y), i, pal.Army(i))
		}
		if x, y := flag(h); !near(img.At(x, y), pal.Army(i), 40) {
			t.Errorf("%s: flag pixel %v, want army %d's %v", h, img.At(x, y), i, pal.Army(i))
		}
	}
	beside := hex.FromOffset(4, 6)
	if x, y := ring(beside); near(img.At(x, y), pal.Army(0), 40) {
		t.Errorf("%s, no objective, is ringed", beside)
	}
	scene = &Scene{PiecesKey: 1, OverlayKey: 2}
	tb.Update(scene)
	if x, y := flag(held); near(tb.Image().At(x, y), pal.Army(0), 40) {
		t.Errorf("the mark stays once the scene drops it")
	}
}
