//go:build display

package cli

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"estafette/game/start"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// startShot runs `estafette --start --screenshot` in a child process whose
// data directory holds the given settings file ("" for none).
func startShot(t *testing.T, settingsJSON string, args ...string) image.Image {
	t.Helper()
	home := t.TempDir()
	if settingsJSON != "" {
		os.WriteFile(filepath.Join(home, "settings.json"), []byte(settingsJSON), 0o644)
	}
	out := filepath.Join(t.TempDir(), "start.png")
	runWindowIn(t, home, append([]string{"--start", "--screenshot", out, "--no-autosave"}, args...)...)
	return readPNG(t, out)
}

// TestStartScreenDrawn: the start screen's left column, its "New game"
// button outlined as the page shown, and the tutorial's board in the
// preview (its woods at 1,5) are where the layout puts them.
func TestStartScreenDrawn(t *testing.T) {
	img := startShot(t, "", "--lang", "en")
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	if got := img.At(8, h-60); !close(got, render.DefaultPalette().PanelFill()) {
		t.Errorf("left column pixel %v, want the panel's %v", got, render.DefaultPalette().PanelFill())
	}
	c := start.NewController(i18n.EN, "dev", start.Library{})
	s := c.Layout(w, h, 1)
	nb, _ := s.Find("new")
	if got := img.At(nb.Rect.Min.X, (nb.Rect.Min.Y+nb.Rect.Max.Y)/2); !close(got, render.DefaultPalette().Gold()) {
		t.Errorf("New game's outline %v, want gold", got)
	}
	if got := img.At(nb.Rect.Max.X-20, nb.Rect.Min.Y+6); !close(got, render.DefaultPalette().ButtonFill()) {
		t.Errorf("New game's fill %v", got)
	}
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, _, _ := scenarios.LoadScenario("tutorial.toml", src)
	board := render.BoardGeometry(&sc.Board)
	cam := render.Fit(board.W, board.H, float64(s.Preview.Dx()), float64(s.Preview.Dy()))
	p := board.Layout.ToPixel(hex.FromOffset(1, 5))
	p.X += 0.55 * board.Layout.Size
	q := cam.ToScreen(p)
	if got := img.At(s.Preview.Min.X+int(q.X), s.Preview.Min.Y+int(q.Y)); !close(got, render.DefaultPalette().Terrain("woods")) {
		t.Errorf("the preview's woods at 1,5: %v, want %v", got, render.DefaultPalette().Terrain("woods"))
	}
}

// runAt is the height of the run of the button colour through x, y:
// a button's inside, without its outline.
func runAt(img image.Image, x, y int) int {
	want := render.DefaultPalette().ButtonFill()
	if !close(img.At(x, y), want) {
		return 0
	}
	top, bottom := y, y
	for top > 0 && close(img.At(x, top-1), want) {
		top--
	}
	for bottom < img.Bounds().Dy()-1 && close(img.At(x, bottom+1), want) {
		bottom++
	}
	return bottom - top + 1
}

// TestScaleMakesTheInterfaceBigger: with scale 1.5 in the settings, the
// window is the same size and the Play button is half as tall again: the
// screen is laid out at the window's size divided by 1.5, and drawn
// stretched to the window.
func TestScaleMakesTheInterfaceBigger(t *testing.T) {
	one := startShot(t, "", "--lang", "en")
	big := startShot(t, `{"scale": 1.5}`, "--lang", "en")
	if one.Bounds() != big.Bounds() {
		t.Fatalf("the window changed size: %v, %v", one.Bounds(), big.Bounds())
	}
	w, h := one.Bounds().Dx(), one.Bounds().Dy()
	c := start.NewController(i18n.EN, "dev", start.Library{})
	// Right of the Play button's centred label, inside its outline.
	p1, _ := c.Layout(w, h, 1).Find("play")
	p15, _ := c.Layout(int(float64(w)/1.5), int(float64(h)/1.5), 1).Find("play")
	h1 := runAt(one, p1.Rect.Max.X-8, (p1.Rect.Min.Y+p1.Rect.Max.Y)/2)
	x15, y15 := float64(p15.Rect.Max.X-8)*1.5, float64(p15.Rect.Min.Y+p15.Rect.Max.Y)/2*1.5
	h15 := runAt(big, int(x15), int(y15))
	if h1 < 30 || float64(h15) < 1.4*float64(h1) || float64(h15) > 1.6*float64(h1) {
		t.Errorf("the Play button is %d px tall at 100%%, %d at 150%%: want 1.5 times", h1, h15)
	}
	// The title's gold letters: half as tall again too.
	gold := func(img image.Image) int {
		// The first rows with gold in them, down to the first without:
		// the title's letters, above the gap before the buttons.
		top := -1
		for y := 0; y < h/3; y++ {
			found := false
			for x := 0; x < w/4 && !found; x++ {
				found = close(img.At(x, y), render.DefaultPalette().Gold())
			}
			switch {
			case found && top < 0:
				top = y
			case !found && top >= 0:
				return y - top
			}
		}
		return -1
	}
	if g1, g15 := gold(one), gold(big); float64(g15) < 1.35*float64(g1) || float64(g15) > 1.65*float64(g1) {
		t.Errorf("the title is %d px tall at 100%%, %d at 150%%", g1, g15)
	}
}
