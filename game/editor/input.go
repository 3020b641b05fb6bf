package editor

import (
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/game/window"
	"estafette/internal/safefile"
	"estafette/render"
	"estafette/rules/hex"
)

// input reads a tick's mouse and keys: the dialogs take them first, then
// dropped files, the camera, typing in a field, the shortcuts and the
// mouse's gestures.
func (a *App) input(in window.Input) {
	c := a.c
	a.mx, a.my = in.Cursor()
	if took, lang := a.help.Input(in); took {
		a.underHelp(lang)
		return
	}
	a.touching = window.Touching(in)
	a.hoverAt(a.mx, a.my)
	clicked := in.JustPressed(ebiten.MouseButtonLeft)
	if keyed := a.dialogKeys(&in); keyed != "" {
		// Enter on the focused button is a click on it, the cursor's
		// hover back once the dialog has answered.
		defer func(h render.Hit, on bool) { a.hoverHit, a.hoverOnHit = h, on }(a.hoverHit, a.hoverOnHit)
		a.hoverHit, a.hoverOnHit, clicked = render.Hit{ID: keyed}, true, true
	}
	switch {
	case a.form != nil:
		a.formInput(in, clicked)
		return
	case a.confirm != nil:
		a.confirmInput(in, clicked)
		return
	case a.prompt != nil:
		a.promptInput(in, clicked)
		return
	case a.overwrite != nil:
		a.overwriteInput(in, clicked)
		return
	}
	a.droppedFiles(in)
	if a.ToggleDrawer(in) {
		return
	}
	_, _, editing := c.Editing()
	wheel := a.pan.Input(in, &a.Viewport, a.t.World, window.CameraKeys{Arrows: !editing, Zoom: !window.Ctrl(in)})
	if wheel != 0 {
		// The wheel over the panel scrolls its rows.
		limit := max(0, a.f.layout.Content-float64(a.H)*0.5)
		a.scroll = max(0, min(limit, a.scroll-wheel*40*a.UI))
	}
	shift := in.Key(ebiten.KeyShift)
	// While a field is typed in, its keys are text, not shortcuts.
	if editing && a.typing(in) {
		a.mouse(in, clicked, shift)
		return
	}
	a.shortcuts(in, editing, shift)
	a.mouse(in, clicked, shift)
}

// dialogKeys moves the keyboard's focus among the buttons of the dialog
// or the form on screen (window.Focus) and returns the button Enter
// pressed; *in then no longer shows that Enter. The form keeps its
// arrows for the board's size: Tab alone moves there.
func (a *App) dialogKeys(in *window.Input) string {
	if a.Dialog() == "" {
		a.focus.Clear()
		return ""
	}
	if a.f.dialog == nil && a.f.form == nil {
		return "" // opened this tick: its buttons are placed at the next frame
	}
	ids := make([]string, 0, len(a.f.hits))
	for _, h := range a.f.hits {
		if h.ID != "" && !h.Off {
			ids = append(ids, h.ID)
		}
	}
	var keyed string
	*in, keyed = a.focus.Answer(*in, ids, a.form == nil)
	return keyed
}

// underHelp is a tick the help took: nothing under it is hovered, a drag
// in progress is dropped, and L switches the language as it does on the
// editor.
func (a *App) underHelp(lang bool) {
	a.hoverHit, a.hoverOnHit, a.hoverHex, a.hoverPiece = render.Hit{}, false, hex.None, ""
	if a.pressed {
		a.c.CancelDrag()
		a.pressed = false
	}
	if lang {
		a.handle(a.c.ClickPanel(control.Lang))
	}
}

// typing sends the keys to the field being typed in. It reports an undo
// pressed while typing, which drops the typing rather than the last edit.
func (a *App) typing(in window.Input) (undone bool) {
	c := a.c
	a.chars = in.AppendChars(a.chars[:0])
	// With Ctrl held a letter is a shortcut, not text (a browser may
	// still report it typed).
	if len(a.chars) > 0 && !window.Ctrl(in) {
		c.TypeText(string(a.chars))
	}
	switch {
	case window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyA):
		c.SelectAll()
	case window.Ctrl(in) && (in.KeyJustPressed(ebiten.KeyZ) || in.KeyJustPressed(ebiten.KeyY)):
		c.CancelField()
		return true
	case in.KeyRepeated(ebiten.KeyBackspace):
		c.Backspace()
	case window.Enter(in) || in.KeyJustPressed(ebiten.KeyTab):
		c.CommitField()
	case in.KeyJustPressed(ebiten.KeyEscape):
		c.CancelField()
	}
	return false
}

// shortcuts are the editor's keys (docs/editor.md); with a field being
// typed in, only the Ctrl ones.
func (a *App) shortcuts(in window.Input, editing, shift bool) {
	if window.Ctrl(in) {
		a.ctrlShortcuts(in, shift)
		return
	}
	if editing {
		return
	}
	c := a.c
	switch {
	case in.KeyJustPressed(ebiten.KeyDelete) || in.KeyJustPressed(ebiten.KeyBackspace):
		c.Delete()
	case in.KeyJustPressed(ebiten.KeyEscape):
		a.escape()
	case in.KeyJustPressed(ebiten.KeyL):
		a.handle(c.ClickPanel(control.Lang))
	case in.KeyJustPressed(ebiten.KeyP):
		a.handle(control.RequestPlay)
	case in.KeyJustPressed(ebiten.Key1):
		c.SetTab(control.TabPieces)
	case in.KeyJustPressed(ebiten.Key2):
		c.SetTab(control.TabTerrain)
	case in.KeyJustPressed(ebiten.Key3):
		c.SetTab(control.TabSettings)
	}
}

// ctrlShortcuts are the keys with Ctrl: undo and redo, save and save as,
// a new scenario, quit, the start screen.
func (a *App) ctrlShortcuts(in window.Input, shift bool) {
	c := a.c
	switch {
	case in.KeyJustPressed(ebiten.KeyZ) && shift:
		c.Redo()
	case in.KeyJustPressed(ebiten.KeyZ):
		c.Undo()
	case in.KeyJustPressed(ebiten.KeyY):
		c.Redo()
	case in.KeyJustPressed(ebiten.KeyS) && shift:
		a.handle(control.RequestSaveAs)
	case in.KeyJustPressed(ebiten.KeyS):
		a.handle(c.ClickPanel(control.Save))
	case in.KeyJustPressed(ebiten.KeyN):
		a.handle(control.RequestNew)
	case in.KeyJustPressed(ebiten.KeyQ):
		// Ctrl+Q quits, asking first only about unsaved changes.
		a.Close()
	case in.KeyJustPressed(ebiten.KeyM):
		a.handle(control.RequestMenu)
	}
}

// escape drops what is under way: a drag, the piece being placed by
// clicks, or else the selection and the status line.
func (a *App) escape() {
	c := a.c
	switch {
	case c.Dragging().Kind != control.DragNone:
		c.CancelDrag()
		a.pressed = false
	case c.Stamp() != nil:
		c.DropStamp()
	case c.Picking() > 0:
		c.StopPicking()
	default:
		c.Select()
		c.ClearStatus()
	}
}

// mouse turns the left button into the controller's gestures: a press on
// a palette entry starts dragging it, a press on the board starts a
// gesture there, the cursor's moves follow it, the release ends it.
func (a *App) mouse(in window.Input, clicked, shift bool) {
	c := a.c
	if clicked {
		if a.mx >= a.BoardW() {
			if a.hoverOnHit && !a.hoverHit.Off {
				e, _, _, _ := c.Entry(a.hoverHit.ID)
				if item, ok := e.(control.PaletteItem); ok && c.Tab() == control.TabPieces {
					c.PressPalette(item)
					a.pressed = true
					// The drawer makes way for the board the piece is
					// dragged onto.
					a.DrawerOpen = false
					return
				}
				a.handle(c.ClickPanel(e))
			} else {
				c.CommitField()
			}
			return
		}
		c.PressBoard(a.hoverHex, a.hoverPiece, shift)
		a.pressed = c.Dragging().Kind != control.DragNone
		return
	}
	if !a.pressed {
		return
	}
	on := a.mx < a.BoardW() && c.Scenario().Board.Bounds().Contains(a.hoverHex)
	if in.JustReleased(ebiten.MouseButtonLeft) || !in.Pressed(ebiten.MouseButtonLeft) {
		a.pressed = false
		c.Release(a.hoverHex, on)
		return
	}
	c.DragTo(a.hoverHex, on)
}

// hoverAt finds the hex, the piece or the panel entry under x, y.
func (a *App) hoverAt(x, y int) {
	a.hoverHit, a.hoverOnHit = render.HitAt(a.f.hits, x, y)
	a.hoverHex, a.hoverPiece = hex.None, ""
	if x >= a.BoardW() || a.t == nil || a.form != nil || a.confirm != nil || a.prompt != nil {
		return
	}
	lay := a.t.World.Layout
	a.hoverHex = a.Cam.HexAt(lay, float64(x), float64(y))
	find := window.LeaderAt
	if a.touching {
		// A finger covers a leader's small token: its target is 44 px.
		find = func(cam render.Camera, lay hex.Layout, ls []render.LeaderView, x, y int) (string, bool) {
			return window.LeaderNear(cam, lay, ls, x, y, window.TouchReach*a.UI)
		}
	}
	if id, ok := find(a.Cam, lay, a.v.Scene().Leaders, x, y); ok {
		a.hoverPiece = id
		return
	}
	a.hoverPiece = a.c.PieceAt(a.hoverHex)
}

// droppedFiles opens a .toml scenario dropped onto the window.
func (a *App) droppedFiles(in window.Input) {
	fsys := in.Dropped()
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
			a.c.Tell("open.toml", e.Name())
			continue
		}
		src, err := readDropped(fsys, e.Name())
		if err != nil {
			a.c.Tell("open.failed", err.Error())
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
