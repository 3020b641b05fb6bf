package printkit

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/scenarios"
)

// goFontBox is the height of a word's box in pdftotext -bbox over its
// font size, for the Go fonts (their ascent plus descent).
const goFontBox = 1.156

// TestCardIsReadable (issue 39): no text on the card is under 8 points
// (it was 5.5 to 6.5 for the orders and profiles); a ruleset that does
// not fit two sides goes on, a side's tables carrying their headings.
func TestCardIsReadable(t *testing.T) {
	for _, key := range scenarios.RulesetKeys() {
		rs, _ := scenarios.Ruleset(key)
		src, _ := scenarios.RulesetSource(key)
		for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
			var b bytes.Buffer
			if _, err := Card(&b, rs, src, Options{Lang: l}); err != nil {
				t.Fatal(err)
			}
			smallest, word := 100.0, ""
			for _, p := range wordBoxes(t, b.Bytes()) {
				for _, w := range p.Words {
					if size := (w.YMax - w.YMin) / goFontBox; size < smallest {
						smallest, word = size, w.Text
					}
				}
			}
			if smallest < 7.95 {
				t.Errorf("%s-%s: %q is printed at %.1f pt, under 8", key, l, word, smallest)
			}
		}
	}
}

// render rasterizes page n of a PDF in grey at dpi with pdftoppm.
func render(t *testing.T, pdf []byte, page, dpi int) *image.Gray {
	t.Helper()
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm is not installed (make deps installs poppler-utils)")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "kit.pdf")
	os.WriteFile(path, pdf, 0o644)
	out := filepath.Join(dir, "page")
	if b, err := exec.Command("pdftoppm", "-png", "-gray", "-r", fmt.Sprint(dpi), "-f", fmt.Sprint(page), "-l", fmt.Sprint(page), "-singlefile", path, out).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, b)
	}
	f, err := os.Open(out + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	g := image.NewGray(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			g.Set(x, y, img.At(x, y))
		}
	}
	return g
}

// background is the lightest grey in the margin around a word's box (in
// points, at dpi), which is the paper or the shading the word stands on.
func background(g *image.Gray, xMin, yMin, xMax, yMax float64, dpi int) uint8 {
	k := float64(dpi) / 72
	var light uint8
	for _, p := range []struct{ x, y float64 }{{xMin - 1, (yMin + yMax) / 2}, {xMax + 1, (yMin + yMax) / 2}, {(xMin + xMax) / 2, yMin + 0.5}, {(xMin + xMax) / 2, yMax - 0.5}} {
		for dx := -1; dx <= 1; dx++ {
			if v := g.GrayAt(int(p.x*k)+dx, int(p.y*k)).Y; v > light {
				light = v
			}
		}
	}
	return light
}

// TestCardShowsHouseValuesApart (issue 39): a value Estafette chose (a
// [HOUSE] mark in the file) stands on a grey ground with its star, a
// value of Herelle's rules on the paper, and each side's heading says
// which is which.
func TestCardShowsHouseValuesApart(t *testing.T) {
	rs, _ := scenarios.Ruleset("jomini")
	src, _ := scenarios.RulesetSource("jomini")
	for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
		var b bytes.Buffer
		if _, err := Card(&b, rs, src, Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
		_, text := poppler(t, b.Bytes(), false)
		flat := strings.Join(strings.Fields(text), " ")
		for _, want := range []string{i18n.T(l, "print.card.legend.house"), i18n.T(l, "print.card.legend.herelle")} {
			if !strings.Contains(flat, want) {
				t.Errorf("%s: the card's legend does not say %q", l, want)
			}
		}
		const dpi = 100
		g := render(t, b.Bytes(), 1, dpi)
		page := wordBoxes(t, b.Bytes())[0]
		var house, herelle []uint8
		for _, w := range page.Words {
			if w.YMin < 60 { // the heading and its legend
				continue
			}
			switch {
			case len(w.Text) <= 3 && strings.HasSuffix(w.Text, "*") && strings.Trim(w.Text, "0123456789*") == "":
				house = append(house, background(g, w.XMin, w.YMin, w.XMax, w.YMax, dpi))
			case len(w.Text) <= 2 && strings.Trim(w.Text, "0123456789") == "":
				herelle = append(herelle, background(g, w.XMin, w.YMin, w.XMax, w.YMax, dpi))
			}
		}
		if len(house) == 0 || len(herelle) == 0 {
			t.Fatalf("%s: %d starred values, %d plain ones on the front", l, len(house), len(herelle))
		}
		for _, v := range house {
			if v > 235 || v < 150 {
				t.Errorf("%s: a [HOUSE] value stands on grey %d, not on a light grey ground (%v)", l, v, house)
				break
			}
		}
		for _, v := range herelle {
			if v < 250 {
				t.Errorf("%s: a value of Herelle's stands on grey %d, not on the paper (%v)", l, v, herelle)
				break
			}
		}
	}
}
