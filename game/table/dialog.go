package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/render"
)

// A dialog over the table is a value of its own type: what it shows
// (box) and what it does with the tick's input (input). The window
// keeps the dialogs it opened in one value (dialogs: the offer to
// resume, the saved games, a question, the join card, the briefing),
// the last opened on top; the game's own (another player's request to
// undo, the handover banner, the result) show while the game says so.
// Dialog names the one shown for the tests and the web page, and the
// frame's key holds the dialogs' version (dialogVersion): no flag is
// turned into a name, and a new dialog is one type with its four
// methods (docs/architecture.md, "Where to add…").
type dialog interface {
	// name is the dialog's name for the tests and the web page.
	name() string
	// box is its text and buttons; whole reports that it covers the
	// whole window (a question about the games or about leaving), not
	// only the board.
	box(a *App) (d *render.Dialog, whole bool)
	// input gives it the tick: its keys, and clicked, the left button
	// pressed (on one of its buttons when a.hoverOnHit).
	input(a *App, in window.Input, clicked bool)
	// card reports a card to read rather than a question to answer:
	// another player's request to undo comes over it.
	card() bool
}

// dialogs are the dialogs the window opened, the last on top, and
// whether the player closed the game's result.
type dialogs struct {
	open         []dialog
	resultClosed bool
	// version is bumped whenever the window opens or closes a dialog,
	// and when the one shown changes (seen): the frame's key.
	version int
	seen    string
}

// openDialog shows d over the table, over the dialogs open (one of its
// kind open already goes).
func (a *App) openDialog(d dialog) {
	a.dialogs.drop(func(o dialog) bool { return o.name() == d.name() })
	a.dialogs.open = append(a.dialogs.open, d)
	a.dialogs.version++
}

// closeDialog closes the window's dialogs of type D, wherever they are.
func closeDialog[D dialog](a *App) {
	a.dialogs.drop(func(d dialog) bool { _, is := d.(D); return is })
}

// isOpen reports whether a dialog of type D is open, shown or under
// another.
func isOpen[D dialog](a *App) bool {
	for _, d := range a.dialogs.open {
		if _, is := d.(D); is {
			return true
		}
	}
	return false
}

// drop closes the dialogs gone says.
func (s *dialogs) drop(gone func(dialog) bool) {
	kept := s.open[:0]
	for _, d := range s.open {
		if !gone(d) {
			kept = append(kept, d)
		}
	}
	if len(kept) != len(s.open) {
		clear(s.open[len(kept):])
		s.open = kept
		s.version++
	}
}

// shown is the dialog over the table, nil for none: the last the window
// opened, unless another player asks to undo over a card; with none
// open, the handover banner, then the result until it is closed.
func (a *App) shown() dialog {
	var top dialog
	if n := len(a.dialogs.open); n > 0 {
		top = a.dialogs.open[n-1]
	}
	if u := a.undoAsked(); u != nil && (top == nil || top.card()) {
		return undoAskDialog{u}
	}
	c := a.c
	switch {
	case top != nil:
		return top
	case c.Banner() != "":
		return bannerDialog{}
	case c.Session().Over() && !a.dialogs.resultClosed:
		return resultDialog{}
	}
	return nil
}

// Dialog names the dialog over the table, "" for none: "resume", "load",
// "quit" (Ctrl+Q or Ctrl+M with the game unsaved), "endask", "undoask",
// "join", "briefing", "banner", "result".
func (a *App) Dialog() string {
	if d := a.shown(); d != nil {
		return d.name()
	}
	return ""
}

// dialogVersion is the dialogs' version, for the frame's key: it
// changes when the window opens or closes one, and when the one shown
// changes (the game's banner, result or request come and go).
func (a *App) dialogVersion() int {
	s := &a.dialogs
	if n := a.Dialog(); n != s.seen {
		s.seen = n
		s.version++
	}
	return s.version
}

// holdsComputer reports whether the computer waits: a dialog the
// player must answer or read first covers the table (not the card
// others join by: a shared game goes on under it, nor the help, the
// cards or the log, which only look), or the player is leaving.
func (a *App) holdsComputer() bool {
	for _, d := range a.dialogs.open {
		if _, join := d.(joinDialog); !join {
			return true
		}
	}
	return a.leaving != staying
}

// dialogBox is the dialog over the table, placed: a question about the
// games or about leaving over the whole window, the others over the
// board.
func (a *App) dialogBox() *render.DialogBox {
	s := a.shown()
	if s == nil {
		return nil
	}
	// On the web page the Files button's corner is kept clear.
	area, veil := window.BelowPageCorner(a.DialogArea(), a.UI), a.DialogArea()
	d, whole := s.box(a)
	if whole {
		area, veil = window.BelowPageCorner(a.Screen(), a.UI), a.Screen()
	}
	// A finger's buttons on a touch screen, the text larger with them.
	d.Target, d.Veil = a.Target(), veil
	return render.PlaceDialog(d, area, a.TextUI())
}

// dialogInput gives the tick to the dialog over the table, if one is,
// and reports whether one took it.
func (a *App) dialogInput(in window.Input, clicked bool) bool {
	d := a.shown()
	if d == nil {
		return false
	}
	d.input(a, in, clicked)
	return true
}

// dialogKeys moves the keyboard's focus among the buttons of the dialog
// on screen (window.Focus: Tab, Shift+Tab, ← and →) and returns the
// button Enter pressed; *in then no longer shows that Enter.
func (a *App) dialogKeys(in *window.Input) string {
	if a.shown() == nil {
		a.focus.Clear()
		return ""
	}
	if a.f.dialog == nil {
		return "" // opened this tick: its buttons are placed at the next frame
	}
	var ids []string
	for _, h := range a.f.dialog.Hits() {
		ids = append(ids, h.ID)
	}
	var keyed string
	*in, keyed = a.focus.Answer(*in, ids, true)
	return keyed
}

// scrollDialog scrolls the notes of a dialog taller than the screen (a
// briefing on a phone on its side: window.DialogScroll), and reports
// whether they moved.
func (a *App) scrollDialog(in window.Input) bool {
	over, page := 0.0, 0.0
	if d := a.f.dialog; d != nil && a.shown() != nil {
		over, page = d.Overflow(), d.Page()
	}
	return a.dscroll.Input(in, a.Dialog(), over, page, a.onDialogBox(), a.TextUI())
}

// onDialogBox reports the cursor on the dialog's box.
func (a *App) onDialogBox() bool {
	return a.f.dialog != nil && a.f.dialog.Contains(a.mx, a.my)
}

// clickedID is the id of the entry clicked this tick, "" for none.
func (a *App) clickedID(clicked bool) string {
	if clicked && a.hoverOnHit {
		return a.hoverHit.ID
	}
	return ""
}

// closes reports a card closed: its button, a click beside it, Enter,
// Escape, or its own key.
func (a *App) closes(in window.Input, clicked bool, key ebiten.Key) bool {
	return (clicked && (a.hoverOnHit || !a.onDialogBox())) || window.Enter(in) ||
		in.KeyJustPressed(ebiten.KeyEscape) || in.KeyJustPressed(key)
}
