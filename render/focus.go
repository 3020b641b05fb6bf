package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DrawFocus frames r, the keyboard's place on the screen (a panel entry,
// a hex): a dark line inside a gold one, each two pixels at scale 1, so
// that it shows on the light board and on the dark panel alike.
func DrawFocus(dst *ebiten.Image, r image.Rectangle, ui float64, pal *Palette) {
	if r.Empty() {
		return
	}
	w := float32(2 * ui)
	x, y, rw, rh := float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy())
	vector.StrokeRect(dst, x-w/2, y-w/2, rw+w, rh+w, w, pal.Gold(), false)
	vector.StrokeRect(dst, x+w/2, y+w/2, rw-w, rh-w, w, rgb(0x20, 0x1c, 0x14), false)
}
