package game

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"time"

	"estafette/editor"
	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// EditorController is the scenario editor without a window: the palette,
// the selection, the gestures (press, drag, release) turned into the
// editor model's operations, the inspector's fields, the status line,
// undo, redo and saving. Every change goes through editor.Editor, which
// checks it with the loader's own validation (rules.Scenario.Validate);
// the controller never decides what a scenario may hold. Tests drive it
// directly, as the window does.
type EditorController struct {
	ed *editor.Editor

	// Path is the file Save writes; "" until a name is given (save-as).
	Path string
	// suggest is the name save-as offers when Path is empty (a dropped
	// file's name).
	suggest string
	// own is the file Save may replace without asking, and ownSum its
	// content when the editor read or wrote it; any other existing file,
	// or this one changed by someone else, is replaced only once the
	// player has said so (see SaveTo).
	own    string
	ownSum string
	// Lang is the interface language.
	Lang i18n.Lang
	// Now is the clock for the status line's fading; tests replace it.
	Now func() time.Time

	tab   EditorTab
	army  int    // the palette's army
	brush string // a terrain key, ToolRoad or ToolErase
	sel   []string
	drag  Drag
	field *fieldEdit

	status EditorStatus

	version      int
	boardVersion int
	lastSc       *rules.Scenario

	scene    editorScene
	panel    *render.EditorPanelModel // the panel's model, for version
	problems []rules.Problem
	probV    int // the version problems are for, plus one
}

// EditorTab is a page of the editor's side panel; it also decides what a
// press on the board does.
type EditorTab int

// The editor's tabs.
const (
	TabPieces   EditorTab = iota // the palette: drag pieces on, move and remove them
	TabTerrain                   // brushes, roads and the board's size
	TabSettings                  // the scenario's and the armies' settings
)

// The road tools of the terrain tab, beside the terrain keys.
const (
	ToolRoad  = "tool:road"
	ToolErase = "tool:erase"
)

// DragKind says what a gesture in progress does.
type DragKind int

// Gestures.
const (
	DragNone    DragKind = iota
	DragPalette          // a palette entry toward a hex: creates a piece
	DragPieces           // pieces toward another hex, or off the board
	DragPaint            // a terrain brush stroke
	DragRoad             // a road, hex by neighbouring hex
	DragErase            // the road eraser
	DragBox              // a box selection
)

// Drag is the gesture in progress, as the window draws it.
type Drag struct {
	Kind   DragKind
	Item   string   // DragPalette: "unit:PROFILE" or "leader:RANK"
	Pieces []string // DragPieces: the pieces, the grabbed one first
	From   hex.Hex  // the hex pressed
	To     hex.Hex  // the hex under the cursor now
	// OnBoard says the cursor is over a hex of the board.
	OnBoard bool
	// Moved says the cursor has left the pressed hex.
	Moved bool
	// Stroke is the painted hexes, or the road's path.
	Stroke []hex.Hex
	Shift  bool
	// Refusal is what the scenario rules would say of a drop here (""
	// when they accept it): the live check while dragging.
	Refusal string
	// Grab is the grabbed piece's own hex (a leader token overhangs its
	// hex, so the pressed hex may be a neighbour).
	Grab hex.Hex

	toggleOff bool     // a Shift+press on a selected piece: a click deselects it
	base      []string // the selection before a Shift+box
}

// EditorStatus is the editor's status line: a refusal (Refused, with the
// scenario rules' sentence) or one of the editor's own messages.
type EditorStatus struct {
	Key     string // an editor text key
	Args    []any
	Message string // a refusal's sentence, when Key is empty
	Refused bool
	At      time.Time
}

// EditorRequest is what a panel click asks of the window: the things the
// controller cannot do alone (a dialog, switching to the table).
type EditorRequest string

// Requests of ClickPanel.
const (
	RequestNone   EditorRequest = ""
	RequestSaveAs EditorRequest = "saveas" // ask for a file name, then SaveAs
	RequestPlay   EditorRequest = "play"   // start a game from PlaySetup
	RequestBack   EditorRequest = "back"   // return to the game the editor was opened from
	RequestNew    EditorRequest = "new"    // the new-scenario form
	// RequestOverwrite asks before Save replaces a file the editor did not
	// open (OverwriteError).
	RequestOverwrite EditorRequest = "overwrite"
)

// NewEditorController edits a scenario; path is the file Save writes ("" to
// ask for one).
func NewEditorController(path string, sc *rules.Scenario, rs *rules.Ruleset) *EditorController {
	c := &EditorController{ed: editor.New(sc, rs), Path: path, Lang: i18n.EN, Now: time.Now, brush: "woods"}
	c.claim(path)
	c.lastSc = sc
	return c
}

// Editor returns the editor model.
func (c *EditorController) Editor() *editor.Editor { return c.ed }

// Scenario returns the scenario being edited.
func (c *EditorController) Scenario() *rules.Scenario { return c.ed.Scenario }

// Ruleset returns the scenario's ruleset.
func (c *EditorController) Ruleset() *rules.Ruleset { return c.ed.Ruleset }

// Dirty reports changes since the last save.
func (c *EditorController) Dirty() bool { return c.ed.Dirty }

// Version changes whenever something the window draws has changed.
func (c *EditorController) Version() int { return c.version }

// BoardVersion changes whenever the board's terrain, roads or size do:
// the window redraws its cached board image then.
func (c *EditorController) BoardVersion() int { return c.boardVersion }

// Selected returns the selected pieces' ids.
func (c *EditorController) Selected() []string { return c.sel }

// Tab returns the panel's page.
func (c *EditorController) Tab() EditorTab { return c.tab }

// Army returns the index of the army whose palette is shown.
func (c *EditorController) Army() int { return c.army }

// Brush returns the terrain tab's tool: a terrain key, ToolRoad or ToolErase.
func (c *EditorController) Brush() string { return c.brush }

// Dragging returns the gesture in progress.
func (c *EditorController) Dragging() *Drag { return &c.drag }

// Status returns the status line.
func (c *EditorController) Status() EditorStatus { return c.status }

// StatusText returns the status line in the interface language.
func (c *EditorController) StatusText() string {
	if c.status.Key == "" {
		return problemText(c.Lang, c.status.Message)
	}
	args := make([]any, len(c.status.Args))
	for i, a := range c.status.Args {
		if p, ok := a.(rules.Problem); ok {
			a = c.ProblemText(p)
		}
		args[i] = a
	}
	return say(c.Lang, c.status.Key, args...)
}

// ProblemText is a scenario problem in the interface language, with the
// key it is about.
func (c *EditorController) ProblemText(p rules.Problem) string {
	return p.Path + ": " + problemText(c.Lang, p.Message)
}

// RefusalText is the live check's refusal in the interface language.
func (c *EditorController) RefusalText() string { return problemText(c.Lang, c.drag.Refusal) }

// StatusAlpha is how visible the status line is: 1 when fresh, fading to
// 0 over the last second of StatusDuration. A refusal stays twice as long.
func (c *EditorController) StatusAlpha() float64 {
	if c.status.At.IsZero() {
		return 0
	}
	d := StatusDuration
	if c.status.Refused {
		d *= 2
	}
	age := c.Now().Sub(c.status.At)
	switch {
	case age >= d:
		return 0
	case age <= d-time.Second:
		return 1
	}
	return float64(d-age) / float64(time.Second)
}

// ClearStatus empties the status line.
func (c *EditorController) ClearStatus() { c.status = EditorStatus{}; c.changed() }

func (c *EditorController) changed() {
	c.version++
	if sc := c.ed.Scenario; sc != c.lastSc {
		if c.lastSc == nil || !reflect.DeepEqual(c.lastSc.Board, sc.Board) {
			c.boardVersion++
		}
		c.lastSc = sc
	}
}

func (c *EditorController) tell(key string, args ...any) {
	c.status = EditorStatus{Key: key, Args: args, At: c.Now()}
	c.changed()
}

// refuse shows why an edit was refused; the scenario is unchanged.
func (c *EditorController) refuse(err error) {
	msg := err.Error()
	var r *editor.Refusal
	if errors.As(err, &r) {
		msg = r.Message
	}
	c.status = EditorStatus{Message: msg, Refused: true, At: c.Now()}
	c.changed()
}

// SetTab shows a page of the panel.
func (c *EditorController) SetTab(t EditorTab) {
	c.commitField()
	if t != c.tab {
		c.tab = t
		c.changed()
	}
}

// SetArmy shows an army's palette.
func (c *EditorController) SetArmy(i int) {
	if i >= 0 && i < len(c.ed.Scenario.Armies) && i != c.army {
		c.army = i
		c.changed()
	}
}

// SetBrush picks the terrain tab's tool and shows the tab.
func (c *EditorController) SetBrush(b string) {
	c.brush = b
	c.tab = TabTerrain
	c.changed()
}

// Select replaces the selection.
func (c *EditorController) Select(ids ...string) {
	c.commitField()
	c.sel = nil
	for _, id := range ids {
		if _, ok := findPiece(c.ed.Scenario, id); ok && !slices.Contains(c.sel, id) {
			c.sel = append(c.sel, id)
		}
	}
	c.changed()
}

// PaletteEntry is one entry of the palette: a unit profile or a leader rank.
type PaletteEntry struct {
	ID      string // "unit:PROFILE" or "leader:RANK"
	Name    string // French, as the ruleset names it
	Gloss   string // English
	Type    rules.TroopType
	Rank    rules.Rank
	Profile *rules.Profile
}

// PaletteGroup is a heading of the palette (the leaders, or a troop type)
// and its entries.
type PaletteGroup struct {
	Type    rules.TroopType // "" for the leaders
	Entries []PaletteEntry
}

// profileOrder is FORMATS.md's order of the profile keys: light to heavy
// within each troop type. Profiles a ruleset adds come after, by key.
var profileOrder = scenarios.RequiredProfiles

// terrainOrder is FORMATS.md's order of the terrain keys.
var terrainOrder = []string{"clear", "hill", "woods", "rocky", "marsh", "sand", "snow", "town", "mountain", "lake", "river", "great-river", "ford", "bridge"}

func orderedKeys(keys []string, order []string) []string {
	rank := map[string]int{}
	for i, k := range order {
		rank[k] = i + 1
	}
	out := slices.Clone(keys)
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := rank[out[i]], rank[out[j]]
		if ri == 0 || rj == 0 {
			if ri != rj {
				return ri != 0
			}
			return out[i] < out[j]
		}
		return ri < rj
	})
	return out
}

// Palette lists a ruleset's leader ranks, then its unit profiles grouped
// by troop type, each with its French name.
func Palette(rs *rules.Ruleset) []PaletteGroup {
	leaders := PaletteGroup{}
	for _, r := range rules.Ranks {
		if lr, ok := rs.Leaders[r]; ok {
			leaders.Entries = append(leaders.Entries, PaletteEntry{ID: "leader:" + string(r), Name: lr.Name, Gloss: lr.Gloss, Rank: r})
		}
	}
	out := []PaletteGroup{leaders}
	keys := orderedKeys(rs.ProfileKeys(), profileOrder)
	for _, t := range rules.TroopTypes {
		g := PaletteGroup{Type: t}
		for _, k := range keys {
			if p := rs.Profiles[k]; p.Type == t {
				g.Entries = append(g.Entries, PaletteEntry{ID: "unit:" + k, Name: p.Name, Gloss: p.Gloss, Type: t, Profile: p})
			}
		}
		if len(g.Entries) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// TerrainKeys lists a ruleset's terrain keys in FORMATS.md's order: the
// brushes of the terrain tab.
func TerrainKeys(rs *rules.Ruleset) []string { return orderedKeys(rs.TerrainKeys(), terrainOrder) }

// pieceRef points at a piece of a scenario.
type pieceRef struct {
	army   int
	unit   *rules.UnitSetup
	leader *rules.LeaderSetup
	herald *rules.HeraldSetup
}

func (p pieceRef) hex() hex.Hex {
	switch {
	case p.unit != nil:
		return p.unit.Hex
	case p.leader != nil:
		return p.leader.Hex
	}
	return p.herald.Hex
}

// findPiece finds a unit, leader or herald by id.
func findPiece(sc *rules.Scenario, id string) (pieceRef, bool) {
	for i := range sc.Armies {
		a := &sc.Armies[i]
		for j := range a.Units {
			if a.Units[j].ID == id {
				return pieceRef{army: i, unit: &a.Units[j]}, true
			}
		}
		for j := range a.Leaders {
			if a.Leaders[j].ID == id {
				return pieceRef{army: i, leader: &a.Leaders[j]}, true
			}
		}
		for j := range a.Heralds {
			if a.Heralds[j].ID == id {
				return pieceRef{army: i, herald: &a.Heralds[j]}, true
			}
		}
	}
	return pieceRef{}, false
}

// PieceHex returns a piece's hex.
func (c *EditorController) PieceHex(id string) (hex.Hex, bool) {
	p, ok := findPiece(c.ed.Scenario, id)
	if !ok {
		return hex.Hex{}, false
	}
	return p.hex(), true
}

// PieceAt returns the unit on h, or else the first leader there, or "".
func (c *EditorController) PieceAt(h hex.Hex) string {
	leader := ""
	for _, a := range c.ed.Scenario.Armies {
		for _, u := range a.Units {
			if u.Hex == h {
				return u.ID
			}
		}
		for _, l := range a.Leaders {
			if l.Hex == h && leader == "" {
				leader = l.ID
			}
		}
		for _, hr := range a.Heralds {
			if hr.Hex == h && leader == "" {
				leader = hr.ID
			}
		}
	}
	return leader
}

func (c *EditorController) onBoard(h hex.Hex) bool {
	return c.ed.Scenario.Board.Bounds().Contains(h)
}

// PressPalette starts dragging a palette entry ("unit:PROFILE" or
// "leader:RANK").
func (c *EditorController) PressPalette(id string) {
	c.commitField()
	kind, _, _ := strings.Cut(id, ":")
	if kind != "unit" && kind != "leader" {
		return
	}
	c.drag = Drag{Kind: DragPalette, Item: id, To: hex.Hex{Q: -1 << 20}}
	c.changed()
}

// PressBoard starts a gesture on hex h. piece is the piece under the
// cursor ("" for none); shift is the modifier. On the terrain tab it
// starts a brush stroke, a road or the eraser; otherwise a press on a
// piece selects it and starts moving it (Shift adds it to the selection:
// the whole selection moves together), and a press on an empty hex starts
// a box selection.
func (c *EditorController) PressBoard(h hex.Hex, piece string, shift bool) {
	c.commitField()
	on := c.onBoard(h)
	d := Drag{From: h, To: h, OnBoard: on, Shift: shift}
	if c.tab == TabTerrain {
		if !on {
			return
		}
		d.Stroke = []hex.Hex{h}
		switch c.brush {
		case ToolRoad:
			d.Kind = DragRoad
		case ToolErase:
			d.Kind = DragErase
		default:
			d.Kind = DragPaint
		}
		c.drag = d
		c.changed()
		return
	}
	if piece == "" {
		d.Kind = DragBox
		if shift {
			d.base = slices.Clone(c.sel)
		} else {
			c.sel = nil
		}
		c.drag = d
		c.boxSelect()
		c.changed()
		return
	}
	grab, ok := c.PieceHex(piece)
	if !ok {
		return
	}
	switch {
	case shift && slices.Contains(c.sel, piece):
		d.toggleOff = true
	case shift:
		c.sel = append(c.sel, piece)
	case !slices.Contains(c.sel, piece):
		c.sel = []string{piece}
	}
	d.Kind, d.Grab = DragPieces, grab
	d.Pieces = []string{piece}
	for _, id := range c.sel {
		if id != piece {
			d.Pieces = append(d.Pieces, id)
		}
	}
	c.drag = d
	c.changed()
}

// DragTo follows the cursor to hex h while the button is held; onBoard
// says h is on the board (and the cursor over the board, not the panel).
func (c *EditorController) DragTo(h hex.Hex, onBoard bool) {
	d := &c.drag
	if d.Kind == DragNone || (h == d.To && onBoard == d.OnBoard) {
		return
	}
	d.To, d.OnBoard = h, onBoard
	if h != d.From || !onBoard {
		d.Moved = true
	}
	switch d.Kind {
	case DragPaint, DragErase:
		if onBoard && !slices.Contains(d.Stroke, h) {
			d.Stroke = append(d.Stroke, h)
		}
	case DragRoad:
		if onBoard {
			c.extendRoad(h)
		}
	case DragBox:
		c.boxSelect()
	case DragPalette, DragPieces:
		d.Refusal = c.dropCheck()
	}
	c.changed()
}

// extendRoad adds h to the road being drawn: hexes skipped by a fast
// mouse are filled in along the straight line, and going back onto the
// previous hex takes the last step back.
func (c *EditorController) extendRoad(h hex.Hex) {
	d := &c.drag
	last := d.Stroke[len(d.Stroke)-1]
	if h == last {
		return
	}
	for _, s := range hex.Line(last, h)[1:] {
		n := len(d.Stroke)
		if n >= 2 && s == d.Stroke[n-2] {
			d.Stroke = d.Stroke[:n-1]
			continue
		}
		d.Stroke = append(d.Stroke, s)
	}
}

// boxSelect selects the pieces in the rectangle of columns and rows
// between the pressed hex and the cursor's (added to the selection before
// a Shift+box).
func (c *EditorController) boxSelect() {
	d := &c.drag
	c0, r0 := d.From.Offset()
	c1, r1 := d.To.Offset()
	in := func(h hex.Hex) bool {
		col, row := h.Offset()
		return col >= min(c0, c1) && col <= max(c0, c1) && row >= min(r0, r1) && row <= max(r0, r1)
	}
	sel := slices.Clone(d.base)
	if d.Moved {
		for _, a := range c.ed.Scenario.Armies {
			for _, u := range a.Units {
				if in(u.Hex) && !slices.Contains(sel, u.ID) {
					sel = append(sel, u.ID)
				}
			}
			for _, l := range a.Leaders {
				if in(l.Hex) && !slices.Contains(sel, l.ID) {
					sel = append(sel, l.ID)
				}
			}
			for _, hr := range a.Heralds {
				if in(hr.Hex) && !slices.Contains(sel, hr.ID) {
					sel = append(sel, hr.ID)
				}
			}
		}
	}
	c.sel = sel
}

// BoxHexes returns the hexes of the box selection in progress.
func (c *EditorController) BoxHexes() []hex.Hex {
	d := &c.drag
	if d.Kind != DragBox || !d.Moved {
		return nil
	}
	c0, r0 := d.From.Offset()
	c1, r1 := d.To.Offset()
	b := c.ed.Scenario.Board.Bounds()
	var out []hex.Hex
	for col := max(1, min(c0, c1)); col <= min(b.Columns, max(c0, c1)); col++ {
		for row := max(1, min(r0, r1)); row <= min(b.Rows, max(r0, r1)); row++ {
			out = append(out, hex.FromOffset(col, row))
		}
	}
	return out
}

// DropTargets returns where the dragged pieces would land: each piece's
// hex moved by the drag's offset (a group keeps its shape).
func (c *EditorController) DropTargets() map[string]hex.Hex {
	d := &c.drag
	if d.Kind != DragPieces {
		return nil
	}
	delta := d.To.Sub(d.From)
	out := map[string]hex.Hex{}
	for _, id := range d.Pieces {
		if h, ok := c.PieceHex(id); ok {
			out[id] = h.Add(delta)
		}
	}
	return out
}

// dropCheck asks the editor model, on a throwaway editor sharing the
// scenario (edits never change the scenario they start from), whether a
// drop here would be accepted: the same check as the real drop.
func (c *EditorController) dropCheck() string {
	d := &c.drag
	if !d.OnBoard {
		return ""
	}
	probe := editor.New(c.ed.Scenario, c.ed.Ruleset)
	var err error
	switch d.Kind {
	case DragPalette:
		_, err = c.placeOn(probe, d.Item, d.To)
	case DragPieces:
		if d.To == d.From {
			return ""
		}
		err = probe.Move(d.Pieces, d.Grab.Add(d.To.Sub(d.From)))
	}
	if err == nil {
		return ""
	}
	var r *editor.Refusal
	if errors.As(err, &r) {
		return r.Message
	}
	return err.Error()
}

func (c *EditorController) placeOn(e *editor.Editor, item string, h hex.Hex) (string, error) {
	kind, key, _ := strings.Cut(item, ":")
	if kind == "leader" {
		return e.PlaceLeader(c.army, rules.Rank(key), h)
	}
	return e.PlaceUnit(c.army, key, h)
}

// Release ends the gesture on hex h (onBoard as for DragTo): a palette
// entry dropped on the board creates its piece; dragged pieces move, or
// are removed when dropped off the board; a stroke paints, a road is
// drawn, the eraser erases. A drop the scenario rules refuse changes
// nothing: the pieces stay where they were and the status line says why.
func (c *EditorController) Release(h hex.Hex, onBoard bool) {
	c.DragTo(h, onBoard)
	d := c.drag
	c.drag = Drag{}
	switch d.Kind {
	case DragPalette:
		if onBoard {
			c.place(d.Item, h)
		}
	case DragPieces:
		delta := h.Sub(d.From)
		switch {
		case !onBoard:
			c.Remove(d.Pieces...)
		case !d.Moved || delta == (hex.Hex{}):
			if d.toggleOff {
				c.sel = slices.DeleteFunc(c.sel, func(id string) bool { return id == d.Pieces[0] })
			}
		default:
			c.move(d.Pieces, d.Grab.Add(delta))
		}
	case DragPaint:
		c.paint(d.Stroke)
	case DragRoad:
		c.road(d.Stroke)
	case DragErase:
		c.erase(d.Stroke)
	}
	c.changed()
}

// CancelDrag abandons the gesture in progress (Esc).
func (c *EditorController) CancelDrag() {
	if c.drag.Kind == DragBox {
		c.sel = c.drag.base
	}
	c.drag = Drag{}
	c.changed()
}

func (c *EditorController) place(item string, h hex.Hex) {
	id, err := c.placeOn(c.ed, item, h)
	if err != nil {
		c.refuse(err)
		return
	}
	c.sel = []string{id}
	c.tell("placed", id, h.Label())
}

func (c *EditorController) move(ids []string, to hex.Hex) {
	if err := c.ed.Move(ids, to); err != nil {
		c.refuse(err)
		return
	}
	if len(ids) == 1 {
		c.tell("moved", ids[0], to.Label())
	} else {
		c.tell("moved.many", len(ids))
	}
}

// Remove deletes pieces (dragged off the board, or Delete).
func (c *EditorController) Remove(ids ...string) {
	if len(ids) == 0 {
		return
	}
	if err := c.ed.Remove(ids...); err != nil {
		c.refuse(err)
		return
	}
	c.sel = slices.DeleteFunc(c.sel, func(id string) bool { return slices.Contains(ids, id) })
	c.tell("removed", strings.Join(ids, ", "))
}

// Delete removes the selected pieces.
func (c *EditorController) Delete() { c.Remove(slices.Clone(c.sel)...) }

func (c *EditorController) paint(stroke []hex.Hex) {
	b := &c.ed.Scenario.Board
	var todo []hex.Hex
	for _, h := range stroke {
		if b.TerrainAt(h) != c.brush {
			todo = append(todo, h)
		}
	}
	if len(todo) == 0 {
		return
	}
	if err := c.ed.Paint(c.brush, todo...); err != nil {
		c.refuse(err)
		return
	}
	name := c.brush
	if t, ok := c.ed.Ruleset.Terrain[c.brush]; ok {
		name = t.Name
	}
	c.tell("painted", len(todo), name)
}

func (c *EditorController) road(path []hex.Hex) {
	if len(path) < 2 {
		c.tell("road.short")
		return
	}
	if err := c.ed.DrawRoad(path); err != nil {
		c.refuse(err)
		return
	}
	c.tell("road.drawn", len(path))
}

// erase removes every road through the hexes, as one edit.
func (c *EditorController) erase(hexes []hex.Hex) {
	n := 0
	for _, r := range c.ed.Scenario.Board.Roads {
		for _, h := range r.Hexes {
			if slices.Contains(hexes, h) {
				n++
				break
			}
		}
	}
	if n == 0 {
		c.tell("road.none")
		return
	}
	if len(hexes) == 1 {
		if err := c.ed.EraseRoads(hexes[0]); err != nil {
			c.refuse(err)
			return
		}
	} else if err := c.ed.Change(func(sc *rules.Scenario) {
		sc.Board.Roads = slices.DeleteFunc(sc.Board.Roads, func(r rules.Road) bool {
			return slices.ContainsFunc(r.Hexes, func(h hex.Hex) bool { return slices.Contains(hexes, h) })
		})
	}); err != nil {
		c.refuse(err)
		return
	}
	c.tell("road.erased", n)
}

// afterHistory keeps the selection in step with the scenario an undo or
// redo brought back (the model restores the ruleset itself).
func (c *EditorController) afterHistory() {
	c.sel = slices.DeleteFunc(c.sel, func(id string) bool {
		_, ok := findPiece(c.ed.Scenario, id)
		return !ok
	})
	c.army = min(c.army, len(c.ed.Scenario.Armies)-1)
}

// Undo goes back one edit.
func (c *EditorController) Undo() bool {
	c.commitField()
	if !c.ed.Undo() {
		c.tell("undo.nothing")
		return false
	}
	c.afterHistory()
	c.tell("undone")
	return true
}

// Redo plays an undone edit again.
func (c *EditorController) Redo() bool {
	c.commitField()
	if !c.ed.Redo() {
		c.tell("redo.nothing")
		return false
	}
	c.afterHistory()
	c.tell("redone")
	return true
}

// SetRuleset switches the scenario to another ruleset; the editor model
// refuses it when the scenario would gain a problem under the new checks.
func (c *EditorController) SetRuleset(key string) error {
	rs, err := scenarios.Ruleset(key)
	if err != nil {
		return err
	}
	return c.ed.SetRuleset(rs)
}

// Problems lists what is still wrong with the scenario: saving is
// possible, playing is not.
func (c *EditorController) Problems() []rules.Problem {
	if c.probV != c.version+1 {
		c.problems, c.probV = c.ed.Problems(), c.version+1
	}
	return c.problems
}

// ErrNoPath is Save's error before the scenario has a file name.
var ErrNoPath = errors.New("the scenario has no file name yet: use Save as")

// OverwriteError is Save's refusal to replace a file the editor did not
// open (or one that changed on disk since): the window asks the player,
// then calls SaveTo with replace set.
type OverwriteError struct{ Path string }

func (e *OverwriteError) Error() string {
	return e.Path + ": the file exists and is not the one this editor opened"
}

// Save writes the scenario to Path (see SaveTo).
func (c *EditorController) Save() (string, error) { return c.SaveTo(c.Path, false) }

// SaveAs writes the scenario to a new path, which Save uses from then on.
// A name without an extension gets ".toml".
func (c *EditorController) SaveAs(path string) (string, error) {
	path = strings.TrimSpace(path)
	if path != "" && filepath.Ext(path) == "" {
		path += ".toml"
	}
	return c.SaveTo(path, false)
}

// SaveTo writes the scenario as TOML (scenarios.Encode) through
// safefile.WriteAtomic, and makes path the file Save writes. Unless
// replace is set, it refuses with an *OverwriteError to replace an
// existing file other than the one the editor opened or last wrote, as it
// was then.
func (c *EditorController) SaveTo(path string, replace bool) (string, error) {
	c.commitField()
	if path == "" {
		return "", ErrNoPath
	}
	if !replace && !c.mayWrite(path) {
		return "", &OverwriteError{Path: path}
	}
	data := scenarios.Encode(c.ed.Scenario)
	if err := safefile.WriteAtomic(path, data); err != nil {
		c.tell("save.failed", err.Error())
		return "", err
	}
	c.Path, c.own, c.ownSum = path, path, contentSum(data)
	c.ed.Dirty = false
	if ps := c.Problems(); len(ps) > 0 {
		c.status = EditorStatus{Key: "saved.problems", Args: []any{c.Path, len(ps), ps[0]}, At: c.Now(), Refused: true}
		c.changed()
	} else {
		c.tell("saved", c.Path)
	}
	return c.Path, nil
}

// claim makes path the file Save may replace, as it is on disk now.
func (c *EditorController) claim(path string) {
	c.own, c.ownSum = path, ""
	if path == "" {
		return
	}
	if data, err := safefile.Read(path, safefile.MaxScenario); err == nil {
		c.ownSum = contentSum(data)
	}
}

// mayWrite reports whether Save may write path without asking: nothing is
// there, or it is the file the editor opened or wrote, unchanged since.
func (c *EditorController) mayWrite(path string) bool {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return true
	}
	if path != c.own || c.ownSum == "" {
		return false
	}
	data, err := safefile.Read(path, safefile.MaxScenario)
	return err == nil && contentSum(data) == c.ownSum
}

func contentSum(data []byte) string {
	sum := sha256.Sum256(data)
	return string(sum[:])
}

// SetFile names the file Save writes (path, "" for none yet) and the name
// save-as offers otherwise, as when the editor opens on a game's scenario.
func (c *EditorController) SetFile(path, suggest string) {
	c.Path, c.suggest = path, suggest
	c.claim(path)
	c.changed()
}

// SuggestedPath is the name the save-as prompt offers: the current file,
// or the title made into a file name in the current directory.
func (c *EditorController) SuggestedPath() string {
	if c.Path != "" {
		return c.Path
	}
	if c.suggest != "" {
		return c.suggest
	}
	var b strings.Builder
	for _, r := range strings.ToLower(c.ed.Scenario.Title) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case strings.ContainsRune("àâä", r):
			b.WriteRune('a')
		case strings.ContainsRune("éèêë", r):
			b.WriteRune('e')
		case strings.ContainsRune("îï", r):
			b.WriteRune('i')
		case strings.ContainsRune("ôö", r):
			b.WriteRune('o')
		case strings.ContainsRune("ùûü", r):
			b.WriteRune('u')
		case r == 'ç':
			b.WriteRune('c')
		default:
			if s := b.String(); s != "" && !strings.HasSuffix(s, "-") {
				b.WriteRune('-')
			}
		}
	}
	name := strings.Trim(b.String(), "-")
	if name == "" {
		name = "scenario"
	}
	return name + ".toml"
}

// Open replaces the scenario with a file's (a .toml dropped on the
// window): it is loaded with the loader's checks, and Path becomes path
// ("" when the file has no place on disk to save back to).
func (c *EditorController) Open(path, name string, src []byte) error {
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		c.tell("open.failed", firstLine(err.Error()))
		return err
	}
	c.Reset(path, sc, rs)
	c.tell("opened", name)
	return nil
}

// Reset starts editing another scenario, with a fresh history.
func (c *EditorController) Reset(path string, sc *rules.Scenario, rs *rules.Ruleset) {
	c.ed = editor.New(sc, rs)
	c.Path, c.suggest = path, ""
	c.claim(path)
	c.sel, c.drag, c.field = nil, Drag{}, nil
	c.army = 0
	c.lastSc = nil
	c.changed()
}

// PlaySetup returns what a game starts from: the scenario, its ruleset
// and its text (so a saved game carries it). It is refused while the
// scenario has a problem; the status line shows the first.
func (c *EditorController) PlaySetup() (*rules.Scenario, *rules.Ruleset, []byte, error) {
	c.commitField()
	if ps := c.Problems(); len(ps) > 0 {
		c.status = EditorStatus{Key: "play.problem", Args: []any{ps[0]}, Refused: true, At: c.Now()}
		c.changed()
		return nil, nil, nil, fmt.Errorf("%s", ps[0])
	}
	sc := editor.Clone(c.ed.Scenario)
	return sc, c.ed.Ruleset, scenarios.Encode(sc), nil
}

// ClickPanel handles a click on a panel entry by its id. What needs the
// window (a dialog, the table) comes back as a request.
func (c *EditorController) ClickPanel(id string) EditorRequest {
	kind, arg, _ := strings.Cut(id, ":")
	switch kind {
	case "tab":
		c.SetTab(map[string]EditorTab{"pieces": TabPieces, "terrain": TabTerrain, "settings": TabSettings}[arg])
	case "army":
		var i int
		fmt.Sscanf(arg, "%d", &i)
		c.SetArmy(i)
	case "brush":
		c.SetBrush(arg)
	case "tool":
		c.SetBrush(id)
	case "unit", "leader":
		c.tell("palette.tip")
	case "f":
		c.clickField(id)
	case "undo":
		c.Undo()
	case "redo":
		c.Redo()
	case "save":
		if c.Path == "" {
			return RequestSaveAs
		}
		var ow *OverwriteError
		if _, err := c.Save(); errors.As(err, &ow) {
			return RequestOverwrite
		}
	case "saveas":
		c.commitField()
		return RequestSaveAs
	case "play":
		c.commitField()
		return RequestPlay
	case "back":
		return RequestBack
	case "new":
		return RequestNew
	case "lang":
		c.Lang = i18n.Other(c.Lang)
		c.changed()
	}
	return RequestNone
}
