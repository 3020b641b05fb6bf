package editor

import (
	"slices"
	"strings"
	"testing"
	"time"

	"estafette/game/editor/control"
	"estafette/i18n"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// tutorialEditor edits the built-in tutorial, without a window.
func tutorialEditor(t *testing.T) *control.Controller {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", tutorialSource(t))
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("", sc, rs)
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	c.Now = func() time.Time { return now }
	return c
}

// drop drags a palette entry onto a hex, as the mouse does.
func drop(c *control.Controller, item control.PaletteItem, h hex.Hex) {
	c.PressPalette(item)
	c.DragTo(h, true)
	c.Release(h, true)
}

// TestPanelModel: the panel shows the tabs, the armies, the palette and
// the buttons, the selected piece's fields and a brush for every terrain;
// its model is built again only when something it shows has changed.
func TestPanelModel(t *testing.T) {
	c := tutorialEditor(t)
	c.Lang = i18n.FR
	v := &view{c: c}
	m := v.Panel(false, false)
	ids := map[string]bool{}
	for _, r := range append(slices.Clone(m.Rows), m.Footer...) {
		for _, cl := range r.Cells {
			ids[cl.ID] = true
		}
	}
	for _, want := range []string{"tab:pieces", "tab:terrain", "tab:settings", "army:0", "army:1", "leader:commander", "unit:infantry-heavy", "unit:elephant-drawn-artillery-heavy", "play", "undo", "redo", "save", "saveas"} {
		if !ids[want] {
			t.Errorf("the panel lacks %s", want)
		}
	}
	if v.Panel(false, false) != m {
		t.Error("the panel model should be cached while nothing changes")
	}
	c.Select("G1")
	m = v.Panel(false, false)
	found := false
	for _, r := range m.Footer {
		for _, cl := range r.Cells {
			found = found || cl.ID == "f:p.elements"
		}
	}
	if !found {
		t.Error("the inspector should show G1's elements")
	}
	c.SetTab(control.TabTerrain)
	m = v.Panel(false, false)
	n := 0
	for _, r := range m.Rows {
		for _, cl := range r.Cells {
			if strings.HasPrefix(cl.ID, "brush:") {
				n++
			}
		}
	}
	if n != len(c.Ruleset().Terrain) {
		t.Errorf("%d brushes for %d terrain keys", n, len(c.Ruleset().Terrain))
	}
}

// TestBrushesReadInTheLanguage (issue 26): the terrain brushes are named
// in the player's language: the ruleset's French name in French, its
// English gloss in English, both in the tip.
func TestBrushesReadInTheLanguage(t *testing.T) {
	c := tutorialEditor(t)
	v := &view{c: c}
	c.SetTab(control.TabTerrain)
	woods := c.Ruleset().Terrain["woods"]
	if woods == nil || woods.Gloss == "" {
		t.Fatal("the ruleset has no glossed woods")
	}
	label := func(l i18n.Lang) (string, []string) {
		c.SetLang(l)
		for _, r := range v.Panel(false, false).Rows {
			for _, cl := range r.Cells {
				if cl.ID == (control.Brush{Terrain: "woods"}).ID() {
					return cl.Label, cl.Tip
				}
			}
		}
		return "", nil
	}
	if got, tip := label(i18n.EN); got != woods.Gloss || !strings.Contains(tip[0], woods.Name) {
		t.Errorf("English brush %q (tip %q), want %q", got, tip, woods.Gloss)
	}
	if got, _ := label(i18n.FR); got != woods.Name {
		t.Errorf("French brush %q, want %q", got, woods.Name)
	}
}
