package viewer

import (
	"image"
	"testing"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/render"
)

// TestTheFilesButtonCoversNoLabelInTheViewer (issue 39): on the web page
// the viewer's board, fitted, keeps its edge numbers clear of the Files
// button's corner — a replay without captions, whose board starts at the
// top, and a lesson under its caption — on a desktop, a tablet and a
// phone, on its side and upright; the caption keeps below the corner.
func TestTheFilesButtonCoversNoLabelInTheViewer(t *testing.T) {
	defer func(c image.Rectangle) { window.PageCorner = c }(window.PageCorner)
	for _, c := range []struct {
		w, h   int
		ui     float64
		corner image.Rectangle
	}{
		{1600, 1000, 1, image.Rect(0, 0, 104, 40)}, {1280, 800, 1, image.Rect(0, 0, 104, 40)},
		{820, 1180, 1, image.Rect(0, 0, 116, 56)}, {844, 390, 3, image.Rect(0, 0, 116, 56)},
		{390, 844, 3, image.Rect(0, 0, 116, 56)},
	} {
		window.PageCorner = c.corner
		for _, g := range []*Game{sampleGame(t), lessonGame(t, "command")} {
			a, err := NewApp(g, Options{Lang: i18n.EN})
			if err != nil {
				t.Fatal(err)
			}
			a.LayoutF(float64(c.w), float64(c.h))
			a.W, a.H, a.UI, a.CamSet = int(float64(c.w)*c.ui), int(float64(c.h)*c.ui), c.ui, false
			for range 2 {
				if err := a.Update(&helptest.Input{X: 1, Y: 1}); err != nil {
					t.Fatal(err)
				}
			}
			corner := window.PageCornerAt(c.ui)
			b := &g.Scenario.Board
			for _, l := range render.BoardLabels(a.Cam, a.t.World, b.Columns, b.Rows) {
				if l.Box().Overlaps(corner) {
					t.Errorf("%v %s: the board's number %q %v is under the Files button %v", c, g.File, l.Text, l.Box(), corner)
				}
			}
			if r := a.f.caption.Rect(); !r.Empty() && r.Overlaps(corner) {
				t.Errorf("%v %s: the caption %v is under the Files button %v", c, g.File, r, corner)
			}
		}
	}
}
