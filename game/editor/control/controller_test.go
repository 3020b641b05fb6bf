package control

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"estafette/game/editor/model"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// newEditorOn edits a new thucydide scenario of 16×12 with a fixed clock.
func newEditorOn(t *testing.T) *Controller {
	t.Helper()
	rs, err := scenarios.Ruleset("thucydide")
	if err != nil {
		t.Fatal(err)
	}
	c := NewController("", model.NewScenario(rs, 16, 12), rs)
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	c.Now = func() time.Time { return now }
	return c
}

// tutorialSource is the built-in tutorial's text.
func tutorialSource(t testing.TB) []byte {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// tutorialEditor edits the built-in tutorial.
func tutorialEditor(t *testing.T) *Controller {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", tutorialSource(t))
	if err != nil {
		t.Fatal(err)
	}
	c := NewController("", sc, rs)
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	c.Now = func() time.Time { return now }
	return c
}

// drop drags a palette entry onto a hex, as the mouse does.
func drop(c *Controller, item PaletteItem, h hex.Hex) {
	c.PressPalette(item)
	c.DragTo(h, true)
	c.Release(h, true)
}

// drag presses on a hex (on the piece there), moves through the hexes
// and releases on the last; onBoard false releases off the board.
func drag(c *Controller, from hex.Hex, onBoard bool, through ...hex.Hex) {
	c.PressBoard(from, c.PieceAt(from), false)
	for i, h := range through {
		on := true
		if i == len(through)-1 {
			on = onBoard
		}
		c.DragTo(h, on)
	}
	last := from
	if len(through) > 0 {
		last = through[len(through)-1]
	}
	c.Release(last, onBoard)
}

func unitAt(sc *rules.Scenario, h hex.Hex) *rules.UnitSetup {
	for i := range sc.Armies {
		for j := range sc.Armies[i].Units {
			if u := &sc.Armies[i].Units[j]; u.Hex == h {
				return u
			}
		}
	}
	return nil
}

func wantRefused(t *testing.T, c *Controller, want string) {
	t.Helper()
	st := c.Status()
	if !st.Refused || !strings.Contains(c.StatusText(), want) {
		t.Errorf("status %+v (%q), want a refusal saying %q", st, c.StatusText(), want)
	}
}

// TestPaletteOffersTheFamilysProfiles: Thucydide's palette has no
// cuirassiers, no horse artillery, no zamboureks nor artillery on
// elephants (issue 13 item 10); Jomini's has them all; Alexandre et
// Bayard's follows Thucydide's scale.
func TestPaletteOffersTheFamilysProfiles(t *testing.T) {
	ids := func(k string) map[string]bool {
		rs, err := scenarios.Ruleset(k)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, g := range Palette(rs) {
			for _, e := range g.Entries {
				out[e.Item.ID()] = true
			}
		}
		return out
	}
	// Each family's period, as its ruleset's [period] reads the seeds
	// (docs/rulesets.md "[period]").
	cases := []struct {
		family     string
		lacks, has []string
	}{
		{"thucydide", []string{"unit:cavalry-cuirassiers", "unit:horse-artillery-light", "unit:camel-artillery", "unit:elephant-artillery"},
			[]string{"unit:cavalry-very-heavy", "unit:foot-artillery-light", "unit:elephant-drawn-artillery-light", "unit:chariots-heavy"}},
		{"alexandre-bayard", []string{"unit:cavalry-cuirassiers", "unit:chariots-light", "unit:chariots-heavy"},
			[]string{"unit:cavalry-very-heavy", "unit:horse-artillery-light", "unit:camel-artillery", "unit:elephant-artillery", "unit:camels-light"}},
		{"jomini", []string{"unit:chariots-light", "unit:chariots-heavy"},
			[]string{"unit:cavalry-cuirassiers", "unit:horse-artillery-light", "unit:camel-artillery", "unit:elephants-heavy"}},
		{"frederic", []string{"unit:chariots-light", "unit:chariots-heavy"},
			[]string{"unit:cavalry-cuirassiers", "unit:horse-artillery-light", "unit:foot-artillery-very-heavy", "unit:camels-heavy"}},
	}
	for _, c := range cases {
		got := ids(c.family)
		for _, id := range c.lacks {
			if got[id] {
				t.Errorf("%s's palette offers %s", c.family, id)
			}
		}
		for _, id := range c.has {
			if !got[id] {
				t.Errorf("%s's palette lacks %s", c.family, id)
			}
		}
	}
	for _, k := range []string{"jomini", "frederic"} {
		rs, _ := scenarios.Ruleset(k)
		if got := ids(k); len(got) != len(rs.Profiles)-2+len(rs.Leaders) {
			t.Errorf("%s's palette has %d entries, its ruleset %d profiles (two of them chariots) and %d ranks", k, len(got), len(rs.Profiles), len(rs.Leaders))
		}
	}
}

// TestPaletteHasNoGroupOutsideThePeriod: Frédéric's palette has no
// chariots heading at all (issue 26), Thucydide's has.
func TestPaletteHasNoGroupOutsideThePeriod(t *testing.T) {
	types := func(k string) []rules.TroopType {
		rs, _ := scenarios.Ruleset(k)
		var out []rules.TroopType
		for _, g := range Palette(rs)[1:] {
			out = append(out, g.Type)
		}
		return out
	}
	if got := types("frederic"); slices.Contains(got, rules.Chariots) || len(got) != 5 {
		t.Errorf("Frédéric's palette groups: %v", got)
	}
	if got := types("thucydide"); len(got) != len(rules.TroopTypes) {
		t.Errorf("Thucydide's palette groups: %v", got)
	}
}

func TestPaletteGroupsProfilesByType(t *testing.T) {
	rs, _ := scenarios.Ruleset("thucydide")
	groups := Palette(rs)
	if len(groups) < 2 || groups[0].Type != "" {
		t.Fatalf("the leaders come first: %+v", groups)
	}
	var ranks []string
	for _, e := range groups[0].Entries {
		ranks = append(ranks, e.Item.ID()+"="+e.Name)
	}
	if got := strings.Join(ranks, " "); got != "leader:commander=Général en chef leader:subgeneral=Sous-général leader:officer=Officier supérieur" {
		t.Errorf("leader ranks: %s", got)
	}
	n := 0
	for _, g := range groups[1:] {
		for _, e := range g.Entries {
			if e.Type != g.Type || e.Profile == nil || e.Profile.Type != g.Type {
				t.Errorf("%s listed under %s", e.Item.ID(), g.Type)
			}
			if e.Name != rs.Profiles[e.Item.(Unit).Profile].Name {
				t.Errorf("%s: name %q is not the ruleset's French name", e.Item.ID(), e.Name)
			}
			n++
		}
	}
	own := 0
	for _, p := range rs.Profiles {
		if FamilyProfile(rs, p) {
			own++
		}
	}
	if n != own || own >= len(rs.Profiles) {
		t.Errorf("%d profiles in the palette, the family has %d of the ruleset's %d", n, own, len(rs.Profiles))
	}
	inf := groups[1]
	if inf.Type != rules.Infantry || inf.Entries[0].Name != "Infanterie très légère" || inf.Entries[4].Name != "Infanterie très lourde" {
		t.Errorf("infantry, light to heavy: %+v", inf.Entries)
	}
	// Every ruleset has a brush per terrain key.
	for _, k := range scenarios.RulesetKeys() {
		rs, _ := scenarios.Ruleset(k)
		if got := TerrainKeys(rs); len(got) != len(rs.Terrain) || got[0] != "clear" {
			t.Errorf("%s brushes: %v", k, got)
		}
	}
}

func TestDragFromPaletteCreatesAPiece(t *testing.T) {
	c := newEditorOn(t)
	h := hex.FromOffset(8, 11)
	drop(c, Leader{"commander"}, h)
	a := c.Scenario().Armies[0]
	if len(a.Leaders) != 1 || a.Leaders[0].Hex != h || a.Leaders[0].Rank != rules.Commander || a.Leaders[0].Name != "Général en chef" {
		t.Fatalf("leaders %+v", a.Leaders)
	}
	if got := c.Selected(); len(got) != 1 || got[0] != a.Leaders[0].ID {
		t.Errorf("the new piece should be selected: %v", got)
	}
	c.SetArmy(1)
	drop(c, Unit{"cavalry-light"}, hex.FromOffset(8, 2))
	u := c.Scenario().Armies[1].Units
	if len(u) != 1 || u[0].ID != "R1" || u[0].Profile != "cavalry-light" || u[0].Name != "Cavalerie légère" || u[0].Elements != 4 || u[0].Hex != hex.FromOffset(8, 2) {
		t.Errorf("units of the second army %+v", u)
	}
	if !c.Dirty() {
		t.Error("a new piece makes the scenario dirty")
	}
	// A drop off the board creates nothing and is no refusal.
	before := model.Clone(c.Scenario())
	c.PressPalette(Unit{"infantry-heavy"})
	c.Release(hex.FromOffset(30, 30), false)
	if !reflect.DeepEqual(before, c.Scenario()) || c.Status().Refused {
		t.Error("dropping a palette entry off the board should do nothing")
	}
}

func TestMovePiece(t *testing.T) {
	c := tutorialEditor(t)
	from, to := hex.FromOffset(5, 7), hex.FromOffset(5, 5) // PEL
	drag(c, from, true, hex.FromOffset(5, 6), to)
	if u := unitAt(c.Scenario(), to); u == nil || u.ID != "PEL" {
		t.Fatalf("PEL should be on 5,5: %+v", u)
	}
	if unitAt(c.Scenario(), from) != nil {
		t.Error("5,7 should be empty")
	}
	// A click (press and release on the same hex) only selects.
	before := model.Clone(c.Scenario())
	drag(c, to, true)
	if !reflect.DeepEqual(before, c.Scenario()) || strings.Join(c.Selected(), ",") != "PEL" {
		t.Errorf("a click changed the scenario or did not select: %v", c.Selected())
	}
	// A leader's token is grabbed by its id, wherever the press fell.
	c.PressBoard(hex.FromOffset(6, 7), "HIP", false) // his token overhangs 6,7
	c.DragTo(hex.FromOffset(6, 6), true)
	c.Release(hex.FromOffset(6, 6), true)
	if h, _ := c.PieceHex("HIP"); h != hex.FromOffset(6, 7) {
		t.Errorf("HIP should move one hex up from 6,8 to 6,7, is on %s", h)
	}
}

func TestRefusedDropLeavesThePieceAndSaysWhy(t *testing.T) {
	c := tutorialEditor(t)
	before := model.Clone(c.Scenario())
	// A unit from the palette onto G2's hex.
	drop(c, Unit{"cavalry-light"}, hex.FromOffset(6, 8))
	wantRefused(t, c, "both on hex 6,8")
	// A second commander for the Athenians.
	drop(c, Leader{"commander"}, hex.FromOffset(3, 5))
	wantRefused(t, c, "second commander")
	// G1 dragged onto G3.
	drag(c, hex.FromOffset(4, 8), true, hex.FromOffset(5, 8), hex.FromOffset(8, 8))
	wantRefused(t, c, "both on hex 8,8")
	if !reflect.DeepEqual(before, c.Scenario()) {
		t.Fatal("a refused drop changed the scenario")
	}
	if u := unitAt(c.Scenario(), hex.FromOffset(4, 8)); u == nil || u.ID != "G1" {
		t.Error("G1 should be back on 4,8")
	}
	if c.Editor().CanUndo() {
		t.Error("a refused drop should leave nothing to undo")
	}
	// While dragging, the live check says the same before the drop.
	c.PressPalette(Leader{"commander"})
	c.DragTo(hex.FromOffset(3, 5), true)
	if r := c.Dragging().Refusal; r == nil || !strings.Contains(r.Message, "second commander") || c.RefusalText() != r.Message {
		t.Errorf("live check while dragging: %+v", r)
	}
	c.CancelDrag()
	c.PressPalette(Unit{"infantry-light"})
	c.DragTo(hex.FromOffset(3, 5), true)
	if r := c.Dragging().Refusal; r != nil {
		t.Errorf("an empty clear hex should be accepted, live check says %+v", r)
	}
	c.CancelDrag()
	if !reflect.DeepEqual(before, c.Scenario()) {
		t.Error("the live check changed the scenario")
	}
}

func TestRemoveByDraggingOffOrDelete(t *testing.T) {
	c := tutorialEditor(t)
	drag(c, hex.FromOffset(5, 7), false, hex.FromOffset(5, 6), hex.FromOffset(40, 40)) // PEL off the board
	if _, ok := c.PieceHex("PEL"); ok {
		t.Error("PEL dragged off the board should be removed")
	}
	if !strings.Contains(c.StatusText(), "PEL") {
		t.Errorf("status %q", c.StatusText())
	}
	c.Select("G3")
	c.Delete()
	if _, ok := c.PieceHex("G3"); ok {
		t.Error("Delete should remove the selected G3")
	}
	if len(c.Selected()) != 0 {
		t.Errorf("selection after delete: %v", c.Selected())
	}
	// The commander cannot go: the army would have none (a problem the
	// scenario did not have).
	c.Select("HIP")
	c.Delete()
	wantRefused(t, c, "no commander")
	c.Undo()
	c.Undo()
	for _, id := range []string{"PEL", "G3", "HIP"} {
		if _, ok := c.PieceHex(id); !ok {
			t.Errorf("undo should bring %s back", id)
		}
	}
}

func TestGroupMoves(t *testing.T) {
	c := tutorialEditor(t)
	// Shift+click G1 and G3, then drag G1: both move by the same offset.
	c.PressBoard(hex.FromOffset(4, 8), "G1", false)
	c.Release(hex.FromOffset(4, 8), true)
	c.PressBoard(hex.FromOffset(8, 8), "G3", true)
	c.Release(hex.FromOffset(8, 8), true)
	if got := strings.Join(c.Selected(), ","); got != "G1,G3" {
		t.Fatalf("selection %s", got)
	}
	c.PressBoard(hex.FromOffset(4, 8), "G1", false)
	c.DragTo(hex.FromOffset(4, 7), true)
	c.DragTo(hex.FromOffset(4, 6), true)
	if tg := c.DropTargets(); tg["G3"] != hex.FromOffset(8, 6) {
		t.Errorf("G3 would land on %s", tg["G3"])
	}
	c.Release(hex.FromOffset(4, 6), true)
	for id, want := range map[string]string{"G1": "4,6", "G3": "8,6"} {
		if h, _ := c.PieceHex(id); h.Label() != want {
			t.Errorf("%s on %s, want %s", id, h, want)
		}
	}
	// Shift+click on a selected piece deselects it.
	c.PressBoard(hex.FromOffset(8, 6), "G3", true)
	c.Release(hex.FromOffset(8, 6), true)
	if got := strings.Join(c.Selected(), ","); got != "G1" {
		t.Errorf("selection after Shift+click on G3: %s", got)
	}
	// A box from 3,7 to 8,9 picks LAC, G2, HIP, CAV... everything in the
	// rectangle of columns 3-8 and rows 7-9.
	c.PressBoard(hex.FromOffset(3, 9), "", false)
	c.DragTo(hex.FromOffset(5, 9), true)
	c.Release(hex.FromOffset(7, 7), true)
	sel := c.Selected()
	slices.Sort(sel)
	if got := strings.Join(sel, ","); got != "G2,HIP,LAC,PEL" {
		t.Errorf("box 3..7 × 7..9 selected %s", got)
	}
	// The whole box moves one hex up, keeping its shape.
	c.PressBoard(hex.FromOffset(6, 8), "G2", false)
	c.Release(hex.FromOffset(6, 7), true)
	for id, want := range map[string]string{"G2": "6,7", "HIP": "6,7", "LAC": "4,7", "PEL": "5,6"} {
		if h, _ := c.PieceHex(id); h.Label() != want {
			t.Errorf("%s on %s, want %s", id, h, want)
		}
	}
	// A group move one piece of which would land on another unit is
	// refused whole.
	before := model.Clone(c.Scenario())
	c.Select("G2", "LAC")
	c.PressBoard(hex.FromOffset(6, 7), "G2", false)
	c.Release(hex.FromOffset(8, 6), true) // LAC would land on 6,6, G2 on G3's 8,6
	wantRefused(t, c, "both on hex 8,6")
	if !reflect.DeepEqual(before, c.Scenario()) {
		t.Error("a refused group move changed the scenario")
	}
}

func TestPaintTerrain(t *testing.T) {
	c := newEditorOn(t)
	c.SetBrush("woods")
	if c.Tab() != TabTerrain {
		t.Fatal("picking a brush shows the terrain tab")
	}
	a, b, d := hex.FromOffset(3, 3), hex.FromOffset(4, 3), hex.FromOffset(5, 4)
	c.PressBoard(a, "", false)
	c.DragTo(b, true)
	c.DragTo(d, true)
	c.DragTo(hex.FromOffset(99, 99), false) // off the board: not painted
	c.Release(d, true)
	board := &c.Scenario().Board
	for _, h := range []hex.Hex{a, b, d} {
		if got := board.TerrainAt(h); got != "woods" {
			t.Errorf("%s is %s", h, got)
		}
	}
	if got := board.TerrainAt(hex.FromOffset(6, 6)); got != "clear" {
		t.Errorf("6,6 is %s", got)
	}
	// A click paints one hex.
	c.SetBrush("marsh")
	c.PressBoard(hex.FromOffset(10, 10), "", false)
	c.Release(hex.FromOffset(10, 10), true)
	if got := board.TerrainAt(hex.FromOffset(10, 10)); c.Scenario().Board.TerrainAt(hex.FromOffset(10, 10)) != "marsh" {
		t.Errorf("10,10 is %s", got)
	}
	// The stroke was one edit: one undo takes the marsh, one the woods.
	c.Undo()
	c.Undo()
	for _, h := range []hex.Hex{a, b, d, hex.FromOffset(10, 10)} {
		if got := c.Scenario().Board.TerrainAt(h); got != "clear" {
			t.Errorf("after undo %s is %s", h, got)
		}
	}
	// A unit cannot stand on a lake: painting one under it is refused.
	c.SetTab(TabPieces)
	drop(c, Unit{"infantry-heavy"}, hex.FromOffset(7, 7))
	c.SetBrush("lake")
	c.PressBoard(hex.FromOffset(7, 7), "", false)
	c.Release(hex.FromOffset(7, 7), true)
	wantRefused(t, c, "impassable")
}

func TestDrawAndEraseRoads(t *testing.T) {
	c := newEditorOn(t)
	c.SetBrush(ToolRoad)
	start := hex.FromOffset(2, 5)
	c.PressBoard(start, "", false)
	c.DragTo(hex.FromOffset(3, 5), true)
	c.DragTo(hex.FromOffset(2, 5), true) // back: the step is taken back
	c.DragTo(hex.FromOffset(3, 5), true)
	c.DragTo(hex.FromOffset(6, 5), true) // a fast mouse skipped hexes: filled in
	c.Release(hex.FromOffset(6, 5), true)
	roads := c.Scenario().Board.Roads
	if len(roads) != 1 {
		t.Fatalf("roads %+v", roads)
	}
	r := roads[0].Hexes
	if r[0] != start || r[len(r)-1] != hex.FromOffset(6, 5) || len(r) != 5 {
		t.Errorf("road %v", r)
	}
	for i := 1; i < len(r); i++ {
		if !hex.Adjacent(r[i-1], r[i]) {
			t.Errorf("road hexes %s and %s are not adjacent", r[i-1], r[i])
		}
	}
	if len(c.Problems()) != 2 { // only the two missing commanders
		t.Errorf("problems %v", c.Problems())
	}
	// A click draws no road and says how.
	c.PressBoard(hex.FromOffset(9, 9), "", false)
	c.Release(hex.FromOffset(9, 9), true)
	if len(c.Scenario().Board.Roads) != 1 || !strings.Contains(c.StatusText(), "neighbouring") {
		t.Errorf("a click drew a road, or did not say how: %q", c.StatusText())
	}
	// The eraser removes the road through a hex.
	c.SetBrush(ToolErase)
	c.PressBoard(hex.FromOffset(4, 5), "", false)
	c.Release(hex.FromOffset(4, 5), true)
	if len(c.Scenario().Board.Roads) != 0 {
		t.Errorf("the eraser left %+v", c.Scenario().Board.Roads)
	}
	c.Undo()
	if len(c.Scenario().Board.Roads) != 1 {
		t.Error("undo should bring the road back")
	}
}

func TestEditorUndoRedo(t *testing.T) {
	c := tutorialEditor(t)
	orig := model.Clone(c.Scenario())
	drop(c, Unit{"cavalry-heavy"}, hex.FromOffset(3, 4))
	drag(c, hex.FromOffset(3, 4), true, hex.FromOffset(3, 3))
	moved := model.Clone(c.Scenario())
	c.Undo()
	if u := unitAt(c.Scenario(), hex.FromOffset(3, 4)); u == nil || u.Profile != "cavalry-heavy" {
		t.Errorf("undo the move: %+v", u)
	}
	c.Undo()
	if !reflect.DeepEqual(orig, c.Scenario()) {
		t.Error("two undos should give the tutorial back")
	}
	if c.Undo() || !strings.Contains(c.StatusText(), "Nothing to undo") {
		t.Errorf("a third undo: %q", c.StatusText())
	}
	c.Redo()
	c.Redo()
	if !reflect.DeepEqual(moved, c.Scenario()) {
		t.Error("two redos should give the moved unit back")
	}
}

// TestClickPlacing (issue 26): a click on a palette entry, then clicks on
// hexes, place one piece on each, until Esc; a refused hex says why and
// places nothing; a drag from the palette still places one and arms
// nothing.
func TestClickPlacing(t *testing.T) {
	c := newEditorOn(t)
	count := func() int { return len(c.Scenario().Armies[0].Units) }
	c.PressPalette(Unit{"infantry-heavy"})
	c.DragTo(hex.None, false) // the cursor stays over the palette
	c.Release(hex.None, false)
	if c.Stamp() != (Unit{"infantry-heavy"}) || !strings.Contains(c.StatusText(), "click a hex") && !strings.Contains(c.StatusText(), "cliquez") {
		t.Fatalf("a click on the palette: stamp %q, status %q", c.Stamp(), c.StatusText())
	}
	a, b := hex.FromOffset(3, 3), hex.FromOffset(5, 3)
	c.PressBoard(a, "", false)
	c.Release(a, true)
	c.PressBoard(b, "", false)
	c.Release(b, true)
	if count() != 2 || unitAt(c.Scenario(), a) == nil || unitAt(c.Scenario(), b) == nil {
		t.Fatalf("two clicks placed %d units", count())
	}
	c.PressBoard(hex.FromOffset(40, 40), "", false) // off the board: nothing
	if count() != 2 {
		t.Errorf("a click off the board placed a unit")
	}
	c.DropStamp()
	c.PressBoard(hex.FromOffset(7, 3), "", false)
	c.Release(hex.FromOffset(7, 3), true)
	if count() != 2 || c.Stamp() != nil {
		t.Errorf("after Esc a click placed a unit (%d), stamp %q", count(), c.Stamp())
	}
	drop(c, Unit{"infantry-heavy"}, hex.FromOffset(9, 3))
	if count() != 3 || c.Stamp() != nil {
		t.Errorf("a drag: %d units, stamp %q", count(), c.Stamp())
	}
}

// TestAFingerStopsPlacingByTappingTheEntry (issue 39, the editor by
// finger): a tablet has no Esc, so a second tap on the armed palette
// entry stops click-placing, and the status line says so in taps; a tap
// on another entry arms that one instead.
func TestAFingerStopsPlacingByTappingTheEntry(t *testing.T) {
	c := newEditorOn(t)
	c.Finger = true
	tapEntry := func(item PaletteItem) {
		t.Helper()
		c.PressPalette(item)
		c.Release(hex.None, false)
	}
	tapEntry(Unit{"infantry-heavy"})
	if s := c.StatusText(); c.Stamp() != (Unit{"infantry-heavy"}) || !strings.Contains(s, "tap a hex") && !strings.Contains(s, "touchez une case") || strings.Contains(s, "Esc") || strings.Contains(s, "Échap") {
		t.Fatalf("a tap on the entry: stamp %v, status %q (taps, no key)", c.Stamp(), s)
	}
	tapEntry(Unit{"cavalry-light"})
	if c.Stamp() != (Unit{"cavalry-light"}) {
		t.Fatalf("a tap on another entry: stamp %v", c.Stamp())
	}
	tapEntry(Unit{"cavalry-light"})
	if c.Stamp() != nil {
		t.Fatalf("a second tap on the armed entry: stamp %v, want none", c.Stamp())
	}
	n := len(c.Scenario().Armies[0].Units)
	c.PressBoard(hex.FromOffset(7, 3), "", false)
	c.Release(hex.FromOffset(7, 3), true)
	if len(c.Scenario().Armies[0].Units) != n {
		t.Error("a tap on the board placed a unit after placing was stopped")
	}
	c.Finger = false
	tapEntry(Unit{"infantry-heavy"})
	if s := c.StatusText(); !strings.Contains(s, "Esc") && !strings.Contains(s, "Échap") {
		t.Errorf("with a mouse the status names Esc: %q", s)
	}
}
