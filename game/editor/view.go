package editor

import (
	"fmt"
	"image/color"
	"path/filepath"
	"slices"
	"strings"

	"estafette/game/editor/control"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// view builds what the editor window draws from its controller's state:
// the board scene and the side panel's model, each rebuilt only when
// what it shows has changed. The controller (package control) holds no
// drawing's type; this is the editor's game/tableview.
type view struct {
	c     *control.Controller
	scene sceneCache
	panel *render.EditorPanelModel // the panel's model, for its key
}

// sceneCache caches the board scene of the editor: the pieces as the
// scenario places them, rebuilt only when the scenario, the selection or
// the dragged pieces change (not when the cursor moves).
type sceneCache struct {
	key   sceneKey
	n     int
	scene render.Scene
}

type sceneKey struct {
	sc      *rules.Scenario
	sel     string
	dragged string
}

// Scene returns the board scene: every piece where the scenario places
// it, the selected ones ringed, those being dragged and the reinforcements
// waiting off the table dimmed.
func (v *view) Scene() *render.Scene {
	c := v.c
	s := &v.scene
	sel, sc, rs := c.Selected(), c.Scenario(), c.Ruleset()
	k := sceneKey{sc, strings.Join(sel, " "), strings.Join(c.Dragging().Pieces, " ")}
	if k == s.key && s.n > 0 {
		return &s.scene
	}
	s.key = k
	s.n++
	scene := render.Scene{PiecesKey: s.n, OverlayKey: 0}
	dragged := map[string]bool{}
	for _, id := range c.Dragging().Pieces {
		dragged[id] = true
	}
	slot := map[hex.Hex]int{}
	for i, a := range sc.Armies {
		for _, u := range a.Units {
			uv := render.UnitView{ID: u.ID, Hex: u.Hex, Army: i, Elements: u.Elements, StartElements: u.Elements,
				Selected: slices.Contains(sel, u.ID), Dim: dragged[u.ID] || u.Arrives > 0}
			if p := rs.Profiles[u.Profile]; p != nil {
				uv.Type = p.Type
			}
			scene.Units = append(scene.Units, uv)
		}
	}
	for i, a := range sc.Armies {
		for _, l := range a.Leaders {
			scene.Leaders = append(scene.Leaders, render.LeaderView{ID: l.ID, Hex: l.Hex, Army: i, Rank: l.Rank, Slot: slot[l.Hex],
				Selected: slices.Contains(sel, l.ID), Dim: dragged[l.ID] || l.Arrives > 0})
			slot[l.Hex]++
		}
		// Heralds show as small tokens, like an officer's.
		for _, h := range a.Heralds {
			scene.Leaders = append(scene.Leaders, render.LeaderView{ID: h.ID, Hex: h.Hex, Army: i, Rank: rules.Officer, Slot: slot[h.Hex],
				Selected: slices.Contains(sel, h.ID), Dim: dragged[h.ID]})
			slot[h.Hex]++
		}
	}
	scene.Objectives = objectiveMarks(sc)
	s.scene = scene
	return &s.scene
}

// Panel returns the side panel's model: the header, the tabs, the page
// (palette, brushes or settings), and pinned at the bottom the inspector
// of the selection and the buttons. back adds "Back to the game", menu
// the start screen's button.
func (v *view) Panel(back, menu bool) *render.EditorPanelModel {
	c := v.c
	finger := window.TouchScreen() // a finger's rows on a touch screen
	key := c.Version()*8 + btoi(finger)*4 + btoi(back)*2 + btoi(menu)
	if v.panel != nil && v.panel.Key == key {
		return v.panel
	}
	m := &render.EditorPanelModel{Key: key, Finger: finger}
	v.panel = m
	add := func(r render.EdRow) { m.Rows = append(m.Rows, r) }
	sc := c.Scenario()
	l := c.Lang
	add(render.EdRow{Kind: render.EdTitle, Text: sc.Title})
	file := say(l, "untitled")
	if c.Path != "" {
		file = filepath.Base(c.Path)
	}
	info := fmt.Sprintf("%s · %s · %s", file, c.Ruleset().Name, say(l, "board.size", sc.Board.Columns, sc.Board.Rows))
	if c.Dirty() {
		info += " · " + say(l, "modified")
	}
	add(render.EdRow{Kind: render.EdText, Text: info, Tone: render.ToneSoft, Tip: []string{c.Path}})
	if ps := c.Problems(); len(ps) > 0 {
		var tip []string
		for i, p := range ps {
			if i == 12 {
				tip = append(tip, "…")
				break
			}
			tip = append(tip, c.ProblemText(p))
		}
		add(render.EdRow{Kind: render.EdText, Text: say(l, "problems", len(ps), i18n.Sentence(l, ps[0].Format, ps[0].Args, ps[0].Message)), Color: render.StatusRefusal, Tip: tip})
	} else {
		add(render.EdRow{Kind: render.EdText, Text: say(l, "ready"), Color: render.DropOK})
	}
	add(render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{
		{Kind: render.EdButton, ID: control.TabButton{Tab: control.TabPieces}.ID(), Label: say(l, "tab.pieces"), Active: c.Tab() == control.TabPieces},
		{Kind: render.EdButton, ID: control.TabButton{Tab: control.TabTerrain}.ID(), Label: say(l, "tab.terrain"), Active: c.Tab() == control.TabTerrain},
		{Kind: render.EdButton, ID: control.TabButton{Tab: control.TabSettings}.ID(), Label: say(l, "tab.settings"), Active: c.Tab() == control.TabSettings},
	}})
	add(render.EdRow{Kind: render.EdGap})
	switch c.Tab() {
	case control.TabPieces:
		v.paletteRows(m)
	case control.TabTerrain:
		v.terrainRows(m)
	case control.TabSettings:
		v.settingsRows(m)
	}
	if c.Tab() != control.TabTerrain {
		v.inspectorRows(m)
	}
	btn := func(b control.Button, key string) render.EdCell {
		return render.EdCell{Kind: render.EdButton, ID: b.ID(), Label: say(l, key)}
	}
	play := btn(control.Play, "button.play")
	play.Tip = []string{say(l, "button.play.tip")}
	if ps := c.Problems(); len(ps) > 0 {
		// Dimmed, still clickable: a click says what to fix first.
		play.Tone = render.ToneDim
		play.Tip = append(play.Tip, c.ProblemText(ps[0]))
	}
	undo, redo := btn(control.Undo, "button.undo"), btn(control.Redo, "button.redo")
	undo.Disabled, redo.Disabled = !c.Editor().CanUndo(), !c.Editor().CanRedo()
	m.Footer = append(m.Footer,
		render.EdRow{Kind: render.EdGap},
		render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{play, undo, redo, btn(control.Save, "button.save")}},
	)
	printBtn := btn(control.Print, "button.print")
	printBtn.Tip = []string{say(l, "button.print.tip")}
	second := []render.EdCell{btn(control.SaveAs, "button.saveas"), btn(control.New, "button.new")}
	if back {
		second = append(second, btn(control.Back, "button.back"))
	}
	if menu {
		home := btn(control.Menu, "button.menu")
		home.Tip = []string{say(l, "button.menu.tip")}
		second = append(second, home)
	}
	help := btn(control.Help, "button.help")
	help.Weight, help.Tip = 0.35, []string{say(l, "button.help.tip")}
	second = append(second, help)
	m.Footer = append(m.Footer,
		render.EdRow{Kind: render.EdCells, Cells: second},
		// The club-night kit has a row of its own: the rows above are full.
		render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{printBtn}},
	)
	// The keys' lines; a touch screen, which has none, gets its gestures.
	for _, k := range []string{"keys", "keys.view"} {
		m.Footer = append(m.Footer, render.EdRow{Kind: render.EdText, Text: sayFor(l, k, finger), Tone: render.ToneDim})
	}
	return m
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// paletteRows lists the army switch and the palette: the leader ranks,
// then the profiles by troop type, two to a row.
func (v *view) paletteRows(m *render.EditorPanelModel) {
	c := v.c
	l := c.Lang
	d := c.Dragging()
	var armies []render.EdCell
	for i, a := range c.Scenario().Armies {
		armies = append(armies, render.EdCell{Kind: render.EdButton, ID: control.ArmyButton{Army: i}.ID(), Label: a.Name,
			Active: i == c.Army(), Color: render.LogColor(i)})
	}
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdCells, Cells: armies})
	for _, g := range control.Palette(c.Ruleset()) {
		title := say(l, "leaders")
		if g.Type != "" {
			title = say(l, "type."+string(g.Type))
		}
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: title, Right: fmt.Sprint(len(g.Entries))})
		var cells []render.EdCell
		for _, e := range g.Entries {
			cell := render.EdCell{Kind: render.EdItem, ID: e.Item.ID(), Label: c.Term(e.Name, e.Gloss), Active: d.Kind == control.DragPalette && d.Item == e.Item}
			cell.Tip = []string{e.Name}
			if e.Gloss != "" {
				cell.Tip[0] += " — " + e.Gloss
			}
			if e.Profile != nil {
				cell.Icon = render.EdIcon{Kind: render.IconUnit, Army: c.Army(), Type: e.Type}
				cell.Tip = append(cell.Tip, say(l, "palette.move", e.Profile.Move, e.Profile.MoveNoCombat))
			} else {
				cell.Icon = render.EdIcon{Kind: render.IconLeader, Army: c.Army(), Rank: e.Rank}
			}
			cell.Tip = append(cell.Tip, say(l, "palette.tip"))
			cells = append(cells, cell)
		}
		gridRows(m, cells, 2)
	}
}

// gridRows lays cells n to a row; a short last row keeps the cells' width.
func gridRows(m *render.EditorPanelModel, cells []render.EdCell, n int) {
	for i := 0; i < len(cells); i += n {
		row := slices.Clone(cells[i:min(i+n, len(cells))])
		for len(row) < n {
			row = append(row, render.EdCell{Kind: render.EdLabel})
		}
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdCells, Cells: row})
	}
}

func (v *view) terrainRows(m *render.EditorPanelModel) {
	c := v.c
	l := c.Lang
	rs := c.Ruleset()
	brush := c.Brush()
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: say(l, "brushes")})
	var cells []render.EdCell
	for _, k := range control.TerrainKeys(rs) {
		t := rs.Terrain[k]
		// The brush reads in the player's language: the ruleset's French
		// name, its English gloss in English; the tip gives both.
		label, tip := t.Name, t.Name
		if t.Gloss != "" {
			tip += " — " + t.Gloss
			if l == i18n.EN {
				label = t.Gloss
			}
		}
		cells = append(cells, render.EdCell{Kind: render.EdItem, ID: control.Brush{Terrain: k}.ID(), Label: label, Active: brush == k,
			Icon: render.EdIcon{Kind: render.IconTerrain, Terrain: k}, Tip: []string{tip, say(l, "brush.tip")}})
	}
	gridRows(m, cells, 2)
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: say(l, "roads")})
	gridRows(m, []render.EdCell{
		{Kind: render.EdItem, ID: control.Road.ID(), Label: say(l, "road.draw"), Active: brush == control.ToolRoad,
			Icon: render.EdIcon{Kind: render.IconRoad}, Tip: []string{say(l, "road.draw.tip")}},
		{Kind: render.EdItem, ID: control.Erase.ID(), Label: say(l, "road.erase"), Active: brush == control.ToolErase,
			Icon: render.EdIcon{Kind: render.IconEraser}, Tip: []string{say(l, "road.erase.tip")}},
	}, 2)
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: say(l, "board")})
	fs := c.BoardFields()
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdCells, Cells: v.fieldCells(fs[0], 1)},
		render.EdRow{Kind: render.EdCells, Cells: v.fieldCells(fs[1], 1)},
		render.EdRow{Kind: render.EdCells, Cells: v.fieldCells(fs[2], 1)},
	)
}

// fieldCells is a field's value box, and its − and + when it has them;
// weight is the box's share of the row.
func (v *view) fieldCells(f control.FieldView, weight float64) []render.EdCell {
	c := v.c
	cell := render.EdCell{Kind: render.EdField, ID: control.Field{Key: f.Key}.ID(), Label: f.Label, Value: f.Value, Weight: weight}
	if f.Tip != "" {
		cell.Tip = []string{f.Tip}
	}
	if f.Cycle {
		cell.Value += "  ›"
	}
	if e, text, ok := c.Editing(); ok && e.Key == f.Key {
		cell.Editing, cell.Value, cell.Selected = true, text, c.AllSelected()
	}
	out := []render.EdCell{cell}
	if f.Step {
		out = append(out,
			render.EdCell{Kind: render.EdButton, ID: control.Field{Key: f.Key, Step: -1}.ID(), Label: "−", Weight: 0.22},
			render.EdCell{Kind: render.EdButton, ID: control.Field{Key: f.Key, Step: 1}.ID(), Label: "+", Weight: 0.22})
	}
	return out
}

func (v *view) fieldRow(fs ...control.FieldView) render.EdRow {
	var cells []render.EdCell
	for _, f := range fs {
		cells = append(cells, v.fieldCells(f, 1)...)
	}
	return render.EdRow{Kind: render.EdCells, Cells: cells}
}

func (v *view) settingsRows(m *render.EditorPanelModel) {
	c := v.c
	l := c.Lang
	sc := c.Scenario()
	s := c.ScenarioFields()
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdHeading, Text: say(l, "scenario")},
		v.fieldRow(s[0]),
		v.fieldRow(s[1], s[3]),
		v.fieldRow(s[2], s[6]),
		v.fieldRow(s[4]),
		v.fieldRow(s[5]),
	)
	for i, a := range sc.Armies {
		f := c.ArmyFields(i)
		m.Rows = append(m.Rows,
			render.EdRow{Kind: render.EdHeading, Text: say(l, "army", a.Name), Color: render.LogColor(i)},
			v.fieldRow(f[0], f[2]),
			v.fieldRow(f[1]),
			v.fieldRow(f[3], f[4]),
			v.fieldRow(f[5], f[6]),
		)
	}
	vf := map[string]control.FieldView{}
	for _, f := range c.VictoryFields() {
		vf[f.Key] = f
	}
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdHeading, Text: say(l, "victory")},
		v.fieldRow(vf["v.count"]),
		v.fieldRow(vf["v.limit"]),
	)
	for i, a := range sc.Armies {
		f := func(what string) control.FieldView { return vf[control.VictoryKey(what, i)] }
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdText, Text: say(l, "victory.objective.of", a.Name), Color: render.LogColor(i)})
		for _, row := range []render.EdRow{
			v.fieldRow(f("kind"), f("turn")),
			v.fieldRow(f("obj"), f("pick")),
			v.fieldRow(f("name")),
			v.fieldRow(f("break")),
		} {
			row.Color = render.LogColor(i)
			m.Rows = append(m.Rows, row)
		}
	}
	m.Rows = append(m.Rows, v.fieldRow(vf["v.balance"]))
	if line := c.BalanceLine(); line != "" {
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdText, Text: line, Tone: render.ToneDim, Tip: []string{line}})
	}
}

// inspectorRows pins the selected piece's fields above the buttons, so
// the palette stays where it is when a piece is selected.
func (v *view) inspectorRows(m *render.EditorPanelModel) {
	c := v.c
	l := c.Lang
	sel := c.Selected()
	switch len(sel) {
	case 0:
		m.Footer = append(m.Footer, render.EdRow{Kind: render.EdText, Text: sayFor(l, "selection.none", m.Finger), Tone: render.ToneDim})
		return
	case 1:
	default:
		m.Footer = append(m.Footer, render.EdRow{Kind: render.EdText, Text: say(l, "selection.many", len(sel)), Tone: render.ToneGold})
		return
	}
	p, ok := c.Piece(sel[0])
	if !ok {
		return
	}
	byKey := map[string]control.FieldView{}
	for _, f := range c.PieceFields(sel[0]) {
		byKey[f.Key] = f
	}
	head := render.EdRow{Kind: render.EdHeading, Color: render.LogColor(p.Army)}
	var rows []render.EdRow
	switch {
	case p.Unit != nil:
		head.Text = say(l, "unit", p.Unit.ID)
		if pr := c.Ruleset().Profiles[p.Unit.Profile]; pr != nil {
			head.Right = pr.Name
		}
		rows = append(rows, v.fieldRow(byKey[control.PieceID], byKey[control.PieceElements]), v.fieldRow(byKey[control.PieceName]))
		last := []control.FieldView{byKey[control.PieceLeader]}
		if f, ok := byKey[control.PieceMounted]; ok {
			last = append(last, f)
		}
		rows = append(rows, v.fieldRow(last...), v.fieldRow(byKey[control.PieceArrives]))
	case p.Leader != nil:
		head.Text = say(l, "leader", p.Leader.ID)
		rows = append(rows, v.fieldRow(byKey[control.PieceID], byKey[control.PieceRank]), v.fieldRow(byKey[control.PieceName]),
			v.fieldRow(byKey[control.PieceQuality], byKey[control.PieceAllied]))
		last := []control.FieldView{byKey[control.PieceArrives]}
		if f, ok := byKey[control.PieceLevel]; ok {
			last = append([]control.FieldView{f}, last...)
		}
		rows = append(rows, v.fieldRow(last...))
	default:
		head.Text = say(l, "herald", p.Herald.ID)
		rows = append(rows, v.fieldRow(byKey[control.PieceID]), v.fieldRow(byKey[control.PieceName]))
	}
	m.Footer = append(m.Footer, head)
	m.Footer = append(m.Footer, rows...)
}

// dropColor is the outline of the hovered drop target: green when the
// scenario rules accept the drop, red when they refuse it.
func dropColor(c *control.Controller) color.RGBA {
	if c.Dragging().Refusal != nil {
		return render.DropRefused
	}
	return render.DropOK
}

// objectiveMarks are the board's marks of the objectives' hexes, in the
// colour of the army each wins for.
func objectiveMarks(sc *rules.Scenario) []render.ObjectiveMark {
	var out []render.ObjectiveMark
	seen := map[hex.Hex]bool{}
	for _, o := range sc.Objectives {
		army := slices.IndexFunc(sc.Armies, func(a rules.ArmySetup) bool { return a.ID == o.Army })
		for _, h := range o.Hexes {
			if army >= 0 && !seen[h] {
				seen[h] = true
				out = append(out, render.ObjectiveMark{Hex: h, Army: army, Take: o.What() == rules.Take})
			}
		}
	}
	return out
}
