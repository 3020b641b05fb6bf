package viewer

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/help"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
)

// PanelWidth is the width of the viewer's side panel in
// device-independent pixels: the table's.
const PanelWidth = 360

// Options are the viewer window's options (docs/viewer.md).
type Options struct {
	Lang i18n.Lang
	// At is the position to open at: the game after its first At actions
	// (--at); negative is the start.
	At int
	// Menu offers the way back to the start screen (Ctrl+M, the panel's
	// row): the start screen opened the viewer. Without it (`estafette
	// view`) there is no such control.
	Menu bool
	// Palette is the window's colours (the settings' high contrast); nil
	// is the default palette.
	Palette *render.Palette
}

// MenuRequest is the viewer's Ctrl+M or its "start screen" row: the shell
// shows the start screen again. The viewer holds nothing to save.
type MenuRequest struct{}

// App is the viewer window.
type App struct {
	window.Viewport
	v *Viewer
	t *render.Table
	// room is how far down the caption box reaches at its tallest, as
	// measured for roomFor (boardView).
	room    float64
	roomFor roomFor
	panel   render.Panel

	pan window.Pan
	// touching says the cursor is a finger's (window.Touching): a
	// leader's target is larger.
	touching bool
	res      window.Resolution
	frames   window.Frames[window.FrameKey]
	f        frame

	mx, my      int
	hoverHex    hex.Hex
	hoverLeader string
	hoverHit    render.Hit
	hoverOnHit  bool
	seeking     bool // the left button went down on the timeline's track

	help *help.Overlay // F1, a rule id in a caption

	scene        render.Scene // the position's, rebuilt when the viewer changes
	marks        stepMarks
	sceneVersion int
	sceneHover   string
	panelModel   render.PanelModel
	panelFor     panelFor
	log          []render.StepLine
	logLang      i18n.Lang
	tlMarks      *render.Timeline // the timeline's marks, in marksFor's language
	marksFor     i18n.Lang
	placed       placedFor

	request window.Request
	menu    bool // Options.Menu
}

// panelFor is what the panel's model was built from.
type panelFor struct {
	touch         bool // a touch screen's footer
	version, seat int
	lang          i18n.Lang
}

// NewApp opens the viewer on a game.
func NewApp(g *Game, opts Options) (*App, error) {
	r, err := NewReplay(g)
	if err != nil {
		return nil, err
	}
	if opts.At > r.Len() {
		return nil, fmt.Errorf("--at %d: %s has %d actions", opts.At, g.File, r.Len())
	}
	v := NewViewer(r, opts.Lang)
	v.Go(max(0, opts.At))
	// The help lists the table's controls: a lesson's waiting step is
	// played with them; the viewer's own keys are in its panel.
	a := &App{v: v, Viewport: window.NewViewport(PanelWidth), hoverHex: hex.None, sceneVersion: -1, sceneHover: "\x00",
		help: help.New(i18n.ControlsViewer), menu: opts.Menu}
	a.Viewport.Drawer = true // on a phone on its side the panel is a drawer over the board
	// Held upright, the panel goes under the board, the timeline and
	// the caption with the board.
	geo := render.BoardGeometry(&v.r.g.Scenario.Board)
	a.Viewport.Portrait, a.Viewport.BoardAspect = true, float64(geo.H)/float64(geo.W)
	a.Viewport.BoardExtra = render.TimelineHeight + captionExtra
	a.Viewport.Palette = opts.Palette
	return a, nil
}

// Viewer returns the viewer without its window.
func (a *App) Viewer() *Viewer { return a.v }

// Title is the window's title: the scenario's, or the lesson's.
func (a *App) Title() string {
	g := a.v.r.g
	name := g.Scenario.Title
	if t := g.Narration.TitleIn(a.v.Lang); t != "" {
		name = t
	}
	return tf(a.v.Lang, "title", name)
}

// Shown tells the viewer it is on screen again: its next frame draws all.
func (a *App) Shown() { a.frames.Invalidate() }

// OffersMenu reports whether the viewer offers the way back to the start
// screen (Options.Menu).
func (a *App) OffersMenu() bool { return a.menu }

// Request returns what the viewer asks of the shell (TakeOverRequest,
// MenuRequest), once.
func (a *App) Request() window.Request {
	r := a.request
	a.request = nil
	return r
}

// Update reads the input and prepares the next frame, once per tick.
func (a *App) Update(in window.Input) error {
	if a.t == nil {
		a.t = render.NewTable(&a.v.r.g.Scenario.Board, a.Palette)
	}
	// A finger's targets on a touch screen (window.TouchScreen); the
	// timeline is taller with them, and the board fits above it again.
	if touch := window.TouchScreen(); touch != a.Touch {
		a.Touch = touch
		if !a.Moved {
			a.CamSet = false
		}
	}
	a.Viewport.BoardExtra = a.timelineH()/a.UI + captionExtra
	if !a.CamSet || (!a.Moved && a.roomFor.lang != a.v.Lang) {
		// A language's captions are taller or shorter: the board fits
		// below them again, unless the player moved it.
		a.fitCamera()
	}
	a.input(in)
	a.v.Tick()
	a.res.Settle(a.t, a.Cam.Scale)
	a.prepare()
	return nil
}

// Draw draws the frame Update prepared, unless it is on screen already.
func (a *App) Draw(screen *ebiten.Image) bool {
	return a.frames.Paint(screen, a.t != nil, a.Palette.Background(), a.f.key, a.draw)
}

// boardView is the part of the board area the board is fitted into:
// above the timeline, and below the caption box when the record has
// captions: below the tallest of them in the viewer's language, so that
// no caption covers the board's top rows (issue 26).
func (a *App) boardView() (top, bottom float64) {
	bottom = float64(a.BoardH()) - a.timelineH()
	if k := (roomFor{a.v.Lang, a.W, a.H, a.UI, a.PanelW()}); k != a.roomFor {
		a.roomFor, a.room = k, a.captionRoom()
	}
	return a.room, bottom
}

// captionExtra is the room an upright screen's board area keeps for the
// caption, at device scale 1 (Viewport.BoardExtra).
const captionExtra = 90

// timelineH is the timeline's height in device pixels: taller for a
// finger's targets.
func (a *App) timelineH() float64 {
	return float64(render.TimelineBarHeight(a.UI, a.Target()))
}

// roomFor is what the caption room was measured for.
type roomFor struct {
	lang   i18n.Lang
	w, h   int
	ui     float64
	panelW int
}

// captionRoom is how far down the caption box reaches at its tallest, a
// lesson's waiting step with the rules' answer included; 0 for a record
// without captions.
func (a *App) captionRoom() float64 {
	n, lang := a.v.r.g.Narration, a.v.Lang
	if len(n.At) == 0 && len(n.Do) == 0 {
		return 0
	}
	board := a.BoardArea()
	title := n.TitleIn(lang)
	if title == "" {
		title = t(lang, "caption")
	}
	room := 0.0
	for p := 0; p <= a.v.r.Len(); p++ {
		c := &render.Caption{Title: title, Paras: n.Captions(p, lang)}
		if n.Do[p] {
			// The rules' answer to a wrong click takes a line or two.
			c.Prompt, c.Note, c.Rule = t(lang, "lesson.wait"), t(lang, "lesson.wait")+" "+t(lang, "lesson.wait"), "CMD.RADIUS"
		}
		if b := render.PlaceCaption(c, window.BelowPageCorner(board, a.UI), a.UI); b != nil {
			room = max(room, float64(b.Rect().Max.Y-board.Min.Y)+8*a.UI)
		}
	}
	return room
}

// fitCamera shows the whole board between the caption box and the
// timeline, clear of the web page's Files button (window.FitClear).
func (a *App) fitCamera() {
	top, bottom := a.boardView()
	w := a.t.World
	a.Cam = window.FitClear(w.W, w.H, 0, top, float64(a.BoardW()), bottom, a.UI)
	a.CamSet = true
}
