//go:build display

package render

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestTwoPalettesSideBySide: two windows drawing the same board, one in
// the default palette and one in the high-contrast one, alternately, each
// keep their own colours: the terrain, the margin and the units' bases
// (drawn from the sprite cache, which must not hand one window the
// other's sprites) on the board, the fill and the buttons of the panel.
// One panel switched from a palette to the other redraws in the new one.
func TestTwoPalettesSideBySide(t *testing.T) {
	sc, _ := tutorial(t)
	pals := [2]*Palette{DefaultPalette(), HighContrastPalette()}
	var tables [2]*Table
	for i, p := range pals {
		tables[i] = NewTable(&sc.Board, p)
		tables[i].SetResolution(1)
	}
	// A clear hex and a unit of each army on the hexes beside it.
	grid, bounds := terrainGrid(&sc.Board), sc.Board.Bounds()
	clear := hex.None
	for i, k := range grid {
		h := bounds.At(i)
		c, r := h.Offset()
		if k == "clear" && c > 2 && c < sc.Board.Columns-2 && r > 2 && r < sc.Board.Rows-2 {
			clear = h
			break
		}
	}
	if clear == hex.None {
		t.Fatal("no clear hex inside the tutorial's board")
	}
	c, r := clear.Offset()
	units := [2]hex.Hex{hex.FromOffset(c-2, r), hex.FromOffset(c+2, r)}
	scene := &Scene{PiecesKey: 1, OverlayKey: 1}
	for a, h := range units {
		scene.Units = append(scene.Units, UnitView{ID: "U", Hex: h, Army: a, Type: rules.Infantry, Elements: 4, StartElements: 4})
	}
	check := func(round int) {
		t.Helper()
		for i, tb := range tables {
			p, img, lay := pals[i], tb.Image(), tb.Layout()
			if got := sampleHex(img, lay, clear); !near(got, p.Terrain("clear"), 6) {
				t.Errorf("round %d, palette %d: clear hex %v, want %v", round, i, got, p.Terrain("clear"))
			}
			if got := img.At(2, 2); !near(got, p.of().margin, 2) {
				t.Errorf("round %d, palette %d: margin %v, want %v", round, i, got, p.of().margin)
			}
			for a, h := range units {
				q := lay.ToPixel(h)
				if got := img.At(int(q.X-lay.Size*0.5), int(q.Y-lay.Size*0.3)); !near(got, p.Army(a), 8) {
					t.Errorf("round %d, palette %d: army %d's base %v, want %v", round, i, a, got, p.Army(a))
				}
			}
		}
	}
	// Alternately: the default window, the high-contrast one, then both
	// again after a change that recomposes them from the sprites already
	// made, in the other order.
	tables[0].Update(scene)
	tables[1].Update(scene)
	check(1)
	scene.PiecesKey, scene.OverlayKey = 2, 2
	tables[1].Update(scene)
	tables[0].Update(scene)
	check(2)
	if tables[0].Redraws != 2 || tables[1].Redraws != 2 {
		t.Fatalf("redraws %d and %d, want 2 each", tables[0].Redraws, tables[1].Redraws)
	}
	if spritesAt(1, pals[0]) == spritesAt(1, pals[1]) {
		t.Error("the two palettes share a sprite set")
	}
	same := *DefaultPalette()
	if spritesAt(1, &same) != spritesAt(1, pals[0]) || spritesAt(1, nil) != spritesAt(1, pals[0]) {
		t.Error("the same palette's colours do not share their sprite set")
	}

	m := &PanelModel{Key: 1, Rows: []Row{{Kind: RowButton, Text: "Go", ID: "go"}}}
	area := image.Rect(0, 0, 300, 200)
	var panels [2]Panel
	var imgs [2]*ebiten.Image
	var button image.Rectangle
	for i := range panels {
		imgs[i] = ebiten.NewImage(300, 200)
		if h, ok := HitAt(panels[i].Layout(m, area, 1), 20, 30); ok && h.ID == "go" {
			button = h.Rect
		}
	}
	if button.Empty() {
		t.Fatal("the button is not at the panel's top")
	}
	samplePanel := func(img *ebiten.Image, p *Palette, what string) {
		t.Helper()
		if got := img.At(2, area.Max.Y-2); !near(got, p.PanelFill(), 2) {
			t.Errorf("%s: panel fill %v, want %v", what, got, p.PanelFill())
		}
		if got := img.At(button.Min.X+8, (button.Min.Y+button.Max.Y)/2); !near(got, p.ButtonFill(), 2) {
			t.Errorf("%s: button %v, want %v", what, got, p.ButtonFill())
		}
	}
	for range 2 {
		for i := range panels {
			panels[i].Draw(imgs[i], m, area, Style{UI: 1, Palette: pals[i]})
		}
		for i := range panels {
			samplePanel(imgs[i], pals[i], fmt.Sprintf("panel in palette %d", i))
		}
	}
	// The start screen's switch: the same panel, the same model, the
	// other palette.
	panels[0].Draw(imgs[0], m, area, Style{UI: 1, Palette: pals[1]})
	samplePanel(imgs[0], pals[1], "panel switched to high contrast")
	if pals[0].PanelFill() == pals[1].PanelFill() || pals[0].ButtonFill() == pals[1].ButtonFill() || pals[0].Terrain("clear") == pals[1].Terrain("clear") {
		t.Fatal("the palettes do not differ where the test looks")
	}
}
