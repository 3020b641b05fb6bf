//go:build display

package game

import (
	"estafette/game/table"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
)

// TestBenchSweepWalksTheBoard: --bench-frames without --hover sweeps the
// cursor over the board, a hex a frame, so that the frame times count
// the hover's work (zones, paths, tooltips), and every frame draws.
// (Fails before: the shell's tick handed the sweep the script's places,
// which it could not walk; the cursor stayed put, and a bench of Pratzen
// drew 5 frames of 60.)
func TestBenchSweepWalksTheBoard(t *testing.T) {
	s := shellOn(t, "tutorial.toml", tutorialSource(t), table.Options{BenchFrames: 30})
	sw := &window.Sweep{}
	s.in = sw
	screen := ebiten.NewImage(1400, 900)
	s.cur.LayoutF(1400, 900)
	seen := map[image.Point]bool{}
	drawn := 0
	for i := 0; i < 30; i++ {
		if err := s.in.Tick(placesOf{s}); err != nil {
			t.Fatal(err)
		}
		if err := s.step(s.in); err != nil {
			t.Fatal(err)
		}
		if s.cur.Draw(screen) && i >= 3 {
			drawn++
		}
		x, y := sw.Cursor()
		seen[image.Pt(x, y)] = true
	}
	if len(seen) < 20 {
		t.Errorf("the cursor visited %d places in 30 ticks", len(seen))
	}
	if drawn < 20 {
		t.Errorf("%d frames of the last 27 drew", drawn)
	}
}
