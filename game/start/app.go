package start

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
)

// App is the start screen's window.
type App struct {
	c      *Controller
	W, H   int     // screen size in device pixels
	UI     float64 // device scale
	screen *Screen
	placed placedFor
	prev   preview
	frames window.Frames[window.FrameKey]
	hover  string   // the clickable entry under the cursor
	tip    []string // the tooltip of the entry under the cursor
	tipAt  image.Rectangle
	mx, my int
	wheel  float64 // the wheel's turn not yet a whole row
}

// placedFor is what the screen was laid out for.
type placedFor struct {
	changes, w, h int
	ui            float64
	lang          i18n.Lang
	contrast      bool // the palette: the preview's board is drawn again
}

// NewApp is the start screen's window on a controller.
func NewApp(c *Controller) *App { return &App{c: c, UI: 1} }

// Palette is the colours the screen draws in: the high-contrast palette
// while the player's setting (Controller.HighContrast) asks for it, so
// that the switch shows on the next frame.
func (a *App) Palette() *render.Palette { return render.PaletteFor(a.c.HighContrast) }

// Controller returns the screen without its window.
func (a *App) Controller() *Controller { return a.c }

// Screen is the screen as last laid out (nil before the first Update).
func (a *App) Screen() *Screen { return a.screen }

// Title is the window's title.
func (a *App) Title() string { return "Estafette" }

// Shown tells the screen it is on screen again.
func (a *App) Shown() { a.frames.Invalidate() }

// Request returns what the screen asks of the shell, once.
func (a *App) Request() window.Request { return a.c.Request() }

// LayoutF sizes the screen in device pixels, as the other windows do:
// sharp on high-DPI screens.
func (a *App) LayoutF(ow, oh float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		s = m.DeviceScaleFactor()
	}
	w, h := math.Ceil(max(ow, 640)*s), math.Ceil(max(oh, 480)*s)
	a.W, a.H, a.UI = int(w), int(h), s
	return w, h
}

// Update reads the input and lays out the next frame.
func (a *App) Update(in window.Input) error {
	a.place()
	a.input(in)
	a.place()
	a.mx, a.my = in.Cursor()
	a.hover, a.tip = "", nil
	if e, ok := a.screen.Hit(a.mx, a.my); ok && !e.Off {
		a.hover = e.ID
	}
	if e, ok := a.screen.TipAt(a.mx, a.my); ok {
		a.tip, a.tipAt = e.Tip, e.Rect
	}
	return nil
}

// place lays the screen out again when what it shows changed.
func (a *App) place() {
	c := a.c
	k := placedFor{c.Changes(), a.W, a.H, a.UI, c.Lang, c.HighContrast}
	if a.screen != nil && k == a.placed {
		return
	}
	if k.contrast != a.placed.contrast {
		a.prev.reset()
	}
	a.screen = c.Layout(a.W, a.H, a.UI)
	a.placed = k
	if r := a.screen.Preview; c.page == PageNew && !r.Empty() {
		a.prev.prepare(c.Selected(), r.Min.X, r.Min.Y, r.Dx(), r.Dy(), a.Palette())
	}
}

// input acts on the clicks, the wheel and the keys.
func (a *App) input(in window.Input) {
	c := a.c
	if in.JustPressed(ebiten.MouseButtonLeft) {
		x, y := in.Cursor()
		if e, ok := a.screen.Hit(x, y); ok && !e.Off {
			c.Click(e.ID)
		}
	}
	if a.typeJoin(in) {
		return
	}
	if c.page == PageSaves {
		if _, wy := in.Wheel(); wy != 0 {
			a.wheel += wy
			n := int(a.wheel)
			a.wheel -= float64(n)
			c.Scroll(-n, a.screen.Rows)
		}
	}
	switch {
	case window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyQ) && CanQuit:
		c.Quit()
	case in.KeyJustPressed(ebiten.KeyL) && !window.Ctrl(in):
		c.SwitchLang()
	case in.KeyJustPressed(ebiten.KeyEscape):
		c.Show(PageNew)
	case window.Enter(in) && c.page == PageNew:
		c.Play()
	case in.KeyRepeated(ebiten.KeyArrowDown):
		a.step(1)
	case in.KeyRepeated(ebiten.KeyArrowUp):
		a.step(-1)
	case in.KeyJustPressed(ebiten.KeyPageDown):
		c.Scroll(a.screen.Rows, a.screen.Rows)
	case in.KeyJustPressed(ebiten.KeyPageUp):
		c.Scroll(-a.screen.Rows, a.screen.Rows)
	}
}

// step is ↑ or ↓: the next scenario, or the saved games one row on.
func (a *App) step(d int) {
	c := a.c
	switch c.page {
	case PageNew:
		c.Select(c.sel + d)
	case PageSaves:
		c.Scroll(d, a.screen.Rows)
	}
}

// Locate finds a place of scripted input: an entry's id ("new",
// "scenario:2", "seat:athenes", "save:11", "view:0", "lesson:1"…), or
// "start:ID" for the same.
func (a *App) Locate(place string) (image.Point, error) {
	if a.screen == nil {
		return image.Point{}, window.ErrNotReady
	}
	id := strings.TrimPrefix(place, "start:")
	if e, ok := a.screen.Find(id); ok {
		return image.Pt((e.Rect.Min.X+e.Rect.Max.X)/2, (e.Rect.Min.Y+e.Rect.Max.Y)/2), nil
	}
	return image.Point{}, fmt.Errorf("the start screen shows no entry %q", id)
}

// Draw draws the screen, unless the frame on screen is the same.
func (a *App) Draw(screen *ebiten.Image) bool {
	if a.screen == nil {
		screen.Fill(a.Palette().Background())
		return true
	}
	at := image.Pt(-1, -1)
	if a.tip != nil {
		at = a.tipAt.Min
	}
	p := a.placed
	if !a.frames.Draw(window.FrameKey{W: p.w, H: p.h, UI: p.ui, Lang: p.lang, Palette: render.PaletteFor(p.contrast),
		Game: p.changes, HoverID: a.hover, Tip: at}) {
		return false
	}
	a.draw(screen)
	return true
}
