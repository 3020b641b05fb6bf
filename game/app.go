// Package game is the application: it holds the window, turns input into
// rules actions and keeps the interface state. It never decides what is
// legal; the rules package does.
package game

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/internal/startclock"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// Options are the window's command-line options (FORMATS.md, docs/table.md).
type Options struct {
	Screenshot string // write the window to this PNG after a few frames, then exit
	Lang       i18n.Lang
	// Name and Source are the scenario file's name and text, kept so a
	// saved game carries its scenario.
	Name   string
	Source []byte
	// Saved, when set, is the game to open instead of a new one (a saved
	// game given on the command line).
	Saved *Controller
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
	// Hover puts the cursor on a hex or a piece (--hover, for screenshots).
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
}

// screenshotFrame is how many frames are drawn before a screenshot, so that
// the first frames' lazy uploads (fonts, board image) have settled.
const screenshotFrame = 5

// PanelWidth is the width of the side panel in device-independent pixels.
const PanelWidth = 360

// App is the table window: it implements ebiten.Game and ebiten.LayoutFer.
type App struct {
	c     *Controller
	v     *View
	t     *render.Table
	panel render.Panel
	opts  Options

	viewport
	resN int // frames the wanted layer resolution has differed

	mx, my      int
	hoverHex    hex.Hex
	hoverLeader string
	hoverHit    render.Hit
	hoverOnHit  bool
	hits        []render.Hit
	hitsFor     hitsOwner // what the hits were drawn from
	dragging    bool
	dragX       int
	dragY       int

	tipKey    tipKey
	tipText   []string
	lastFrame frameKey

	notice       *render.Dialog // a message to read before playing (an autosave that cannot be loaded)
	resume       *Resumable
	saves        []SaveEntry
	loading      bool
	resultClosed bool
	err          error
	wantEdit     bool // Ctrl+E: the shell opens the editor

	frame int // Update calls
	draws int // Draw calls: Ebiten may run several Updates before a Draw
	shot  error
	taken bool
	bench benchTimes
}

// hitsOwner names what a frame's clickable areas were drawn from: the
// panel model (by its key, never reused) and the dialog over it. A click
// is resolved against the hits only while they are what is on screen.
type hitsOwner struct {
	panel  int
	dialog string
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
		c = NewController(opts.Name, opts.Source, sc, rs, opts.Seed)
	}
	c.Lang = opts.Lang
	a := &App{c: c, opts: opts, viewport: newViewport(PanelWidth)}
	if n := len(opts.Record); n > 0 {
		// The banner shows only if the record's last action hands over.
		if err := c.Replay(opts.Record[:n-1]); err != nil {
			return nil, fmt.Errorf("--record: %w", err)
		}
		c.DismissBanner()
		if err := c.Replay(opts.Record[n-1:]); err != nil {
			return nil, fmt.Errorf("--record: %w", &ReplayError{Index: n - 1, Action: opts.Record[n-1], Violation: err.(*ReplayError).Violation})
		}
	}
	if opts.Select != "" {
		if _, ok := c.pieceHex(opts.Select); !ok {
			return nil, fmt.Errorf("--select: there is no piece %q on the table", opts.Select)
		}
		c.Select(opts.Select)
	}
	for _, cl := range opts.Clicks {
		h, leader, err := a.target(cl)
		if err != nil {
			return nil, fmt.Errorf("--click: %w", err)
		}
		c.Click(h, leader, false)
	}
	if opts.Hover != "" && !strings.HasPrefix(opts.Hover, "panel:") {
		if _, _, err := a.target(opts.Hover); err != nil {
			return nil, fmt.Errorf("--hover: %w", err)
		}
	}
	a.v = NewView(c)
	if a.autosaving() {
		a.startAutosave()
	}
	return a, nil
}

// startAutosave finds the data directory, prepares the autosaves, offers
// the unfinished game of the scenario asked for, and tells the player
// what he must know: where his games go when there is no configuration
// directory, and any autosave that cannot be loaded (kept aside).
func (a *App) startAutosave() {
	c := a.c
	d, err := FindDataDir()
	if err != nil {
		c.SaveErr = err
		c.hint("autosave.off", err.Error())
		return
	}
	as := OpenAutosaves(d.Path)
	c.Autosave = as
	if a.opts.Saved == nil && len(a.opts.Record) == 0 {
		if a.opts.AnyAutosave {
			a.resume = as.FindLatest()
		} else {
			a.resume = as.Find(c.game.name, c.game.source)
		}
	}
	if d.Fallback != nil {
		c.hint("autosave.fallback", d.Path, d.Fallback.Error())
	}
	if len(as.Broken) > 0 {
		a.notice = a.brokenDialog(as.Broken)
	}
}

// brokenDialog says which autosaves cannot be loaded, why, and where
// they are kept.
func (a *App) brokenDialog(broken []*BrokenAutosave) *render.Dialog {
	l := a.c.Lang
	d := &render.Dialog{Title: i18n.T(l, "broken.title"), Army: -1}
	for _, b := range broken {
		why := firstLine(b.Err.Error())
		if !strings.Contains(why, filepath.Base(b.Path)) {
			// Errors name the file with its line; others get its name.
			why = i18n.Tf(l, "broken.why", filepath.Base(b.Path), why)
		}
		d.Lines = append(d.Lines, why)
		if b.Aside != "" {
			d.Lines = append(d.Lines, i18n.Tf(l, "broken.kept", filepath.Base(b.Aside)))
		} else {
			d.Lines = append(d.Lines, i18n.T(l, "broken.stays"))
		}
	}
	d.Buttons = []render.Button{{ID: "ok", Label: i18n.T(l, "broken.ok")}}
	return d
}

// autosaving reports whether this run reads and writes the autosave.
// Screenshots and benchmarks leave the player's autosave alone; they use
// one only in a directory named by ESTAFETTE_HOME (tests do).
func (a *App) autosaving() bool {
	if a.opts.NoAutosave {
		return false
	}
	return (a.opts.Screenshot == "" && a.opts.BenchFrames == 0) || os.Getenv(HomeEnv) != ""
}

// target reads a --click or --hover value: a piece id or a hex label.
func (a *App) target(s string) (hex.Hex, string, error) {
	st := a.c.State()
	if l := st.Leader(s); l != nil {
		return l.Hex, l.ID, nil
	}
	if u := st.Unit(s); u != nil {
		return u.Hex, "", nil
	}
	h, err := hex.ParseLabel(s)
	if err != nil {
		return h, "", fmt.Errorf("%q is neither a piece nor a hex", s)
	}
	return h, "", nil
}

// Run opens the window and blocks until it is closed.
func Run(sc *rules.Scenario, rs *rules.Ruleset, opts Options) error {
	if t, ok := startclock.Given(); ok {
		// make bench-start counts from the process's start.
		opts.Start = t
	}
	if opts.Start.IsZero() {
		opts.Start = time.Now()
	}
	a, err := NewApp(sc, rs, opts)
	if err != nil {
		return err
	}
	g := render.BoardGeometry(&sc.Board)
	if opts.Saved != nil {
		g = render.BoardGeometry(&opts.Saved.Scenario().Board)
	}
	// Room for the board at about its natural size, within the monitor.
	w, h := max(g.W+PanelWidth, 1400), max(g.H, 900)
	if m := ebiten.Monitor(); m != nil {
		if mw, mh := m.Size(); mw > 0 && mh > 0 {
			w, h = min(w, mw*9/10), min(h, mh*9/10)
		}
	}
	ebiten.SetWindowSize(min(w, 1600), min(h, 1000))
	ebiten.SetWindowTitle("Estafette — " + a.c.Scenario().Title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The screen keeps its pixels between frames: Draw skips the frames
	// where nothing changed (see Draw).
	ebiten.SetScreenClearedEveryFrame(false)
	if opts.BenchFrames > 0 {
		// Measure our frames, not the display's refresh rate.
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	// The shell lets Ctrl+E switch to the scenario editor (editor_shell.go).
	err = ebiten.RunGame(&Shell{table: a, playOpts: Options{Lang: opts.Lang, NoAutosave: opts.NoAutosave}})
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err != nil && strings.Contains(err.Error(), "no window system") {
		err = fmt.Errorf("%w\n(no display found: run it on a desktop, or headless under xvfb-run -a)", err)
	}
	if err == nil {
		err = a.shot
	}
	if err == nil && opts.BenchFrames > 0 {
		out := opts.Stdout
		if out == nil {
			out = os.Stdout
		}
		a.bench.report(out, a.c.Scenario().Title, a.w, a.h)
	}
	return err
}

// Update reads the input, once per tick.
func (a *App) Update() error {
	t0 := time.Now()
	defer func() { a.bench.update += time.Since(t0) }()
	a.frame++
	if a.bench.frames > 0 && a.bench.shown == 0 && !a.opts.Start.IsZero() {
		// The loop is back: the first frame went to the screen.
		a.bench.shown = time.Since(a.opts.Start)
	}
	if a.err != nil {
		return a.err
	}
	if a.t == nil {
		a.t = render.NewTable(&a.c.Scenario().Board)
	}
	if !a.camSet {
		a.fitCamera(a.t.World)
	}
	if a.taken {
		return ebiten.Termination
	}
	if a.opts.BenchFrames > 0 && a.bench.frames >= a.opts.BenchFrames {
		return ebiten.Termination
	}
	a.input()
	a.settleResolution()
	// What the next frame shows is built here, so that Draw only draws.
	a.v.Scene(a.hoverLeader)
	a.v.Panel()
	return nil
}

// settleResolution redraws the cached layers at the zoom's resolution
// once the zoom has rested for a few frames.
func (a *App) settleResolution() {
	want := a.t.ResolutionFor(a.cam.Scale)
	if a.t.Resolution() == 0 {
		a.t.SetResolution(want)
		return
	}
	if want == a.t.Resolution() {
		a.resN = 0
		return
	}
	if a.resN++; a.resN > 12 {
		a.t.SetResolution(want)
		a.resN = 0
	}
}

func ctrl() bool {
	return ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
}

func (a *App) input() {
	c := a.c
	x, y := ebiten.CursorPosition()
	a.mx, a.my = x, y
	a.updateHover()
	justClicked := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if inpututil.IsKeyJustPressed(ebiten.KeyL) && !ctrl() {
		c.Lang = i18n.Other(c.Lang)
		c.changed()
	}
	// Dialogs take the input first.
	switch {
	case a.notice != nil:
		if (justClicked && a.hoverOnHit) || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
			a.notice = nil
		}
		return
	case a.resume != nil:
		a.resumeInput(justClicked)
		return
	case a.loading:
		a.loadInput(justClicked)
		return
	case c.Banner() != "":
		if justClicked || anyKey() {
			c.DismissBanner()
		}
		return
	case c.Over() && !a.resultClosed:
		a.resultInput(justClicked)
		return
	}
	a.cameraInput()
	switch {
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyZ) && ebiten.IsKeyPressed(ebiten.KeyShift):
		c.Redo()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyZ):
		c.Undo()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyY):
		c.Redo()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyS):
		a.save()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyO):
		a.openLoad()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyE):
		a.wantEdit = true
	case inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter):
		c.EndPhase()
	case inpututil.IsKeyJustPressed(ebiten.KeySpace):
		// Space rolls only a declared combat: elsewhere it is not a
		// mistake worth a refusal.
		if cb := c.State().CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
			c.Roll()
		}
	case inpututil.IsKeyJustPressed(ebiten.KeyF) && !ctrl():
		c.ToggleFollow()
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		c.Select("")
		c.ClearStatus()
	}
	if justClicked {
		a.click(ebiten.IsKeyPressed(ebiten.KeyShift))
	}
}

// click handles a left click at the cursor: a panel entry (only one drawn
// from the panel as it is now, see updateHover) or the board.
func (a *App) click(shift bool) {
	if a.mx >= a.boardW() {
		if a.hoverOnHit && !a.hoverHit.Off {
			a.panelClick(a.hoverHit.ID)
		}
		return
	}
	a.c.Click(a.hoverHex, a.hoverLeader, shift)
}

// dialog names the dialog over the table, "" for none.
func (a *App) dialog() string {
	c := a.c
	switch {
	case a.notice != nil:
		return "notice"
	case a.resume != nil:
		return "resume"
	case a.loading:
		return "load"
	case c.Banner() != "":
		return "banner"
	case c.Over() && !a.resultClosed:
		return "result"
	}
	return ""
}

// owner is what the hits of a frame drawn now would come from.
func (a *App) owner() hitsOwner { return hitsOwner{panel: a.v.Panel().Key, dialog: a.dialog()} }

// liveHits returns the clickable areas on screen, or none when the game,
// the panel or the dialog changed since they were drawn: a click then
// waits for the next frame instead of landing on a row that is gone.
func (a *App) liveHits() []render.Hit {
	if a.hitsFor != a.owner() {
		return nil
	}
	return a.hits
}

// anyKey reports a key pressed this tick (for the banner).
func anyKey() bool {
	return len(inpututil.AppendJustPressedKeys(nil)) > 0
}

// cameraInput pans with a right-drag or the arrow keys and zooms with the
// wheel toward the cursor.
func (a *App) cameraInput() {
	bw := float64(a.boardW())
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) {
		if a.dragging {
			a.cam = a.cam.Pan(float64(a.mx-a.dragX), float64(a.my-a.dragY))
			a.moved = true
		}
		a.dragging, a.dragX, a.dragY = true, a.mx, a.my
	} else {
		a.dragging = false
	}
	step := 14 * a.ui
	for k, d := range map[ebiten.Key][2]float64{
		ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
		ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step},
	} {
		if ebiten.IsKeyPressed(k) {
			a.cam = a.cam.Pan(d[0], d[1])
			a.moved = true
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 && float64(a.mx) < bw {
		a.cam = a.cam.ZoomAt(float64(a.mx), float64(a.my), math.Pow(1.15, wy))
		a.moved = true
	}
	zoomKey := func(f float64) {
		a.cam = a.cam.ZoomAt(bw/2, float64(a.h)/2, f)
		a.moved = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEqual) || inpututil.IsKeyJustPressed(ebiten.KeyKPAdd) {
		zoomKey(1.25)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyMinus) || inpututil.IsKeyJustPressed(ebiten.KeyKPSubtract) {
		zoomKey(0.8)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyHome) || inpututil.IsKeyJustPressed(ebiten.Key0) {
		a.fitCamera(a.t.World)
		a.moved = false
	}
	wg := a.t.World
	a.cam = a.cam.Clamp(wg.W, wg.H, bw, float64(a.h), 60*a.ui)
}

// updateHover finds the hex, leader token or panel entry under the cursor.
func (a *App) updateHover() {
	x, y := a.mx, a.my
	if a.opts.Screenshot != "" || a.opts.BenchFrames > 0 {
		// The cursor of a headless run is wherever the X server put it:
		// only --hover places it.
		a.hoverHex, a.hoverLeader, a.hoverOnHit = hex.Hex{Q: math.MinInt32}, "", false
		if a.opts.Hover == "" && a.opts.BenchFrames > 0 && a.t != nil {
			// The benchmark sweeps the cursor over the board, a hex per
			// frame, so hover work (radii, path, tooltip) is measured too.
			b := a.c.Scenario().Board.Bounds()
			a.hoverHex = b.At(a.frame % b.Len())
			if ls := a.c.State().LeadersAt(a.hoverHex); len(ls) > 0 {
				a.hoverLeader = ls[0].ID
			}
			p := a.cam.ToScreen(a.t.World.Layout.ToPixel(a.hoverHex))
			a.mx, a.my = int(p.X), int(p.Y)
			return
		}
		if id, ok := strings.CutPrefix(a.opts.Hover, "panel:"); ok {
			// A panel entry by its id, such as panel:order:gueulante.
			for _, h := range a.liveHits() {
				if h.ID == id {
					a.hoverHit, a.hoverOnHit = h, true
					a.mx, a.my = h.Rect.Min.X+40, (h.Rect.Min.Y+h.Rect.Max.Y)/2
				}
			}
			return
		}
		if a.opts.Hover != "" {
			a.hoverHex, a.hoverLeader, _ = a.target(a.opts.Hover)
			if a.t != nil {
				p := a.cam.ToScreen(a.t.World.Layout.ToPixel(a.hoverHex))
				a.mx, a.my = int(p.X), int(p.Y)
			}
		}
		return
	}
	a.hoverHit, a.hoverOnHit = render.HitAt(a.liveHits(), x, y)
	if x >= a.boardW() || a.t == nil {
		a.hoverHex, a.hoverLeader = hex.Hex{Q: math.MinInt32}, ""
		return
	}
	lay := a.t.World.Layout
	a.hoverHex = a.cam.HexAt(lay, float64(x), float64(y))
	// The scene of the last hover: asking with another leader would
	// rebuild its overlay for nothing.
	sc := a.v.Scene(a.hoverLeader)
	a.hoverLeader = ""
	// Tokens drawn last are on top: test them in reverse.
	for i := len(sc.Leaders) - 1; i >= 0; i-- {
		l := sc.Leaders[i]
		lx, ly, r := render.LeaderTokenAt(a.cam, lay, l.Hex, l.Rank, l.Slot)
		if dx, dy := float64(x)-lx, float64(y)-ly; dx*dx+dy*dy <= r*r*1.3 {
			a.hoverLeader = l.ID
			break
		}
	}
}

func (a *App) panelClick(id string) {
	c := a.c
	switch {
	case id == idEnd:
		c.EndPhase()
	case id == idRoll:
		c.Roll()
	case id == idUndo:
		// The left half undoes, the right half redoes.
		if r := a.hoverHit.Rect; a.mx > (r.Min.X+r.Max.X)/2 {
			c.Redo()
		} else {
			c.Undo()
		}
	case id == idSave:
		if r := a.hoverHit.Rect; a.mx > (r.Min.X+r.Max.X)/2 {
			a.openLoad()
		} else {
			a.save()
		}
	case id == idLang:
		c.Lang = i18n.Other(c.Lang)
		c.changed()
	case id == idFollow:
		c.ToggleFollow()
	case strings.HasPrefix(id, "order:"):
		c.GiveOrder(strings.TrimPrefix(id, "order:"), 0)
	case strings.HasPrefix(id, "act:"):
		var i int
		fmt.Sscanf(strings.TrimPrefix(id, "act:"), "%d", &i)
		if act, ok := a.v.Action(i); ok {
			c.Apply(act)
		}
	}
}

func (a *App) save() {
	d, err := FindDataDir()
	if err == nil {
		var path string
		if path, err = a.c.SaveGame(d.SavesDir(), time.Now()); err == nil {
			a.c.hint("saved", path)
			return
		}
	}
	a.c.hint("save.failed", err.Error())
}

func (a *App) openLoad() {
	d, err := FindDataDir()
	dir := d.SavesDir()
	if err == nil {
		a.saves, err = ListSaves(dir)
	}
	if err != nil {
		a.c.hint("load.failed", err.Error())
		return
	}
	if len(a.saves) == 0 {
		a.c.hint("load.none", dir)
		return
	}
	a.loading = true
}

func (a *App) loadInput(clicked bool) {
	pick := -1
	for i := 0; i < min(9, len(a.saves)); i++ {
		if inpututil.IsKeyJustPressed(ebiten.Key1 + ebiten.Key(i)) {
			pick = i
		}
	}
	if clicked && a.hoverOnHit {
		if a.hoverHit.ID == "cancel" {
			a.loading = false
			return
		}
		fmt.Sscanf(a.hoverHit.ID, "save:%d", &pick)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.loading = false
		return
	}
	if pick < 0 || pick >= len(a.saves) {
		return
	}
	a.loading = false
	a.openSave(a.saves[pick].Path)
}

// openSave replaces the game on the table with a saved game's, or says
// why it cannot.
func (a *App) openSave(path string) bool {
	o, err := LoadFile(path)
	if err != nil {
		a.c.hint("load.failed", firstLine(err.Error()))
		return false
	}
	a.replaceGame(o)
	a.c.hint("loaded", path)
	return true
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// replaceGame puts another game on the table: a saved game opened, the
// autosave resumed, a new game. It is the one way a game is replaced, and
// it drops every view built from the old one: the panel and scene (new
// keys, so render's caches redraw), the clickable areas, the hover, the
// tooltip, the last frame, and the board when the scenario differs.
func (a *App) replaceGame(o *Controller) {
	same := &o.Scenario().Board == &a.c.Scenario().Board
	a.c.Adopt(o)
	a.v = NewView(a.c)
	a.hits, a.hitsFor = nil, hitsOwner{}
	a.hoverHit, a.hoverOnHit, a.hoverLeader = render.Hit{}, false, ""
	a.tipKey, a.tipText = tipKey{}, nil
	a.lastFrame = frameKey{}
	if !same && a.t != nil {
		a.t.Release()
		a.t = render.NewTable(&a.c.Scenario().Board)
		a.moved = false
		a.fitCamera(a.t.World)
	}
	if !same {
		ebiten.SetWindowTitle("Estafette — " + a.c.Scenario().Title)
	}
	a.resultClosed = false
}

func (a *App) resumeInput(clicked bool) {
	id := ""
	if clicked && a.hoverOnHit {
		id = a.hoverHit.ID
	}
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyR) || id == "resume":
		r := a.resume
		a.resume = nil
		a.replaceGame(r.Controller)
		a.c.hint("resumed")
	case inpututil.IsKeyJustPressed(ebiten.KeyN) || inpututil.IsKeyJustPressed(ebiten.KeyEscape) || id == "new":
		a.resume = nil
	}
}

func (a *App) resultInput(clicked bool) {
	id := ""
	if clicked && a.hoverOnHit {
		id = a.hoverHit.ID
	}
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyN) || id == "new":
		a.newGame()
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape) || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || id == "close":
		a.resultClosed = true
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyZ):
		a.c.Undo()
	}
}

// newGame starts the same scenario afresh.
func (a *App) newGame() {
	g := a.c.game
	a.replaceGame(NewController(g.name, g.source, g.sc, g.rs, g.seed))
}

// frameKey is everything a frame's pixels depend on: when it has not
// changed since the last frame, Draw leaves the screen as it is (it is not
// cleared between frames, see Run), so a still table costs nothing.
type frameKey struct {
	version, overlay int
	panel            int
	lang             i18n.Lang
	cam              render.Camera
	res              float64
	w, h             int
	mx, my           int
	hoverHex         hex.Hex
	hoverLeader      string
	hoverID          string
	status           int // the status line's alpha, in 1/64ths
	dialog           string
	resultClosed     bool
	dragging         bool
}

func (a *App) frameKey() frameKey {
	return frameKey{
		version: a.c.version, overlay: a.v.overlayKey, panel: a.v.panelKey, lang: a.c.Lang, cam: a.cam, res: a.t.Resolution(),
		w: a.w, h: a.h, mx: a.mx, my: a.my, hoverHex: a.hoverHex, hoverLeader: a.hoverLeader, hoverID: a.hoverID(),
		status: int(a.c.StatusAlpha() * 64), dialog: a.dialog(),
		resultClosed: a.resultClosed, dragging: a.dragging,
	}
}

// Draw draws the board, the pieces, the panel and any dialog.
func (a *App) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	if a.t != nil {
		// Screenshots and benchmarks draw every frame.
		k := a.frameKey()
		if k == a.lastFrame && a.draws >= screenshotFrame && a.opts.Screenshot == "" && a.opts.BenchFrames == 0 {
			return
		}
		a.lastFrame = k
	}
	a.draw(screen)
	a.draws++
	a.bench.frame(time.Since(t0), a.opts.Start)
	if a.opts.Screenshot != "" && a.draws >= screenshotFrame && !a.taken {
		a.shot = savePNG(screen, a.opts.Screenshot)
		a.taken = true
	}
}

func (a *App) draw(screen *ebiten.Image) {
	if a.t == nil {
		screen.Fill(render.Background)
		return
	}
	c := a.c
	sc := a.v.Scene(a.hoverLeader)
	a.t.Update(sc)
	// The screen is not cleared between frames (Run): the background is
	// painted only around the board, the board and the panel cover the
	// rest, so a frame touches each pixel about once.
	wg := a.t.World
	render.FillAround(screen, a.cam.ToScreen(hex.Point{}), a.cam.ToScreen(hex.Point{X: float64(wg.W), Y: float64(wg.H)}), float64(a.boardW()), float64(a.h))
	a.t.Draw(screen, a.cam)
	bw := float64(a.boardW())
	dialog := a.dialog() != ""
	if !dialog && c.Scenario().Board.Bounds().Contains(a.hoverHex) {
		a.t.DrawHover(screen, a.cam, a.hoverHex)
		if p, fight := a.v.Preview(a.hoverHex); p != nil {
			a.t.DrawPath(screen, a.cam, p, fight)
		}
	}
	render.DrawStatus(screen, c.Status().Rule, a.statusMessage(), bw, float64(a.h), a.ui, c.StatusAlpha())
	a.hitsFor = a.owner()
	a.hits = a.panel.Draw(screen, a.v.Panel(), a.boardW(), a.panelW(), a.h, a.ui, a.hoverID())
	switch {
	case a.notice != nil:
		a.hits = render.DrawDialog(screen, a.notice, float64(a.w), float64(a.h), a.ui, a.hoverID())
	case a.resume != nil:
		a.hits = render.DrawDialog(screen, a.resumeDialog(), float64(a.w), float64(a.h), a.ui, a.hoverID())
	case a.loading:
		a.hits = render.DrawDialog(screen, a.loadDialog(), float64(a.w), float64(a.h), a.ui, a.hoverID())
	case c.Banner() != "":
		a.hits = render.DrawDialog(screen, a.bannerDialog(), bw, float64(a.h), a.ui, a.hoverID())
	case c.Over() && !a.resultClosed:
		a.hits = render.DrawDialog(screen, a.resultDialog(), bw, float64(a.h), a.ui, a.hoverID())
	default:
		a.drawTip(screen)
	}
}

func (a *App) hoverID() string {
	if a.hoverOnHit {
		return a.hoverHit.ID
	}
	return ""
}

// statusMessage is the status line without its rule id (drawn apart).
func (a *App) statusMessage() string {
	s := a.c.StatusText()
	if r := a.c.Status().Rule; r != "" {
		s = strings.TrimPrefix(s, r+" : ")
	}
	return s
}

func (a *App) drawTip(screen *ebiten.Image) {
	if a.dragging {
		return
	}
	var tip []string
	switch {
	case a.hoverOnHit:
		tip = a.hoverHit.Tip
	case a.mx < a.boardW():
		k := tipKey{a.c.version, a.hoverHex, a.hoverLeader, a.c.Lang}
		if k != a.tipKey {
			a.tipKey, a.tipText = k, a.v.BoardTip(a.hoverHex, a.hoverLeader)
		}
		tip = a.tipText
	}
	render.DrawTooltip(screen, tip, float64(a.mx), float64(a.my), float64(a.w), float64(a.h), a.ui)
}

func (a *App) tr(key string) string { return i18n.T(a.c.Lang, key) }

func (a *App) bannerDialog() *render.Dialog {
	st := a.c.State()
	army := st.Army(a.c.Banner())
	return &render.Dialog{
		Title: army.Name, Army: army.Index, Large: true,
		Lines:   []string{i18n.Tf(a.c.Lang, "banner.turn", st.Turn()), a.tr("banner.dismiss")},
		Buttons: []render.Button{{ID: "ok", Label: a.tr("banner.ok")}},
	}
}

func (a *App) resultDialog() *render.Dialog {
	st := a.c.State()
	d := &render.Dialog{Army: -1, Large: true}
	if w := st.Army(st.Winner()); w != nil {
		d.Title, d.Army = i18n.Tf(a.c.Lang, "result.winner", w.Name), w.Index
	} else {
		d.Title = a.tr("result.draw")
	}
	if log := a.c.Log(); len(log) > 0 {
		e := log[len(log)-1].Event
		d.Lines = append(d.Lines, i18n.Sentence(a.c.Lang, e.Format, e.Args, e.Text))
	}
	for _, ar := range st.Armies() {
		d.Lines = append(d.Lines, i18n.Tf(a.c.Lang, "result.army", ar.Name, ar.EliminatedEnemy))
	}
	d.Lines = append(d.Lines, i18n.Tf(a.c.Lang, "result.turns", st.Turn(), len(a.c.Record())))
	d.Buttons = []render.Button{{ID: "new", Label: a.tr("result.new")}, {ID: "close", Label: a.tr("result.close")}}
	return d
}

func (a *App) resumeDialog() *render.Dialog {
	r := a.resume.Controller
	st := r.State()
	return &render.Dialog{
		Title: a.tr("resume.title"), Army: -1,
		Lines: []string{r.Scenario().Title,
			i18n.Tf(a.c.Lang, "resume.where", st.Turn(), st.Active().Name, a.tr("phase."+string(st.Phase())), len(r.Record())),
			i18n.Tf(a.c.Lang, "resume.when", a.resume.Saved.Format("2006-01-02 15:04"))},
		Buttons: []render.Button{{ID: "resume", Label: a.tr("resume.yes")}, {ID: "new", Label: a.tr("resume.no")}},
	}
}

func (a *App) loadDialog() *render.Dialog {
	d := &render.Dialog{Title: a.tr("load.title"), Army: -1}
	for i, s := range a.saves {
		if i == 9 {
			break
		}
		d.Lines = append(d.Lines, fmt.Sprintf("%d. %s  (%s)", i+1, filepath.Base(s.Path), s.ModTime.Format("2006-01-02 15:04")))
	}
	d.Lines = append(d.Lines, a.tr("load.keys"))
	d.Buttons = []render.Button{{ID: "save:0", Label: "1. " + strings.TrimSuffix(filepath.Base(a.saves[0].Path), SaveExt)}, {ID: "cancel", Label: a.tr("load.cancel")}}
	return d
}

// savePNG writes the screen to a PNG file (--screenshot).
func savePNG(screen *ebiten.Image, path string) error {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	return writePNG(path, img)
}

// writePNG encodes an image and writes it through safefile.WriteAtomic: a
// temp file and a rename, so an interrupted run never leaves half a PNG,
// and never over anything but a regular file (a link, a device).
func writePNG(path string, img image.Image) error {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := safefile.WriteAtomic(path, b.Bytes()); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	return nil
}

// benchTimes collects the --bench-frames figures.
type benchTimes struct {
	update    time.Duration   // Update time since the last Draw
	times     []time.Duration // Update+Draw per frame
	first     time.Duration   // program start to the end of the first frame's Draw
	shown     time.Duration   // program start to the next tick: the first frame on screen
	frames    int
	lastDraw  time.Time
	intervals time.Duration // wall time between the first and the last Draw
}

func (b *benchTimes) frame(draw time.Duration, start time.Time) {
	now := time.Now()
	if b.frames == 0 && !start.IsZero() {
		b.first = now.Sub(start)
	}
	if b.frames >= 3 {
		b.intervals += now.Sub(b.lastDraw)
	}
	b.lastDraw = now
	b.times = append(b.times, b.update+draw)
	b.update = 0
	b.frames++
}

func (b *benchTimes) report(w io.Writer, title string, sw, sh int) {
	if len(b.times) == 0 {
		fmt.Fprintln(w, "bench: no frame drawn")
		return
	}
	// The first frames draw the cached layers; they count in the first
	// frame's time and are left out of the steady-state figures.
	ts := b.times
	if len(ts) > 10 {
		ts = ts[3:]
	}
	sorted := append([]time.Duration(nil), ts...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	var sum time.Duration
	for _, t := range sorted {
		sum += t
	}
	mean := sum / time.Duration(len(sorted))
	p99 := sorted[min(len(sorted)-1, int(math.Ceil(0.99*float64(len(sorted))))-1)]
	ms := func(d time.Duration) string { return fmt.Sprintf("%.3f ms", float64(d)/float64(time.Millisecond)) }
	fmt.Fprintf(w, "%s (%d×%d): %d frames; first frame %s after start, on screen %s; Update+Draw CPU mean %s, p99 %s, max %s (first 3 frames excluded)\n",
		title, sw, sh, b.frames, ms(b.first), ms(b.shown), ms(mean), ms(p99), ms(sorted[len(sorted)-1]))
	if n := b.frames - 3; n > 0 {
		// The wall time between frames includes the GPU work Ebiten does
		// after Draw returns: on a software renderer it dominates.
		iv := b.intervals / time.Duration(n)
		fmt.Fprintf(w, "  wall time per frame, GPU included: %s (%.0f frames/s)\n", ms(iv), float64(time.Second)/float64(iv))
	}
}
