//go:build display

package game

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/render"
)

// TestContrastSwitchShowsAtOnce: the start screen's high-contrast switch
// changes the very next frame it draws (its left column's fill), the
// table opened afterwards draws in the high-contrast palette, and
// switching back gives the start screen the default palette again while
// the table keeps its own.
func TestContrastSwitchShowsAtOnce(t *testing.T) {
	s := startShell(t)
	screen := ebiten.NewImage(1400, 900)
	column := func() color.Color {
		t.Helper()
		s.cur.LayoutF(1400, 900)
		if err := s.step(&keyInput{}); err != nil {
			t.Fatal(err)
		}
		s.cur.Draw(screen)
		return screen.At(8, 900-60)
	}
	def, hc := render.DefaultPalette(), render.HighContrastPalette()
	if got := column(); !near(got, def.PanelFill()) {
		t.Fatalf("before the switch: %v, want the default panel's %v", got, def.PanelFill())
	}
	s.start.Controller().Click("contrast")
	if got := column(); !near(got, hc.PanelFill()) {
		t.Errorf("the frame after the switch: %v, want the high-contrast panel's %v", got, hc.PanelFill())
	}
	if s.playOpts.Palette != hc {
		t.Fatal("the windows opened next are not given the high-contrast palette")
	}
	s.start.Controller().Click("play")
	s.handle(s.start.Request())
	if s.table == nil || s.table.Options().Palette != hc || s.table.Palette != hc {
		t.Fatal("the table opened after the switch is not in high contrast")
	}
	tbl := s.table
	s.show(s.start)
	s.start.Controller().Click("contrast")
	if got := column(); !near(got, def.PanelFill()) {
		t.Errorf("switched back: %v, want the default panel's %v", got, def.PanelFill())
	}
	if tbl.Palette != hc {
		t.Error("the table's palette changed with the start screen's")
	}
}

// near reports whether two colours are within two levels of each other.
func near(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { return max(x>>8, y>>8)-min(x>>8, y>>8) <= 2 }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}
