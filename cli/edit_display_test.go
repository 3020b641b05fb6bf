//go:build display

package cli

import (
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"testing"

	"estafette/game/editor"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// editShot runs `estafette edit ARGS --screenshot` in a child process and
// returns the PNG.
func editShot(t *testing.T, args ...string) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "shot.png")
	runWindow(t, append(append([]string{"edit"}, args...), "--screenshot", out)...)
	return readPNG(t, out)
}

// boardPoint is where a hex's centre, moved by dx, dy hex sizes, is in a
// screenshot of the editor on a board.
func boardPoint(img image.Image, b *rules.Board, label string, dx, dy float64) (int, int) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	g := render.BoardGeometry(b)
	cam := render.Fit(g.W, g.H, float64(w-editor.PanelWidth), float64(h))
	hx, _ := hex.ParseLabel(label)
	p := g.Layout.ToPixel(hx)
	p.X += dx * g.Layout.Size
	p.Y += dy * g.Layout.Size
	s := cam.ToScreen(p)
	return int(math.Round(s.X)), int(math.Round(s.Y))
}

// TestEditorScreenshotRefusedDrop drops a unit on G2's hex: the status
// line shows "Refused" in the refusal colour, and G2's hex still shows a
// blue Athenian unit.
func TestEditorScreenshotRefusedDrop(t *testing.T) {
	file := "../scenarios/tutorial.toml"
	img := editShot(t, file, "--lang", "en", "--drag", "palette:unit:cavalry-light>G2")
	if found := refusalPixels(img); found < 20 {
		t.Errorf("no refusal drawn in the status line (%d pixels of its colour)", found)
	}
	// The Athenian base's colour on G2's hex, left of its symbol.
	sc, _, _ := scenarios.LoadScenario(file, mustRead(t, file))
	x, y := boardPoint(img, &sc.Board, "6,8", -0.45, 0)
	if got := img.At(x, y); !close(got, render.DefaultPalette().Army(0)) {
		t.Errorf("G2's hex at %d,%d is %v, want the Athenians' %v", x, y, got, render.DefaultPalette().Army(0))
	}
}

// TestEditorScreenshotTerrainAndRoad paints woods and draws a road on a
// new scenario, then samples the board.
func TestEditorScreenshotTerrainAndRoad(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "new.toml")
	img := editShot(t, file, "--ruleset", "thucydide", "--size", "16x12", "--lang", "en",
		"--click", "palette:brush:woods", "--drag", "3,3>4,3>5,4",
		"--click", "palette:tool:road", "--drag", "8,2>8,3>8,4>9,5")
	b := &rules.Board{Columns: 16, Rows: 12}
	for _, l := range []string{"3,3", "4,3", "5,4"} {
		x, y := boardPoint(img, b, l, 0.55, 0)
		if got := img.At(x, y); !close(got, render.DefaultPalette().Terrain("woods")) {
			t.Errorf("painted hex %s at %d,%d is %v, want woods %v", l, x, y, got, render.DefaultPalette().Terrain("woods"))
		}
	}
	if x, y := boardPoint(img, b, "6,6", 0.55, 0); !close(img.At(x, y), render.DefaultPalette().Terrain("clear")) {
		t.Errorf("6,6 should stay clear: %v", img.At(x, y))
	}
	// Half way between 8,3 and 8,4 lies the road (the board's road colour).
	road := color.RGBA{0x8a, 0x64, 0x38, 0xff}
	x, y := boardPoint(img, b, "8,3", 0, math.Sqrt(3)/2)
	if got := img.At(x, y); !close(got, road) {
		t.Errorf("the road between 8,3 and 8,4 at %d,%d is %v, want %v", x, y, got, road)
	}
}

func mustRead(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
