package tableview

import (
	"strconv"
)

// Entry is what a click on one of the panel's entries does, as a typed
// value the window switches on. The panel's clickable ids are made from
// entries (ID) and read back by the view that made them (View.Entry):
// no id is parsed, and an entry misspelled does not compile.
type Entry interface {
	// ID is the entry's clickable id: what render's hits carry and a
	// script's --click panel:ID names.
	ID() string
}

// Button is one of the panel's fixed buttons.
type Button string

// The panel's buttons.
const (
	End      Button = "end"
	Roll     Button = "roll"
	Pass     Button = "pass"
	Undo     Button = "undo" // its right half redoes
	Redo     Button = "redo" // a touch screen's own button
	Lang     Button = "lang" // its right half opens the briefing
	Follow   Button = "follow"
	Save     Button = "save" // its right half opens a saved game
	Load     Button = "load" // a touch screen's own button
	Help     Button = "help"
	Briefing Button = "briefing"
	LogUp    Button = "log:up"
	LogDown  Button = "log:down"
	LogStart Button = "log:start"
	LogSave  Button = "log:export"
	Menu     Button = "menu" // the window's own: back to the start screen
	// Refused is the folded line of the defense orders the rules refuse
	// now: hovering it says why; a click does nothing.
	Refused Button = "orders:refused"
	// AskFrom changes the risk from which the defender is asked to
	// answer an attack (View.AskFrom).
	AskFrom Button = "askfrom"
	// The computer's buttons.
	Pause   Button = "cpu:pause"
	Skip    Button = "cpu:skip"
	Slower  Button = "cpu:slower"
	Quicker Button = "cpu:quicker"
	// NetJoin opens the card others join a shared game by (its QR code).
	NetJoin Button = "net:join"
)

// buttons are every Button, for View.Entry.
var buttons = []Button{End, Roll, Pass, Undo, Redo, Lang, Follow, Save, Load, Help, Briefing,
	LogUp, LogDown, LogStart, LogSave, Menu, Refused, AskFrom, Pause, Skip, Slower, Quicker, NetJoin}

// ID is the button's id.
func (b Button) ID() string { return string(b) }

// Order gives an order of the Orders menu (control.Controller.GiveOrder).
type Order struct{ Key string }

// ID is "order:" and the order's key.
func (o Order) ID() string { return "order:" + o.Key }

// Act plays the rules' action the panel lists at Index (View.Action).
type Act struct{ Index int }

// ID is "act:" and the index.
func (a Act) ID() string { return "act:" + strconv.Itoa(a.Index) }

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
	for _, b := range buttons {
		if string(b) == id {
			return b, true
		}
	}
	e, ok := v.entries[id]
	return e, ok
}
