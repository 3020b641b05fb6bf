// Package game is the application: it holds the window, turns input into
// rules actions and keeps the interface state. It never decides what is
// legal; the rules package does.
package game

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// Options are the window's command-line options (FORMATS.md).
type Options struct {
	Screenshot string // write the window to this PNG after a few frames, then exit
	Lang       i18n.Lang
}

// screenshotFrame is how many frames are drawn before a screenshot, so that
// the first frames' lazy uploads (fonts, board image) have settled.
const screenshotFrame = 5

// App is the table window: it implements ebiten.Game.
type App struct {
	sc    *rules.Scenario
	rs    *rules.Ruleset
	opts  Options
	board *render.Board
	frame int
	shot  error
	taken bool
	w, h  int
}

// PanelWidth is the width of the side panel in screen pixels.
const PanelWidth = 300

// NewApp prepares the window for a scenario.
func NewApp(sc *rules.Scenario, rs *rules.Ruleset, opts Options) *App {
	if opts.Lang == "" {
		opts.Lang = i18n.EN
	}
	return &App{sc: sc, rs: rs, opts: opts}
}

// Run opens the window and blocks until it is closed.
func Run(sc *rules.Scenario, rs *rules.Ruleset, opts Options) error {
	a := NewApp(sc, rs, opts)
	g := render.BoardGeometry(&sc.Board)
	w, h := min(g.W+PanelWidth, 1500), min(g.H, 950)
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowTitle("Estafette — " + sc.Title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	err := ebiten.RunGame(a)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err != nil && strings.Contains(err.Error(), "no window system") {
		err = fmt.Errorf("%w\n(no display found: run it on a desktop, or headless under xvfb-run -a)", err)
	}
	if err == nil {
		err = a.shot
	}
	return err
}

// Update advances the interface by one tick.
func (a *App) Update() error {
	a.frame++
	if a.board == nil {
		a.board = render.NewBoard(&a.sc.Board)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyL) {
		a.opts.Lang = map[i18n.Lang]i18n.Lang{i18n.FR: i18n.EN, i18n.EN: i18n.FR}[a.opts.Lang]
	}
	if a.taken {
		return ebiten.Termination
	}
	return nil
}

// Draw draws the board, the pieces and the panel.
func (a *App) Draw(screen *ebiten.Image) {
	screen.Fill(render.Background)
	if a.board == nil {
		return
	}
	cam := a.camera()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(cam.Scale, cam.Scale)
	op.GeoM.Translate(cam.OffX, cam.OffY)
	screen.DrawImage(a.board.Image, op)
	render.DrawScenarioPieces(screen, cam, a.board.Layout, a.sc, a.rs)
	render.DrawSetupPanel(screen, a.sc, a.rs, a.opts.Lang, float64(a.w-PanelWidth), float64(PanelWidth), float64(a.h))
	if a.opts.Screenshot != "" && a.frame >= screenshotFrame && !a.taken {
		a.shot = savePNG(screen, a.opts.Screenshot)
		a.taken = true
	}
}

func (a *App) camera() render.Camera {
	bw, bh := a.board.Image.Bounds().Dx(), a.board.Image.Bounds().Dy()
	return render.Fit(bw, bh, float64(a.w-PanelWidth), float64(a.h))
}

// Layout uses the window size as the screen size.
func (a *App) Layout(w, h int) (int, int) {
	a.w, a.h = max(w, PanelWidth+200), max(h, 200)
	return a.w, a.h
}

// savePNG writes the screen atomically: a temp file, then a rename, so an
// interrupted run never leaves half a PNG behind.
func savePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	tmp, err := os.CreateTemp(filepath.Dir(path), ".estafette-shot-*.png")
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(tmp, img); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("screenshot: %w", err)
	}
	return os.Rename(tmp.Name(), path)
}
