package render

import (
	"image/color"
	"math"
	"testing"
)

// lum is a colour's relative luminance (sRGB, WCAG), for contrast ratios.
func lum(c color.RGBA) float64 {
	f := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*f(c.R) + 0.7152*f(c.G) + 0.0722*f(c.B)
}

func contrast(a, b color.RGBA) float64 {
	la, lb := lum(a), lum(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// TestHighContrastPalette: the high-contrast palette gives the board's
// labels and grid and the panel's text more contrast than the default
// (WCAG ratios), the armies stay apart, the accessors read the palette
// they are called on, and making it leaves the default palette exactly as
// it was.
func TestHighContrastPalette(t *testing.T) {
	before := defaultPalette
	hcp := PaletteFor(true)
	if !hcp.HighContrast() || hcp != HighContrastPalette() {
		t.Fatal("PaletteFor(true) is not the high-contrast palette")
	}
	if d := PaletteFor(false); d.HighContrast() || d != DefaultPalette() {
		t.Fatal("PaletteFor(false) is not the default palette")
	}
	var none *Palette
	if none.Gold() != DefaultPalette().Gold() || none.HighContrast() {
		t.Error("a nil palette does not draw in the default one")
	}
	def, hc := *DefaultPalette(), *hcp
	for _, k := range []string{"clear", "woods", "hill", "marsh"} {
		if d, h := contrast(def.label, def.Terrain(k)), contrast(hc.label, hc.Terrain(k)); h <= d {
			t.Errorf("labels on %s: contrast %.2f, not above the default's %.2f", k, h, d)
		}
	}
	if d, h := contrast(def.text, def.panel), contrast(hc.text, hc.panel); h <= d || h < 15 {
		t.Errorf("panel text: contrast %.2f (default %.2f)", h, d)
	}
	if d, h := contrast(def.dim, def.panel), contrast(hc.dim, hc.panel); h <= d || h < 7 {
		t.Errorf("dim panel text: contrast %.2f (default %.2f), below WCAG AAA's 7", h, d)
	}
	if hc.grid.A != 255 {
		t.Errorf("grid lines not opaque: %v", hc.grid)
	}
	if hcp.Terrain("woods") != hc.terrain[terrainIndex["woods"]] || hcp.Army(0) == def.Army(0) || hcp.Army(1) == def.Army(1) {
		t.Error("the accessors do not read the palette")
	}
	if hcp.Army(0) == hcp.Army(1) {
		t.Error("the armies share a colour")
	}
	if *DefaultPalette() != before {
		t.Errorf("the default palette changed: %+v", *DefaultPalette())
	}
	for _, k := range terrainKeys {
		if def.Terrain(k) == (color.RGBA{}) || hc.Terrain(k) == (color.RGBA{}) {
			t.Errorf("terrain %s has no colour", k)
		}
	}
	if def.Terrain("no-such-terrain") != def.Terrain("clear") {
		t.Error("an unknown terrain is not drawn as clear")
	}
}
