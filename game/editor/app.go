// Package editor is the scenario editor's window: the board on the left;
// on the right the palette, the brushes, the settings and the inspector
// of the selected piece. Its controller (package control, without
// Ebiten) turns presses, drags and releases into the editor model's
// operations (package model), each checked by the loader's own
// validation; the controller never decides what a scenario may hold.
// The window reads the mouse and the keys, builds the board scene and
// the panel's model from the controller's state (view.go), and draws.
package editor

import (
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/game/editor/model"
	"estafette/game/help"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// Options are the editor window's options (estafette edit, and
// docs/editor.md).
type Options struct {
	// Path is the file Ctrl+S writes; "" asks for a name the first time.
	Path string
	// Palette is the window's colours (the settings' high contrast); nil
	// is the default palette.
	Palette *render.Palette
	// Scenario and Ruleset are the scenario to edit; nil starts a new one.
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	// NewRuleset, Columns and Rows are a new scenario's ruleset key and
	// board size (defaults thucydide, 16×12).
	NewRuleset    string
	Columns, Rows int
	// Form shows the new-scenario form first (ruleset and board size).
	Form bool
	// SystemDialogs lets Save as ask the system's file dialog, where the
	// system has one (internal/filedialog); the player's window sets it,
	// scripted runs and tests do not.
	SystemDialogs bool
	Lang          i18n.Lang
	// LangGiven: Lang was asked on the command line (--lang), and the
	// language the player last chose, kept in the settings, does not
	// replace it.
	LangGiven bool
	// Screenshot writes the window to this PNG once the gestures are
	// played, then exits.
	Screenshot string
	// Select is the piece selected on opening (--select).
	Select string
	// Gestures are clicks and drags played on opening, in order, as mouse
	// events, for screenshots and tests (--click, --drag); Hold leaves
	// the last drag unreleased, so the screenshot shows it in progress
	// (--hold).
	Gestures []window.Gesture
	Hold     bool
	// Hover puts the cursor on a hex, a piece or a panel entry
	// ("palette:ID") (--hover).
	Hover string
	// NoAutosave is passed to the table a Play opens.
	NoAutosave bool
	// Echo, for tests, receives a line for each change of the input the
	// window reads, and one when a frame is drawn (window.Live.Echo).
	Echo io.Writer
}

// PanelWidth is the width of the editor's side panel in
// device-independent pixels.
const PanelWidth = 400

// DefaultColumns and DefaultRows are a new scenario's board size.
const (
	DefaultColumns = 16
	DefaultRows    = 12
	DefaultRuleset = "thucydide"
)

// PlayRequest asks the shell for a game on the editor's setup (Play).
type PlayRequest struct {
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Source   []byte // the scenario's text, which a saved game carries
	Name     string // the scenario's file name
}

// PrintRequest asks the shell for the club-night kit of the editor's
// setup (Print): its sheets as PDF, in the editor's language.
type PrintRequest struct {
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Lang     i18n.Lang
}

// BackRequest asks the shell for the game the editor was opened from.
type BackRequest struct{}

// MenuRequest asks the shell for the start screen (Ctrl+M, the "start
// screen" button), the player having been asked about unsaved changes:
// the editor is closed.
type MenuRequest struct{}

// App is the editor window.
type App struct {
	window.Viewport
	c    *control.Controller
	v    view // what the window draws of the controller's state
	opts Options
	back bool // opened from a game: "Back to the game"
	// touching says the cursor is a finger's (window.Touching): a
	// leader's target is larger.
	touching bool
	menu     bool // the run began at the start screen: the way back to it, when not opened from a game

	t      *render.Table
	tBoard int
	panel  render.EditorPanel
	box    render.EditorPanel

	pan     window.Pan
	res     window.Resolution
	frames  window.Frames[window.FrameKey]
	scrollV window.Version[float64] // the panel scroll's version, for the frame's key
	f       frame                   // what the next Draw shows, prepared by Update

	mx, my     int
	hoverHex   hex.Hex
	hoverPiece string
	hoverHit   render.Hit
	hoverOnHit bool
	pressed    bool
	scroll     float64
	chars      []rune

	form    *newForm
	confirm *confirmation
	prompt  *pathPrompt
	sysSave systemSave // the system's Save dialog under way (systemsave.go)
	// overwrite asks before a save replaces a file the editor did not open.
	overwrite *overwriteAsk
	dialogV   int
	focus     window.Focus // the keyboard's button in the dialog or the form
	request   window.Request
	quit      bool

	help *help.Overlay // F1 and the "?" button
}

// NewApp prepares the editor window.
func NewApp(opts Options) (*App, error) {
	if opts.Lang == "" {
		opts.Lang = i18n.EN
	}
	sc, rs := opts.Scenario, opts.Ruleset
	if sc != nil && rs == nil {
		// A scenario the loader could not fully load (ruleset = ""): never
		// a blank scenario under its file's name, which Ctrl+S would write
		// over the player's file.
		return nil, fmt.Errorf("%s: the scenario is not loaded with its ruleset; the editor does not open it", opts.Path)
	}
	var form *newForm
	if sc == nil {
		var err error
		if sc, rs, form, err = newScenario(opts); err != nil {
			return nil, err
		}
	}
	c := control.NewController(opts.Path, sc, rs)
	c.Lang = opts.Lang
	if opts.Select != "" {
		if _, ok := c.PieceHex(opts.Select); !ok {
			return nil, fmt.Errorf("--select: there is no piece %q", opts.Select)
		}
		c.Select(opts.Select)
	}
	vp := window.NewViewport(PanelWidth)
	vp.Drawer = true // on a phone the panel is a drawer over the board
	vp.Palette = opts.Palette
	return &App{c: c, v: view{c: c}, opts: opts, Viewport: vp, form: form, hoverHex: hex.None,
		help: help.New(i18n.ControlsEditor)}, nil
}

// newScenario is the blank scenario the editor opens without a file, and
// the form when the options ask for it.
func newScenario(opts Options) (*rules.Scenario, *rules.Ruleset, *newForm, error) {
	key := opts.NewRuleset
	if key == "" {
		key = DefaultRuleset
	}
	rs, err := scenarios.Ruleset(key)
	if err != nil {
		return nil, nil, nil, err
	}
	cols, rows := opts.Columns, opts.Rows
	if cols == 0 {
		cols = DefaultColumns
	}
	if rows == 0 {
		rows = DefaultRows
	}
	sc := model.NewScenarioIn(opts.Lang, rs, cols, rows)
	if p := sc.Validate(rs); len(p) > 0 && (cols < rules.MinColumns || rows < rules.MinRows || cols > rules.MaxColumns || rows > rules.MaxRows) {
		return nil, nil, nil, fmt.Errorf("a board of %d×%d: the rules want %d×%d to %d×%d", cols, rows, rules.MinColumns, rules.MinRows, rules.MaxColumns, rules.MaxRows)
	}
	var form *newForm
	if opts.Form {
		form = &newForm{ruleset: key, cols: cols, rows: rows, startup: true}
	}
	return sc, rs, form, nil
}

// Controller returns the editor's controller.
func (a *App) Controller() *control.Controller { return a.c }

// Panel is the side panel's model as the window shows it now, with the
// way back to a game or to the start screen when it offers one.
func (a *App) Panel() *render.EditorPanelModel { return a.v.Panel(a.back, a.OffersMenu()) }

// Title is the window's title: the editor and the scenario's.
func (a *App) Title() string {
	return "Estafette — " + say(a.c.Lang, "title") + " — " + a.c.Scenario().Title
}

// Shown tells the editor it is on screen again after the table: its next
// frame draws everything, and a press begun elsewhere is not a drag.
func (a *App) Shown() {
	a.frames.Invalidate()
	a.pressed = false
}

// Request returns what the editor asks of the shell (PlayRequest,
// BackRequest), once.
func (a *App) Request() window.Request {
	r := a.request
	a.request = nil
	return r
}

// SetBack shows "Back to the game" (the editor was opened from a game).
func (a *App) SetBack(back bool) { a.back = back }

// SetMenu offers the way back to the start screen (the run began there):
// the "start screen" button and Ctrl+M, while the editor is not opened
// from a game (a game has its own way back, and "Back to the game" is
// the editor's).
func (a *App) SetMenu(menu bool) { a.menu = menu }

// OffersMenu reports whether the start screen button shows now.
func (a *App) OffersMenu() bool { return a.menu && !a.back }

// NewScenario is Ctrl+N: the new-scenario form, asking first about
// unsaved changes.
func (a *App) NewScenario() { a.handle(control.RequestNew) }

// Update reads the input and prepares the next frame, once per tick.
func (a *App) Update(in window.Input) error {
	if a.quit {
		return ebiten.Termination
	}
	a.boardImage()
	if !a.CamSet {
		a.FitCamera(a.t.World)
	}
	a.systemSaveAnswered()
	a.c.Finger = window.TouchScreen()
	a.c.Tick()
	a.input(in)
	// An edit may have changed the board: the frame shows it at once.
	a.boardImage()
	a.res.Settle(a.t, a.Cam.Scale)
	a.prepare()
	return nil
}

// boardImage makes the board's cached image again when its terrain,
// roads or size changed.
func (a *App) boardImage() {
	c := a.c
	if a.t != nil && a.tBoard == c.BoardVersion() {
		return
	}
	resized := a.t == nil || a.t.World != render.BoardGeometry(&c.Scenario().Board)
	res := 0.0
	if a.t != nil {
		res = a.t.Resolution()
		a.t.Release()
	}
	a.t = render.NewTable(&c.Scenario().Board, a.Palette)
	if res > 0 && !resized {
		a.t.SetResolution(res)
	}
	a.tBoard = c.BoardVersion()
	if resized && !a.Moved {
		a.CamSet = false
	}
}

// Draw draws the frame Update prepared, unless it is on screen already.
func (a *App) Draw(screen *ebiten.Image) bool {
	return a.frames.Paint(screen, a.t != nil, a.Palette.Background(), a.f.key, a.draw)
}
