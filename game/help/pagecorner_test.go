package help

import (
	"image"
	"testing"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/scenarios"
)

// TestTheFilesButtonCoversNoHelp (issue 39): on the web page the help
// (F1) kept its 16-pixel margin from the window's top-left corner, where
// the Files button sits: the button covered its title. On a desktop's
// browser, a tablet and a phone, on its side and upright, the help's box
// and everything to press in it keep clear of the button's corner.
func TestTheFilesButtonCoversNoHelp(t *testing.T) {
	defer func(c image.Rectangle) { window.PageCorner = c }(window.PageCorner)
	_, rs, err := scenarios.LoadScenario("tutorial.toml", mustBuiltin(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		w, h   int
		ui     float64
		corner image.Rectangle
	}{
		{1280, 800, 1, image.Rect(0, 0, 104, 40)}, {1600, 1000, 1, image.Rect(0, 0, 104, 40)},
		{820, 1180, 1, image.Rect(0, 0, 116, 56)}, {844, 390, 3, image.Rect(0, 0, 116, 56)},
		{390, 844, 3, image.Rect(0, 0, 116, 56)},
	} {
		window.PageCorner = c.corner
		o := New(i18n.ControlsTable)
		o.Open("")
		o.Prepare(i18n.FR, rs, image.Rect(0, 0, int(float64(c.w)*c.ui), int(float64(c.h)*c.ui)), c.ui)
		corner := window.PageCornerAt(c.ui)
		l := o.Layout()
		if l == nil || l.Box.Empty() {
			t.Fatalf("%v: no help", c)
		}
		if l.Box.Overlaps(corner) {
			t.Errorf("%v: the help's box %v is under the Files button %v", c, l.Box, corner)
		}
	}
}

func mustBuiltin(t *testing.T) []byte {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	return src
}
