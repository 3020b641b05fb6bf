//go:build display

package cli

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	all := append([]string{"--start", "--screenshot", out, "--no-autosave"}, args...)
	cmd.Env = append(os.Environ(), helperEnv+"="+strings.Join(all, "\x1f"), "ESTAFETTE_HOME="+home)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", all, err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestStartScreenDrawn: the start screen's left column, its "New game"
// button outlined as the page shown, and the tutorial's board in the
// preview (its woods at 1,5) are where the layout puts them.
func TestStartScreenDrawn(t *testing.T) {
	img := startShot(t, "", "--lang", "en")
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	if got := img.At(8, h-60); !close(got, render.PanelFill()) {
		t.Errorf("left column pixel %v, want the panel's %v", got, render.PanelFill())
	}
	c := start.NewController(i18n.EN, "dev", start.Library{})
	s := c.Layout(w, h, 1)
	nb, _ := s.Find("new")
	if got := img.At(nb.Rect.Min.X, (nb.Rect.Min.Y+nb.Rect.Max.Y)/2); !close(got, render.Gold()) {
		t.Errorf("New game's outline %v, want gold", got)
	}
	if got := img.At(nb.Rect.Max.X-20, nb.Rect.Min.Y+6); !close(got, render.ButtonFill()) {
		t.Errorf("New game's fill %v", got)
	}
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, _, _ := scenarios.LoadScenario("tutorial.toml", src)
	board := render.BoardGeometry(&sc.Board)
	cam := render.Fit(board.W, board.H, float64(s.Preview.Dx()), float64(s.Preview.Dy()))
	p := board.Layout.ToPixel(hex.FromOffset(1, 5))
	p.X += 0.55 * board.Layout.Size
	q := cam.ToScreen(p)
	if got := img.At(s.Preview.Min.X+int(q.X), s.Preview.Min.Y+int(q.Y)); !close(got, render.TerrainColor("woods")) {
		t.Errorf("the preview's woods at 1,5: %v, want %v", got, render.TerrainColor("woods"))
	}
}

// buttonRun is the height of the first run of the button colour down
// column x: a button's inside.
func buttonRun(img image.Image, x int) int {
	want := render.ButtonFill()
	run, best := 0, 0
	for y := 0; y < img.Bounds().Dy(); y++ {
		if close(img.At(x, y), want) {
			run++
			continue
		}
		if run > 10 {
			return run
		}
		best, run = max(best, run), 0
	}
	return max(best, run)
}

// TestScaleMakesTheInterfaceBigger: with scale 1.5 in the settings, the
// window is the same size and its buttons are half as tall again: the
// whole interface is drawn larger, for a projector.
func TestScaleMakesTheInterfaceBigger(t *testing.T) {
	one := startShot(t, "", "--lang", "en")
	big := startShot(t, `{"scale": 1.5}`, "--lang", "en")
	if one.Bounds() != big.Bounds() {
		t.Fatalf("the window changed size: %v, %v", one.Bounds(), big.Bounds())
	}
	// The column right of "New game"'s text, inside the button at both
	// scales.
	h1, h15 := buttonRun(one, 300), buttonRun(big, 300)
	if h1 < 20 || float64(h15) < 1.4*float64(h1) || float64(h15) > 1.6*float64(h1) {
		t.Errorf("the first button is %d px tall at 100%%, %d at 150%%: want 1.5 times", h1, h15)
	}
	// The left column's width too.
	edge := func(img image.Image) int {
		for x := 0; x < img.Bounds().Dx(); x++ {
			if !close(img.At(x, img.Bounds().Dy()-3), render.PanelFill()) {
				return x
			}
		}
		return -1
	}
	if e1, e15 := edge(one), edge(big); float64(e15) < 1.45*float64(e1) || float64(e15) > 1.55*float64(e1) {
		t.Errorf("the left column is %d px wide at 100%%, %d at 150%%", e1, e15)
	}
}
