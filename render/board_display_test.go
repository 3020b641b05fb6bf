//go:build display

package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

func tutorial(t *testing.T) (*rules.Scenario, *rules.Ruleset) {
	t.Helper()
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return sc, rs
}

func near(a, b color.Color, tol int) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) int { return abs(int(x>>8) - int(y>>8)) }
	return d(ar, br) <= tol && d(ag, bg) <= tol && d(ab, bb) <= tol
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// sampleHex reads the board image a little inside a hex, toward its east
// corner: roads run to edge midpoints and terrain marks sit near the
// centre, so this point shows the bare terrain colour.
func sampleHex(img *ebiten.Image, lay hex.Layout, h hex.Hex) color.Color {
	p := lay.ToPixel(h)
	return img.At(int(p.X+0.55*lay.Size), int(p.Y))
}

func TestBoardShowsTerrain(t *testing.T) {
	sc, _ := tutorial(t)
	b := NewBoard(&sc.Board, nil)
	checked := map[string]bool{}
	for _, hx := range sc.Board.Bounds().All() {
		key := sc.Board.TerrainAt(hx)
		if checked[key] {
			continue
		}
		checked[key] = true
		if got := sampleHex(b.Image, b.Layout, hx); !near(got, DefaultPalette().Terrain(key), 6) {
			t.Errorf("hex %s (%s): pixel %v, want %v", hx, key, got, DefaultPalette().Terrain(key))
		}
	}
	if len(checked) < 5 {
		t.Errorf("the tutorial shows only %d terrain kinds", len(checked))
	}
}

// TestBoardEdgeLabels: the column numbers are printed above and below
// each column, the row numbers left and right of each row.
func TestBoardEdgeLabels(t *testing.T) {
	sc, _ := tutorial(t)
	b := NewBoard(&sc.Board, nil)
	w, h := b.Image.Bounds().Dx(), b.Image.Bounds().Dy()
	// inked counts the label-coloured pixels of the 17×17 box around x, y.
	inked := func(x, y int) int {
		n := 0
		for dx := -8; dx <= 8; dx++ {
			for dy := -8; dy <= 8; dy++ {
				if near(b.Image.At(x+dx, y+dy), defaultPalette.label, 60) {
					n++
				}
			}
		}
		return n
	}
	for _, col := range []int{1, sc.Board.Columns} {
		x := int(b.Layout.ToPixel(hex.FromOffset(col, 1)).X)
		if n := inked(x, 11); n < 5 {
			t.Errorf("no label printed above column %d (%d dark pixels)", col, n)
		}
		if n := inked(x, h-11); n < 5 {
			t.Errorf("no label printed below column %d (%d dark pixels)", col, n)
		}
	}
	for _, row := range []int{1, sc.Board.Rows} {
		if n := inked(11, int(b.Layout.ToPixel(hex.FromOffset(1, row)).Y)); n < 5 {
			t.Errorf("no label printed left of row %d (%d dark pixels)", row, n)
		}
		if n := inked(w-11, int(b.Layout.ToPixel(hex.FromOffset(sc.Board.Columns, row)).Y)); n < 5 {
			t.Errorf("no label printed right of row %d (%d dark pixels)", row, n)
		}
	}
	if got := b.Image.At(2, 2); !near(got, defaultPalette.margin, 2) {
		t.Errorf("margin pixel %v, want %v", got, defaultPalette.margin)
	}
}

func TestRoadIsDrawn(t *testing.T) {
	sc, _ := tutorial(t)
	b := NewBoard(&sc.Board, nil)
	r := sc.Board.Roads[0].Hexes
	a, c := b.Layout.ToPixel(r[0]), b.Layout.ToPixel(r[1])
	// A third of the way along: the midpoint lies on the hex edge, under the grid line.
	mid := b.Image.At(int(a.X+(c.X-a.X)/3), int(a.Y+(c.Y-a.Y)/3))
	if !near(mid, roadColor, 10) {
		t.Errorf("road midpoint %v, want road colour %v", mid, roadColor)
	}
}

func TestArmiesAreTellApart(t *testing.T) {
	sc, rs := tutorial(t)
	img := ebiten.NewImage(400, 300)
	lay := hex.Layout{Size: HexSize, Origin: hex.Point{X: 50, Y: 50}}
	cam := Camera{Scale: 1}
	h1, h2 := hex.FromOffset(2, 2), hex.FromOffset(5, 2)
	u := sc.Armies[0].Units[0]
	typ := rs.Profiles[u.Profile].Type
	DrawUnitView(img, cam, lay, UnitView{ID: "A", Hex: h1, Army: 0, Type: typ, Elements: 4, StartElements: 4}, nil)
	DrawUnitView(img, cam, lay, UnitView{ID: "B", Hex: h2, Army: 1, Type: typ, Elements: 4, StartElements: 4}, nil)
	for i, h := range []hex.Hex{h1, h2} {
		p := lay.ToPixel(h)
		// Just inside the base's top-left corner: army colour.
		got := img.At(int(p.X-lay.Size*0.5), int(p.Y-lay.Size*0.3))
		if !near(got, DefaultPalette().Army(i), 8) {
			t.Errorf("army %d base pixel %v, want %v", i, got, DefaultPalette().Army(i))
		}
	}
	if near(DefaultPalette().Army(0), DefaultPalette().Army(1), 60) {
		t.Error("the two army colours are too close")
	}
}

func TestLeaderRanksDiffer(t *testing.T) {
	img := ebiten.NewImage(400, 200)
	lay := hex.Layout{Size: HexSize, Origin: hex.Point{X: 50, Y: 50}}
	cam := Camera{Scale: 1}
	count := func(h hex.Hex) int {
		p := lay.ToPixel(h)
		n := 0
		for x := int(p.X) - 10; x < int(p.X)+40; x++ {
			for y := int(p.Y) - 40; y < int(p.Y); y++ {
				if near(img.At(x, y), DefaultPalette().Army(0), 8) {
					n++
				}
			}
		}
		return n
	}
	hc, ho := hex.FromOffset(2, 2), hex.FromOffset(5, 2)
	DrawLeaderView(img, cam, lay, LeaderView{Hex: hc, Rank: rules.Commander}, nil)
	DrawLeaderView(img, cam, lay, LeaderView{Hex: ho, Rank: rules.Officer}, nil)
	if c, o := count(hc), count(ho); c <= o || o == 0 {
		t.Errorf("commander token (%d px) should be larger than an officer's (%d px)", c, o)
	}
}

// TestRecomposedBoardIsTheFirst: the first frame draws the board straight
// into the composed image, and a later change recomposes it from the
// board kept apart: both show the same pixels, to a level of rounding (a
// road, drawn rotated and filtered, may round one level apart where its
// image lies in another texture).
func TestRecomposedBoardIsTheFirst(t *testing.T) {
	sc, _ := tutorial(t)
	tb := NewTable(&sc.Board, nil)
	tb.SetResolution(1)
	scene := &Scene{PiecesKey: 1, OverlayKey: 1}
	tb.Update(scene)
	w, h := tb.Image().Bounds().Dx(), tb.Image().Bounds().Dy()
	first := make([]byte, 4*w*h)
	tb.Image().ReadPixels(first)
	scene.OverlayKey = 2
	tb.Update(scene)
	again := make([]byte, 4*w*h)
	tb.Image().ReadPixels(again)
	if tb.Redraws != 2 || tb.static == nil {
		t.Fatalf("%d compositions, board kept apart: %v", tb.Redraws, tb.static != nil)
	}
	diff := 0
	for i := range first {
		if d := int(first[i]) - int(again[i]); d > 1 || d < -1 {
			if diff < 8 {
				t.Logf("pixel %d,%d byte %d: %d then %d", (i/4)%w, (i/4)/w, i%4, first[i], again[i])
			}
			diff++
		}
	}
	if diff > 0 {
		t.Errorf("%d bytes of the recomposed board differ from the first by more than one level", diff)
	}
}
