package viewer

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/render"
)

// TestMenuRowAndKey: a viewer the start screen opened (Options.Menu) has
// a "Start screen" row, in French and English; the row and Ctrl+M stop
// the autoplay and ask the shell for the start screen. The viewer of
// `estafette view` has no such row, and Ctrl+M asks nothing.
func TestMenuRowAndKey(t *testing.T) {
	g := sampleGame(t)
	menuRow := func(a *App) (render.Row, bool) {
		for _, r := range a.footerRows() {
			if r.ID == idMenu {
				return r, true
			}
		}
		return render.Row{}, false
	}
	ctrlM := &helptest.Input{Held: []ebiten.Key{ebiten.KeyControl}, Keys: []ebiten.Key{ebiten.KeyM}}

	a, err := NewApp(g, Options{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := menuRow(a); ok || a.OffersMenu() {
		t.Error("estafette view shows the start screen's row")
	}
	a.keys(ctrlM)
	if r := a.Request(); r != nil {
		t.Errorf("Ctrl+M in estafette view asks %#v", r)
	}

	for _, c := range []struct {
		lang i18n.Lang
		text string
	}{{i18n.EN, "⌂ Start screen"}, {i18n.FR, "⌂ Écran d'accueil"}} {
		a, err = NewApp(g, Options{Lang: c.lang, Menu: true})
		if err != nil {
			t.Fatal(err)
		}
		r, ok := menuRow(a)
		if !ok || r.Text != c.text || r.Right != "Ctrl+M" || len(r.Tip) == 0 {
			t.Errorf("%s: the row is %+v", c.lang, r)
		}
		a.v.TogglePlay()
		a.hitClick(render.Hit{ID: idMenu})
		if _, ok := a.Request().(MenuRequest); !ok || a.v.Playing() {
			t.Errorf("%s: the row asks nothing, or the autoplay goes on (%v)", c.lang, a.v.Playing())
		}
	}
	a.keys(ctrlM)
	if _, ok := a.Request().(MenuRequest); !ok {
		t.Error("Ctrl+M asks nothing")
	}
}
