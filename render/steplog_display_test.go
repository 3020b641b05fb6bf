//go:build display

package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestStepLogWithoutRoomDrawsNothing (issue 26): the viewer's step log
// squeezed out by the rows above it (or given no place at all) draws
// nothing; before, its heading alone sat on the footer's first button,
// or on the board's top-left corner.
func TestStepLogWithoutRoomDrawsNothing(t *testing.T) {
	lines := []StepLine{{Text: "Hippocrate active G2", Step: 1}}
	for _, box := range []image.Rectangle{{}, image.Rect(0, 300, 360, 318)} {
		img := ebiten.NewImage(360, 400)
		img.Fill(color.Black)
		PlaceStepLog("Log", lines, 1, box, 1, 0).Draw(img, Style{})
		for y := 0; y < 400; y += 2 {
			for x := 0; x < 360; x += 2 {
				if r, g, b, _ := img.At(x, y).RGBA(); r|g|b != 0 {
					t.Fatalf("box %v: drew at %d,%d", box, x, y)
				}
			}
		}
	}
	// With room it draws its heading.
	img := ebiten.NewImage(360, 400)
	img.Fill(color.Black)
	PlaceStepLog("Log", lines, 1, image.Rect(0, 100, 360, 400), 1, 0).Draw(img, Style{})
	drew := false
	for y := 100; y < 140 && !drew; y++ {
		for x := 0; x < 120; x++ {
			if r, g, b, _ := img.At(x, y).RGBA(); r|g|b != 0 {
				drew = true
				break
			}
		}
	}
	if !drew {
		t.Error("with room the log draws nothing")
	}
}
