package editor

import (
	"fmt"
	"image/color"
	"path/filepath"
	"slices"
	"strings"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

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
func (c *Controller) Scene() *render.Scene {
	s := &c.scene
	k := sceneKey{c.ed.Scenario, strings.Join(c.sel, " "), strings.Join(c.drag.Pieces, " ")}
	if k == s.key && s.n > 0 {
		return &s.scene
	}
	s.key = k
	s.n++
	sc := render.Scene{PiecesKey: s.n, OverlayKey: 0}
	dragged := map[string]bool{}
	for _, id := range c.drag.Pieces {
		dragged[id] = true
	}
	slot := map[hex.Hex]int{}
	for i, a := range c.ed.Scenario.Armies {
		for _, u := range a.Units {
			uv := render.UnitView{ID: u.ID, Hex: u.Hex, Army: i, Elements: u.Elements, StartElements: u.Elements,
				Selected: slices.Contains(c.sel, u.ID), Dim: dragged[u.ID] || u.Arrives > 0}
			if p := c.ed.Ruleset.Profiles[u.Profile]; p != nil {
				uv.Type = p.Type
			}
			sc.Units = append(sc.Units, uv)
		}
	}
	for i, a := range c.ed.Scenario.Armies {
		for _, l := range a.Leaders {
			sc.Leaders = append(sc.Leaders, render.LeaderView{ID: l.ID, Hex: l.Hex, Army: i, Rank: l.Rank, Slot: slot[l.Hex],
				Selected: slices.Contains(c.sel, l.ID), Dim: dragged[l.ID] || l.Arrives > 0})
			slot[l.Hex]++
		}
		// Heralds show as small tokens, like an officer's.
		for _, h := range a.Heralds {
			sc.Leaders = append(sc.Leaders, render.LeaderView{ID: h.ID, Hex: h.Hex, Army: i, Rank: rules.Officer, Slot: slot[h.Hex],
				Selected: slices.Contains(c.sel, h.ID), Dim: dragged[h.ID]})
			slot[h.Hex]++
		}
	}
	sc.Objectives = objectiveMarks(c.ed.Scenario)
	s.scene = sc
	return &s.scene
}

// BoardTip returns the tooltip of the board under the cursor: the piece
// (piece, or else the one on h), then the hex, its terrain and road.
func (c *Controller) BoardTip(h hex.Hex, piece string) []string {
	sc := c.ed.Scenario
	if !sc.Board.Bounds().Contains(h) {
		return nil
	}
	var out []string
	if piece == "" {
		piece = c.PieceAt(h)
	}
	if p, ok := findPiece(sc, piece); ok {
		out = append(out, c.pieceLine(p), say(c.Lang, "select.tip"))
	}
	line := h.Label()
	if t, ok := c.ed.Ruleset.Terrain[sc.Board.TerrainAt(h)]; ok {
		line += " · " + c.term(t.Name, t.Gloss)
	}
	for _, r := range sc.Board.Roads {
		if slices.Contains(r.Hexes, h) {
			line += " · " + say(c.Lang, "road")
			break
		}
	}
	return append(out, line)
}

func (c *Controller) pieceLine(p pieceRef) string {
	rs := c.ed.Ruleset
	switch {
	case p.unit != nil:
		what := p.unit.Profile
		if pr := rs.Profiles[p.unit.Profile]; pr != nil {
			what = c.term(pr.Name, pr.Gloss)
		}
		return fmt.Sprintf("%s (%s) — %s — %d", p.unit.Name, p.unit.ID, what, p.unit.Elements)
	case p.leader != nil:
		what := string(p.leader.Rank)
		if lr, ok := rs.Leaders[p.leader.Rank]; ok {
			what = c.term(lr.Name, lr.Gloss)
		}
		return say(c.Lang, "piece.tip", p.leader.Name, p.leader.ID, what)
	}
	return say(c.Lang, "herald", p.herald.ID) + " — " + p.herald.Name
}

// Panel returns the side panel's model: the header, the tabs, the page
// (palette, brushes or settings), and pinned at the bottom the inspector
// of the selection and the buttons. back adds "Back to the game", menu
// the start screen's button.
func (c *Controller) Panel(back, menu bool) *render.EditorPanelModel {
	key := c.version*4 + btoi(back)*2 + btoi(menu)
	if c.panel != nil && c.panel.Key == key {
		return c.panel
	}
	m := &render.EditorPanelModel{Key: key}
	c.panel = m
	add := func(r render.EdRow) { m.Rows = append(m.Rows, r) }
	sc := c.ed.Scenario
	l := c.Lang
	add(render.EdRow{Kind: render.EdTitle, Text: sc.Title})
	file := say(l, "untitled")
	if c.Path != "" {
		file = filepath.Base(c.Path)
	}
	info := fmt.Sprintf("%s · %s · %s", file, c.ed.Ruleset.Name, say(l, "board.size", sc.Board.Columns, sc.Board.Rows))
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
		{Kind: render.EdButton, ID: TabButton{TabPieces}.ID(), Label: say(l, "tab.pieces"), Active: c.tab == TabPieces},
		{Kind: render.EdButton, ID: TabButton{TabTerrain}.ID(), Label: say(l, "tab.terrain"), Active: c.tab == TabTerrain},
		{Kind: render.EdButton, ID: TabButton{TabSettings}.ID(), Label: say(l, "tab.settings"), Active: c.tab == TabSettings},
	}})
	add(render.EdRow{Kind: render.EdGap})
	switch c.tab {
	case TabPieces:
		c.paletteRows(m)
	case TabTerrain:
		c.terrainRows(m)
	case TabSettings:
		c.settingsRows(m)
	}
	if c.tab != TabTerrain {
		c.inspectorRows(m)
	}
	btn := func(b Button, key string) render.EdCell {
		return render.EdCell{Kind: render.EdButton, ID: b.ID(), Label: say(l, key)}
	}
	play := btn(Play, "button.play")
	play.Tip = []string{say(l, "button.play.tip")}
	if ps := c.Problems(); len(ps) > 0 {
		// Dimmed, still clickable: a click says what to fix first.
		play.Tone = render.ToneDim
		play.Tip = append(play.Tip, c.ProblemText(ps[0]))
	}
	undo, redo := btn(Undo, "button.undo"), btn(Redo, "button.redo")
	undo.Disabled, redo.Disabled = !c.ed.CanUndo(), !c.ed.CanRedo()
	m.Footer = append(m.Footer,
		render.EdRow{Kind: render.EdGap},
		render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{play, undo, redo, btn(Save, "button.save")}},
	)
	printBtn := btn(Print, "button.print")
	printBtn.Tip = []string{say(l, "button.print.tip")}
	second := []render.EdCell{btn(SaveAs, "button.saveas"), btn(New, "button.new")}
	if back {
		second = append(second, btn(Back, "button.back"))
	}
	if menu {
		home := btn(Menu, "button.menu")
		home.Tip = []string{say(l, "button.menu.tip")}
		second = append(second, home)
	}
	help := btn(Help, "button.help")
	help.Weight, help.Tip = 0.35, []string{say(l, "button.help.tip")}
	second = append(second, help)
	m.Footer = append(m.Footer,
		render.EdRow{Kind: render.EdCells, Cells: second},
		// The club-night kit has a row of its own: the rows above are full.
		render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{printBtn}},
		render.EdRow{Kind: render.EdText, Text: say(l, "keys"), Tone: render.ToneDim},
		render.EdRow{Kind: render.EdText, Text: say(l, "keys.view"), Tone: render.ToneDim},
	)
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
func (c *Controller) paletteRows(m *render.EditorPanelModel) {
	l := c.Lang
	var armies []render.EdCell
	for i, a := range c.ed.Scenario.Armies {
		armies = append(armies, render.EdCell{Kind: render.EdButton, ID: ArmyButton{i}.ID(), Label: a.Name,
			Active: i == c.army, Color: render.LogColor(i)})
	}
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdCells, Cells: armies})
	for _, g := range Palette(c.ed.Ruleset) {
		title := say(l, "leaders")
		if g.Type != "" {
			title = say(l, "type."+string(g.Type))
		}
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: title, Right: fmt.Sprint(len(g.Entries))})
		var cells []render.EdCell
		for _, e := range g.Entries {
			cell := render.EdCell{Kind: render.EdItem, ID: e.Item.ID(), Label: c.term(e.Name, e.Gloss), Active: c.drag.Kind == DragPalette && c.drag.Item == e.Item}
			cell.Tip = []string{e.Name}
			if e.Gloss != "" {
				cell.Tip[0] += " — " + e.Gloss
			}
			if e.Profile != nil {
				cell.Icon = render.EdIcon{Kind: render.IconUnit, Army: c.army, Type: e.Type}
				cell.Tip = append(cell.Tip, say(l, "palette.move", e.Profile.Move, e.Profile.MoveNoCombat))
			} else {
				cell.Icon = render.EdIcon{Kind: render.IconLeader, Army: c.army, Rank: e.Rank}
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

func (c *Controller) terrainRows(m *render.EditorPanelModel) {
	l := c.Lang
	rs := c.ed.Ruleset
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: say(l, "brushes")})
	var cells []render.EdCell
	for _, k := range TerrainKeys(rs) {
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
		cells = append(cells, render.EdCell{Kind: render.EdItem, ID: Brush{k}.ID(), Label: label, Active: c.brush == k,
			Icon: render.EdIcon{Kind: render.IconTerrain, Terrain: k}, Tip: []string{tip, say(l, "brush.tip")}})
	}
	gridRows(m, cells, 2)
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: say(l, "roads")})
	gridRows(m, []render.EdCell{
		{Kind: render.EdItem, ID: Road.ID(), Label: say(l, "road.draw"), Active: c.brush == ToolRoad,
			Icon: render.EdIcon{Kind: render.IconRoad}, Tip: []string{say(l, "road.draw.tip")}},
		{Kind: render.EdItem, ID: Erase.ID(), Label: say(l, "road.erase"), Active: c.brush == ToolErase,
			Icon: render.EdIcon{Kind: render.IconEraser}, Tip: []string{say(l, "road.erase.tip")}},
	}, 2)
	m.Rows = append(m.Rows, render.EdRow{Kind: render.EdHeading, Text: say(l, "board")})
	fs := c.boardFields()
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdCells, Cells: c.fieldCells(fs[0], 1)},
		render.EdRow{Kind: render.EdCells, Cells: c.fieldCells(fs[1], 1)},
		render.EdRow{Kind: render.EdCells, Cells: c.fieldCells(fs[2], 1)},
	)
}

// fieldCells is a field's value box, and its − and + when it has them;
// weight is the box's share of the row.
func (c *Controller) fieldCells(f field, weight float64) []render.EdCell {
	cell := render.EdCell{Kind: render.EdField, ID: Field{Key: f.key}.ID(), Label: say(c.Lang, f.label), Value: f.value, Weight: weight}
	if f.tip != "" {
		cell.Tip = []string{say(c.Lang, f.tip)}
	}
	if f.kind == fieldCycle {
		cell.Value += "  ›"
	}
	if e, text, ok := c.Editing(); ok && e.Key == f.key {
		cell.Editing, cell.Value, cell.Selected = true, text, c.AllSelected()
	}
	out := []render.EdCell{cell}
	if f.step {
		out = append(out,
			render.EdCell{Kind: render.EdButton, ID: Field{Key: f.key, Step: -1}.ID(), Label: "−", Weight: 0.22},
			render.EdCell{Kind: render.EdButton, ID: Field{Key: f.key, Step: 1}.ID(), Label: "+", Weight: 0.22})
	}
	return out
}

func (c *Controller) fieldRow(fs ...field) render.EdRow {
	var cells []render.EdCell
	for _, f := range fs {
		cells = append(cells, c.fieldCells(f, 1)...)
	}
	return render.EdRow{Kind: render.EdCells, Cells: cells}
}

func (c *Controller) settingsRows(m *render.EditorPanelModel) {
	l := c.Lang
	s := c.scenarioFields()
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdHeading, Text: say(l, "scenario")},
		c.fieldRow(s[0]),
		c.fieldRow(s[1], s[3]),
		c.fieldRow(s[2], s[6]),
		c.fieldRow(s[4]),
		c.fieldRow(s[5]),
	)
	for i, a := range c.ed.Scenario.Armies {
		f := c.armyFields(i)
		m.Rows = append(m.Rows,
			render.EdRow{Kind: render.EdHeading, Text: say(l, "army", a.Name), Color: render.LogColor(i)},
			c.fieldRow(f[0], f[2]),
			c.fieldRow(f[1]),
			c.fieldRow(f[3], f[4]),
			c.fieldRow(f[5], f[6]),
		)
	}
	v := map[string]field{}
	for _, f := range c.victoryFields() {
		v[f.key] = f
	}
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdHeading, Text: say(l, "victory")},
		c.fieldRow(v["v.count"]),
		c.fieldRow(v["v.limit"]),
	)
	for i, a := range c.ed.Scenario.Armies {
		f := func(what string) field { return v[victoryKey(what, i)] }
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdText, Text: say(l, "victory.objective.of", a.Name), Color: render.LogColor(i)})
		for _, row := range []render.EdRow{
			c.fieldRow(f("kind"), f("turn")),
			c.fieldRow(f("obj"), f("pick")),
			c.fieldRow(f("name")),
			c.fieldRow(f("break")),
		} {
			row.Color = render.LogColor(i)
			m.Rows = append(m.Rows, row)
		}
	}
	m.Rows = append(m.Rows, c.fieldRow(v["v.balance"]))
	if line := c.BalanceLine(); line != "" {
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdText, Text: line, Tone: render.ToneDim, Tip: []string{line}})
	}
}

// inspectorRows pins the selected piece's fields above the buttons, so
// the palette stays where it is when a piece is selected.
func (c *Controller) inspectorRows(m *render.EditorPanelModel) {
	l := c.Lang
	switch len(c.sel) {
	case 0:
		m.Footer = append(m.Footer, render.EdRow{Kind: render.EdText, Text: say(l, "selection.none"), Tone: render.ToneDim})
		return
	case 1:
	default:
		m.Footer = append(m.Footer, render.EdRow{Kind: render.EdText, Text: say(l, "selection.many", len(c.sel)), Tone: render.ToneGold})
		return
	}
	p, ok := findPiece(c.ed.Scenario, c.sel[0])
	if !ok {
		return
	}
	fs := c.pieceFields(c.sel[0])
	byKey := map[string]field{}
	for _, f := range fs {
		byKey[f.key] = f
	}
	head := render.EdRow{Kind: render.EdHeading, Color: render.LogColor(p.army)}
	var rows []render.EdRow
	switch {
	case p.unit != nil:
		head.Text = say(l, "unit", p.unit.ID)
		if pr := c.ed.Ruleset.Profiles[p.unit.Profile]; pr != nil {
			head.Right = pr.Name
		}
		rows = append(rows, c.fieldRow(byKey[pieceID], byKey[pieceElements]), c.fieldRow(byKey[pieceName]))
		last := []field{byKey[pieceLeader]}
		if f, ok := byKey[pieceMounted]; ok {
			last = append(last, f)
		}
		rows = append(rows, c.fieldRow(last...), c.fieldRow(byKey[pieceArrives]))
	case p.leader != nil:
		head.Text = say(l, "leader", p.leader.ID)
		rows = append(rows, c.fieldRow(byKey[pieceID], byKey[pieceRank]), c.fieldRow(byKey[pieceName]),
			c.fieldRow(byKey[pieceQuality], byKey[pieceAllied]))
		last := []field{byKey[pieceArrives]}
		if f, ok := byKey[pieceLevel]; ok {
			last = append([]field{f}, last...)
		}
		rows = append(rows, c.fieldRow(last...))
	default:
		head.Text = say(l, "herald", p.herald.ID)
		rows = append(rows, c.fieldRow(byKey[pieceID]), c.fieldRow(byKey[pieceName]))
	}
	m.Footer = append(m.Footer, head)
	m.Footer = append(m.Footer, rows...)
}

// DropColor is the outline of the hovered drop target: green when the
// scenario rules accept the drop, red when they refuse it.
func (c *Controller) DropColor() color.RGBA {
	if c.drag.Refusal != nil {
		return render.DropRefused
	}
	return render.DropOK
}
