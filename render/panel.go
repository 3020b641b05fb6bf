package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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
	RowMenu                   // a menu entry: text on the left, a cost on the right
	RowDice                   // die faces
	RowSpacer                 // a small gap
)

// Row is one line of the side panel. The game fills rows with translated
// text; the panel lays them out and reports where the clickable ones are.
type Row struct {
	Kind     RowKind
	Text     string
	Right    string     // right-aligned text (a menu entry's cost)
	Color    color.RGBA // text colour; zero means the panel's default
	Army     int        // RowArmy: 0 or 1
	ID       string     // clickable when not empty
	Disabled bool       // greyed, still hoverable for its tooltip
	Active   bool       // highlighted (the acting group, an armed order)
	Tip      []string   // tooltip paragraphs, shown on hover
	Dice     []DieFace
}

// DieFace is one die face to draw.
type DieFace struct {
	Key   string // the ruleset's face key: infantry, cavalry, artillery, flag, order, special
	Kind  rules.FaceKind
	Label string // the face's name, for the tooltip and unknown keys
}

// LogRow is one sentence of the game log.
type LogRow struct {
	Text  string
	Color color.RGBA
	Dice  []DieFace
	// Links are words of Text drawn as links, each a clickable area.
	Links []Link
}

// PanelModel is everything the side panel shows.
type PanelModel struct {
	Key    int // changes whenever a row or the log changes
	Rows   []Row
	Footer []Row // buttons and hints pinned to the bottom
	Log    []LogRow
	// LogTitle heads the log section.
	LogTitle string
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

// Panel draws the side panel into a cached image. Layout places the
// rows (a window's Update calls it, for the clickable areas); Draw draws
// them, redrawing the image only when the model's key, the hovered entry,
// the size or the scale changes.
type Panel struct {
	img      *ebiten.Image
	lay      panelLayout
	drawn    panelKey // what the image shows
	valid    bool     // the image shows drawn
	drawOp   ebiten.DrawImageOptions
	Redraws  int
	wrapping []string
}

// panelKey is what a panel's layout, or its image, depends on.
type panelKey struct {
	key   int
	w, h  int
	ui    float64
	hover string
}

// placedRow is a row where the layout put it: at y from the panel's top.
type placedRow struct {
	row Row
	y   float64
}

// panelLayout is where a model's rows go in the panel.
type panelLayout struct {
	for_      panelKey // hover unset
	valid     bool
	rows      []placedRow // the top rows that fit, then the footer
	log       bool        // the log shows, from logY to logBottom
	logY      float64
	logBottom float64
	logRows   []placedLog // the sentences that fit, oldest first
	hits      []Hit       // relative to the panel's top left
}

var (
	panelDim    = rgb(0x8c, 0x88, 0x80)
	panelSoft   = rgb(0xc8, 0xc4, 0xb8)
	panelLine   = rgb(0x44, 0x44, 0x4c)
	buttonFill  = rgb(0x3c, 0x3c, 0x46)
	buttonHover = rgb(0x55, 0x55, 0x64)
	activeFill  = rgb(0x5a, 0x4a, 0x20)
)

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
	k := panelKey{key: m.Key, w: w, h: h, ui: ui}
	if p.lay.valid && p.lay.for_ == k {
		return
	}
	l := panelLayout{for_: k, valid: true}
	fw, fh := float64(w), float64(h)
	pad := 12 * ui
	// The footer is pinned to the bottom; rows fill from the top; the log
	// takes the space between, newest sentence last.
	footerH := 0.0
	for _, r := range m.Footer {
		footerH += rowHeight(r, ui)
	}
	bottom := fh - pad - footerH
	y := pad
	for _, r := range m.Rows {
		rh := p.rowHeightWrapped(r, fw-2*pad, ui)
		if y+rh > bottom {
			break
		}
		l.rows = append(l.rows, placedRow{r, y})
		y += rh
	}
	if len(m.Log) > 0 && bottom-y > 40*ui {
		l.log, l.logY, l.logBottom = true, y, bottom
		box := frect{pad, y + 32*ui, fw - 2*pad, bottom - 4*ui - (y + 32*ui)}
		l.logRows = placeLog(m.Log, box, ui)
		l.hits = append(l.hits, logLinks(m.Log, l.logRows, box.x, ui)...)
	}
	fy := bottom
	for _, r := range m.Footer {
		l.rows = append(l.rows, placedRow{r, fy})
		fy += rowHeight(r, ui)
	}
	for _, pr := range l.rows {
		r := pr.row
		if r.ID == "" && len(r.Tip) == 0 {
			continue
		}
		rh := p.rowHeightWrapped(r, fw-2*pad, ui)
		l.hits = append(l.hits, Hit{Rect: image.Rect(int(pad-4*ui), int(pr.y), int(fw-pad+4*ui), int(pr.y+rh)), ID: r.ID, Tip: r.Tip, Off: r.Disabled})
	}
	p.lay = l
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
	k := panelKey{key: m.Key, w: w, h: h, ui: st.UI, hover: st.Hover}
	if !p.valid || p.drawn != k {
		p.layout(m, w, h, st.UI)
		p.img.Fill(panelFill)
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
	ui := st.UI
	pad := 12 * ui
	for _, pr := range p.lay.rows {
		p.drawRow(p.img, pr.row, frect{pad, pr.y, w - 2*pad, 0}, st)
	}
	if l := &p.lay; l.log {
		y := l.logY + 4*ui
		vector.StrokeLine(p.img, float32(pad), float32(y), float32(w-pad), float32(y), 1, panelLine, false)
		y += 12 * ui
		drawTextLeft(p.img, m.LogTitle, BoldFace(13*ui), pad, y, gold)
		p.drawLog(p.img, m.Log, l.logRows, pad, ui)
	}
}

func rowHeight(r Row, ui float64) float64 {
	switch r.Kind {
	case RowTitle:
		return 24 * ui
	case RowHeading:
		return 24 * ui
	case RowArmy:
		return 24 * ui
	case RowButton:
		return 34 * ui
	case RowMenu:
		return 21 * ui
	case RowDice:
		return 30 * ui
	case RowSpacer:
		return 6 * ui
	}
	return 17 * ui
}

// rowHeightWrapped is the row's height once its text is wrapped.
func (p *Panel) rowHeightWrapped(r Row, w, ui float64) float64 {
	switch r.Kind {
	case RowText:
		p.wrapping = wrapInto(p.wrapping[:0], r.Text, Face(13*ui), w)
		return float64(max(1, len(p.wrapping))) * 17 * ui
	case RowTitle:
		p.wrapping = wrapInto(p.wrapping[:0], r.Text, BoldFace(17*ui), w)
		return float64(max(1, len(p.wrapping)))*22*ui + 2*ui
	}
	return rowHeight(r, ui)
}

// drawRow draws a row at the top left of b, b.w wide.
func (p *Panel) drawRow(dst *ebiten.Image, r Row, b frect, st Style) {
	x, y, w, ui, hover := b.x, b.y, b.w, st.UI, st.Hover
	col := r.Color
	if col == (color.RGBA{}) {
		col = panelText
	}
	if r.Disabled {
		col = panelDim
	}
	hovered := r.ID != "" && r.ID == hover
	switch r.Kind {
	case RowTitle:
		f := BoldFace(17 * ui)
		for i, line := range wrapInto(p.wrapping[:0], r.Text, f, w) {
			drawTextLeft(dst, line, f, x, y+11*ui+float64(i)*22*ui, col)
		}
	case RowHeading:
		vector.StrokeLine(dst, float32(x), float32(y+3*ui), float32(x+w), float32(y+3*ui), 1, panelLine, false)
		drawTextLeft(dst, r.Text, BoldFace(13*ui), x, y+14*ui, gold)
		if r.Right != "" {
			drawTextRight(dst, r.Right, Face(12*ui), x+w, y+14*ui, panelSoft)
		}
	case RowText:
		f := Face(13 * ui)
		if r.Active {
			vector.FillRect(dst, float32(x-4*ui), float32(y), float32(w+8*ui), float32(p.rowHeightWrapped(r, w, ui)), activeFill, false)
		}
		for i, line := range wrapInto(p.wrapping[:0], r.Text, f, w) {
			drawTextLeft(dst, line, f, x, y+8*ui+float64(i)*17*ui, col)
		}
	case RowArmy:
		sz := 16 * ui
		vector.FillRect(dst, float32(x), float32(y+3*ui), float32(sz), float32(sz), ArmyColors[r.Army%2], false)
		vector.StrokeRect(dst, float32(x), float32(y+3*ui), float32(sz), float32(sz), 1, panelText, false)
		drawTextLeft(dst, ellipsis(r.Text, BoldFace(14*ui), w-sz-8*ui), BoldFace(14*ui), x+sz+8*ui, y+11*ui, col)
	case RowButton:
		fill := buttonFill
		if hovered && !r.Disabled {
			fill = buttonHover
		}
		if r.Active {
			fill = activeFill
		}
		vector.FillRect(dst, float32(x), float32(y+3*ui), float32(w), float32(28*ui), fill, false)
		vector.StrokeRect(dst, float32(x), float32(y+3*ui), float32(w), float32(28*ui), 1, panelLine, false)
		drawText(dst, r.Text, BoldFace(14*ui), x+w/2, y+17*ui, col, true)
	case RowMenu:
		if hovered || r.Active {
			fill := buttonFill
			if r.Active {
				fill = activeFill
			}
			vector.FillRect(dst, float32(x-4*ui), float32(y), float32(w+8*ui), float32(20*ui), fill, false)
		}
		f := Face(13 * ui)
		rw := 0.0
		if r.Right != "" {
			rw = textWidth(r.Right, f) + 8*ui
			drawTextRight(dst, r.Right, f, x+w, y+10*ui, col)
		}
		drawTextLeft(dst, ellipsis(r.Text, f, w-rw), f, x, y+10*ui, col)
	case RowDice:
		DrawDice(dst, r.Dice, x, y+3*ui, 24*ui)
	}
}

// placedLog is a sentence of the log where the layout put it: its
// wrapped lines from y down, then its dice.
type placedLog struct {
	row   int
	lines []string
	y     float64
}

// logLineHeight is the height of a line of the log at device scale ui.
func logLineHeight(ui float64) float64 { return 15 * ui }

// placeLog fills the box with the newest sentences, walking back from the
// last until the space is full; it returns them oldest first.
func placeLog(log []LogRow, b frect, ui float64) []placedLog {
	f := Face(12 * ui)
	lh := logLineHeight(ui)
	var rows []placedLog
	used := 0.0
	for i := len(log) - 1; i >= 0; i-- {
		lines := wrap(log[i].Text, f, b.w)
		hgt := float64(len(lines)) * lh
		if len(log[i].Dice) > 0 {
			hgt += 22 * ui
		}
		if used+hgt > b.h {
			break
		}
		used += hgt
		rows = append(rows, placedLog{row: i, lines: lines})
	}
	y := b.y
	out := make([]placedLog, len(rows))
	for i := range rows {
		r := rows[len(rows)-1-i]
		r.y = y
		y += float64(len(r.lines)) * lh
		if len(log[r.row].Dice) > 0 {
			y += 22 * ui
		}
		out[i] = r
	}
	return out
}

// drawLog draws the placed sentences, their links underlined.
func (p *Panel) drawLog(dst *ebiten.Image, log []LogRow, placed []placedLog, x, ui float64) {
	f := Face(12 * ui)
	lh := logLineHeight(ui)
	for _, pl := range placed {
		r := log[pl.row]
		col := r.Color
		if col == (color.RGBA{}) {
			col = panelSoft
		}
		y := pl.y
		for _, line := range pl.lines {
			drawLogLine(dst, line, r.Links, f, x, y+lh/2, col, ui)
			y += lh
		}
		if len(r.Dice) > 0 {
			DrawDice(dst, r.Dice, x+8*ui, y+1*ui, 19*ui)
		}
	}
}

// ellipsis shortens s with "…" to fit width.
func ellipsis(s string, f text.Face, width float64) string {
	if text.Advance(s, f) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; text.Advance(t, f) <= width {
			return t
		}
	}
	return "…"
}

// wrapInto breaks s into lines no wider than width, appending to dst.
func wrapInto(dst []string, s string, face text.Face, width float64) []string {
	return append(dst, wrap(s, face, width)...)
}
