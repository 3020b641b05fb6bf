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

// TestHighContrastPalette: the switch gives the board's labels and grid
// and the panel's text more contrast than the default (WCAG ratios), the
// armies stay apart, and switching back restores the default look exactly.
func TestHighContrastPalette(t *testing.T) {
	def := current()
	defer SetHighContrast(false)
	SetHighContrast(true)
	if !HighContrast() {
		t.Fatal("not switched")
	}
	hc := current()
	for _, k := range []string{"clear", "woods", "hill", "marsh"} {
		if d, h := contrast(def.label, def.terrain[k]), contrast(hc.label, hc.terrain[k]); h <= d {
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
	if TerrainColor("woods") != hc.terrain["woods"] || ArmyColors == def.armies {
		t.Error("the drawing functions do not read the palette")
	}
	SetHighContrast(false)
	back := current()
	if back.label != def.label || back.panel != def.panel || back.armies != def.armies || back.gold != def.gold {
		t.Errorf("the default look is not restored: %+v", back)
	}
	for k, c := range def.terrain {
		if back.terrain[k] != c {
			t.Errorf("terrain %s: %v, was %v", k, back.terrain[k], c)
		}
	}
}
