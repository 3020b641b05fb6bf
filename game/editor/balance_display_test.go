//go:build display

package editor

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/rules"
)

// TestBalanceIsShownInTheVictorySection (issue 40): the Balance's row is
// drawn at the end of the settings, counting the games, then saying the
// verdict, through the window's own Update (which takes the background
// games' progress each frame). ESTAFETTE_SHOT_DIR=DIR writes the screen
// there, to look at.
func TestBalanceIsShownInTheVictorySection(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		a := tutorialEditorApp(t, "")
		a.c.Lang = lang
		a.c.Games = 6
		if err := a.c.Editor().Change(func(sc *rules.Scenario) { sc.Armies[0].Units = sc.Armies[0].Units[:1] }); err != nil {
			t.Fatal(err)
		}
		a.LayoutF(1400, 1300) // the whole settings panel, the Balance last
		screen := ebiten.NewImage(a.W, a.H)
		a.c.SetTab(control.TabSettings)
		a.c.ClickPanel(control.Field{Key: "v.balance"})
		row := func() string {
			for _, r := range a.v.Panel(false, false).Rows {
				for _, c := range r.Cells {
					if c.ID == (control.Field{Key: "v.balance"}).ID() {
						return c.Label + " " + c.Value
					}
				}
			}
			return ""
		}
		if got := row(); !strings.Contains(got, "/6") {
			t.Errorf("%s: while playing the row says %q", lang, got)
		}
		idle, err := window.NewScript(nil, "", false)
		if err != nil {
			t.Fatal(err)
		}
		for a.c.Balancing() {
			time.Sleep(5 * time.Millisecond)
			if err := a.Update(idle); err != nil {
				t.Fatal(err)
			}
		}
		a.Update(idle)
		a.Draw(screen)
		weak := a.c.Scenario().Armies[0].Name
		if got := row(); got != say(lang, "f.balance")+" "+say(lang, "balance.behind", weak) {
			t.Errorf("%s: after the games the row says %q", lang, got)
		}
		line := a.c.BalanceLine()
		found := false
		for _, r := range a.v.Panel(false, false).Rows {
			found = found || (r.Text == line && line != "")
		}
		if !found {
			t.Errorf("%s: no row says the score %q", lang, line)
		}
		if dir := os.Getenv("ESTAFETTE_SHOT_DIR"); dir != "" {
			f, err := os.Create(filepath.Join(dir, "editor-balance-"+string(lang)+".png"))
			if err != nil {
				t.Fatal(err)
			}
			png.Encode(f, screen)
			f.Close()
		}
	}
}
