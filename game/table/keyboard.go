package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/tableview"
	"estafette/game/window"
	"estafette/render"
	"estafette/rules/hex"
)

// Playing without a mouse (docs/table.md "Keyboard"): Tab and Shift+Tab
// (or "." and ",", which the web page leaves to the game) put a cursor
// on the pieces the rules let act now, then on every entry of the panel
// a click could press, then on the other pieces of the army whose
// decision it is, one after the other; on the board the arrows move it
// hex by hex, on the panel ↑ and ↓ go from entry to entry; Enter does
// what a click there does; Esc puts the cursor away (and Enter ends the
// phase again). A frame round it shows where it is. The mouse moving
// puts it away too. It is what a player who cannot use a mouse needs,
// and what the web page's keyboard-only test plays.

// keyCursor is the keyboard's cursor on the board.
type keyCursor struct {
	on     bool
	at     hex.Hex
	piece  string // the piece Tab put it on, "" once the arrows moved it
	entry  string // the panel's entry Tab put it on, "" for the board
	right  bool   // on the right half of an entry that has two (Undo | Redo)
	picked bool   // Enter selected the piece the cursor is on
	mx     int    // where the mouse was when it took over
	my     int
}

// keyboard reads Tab, the arrows, Enter and Esc for the cursor; it
// reports whether it took the tick's key.
func (a *App) keyboard(in window.Input) bool {
	k := &a.keys
	if k.on && (a.mx != k.mx || a.my != k.my) {
		k.on = false // the mouse is back
	}
	shift := in.Key(ebiten.KeyShift)
	switch {
	case in.KeyJustPressed(ebiten.KeyTab) && !window.Ctrl(in):
		a.tabTo(shift)
		a.updateHover()
		return true
	case in.KeyJustPressed(ebiten.KeyPeriod) || in.KeyJustPressed(ebiten.KeyComma):
		// The web page leaves Tab to the browser (to leave the canvas):
		// there "." and "," do what Tab and Shift+Tab do.
		a.tabTo(in.KeyJustPressed(ebiten.KeyComma))
		a.updateHover()
		return true
	case !k.on:
		return false
	case k.entry != "" && in.KeyRepeated(ebiten.KeyArrowUp):
		a.tabTo(true)
	case k.entry != "" && in.KeyRepeated(ebiten.KeyArrowDown):
		a.tabTo(false)
	case k.entry != "" && window.Enter(in):
		if h, ok := a.keyHit(); ok && !h.Off {
			a.hoverHit, a.hoverOnHit = h, true
			a.panelClick(h.ID)
		}
	case k.entry != "" && (in.KeyRepeated(ebiten.KeyArrowLeft) || in.KeyRepeated(ebiten.KeyArrowRight)):
	case in.KeyRepeated(ebiten.KeyArrowLeft):
		a.moveCursor(-1, 0)
	case in.KeyRepeated(ebiten.KeyArrowRight):
		a.moveCursor(1, 0)
	case in.KeyRepeated(ebiten.KeyArrowUp):
		a.moveCursor(0, -1)
	case in.KeyRepeated(ebiten.KeyArrowDown):
		a.moveCursor(0, 1)
	case window.Enter(in):
		leader := ""
		if l, ok := a.c.State().Leader(k.piece); ok && l.Hex == k.at {
			leader = l.ID
		}
		a.c.Click(k.at, leader, shift)
		k.picked = k.piece != "" && a.c.Selected() == k.piece
	case in.KeyJustPressed(ebiten.KeyEscape):
		k.on = false
		return false // Esc also clears the selection, as it always has
	default:
		return false
	}
	a.updateHover()
	return true
}

// tabStop is a place of the keyboard's cursor: a piece on the board, or
// an entry of the panel (its right half for a row that has two).
type tabStop struct {
	piece string
	at    hex.Hex
	entry string
	right bool
}

// halved reports a panel row whose two halves do two things
// (tableview.Button.Halves).
func (a *App) halved(id string) bool {
	e, _ := a.v.Entry(id)
	b, ok := e.(*tableview.Button)
	return ok && b.Halves
}

// tabStops are the cursor's places in Tab's order: the pieces the rules
// let act now (Controller.Actors), the panel's entries in their order on
// the screen, then the other pieces of the army whose decision it is.
func (a *App) tabStops() []tabStop {
	st := a.c.State()
	army := st.Decision().Army
	if army == "" {
		army = st.Active().ID
	}
	var first, rest []tabStop
	acts := map[string]bool{}
	for _, id := range a.c.Actors() {
		if h, ok := a.c.PieceHex(id); ok {
			acts[id] = true
			first = append(first, tabStop{piece: id, at: h})
		}
	}
	for u := range st.Units() {
		if u.Army == army && u.OnBoard && !acts[u.ID] {
			rest = append(rest, tabStop{piece: u.ID, at: u.Hex})
		}
	}
	for l := range st.Leaders() {
		if l.Army == army && l.OnBoard && l.Present && !acts[l.ID] {
			rest = append(rest, tabStop{piece: l.ID, at: l.Hex})
		}
	}
	if !a.PanelArea().Empty() && a.f.panel != nil && a.shown() == nil {
		shown := map[string]bool{}
		for _, h := range a.f.hits {
			shown[h.ID] = true
		}
		for _, id := range render.EntryIDs(a.f.panel) {
			if _, scrolled := a.panel.Reveal(id); !shown[id] && !scrolled {
				continue // the log's tools while the log is not shown
			}
			first = append(first, tabStop{entry: id})
			if a.halved(id) {
				first = append(first, tabStop{entry: id, right: true})
			}
		}
	}
	return append(first, rest...)
}

// tabTo puts the cursor on the next (or, back, the previous) place.
func (a *App) tabTo(back bool) {
	stops := a.tabStops()
	if len(stops) == 0 {
		return
	}
	k := a.keys
	i := 0
	if back {
		i = len(stops) - 1
	}
	if k.picked {
		// Enter just selected the piece under the cursor: the next Tab
		// goes to what it may act on, first in the ring.
		k.on = false
	}
	for j, s := range stops {
		if k.on && s.entry == k.entry && s.right == k.right && (s.entry != "" || s.piece == k.piece) {
			i = j + 1
			if back {
				i = j - 1 + len(stops)
			}
		}
	}
	s := stops[i%len(stops)]
	a.keys = keyCursor{on: true, at: s.at, piece: s.piece, entry: s.entry, right: s.right, mx: a.mx, my: a.my}
	if s.entry != "" {
		a.revealEntry(s.entry)
	}
}

// revealEntry scrolls the panel's rows so that the entry the cursor is
// on is in view.
func (a *App) revealEntry(id string) {
	if sc, ok := a.panel.Reveal(id); ok {
		a.scroll = sc
		a.panel.SetScroll(a.scroll)
		a.f.hits = a.panel.Layout(a.f.panel, a.PanelArea(), a.TextUI())
	}
}

// keyHit is the panel's clickable area under the keyboard's cursor: the
// entry's, its right half for a row that has two.
func (a *App) keyHit() (render.Hit, bool) {
	if !a.keys.on || a.keys.entry == "" || a.shown() != nil {
		return render.Hit{}, false
	}
	for _, h := range a.f.hits {
		if h.ID != a.keys.entry {
			continue
		}
		if a.halved(h.ID) {
			mid := (h.Rect.Min.X + h.Rect.Max.X) / 2
			if a.keys.right {
				h.Rect.Min.X = mid + 1
			} else {
				h.Rect.Max.X = mid
			}
		}
		return h, true
	}
	return render.Hit{}, false
}

// moveCursor moves the cursor one hex across (dc) or down (dr) the
// board, staying on it.
func (a *App) moveCursor(dc, dr int) {
	col, row := a.keys.at.Offset()
	next := hex.FromOffset(col+dc, row+dr)
	if a.c.Scenario().Board.Bounds().Contains(next) {
		a.keys.at, a.keys.piece = next, ""
	}
}
