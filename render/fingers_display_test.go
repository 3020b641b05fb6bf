//go:build display

package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestTimelineAndLogDrawnForAFinger (issue 39): with a finger's target
// (44 pixels) the timeline's play button is drawn 44 pixels high (32
// for a mouse), and the step log's current action is highlighted over
// its whole 44-pixel entry, its one sentence in the middle.
func TestTimelineAndLogDrawnForAFinger(t *testing.T) {
	fill := DefaultPalette().ButtonFill()
	isFill := func(c color.Color) bool {
		r, g, b, _ := c.RGBA()
		return uint8(r>>8) == fill.R && uint8(g>>8) == fill.G && uint8(b>>8) == fill.B
	}
	for _, target := range []float64{0, 44} {
		img := ebiten.NewImage(800, 200)
		b := PlaceTimeline(&Timeline{Len: 10, At: 3, Pace: "1 action/s", Target: target}, image.Rect(0, 0, 800, 200), 1)
		b.Draw(img, Style{UI: 1})
		play := b.Hits()[0].Rect
		want := max(32, int(target))
		drawn := 0
		for y := b.Rect().Min.Y; y < b.Rect().Max.Y; y++ {
			if isFill(img.At(play.Min.X+3, y)) {
				drawn++
			}
		}
		if drawn < want-2 || drawn > want {
			t.Errorf("target %v: the play button is drawn %d pixels high, want %d", target, drawn, want)
		}
		if b.Rect().Dy() != TimelineBarHeight(1, target) || target == 0 && b.Rect().Dy() != TimelineHeight {
			t.Errorf("target %v: the bar is %d high", target, b.Rect().Dy())
		}
	}
	lines := []StepLine{{Text: "Hippocrate active G2", Step: 1}, {Text: "G2 va en 6,7", Step: 2}}
	img := ebiten.NewImage(360, 400)
	l := PlaceStepLog("Log", lines, 2, image.Rect(0, 0, 360, 400), 1, 44)
	l.Draw(img, Style{UI: 1})
	h := l.Hits()[1]
	if h.Rect.Dy() < 44 {
		t.Fatalf("the current action's entry is %v", h.Rect)
	}
	x := h.Rect.Min.X + 40
	for _, y := range []int{h.Rect.Min.Y + 2, h.Rect.Max.Y - 3} {
		if r, g, b, _ := img.At(x, y).RGBA(); r>>8 != uint32(activeFill.R) || g>>8 != uint32(activeFill.G) || b>>8 != uint32(activeFill.B) {
			t.Errorf("(%d,%d) is (%d,%d,%d), not the current action's highlight", x, y, r>>8, g>>8, b>>8)
		}
	}
}
