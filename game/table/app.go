// Package table is the table window: its input, its frames and the
// dialogs over the board (the handover banner, the saved games, the
// result: dialog.go). Its view is package tableview's (the board scene,
// the side panel, the cards and tooltips, built from the controller's
// state); clicks go to the controller (package control), which turns
// them into rules actions and never decides what is legal; the rules
// package does.
package table

import (
	"errors"
	"fmt"
	"image"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/control"
	"estafette/game/help"
	"estafette/game/tableview"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/session"
)

// Options are the table window's command-line options (docs/table.md).
type Options struct {
	Screenshot string // write the window to this PNG once the gestures are played, then exit
	Lang       i18n.Lang
	// Palette is the window's colours (the settings' high contrast); nil
	// is the default palette.
	Palette *render.Palette
	// Name and Source are the scenario file's name and text, kept so a
	// saved game carries its scenario.
	Name   string
	Source []byte
	// Saved, when set, is the game to open instead of a new one (a saved
	// game given on the command line).
	Saved *control.Controller
	// Doc is the identity the game on the table continues under (the
	// game library's Open); nil gives the game one of its own.
	Doc *session.Doc
	// Record is replayed before the window opens (--record).
	Record []rules.Action
	// Seed overrides the scenario's dice seed when nonzero (a record's
	// seed line).
	Seed int64
	// Select is the piece selected on opening (--select).
	Select string
	// Clicks are board clicks played on opening, after Select: hex labels
	// or piece ids (--click, for screenshots and tests).
	Clicks []string
	// Hover puts the cursor on a hex, a piece or a panel entry
	// (panel:ID) (--hover, for screenshots).
	Hover string
	// BenchFrames runs that many frames, prints the frame times and exits.
	BenchFrames int
	// Start is when the program started, for the time to the first frame.
	Start time.Time
	// Stdout receives the --bench-frames figures; nil means os.Stdout.
	Stdout io.Writer
	// NoAutosave keeps the autosave untouched. Screenshots and benchmarks
	// touch it only when ESTAFETTE_HOME names its directory.
	NoAutosave bool
	// AnyAutosave offers the most recent unfinished game of any scenario
	// instead of the one of the scenario opened: for the bare command,
	// where the player named no scenario.
	AnyAutosave bool
	// NoResume offers no unfinished game: a game started from the editor.
	NoResume bool
	// Net, when set, is a game shared with other devices: Saved is its
	// controller (control.NewShared), and on the host's screen the card
	// others join by opens first (docs/network.md).
	Net *control.Net
	// Players says who commands each army: army id → "human" or a
	// computer player's name as ai.New takes it ("ai:normal"); an army
	// not named is a person's (--ai, the start screen). For a saved game
	// it replaces the players the file names.
	Players map[string]string
	// owner names the window in the library's locks (tests open several
	// windows in one process); "" is the process's own.
	owner string
	// CardCorner is where the hover card is drawn: a corner of the
	// board (CardCorners; "" is the first) or "beside" the piece.
	CardCorner string
	// AskWhenNothing asks a person to answer even when the rules leave
	// him nothing but to pass (the settings' ask_when_nothing); otherwise
	// the table passes for him and says so.
	AskWhenNothing bool
	// NoEmptyEndQuestion ends a phase in which the player did nothing
	// without asking first (the settings' no_empty_end_question).
	NoEmptyEndQuestion bool
	// AskDefenseFrom is the risk, in percent, from which a person is
	// asked to answer an attack (the settings' ask_defense_from); below
	// it the table passes for him and says so. 0 asks about every one.
	AskDefenseFrom int
	// Menu offers the way back to the start screen (Ctrl+M, the panel's
	// row): the run began there. Without it the table has no such
	// control (`estafette play FILE`).
	Menu bool
}

// PanelWidth is the width of the side panel in device-independent pixels.
const PanelWidth = 360

// EditRequest is the table's Ctrl+E: open the editor on the game's
// scenario.
type EditRequest struct{}

// App is the table window.
type App struct {
	window.Viewport
	c *control.Controller
	v *tableview.View
	t *render.Table
	// rowUnder is the panel's entry under the cursor in the frame last
	// prepared: the one keepRowInPlace holds when the panel changes.
	rowUnder render.Hit
	panel    render.Panel
	opts     Options

	pan     window.Pan
	res     window.Resolution
	frames  window.Frames[window.FrameKey]
	f       frame                   // what the next Draw shows, prepared by Update
	scrollV window.Version[scrolls] // the scrolls' version, for the frame's key

	mx, my      int
	hoverHex    hex.Hex
	hoverLeader string
	hoverHit    render.Hit
	hoverOnHit  bool
	touching    bool      // the cursor is a finger's (window.Touching): larger targets
	lockedAt    time.Time // when the game's lock was last refreshed (keepLock)
	keys        keyCursor // the keyboard's cursor on the board (keyboard.go)

	focus   window.Focus        // the keyboard's button in a dialog (dialogKeys)
	dscroll window.DialogScroll // a dialog's notes taller than the screen (scrollDialog)

	tipKey  tipKey
	tipText []string

	help *help.Overlay // F1, the "?" row, a click on a rule id

	dialogs    dialogs           // the dialogs over the table (dialog.go)
	leaving    leaving           // the player quits, or went to the start screen
	menuPanel  render.PanelModel // the view's panel with the start screen's row (Options.Menu)
	editorSeen bool              // the table asked for the editor (Ctrl+E)
	scroll     render.PanelScroll
	card       cardState
	rightDown  bool // the right button went down on the board, not dragged yet
	rightX     int
	rightY     int
	located    string      // the last panel place Locate found, and where
	locatedAt  image.Point // (a press that opens a dialog hides it)
	request    window.Request
	bench      thinkBench // --bench-frames: frames while the computer thinks, apart from those showing a new board
}

type tipKey struct {
	version int
	h       hex.Hex
	leader  string
	lang    i18n.Lang
}

// NewApp prepares the window for a scenario.
func NewApp(sc *rules.Scenario, rs *rules.Ruleset, opts Options) (*App, error) {
	if opts.Saved == nil && (sc == nil || rs == nil) {
		// A scenario the loader could not fully load never reaches the
		// rules (rules.NewState needs both).
		return nil, fmt.Errorf("%s: the scenario is not loaded with its ruleset", opts.Name)
	}
	if opts.Lang == "" {
		opts.Lang = i18n.EN
	}
	if opts.Name == "" {
		opts.Name = "scenario.toml"
	}
	c := opts.Saved
	if c == nil {
		c = control.NewController(opts.Name, opts.Source, sc, rs, opts.Seed)
	}
	c.Lang = opts.Lang
	// The window's frames come before the computer's thinking.
	c.Session().Background()
	a := &App{c: c, opts: opts, Viewport: window.NewViewport(PanelWidth), hoverHex: hex.None, help: help.New(i18n.ControlsTable)}
	a.Viewport.Drawer = true // on a phone on its side the panel is a drawer over the board
	// Held upright, the panel goes under the board.
	g := render.BoardGeometry(&c.Scenario().Board)
	a.Viewport.Portrait, a.Viewport.BoardAspect = true, float64(g.H)/float64(g.W)
	a.Viewport.Palette = opts.Palette
	if err := a.replayRecord(); err != nil {
		return nil, err
	}
	if opts.Players != nil {
		if err := c.Session().SetPlayers(opts.Players); err != nil {
			return nil, err
		}
	}
	if err := a.checkScript(); err != nil {
		return nil, err
	}
	a.v = tableview.NewView(c)
	a.v.AskFrom = a.opts.AskDefenseFrom
	a.scroll.Follow = true
	var resume *session.Entry
	if a.autosaving() {
		resume = a.startAutosave()
	}
	// A game that starts opens on its briefing; a scripted run (a
	// screenshot, a benchmark, --select, --click, --hover) opens it only
	// when it clicks the panel's Briefing row. A projector watching opens
	// on the board: nobody there to close it (B opens it). Over it, on
	// the host's screen, the card others join by; over both, the offer
	// to resume.
	projector := opts.Net != nil && opts.Net.Client != nil && opts.Net.Client.Status().Army == ""
	if len(c.Record()) == 0 && opts.Screenshot == "" && opts.BenchFrames == 0 &&
		opts.Select == "" && len(opts.Clicks) == 0 && opts.Hover == "" && !projector {
		a.OpenBriefing()
	}
	if opts.Net != nil && opts.Net.QR != nil {
		a.openDialog(joinDialog{})
	}
	if resume != nil && !opts.NoResume {
		a.openDialog(resumeDialog{resume})
	}
	return a, nil
}

// checkScript selects --select's piece and checks the places of --click
// and --hover now, before the window opens; they are played through the
// window's input.
func (a *App) checkScript() error {
	opts := a.opts
	if opts.Select != "" {
		if _, ok := a.c.PieceHex(opts.Select); !ok {
			return fmt.Errorf("--select: there is no piece %q on the table", opts.Select)
		}
		a.c.Select(opts.Select)
	}
	for _, cl := range opts.Clicks {
		if screenPlace(cl) {
			continue // found on the screen as the clicks play
		}
		if _, _, err := a.target(cl); err != nil {
			return fmt.Errorf("--click: %w", err)
		}
	}
	if opts.Hover != "" && !screenPlace(opts.Hover) {
		if _, _, err := a.target(opts.Hover); err != nil {
			return fmt.Errorf("--hover: %w", err)
		}
	}
	return nil
}

// replayRecord plays --record; the banner shows only if its last action
// hands over.
func (a *App) replayRecord() error {
	c, rec := a.c, a.opts.Record
	n := len(rec)
	if n == 0 {
		return nil
	}
	if err := c.Replay(rec[:n-1]); err != nil {
		return fmt.Errorf("--record: %w", err)
	}
	c.DismissBanner()
	if err := c.Replay(rec[n-1:]); err != nil {
		var re *session.ReplayError
		if !errors.As(err, &re) {
			return fmt.Errorf("--record: %w", err)
		}
		return fmt.Errorf("--record: %w", &session.ReplayError{Index: n - 1, Action: rec[n-1], Violation: re.Violation})
	}
	return nil
}

// Controller returns the table's controller.
func (a *App) Controller() *control.Controller { return a.c }

// Options returns the options the window was opened with.
func (a *App) Options() Options { return a.opts }

// Title is the window's title: the scenario's.
func (a *App) Title() string { return "Estafette — " + a.c.Scenario().Title }

// Shown tells the table it is on screen again: its next frame draws all.
func (a *App) Shown() { a.frames.Invalidate() }

// Request returns what the table asks of the shell (EditRequest), once.
func (a *App) Request() window.Request {
	r := a.request
	a.request = nil
	return r
}

// Update reads the input and prepares the next frame, once per tick.
func (a *App) Update(in window.Input) error {
	if a.leaving == quitting {
		a.c.Session().StopComputer()
	}
	if a.leaving == quitting && !a.withEditor() {
		// No other window holds work: the table ends the program.
		return ebiten.Termination
	}
	if a.t == nil {
		a.t = render.NewTable(&a.c.Scenario().Board, a.Palette)
	}
	// A finger's targets on a touch screen (window.TouchScreen), and its
	// words; whose decision it is first in a panel under the board.
	a.Touch = window.TouchScreen()
	if a.v.Touch != a.Touch || a.v.PromptFirst != a.Below {
		a.v.Touch, a.v.PromptFirst, a.c.TouchScreen = a.Touch, a.Below, a.Touch
		a.c.Touch()
	}
	if !a.CamSet {
		a.FitCamera(a.t.World)
	}
	a.input(in)
	a.autoPass()
	a.keepLock()
	if !a.holdsComputer() || a.c.Net() != nil {
		// A shared game goes on under a dialog: the other devices do not
		// wait for this one's briefing (and the host plays the computer).
		a.c.Tick()
	}
	if a.opts.BenchFrames > 0 {
		a.bench.tick(time.Now(), a.c.Session().Thinking(), a.t.Redraws, len(a.c.Session().Game().Record))
	}
	a.res.Settle(a.t, a.Cam.Scale)
	a.prepare()
	return nil
}

// Draw draws the frame Update prepared, unless it is on screen already.
func (a *App) Draw(screen *ebiten.Image) bool {
	return a.frames.Paint(screen, a.t != nil, a.Palette.Background(), a.f.key, a.draw)
}
