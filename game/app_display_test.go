//go:build display

package game

import (
	"reflect"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/render"
)

// TestOpenedGameRedrawsThePanel draws the table on Marathon, opens a saved
// tutorial game and draws again: the panel on screen and its clickable
// areas are those of the tutorial, pixel for pixel as a fresh panel draws
// them (issue 9, item 1: the panel stayed on Marathon).
func TestOpenedGameRedrawsThePanel(t *testing.T) {
	path, err := played(t).SaveGame(t.TempDir(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	a := newTable(t, "marathon", Options{NoAutosave: true, Lang: i18n.FR})
	a.LayoutF(1400, 900)
	a.t = render.NewTable(&a.c.Scenario().Board)
	a.fitCamera(a.t.World)
	screen := ebiten.NewImage(a.w, a.h)
	a.Draw(screen)
	if len(a.hits) == 0 {
		t.Fatal("no clickable area drawn")
	}
	if !a.openSave(path) {
		t.Fatal(a.c.StatusText())
	}
	a.Draw(screen)

	fresh := ebiten.NewImage(a.w, a.h)
	var p render.Panel
	want := p.Draw(fresh, a.v.Panel(), a.boardW(), a.panelW(), a.h, a.ui, a.hoverID())
	if !reflect.DeepEqual(a.hits, want) {
		t.Errorf("the hits on screen are not the new game's panel:\n got %v\nwant %v", ids(a.hits), ids(want))
	}
	bad := 0
	for y := 0; y < a.h; y += 7 {
		for x := a.boardW(); x < a.w; x += 11 {
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
