package table

import (
	"strings"
	"testing"

	"estafette/game/tableview"
	"estafette/i18n"
)

func TestPanelOffersTheRulesOtherActions(t *testing.T) {
	c := newTutorial(t)
	c.Select("LAC") // his direct actions show: DirectChoices
	v := tableview.NewView(c)
	m := v.Panel()
	var ids []string
	for _, r := range m.Rows {
		if strings.HasPrefix(r.ID, "act:") {
			ids = append(ids, r.Text)
		}
	}
	if len(ids) == 0 {
		t.Fatalf("no generic action in the panel: %+v", m.Rows)
	}
	a, ok := v.Action(0)
	if !ok || c.ActionSentence(a) != ids[0] {
		t.Fatalf("action 0 is %v, row says %q", a, ids[0])
	}
	if !c.Apply(a) {
		t.Errorf("%s refused: %+v", a, c.Status())
	}
	// The panel follows the language.
	c.Lang = i18n.FR
	if m := v.Panel(); !strings.Contains(m.Footer[0].Text, "commandement") {
		t.Errorf("French footer %q", m.Footer[0].Text)
	}
}

func TestHoverSaysWhyAUnitIsDimmed(t *testing.T) {
	c := newTutorial(t)
	c.Select("HIP")
	v := tableview.NewView(c)
	sc := v.Scene("")
	dim := map[string]bool{}
	for _, u := range sc.Units {
		dim[u.ID] = u.Dim
	}
	if !dim["PSI"] || dim["G2"] || dim["THE"] {
		t.Errorf("dimmed: %v (only the psiloi are out of Hippocrate's reach)", dim)
	}
	tip := strings.Join(v.BoardTip(unitOf(c.State(), "PSI").Hex, ""), "\n")
	if !strings.Contains(tip, "CMD.RADIUS") || !strings.Contains(tip, "command radius is 5") {
		t.Errorf("tooltip %q", tip)
	}
	// Hovering a leader draws his zones faintly.
	sc = v.Scene("LAC")
	if len(sc.HoverCommand) == 0 || len(sc.HoverInfluence) == 0 || len(sc.Command) == 0 {
		t.Errorf("zones: hover %d/%d, selected %d", len(sc.HoverCommand), len(sc.HoverInfluence), len(sc.Command))
	}
}
