//go:build display

package cli

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"estafette/game/table"
	"estafette/render"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// TestScreenshot runs the real window on the tutorial under Xvfb, as
// `estafette --screenshot` does, and samples the PNG at known points.
func TestScreenshot(t *testing.T) {
	out := filepath.Join(t.TempDir(), "tutorial.png")
	env := OSEnv()
	if code := Main([]string{"--screenshot", out, "--lang", "en"}, env); code != 0 {
		t.Fatalf("exit %d", code)
	}
	img := readPNG(t, out)
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	if w < 600 || h < 400 {
		t.Fatalf("screenshot is %d×%d", w, h)
	}
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, _, _ := scenarios.LoadScenario("tutorial.toml", src)
	board := render.BoardGeometry(&sc.Board)
	cam := render.Fit(board.W, board.H, float64(w-table.PanelWidth), float64(h))
	// The woods of the tutorial at 1,5, sampled toward the hex's east corner.
	p := board.Layout.ToPixel(hex.FromOffset(1, 5))
	p.X += 0.55 * board.Layout.Size
	s := cam.ToScreen(p)
	if got := img.At(int(s.X), int(s.Y)); !close(got, render.DefaultPalette().Terrain("woods")) {
		t.Errorf("woods hex pixel %v, want %v", got, render.DefaultPalette().Terrain("woods"))
	}
	if got := img.At(w-5, h/2); !close(got, color.RGBA{0x2a, 0x2a, 0x30, 255}) {
		t.Errorf("panel pixel %v", got)
	}
}

// readPNG decodes the PNG a window wrote.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
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

func close(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { return int(x>>8)-int(y>>8) <= 12 && int(y>>8)-int(x>>8) <= 12 }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}

// helperEnv names the variable that makes the test binary run the
// command line instead of the tests: Ebiten opens one window per process,
// so each further window runs in a child process.
const helperEnv = "ESTAFETTE_CLI_HELPER_ARGS"

// TestHelperProcess is the child process: it runs Main with the arguments
// from helperEnv and exits with its status.
func TestHelperProcess(t *testing.T) {
	args, ok := os.LookupEnv(helperEnv)
	if !ok {
		return
	}
	os.Exit(Main(strings.Split(args, "\x1f"), OSEnv()))
}

// runWindow runs the command line with args in a child process, with a
// data directory of its own, and returns its standard output.
func runWindow(t *testing.T, args ...string) string {
	t.Helper()
	return runWindowIn(t, t.TempDir(), args...)
}

// runWindowIn is runWindow with home as the data directory.
func runWindowIn(t *testing.T, home string, args ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperEnv+"="+strings.Join(args, "\x1f"), "ESTAFETTE_HOME="+home)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, stderr.String())
	}
	return stdout.String()
}

// screenshotOf runs the window with args and returns the PNG.
func screenshotOf(t *testing.T, args ...string) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "shot.png")
	runWindow(t, append([]string{"--screenshot", out}, args...)...)
	return readPNG(t, out)
}

// TestSelectShowsTheCommandRadius opens the tutorial with Hippocrate
// selected (--select) and samples hexes inside his command radius (5) and
// on the first ring outside it.
func TestSelectShowsTheCommandRadius(t *testing.T) {
	img := screenshotOf(t, "--lang", "en", "--select", "HIP")
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, _, _ := scenarios.LoadScenario("tutorial.toml", src)
	board := render.BoardGeometry(&sc.Board)
	cam := render.Fit(board.W, board.H, float64(w-table.PanelWidth), float64(h))
	at := func(label string) color.Color {
		hx, _ := hex.ParseLabel(label)
		p := cam.ToScreen(board.Layout.ToPixel(hx))
		return img.At(int(p.X+0.22*board.Layout.Size*cam.Scale), int(p.Y))
	}
	clear := render.DefaultPalette().Terrain("clear")
	// Hippocrate is on 6,8: 6,4 and 2,7 are 4 hexes away, 1,8 and 1,7
	// five (the edge of his radius), 6,2 and 12,7 six (the first ring out).
	for _, in := range []string{"6,4", "2,7", "1,8", "1,7"} {
		if got := at(in); close(got, clear) {
			t.Errorf("hex %s inside the command radius is not highlighted: %v", in, got)
		}
	}
	for _, out := range []string{"6,2", "12,7"} {
		if got := at(out); !close(got, clear) {
			t.Errorf("hex %s outside the command radius is highlighted: %v", out, got)
		}
	}
}

// TestRefusedClickShowsTheRule clicks the out-of-range psiloi with
// Hippocrate selected: the status line at the bottom of the board shows
// the rule id in its colour.
func TestRefusedClickShowsTheRule(t *testing.T) {
	img := screenshotOf(t, "--lang", "en", "--select", "HIP", "--click", "PSI")
	if found := refusalPixels(img); found < 20 {
		t.Errorf("no rule id drawn in the status line (%d pixels of its colour)", found)
	}
}

// refusalPixels counts the pixels of the refusal colour in the status
// line, at the bottom left of the window.
func refusalPixels(img image.Image) int {
	h := img.Bounds().Dy()
	found := 0
	for x := 0; x < 120; x++ {
		for y := h - 50; y < h; y++ {
			if close(img.At(x, y), render.StatusRefusal) {
				found++
			}
		}
	}
	return found
}

// TestBenchFramesPrintsFigures runs --bench-frames and reads its report.
func TestBenchFramesPrintsFigures(t *testing.T) {
	out := runWindow(t, "--bench-frames", "20", "--select", "HIP")
	for _, want := range []string{"20 frames", "first frame", "Update+Draw CPU mean", "p99", "wall time per frame"} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
}
