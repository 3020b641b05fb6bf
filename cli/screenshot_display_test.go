//go:build display

package cli

import (
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"estafette/game"
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
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	if w < 600 || h < 400 {
		t.Fatalf("screenshot is %d×%d", w, h)
	}
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, _, _ := scenarios.LoadScenario("tutorial.toml", src)
	board := render.BoardGeometry(&sc.Board)
	cam := render.Fit(board.W, board.H, float64(w-game.PanelWidth), float64(h))
	// The woods of the tutorial at 1,5, sampled toward the hex's east corner.
	p := board.Layout.ToPixel(hex.FromOffset(1, 5))
	p.X += 0.55 * board.Layout.Size
	s := cam.ToScreen(p)
	if got := img.At(int(s.X), int(s.Y)); !close(got, render.TerrainColor("woods")) {
		t.Errorf("woods hex pixel %v, want %v", got, render.TerrainColor("woods"))
	}
	if got := img.At(w-5, h/2); !close(got, color.RGBA{0x2a, 0x2a, 0x30, 255}) {
		t.Errorf("panel pixel %v", got)
	}
}

func close(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { return int(x>>8)-int(y>>8) <= 12 && int(y>>8)-int(x>>8) <= 12 }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}
