//go:build display

package table

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/control"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/scenarios"
	"estafette/session"
)

// tick runs one tick as the shell does: the input, Update, Draw. It
// reports whether the frame was drawn.
func tick(t *testing.T, a *App, in window.Input, screen *ebiten.Image) bool {
	t.Helper()
	if err := in.Tick(a); err != nil {
		t.Fatal(err)
	}
	if err := a.Update(in); err != nil {
		t.Fatal(err)
	}
	return a.Draw(screen)
}

// TestOpenedGameRedrawsThePanel draws the table on Marathon, opens a saved
// tutorial game and draws again: the panel on screen and its clickable
// areas are those of the tutorial, pixel for pixel as a fresh panel draws
// them (issue 9, item 1: the panel stayed on Marathon).
func TestOpenedGameRedrawsThePanel(t *testing.T) {
	path, err := saveGame(played(t), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	a := newTable(t, "marathon", Options{NoAutosave: true, Lang: i18n.FR})
	a.LayoutF(1400, 900)
	screen := ebiten.NewImage(a.W, a.H)
	in, _ := window.NewScript(nil, "", false)
	tick(t, a, in, screen)
	if len(a.f.hits) == 0 {
		t.Fatal("no clickable area drawn")
	}
	if !a.OpenSave(path) {
		t.Fatal(a.c.StatusText())
	}
	tick(t, a, in, screen)

	fresh := ebiten.NewImage(a.W, a.H)
	var p render.Panel
	want := p.Layout(a.v.Panel(), a.PanelArea(), a.UI)
	p.Draw(fresh, a.v.Panel(), a.PanelArea(), render.Style{UI: a.UI, Hover: a.hoverID()})
	if !reflect.DeepEqual(a.liveHits(), want) {
		t.Errorf("the hits on screen are not the new game's panel:\n got %v\nwant %v", ids(a.liveHits()), ids(want))
	}
	bad := 0
	for y := 0; y < a.H; y += 7 {
		for x := a.BoardW(); x < a.W; x += 11 {
			if screen.At(x, y) != fresh.At(x, y) {
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d sampled panel pixels differ from the new game's panel", bad)
	}
}

func ids(hs []render.Hit) []string {
	var out []string
	for _, h := range hs {
		out = append(out, h.ID)
	}
	return out
}

// TestStillCursorOnALeaderDrawsNothing rests the cursor on Lachès's token
// (his faint zones shown) through the window's own input and loop: once
// the first frames have settled, every frame leaves the screen as it is,
// and no cached layer is redrawn. Update builds the scene; Draw only
// draws, so drawing a frame cannot change the next frame's key (issue 11).
func TestStillCursorOnALeaderDrawsNothing(t *testing.T) {
	for _, sel := range []string{"", "HIP", "LAC"} {
		a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN, Select: sel})
		a.LayoutF(1400, 900)
		screen := ebiten.NewImage(a.W, a.H)
		in, _ := window.NewScript(nil, "LAC", false)
		for i := 0; i < window.Settle+3; i++ {
			tick(t, a, in, screen)
		}
		if a.hoverLeader != "LAC" {
			t.Fatalf("selected %q: the cursor at %d,%d is on %q, not on Lachès", sel, a.mx, a.my, a.hoverLeader)
		}
		redraws := a.t.Redraws
		for i := 0; i < 20; i++ {
			if tick(t, a, in, screen) {
				t.Fatalf("selected %q: frame %d drew with the cursor still on a leader", sel, i)
			}
		}
		if a.t.Redraws != redraws {
			t.Errorf("selected %q: %d layer redraws with the cursor still", sel, a.t.Redraws-redraws)
		}
	}
}

// saveGame writes the game to a file of dir, as a saved game given on
// the command line is.
func saveGame(c *control.Controller, dir string) (string, error) {
	data, err := c.SaveText()
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "game"+session.SaveExt)
	return path, os.WriteFile(path, data, 0o644)
}
