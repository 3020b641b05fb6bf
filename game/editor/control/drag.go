package control

import (
	"errors"
	"slices"

	"estafette/game/editor/model"
	"estafette/rules/hex"
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
	Item   PaletteItem // DragPalette: a Unit or a Leader
	Pieces []string    // DragPieces: the pieces, the grabbed one first
	From   hex.Hex     // the hex pressed
	To     hex.Hex     // the hex under the cursor now
	// OnBoard says the cursor is over a hex of the board.
	OnBoard bool
	// Moved says the cursor has left the pressed hex.
	Moved bool
	// Reached says the cursor has been over the board during the
	// gesture: a palette entry pressed and released without it was
	// clicked, not dragged.
	Reached bool
	// Stroke is the painted hexes, or the road's path.
	Stroke []hex.Hex
	Shift  bool
	// Refusal is what the scenario rules would say of a drop here (nil
	// when they accept it): the live check while dragging.
	Refusal *model.Refusal
	// Grab is the grabbed piece's own hex (a leader token overhangs its
	// hex, so the pressed hex may be a neighbour).
	Grab hex.Hex

	toggleOff bool     // a Shift+press on a selected piece: a click deselects it
	base      []string // the selection before a Shift+box
}

// PressPalette starts dragging a palette entry (a Unit or a Leader).
func (c *Controller) PressPalette(item PaletteItem) {
	c.commitField()
	if item == nil {
		return
	}
	c.drag = Drag{Kind: DragPalette, Item: item, To: hex.Hex{Q: -1 << 20}}
	c.changed()
}

// PressBoard starts a gesture on hex h. piece is the piece under the
// cursor ("" for none); shift is the modifier. On the terrain tab it
// starts a brush stroke, a road or the eraser; otherwise a press on a
// piece selects it and starts moving it (Shift adds it to the selection:
// the whole selection moves together), and a press on an empty hex starts
// a box selection.
func (c *Controller) PressBoard(h hex.Hex, piece string, shift bool) {
	c.commitField()
	if c.stampOn(h) {
		return
	}
	on := c.onBoard(h)
	if c.picking > 0 && c.tab == TabSettings {
		if on {
			c.pickHex(h)
		}
		return
	}
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
func (c *Controller) DragTo(h hex.Hex, onBoard bool) {
	d := &c.drag
	if d.Kind == DragNone || (h == d.To && onBoard == d.OnBoard) {
		return
	}
	d.To, d.OnBoard = h, onBoard
	d.Reached = d.Reached || onBoard
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
func (c *Controller) extendRoad(h hex.Hex) {
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
func (c *Controller) boxSelect() {
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
func (c *Controller) BoxHexes() []hex.Hex {
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
func (c *Controller) DropTargets() map[string]hex.Hex {
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
func (c *Controller) dropCheck() *model.Refusal {
	d := &c.drag
	if !d.OnBoard {
		return nil
	}
	probe := model.New(c.ed.Scenario, c.ed.Ruleset)
	var err error
	switch d.Kind {
	case DragPalette:
		_, err = c.placeOn(probe, d.Item, d.To)
	case DragPieces:
		if d.To == d.From {
			return nil
		}
		err = probe.Move(d.Pieces, d.Grab.Add(d.To.Sub(d.From)))
	}
	if err == nil {
		return nil
	}
	var r *model.Refusal
	if errors.As(err, &r) {
		return r
	}
	return &model.Refusal{Message: err.Error()}
}

func (c *Controller) placeOn(e *model.Editor, item PaletteItem, h hex.Hex) (string, error) {
	if l, ok := item.(Leader); ok {
		return e.PlaceLeader(c.army, l.Rank, h)
	}
	u, _ := item.(Unit)
	return e.PlaceUnit(c.army, u.Profile, h)
}

// Release ends the gesture on hex h (onBoard as for DragTo): a palette
// entry dropped on the board creates its piece; dragged pieces move, or
// are removed when dropped off the board; a stroke paints, a road is
// drawn, the eraser erases. A drop the scenario rules refuse changes
// nothing: the pieces stay where they were and the status line says why.
func (c *Controller) Release(h hex.Hex, onBoard bool) {
	c.DragTo(h, onBoard)
	d := c.drag
	c.drag = Drag{}
	switch d.Kind {
	case DragPalette:
		switch {
		case onBoard:
			c.place(d.Item, h)
		case !d.Reached && c.stamp == d.Item:
			// The stamp's own entry clicked again: a finger's way to stop,
			// having no Esc.
			c.DropStamp()
		case !d.Reached:
			// Pressed and released on the palette: a click, not a drag.
			c.takeStamp(d.Item)
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
func (c *Controller) CancelDrag() {
	if c.drag.Kind == DragBox {
		c.sel = c.drag.base
	}
	c.drag = Drag{}
	c.changed()
}
