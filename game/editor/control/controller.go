// Package control is the scenario editor without a window: its
// controller turns presses, drags and releases into the editor model's
// operations (package model), each checked by the loader's own
// validation, and keeps the palette, the selection, the inspector's and
// the settings' fields, the status line, saving and the Balance. It
// imports no Ebiten: the window (package editor) reads its state and
// builds what it draws, as the table's window does with game/control.
package control

import (
	"errors"
	"reflect"
	"slices"
	"time"

	"estafette/game/editor/model"
	said "estafette/game/say"
	"estafette/i18n"
	"estafette/rules"
)

// Controller is the scenario editor without a window: the palette,
// the selection, the gestures (press, drag, release) turned into the
// editor model's operations, the inspector's fields, the status line,
// undo, redo and saving. Every change goes through model.Editor, which
// checks it with the loader's own validation (rules.Scenario.Validate);
// the controller never decides what a scenario may hold. Tests drive it
// directly, as the window does.
type Controller struct {
	ed *model.Editor

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
	// Finger is a touch screen's editor (window.TouchScreen): the status
	// line speaks of taps, not keys.
	Finger bool
	// Now is the clock for the status line's fading; tests replace it.
	Now func() time.Time

	tab   Tab
	army  int    // the palette's army
	brush string // a terrain key, ToolRoad or ToolErase
	sel   []string
	drag  Drag
	stamp PaletteItem // the palette entry placed by clicks, nil for none (stamp.go)
	field *fieldEdit
	// picking is the army (from 1) whose objective a click on the board
	// sets (victoryfields.go), 0 for none; placeKind the kind chosen for
	// an army's objective before it has a hex.
	picking   int
	placeKind map[string]rules.ObjectiveKind
	// bal is the Victory section's Balance, nil before it is asked for
	// (balance.go).
	bal *balanceRun
	// Games is how many games the Balance plays, BalanceGames when 0;
	// tests ask for fewer.
	Games int

	status Status

	version      int
	boardVersion int
	lastSc       *rules.Scenario

	problems []rules.Problem
	probV    int // the version problems are for, plus one
}

// Tab is a page of the editor's side panel; it also decides what a
// press on the board does.
type Tab int

// The editor's tabs.
const (
	TabPieces   Tab = iota // the palette: drag pieces on, move and remove them
	TabTerrain             // brushes, roads and the board's size
	TabSettings            // the scenario's and the armies' settings
)

// The road tools of the terrain tab, beside the terrain keys.
const (
	ToolRoad  = "tool:road"
	ToolErase = "tool:erase"
)

// Status is the editor's status line: a refusal (Refused, with the
// scenario rules' sentence) or one of the editor's own messages.
type Status struct {
	Key     string // an editor text key
	Args    []any
	Refusal model.Refusal // a refusal, when Key is empty
	Refused bool
	At      time.Time
}

// PanelRequest is what a panel click asks of the window: the things the
// controller cannot do alone (a dialog, switching to the table).
type PanelRequest string

// Requests of ClickPanel.
const (
	RequestNone   PanelRequest = ""
	RequestSaveAs PanelRequest = "saveas" // ask for a file name, then SaveAs
	RequestPlay   PanelRequest = "play"   // start a game from PlaySetup
	RequestPrint  PanelRequest = "print"  // print the setup (the club-night kit)
	RequestBack   PanelRequest = "back"   // return to the game the editor was opened from
	RequestMenu   PanelRequest = "menu"   // the start screen, asking first about unsaved changes
	RequestNew    PanelRequest = "new"    // the new-scenario form
	// RequestOverwrite asks before Save replaces a file the editor did not
	// open (OverwriteError).
	RequestOverwrite PanelRequest = "overwrite"
	RequestHelp      PanelRequest = "help" // the help overlay
)

// NewController edits a scenario; path is the file Save writes ("" to
// ask for one).
func NewController(path string, sc *rules.Scenario, rs *rules.Ruleset) *Controller {
	c := &Controller{ed: model.New(sc, rs), Path: path, Lang: i18n.EN, Now: time.Now, brush: "woods"}
	c.claim(path)
	c.lastSc = sc
	return c
}

// Editor returns the editor model.
func (c *Controller) Editor() *model.Editor { return c.ed }

// Scenario returns the scenario being edited.
func (c *Controller) Scenario() *rules.Scenario { return c.ed.Scenario }

// Ruleset returns the scenario's ruleset.
func (c *Controller) Ruleset() *rules.Ruleset { return c.ed.Ruleset }

// Dirty reports changes since the last save.
func (c *Controller) Dirty() bool { return c.ed.Dirty }

// Version changes whenever something the window draws has changed.
func (c *Controller) Version() int { return c.version }

// BoardVersion changes whenever the board's terrain, roads or size do:
// the window redraws its cached board image then.
func (c *Controller) BoardVersion() int { return c.boardVersion }

// Selected returns the selected pieces' ids.
func (c *Controller) Selected() []string { return c.sel }

// Tab returns the panel's page.
func (c *Controller) Tab() Tab { return c.tab }

// Army returns the index of the army whose palette is shown.
func (c *Controller) Army() int { return c.army }

// Brush returns the terrain tab's tool: a terrain key, ToolRoad or ToolErase.
func (c *Controller) Brush() string { return c.brush }

// Dragging returns the gesture in progress.
func (c *Controller) Dragging() *Drag { return &c.drag }

// Status returns the status line.
func (c *Controller) Status() Status { return c.status }

// StatusText returns the status line in the interface language.
func (c *Controller) StatusText() string {
	if c.status.Key == "" {
		return c.refusalText(c.status.Refusal)
	}
	args := make([]any, len(c.status.Args))
	for i, a := range c.status.Args {
		if p, ok := a.(rules.Problem); ok {
			a = c.ProblemText(p)
		}
		args[i] = a
	}
	return i18n.Tf(c.Lang, i18n.TouchKey("editor."+c.status.Key, c.Finger), args...)
}

// ProblemText is a scenario problem in the interface language, with the
// key it is about.
func (c *Controller) ProblemText(p rules.Problem) string {
	return p.Path + ": " + i18n.Sentence(c.Lang, p.Format, p.Args, p.Message)
}

// RefusalText is the live check's refusal in the interface language, ""
// when the drop would be accepted.
func (c *Controller) RefusalText() string {
	if c.drag.Refusal == nil {
		return ""
	}
	return c.refusalText(*c.drag.Refusal)
}

// refusalText is a refusal in the interface language: the validator's by
// its format; the editor's own are written in the language already.
func (c *Controller) refusalText(r model.Refusal) string {
	return i18n.Sentence(c.Lang, r.Format, r.Args, r.Message)
}

// StatusDuration is how long the status line stays before it has faded,
// as on the table.
const StatusDuration = said.StatusDuration

// StatusAlpha is how visible the status line is: 1 when fresh, fading to
// 0 over the last second of StatusDuration. A refusal stays twice as long.
func (c *Controller) StatusAlpha() float64 {
	d := StatusDuration
	if c.status.Refused {
		d *= 2
	}
	return said.Fade(c.status.At, c.Now(), d)
}

// ClearStatus empties the status line.
func (c *Controller) ClearStatus() { c.status = Status{}; c.changed() }

func (c *Controller) changed() {
	c.version++
	if sc := c.ed.Scenario; sc != c.lastSc {
		if c.lastSc == nil || !reflect.DeepEqual(c.lastSc.Board, sc.Board) {
			c.boardVersion++
		}
		c.lastSc = sc
	}
}

// Tell shows one of the editor's own messages (an i18n "editor." key)
// in the status line.
func (c *Controller) Tell(key string, args ...any) { c.tell(key, args...) }

// SetLang switches the interface language.
func (c *Controller) SetLang(l i18n.Lang) {
	c.Lang = l
	c.changed()
}

func (c *Controller) tell(key string, args ...any) {
	c.status = Status{Key: key, Args: args, At: c.Now()}
	c.changed()
}

// refuse shows why an edit was refused; the scenario is unchanged.
func (c *Controller) refuse(err error) {
	r := model.Refusal{Message: err.Error()}
	var mr *model.Refusal
	if errors.As(err, &mr) {
		r = *mr
	}
	c.status = Status{Refusal: r, Refused: true, At: c.Now()}
	c.changed()
}

// SetTab shows a page of the panel.
func (c *Controller) SetTab(t Tab) {
	c.commitField()
	if t != c.tab {
		c.tab = t
		c.picking = 0
		if t != TabPieces {
			c.DropStamp()
		}
		c.changed()
	}
}

// SetArmy shows an army's palette.
func (c *Controller) SetArmy(i int) {
	if i >= 0 && i < len(c.ed.Scenario.Armies) && i != c.army {
		c.army = i
		c.changed()
	}
}

// SetBrush picks the terrain tab's tool and shows the tab.
func (c *Controller) SetBrush(b string) {
	c.brush = b
	c.tab = TabTerrain
	c.changed()
}

// Select replaces the selection.
func (c *Controller) Select(ids ...string) {
	c.commitField()
	c.sel = nil
	for _, id := range ids {
		if _, ok := findPiece(c.ed.Scenario, id); ok && !slices.Contains(c.sel, id) {
			c.sel = append(c.sel, id)
		}
	}
	c.changed()
}

// Problems lists what is still wrong with the scenario: saving is
// possible, playing is not.
func (c *Controller) Problems() []rules.Problem {
	if c.probV != c.version+1 {
		c.problems, c.probV = c.ed.Problems(), c.version+1
	}
	return c.problems
}

// ClickPanel handles a click on a panel entry (Entry reads one back from
// its id). What needs the window (a dialog, the table) comes back as a
// request.
func (c *Controller) ClickPanel(e Entry) PanelRequest {
	switch e := e.(type) {
	case TabButton:
		c.SetTab(e.Tab)
	case ArmyButton:
		c.SetArmy(e.Army)
	case Brush:
		c.SetBrush(e.Terrain)
	case Tool:
		c.SetBrush(string(e))
	case Unit, Leader:
		c.tell("palette.tip")
	case Field:
		c.clickField(e)
	case Button:
		return c.clickButton(e)
	}
	return RequestNone
}

// clickButton handles a click on one of the panel's buttons.
func (c *Controller) clickButton(b Button) PanelRequest {
	switch b {
	case Undo:
		c.Undo()
	case Redo:
		c.Redo()
	case Save:
		if c.Path == "" {
			return RequestSaveAs
		}
		var ow *OverwriteError
		if _, err := c.Save(); errors.As(err, &ow) {
			return RequestOverwrite
		}
	case SaveAs:
		c.commitField()
		return RequestSaveAs
	case Print:
		c.commitField()
		return RequestPrint
	case Play:
		c.commitField()
		return RequestPlay
	case Back:
		return RequestBack
	case Menu:
		return RequestMenu
	case New:
		return RequestNew
	case Lang:
		c.Lang = i18n.Other(c.Lang)
		c.changed()
	case Help:
		return RequestHelp
	}
	return RequestNone
}
