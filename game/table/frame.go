package table

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// frame is what the next Draw shows, all of it prepared by Update: the
// scene, the panel and its clickable areas, the dialog, the hovered hex
// and its path, the status line and the tooltip. Draw only draws it.
type frame struct {
	key    window.FrameKey
	owner  hitsOwner
	scene  *render.Scene
	panel  *render.PanelModel
	hits   []render.Hit // the panel's, or the dialog's when one shows
	dialog *render.DialogBox
	hover  hex.Hex // outlined, hex.None for none
	path   []hex.Hex
	fight  bool
	status render.Status
	tip    []string
	card   *render.Card
	piece  image.Rectangle // the card's piece on the screen: the card goes beside it
	tipAt  image.Rectangle // what the tooltip must not cover
	focus  image.Rectangle // the keyboard's frame: its panel entry or its hex
}

// hitsOwner names what a frame's clickable areas come from: the panel
// model (by its key, never reused) and the dialog over it.
type hitsOwner struct {
	panel  int
	dialog string
}

// owner is what the clickable areas of a frame prepared now would come
// from.
func (a *App) owner() hitsOwner { return hitsOwner{panel: a.v.Panel().Key, dialog: a.Dialog()} }

// scrolls are the table's scrolls, for the frame's key: the panel's rows
// and log, and a dialog's notes.
type scrolls struct {
	panel  render.PanelScroll
	dialog float64
}

// prepare builds the next frame from the state Update left.
func (a *App) prepare() {
	c := a.c
	f := &a.f
	f.scene = a.v.Scene(a.hoverLeader)
	shown := f.key.Panel // the panel model of the frame on screen
	f.panel = a.panelModel()
	f.owner = a.owner()
	a.panel.SetScroll(a.scroll)
	a.panel.Target, a.panel.Split = a.Target(), a.FooterSplit()
	f.hits = a.panel.Layout(f.panel, a.PanelArea(), a.TextUI())
	if a.keepRowInPlace(shown, f.hits) {
		a.panel.SetScroll(a.scroll)
		f.hits = a.panel.Layout(f.panel, a.PanelArea(), a.TextUI())
	}
	if a.PanelArea().Empty() {
		f.hits = nil // the drawer is closed: no entry is on screen
	}
	a.scroll, _, _ = a.panel.Scroll()
	f.dialog = a.dialogBox()
	if f.dialog != nil {
		f.hits = f.dialog.Hits()
		a.dscroll.Y = f.dialog.Scroll(a.dscroll.Y)
	}
	f.hover, f.path, f.fight = hex.None, nil, false
	if f.dialog == nil && c.Scenario().Board.Bounds().Contains(a.hoverHex) {
		f.hover = a.hoverHex
		f.path, f.fight = a.v.Preview(a.hoverHex)
	}
	f.status = render.Status{Rule: c.Status().Rule.String(), Message: a.statusMessage(), Alpha: c.StatusAlpha(), Link: true}
	f.status.Left, f.status.Bottom = a.statusRoom()
	f.tip, f.card = nil, nil
	card := ""
	if f.dialog == nil {
		card = a.shownCard()
		f.card = a.v.Card(card)
		if f.card == nil {
			card = ""
		} else {
			f.piece = a.cardAnchor(f.card, a.pieceBox(card))
		}
		f.tip = a.tooltip(card != "" && card == a.card.hover)
	}
	f.focus = image.Rectangle{}
	switch h, ok := a.keyHit(); {
	case f.dialog != nil || !a.keys.on:
	case ok:
		f.focus = h.Rect
	case a.keys.entry == "":
		f.focus = a.Cam.HexBox(a.t.World.Layout, a.keys.at).Intersect(a.BoardArea())
	}
	a.help.Prepare(c.Lang, c.Ruleset(), a.Screen(), a.UI)
	f.key = window.FrameKey{
		W: a.W, H: a.H, PanelW: a.PanelW(), Lang: c.Lang, Cam: a.Cam, Res: a.t.Resolution(),
		Mouse: image.Pt(a.mx, a.my), HoverHex: a.hoverHex, Hover: a.hoverLeader, HoverID: a.hoverID(),
		Dragging: a.pan.Dragging(), Focus: f.focus, Card: card,
		Game: c.Version(), Pieces: f.scene.PiecesKey, Overlay: f.scene.OverlayKey, Panel: f.panel.Key,
		Dialog: a.dialogVersion(), Help: a.help.Version(), Status: int(f.status.Alpha * 64),
		Scroll: a.scrollV.Of(scrolls{a.scroll, a.dscroll.Y}),
	}
	if a.help.IsOpen() {
		// Under the help the cursor shows nothing: moving it redraws
		// only what the help's own key says.
		f.hover, f.path, f.tip, f.card = hex.None, nil, nil, nil
		f.key.Mouse = image.Pt(-1, -1)
	}
}

// keepRowInPlace holds the panel's rows while the cursor is over the
// panel: when the model changed since the frame on screen (the selection
// block grew, an order was armed), the entry that was under the cursor
// there (rowUnder) is moved back under it (PanelScroll.Hold), so that
// the next click lands on what the player aimed at. The hold goes when
// the cursor leaves the panel. It reports whether the scroll changed and
// the panel must be laid out again.
func (a *App) keepRowInPlace(shown int, hits []render.Hit) bool {
	if !image.Pt(a.mx, a.my).In(a.PanelArea()) || a.shown() != nil {
		changed := a.scroll.Hold != 0
		a.scroll.Hold, a.rowUnder = 0, render.Hit{}
		return changed
	}
	under := a.rowUnder
	a.rowUnder, _ = render.HitAt(hits, a.mx, a.my)
	if shown == a.f.panel.Key || under.ID == "" {
		return false
	}
	for _, h := range hits {
		if h.ID == under.ID {
			dy := h.Rect.Min.Y - under.Rect.Min.Y
			a.scroll.Hold += float64(dy)
			if dy != 0 {
				a.rowUnder = under
			}
			return dy != 0
		}
	}
	return false
}

// pieceBox is the screen box of a piece: its hex, or its leader token.
func (a *App) pieceBox(id string) image.Rectangle {
	h, ok := a.c.PieceHex(id)
	if !ok {
		return image.Rectangle{}
	}
	lay := a.t.World.Layout
	p := a.Cam.ToScreen(lay.ToPixel(h))
	r := lay.Size * a.Cam.Scale
	return image.Rect(int(p.X-r), int(p.Y-r), int(p.X+r), int(p.Y+r))
}

// statusRoom is where the status line may go: right of the row labels
// of the board's left margin when they show, and above its bottom labels
// when they would fall under the line, so that it never covers them.
func (a *App) statusRoom() (left, bottom float64) {
	g := a.t.World
	m := render.LabelMargin * a.Cam.Scale
	lx := a.Cam.OffX // the board's left edge on the screen
	switch {
	case lx+m > 0 && lx < float64(a.BoardW()):
		left = lx + m
	case lx+m <= 0:
		left = 26 * a.UI // the rows' ruler (render.DrawRulers)
	}
	bottom = float64(a.BoardH())
	by := a.Cam.OffY + float64(g.H)*a.Cam.Scale // the board's bottom edge
	if by-m < bottom && by > bottom-60*a.UI {
		bottom = by - m
	}
	return max(0, left), bottom
}

// onStatusRule reports the cursor on the status line's rule id, as the
// frame on screen shows it: a click there opens the rule's help.
func (a *App) onStatusRule() bool {
	return image.Pt(a.mx, a.my).In(render.StatusRule(a.f.status, a.BoardArea(), a.UI))
}

// hoverID is the entry drawn as hovered: the one under the cursor, or
// in a dialog the button the keyboard's focus is on.
func (a *App) hoverID() string {
	if a.hoverOnHit {
		return a.hoverHit.ID
	}
	if a.shown() != nil {
		return a.focus.On()
	}
	return ""
}

// statusMessage is the status line without its rule id (drawn apart).
func (a *App) statusMessage() string {
	s := a.c.StatusText()
	if r := a.c.Status().Rule; r != rules.NoRule {
		s = strings.TrimPrefix(s, r.String()+" : ")
	}
	return s
}

// tooltip is the hovered panel entry's tip, or the board's under the
// cursor (asked of the view once per state, hex and leader); none while
// the camera is dragged, nor over a piece whose card shows (carded).
// It also sets what the tooltip must not cover: the hovered row, or the
// hovered hex.
func (a *App) tooltip(carded bool) []string {
	switch {
	case a.pan.Dragging():
		return nil
	case a.hoverOnHit:
		// A panel entry's tooltip goes left of the panel, over the board:
		// it covers neither the entry nor its neighbours.
		a.f.tipAt = a.hoverHit.Rect
		if !a.OnBoard(a.mx, a.my) && a.shown() == nil {
			// Beside the panel: over the board, left of it; above it
			// when it is under the board.
			p := a.PanelArea()
			if a.Below {
				a.f.tipAt.Min.Y, a.f.tipAt.Max.Y = p.Min.Y, p.Max.Y
			} else {
				a.f.tipAt.Min.X, a.f.tipAt.Max.X = p.Min.X, p.Max.X
			}
		}
		return a.hoverHit.Tip
	case a.onStatusRule():
		a.f.tipAt = render.StatusRule(a.f.status, a.BoardArea(), a.UI)
		return []string{i18n.Tf(a.c.Lang, "help.link.tip", a.f.status.Rule)}
	case a.OnBoard(a.mx, a.my) && !carded:
		k := tipKey{a.c.Version(), a.hoverHex, a.hoverLeader, a.c.Lang}
		if k != a.tipKey {
			a.tipKey, a.tipText = k, a.v.BoardTip(a.hoverHex, a.hoverLeader)
		}
		a.f.tipAt = a.Cam.HexBox(a.t.World.Layout, a.hoverHex)
		return a.tipText
	}
	return nil
}

// draw draws the prepared frame: the board and what follows the cursor,
// the status line, the panel, then the dialog or the tooltip. The screen
// is not cleared between frames: the background is painted only around
// the board, which with the panel covers the rest, so a frame touches
// each pixel about once.
func (a *App) draw(screen *ebiten.Image) {
	f := &a.f
	a.t.DrawBoard(screen, a.Cam, a.BoardArea(), f.scene, f.hover, f.path, f.fight)
	render.DrawStatus(screen, f.status, a.BoardArea(), a.UI)
	st := a.Style(f.key.HoverID)
	if !a.PanelArea().Empty() {
		a.panel.Draw(screen, f.panel, a.PanelArea(), st)
	}
	// Under the web page's Files button, the rulers go below it.
	b := &a.c.Scenario().Board
	render.DrawRulers(screen, a.Cam, a.t.World, b.Columns, b.Rows, a.BoardArea(), window.PageCornerAt(a.UI), a.UI, a.Palette)
	render.DrawDrawerButton(screen, a.DrawerButton(), a.DrawerOpen, a.UI, a.Palette)
	render.DrawFocus(screen, f.focus, a.UI, a.Palette)
	if f.dialog != nil {
		f.dialog.Draw(screen, st)
	} else {
		render.DrawCard(screen, f.card, f.piece, a.BoardArea(), a.UI, a.Palette)
		render.DrawTooltipBeside(screen, f.tip, f.tipAt, a.Screen(), a.TextUI(), a.Palette)
	}
	a.help.Draw(screen, a.Palette)
}
