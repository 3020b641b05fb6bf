package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/rules/hex"
)

// Playing without a mouse (docs/table.md "Keyboard"): Tab and Shift+Tab
// (or "." and ",", which the web page leaves to the game) put a cursor
// on the pieces of the army whose decision it is, one after the other; the arrows move it hex by hex; Enter does what a click
// there does; Esc puts the cursor away (and Enter ends the phase again).
// The mouse moving puts it away too. It is what a player who cannot use
// a mouse needs, and what the web page's keyboard-only test plays.

// keyCursor is the keyboard's cursor on the board.
type keyCursor struct {
	on    bool
	at    hex.Hex
	piece string // the piece Tab put it on, "" once the arrows moved it
	mx    int    // where the mouse was when it took over
	my    int
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
	case in.KeyJustPressed(ebiten.KeyEscape):
		k.on = false
		return false // Esc also clears the selection, as it always has
	default:
		return false
	}
	a.updateHover()
	return true
}

// tabTo puts the cursor on the next (or, back, the previous) piece on the
// board of the army whose decision it is.
func (a *App) tabTo(back bool) {
	st := a.c.State()
	army := st.Decision().Army
	if army == "" {
		army = st.Active().ID
	}
	var ids []string
	var at []hex.Hex
	for u := range st.Units() {
		if u.Army == army && u.OnBoard {
			ids, at = append(ids, u.ID), append(at, u.Hex)
		}
	}
	for l := range st.Leaders() {
		if l.Army == army && l.OnBoard && l.Present {
			ids, at = append(ids, l.ID), append(at, l.Hex)
		}
	}
	if len(ids) == 0 {
		return
	}
	i := 0
	for j, id := range ids {
		if id == a.keys.piece {
			i = j + 1
			if back {
				i = j - 1 + len(ids)
			}
		}
	}
	i %= len(ids)
	a.keys = keyCursor{on: true, at: at[i], piece: ids[i], mx: a.mx, my: a.my}
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
