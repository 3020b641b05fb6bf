package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules"
)

// RowKind says how a panel row looks and behaves.
type RowKind int

// Panel row kinds.
const (
	RowText    RowKind = iota // wrapped text
	RowTitle                  // large bold text
	RowHeading                // a section heading
	RowArmy                   // an army's colour swatch and its name
	RowButton                 // a button across the panel
	RowMenu                   // a menu entry: text on the left (wrapped), a cost on the right
	RowDice                   // die faces
	RowSpacer                 // a small gap
	RowPrompt                 // whose decision it is: wrapped bold text on the army's colour
	RowChips                  // a label, then small buttons side by side (amounts to choose)
)

// Row is one line of the side panel. The game fills rows with translated
// text; the panel lays them out and reports where the clickable ones are.
type Row struct {
	Kind     RowKind
	Text     string
	Right    string     // right-aligned text (a menu entry's cost)
	Color    color.RGBA // text colour, when set; zero: Tone's
	Tone     Tone       // text colour by role, resolved in the window's palette
	Army     int        // RowArmy, RowPrompt: 0 or 1
	ID       string     // clickable when not empty
	Disabled bool       // greyed, still hoverable for its tooltip
	Active   bool       // highlighted (the acting group, an armed order)
	Tip      []string   // tooltip paragraphs, shown on hover
	Dice     []DieFace
	Chips    []Chip // RowChips: the buttons after the label
}

// Chip is one small button of a RowChips row: an amount to choose.
type Chip struct {
	ID    string
	Label string
	Tip   []string
	// Off greys the chip: a click on it says why it does nothing, as a
	// disabled row's.
	Off bool
}

// DieFace is one die face to draw.
type DieFace struct {
	Key   string // the ruleset's face key: infantry, cavalry, artillery, flag, order, special
	Kind  rules.FaceKind
	Label string // the face's name, for the tooltip and unknown keys
}

// PanelModel is everything the side panel shows.
type PanelModel struct {
	Key    int // changes whenever a row or the log changes
	Rows   []Row
	Footer []Row // buttons and hints pinned to the bottom
	// Log is the game's log, oldest first. A row given is never changed
	// in place: a model that shares the last one's rows (the same
	// array, grown by appending) has them measured already, and a long
	// game's log costs a layout only the rows added and those in view.
	Log []LogRow
	// LogLinks, when set, finds the links of a log sentence without
	// its own (LogRow.Links): the rule ids it names. It is asked for the
	// rows in view only, as they are laid out: a long game's log is not
	// searched whole when it opens.
	LogLinks func(text string) []Link
	// LogTitle heads the log section; LogTools are the clickable words on
	// its right (earlier, later, export), right to left.
	LogTitle string
	LogTools []Chip
}

// Hit is a clickable area of the panel or of a dialog, in screen pixels.
type Hit struct {
	Rect image.Rectangle
	ID   string
	Tip  []string
	Off  bool // disabled: hover shows the tip, a click does nothing
}

// HitAt returns the hit under x, y, if any.
func HitAt(hits []Hit, x, y int) (Hit, bool) {
	p := image.Pt(x, y)
	for _, h := range hits {
		if p.In(h.Rect) {
			return h, true
		}
	}
	return Hit{}, false
}

// PanelScroll is where the panel's two scrolling parts stand: the rows
// above the log, in pixels from their top, and the log, in pixels from
// its top unless Follow keeps its newest sentence in view.
type PanelScroll struct {
	Rows   float64
	Log    float64
	Follow bool
	// Hold shifts the rows up (down when negative) by that many pixels
	// beyond Rows, unclamped but for the rows' own height: a window keeps
	// the row under the cursor in place while the panel changes under
	// it, and drops the hold when the cursor leaves the panel.
	Hold float64
}

// Panel draws the side panel into a cached image. Layout places the
// rows (a window's Update calls it, for the clickable areas); Draw draws
// them, redrawing the image only when the model's key, the hovered entry,
// the scroll, the size or the scale changes.
//
// The footer is pinned to the bottom; the log always keeps at least a
// third of the space above it; the rows fill the rest from the top and
// scroll (with the wheel over them) when they do not fit. No row is ever
// drawn cut: one that does not fit whole is left for the scroll to show.
type Panel struct {
	// Target is the least height, in device pixels, of an entry a click
	// or a tap presses: a finger's 44 CSS pixels on a touch screen, 0
	// for a mouse's. The rows keep their text in their middle.
	Target float64
	// Split, when set, is the width of a right-hand column that holds
	// the footer, from the top: a panel under the board on an upright
	// tablet is wide and short, and the footer took half its height.
	Split float64

	img     *ebiten.Image
	lay     panelLayout
	drawn   panelKey // what the image shows
	valid   bool     // the image shows drawn
	drawOp  ebiten.DrawImageOptions
	Redraws int
	wraps   wrapCache
	logm    logMeasure
	scroll  PanelScroll
}

// panelKey is what a panel's layout, or its image, depends on.
type panelKey struct {
	key    int
	w, h   int
	ui     float64
	target float64
	split  float64
	scroll PanelScroll
	hover  string
	pal    *Palette // the image's palette; unset in the layout's key
}

// placedRow is a row where the layout put it: at y from the panel's top.
type placedRow struct {
	row  Row
	y    float64
	h    float64
	nat  float64 // its height without Target: the text keeps to its middle
	x, w float64 // its column's inner left edge and width
}

// panelLayout is where a model's rows go in the panel.
type panelLayout struct {
	for_      panelKey // hover unset
	valid     bool
	rows      []placedRow // the top rows in view, then the footer
	rowsTop   float64     // the rows' area, from rowsTop to rowsBottom
	rowsBot   float64
	rowsMax   float64 // the largest rows scroll
	moreAbove bool    // rows hidden above or below the rows' area
	moreBelow bool
	log       bool // the log shows, from logY to logBottom
	logY      float64
	logBottom float64
	logBox    frect
	logLines  []logLine // the log's lines in view, top first
	logMax    float64   // the largest log scroll
	logTools  []Hit
	hits      []Hit   // relative to the panel's top left
	width     float64 // the rows' and the log's column
	// Every row above the log, shown or scrolled away: its top in the
	// rows' content (0 at the first row), its height and the ids a click
	// on it could press (Reveal).
	content []rowSpan
}

// rowSpan is a row's place in the rows' content.
type rowSpan struct {
	y, h float64
	ids  []string
}

// rowIDs are the ids a click on a row could press: its own, or its
// chips'.
func rowIDs(r Row) []string {
	if r.Kind == RowChips {
		ids := make([]string, 0, len(r.Chips))
		for _, c := range r.Chips {
			ids = append(ids, c.ID)
		}
		return ids
	}
	if r.ID != "" {
		return []string{r.ID}
	}
	return nil
}

// EntryIDs are the ids a click could press in the panel of m, in their
// order on the screen: the rows' (a row of chips gives its chips'), the
// log's tools, then the footer's. The keyboard walks them.
func EntryIDs(m *PanelModel) []string {
	var out []string
	for _, r := range m.Rows {
		out = append(out, rowIDs(r)...)
	}
	for i := len(m.LogTools) - 1; i >= 0; i-- {
		out = append(out, m.LogTools[i].ID)
	}
	for _, r := range m.Footer {
		out = append(out, rowIDs(r)...)
	}
	return out
}

// Reveal returns the panel's scroll with the row above the log that
// holds id in view, the rows scrolled as little as needed, as the last
// Layout placed them; ok is false when no such row holds it (an entry of
// the footer or the log's tools, always in view).
func (p *Panel) Reveal(id string) (PanelScroll, bool) {
	l := &p.lay
	s := l.for_.scroll
	for _, r := range l.content {
		for _, x := range r.ids {
			if x != id {
				continue
			}
			span := l.rowsBot - l.rowsTop
			top := s.Rows + s.Hold
			switch {
			case r.y < top:
				top = r.y
			case r.y+r.h > top+span:
				top = r.y + r.h - span
			}
			s.Rows, s.Hold = max(0, min(top, l.rowsMax)), 0
			return s, true
		}
	}
	return s, false
}

// activeFill is behind an active row, in either palette.
var activeFill = rgb(0x5a, 0x4a, 0x20)

// SetScroll sets where the rows and the log stand; Layout clamps it.
func (p *Panel) SetScroll(s PanelScroll) { p.scroll = s }

// Scroll returns the scroll as the last Layout clamped it, and the
// largest values each part may take.
func (p *Panel) Scroll() (s PanelScroll, rowsMax, logMax float64) {
	return p.lay.for_.scroll, p.lay.rowsMax, p.lay.logMax
}

// RowsWidth is the width of the rows' column as last laid out, in
// device pixels: the panel's, less the footer's column when it is split
// (Split).
func (p *Panel) RowsWidth() int { return int(p.lay.width + 0.5) }

// LogArea is the log's box in the panel, relative to the panel's top
// left (empty when the log does not show): the wheel scrolls it there.
func (p *Panel) LogArea() image.Rectangle {
	if !p.lay.log {
		return image.Rectangle{}
	}
	b, pad := p.lay.logBox, 12*p.lay.for_.ui // the column's margin
	return image.Rect(int(b.x-pad), int(p.lay.logY), int(b.x+b.w+pad), int(p.lay.logBottom))
}

// Layout places the rows of m in the panel's rectangle r at device scale
// ui, and returns the clickable areas on the screen. It draws nothing.
func (p *Panel) Layout(m *PanelModel, r image.Rectangle, ui float64) []Hit {
	p.layout(m, r.Dx(), r.Dy(), ui)
	out := make([]Hit, len(p.lay.hits))
	for i, hh := range p.lay.hits {
		hh.Rect = hh.Rect.Add(r.Min)
		out[i] = hh
	}
	return out
}

func (p *Panel) layout(m *PanelModel, w, h int, ui float64) {
	k := panelKey{key: m.Key, w: w, h: h, ui: ui, target: p.Target, split: p.Split, scroll: p.scroll}
	if p.lay.valid && p.lay.for_ == k {
		return
	}
	p.wraps.reset(w, ui)
	l := panelLayout{valid: true}
	fw, fh := float64(w), float64(h)
	pad := 12 * ui
	split := 0.0
	if p.Split > 0 && p.Split < fw-100*ui {
		split = p.Split
	}
	// The rows and the log on the left, the footer under them or, split,
	// in its column on the right.
	fw -= split
	l.width = fw
	inner := fw - 2*pad
	footX, footW := pad, inner
	if split > 0 {
		footX, footW = fw+pad, split-2*pad
	}
	footerH := 0.0
	for _, r := range m.Footer {
		footerH += p.entryHeight(r, footW, ui)
	}
	bottom := fh - pad - footerH
	if split > 0 {
		bottom = fh - pad
	}
	heights := make([]float64, len(m.Rows))
	content := 0.0
	for i, r := range m.Rows {
		heights[i] = p.entryHeight(r, inner, ui)
		content += heights[i]
	}
	// The log keeps a third of the room, or what the rows leave.
	room := bottom - pad
	logH := 0.0
	if len(m.Log) > 0 && split == 0 {
		logH = max(room/3, room-content)
	}
	l.rowsTop, l.rowsBot = pad, bottom-logH
	l.rowsMax = max(0, content-(l.rowsBot-l.rowsTop))
	k.scroll.Rows = max(0, min(k.scroll.Rows, l.rowsMax))
	span := l.rowsBot - l.rowsTop
	k.scroll.Hold = max(-span, min(k.scroll.Hold, span))
	y := l.rowsTop - k.scroll.Rows - k.scroll.Hold
	cy := 0.0
	for i, r := range m.Rows {
		rh := heights[i]
		if ids := rowIDs(r); len(ids) > 0 {
			l.content = append(l.content, rowSpan{cy, rh, ids})
		}
		cy += rh
		switch {
		case y < l.rowsTop-0.5:
			l.moreAbove = true
		case y+rh > l.rowsBot+0.5:
			l.moreBelow = true
		default:
			l.rows = append(l.rows, placedRow{r, y, rh, p.rowHeightWrapped(r, inner, ui), pad, inner})
		}
		y += rh
	}
	// The log under the rows, or split, under the footer in its column.
	logX, logW, logTop, logBot := pad, inner, l.rowsBot, bottom
	if split > 0 {
		logX, logW, logTop, logBot = footX, footW, pad+footerH+4*ui, fh-pad
		logH = logBot - logTop
	}
	if head := max(32*ui, p.Target+12*ui); len(m.Log) > 0 && logH > head+8*ui {
		l.log, l.logY, l.logBottom = true, logTop, logBot
		l.logBox = frect{logX, logTop + head, logW, logBot - 4*ui - (logTop + head)}
		k.scroll.Log, k.scroll.Follow = p.placeLog(&l, m.Log, m.LogLinks, k.scroll, ui)
		l.hits = append(l.hits, logLinks(l.logLines, l.logBox.x, ui)...)
		l.logTools = toolHits(m.LogTools, logX+logW, logTop+head/2, max(20*ui, p.Target), ui)
		l.hits = append(l.hits, l.logTools...)
	}
	fy := bottom
	if split > 0 {
		fy = pad
	}
	for _, r := range m.Footer {
		rh := p.entryHeight(r, footW, ui)
		l.rows = append(l.rows, placedRow{r, fy, rh, p.rowHeightWrapped(r, footW, ui), footX, footW})
		fy += rh
	}
	for _, pr := range l.rows {
		r := pr.row
		if r.Kind == RowChips {
			l.hits = append(l.hits, p.chipHits(r, frect{pr.x, pr.y, pr.w, pr.h}, ui)...)
			continue
		}
		if r.ID == "" && len(r.Tip) == 0 {
			continue
		}
		l.hits = append(l.hits, Hit{Rect: image.Rect(int(pr.x-4*ui), int(pr.y), int(pr.x+pr.w+4*ui), int(pr.y+pr.h)), ID: r.ID, Tip: r.Tip, Off: r.Disabled})
	}
	l.for_ = k
	p.lay = l
}

// toolHits places the log's tools right to left from x, centred on y,
// each h high.
func toolHits(tools []Chip, x, y, h, ui float64) []Hit {
	f := Face(12 * ui)
	var out []Hit
	for _, t := range tools {
		w := max(textWidth(t.Label, f)+12*ui, h)
		x -= w
		out = append(out, Hit{Rect: irect(x, y-h/2, w, h), ID: t.ID, Tip: t.Tip})
		x -= 6 * ui
	}
	return out
}

// Draw draws the panel of model m in its rectangle r.
func (p *Panel) Draw(dst *ebiten.Image, m *PanelModel, r image.Rectangle, st Style) {
	w, h := r.Dx(), r.Dy()
	if w <= 0 || h <= 0 {
		return
	}
	if p.img == nil || p.drawn.w != w || p.drawn.h != h {
		if p.img != nil {
			p.img.Deallocate()
		}
		p.img = ebiten.NewImage(w, h)
		p.valid = false
	}
	p.layout(m, w, h, st.UI)
	k := p.lay.for_
	k.hover, k.pal = st.Hover, st.Palette.of()
	if !p.valid || p.drawn != k {
		p.img.Fill(k.pal.PanelFill())
		p.drawLayout(m, float64(w), st)
		p.drawn, p.valid = k, true
		p.Redraws++
	}
	op := &p.drawOp
	op.GeoM.Reset()
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(p.img, op)
}

func (p *Panel) drawLayout(m *PanelModel, w float64, st Style) {
	ui, pal := st.UI, st.Palette
	gold := pal.Gold()
	pad := 12 * ui
	l := &p.lay
	if w > l.width+1 {
		// The footer's column, split off on the right.
		vector.StrokeLine(p.img, float32(l.width), float32(pad), float32(l.width), float32(p.lay.for_.h)-float32(pad), 1, pal.PanelLine(), false)
	}
	w = l.width
	for _, pr := range l.rows {
		b := frect{pr.x, pr.y, pr.w, pr.h}
		if pr.h > pr.nat && pr.row.Kind != RowButton && pr.row.Kind != RowChips {
			// Taller for a finger: the text in the middle, the hover's
			// fill over the whole height.
			b.y, b.h = pr.y+(pr.h-pr.nat)/2, pr.nat
		}
		p.drawRow(p.img, pr.row, b, st)
	}
	// What the rows' scroll hides is said by a small arrow at that edge.
	if l.moreAbove {
		drawTextRight(p.img, "↑", BoldFace(13*ui), w-4*ui, l.rowsTop+6*ui, gold)
	}
	if l.moreBelow {
		drawTextRight(p.img, "↓", BoldFace(13*ui), w-4*ui, l.rowsBot-8*ui, gold)
	}
	if l.log {
		y, lx, lw := l.logY+4*ui, l.logBox.x, l.logBox.w
		vector.StrokeLine(p.img, float32(lx), float32(y), float32(lx+lw), float32(y), 1, pal.PanelLine(), false)
		y += 12 * ui
		drawTextLeft(p.img, m.LogTitle, BoldFace(13*ui), lx, y, gold)
		for i, t := range l.logTools {
			fill := pal.ButtonFill()
			if t.ID == st.Hover {
				fill = pal.ButtonHover()
			}
			rr := t.Rect
			vector.FillRect(p.img, float32(rr.Min.X), float32(rr.Min.Y), float32(rr.Dx()), float32(rr.Dy()), fill, false)
			drawText(p.img, m.LogTools[i].Label, Face(12*ui), float64(rr.Min.X+rr.Max.X)/2, float64(rr.Min.Y+rr.Max.Y)/2, pal.PanelText(), true)
		}
		p.drawLog(p.img, m.Log, l.logLines, l.logBox, ui, pal)
	}
}
