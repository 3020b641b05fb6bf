package window

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/render"
)

// Viewport is a window's screen, in device pixels: the board on the left,
// a panel on the right, and the camera over the board. Both windows
// embed one.
type Viewport struct {
	PanelWidth float64 // the panel's width at device scale 1
	// Drawer lets the panel become a drawer on a narrow screen (a phone):
	// below NarrowWidth the board takes the whole width and a button at
	// its top right opens the panel over it (Narrow, DrawerOpen).
	Drawer     bool
	Narrow     bool
	DrawerOpen bool
	// Portrait lets the panel go under the board on a screen taller than
	// wide (a tablet or a phone held upright): Below, the board across
	// the whole width above it, as tall as it needs (BoardAspect) within
	// bounds, the panel the rest.
	Portrait bool
	Below    bool
	// BoardAspect is the board's height over its width, its rulers
	// included, and BoardExtra the room the window adds above or under
	// it (the viewer's caption and timeline), at device scale 1: the
	// board's share of an upright screen.
	BoardAspect, BoardExtra float64
	W, H                    int     // screen size in device pixels
	UI                      float64 // device scale: panel and text sizes multiply by it
	Cam                     render.Camera
	CamSet                  bool // the camera was placed
	// Palette is the window's colours, given when the window opens (the
	// settings' high contrast); nil draws in the default palette.
	Palette *render.Palette
	Moved   bool // the player panned or zoomed: a resize keeps the view
	// Touch is a screen a finger plays on (TouchScreen, which the window
	// reads at each tick): the panel's entries take a finger's target
	// and its text is larger.
	Touch bool
}

// TextUI is the scale of the panel's and the dialogs' text: larger on a
// touch screen.
func (v *Viewport) TextUI() float64 {
	if v.Touch {
		return v.UI * TouchText
	}
	return v.UI
}

// FooterSplit is the width of the panel's right-hand column for its
// footer (render.Panel.Split): under the board on a screen wide enough
// for two columns (a tablet held upright), 0 otherwise.
func (v *Viewport) FooterSplit() float64 {
	if !v.Below || float64(v.W) < 600*v.UI {
		return 0
	}
	return math.Round(max(280*v.TextUI(), 0.4*float64(v.W)))
}

// Target is the least height of an entry a tap presses, in device
// pixels: a finger's on a touch screen, 0 for a mouse.
func (v *Viewport) Target() float64 {
	if v.Touch {
		return FingerTarget * v.UI
	}
	return 0
}

// NarrowWidth is the outside width, in logical pixels, below which a
// window that allows it (Drawer) shows its panel as a drawer.
const NarrowWidth = 900

// NewViewport is a viewport with a panel of that width.
func NewViewport(panel float64) Viewport { return Viewport{PanelWidth: panel, UI: 1} }

// BoardW is the width of the board area, left of the panel (the whole
// width when the panel is under it).
func (v *Viewport) BoardW() int {
	if v.Below {
		return v.W
	}
	return v.W - v.PanelW()
}

// BoardH is the height of the board area: the screen's, or above the
// panel when the panel is under it.
func (v *Viewport) BoardH() int {
	if !v.Below {
		return v.H
	}
	h := float64(v.H)
	// The web page's Files button takes its band above the board
	// (FitClear): the board keeps the whole width under it.
	want := float64(v.W)*v.BoardAspect + v.BoardExtra*v.UI + float64(PageCornerAt(v.UI).Dy())
	if v.BoardAspect <= 0 {
		want = h / 2
	}
	return int(math.Round(max(h*belowMin, min(want, h*belowMax))))
}

// The board's share of an upright screen, at least and at most.
const (
	belowMin = 0.35
	belowMax = 0.65
)

// PanelW is the panel's width in device pixels.
func (v *Viewport) PanelW() int {
	w := int(math.Round(v.PanelWidth * v.TextUI()))
	switch {
	case v.Below:
		return v.W
	case v.Narrow && !v.DrawerOpen:
		return 0
	case v.Narrow:
		// A strip of board stays beside the open drawer, for its button.
		return max(0, min(w, v.W-int(math.Round(drawerStrip*v.UI))))
	}
	return w
}

// drawerStrip is the board's width left beside the open drawer.
const drawerStrip = 60

// DrawerButton is the button that opens and closes the drawer, halfway
// down the board's right edge (left of the panel when it is open), a
// finger's size: clear of the boxes along the top and the bottom (the
// viewer's caption and timeline, the web page's Files button, the status
// line). Empty when the panel is not a drawer.
func (v *Viewport) DrawerButton() image.Rectangle {
	if !v.Narrow {
		return image.Rectangle{}
	}
	size, m := int(math.Round(44*v.UI)), int(math.Round(8*v.UI))
	x1, top := v.BoardW()-m, (v.H-size)/2
	return image.Rect(x1-size, top, x1, top+size)
}

// ToggleDrawer opens or closes the drawer on a click (a tap) on its
// button, and reports whether it did: the click is then the button's.
func (v *Viewport) ToggleDrawer(in Input) bool {
	x, y := in.Cursor()
	if !v.Narrow || !in.JustPressed(ebiten.MouseButtonLeft) || !image.Pt(x, y).In(v.DrawerButton()) {
		return false
	}
	v.DrawerOpen = !v.DrawerOpen
	return true
}

// Style is how the window's panels and dialogs are drawn: its device
// scale, its palette, and hover the id of the entry under the cursor.
func (v *Viewport) Style(hover string) render.Style {
	return render.Style{UI: v.TextUI(), Hover: hover, Palette: v.Palette}
}

// Screen is the whole screen.
func (v *Viewport) Screen() image.Rectangle { return image.Rect(0, 0, v.W, v.H) }

// BoardArea is the board's part of the screen.
func (v *Viewport) BoardArea() image.Rectangle { return image.Rect(0, 0, v.BoardW(), v.BoardH()) }

// PanelArea is the panel's part of the screen: right of the board, or
// under it (Below).
func (v *Viewport) PanelArea() image.Rectangle {
	if v.Below {
		return image.Rect(0, v.BoardH(), v.W, v.H)
	}
	return image.Rect(v.BoardW(), 0, v.W, v.H)
}

// OnBoard reports whether the screen point x, y is over the board area.
func (v *Viewport) OnBoard(x, y int) bool { return x < v.BoardW() && y < v.BoardH() }

// DialogArea is where a dialog about the game goes: over the board, or
// over the whole screen when the board is a band above the panel.
func (v *Viewport) DialogArea() image.Rectangle {
	if v.Below {
		return v.Screen()
	}
	return v.BoardArea()
}

// LayoutF sizes the screen in device pixels, so the window stays sharp on
// high-DPI screens: the outside size times the monitor's scale, never
// narrower than the panel plus some board, unless the panel is a drawer
// there (Drawer, below NarrowWidth): then the board has the whole width.
func (v *Viewport) LayoutF(ow, oh float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		s = m.DeviceScaleFactor()
	}
	below := v.Portrait && oh > ow*1.1
	narrow := v.Drawer && ow < NarrowWidth && !below
	least := v.PanelWidth + 200
	if narrow || below {
		least = 320
	}
	w, h := math.Ceil(max(ow, least)*s), math.Ceil(max(oh, 300)*s)
	if narrow != v.Narrow || below != v.Below {
		v.Narrow, v.DrawerOpen, v.Below = narrow, false, below
		if !v.Moved {
			v.CamSet = false
		}
	}
	if int(w) != v.W || int(h) != v.H || s != v.UI {
		v.W, v.H, v.UI = int(w), int(h), s
		if !v.Moved {
			v.CamSet = false
		}
	}
	return w, h
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (v *Viewport) Layout(w, h int) (int, int) {
	fw, fh := v.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// FitCamera shows the whole board in the board area, clear of the web
// page's Files button (FitClear).
func (v *Viewport) FitCamera(world render.Geometry) {
	v.Cam = FitClear(world.W, world.H, 0, 0, float64(v.BoardW()), float64(v.BoardH()), v.UI)
	v.CamSet = true
}

// Size is the window's outside size for a board: room for it at about
// its natural size beside the panel, within the monitor and 1600×1000.
func Size(world render.Geometry, panel float64) (int, int) {
	w, h := max(world.W+int(panel), 1400), max(world.H, 900)
	if m := ebiten.Monitor(); m != nil {
		if mw, mh := m.Size(); mw > 0 && mh > 0 {
			w, h = min(w, mw*9/10), min(h, mh*9/10)
		}
	}
	return min(w, 1600), min(h, 1000)
}
