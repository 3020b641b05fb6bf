package editor

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/game/window"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// frame is what the next Draw shows, all of it prepared by Update: the
// scene, the panel and its layout, the dialog or the form, what follows
// the cursor, the status line and the tooltip. Draw only draws it.
type frame struct {
	key     window.FrameKey
	scene   *render.Scene
	panel   *render.EditorPanelModel
	layout  render.EdLayout // the panel's
	hits    []render.Hit    // the panel's, or the dialog's or form's over it
	form    *render.EditorPanelModel
	formBox image.Rectangle
	dialog  *render.DialogBox
	drag    dragFrame
	status  render.Status
	tip     []string
}

// dragFrame is what the gesture in progress draws over the board: a
// stroke's tint, a road, drop outlines and translucent pieces, or the
// hovered hex.
type dragFrame struct {
	tints    []hex.Hex
	tint     color.RGBA
	alpha    float64
	road     []hex.Hex
	hover    hex.Hex // hex.None for none
	outlines []hex.Hex
	outline  color.RGBA
	ghosts   []ghost
}

// ghost is a piece drawn translucent where a drag would put it.
type ghost struct {
	at     hex.Point
	unit   *render.UnitView
	leader *render.LeaderView
}

// prepare builds the next frame from the state Update left.
func (a *App) prepare() {
	c := a.c
	f := &a.f
	f.scene = a.v.Scene()
	f.panel = a.Panel()
	f.layout = render.PlaceEditorPanel(f.panel, a.PanelArea(), a.UI, a.scroll)
	f.hits = f.layout.Hits
	if a.PanelArea().Empty() {
		f.hits = nil // a closed drawer: no panel to click
	}
	f.form, f.dialog = nil, nil
	screen := window.BelowPageCorner(a.Screen(), a.UI) // the web page's Files button kept clear
	switch {
	case a.form != nil:
		f.form = a.formModel()
		f.formBox = render.EditorBoxRect(f.form, screen, 460*a.UI, a.UI)
		f.hits = render.PlaceEditorPanel(f.form, f.formBox, a.UI, 0).Hits
	case a.confirm != nil:
		f.dialog = render.PlaceDialog(a.confirmDialog(), screen, a.UI)
	case a.prompt != nil:
		f.dialog = render.PlaceDialog(a.promptDialog(), screen, a.UI)
	case a.overwrite != nil:
		f.dialog = render.PlaceDialog(a.overwriteDialog(), screen, a.UI)
	}
	if f.dialog != nil {
		f.hits = f.dialog.Hits()
	}
	rule := ""
	if c.Status().Refused {
		rule = say(c.Lang, "refused")
	}
	f.status = render.Status{Rule: rule, Message: c.StatusText(), Alpha: c.StatusAlpha()}
	f.drag = a.dragFrame()
	f.tip = nil
	if f.form == nil && f.dialog == nil {
		f.tip = a.tooltip()
	}
	a.help.Prepare(c.Lang, c.Ruleset(), a.Screen(), a.UI)
	// The controller's version covers the board's image: its board
	// version changes only with it.
	f.key = window.FrameKey{
		W: a.W, H: a.H, UI: a.UI, PanelW: a.PanelW(), Lang: c.Lang, Cam: a.Cam, Res: a.t.Resolution(),
		Mouse: image.Pt(a.mx, a.my), HoverHex: a.hoverHex, Hover: a.hoverPiece, HoverID: a.hoverID(),
		Game: c.Version(), Pieces: f.scene.PiecesKey, Overlay: f.scene.OverlayKey, Panel: f.panel.Key,
		Dialog: a.dialogV, Help: a.help.Version(), Status: int(f.status.Alpha * 64), Scroll: a.scrollV.Of(a.scroll),
	}
	if a.help.IsOpen() {
		// Under the help the cursor shows nothing.
		f.tip, f.drag.hover = nil, hex.None
		f.key.Mouse = image.Pt(-1, -1)
	}
}

// hoverID is the entry drawn as hovered: the one under the cursor, or
// in a dialog the button the keyboard's focus is on.
func (a *App) hoverID() string {
	if a.hoverOnHit {
		return a.hoverHit.ID
	}
	if a.Dialog() != "" {
		return a.focus.On()
	}
	return ""
}

// dragFrame is the gesture in progress as the board shows it: the
// stroke, the road, the box, or the dragged pieces where they would land,
// their hex outlined green or red by the live check.
func (a *App) dragFrame() dragFrame {
	c := a.c
	d := c.Dragging()
	f := dragFrame{hover: hex.None}
	switch d.Kind {
	case control.DragPaint:
		f.tints, f.tint, f.alpha = d.Stroke, a.Palette.Terrain(c.Brush()), 0.85
	case control.DragRoad:
		f.road = d.Stroke
	case control.DragErase:
		f.tints, f.tint, f.alpha = d.Stroke, render.DropRefused, 0.3
	case control.DragBox:
		f.tints, f.tint, f.alpha = c.BoxHexes(), render.BoxTint, 0.3
	case control.DragPalette, control.DragPieces:
		a.ghosts(&f, d)
	case control.DragNone:
		if a.hoverHex != hex.None && a.mx < a.BoardW() {
			f.hover = a.hoverHex
		}
	}
	return f
}

// ghosts places the dragged pieces: a palette entry at the cursor or on
// its hex, moved pieces on their targets (a group keeps its shape), or
// the grabbed piece at the cursor when it is off the board.
func (a *App) ghosts(f *dragFrame, d *control.Drag) {
	c := a.c
	at := func(h hex.Hex) hex.Point { return a.Cam.ToScreen(a.t.World.Layout.ToPixel(h)) }
	cursor := hex.Point{X: float64(a.mx), Y: float64(a.my)}
	f.outline = dropColor(c)
	if d.Kind == control.DragPalette {
		p := cursor
		if d.OnBoard {
			f.outlines = []hex.Hex{d.To}
			p = at(d.To)
		}
		switch it := d.Item.(type) {
		case control.Leader:
			f.ghosts = append(f.ghosts, ghost{at: p, leader: &render.LeaderView{Army: c.Army(), Rank: it.Rank}})
		case control.Unit:
			if pr := c.Ruleset().Profiles[it.Profile]; pr != nil {
				f.ghosts = append(f.ghosts, ghost{at: p, unit: &render.UnitView{Army: c.Army(), Type: pr.Type, Elements: 4}})
			}
		}
		return
	}
	if !d.OnBoard {
		if len(d.Pieces) > 0 {
			a.addGhost(f, d.Pieces[0], cursor)
		}
		return
	}
	targets := c.DropTargets()
	for _, id := range d.Pieces {
		f.outlines = append(f.outlines, targets[id])
	}
	for _, id := range d.Pieces {
		a.addGhost(f, id, at(targets[id]))
	}
}

// addGhost adds a piece of the scenario, by id, drawn at p.
func (a *App) addGhost(f *dragFrame, id string, p hex.Point) {
	c := a.c
	pc, ok := c.Piece(id)
	if !ok {
		return
	}
	switch {
	case pc.Unit != nil:
		var t rules.TroopType
		if pr := c.Ruleset().Profiles[pc.Unit.Profile]; pr != nil {
			t = pr.Type
		}
		f.ghosts = append(f.ghosts, ghost{at: p, unit: &render.UnitView{Army: pc.Army, Type: t, Elements: pc.Unit.Elements}})
	case pc.Leader != nil:
		f.ghosts = append(f.ghosts, ghost{at: p, leader: &render.LeaderView{Army: pc.Army, Rank: pc.Leader.Rank}})
	default:
		f.ghosts = append(f.ghosts, ghost{at: p, leader: &render.LeaderView{Army: pc.Army, Rank: rules.Officer}})
	}
}

// tooltip is what the cursor's place says: the drop in progress, the
// hovered panel entry, or the board under it.
func (a *App) tooltip() []string {
	c := a.c
	d := c.Dragging()
	switch {
	case d.Kind == control.DragPieces && !d.OnBoard:
		return []string{say(c.Lang, "drop.remove")}
	case (d.Kind == control.DragPalette || d.Kind == control.DragPieces) && d.Refusal != nil:
		return []string{say(c.Lang, "refused") + " : " + c.RefusalText()}
	case d.Kind == control.DragPalette && d.OnBoard:
		return []string{say(c.Lang, "drop.ok", d.To.Label())}
	case d.Kind == control.DragPieces && d.OnBoard && d.To != d.From:
		return []string{say(c.Lang, "drop.move", c.DropTargets()[d.Pieces[0]].Label())}
	case d.Kind != control.DragNone:
		return nil
	case a.hoverOnHit:
		return a.hoverHit.Tip
	case a.mx < a.BoardW():
		return c.BoardTip(a.hoverHex, a.hoverPiece)
	}
	return nil
}

// draw draws the prepared frame.
func (a *App) draw(screen *ebiten.Image) {
	f := &a.f
	board := a.BoardArea()
	a.t.DrawBoard(screen, a.Cam, board, f.scene, hex.None, nil, false)
	for i, ar := range a.c.Scenario().Armies {
		a.t.EdgeStrip(screen, a.Cam, ar.Edge, i)
	}
	a.drawDrag(screen, &f.drag)
	render.DrawStatus(screen, f.status, board, a.UI)
	st := a.Style(f.key.HoverID)
	if !a.PanelArea().Empty() {
		a.panel.Draw(screen, f.panel, a.PanelArea(), a.scroll, st)
	}
	render.DrawDrawerButton(screen, a.DrawerButton(), a.DrawerOpen, a.UI, a.Palette)
	switch {
	case f.form != nil:
		a.box.DrawEditorBox(screen, f.form, f.formBox, a.Screen(), st)
	case f.dialog != nil:
		f.dialog.Draw(screen, st)
	default:
		render.DrawTooltip(screen, f.tip, image.Pt(a.mx, a.my), a.Screen(), a.UI, a.Palette)
	}
	a.help.Draw(screen, a.Palette)
}

func (a *App) drawDrag(screen *ebiten.Image, d *dragFrame) {
	cam := a.Cam
	if len(d.tints) > 0 {
		a.t.DrawHexTints(screen, cam, d.tints, d.tint, d.alpha)
	}
	if len(d.road) > 0 {
		a.t.DrawRoadPreview(screen, cam, d.road, false)
	}
	if d.hover != hex.None {
		a.t.DrawHover(screen, cam, d.hover)
	}
	for _, h := range d.outlines {
		a.t.DrawHexOutline(screen, cam, h, d.outline)
	}
	for _, g := range d.ghosts {
		if g.unit != nil {
			a.t.DrawGhostUnit(screen, cam, g.at, *g.unit)
		} else {
			a.t.DrawGhostLeader(screen, cam, g.at, *g.leader)
		}
	}
}
