package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/render"
)

// viewport is what the table and the editor windows share: the screen in
// device pixels, the board on the left, a panel on the right, and the
// camera over the board.
type viewport struct {
	panel  float64 // the panel's width at device scale 1
	w, h   int     // screen size in device pixels
	ui     float64 // device scale: panel and text sizes multiply by it
	cam    render.Camera
	camSet bool // the camera was placed
	moved  bool // the player panned or zoomed: a resize keeps the view
}

func newViewport(panel float64) viewport { return viewport{panel: panel, ui: 1} }

// boardW is the width of the board area, left of the panel.
func (v *viewport) boardW() int { return v.w - v.panelW() }

func (v *viewport) panelW() int { return int(math.Round(v.panel * v.ui)) }

// LayoutF sizes the screen in device pixels, so the window stays sharp on
// high-DPI screens: the outside size times the monitor's scale, never
// narrower than the panel plus some board.
func (v *viewport) LayoutF(ow, oh float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		s = m.DeviceScaleFactor()
	}
	w, h := math.Ceil(max(ow, v.panel+200)*s), math.Ceil(max(oh, 300)*s)
	if int(w) != v.w || int(h) != v.h || s != v.ui {
		v.w, v.h, v.ui = int(w), int(h), s
		if !v.moved {
			v.camSet = false
		}
	}
	return w, h
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (v *viewport) Layout(w, h int) (int, int) {
	fw, fh := v.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// fitCamera shows the whole board in the board area.
func (v *viewport) fitCamera(world render.Geometry) {
	v.cam = render.Fit(world.W, world.H, float64(v.boardW()), float64(v.h))
	v.camSet = true
}
