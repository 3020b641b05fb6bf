package editor

import (
	"strings"
	"testing"

	"estafette/game/editor/control"
	"estafette/game/editor/model"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// paletteLabels are the labels of the palette's entries and brushes in
// the panel shown.
func paletteLabels(c *control.Controller) []string {
	var out []string
	for _, r := range (&view{c: c}).Panel(false, false).Rows {
		for _, cell := range r.Cells {
			if cell.Kind == render.EdItem {
				out = append(out, cell.Label)
			}
		}
	}
	return out
}

// TestEditorSpeaksEnglish (issue 39): in English the editor's palette
// names the troop types and leader ranks in English, the board's
// tooltip and the default terrain name the terrain in English, the
// status line that arms an entry says it in English, and a new
// scenario is titled in English; the French names stay in French, and
// in the English tooltips beside the English.
func TestEditorSpeaksEnglish(t *testing.T) {
	rs, err := scenarios.Ruleset("thucydide")
	if err != nil {
		t.Fatal(err)
	}
	french := map[string]bool{}
	for _, p := range rs.Profiles {
		french[p.Name] = true
	}
	for _, l := range rs.Leaders {
		french[l.Name] = true
	}
	for _, tr := range rs.Terrain {
		french[tr.Name] = true
	}
	c := tutorialEditor(t)
	c.SetLang(i18n.EN)
	labels := paletteLabels(c)
	if len(labels) < 10 {
		t.Fatalf("the palette shows %v", labels)
	}
	for _, l := range labels {
		if french[l] {
			t.Errorf("in English the palette says %q", l)
		}
	}
	woods, _ := hex.ParseLabel("1,5")
	tr := rs.Terrain[c.Scenario().Board.TerrainAt(woods)]
	if tr == nil || strings.EqualFold(tr.Name, tr.Gloss) {
		t.Fatalf("1,5 of the tutorial: %+v", tr)
	}
	if tip := strings.Join(c.BoardTip(woods, ""), " "); strings.Contains(tip, tr.Name) || !strings.Contains(strings.ToLower(tip), strings.ToLower(tr.Gloss)) {
		t.Errorf("in English the tooltip of %s says %q", tr.Name, tip)
	}
	c.SetTab(control.TabTerrain)
	for _, r := range (&view{c: c}).Panel(false, false).Rows {
		for _, cell := range r.Cells {
			if french[strings.TrimSuffix(cell.Value, " ›")] {
				t.Errorf("in English the field %q says %q", cell.Label, cell.Value)
			}
		}
	}
	c.SetTab(control.TabPieces)
	c.PressPalette(control.Unit{Profile: "infantry-heavy"})
	if s := c.StatusText(); strings.Contains(s, rs.Profiles["infantry-heavy"].Name) {
		t.Errorf("in English the status line says %q", s)
	}
	if sc := model.NewScenarioIn(i18n.EN, rs, 12, 9); sc.Title != "New scenario" || strings.Contains(sc.Armies[0].Name, "Armée") {
		t.Errorf("a new scenario in English: %q, %q", sc.Title, sc.Armies[0].Name)
	}
	c = tutorialEditor(t)
	c.SetLang(i18n.FR)
	fr := 0
	for _, l := range paletteLabels(c) {
		if french[l] {
			fr++
		}
	}
	if fr < 10 {
		t.Errorf("in French the palette lost its French names: %v", paletteLabels(c))
	}
}
