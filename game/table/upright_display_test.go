//go:build display

package table

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/rules"
	"estafette/scenarios"
)

// shotTo writes the screen to DIR/name when ESTAFETTE_SHOT_DIR=DIR, for
// a person to look at.
func shotTo(t *testing.T, screen *ebiten.Image, name string) {
	dir := os.Getenv("ESTAFETTE_SHOT_DIR")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, screen); err != nil {
		t.Fatal(err)
	}
}

// TestUprightScreensDrawThePanelUnderTheBoard (issue 39): a tablet and a
// phone held upright, a finger's screen, in both languages: the board is
// drawn across the top (its light hexes in the board's middle), the
// panel under it (its dark fill in the panel's middle), each entry a
// finger's height. ESTAFETTE_SHOT_DIR=DIR writes the screens there.
func TestUprightScreensDrawThePanelUnderTheBoard(t *testing.T) {
	window.SetTouchScreen(true)
	defer window.SetTouchScreen(false)
	for _, c := range []struct {
		name string
		w, h int
		ui   float64
	}{{"tablet", 820, 1180, 1}, {"phone", 390, 844, 2}} {
		for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
			a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: lang})
			a.LayoutF(float64(c.w), float64(c.h))
			a.W, a.H, a.UI = int(float64(c.w)*c.ui), int(float64(c.h)*c.ui), c.ui
			a.CamSet = false
			a.c.Apply(rules.Activate{Leader: "HIP", Pieces: []string{"G2"}})
			a.c.Select("HIP")
			screen := ebiten.NewImage(a.W, a.H)
			in, _ := window.NewScript(nil, "", false)
			for range 6 {
				tick(t, a, in, screen)
			}
			board, panel := a.BoardArea(), a.PanelArea()
			light := func(x, y int) bool { r, g, b, _ := screen.At(x, y).RGBA(); return r>>8+g>>8+b>>8 > 450 }
			if !a.Below || !light(board.Dx()/2, board.Dy()/2) || light(panel.Min.X+3, panel.Min.Y+panel.Dy()/2+3) {
				t.Errorf("%s %s: below %v, board %v light %v, panel %v dark %v", c.name, lang, a.Below, board, light(board.Dx()/2, board.Dy()/2),
					panel, !light(panel.Min.X+3, panel.Min.Y+panel.Dy()/2+3))
			}
			for _, h := range a.liveHits() {
				if float64(h.Rect.Dy()) < 44*c.ui-0.5 {
					t.Errorf("%s %s: %q is %d px high", c.name, lang, h.ID, h.Rect.Dy())
				}
			}
			shotTo(t, screen, fmt.Sprintf("upright-%s-%s.png", c.name, lang))
		}
	}
}

// TestDefensePromptShowsItsThreshold draws the defender's prompt with
// the threshold under it, in both languages (issue 39: the defense
// prompt's setting, to look at with ESTAFETTE_SHOT_DIR).
func TestDefensePromptShowsItsThreshold(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c := tabletest.Declared(t)
		c.Pass()
		a, err := NewApp(c.Scenario(), c.Ruleset(), Options{Saved: c, NoAutosave: true, Lang: lang, AskDefenseFrom: 10,
			Name: c.ScenarioName(), Source: c.Source()})
		if err != nil {
			t.Fatal(err)
		}
		closeDialog[briefingDialog](a)
		a.c.DismissBanner()
		a.LayoutF(1400, 900)
		screen := ebiten.NewImage(a.W, a.H)
		in, _ := window.NewScript(nil, "", false)
		for range 6 {
			tick(t, a, in, screen)
		}
		if _, ok := a.c.DefenderRisk(); !ok {
			t.Fatalf("%s: the defender is not asked (%s)", lang, a.c.StatusText())
		}
		found := false
		for _, h := range a.liveHits() {
			found = found || h.ID == "askfrom"
		}
		if !found {
			t.Errorf("%s: the prompt has no threshold", lang)
		}
		shotTo(t, screen, fmt.Sprintf("defense-threshold-%s.png", lang))
	}
}
