package tableview

import (
	"strconv"

	"estafette/game/control"
	"estafette/i18n"
)

// Entry is one of the panel's entries: its clickable id and what a click
// on it does. The panel's clickable ids are made from entries (ID) and
// read back by the view that made them (View.Entry, View.Click): no id
// is parsed, an entry misspelled does not compile, and each entry
// carries its action, so that there is no list or switch beside it to
// keep.
type Entry interface {
	// ID is the entry's clickable id: what render's hits carry and a
	// script's --click panel:ID names.
	ID() string
	// Click does what the entry does at the table t; right is a click
	// on its right half (Button.Halves).
	Click(t Table, right bool)
}

// Table is what a click on the panel acts on: the table's controller
// and view, and what only a window has (its dialogs, the log's scroll,
// the help, the way back to the start screen). The table window is one;
// the viewer's seat (Seat) is another, which lends a lesson the table's
// rows and does nothing of a window's.
type Table interface {
	Controller() *control.Controller
	View() *View
	// EndPhase ends the phase; the window may ask first (the table asks
	// before ending a phase in which nothing was done).
	EndPhase()
	Save()
	OpenLoad()
	OpenBriefing()
	OpenJoinCard()
	OpenHelp()
	AskMenu()
	// StepAskFrom changes the risk from which a defender is asked.
	StepAskFrom()
	// ScrollLog scrolls the log by pages (negative: back to earlier
	// lines); LogStart goes to its first line, LogEnd to its latest,
	// which it follows again.
	ScrollLog(pages float64)
	LogStart()
	LogEnd()
	ExportLog()
}

// Button is one of the panel's fixed buttons: its id and its action.
// Every Button is a variable of this package made by button, which keeps
// it for View.Entry: a button without an action does not compile.
type Button struct {
	id    string
	click func(t Table, right bool)
	// Halves reports a row whose right half does another thing (Undo's
	// redoes); the keyboard's cursor stops on each half.
	Halves bool
}

// ID is the button's id.
func (b *Button) ID() string { return b.id }

// Click does what the button does.
func (b *Button) Click(t Table, right bool) { b.click(t, right) }

// buttons are every Button, by id, for View.Entry: filled by button.
var buttons = map[string]*Button{}

// button makes one of the panel's buttons, whose click does click (with
// right, the click on its right half, when halves).
func button(id string, halves bool, click func(t Table, right bool)) *Button {
	b := &Button{id: id, click: click, Halves: halves}
	buttons[id] = b
	return b
}

// controller makes the action of a button that only asks the controller.
func controller(do func(c *control.Controller)) func(Table, bool) {
	return func(t Table, _ bool) { do(t.Controller()) }
}

// halves makes the action of a button with two halves.
func halves(left, right func(Table)) func(Table, bool) {
	return func(t Table, r bool) {
		if r {
			right(t)
		} else {
			left(t)
		}
	}
}

// The panel's buttons.
var (
	End  = button("end", false, func(t Table, _ bool) { t.EndPhase() })
	Roll = button("roll", false, controller(func(c *control.Controller) { c.Roll() }))
	Pass = button("pass", false, controller(func(c *control.Controller) { c.Pass() }))
	// Undo's right half redoes.
	Undo = button("undo", true, halves(func(t Table) { t.Controller().Undo() }, func(t Table) { t.Controller().Redo() }))
	Redo = button("redo", false, controller(func(c *control.Controller) { c.Redo() })) // a touch screen's own button
	// Lang's right half opens the briefing.
	Lang = button("lang", true, halves(func(t Table) {
		c := t.Controller()
		c.SetLang(i18n.Other(c.Lang))
	}, Table.OpenBriefing))
	Follow = button("follow", false, controller((*control.Controller).ToggleFollow))
	// Save's right half opens a saved game.
	Save     = button("save", true, halves(Table.Save, Table.OpenLoad))
	Load     = button("load", false, func(t Table, _ bool) { t.OpenLoad() }) // a touch screen's own button
	Help     = button("help", false, func(t Table, _ bool) { t.OpenHelp() })
	Briefing = button("briefing", false, func(t Table, _ bool) { t.OpenBriefing() })
	LogUp    = button("log:up", false, func(t Table, _ bool) { t.ScrollLog(-1) })
	LogDown  = button("log:down", false, func(t Table, _ bool) { t.ScrollLog(1) })
	LogStart = button("log:start", false, func(t Table, _ bool) { t.LogStart() })
	LogEnd   = button("log:end", false, func(t Table, _ bool) { t.LogEnd() })
	LogSave  = button("log:export", false, func(t Table, _ bool) { t.ExportLog() })
	// Menu is the window's own: back to the start screen.
	Menu = button("menu", false, func(t Table, _ bool) { t.AskMenu() })
	// Refused is the folded line of the defense orders the rules refuse
	// now: hovering it says why; a click does nothing.
	Refused = button("orders:refused", false, func(Table, bool) {})
	// AskFrom changes the risk from which the defender is asked to
	// answer an attack (View.AskFrom).
	AskFrom = button("askfrom", false, func(t Table, _ bool) { t.StepAskFrom() })
	// The computer's buttons.
	Pause   = button("cpu:pause", false, controller(func(c *control.Controller) { c.Session().TogglePause() }))
	Skip    = button("cpu:skip", false, controller(func(c *control.Controller) { c.Session().SkipTurn() }))
	Slower  = button("cpu:slower", false, controller(func(c *control.Controller) { c.Session().StepPace(1) }))
	Quicker = button("cpu:quicker", false, controller(func(c *control.Controller) { c.Session().StepPace(-1) }))
	// NetJoin opens the card others join a shared game by (its QR code).
	NetJoin = button("net:join", false, func(t Table, _ bool) { t.OpenJoinCard() })
)

// Order gives an order of the Orders menu (control.Controller.GiveOrder).
type Order struct{ Key string }

// ID is "order:" and the order's key.
func (o Order) ID() string { return "order:" + o.Key }

// Click gives the order.
func (o Order) Click(t Table, _ bool) { t.Controller().GiveOrder(o.Key, 0) }

// Act plays the rules' action the panel lists at Index (View.Action).
type Act struct{ Index int }

// ID is "act:" and the index.
func (a Act) ID() string { return "act:" + strconv.Itoa(a.Index) }

// Click plays the action; a withdrawal's hex is then clicked
// (control.Choice).
func (a Act) Click(t Table, _ bool) {
	if act, ok := t.View().Action(a.Index); ok {
		t.Controller().Play(act)
	}
}

// id registers e as one of the panel's entries and returns its id.
func (v *View) id(e Entry) string {
	if v.entries == nil {
		v.entries = map[string]Entry{}
	}
	v.entries[e.ID()] = e
	return e.ID()
}

// Entry is the entry the panel's clickable id stands for: a button, or
// an order or an action of the panel last built; ok is false for any
// other id.
func (v *View) Entry(id string) (Entry, bool) {
	if b, ok := buttons[id]; ok {
		return b, true
	}
	e, ok := v.entries[id]
	return e, ok
}

// Click is a click on the panel's entry id at the table t (right: on its
// right half); it reports whether id is an entry.
func (v *View) Click(t Table, id string, right bool) bool {
	e, ok := v.Entry(id)
	if ok {
		e.Click(t, right)
	}
	return ok
}
