package editor

import (
	"testing"

	"estafette/game/editor/control"
	"estafette/game/window"
)

// TestPanelEntriesReadBack: every clickable id the panel shows, on each
// tab and with a piece selected, reads back as the typed entry that made
// it, on the tab that shows it (the selected piece's fields, pinned under
// the settings tab too, are the pieces tab's); the new-scenario form's
// ids read back as its entries; an id misspelled reads back as none.
func TestPanelEntriesReadBack(t *testing.T) {
	c := tutorialEditor(t)
	v := &view{c: c}
	c.Select("G1")
	seen := 0
	for _, tab := range []control.Tab{control.TabPieces, control.TabTerrain, control.TabSettings} {
		c.SetTab(tab)
		c.Select("G1")
		m := v.Panel(true, true)
		for _, r := range append(m.Rows, m.Footer...) {
			for _, cl := range r.Cells {
				if cl.ID == "" {
					continue
				}
				seen++
				e, on, all, ok := c.Entry(cl.ID)
				if !ok || e.ID() != cl.ID {
					t.Errorf("tab %d: %q reads back as %v (%v)", tab, cl.ID, e, ok)
					continue
				}
				if _, isField := e.(control.Field); !all && on != tab && !(isField && on == control.TabPieces && tab == control.TabSettings) {
					t.Errorf("tab %d shows %q, which Entry puts on tab %d", tab, cl.ID, on)
				}
			}
		}
	}
	if seen < 60 {
		t.Errorf("only %d clickable entries on the three tabs", seen)
	}
	for _, id := range []string{"tab:terain", "f:s.turnz", "unit:no-such-profile", "brush:", "army:9", "f:s.turns:*"} {
		if e, _, _, ok := c.Entry(id); ok {
			t.Errorf("%q reads back as %v", id, e)
		}
	}
	if e, on, all, ok := c.Entry("f:v.count"); !ok || all || on != control.TabSettings || e != (control.Field{Key: "v.count"}) {
		t.Errorf("the victory's field reads back as %v on tab %d (%v %v)", e, on, all, ok)
	}

	a := tutorialEditorApp(t, "")
	a.NewScenario()
	if a.form == nil {
		t.Fatal("no form")
	}
	m := a.formModel()
	for _, r := range append(m.Rows, m.Footer...) {
		for _, cl := range r.Cells {
			if cl.ID == "" {
				continue
			}
			if e := formEntry(cl.ID); e == nil || e.ID() != cl.ID {
				t.Errorf("the form's %q reads back as %v", cl.ID, e)
			}
		}
	}
	if e := formEntry("new:rs:no-such-ruleset"); e != nil {
		t.Errorf("an unknown ruleset reads back as %v", e)
	}
}

// TestHiddenEntryOpensItsTab: a script's place on another tab is hidden
// behind that tab's button, which the script clicks first, now for the
// victory's fields too.
func TestHiddenEntryOpensItsTab(t *testing.T) {
	a := tutorialEditorApp(t, "")
	keyTicks(t, a)
	for place, via := range map[string]string{
		"palette:brush:woods": "palette:tab:terrain", "palette:tool:road": "palette:tab:terrain",
		"palette:f:s.turns:+": "palette:tab:settings", "palette:f:v.count": "palette:tab:settings",
		"palette:f:b.rows": "palette:tab:terrain",
	} {
		_, err := a.Locate(place)
		h, ok := err.(*window.Hidden)
		if !ok || h.Via != via {
			t.Errorf("%s: %v, want hidden via %s", place, err, via)
		}
	}
	if _, err := a.Locate("palette:unit:infantry-heavy"); err != nil {
		t.Errorf("the palette's entry on the tab shown: %v", err)
	}
}
