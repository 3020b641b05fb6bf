package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DrawDrawerButton draws the button that opens the panel as a drawer on a
// narrow screen: three lines when the panel is closed, an arrow pointing
// at the board's edge when it is open, in palette pal. Nothing when r is
// empty.
func DrawDrawerButton(dst *ebiten.Image, r image.Rectangle, open bool, ui float64, pal *Palette) {
	if r.Empty() {
		return
	}
	panelFill, gold, panelText := pal.PanelFill(), pal.Gold(), pal.PanelText()
	x, y, w, h := float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy())
	vector.FillRect(dst, x+float32(2*ui), y+float32(2*ui), w, h, color.RGBA{0, 0, 0, 110}, false)
	vector.FillRect(dst, x, y, w, h, panelFill, false)
	vector.StrokeRect(dst, x, y, w, h, float32(max(1, 1.5*ui)), gold, false)
	k := float32(max(1.5, 2.5*ui))
	if !open {
		for i := 1; i <= 3; i++ {
			ly := y + h*float32(i)/4
			vector.StrokeLine(dst, x+w*0.25, ly, x+w*0.75, ly, k, panelText, true)
		}
		return
	}
	// "›": the drawer goes back to the right.
	vector.StrokeLine(dst, x+w*0.4, y+h*0.28, x+w*0.62, y+h*0.5, k, panelText, true)
	vector.StrokeLine(dst, x+w*0.62, y+h*0.5, x+w*0.4, y+h*0.72, k, panelText, true)
}
