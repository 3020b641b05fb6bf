package control

import (
	"strconv"

	"estafette/rules"
)

// Entry is what a click on one of the editor panel's entries does, as a
// typed value the controller switches on (ClickPanel). The panel's
// clickable ids are made from entries (ID) and read back by the
// controller that made them (Controller.Entry), which lists the entries
// it can show and compares their ids: no id is parsed, and an entry
// misspelled does not compile. A script's palette:ID names an entry by
// its id.
type Entry interface {
	// ID is the entry's clickable id: what render's hits carry and a
	// script's palette:ID names.
	ID() string
}

// Button is one of the panel's fixed buttons.
type Button string

// The panel's buttons.
const (
	Play   Button = "play"
	Undo   Button = "undo"
	Redo   Button = "redo"
	Save   Button = "save"
	SaveAs Button = "saveas"
	New    Button = "new"
	Back   Button = "back" // shown when the editor was opened from a game
	Menu   Button = "menu" // shown when the start screen opened it
	Help   Button = "help"
	Print  Button = "print"
	// Lang has no button of its own: F2 and the keys' line switch the
	// language through it.
	Lang Button = "lang"
)

// buttons are every Button, for Controller.Entry.
var buttons = []Button{Play, Undo, Redo, Save, SaveAs, New, Back, Menu, Help, Print, Lang}

// ID is the button's id.
func (b Button) ID() string { return string(b) }

// TabButton shows a tab of the panel.
type TabButton struct{ Tab Tab }

// tabIDs are the tabs' names in their buttons' ids (tab:NAME).
var tabIDs = map[Tab]string{TabPieces: "pieces", TabTerrain: "terrain", TabSettings: "settings"}

// ID is "tab:" and the tab's name.
func (t TabButton) ID() string { return "tab:" + tabIDs[t.Tab] }

// ArmyButton chooses the army whose pieces the palette lays down.
type ArmyButton struct{ Army int }

// ID is "army:" and the army's index.
func (a ArmyButton) ID() string { return "army:" + strconv.Itoa(a.Army) }

// Brush paints a terrain (a terrain key of the ruleset).
type Brush struct{ Terrain string }

// ID is "brush:" and the terrain key.
func (b Brush) ID() string { return "brush:" + b.Terrain }

// Tool is one of the terrain tab's road tools; its value is the brush it
// picks (Controller.Brush).
type Tool string

// The road tools.
const (
	Road  Tool = ToolRoad
	Erase Tool = ToolErase
)

// ID is the tool's brush value: "tool:road", "tool:erase".
func (t Tool) ID() string { return string(t) }

// PaletteItem is an entry of the palette: a piece dragged (or stamped)
// onto the board, a Unit or a Leader.
type PaletteItem interface {
	Entry
	paletteItem()
}

// Unit is the palette's entry of a unit profile.
type Unit struct{ Profile string }

// ID is "unit:" and the profile's key.
func (u Unit) ID() string { return "unit:" + u.Profile }

func (Unit) paletteItem() {}

// Leader is the palette's entry of a leader rank.
type Leader struct{ Rank rules.Rank }

// ID is "leader:" and the rank.
func (l Leader) ID() string { return "leader:" + string(l.Rank) }

func (Leader) paletteItem() {}

// Field is an editable value of the panel (its Key says which, as the
// field lists name it: "s.turns", "p.name", "a0.points"), or with Step
// −1 or +1 the − or + button of a number's stepper.
type Field struct {
	Key  string
	Step int
}

// ID is "f:" and the key, then ":-" or ":+" for a stepper's buttons.
func (f Field) ID() string {
	switch {
	case f.Step < 0:
		return "f:" + f.Key + ":-"
	case f.Step > 0:
		return "f:" + f.Key + ":+"
	}
	return "f:" + f.Key
}

// Entry is the entry the panel's clickable id stands for, on whichever
// tab shows it, and that tab (every tab shows the tabs' and the footer's
// buttons: all is true then); ok is false for any other id.
func (c *Controller) Entry(id string) (e Entry, tab Tab, all, ok bool) {
	for _, b := range buttons {
		if b.ID() == id {
			return b, 0, true, true
		}
	}
	for t := range tabIDs {
		if e := (TabButton{t}); e.ID() == id {
			return e, 0, true, true
		}
	}
	for t, es := range c.entriesByTab() {
		for _, e := range es {
			if e.ID() == id {
				return e, t, false, true
			}
		}
	}
	return nil, 0, false, false
}

// entriesByTab lists the entries each tab can show: the armies and the
// palette, the brushes, the road tools and the board's fields, the
// scenario's, the armies' and the victory's fields, and the selected
// piece's fields (pinned under the pieces and settings tabs; listed
// under pieces, where they are edited).
func (c *Controller) entriesByTab() map[Tab][]Entry {
	out := map[Tab][]Entry{}
	add := func(t Tab, es ...Entry) { out[t] = append(out[t], es...) }
	for i := range c.ed.Scenario.Armies {
		add(TabPieces, ArmyButton{i})
	}
	for _, g := range Palette(c.ed.Ruleset) {
		for _, e := range g.Entries {
			add(TabPieces, e.Item)
		}
	}
	for _, k := range TerrainKeys(c.ed.Ruleset) {
		add(TabTerrain, Brush{k})
	}
	add(TabTerrain, Road, Erase)
	for _, p := range c.fieldPages() {
		for _, f := range p.fields {
			add(p.tab, Field{Key: f.key})
			if f.step {
				add(p.tab, Field{Key: f.key, Step: -1}, Field{Key: f.key, Step: 1})
			}
		}
	}
	return out
}
