package viewer

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/game/boardview"
	"estafette/game/say"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// diceBand is the band under the dice drawn by a combat's target.
var diceBand = color.RGBA{0x22, 0x22, 0x28, 0xe0}

// frame is what the next Draw shows, all of it prepared by Update.
type frame struct {
	key      window.FrameKey
	scene    *render.Scene
	panel    *render.PanelModel
	hits     []render.Hit // the panel's, the step log's and the timeline's
	timeline *render.TimelineBox
	caption  *render.CaptionBox
	log      *render.StepLog
	hover    hex.Hex // outlined, hex.None for none
	path     []hex.Hex
	fight    bool
	dice     []render.DieFace
	diceAt   hex.Hex
	tip      []string
	// tipAt is what the tooltip must not cover: the hovered entry (the
	// whole width of the panel), or the hovered hex; empty, the tooltip
	// follows the cursor (the timeline's).
	tipAt image.Rectangle
	// tipBox is where the tooltip beside tipAt goes: clear of the pieces
	// a waiting step asks the player to click (nextClicks).
	tipBox image.Rectangle
}

// placedFor is what the frame's boxes and clickable areas were laid out
// for.
type placedFor struct {
	version, seat int
	lang          i18n.Lang
	w, h          int
	ui            float64
	panelW        int // the drawer opened or closed
}

// sceneNow is the board's scene: the table's (the seat's) while a step
// waits for the player, otherwise the position's with the step's marks,
// rebuilt once per change, the hovered leader's zones drawn faintly.
func (a *App) sceneNow() *render.Scene {
	v := a.v
	if v.Waiting() && v.seatFor() != nil {
		return v.seat.Scene(a.hoverLeader)
	}
	if a.sceneVersion != v.version {
		a.marks = stepMarks{}
		if at := v.r.At(); at > 0 {
			a.marks = marksOf(v.r.State(), v.r.Step(at))
		}
		a.marks.show(v.r.State(), v.r.g.Narration.Show[v.r.At()])
		a.scene = buildScene(v.r.State(), a.marks)
		a.sceneVersion, a.sceneHover = v.version, "\x00"
	}
	if a.hoverLeader != a.sceneHover {
		a.scene.HoverCommand, a.scene.HoverInfluence = nil, nil
		if l, ok := v.r.State().Leader(a.hoverLeader); ok && l.OnBoard && l.Present && a.hoverLeader != a.marks.leader {
			a.scene.HoverCommand, a.scene.HoverInfluence = v.r.State().CommandZone(l), v.r.State().InfluenceZone(l)
		}
		a.scene.OverlayKey = nextKey()
		a.sceneHover = a.hoverLeader
	}
	return &a.scene
}

// prepare builds the next frame from the state Update left.
func (a *App) prepare() {
	v := a.v
	f := &a.f
	f.scene = a.sceneNow()
	f.panel = a.panelNow()
	seat := 0
	if v.Waiting() && v.seat != nil {
		seat = v.seat.Version()
	}
	// The boxes over the board and the log are laid out again only when
	// what they show changed: a still window wraps no text.
	if k := (placedFor{v.version, seat, v.Lang, a.W, a.H, a.TextUI(), a.PanelW()}); k != a.placed || f.timeline == nil {
		board := a.BoardArea()
		// A finger's targets on a touch screen: the timeline's button,
		// track and pace, the caption's links, the log's actions.
		tl, c := a.timeline(), a.caption()
		tl.Target, c.Target = a.Target(), a.Target()
		f.timeline = render.PlaceTimeline(tl, board, a.UI)
		f.caption = render.PlaceCaption(c, window.BelowPageCorner(board, a.UI), a.UI)
		a.panel.Target, a.panel.Split = a.Target(), a.FooterSplit()
		f.hits = a.panel.Layout(f.panel, a.PanelArea(), a.TextUI())
		logAt := a.logArea(f.hits)
		if a.PanelArea().Empty() {
			// The drawer is closed: neither the panel nor its log is on screen.
			f.hits, logAt = nil, image.Rectangle{}
		}
		f.log = render.PlaceStepLog(i18n.T(v.Lang, "log"), a.shownLog(), v.r.At(), logAt, a.UI, a.Target())
		f.hits = append(f.hits, f.log.Hits()...)
		f.hits = append(f.hits, f.timeline.Hits(nil, []string{t(v.Lang, "timeline.tip")})...)
		f.hits = append(f.hits, f.caption.Hits()...)
		a.placed = k
	}
	f.hover, f.path, f.fight = hex.None, nil, false
	if v.Waiting() && v.seat != nil {
		if v.r.g.Scenario.Board.Bounds().Contains(a.hoverHex) {
			f.hover = a.hoverHex
			f.path, f.fight = v.seat.Preview(a.hoverHex)
		}
	}
	f.dice, f.diceAt = nil, hex.None
	if !v.Waiting() && a.marks.haveDice && a.sceneVersion == v.version {
		f.dice, f.diceAt = boardview.DieFaces(a.marks.dice, v.Lang), a.marks.diceAt
	}
	f.tip, f.tipAt = a.tooltip()
	f.tipBox = image.Rectangle{}
	if !f.tipAt.Empty() {
		f.tipBox = render.TooltipBox(f.tip, f.tipAt, a.nextClicks(), a.Screen(), a.UI)
	}
	hoverID := ""
	if a.hoverOnHit {
		hoverID = a.hoverHit.ID
	}
	a.help.Prepare(v.Lang, v.r.g.Ruleset, a.Screen(), a.UI)
	f.key = window.FrameKey{
		W: a.W, H: a.H, PanelW: a.PanelW(), Lang: v.Lang, Cam: a.Cam, Res: a.t.Resolution(),
		Mouse: image.Pt(a.mx, a.my), HoverHex: a.hoverHex, Hover: a.hoverLeader, HoverID: hoverID,
		Game: v.version, Play: seat, Pieces: f.scene.PiecesKey, Overlay: f.scene.OverlayKey, Panel: f.panel.Key,
		Help: a.help.Version(),
	}
	if a.help.IsOpen() {
		// Under the help the cursor shows nothing: moving it redraws
		// only what the help's own key says.
		f.hover, f.path, f.tip = hex.None, nil, nil
		f.key.Mouse = image.Pt(-1, -1)
	}
}

// logArea is where the step log goes: under the panel's rows (the
// spacer row idLog marks their end) and above its footer, in the rows'
// column: held upright on a tablet the footer has a column of its own
// (render.Panel.Split), which the log ran under.
func (a *App) logArea(hits []render.Hit) image.Rectangle {
	p := a.PanelArea()
	p.Max.X = min(p.Max.X, p.Min.X+a.panel.RowsWidth())
	top, bottom := -1, p.Max.Y
	for _, h := range hits {
		switch {
		case h.ID == idLog:
			top = h.Rect.Max.Y
		case top >= 0 && h.Rect.Min.Y > top && h.Rect.Min.X < p.Max.X:
			bottom = min(bottom, h.Rect.Min.Y)
		}
	}
	if top < 0 {
		return image.Rectangle{}
	}
	return image.Rect(p.Min.X, top, p.Max.X, bottom-int(4*a.UI))
}

// tooltip is the hovered entry's tip, the timeline's action under the
// cursor, or the board's under the cursor, and what it must not cover. A
// panel entry's tip goes left of the panel, over the board, as the
// table's does: below the cursor it covered the panel's last rows (the
// keys) and the buttons under the one hovered.
func (a *App) tooltip() ([]string, image.Rectangle) {
	v := a.v
	none := image.Rectangle{}
	switch {
	case a.pan.Dragging():
		return nil, none
	case a.hoverOnHit && a.hoverHit.ID == render.TimelineTrack && a.f.timeline != nil:
		return []string{a.positionLine(a.f.timeline.PositionAt(a.mx))}, none
	case a.hoverOnHit:
		r := a.hoverHit.Rect
		if !a.OnBoard(a.mx, a.my) {
			p := a.PanelArea()
			if a.Below {
				r.Min.Y, r.Max.Y = p.Min.Y, p.Max.Y
			} else {
				r.Min.X, r.Max.X = p.Min.X, p.Max.X
			}
		}
		return a.hoverHit.Tip, r
	case !a.OnBoard(a.mx, a.my) || a.hoverHex == hex.None:
		return nil, none
	case v.Waiting() && v.seat != nil:
		return v.seat.Tip(a.hoverHex, a.hoverLeader), a.Cam.HexBox(a.t.World.Layout, a.hoverHex)
	}
	return a.pieceTip(), a.Cam.HexBox(a.t.World.Layout, a.hoverHex)
}

// positionLine names position n: the start, or action n and its line.
func (a *App) positionLine(n int) string {
	v := a.v
	if n == 0 {
		return tf(v.Lang, "step.start", v.r.Len())
	}
	s := v.r.Step(n)
	return tf(v.Lang, "step", n, v.r.Len()) + " · " + s.Action.String()
}

// pieceTip names the piece under the cursor, with its elements.
func (a *App) pieceTip() []string {
	st := a.v.r.State()
	if l, ok := st.Leader(a.hoverLeader); ok {
		return []string{l.Name + " (" + l.ID + ")"}
	}
	if u, ok := st.UnitAt(a.hoverHex); ok {
		name := u.Name + " (" + u.ID + ")"
		if u.Profile != nil {
			name += " · " + say.Term(a.v.Lang, u.Profile.Name, u.Profile.Gloss)
		}
		return []string{name, strings.Repeat("■", u.Elements) + strings.Repeat("□", max(0, u.StartElements-u.Elements))}
	}
	return nil
}

// draw draws the prepared frame: the board and what follows the cursor,
// the dice by the target, the caption box and the timeline over the
// board, the panel and its log, then the tooltip.
func (a *App) draw(screen *ebiten.Image) {
	f := &a.f
	a.t.DrawBoard(screen, a.Cam, a.BoardArea(), f.scene, f.hover, f.path, f.fight)
	if len(f.dice) > 0 {
		// Under the target's label, on a dark band that reads on any
		// terrain.
		s := a.t.World.Layout.Size * a.Cam.Scale
		p := a.Cam.ToScreen(a.t.World.Layout.ToPixel(f.diceAt))
		size := max(16*a.UI, s*0.42)
		w := float64(len(f.dice))*size*1.2 - size*0.2
		x, y := p.X-w/2, p.Y+s*0.8
		pad := size * 0.15
		vector.FillRect(screen, float32(x-pad), float32(y-pad), float32(w+2*pad), float32(size+2*pad), diceBand, false)
		render.DrawDice(screen, f.dice, x, y, size)
	}
	f.caption.Draw(screen, a.Palette)
	st := a.Style(f.key.HoverID)
	f.timeline.Draw(screen, st)
	if !a.PanelArea().Empty() {
		a.panel.Draw(screen, f.panel, a.PanelArea(), st)
		f.log.Draw(screen, st)
	}
	render.DrawDrawerButton(screen, a.DrawerButton(), a.DrawerOpen, a.UI, a.Palette)
	if f.tipAt.Empty() {
		render.DrawTooltip(screen, f.tip, image.Pt(a.mx, a.my), a.Screen(), a.UI, a.Palette)
	} else {
		render.DrawTooltipIn(screen, f.tip, f.tipBox, a.Screen(), a.UI, a.Palette)
	}
	a.help.Draw(screen, a.Palette)
}

// nextClicks are the boxes on the screen of the pieces, and the hex, a
// waiting step's action names (the leader and unit of an activation, a
// move's piece and destination, an attack's two units…): a tooltip
// leaves them in view, since the caption asks the player to click them.
func (a *App) nextClicks() []image.Rectangle {
	v := a.v
	if !v.Waiting() {
		return nil
	}
	lay := a.t.World.Layout
	var out []image.Rectangle
	add := func(id string) {
		if h, ok := a.hexOf(id); ok {
			out = append(out, a.Cam.HexBox(lay, h))
		}
	}
	switch act := v.Expected().(type) {
	case rules.Activate:
		add(act.Leader)
		for _, p := range act.Pieces {
			add(p)
		}
	case rules.Move:
		add(act.Piece)
		if n := len(act.Path); n > 0 {
			out = append(out, a.Cam.HexBox(lay, act.Path[n-1]))
		}
	case rules.Attack:
		add(act.Attacker)
		add(act.Defender)
	case rules.Direct:
		add(act.Leader)
		add(act.Unit)
	case rules.GiveOrder:
		for _, p := range act.Args {
			add(p)
		}
	}
	return out
}

// hexOf is where a piece stands in the position shown.
func (a *App) hexOf(id string) (hex.Hex, bool) {
	st := a.v.r.State()
	if u, ok := st.Unit(id); ok && u.OnBoard {
		return u.Hex, true
	}
	if l, ok := st.Leader(id); ok && l.OnBoard && l.Present {
		return l.Hex, true
	}
	return hex.None, false
}
