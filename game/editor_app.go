package game

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"estafette/editor"
	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// EditorOptions are the editor window's options (estafette edit, and
// docs/editor.md).
type EditorOptions struct {
	// Path is the file Ctrl+S writes; "" asks for a name the first time.
	Path string
	// Scenario and Ruleset are the scenario to edit; nil starts a new one.
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	// NewRuleset, Columns and Rows are a new scenario's ruleset key and
	// board size (defaults thucydide, 16×12).
	NewRuleset    string
	Columns, Rows int
	// Form shows the new-scenario form first (ruleset and board size).
	Form bool
	Lang i18n.Lang
	// Screenshot writes the window to this PNG after a few frames, then exits.
	Screenshot string
	// Select is the piece selected on opening (--select).
	Select string
	// Gestures are clicks and drags played on opening, in order, for
	// screenshots and tests (--click, --drag); Hold leaves the last drag
	// unreleased, so the screenshot shows it in progress (--hold).
	Gestures []Gesture
	Hold     bool
	// Hover puts the cursor on a hex, a piece or a panel entry
	// ("palette:ID") for a screenshot (--hover).
	Hover string
	// NoAutosave is passed to the table a Play opens.
	NoAutosave bool
}

// EditorPanelWidth is the width of the editor's side panel in
// device-independent pixels.
const EditorPanelWidth = 400

// DefaultColumns and DefaultRows are a new scenario's board size.
const (
	DefaultColumns = 16
	DefaultRows    = 12
	DefaultRuleset = "thucydide"
)

// EditorApp is the editor window: the board on the left, the palette,
// the inspector and the settings on the right. It implements ebiten.Game
// through the Shell, which also holds the table a Play opens.
type EditorApp struct {
	c    *EditorController
	opts EditorOptions
	back bool // opened from a game: "Back to the game"

	t      *render.Table
	tBoard int
	panel  render.EditorPanel
	box    render.EditorPanel

	viewport
	resN int

	mx, my     int
	hoverHex   hex.Hex
	hoverPiece string
	hits       []render.Hit
	hoverHit   render.Hit
	hoverOnHit bool
	pressed    bool
	panning    bool
	panX, panY int
	scroll     float64
	chars      []rune

	form    *newForm
	confirm *confirmation
	prompt  *pathPrompt
	// overwrite asks before a save replaces a file the editor did not open.
	overwrite *overwriteAsk
	dialogV   int
	request   EditorRequest
	quit      bool
	title     string

	hooked    bool
	frame     int
	draws     int
	shot      error
	taken     bool
	err       error
	lastFrame editorFrameKey
}

// newForm is the new-scenario form: a ruleset and a board size.
type newForm struct {
	ruleset    string
	cols, rows int
	startup    bool // the first form of `estafette edit` with no file: Esc keeps the defaults
}

// confirmation asks before unsaved changes are lost.
type confirmation struct {
	action string // "quit", "open", "new", "edit"
	name   string // "open": the dropped file's name and text
	src    []byte
	run    func() // "edit": take the scenario of the game on the table
}

// pathPrompt asks for a file name (save as).
type pathPrompt struct {
	text []rune
	then func() // after a successful save
}

// NewEditorApp prepares the editor window.
func NewEditorApp(opts EditorOptions) (*EditorApp, error) {
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
		key := opts.NewRuleset
		if key == "" {
			key = DefaultRuleset
		}
		var err error
		if rs, err = scenarios.Ruleset(key); err != nil {
			return nil, err
		}
		cols, rows := opts.Columns, opts.Rows
		if cols == 0 {
			cols = DefaultColumns
		}
		if rows == 0 {
			rows = DefaultRows
		}
		sc = editor.NewScenario(rs, cols, rows)
		if p := sc.Validate(rs); len(p) > 0 && (cols < rules.MinColumns || rows < rules.MinRows || cols > rules.MaxColumns || rows > rules.MaxRows) {
			return nil, fmt.Errorf("a board of %d×%d: the rules want %d×%d to %d×%d", cols, rows, rules.MinColumns, rules.MinRows, rules.MaxColumns, rules.MaxRows)
		}
		if opts.Form {
			form = &newForm{ruleset: key, cols: cols, rows: rows, startup: true}
		}
	}
	c := NewEditorController(opts.Path, sc, rs)
	c.Lang = opts.Lang
	if opts.Select != "" {
		if _, ok := c.PieceHex(opts.Select); !ok {
			return nil, fmt.Errorf("--select: there is no piece %q", opts.Select)
		}
		c.Select(opts.Select)
	}
	return &EditorApp{c: c, opts: opts, viewport: newViewport(EditorPanelWidth), form: form, hoverHex: noHex}, nil
}

// noHex stands for "no hex under the cursor".
var noHex = hex.Hex{Q: math.MinInt32}

// Controller returns the editor's controller.
func (a *EditorApp) Controller() *EditorController { return a.c }

// Update reads the input, once per tick.
func (a *EditorApp) Update() error {
	a.frame++
	if a.err != nil {
		return a.err
	}
	if a.taken || a.quit {
		return ebiten.Termination
	}
	c := a.c
	if a.t == nil || a.tBoard != c.BoardVersion() {
		// The board's terrain, roads or size changed: redraw its image.
		resized := a.t == nil || a.t.World != render.BoardGeometry(&c.Scenario().Board)
		res := 0.0
		if a.t != nil {
			res = a.t.Resolution()
			a.t.Release()
		}
		a.t = render.NewTable(&c.Scenario().Board)
		if res > 0 && !resized {
			a.t.SetResolution(res)
		}
		a.tBoard = c.BoardVersion()
		if resized && !a.moved {
			a.camSet = false
		}
	}
	if !a.camSet {
		a.fitCamera(a.t.World)
	}
	if t := c.Scenario().Title; t != a.title && a.draws > 0 {
		a.title = t
		ebiten.SetWindowTitle("Estafette — " + say(c.Lang, "title") + " — " + t)
	}
	if !a.hooked {
		a.hooked = true
		if err := a.playHooks(); err != nil {
			a.err = err
			return err
		}
	}
	a.input()
	a.settleResolution()
	return nil
}

func (a *EditorApp) settleResolution() {
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

// headless reports a run whose cursor is not the player's: --screenshot.
func (a *EditorApp) headless() bool { return a.opts.Screenshot != "" }

func (a *EditorApp) input() {
	c := a.c
	a.updateHover()
	clicked := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && !a.headless()
	// Dialogs take the input first.
	switch {
	case a.form != nil:
		a.formInput(clicked)
		return
	case a.confirm != nil:
		a.confirmInput(clicked)
		return
	case a.prompt != nil:
		a.promptInput(clicked)
		return
	case a.overwrite != nil:
		a.overwriteInput(clicked)
		return
	}
	a.droppedFiles()
	a.cameraInput()
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	// While a field is typed in, its keys are text, not shortcuts.
	_, _, editing := c.Editing()
	if editing {
		a.chars = ebiten.AppendInputChars(a.chars[:0])
		if len(a.chars) > 0 {
			c.TypeText(string(a.chars))
		}
		switch {
		case ctrl() && (inpututil.IsKeyJustPressed(ebiten.KeyZ) || inpututil.IsKeyJustPressed(ebiten.KeyY)):
			// Undo while typing drops the typing, not the last edit.
			c.CancelField()
			a.mouse(clicked, shift)
			return
		case repeating(ebiten.KeyBackspace):
			c.Backspace()
		case inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter) || inpututil.IsKeyJustPressed(ebiten.KeyTab):
			c.CommitField()
		case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
			c.CancelField()
		}
	}
	switch {
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyZ) && shift:
		c.Redo()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyZ):
		c.Undo()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyY):
		c.Redo()
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyS) && shift:
		a.handle(RequestSaveAs)
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyS):
		a.handle(c.ClickPanel("save"))
	case ctrl() && inpututil.IsKeyJustPressed(ebiten.KeyN):
		a.handle(RequestNew)
	case editing || ctrl():
	case inpututil.IsKeyJustPressed(ebiten.KeyDelete) || inpututil.IsKeyJustPressed(ebiten.KeyBackspace):
		c.Delete()
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		if c.Dragging().Kind != DragNone {
			c.CancelDrag()
			a.pressed = false
		} else {
			c.Select()
			c.ClearStatus()
		}
	case inpututil.IsKeyJustPressed(ebiten.KeyL):
		a.handle(c.ClickPanel("lang"))
	case inpututil.IsKeyJustPressed(ebiten.KeyP):
		a.handle(RequestPlay)
	case inpututil.IsKeyJustPressed(ebiten.Key1):
		c.SetTab(TabPieces)
	case inpututil.IsKeyJustPressed(ebiten.Key2):
		c.SetTab(TabTerrain)
	case inpututil.IsKeyJustPressed(ebiten.Key3):
		c.SetTab(TabSettings)
	}
	a.mouse(clicked, shift)
}

// repeating is a key just pressed, then repeating while held.
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 30 && d%4 == 0)
}

// mouse turns the left button into the controller's gestures: a press on
// a palette entry starts dragging it, a press on the board starts a
// gesture there, the cursor's moves follow it, the release ends it.
func (a *EditorApp) mouse(clicked, shift bool) {
	c := a.c
	if a.headless() {
		return
	}
	if clicked {
		if a.mx >= a.boardW() {
			if a.hoverOnHit && !a.hoverHit.Off {
				id := a.hoverHit.ID
				if k, _, _ := strings.Cut(id, ":"); (k == "unit" || k == "leader") && c.Tab() == TabPieces {
					c.PressPalette(id)
					a.pressed = true
					return
				}
				a.handle(c.ClickPanel(id))
			} else {
				c.CommitField()
			}
			return
		}
		c.PressBoard(a.hoverHex, a.hoverPiece, shift)
		a.pressed = c.Dragging().Kind != DragNone
		return
	}
	if !a.pressed {
		return
	}
	on := a.mx < a.boardW() && c.Scenario().Board.Bounds().Contains(a.hoverHex)
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) || !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		a.pressed = false
		c.Release(a.hoverHex, on)
		return
	}
	c.DragTo(a.hoverHex, on)
}

// handle carries out what a panel click asked of the window.
func (a *EditorApp) handle(r EditorRequest) {
	switch r {
	case RequestSaveAs:
		a.prompt = &pathPrompt{text: []rune(a.c.SuggestedPath())}
		a.dialogV++
	case RequestOverwrite:
		a.overwrite = &overwriteAsk{path: a.c.Path}
		a.dialogV++
	case RequestNew:
		a.askThen("new", "", nil)
	case RequestPlay, RequestBack:
		a.request = r
	}
}

// askThen does a dialog's action at once, or asks first when the
// scenario has unsaved changes.
func (a *EditorApp) askThen(action, name string, src []byte) {
	a.ask(&confirmation{action: action, name: name, src: src})
}

// ask does a dialog's action at once, or asks first when the scenario has
// unsaved changes.
func (a *EditorApp) ask(cf *confirmation) {
	if a.c.Dirty() {
		a.confirm = cf
		a.dialogV++
		return
	}
	a.do(cf)
}

func (a *EditorApp) do(cf *confirmation) {
	if cf.action == "edit" {
		cf.run()
		return
	}
	a.doAction(cf.action, cf.name, cf.src)
}

func (a *EditorApp) doAction(action, name string, src []byte) {
	switch action {
	case "quit":
		a.quit = true
	case "open":
		if err := a.c.Open("", name, src); err == nil {
			a.c.suggest = name
			a.moved = false
		}
	case "new":
		a.form = &newForm{ruleset: a.c.Ruleset().Key, cols: DefaultColumns, rows: DefaultRows}
		a.dialogV++
	}
}

// RequestQuit is the window's close button: it quits, or asks first when
// the scenario has unsaved changes.
func (a *EditorApp) RequestQuit() {
	if a.confirm != nil {
		return
	}
	a.askThen("quit", "", nil)
}

// droppedFiles opens a .toml scenario dropped onto the window.
func (a *EditorApp) droppedFiles() {
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return
	}
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		if !strings.EqualFold(filepath.Ext(e.Name()), ".toml") {
			a.c.tell("open.toml", e.Name())
			continue
		}
		src, err := readDropped(fsys, e.Name())
		if err != nil {
			a.c.tell("open.failed", err.Error())
			return
		}
		a.askThen("open", e.Name(), src)
		return
	}
}

// readDropped reads a dropped file as safefile.Read reads one on disk: a
// regular file, at most a scenario's size limit.
func readDropped(fsys fs.FS, name string) ([]byte, error) {
	fi, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &safefile.Error{Path: name, Err: safefile.ErrNotRegular}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, safefile.MaxScenario+1))
	if err == nil && len(data) > safefile.MaxScenario {
		err = &safefile.Error{Path: name, Err: safefile.ErrTooLarge, Limit: safefile.MaxScenario}
	}
	return data, err
}

func (a *EditorApp) cameraInput() {
	bw := float64(a.boardW())
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) && !a.headless() {
		if a.panning {
			a.cam = a.cam.Pan(float64(a.mx-a.panX), float64(a.my-a.panY))
			a.moved = true
		}
		a.panning, a.panX, a.panY = true, a.mx, a.my
	} else {
		a.panning = false
	}
	if _, _, editing := a.c.Editing(); !editing {
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
	}
	if _, wy := ebiten.Wheel(); wy != 0 && !a.headless() {
		if float64(a.mx) < bw {
			a.cam = a.cam.ZoomAt(float64(a.mx), float64(a.my), math.Pow(1.15, wy))
			a.moved = true
		} else {
			// The wheel over the panel scrolls its rows.
			limit := max(0, a.panel.Content()-float64(a.h)*0.5)
			a.scroll = max(0, min(limit, a.scroll-wy*40*a.ui))
		}
	}
	if !ctrl() {
		zoom := func(f float64) {
			a.cam = a.cam.ZoomAt(bw/2, float64(a.h)/2, f)
			a.moved = true
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyEqual) || inpututil.IsKeyJustPressed(ebiten.KeyKPAdd) {
			zoom(1.25)
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyMinus) || inpututil.IsKeyJustPressed(ebiten.KeyKPSubtract) {
			zoom(0.8)
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyHome) || inpututil.IsKeyJustPressed(ebiten.Key0) {
			a.fitCamera(a.t.World)
			a.moved = false
		}
	}
	wg := a.t.World
	a.cam = a.cam.Clamp(wg.W, wg.H, bw, float64(a.h), 60*a.ui)
}

// updateHover finds the hex, the piece or the panel entry under the cursor.
func (a *EditorApp) updateHover() {
	if a.headless() {
		return
	}
	a.mx, a.my = ebiten.CursorPosition()
	a.hoverAt(a.mx, a.my)
}

func (a *EditorApp) hoverAt(x, y int) {
	a.hoverHit, a.hoverOnHit = render.HitAt(a.hits, x, y)
	a.hoverHex, a.hoverPiece = noHex, ""
	if x >= a.boardW() || a.t == nil || a.form != nil || a.confirm != nil || a.prompt != nil {
		return
	}
	lay := a.t.World.Layout
	a.hoverHex = a.cam.HexAt(lay, float64(x), float64(y))
	sc := a.c.Scene()
	// Tokens drawn last are on top: test them in reverse.
	for i := len(sc.Leaders) - 1; i >= 0; i-- {
		l := sc.Leaders[i]
		lx, ly, r := render.LeaderTokenAt(a.cam, lay, l.Hex, l.Rank, l.Slot)
		if dx, dy := float64(x)-lx, float64(y)-ly; dx*dx+dy*dy <= r*r*1.3 {
			a.hoverPiece = l.ID
			return
		}
	}
	a.hoverPiece = a.c.PieceAt(a.hoverHex)
}

// Gesture is a click or a drag of --click and --drag. Spec names the
// places: a hex ("5,5"), a piece id, a panel entry ("palette:ID", such as
// palette:unit:infantry-heavy or palette:tab:terrain) or "off" (off the
// board); "shift+" before a place holds Shift. A drag's places are
// joined by ">": FROM>TO, or FROM>VIA>…>TO.
type Gesture struct {
	Drag bool
	Spec string
}

// hookPoint is a place a --click or --drag names: a panel entry, a hex
// (and the piece on it), a piece, or off the board.
type hookPoint struct {
	palette string
	h       hex.Hex
	piece   string
	off     bool
	shift   bool
}

func (a *EditorApp) hookPoint(s string) (hookPoint, error) {
	var p hookPoint
	if rest, ok := strings.CutPrefix(s, "shift+"); ok {
		p.shift, s = true, rest
	}
	switch {
	case s == "off":
		p.off = true
		return p, nil
	case strings.HasPrefix(s, "palette:"):
		p.palette = strings.TrimPrefix(s, "palette:")
		return p, nil
	}
	if h, ok := a.c.PieceHex(s); ok {
		p.h, p.piece = h, s
		return p, nil
	}
	h, err := hex.ParseLabel(s)
	if err != nil {
		return p, fmt.Errorf("%q is neither a piece, a hex, palette:ID nor off", s)
	}
	p.h, p.piece = h, a.c.PieceAt(h)
	return p, nil
}

// screenOf is where a hook point is on the screen.
func (a *EditorApp) screenOf(p hookPoint) (int, int) {
	switch {
	case p.off:
		return a.boardW() + a.panelW()/2, a.h / 2
	case p.palette != "":
		for _, h := range a.hits {
			if h.ID == p.palette {
				return (h.Rect.Min.X + h.Rect.Max.X) / 2, (h.Rect.Min.Y + h.Rect.Max.Y) / 2
			}
		}
		placed, _, _ := render.LayoutEditorPanel(a.c.Panel(a.back), a.boardW(), 0, a.panelW(), a.h, a.ui, a.scroll)
		if r, ok := render.FindCell(a.c.Panel(a.back), placed, p.palette); ok {
			return (r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2
		}
		return a.boardW() + 20, 20
	}
	q := a.cam.ToScreen(a.t.World.Layout.ToPixel(p.h))
	return int(q.X), int(q.Y)
}

// playHooks plays --select's companions: the --click and --drag gestures,
// through the same controller calls as the mouse, then places the
// cursor for --hover or a held --drag.
func (a *EditorApp) playHooks() error {
	c := a.c
	for i, g := range a.opts.Gestures {
		if !g.Drag {
			p, err := a.hookPoint(g.Spec)
			if err != nil {
				return fmt.Errorf("--click: %w", err)
			}
			switch {
			case p.palette != "":
				a.handle(c.ClickPanel(p.palette))
			case p.off:
			default:
				c.PressBoard(p.h, p.piece, p.shift)
				c.Release(p.h, c.onBoard(p.h))
			}
			continue
		}
		steps := strings.Split(g.Spec, ">")
		if len(steps) < 2 {
			return fmt.Errorf("--drag %q: write FROM>TO (or FROM>VIA>…>TO)", g.Spec)
		}
		var pts []hookPoint
		for _, st := range steps {
			p, err := a.hookPoint(st)
			if err != nil {
				return fmt.Errorf("--drag: %w", err)
			}
			pts = append(pts, p)
			// A hex's piece is the one there when the drag starts.
			if len(pts) > 1 {
				pts[len(pts)-1].piece = ""
			}
		}
		if pts[0].palette != "" {
			c.PressPalette(pts[0].palette)
		} else {
			c.PressBoard(pts[0].h, pts[0].piece, pts[0].shift)
		}
		for _, p := range pts[1 : len(pts)-1] {
			c.DragTo(p.h, !p.off && c.onBoard(p.h))
		}
		last := pts[len(pts)-1]
		on := !last.off && c.onBoard(last.h)
		if a.opts.Hold && i == len(a.opts.Gestures)-1 {
			c.DragTo(last.h, on)
			a.mx, a.my = a.screenOf(last)
			a.hoverHex, a.hoverPiece = last.h, ""
			if last.off {
				a.hoverHex = noHex
			}
			return nil
		}
		c.Release(last.h, on)
	}
	if a.opts.Hover != "" {
		p, err := a.hookPoint(a.opts.Hover)
		if err != nil {
			return fmt.Errorf("--hover: %w", err)
		}
		a.mx, a.my = a.screenOf(p)
		a.hoverAt(a.mx, a.my)
	}
	return nil
}

// editorFrameKey is everything a frame's pixels depend on; a frame whose
// key has not changed draws nothing (the screen is not cleared).
type editorFrameKey struct {
	version, dialog int
	cam             render.Camera
	res             float64
	w, h            int
	mx, my          int
	hoverHex        hex.Hex
	hoverPiece      string
	hoverID         string
	status          int
	scroll          float64
}

func (a *EditorApp) frameKey() editorFrameKey {
	return editorFrameKey{version: a.c.Version(), dialog: a.dialogV, cam: a.cam, res: a.t.Resolution(), w: a.w, h: a.h,
		mx: a.mx, my: a.my, hoverHex: a.hoverHex, hoverPiece: a.hoverPiece, hoverID: a.hoverID(),
		status: int(a.c.StatusAlpha() * 64), scroll: a.scroll}
}

func (a *EditorApp) hoverID() string {
	if a.hoverOnHit {
		return a.hoverHit.ID
	}
	return ""
}

// Draw draws the board, the panel and any dialog.
func (a *EditorApp) Draw(screen *ebiten.Image) {
	if a.t == nil {
		screen.Fill(render.Background)
		return
	}
	k := a.frameKey()
	if k == a.lastFrame && a.draws >= screenshotFrame && !a.headless() {
		return
	}
	a.lastFrame = k
	a.draw(screen)
	a.draws++
	if a.opts.Screenshot != "" && a.draws >= screenshotFrame && !a.taken {
		a.shot = savePNG(screen, a.opts.Screenshot)
		a.taken = true
	}
}

// invalidate makes the next frame draw everything (after the table drew
// over the screen).
func (a *EditorApp) invalidate() { a.lastFrame = editorFrameKey{} }

func (a *EditorApp) draw(screen *ebiten.Image) {
	c := a.c
	a.t.Update(c.Scene())
	wg := a.t.World
	bw, h := float64(a.boardW()), float64(a.h)
	render.FillAround(screen, a.cam.ToScreen(hex.Point{}), a.cam.ToScreen(hex.Point{X: float64(wg.W), Y: float64(wg.H)}), bw, h)
	a.t.Draw(screen, a.cam)
	for i, ar := range c.Scenario().Armies {
		a.t.EdgeStrip(screen, a.cam, ar.Edge, i)
	}
	a.drawDrag(screen)
	msg := c.StatusText()
	rule := ""
	if c.Status().Refused {
		rule = say(c.Lang, "refused")
	}
	render.DrawStatus(screen, rule, msg, bw, h, a.ui, c.StatusAlpha())
	a.hits = a.panel.Draw(screen, c.Panel(a.back), a.boardW(), 0, a.panelW(), a.h, a.ui, a.hoverID(), a.scroll)
	switch {
	case a.form != nil:
		a.hits = a.box.DrawEditorBox(screen, a.formModel(), float64(a.w), h, 460*a.ui, a.ui, a.hoverID())
	case a.confirm != nil:
		a.hits = render.DrawDialog(screen, a.confirmDialog(), float64(a.w), h, a.ui, a.hoverID())
	case a.prompt != nil:
		a.hits = render.DrawDialog(screen, a.promptDialog(), float64(a.w), h, a.ui, a.hoverID())
	case a.overwrite != nil:
		a.hits = render.DrawDialog(screen, a.overwriteDialog(), float64(a.w), h, a.ui, a.hoverID())
	default:
		a.drawTip(screen)
	}
}

// drawDrag draws the gesture in progress over the board: the stroke, the
// road, the box, or the dragged pieces where they would land, their hex
// outlined green or red by the live check.
func (a *EditorApp) drawDrag(screen *ebiten.Image) {
	c := a.c
	d := c.Dragging()
	cam := a.cam
	switch d.Kind {
	case DragPaint:
		a.t.DrawHexTints(screen, cam, d.Stroke, render.TerrainColor(c.Brush()), 0.85)
	case DragRoad:
		a.t.DrawRoadPreview(screen, cam, d.Stroke, false)
	case DragErase:
		a.t.DrawHexTints(screen, cam, d.Stroke, render.DropRefused, 0.3)
	case DragBox:
		a.t.DrawHexTints(screen, cam, c.BoxHexes(), render.BoxTint, 0.3)
	case DragPalette, DragPieces:
		a.drawGhosts(screen, d)
		return
	case DragNone:
		if a.hoverHex != noHex && a.mx < a.boardW() {
			a.t.DrawHover(screen, cam, a.hoverHex)
		}
	}
}

func (a *EditorApp) drawGhosts(screen *ebiten.Image, d *Drag) {
	c := a.c
	lay := a.t.World.Layout
	at := func(h hex.Hex) (float64, float64) {
		p := a.cam.ToScreen(lay.ToPixel(h))
		return p.X, p.Y
	}
	ghost := func(id string, x, y float64) {
		p, ok := findPiece(c.Scenario(), id)
		if !ok {
			return
		}
		switch {
		case p.unit != nil:
			var t rules.TroopType
			if pr := c.Ruleset().Profiles[p.unit.Profile]; pr != nil {
				t = pr.Type
			}
			a.t.DrawGhostUnit(screen, a.cam, x, y, p.army, t, p.unit.Elements)
		case p.leader != nil:
			a.t.DrawGhostLeader(screen, a.cam, x, y, p.army, p.leader.Rank)
		default:
			a.t.DrawGhostLeader(screen, a.cam, x, y, p.army, rules.Officer)
		}
	}
	mx, my := float64(a.mx), float64(a.my)
	if d.Kind == DragPalette {
		x, y := mx, my
		if d.OnBoard {
			a.t.DrawHexOutline(screen, a.cam, d.To, c.DropColor())
			x, y = at(d.To)
		}
		kind, key, _ := strings.Cut(d.Item, ":")
		if kind == "leader" {
			a.t.DrawGhostLeader(screen, a.cam, x, y, c.Army(), rules.Rank(key))
		} else if p := c.Ruleset().Profiles[key]; p != nil {
			a.t.DrawGhostUnit(screen, a.cam, x, y, c.Army(), p.Type, 4)
		}
		return
	}
	if !d.OnBoard {
		if len(d.Pieces) > 0 {
			ghost(d.Pieces[0], mx, my)
		}
		return
	}
	targets := c.DropTargets()
	for _, id := range d.Pieces {
		a.t.DrawHexOutline(screen, a.cam, targets[id], c.DropColor())
	}
	for _, id := range d.Pieces {
		x, y := at(targets[id])
		ghost(id, x, y)
	}
}

func (a *EditorApp) drawTip(screen *ebiten.Image) {
	c := a.c
	var tip []string
	d := c.Dragging()
	switch {
	case d.Kind == DragPieces && !d.OnBoard:
		tip = []string{say(c.Lang, "drop.remove")}
	case (d.Kind == DragPalette || d.Kind == DragPieces) && d.Refusal != "":
		tip = []string{say(c.Lang, "refused") + " : " + c.RefusalText()}
	case d.Kind == DragPalette && d.OnBoard:
		tip = []string{say(c.Lang, "drop.ok", d.To.Label())}
	case d.Kind == DragPieces && d.OnBoard && d.To != d.From:
		tip = []string{say(c.Lang, "drop.move", c.DropTargets()[d.Pieces[0]].Label())}
	case d.Kind != DragNone:
	case a.hoverOnHit:
		tip = a.hoverHit.Tip
	case a.mx < a.boardW():
		tip = c.BoardTip(a.hoverHex, a.hoverPiece)
	}
	render.DrawTooltip(screen, tip, float64(a.mx), float64(a.my), float64(a.w), float64(a.h), a.ui)
}

// formModel is the new-scenario form as panel rows.
func (a *EditorApp) formModel() *render.EditorPanelModel {
	f := a.form
	l := a.c.Lang
	m := &render.EditorPanelModel{Key: a.dialogV*2 + btoi(l == i18n.FR)}
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdTitle, Text: say(l, "new.title")},
		render.EdRow{Kind: render.EdHeading, Text: say(l, "new.ruleset")})
	var cells []render.EdCell
	for _, k := range scenarios.RulesetKeys() {
		name := k
		if rs, err := scenarios.Ruleset(k); err == nil {
			name = rs.Name
		}
		cells = append(cells, render.EdCell{Kind: render.EdButton, ID: "new:rs:" + k, Label: name, Active: f.ruleset == k})
	}
	for i := 0; i < len(cells); i += 2 {
		m.Rows = append(m.Rows, render.EdRow{Kind: render.EdCells, Cells: cells[i:min(i+2, len(cells))]})
	}
	m.Rows = append(m.Rows,
		render.EdRow{Kind: render.EdHeading, Text: say(l, "new.board", f.cols, f.rows)},
		render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{
			{Kind: render.EdField, Label: say(l, "columns"), Value: fmt.Sprint(f.cols), Weight: 2},
			{Kind: render.EdButton, ID: "new:cols:-", Label: "−", Weight: 0.5},
			{Kind: render.EdButton, ID: "new:cols:+", Label: "+", Weight: 0.5}}},
		render.EdRow{Kind: render.EdCells, Cells: []render.EdCell{
			{Kind: render.EdField, Label: say(l, "rows"), Value: fmt.Sprint(f.rows), Weight: 2},
			{Kind: render.EdButton, ID: "new:rows:-", Label: "−", Weight: 0.5},
			{Kind: render.EdButton, ID: "new:rows:+", Label: "+", Weight: 0.5}}},
		render.EdRow{Kind: render.EdGap},
	)
	m.Footer = []render.EdRow{{Kind: render.EdCells, Cells: []render.EdCell{
		{Kind: render.EdButton, ID: "new:create", Label: say(l, "new.create"), Active: true},
		{Kind: render.EdButton, ID: "new:cancel", Label: say(l, "new.cancel")}}}}
	return m
}

func (a *EditorApp) formInput(clicked bool) {
	f := a.form
	id := ""
	if clicked && a.hoverOnHit {
		id = a.hoverHit.ID
	}
	step := func(p *int, d, lo, hi int) {
		*p = max(lo, min(hi, *p+d))
		a.dialogV++
	}
	switch {
	case strings.HasPrefix(id, "new:rs:"):
		f.ruleset = strings.TrimPrefix(id, "new:rs:")
		a.dialogV++
	case id == "new:cols:-" || inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft):
		step(&f.cols, -1, rules.MinColumns, rules.MaxColumns)
	case id == "new:cols:+" || inpututil.IsKeyJustPressed(ebiten.KeyArrowRight):
		step(&f.cols, 1, rules.MinColumns, rules.MaxColumns)
	case id == "new:rows:-" || inpututil.IsKeyJustPressed(ebiten.KeyArrowDown):
		step(&f.rows, -1, rules.MinRows, rules.MaxRows)
	case id == "new:rows:+" || inpututil.IsKeyJustPressed(ebiten.KeyArrowUp):
		step(&f.rows, 1, rules.MinRows, rules.MaxRows)
	case id == "new:create" || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter):
		rs, err := scenarios.Ruleset(f.ruleset)
		if err != nil {
			a.c.tell("open.failed", err.Error())
			return
		}
		path := a.c.Path
		if !f.startup {
			path = ""
		}
		a.c.Reset(path, editor.NewScenario(rs, f.cols, f.rows), rs)
		a.form = nil
		a.moved = false
		a.dialogV++
	case id == "new:cancel" || inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		a.form = nil
		a.dialogV++
	}
}

func (a *EditorApp) confirmDialog() *render.Dialog {
	l := a.c.Lang
	line := say(l, "confirm.quit")
	if a.confirm.action != "quit" {
		line = say(l, "confirm.open")
	}
	return &render.Dialog{Title: say(l, "confirm.title"), Army: -1, Lines: []string{line},
		Buttons: []render.Button{{ID: "save", Label: say(l, "confirm.save")}, {ID: "discard", Label: say(l, "confirm.discard")}, {ID: "cancel", Label: say(l, "confirm.cancel")}}}
}

func (a *EditorApp) confirmInput(clicked bool) {
	id := ""
	if clicked && a.hoverOnHit {
		id = a.hoverHit.ID
	}
	cf := a.confirm
	switch {
	case id == "save" || inpututil.IsKeyJustPressed(ebiten.KeyEnter):
		a.confirm = nil
		a.dialogV++
		then := func() { a.do(cf) }
		if a.c.Path == "" {
			a.prompt = &pathPrompt{text: []rune(a.c.SuggestedPath()), then: then}
			return
		}
		a.saveThen(a.c.Path, false, then)
	case id == "discard" || inpututil.IsKeyJustPressed(ebiten.KeyD):
		a.confirm = nil
		a.dialogV++
		a.do(cf)
	case id == "cancel" || inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		a.confirm = nil
		a.dialogV++
	}
}

func (a *EditorApp) promptDialog() *render.Dialog {
	l := a.c.Lang
	return &render.Dialog{Title: say(l, "prompt.saveas"), Army: -1,
		Lines:   []string{string(a.prompt.text) + "|", say(l, "prompt.keys")},
		Buttons: []render.Button{{ID: "ok", Label: say(l, "prompt.ok")}, {ID: "cancel", Label: say(l, "prompt.cancel")}}}
}

func (a *EditorApp) promptInput(clicked bool) {
	p := a.prompt
	id := ""
	if clicked && a.hoverOnHit {
		id = a.hoverHit.ID
	}
	a.chars = ebiten.AppendInputChars(a.chars[:0])
	for _, r := range a.chars {
		p.text = append(p.text, r)
		a.dialogV++
	}
	switch {
	case repeating(ebiten.KeyBackspace) && len(p.text) > 0:
		p.text = p.text[:len(p.text)-1]
		a.dialogV++
	case id == "ok" || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter):
		a.prompt = nil
		a.dialogV++
		a.saveThen(string(p.text), true, p.then)
	case id == "cancel" || inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		a.prompt = nil
		a.dialogV++
	}
}

// RunEditor opens the editor window and blocks until it is closed.
func RunEditor(opts EditorOptions) error {
	a, err := NewEditorApp(opts)
	if err != nil {
		return err
	}
	g := render.BoardGeometry(&a.c.Scenario().Board)
	w, h := max(g.W+EditorPanelWidth, 1400), max(g.H, 900)
	if m := ebiten.Monitor(); m != nil {
		if mw, mh := m.Size(); mw > 0 && mh > 0 {
			w, h = min(w, mw*9/10), min(h, mh*9/10)
		}
	}
	ebiten.SetWindowSize(min(w, 1600), min(h, 1000))
	// The first tick after the first frame names the scenario in the
	// title: a window titled "Estafette — Editor — …" has drawn its board
	// and panel (the real-input test waits for it).
	ebiten.SetWindowTitle("Estafette")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	sh := &Shell{ed: a, playOpts: Options{Lang: opts.Lang, NoAutosave: opts.NoAutosave}}
	err = runShell(sh)
	if err == nil {
		err = a.shot
	}
	return err
}

func runShell(sh *Shell) error {
	// The close button is the shell's to handle: the editor asks before
	// unsaved changes are lost.
	ebiten.SetWindowClosingHandled(true)
	err := ebiten.RunGame(sh)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err != nil && strings.Contains(err.Error(), "no window system") {
		err = fmt.Errorf("%w\n(no display found: run it on a desktop, or headless under xvfb-run -a)", err)
	}
	return err
}
