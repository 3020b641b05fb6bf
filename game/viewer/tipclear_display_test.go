//go:build display

package viewer

import (
	"testing"

	"estafette/i18n"
)

// TestLessonTipLeavesTheNextClickInView (issue 39): on a step that
// waits, the tooltip of the piece under the cursor never covers a piece
// the lesson's action asks the player to click next: hovering
// Hippocrate, whose tooltip went right of his hex, over G3 (the very
// hex the caption says to click), it now goes where G3 stays in view.
func TestLessonTipLeavesTheNextClickInView(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		d := newDriver(t, lessonGame(t, "command"), lang, 1)
		if !d.a.v.Waiting() {
			t.Fatal("lesson 1 waits at position 1")
		}
		d.hover("HIP")
		d.tick()
		if d.a.f.tipBox.Empty() || len(d.a.f.tip) == 0 {
			t.Fatalf("%s: no tooltip over Hippocrate", lang)
		}
		for _, id := range []string{"G3", "HIP"} {
			p := d.point(id)
			h, _ := d.a.hexOf(id)
			box := d.a.Cam.HexBox(d.a.t.World.Layout, h)
			if d.a.f.tipBox.Overlaps(box) {
				t.Errorf("%s: the tooltip %v covers %s at %v (%v)", lang, d.a.f.tipBox, id, p, box)
			}
		}
	}
}
