package table

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/help"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
)

// input reads a tick's mouse and keys: the dialogs take them first, then
// the camera, the shortcuts and the clicks.
func (a *App) input(in window.Input) {
	a.mx, a.my = in.Cursor()
	if window.NewTouch(in) {
		// What a long press showed goes at the next touch, whatever it
		// does (a tap on the drawer's button, a drag).
		a.card = cardState{}
	}
	if a.windowKeys(in) {
		return
	}
	clicked := in.JustPressed(ebiten.MouseButtonLeft)
	if keyed := a.dialogKeys(&in); keyed != "" {
		// Enter on the focused button is a click on it, the cursor's
		// hover back once the dialog has answered.
		defer func(h render.Hit, on bool) { a.hoverHit, a.hoverOnHit = h, on }(a.hoverHit, a.hoverOnHit)
		a.hoverHit, a.hoverOnHit, clicked = render.Hit{ID: keyed}, true, true
	}
	if a.scrollDialog(in) {
		return // the tick's wheel, drag or key scrolled the dialog's notes
	}
	if a.dialogInput(in, clicked) || a.ToggleDrawer(in) {
		return
	}
	// With the keyboard's cursor out, the arrows move it, not the board.
	wheel := a.pan.Input(in, &a.Viewport, a.t.World, window.CameraKeys{Arrows: !a.keys.on, Zoom: true})
	a.panelWheel(wheel)
	if a.keyboard(in) {
		return
	}
	a.shortcuts(in)
	a.rightClick(in)
	a.hoverCard(in)
	if clicked {
		a.click(in.Key(ebiten.KeyShift))
	}
}

// windowKeys are what comes before any dialog: the help over the window
// (which takes every input while it is open), the language, and the
// questions before leaving (Ctrl+Q, Ctrl+M). It reports whether the tick
// is spent.
func (a *App) windowKeys(in window.Input) bool {
	c := a.c
	if took, lang := a.help.Input(in); took {
		// The help covers the window: nothing under it is hovered.
		a.hoverHit, a.hoverOnHit, a.hoverHex, a.hoverLeader = render.Hit{}, false, hex.None, ""
		if lang {
			c.SetLang(i18n.Other(c.Lang))
		}
		return true
	}
	a.touching = window.Touching(in)
	a.updateHover()
	if in.KeyJustPressed(ebiten.KeyL) && !window.Ctrl(in) {
		c.SetLang(i18n.Other(c.Lang))
	}
	asking := isOpen[quitDialog](a)
	if window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyQ) && !asking {
		a.askQuit()
		return true
	}
	if window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyM) && !asking && a.opts.Menu {
		a.askMenu()
		return true
	}
	return false
}

// shortcuts are the table's keys (docs/table.md): Ctrl's, the computer's,
// then the others.
func (a *App) shortcuts(in window.Input) {
	ctrl := window.Ctrl(in)
	if ctrl && a.ctrlShortcuts(in) {
		return
	}
	if a.c.Session().HasComputer() && a.computerKeys(in, ctrl) {
		return
	}
	c := a.c
	switch {
	case window.Enter(in):
		a.endPhase()
	case in.KeyJustPressed(ebiten.KeySpace):
		// Space closes the decision's window (pass, or roll): elsewhere
		// it does nothing, which is not worth a refusal.
		c.Primary()
	case in.KeyJustPressed(ebiten.KeyB) && !ctrl:
		a.OpenBriefing()
	case in.KeyJustPressed(ebiten.KeyJ) && !ctrl && a.c.Net() != nil && a.c.Net().QR != nil:
		a.openDialog(joinDialog{})
	case in.KeyJustPressed(ebiten.KeyF) && !ctrl:
		c.ToggleFollow()
	case in.KeyJustPressed(ebiten.KeyEscape):
		c.Select("")
		c.PinCard("")
		c.ClearStatus()
	}
}

// ctrlShortcuts are the keys with Ctrl: undo, redo, save, open, the
// editor. They report whether one was pressed.
func (a *App) ctrlShortcuts(in window.Input) bool {
	c := a.c
	switch {
	case in.KeyJustPressed(ebiten.KeyZ) && in.Key(ebiten.KeyShift):
		c.Redo()
	case in.KeyJustPressed(ebiten.KeyZ):
		c.Undo()
	case in.KeyJustPressed(ebiten.KeyY):
		c.Redo()
	case in.KeyJustPressed(ebiten.KeyS):
		a.save()
	case in.KeyJustPressed(ebiten.KeyO):
		a.openLoad()
	case in.KeyJustPressed(ebiten.KeyE):
		a.editorSeen = true
		a.request = EditRequest{}
	default:
		return false
	}
	return true
}

// computerKeys are the computer's: pause, the rest of its turn (neither
// with Ctrl), its pace. They report whether one was pressed.
func (a *App) computerKeys(in window.Input, ctrl bool) bool {
	c := a.c
	switch {
	case in.KeyJustPressed(ebiten.KeyP) && !ctrl:
		c.Session().TogglePause()
	case in.KeyJustPressed(ebiten.KeyN) && !ctrl:
		c.Session().SkipTurn()
	case in.KeyJustPressed(ebiten.KeyPageDown):
		c.Session().StepPace(1)
	case in.KeyJustPressed(ebiten.KeyPageUp):
		c.Session().StepPace(-1)
	default:
		return false
	}
	return true
}

// panelWheel scrolls the panel part under the cursor: the log, or the
// rows above it.
func (a *App) panelWheel(turn float64) {
	if turn == 0 {
		return
	}
	step := 3 * 15 * a.TextUI() * turn // three of the log's lines a notch
	if image.Pt(a.mx, a.my).In(a.logArea()) {
		a.scrollLog(-step)
		return
	}
	a.scroll.Rows = max(0, a.scroll.Rows-step)
}

// scrollLog moves the log by d pixels (negative: back to earlier lines).
func (a *App) scrollLog(d float64) {
	s, _, logMax := a.panel.Scroll()
	top := s.Log
	if s.Follow {
		top = logMax
	}
	top = max(0, min(logMax, top+d))
	a.scroll.Log, a.scroll.Follow = top, top >= logMax
}

// logArea is the log's box on the screen.
func (a *App) logArea() image.Rectangle {
	r := a.panel.LogArea()
	if r.Empty() {
		return r
	}
	return r.Add(a.PanelArea().Min)
}

// click handles a left click at the cursor: a panel entry (only one drawn
// from the panel as it is now, see liveHits) or the board.
func (a *App) click(shift bool) {
	if !a.OnBoard(a.mx, a.my) {
		if a.hoverOnHit && !a.hoverHit.Off {
			a.panelClick(a.hoverHit.ID)
		}
		return
	}
	if a.onStatusRule() {
		a.help.Open(a.f.status.Rule)
		return
	}
	if a.touching && !shift {
		a.c.Tap(a.hoverHex, a.hoverLeader)
		return
	}
	a.c.Click(a.hoverHex, a.hoverLeader, shift)
}

// liveHits returns the clickable areas on screen, or none when the game,
// the panel or the dialog changed since the frame on screen was drawn: a
// click then waits for the next frame instead of landing on a row that
// is gone.
func (a *App) liveHits() []render.Hit {
	shown, ok := a.frames.Shown()
	if !ok || shown.Panel != a.f.key.Panel || shown.Dialog != a.f.key.Dialog || a.f.owner != a.owner() {
		return nil
	}
	return a.f.hits
}

// updateHover finds the hex, the leader token or the panel entry under
// the cursor.
func (a *App) updateHover() {
	x, y := a.mx, a.my
	if a.keys.on && a.keys.entry != "" {
		// The keyboard's cursor on a panel entry: drawn as hovered, its
		// tooltip shown.
		a.hoverHex, a.hoverLeader = hex.None, ""
		a.hoverHit, a.hoverOnHit = a.keyHit()
		return
	}
	a.hoverHit, a.hoverOnHit = render.HitAt(a.liveHits(), x, y)
	if !a.OnBoard(x, y) || a.t == nil {
		a.hoverHex, a.hoverLeader = hex.None, ""
		return
	}
	lay := a.t.World.Layout
	a.hoverHex = a.Cam.HexAt(lay, float64(x), float64(y))
	if a.keys.on {
		// The keyboard's cursor shows as the mouse's hover does.
		a.hoverHex, a.hoverLeader = a.keys.at, ""
		if l, ok := a.c.State().Leader(a.keys.piece); ok && l.Hex == a.keys.at {
			a.hoverLeader = l.ID
		}
		return
	}
	// The scene of the last hover: asking with another leader would
	// rebuild its overlay for nothing.
	sc := a.v.Scene(a.hoverLeader)
	if a.touching {
		// A finger covers a leader's small token: its target is 44 px,
		// but on a unit's hex only the token itself (FingerLeader).
		_, unit := a.c.State().UnitAt(a.hoverHex)
		a.hoverLeader = window.FingerLeader(a.Cam, lay, sc.Leaders, x, y, window.TouchReach*a.UI, unit)
		return
	}
	a.hoverLeader, _ = window.LeaderAt(a.Cam, lay, sc.Leaders, x, y)
}

// panelClick is a click on the panel's entry id: a rule's link opens
// its help; an entry does what it carries (tableview.Entry), at the
// table (panelTable).
func (a *App) panelClick(id string) {
	if rule, ok := help.RuleOf(id); ok {
		a.help.Open(rule)
		return
	}
	a.v.Click(panelTable{a}, id, a.rightHalf(id))
}

// rightHalf reports a click on the right half of the entry id: the
// keyboard's cursor on it, or the mouse right of its middle (a touch
// screen's buttons have one half each).
func (a *App) rightHalf(id string) bool {
	if a.keys.on && a.keys.entry == id {
		return a.keys.right
	}
	if a.v.Touch {
		return false
	}
	r := a.hoverHit.Rect
	return a.mx > (r.Min.X+r.Max.X)/2
}

// rightClick opens the card of the piece under the cursor when the right
// button is pressed and released without dragging the board.
func (a *App) rightClick(in window.Input) {
	if in.JustPressed(ebiten.MouseButtonRight) {
		a.rightDown, a.rightX, a.rightY = a.OnBoard(a.mx, a.my), a.mx, a.my
	}
	if !in.JustReleased(ebiten.MouseButtonRight) || !a.rightDown {
		return
	}
	a.rightDown = false
	if abs(a.mx-a.rightX) > 4 || abs(a.my-a.rightY) > 4 {
		return // a drag: the board moved
	}
	a.c.PinCard(a.pieceUnderCursor())
}

func abs(x int) int { return max(x, -x) }

// pieceUnderCursor is the leader token or the unit under the cursor, "".
func (a *App) pieceUnderCursor() string {
	if a.hoverLeader != "" {
		return a.hoverLeader
	}
	if u, ok := a.c.State().UnitAt(a.hoverHex); ok && a.OnBoard(a.mx, a.my) {
		return u.ID
	}
	return ""
}

// hoverCard counts how long the cursor rests on one piece: its card opens
// after cardDelay ticks, at once where a finger's long press left it.
func (a *App) hoverCard(in window.Input) {
	id := ""
	if !a.pan.Dragging() {
		id = a.pieceUnderCursor()
	}
	if id != a.card.hover {
		a.card = cardState{hover: id}
	}
	if id != "" && window.LongPress(in) {
		a.card.ticks = cardDelay
		return
	}
	if id != "" && a.card.ticks <= cardDelay {
		a.card.ticks++
	}
}

// shownCard is the piece whose card shows: the pinned one, or the one the
// cursor has rested on long enough.
func (a *App) shownCard() string {
	if p := a.c.Card(); p != "" {
		return p
	}
	if a.card.hover != "" && a.card.ticks >= cardDelay {
		return a.card.hover
	}
	return ""
}
