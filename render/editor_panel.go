package render

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules"
	"estafette/rules/hex"
)

// EdRowKind says how a row of the editor's panel looks.
type EdRowKind int

// Editor panel row kinds. Every kind has a fixed height, so the layout
// never depends on the fonts: a test computes where a palette entry is
// with PlaceEditorPanel alone, without a window.
const (
	EdTitle   EdRowKind = iota // bold title, one line, shortened with "…"
	EdText                     // one line of text, shortened with "…"
	EdHeading                  // a section heading over a thin rule
	EdCells                    // a row of cells: buttons, tabs, palette entries, fields
	EdGap                      // a small gap
)

// EdCellKind says what a cell of an EdCells row is.
type EdCellKind int

// Editor panel cell kinds.
const (
	EdButton EdCellKind = iota // a button (or a tab, when Active marks the current one)
	EdItem                     // a palette entry: an icon and a name, dragged onto the board
	EdField                    // a label and a value box; a click edits, cycles or toggles it
	EdLabel                    // plain text
)

// EdIconKind is the little picture at the left of a palette entry.
type EdIconKind int

// Palette icons.
const (
	IconNone    EdIconKind = iota
	IconUnit               // a unit's base, in its army's colour, with its troop symbol
	IconLeader             // a leader's token
	IconTerrain            // a hex of the terrain's colour and mark
	IconRoad               // a piece of road
	IconEraser             // the road eraser
)

// EdIcon is a palette entry's picture.
type EdIcon struct {
	Kind    EdIconKind
	Army    int
	Type    rules.TroopType
	Rank    rules.Rank
	Terrain string
}

// EdCell is one cell of an EdCells row.
type EdCell struct {
	Kind  EdCellKind
	ID    string // clickable (or draggable) when not empty
	Label string // a button's text, an entry's name, a field's label
	Value string // a field's value; while Editing, the text typed so far
	// Weight is the cell's share of the row's width; 0 counts as 1.
	Weight   float64
	Icon     EdIcon
	Active   bool // the current tab, the chosen brush, the dragged entry
	Disabled bool
	Editing  bool // a field being typed in: a caret follows the value
	Selected bool // Editing, its whole text selected (Ctrl+A): drawn on a highlight
	Tip      []string
	Color    color.RGBA // text colour, when set; zero: Tone's
	Tone     Tone       // text colour by role, resolved in the window's palette
}

// EdRow is one row of the editor's panel.
type EdRow struct {
	Kind  EdRowKind
	Text  string
	Right string     // a heading's right-aligned text
	Color color.RGBA // text colour, when set; zero: Tone's
	Tone  Tone       // text colour by role; ToneDefault is gold for a heading
	Tip   []string   // a text row's tooltip (its whole text when shortened)
	ID    string     // a clickable text row
	Cells []EdCell
}

// EditorPanelModel is everything the editor's side panel shows: rows from
// the top (they scroll when they do not fit) and a footer pinned to the
// bottom.
type EditorPanelModel struct {
	Key    int // changes whenever a row changes
	Rows   []EdRow
	Footer []EdRow
	// Finger: a touch screen, whose rows with a target are a finger's
	// height (their cells 44 px at ui 1), as the table's and the viewer's.
	Finger bool
}

// RowHeight is row r's height in the model at ui 1: EdRowHeight, or a
// finger's height for a row with a target on a touch screen.
func (m *EditorPanelModel) RowHeight(r EdRow) float64 {
	h := EdRowHeight(r)
	if !m.Finger {
		return h
	}
	target := r.ID != ""
	for _, c := range r.Cells {
		target = target || c.ID != ""
	}
	if target {
		h = max(h, 48) // the cells keep 2 px above and below: 44 px a target
	}
	return h
}

// EdPlaced is a row where the layout put it, in screen pixels.
type EdPlaced struct {
	Row    int  // index in Rows, or in Footer when Footer is set
	Footer bool // a footer row
	Rect   image.Rectangle
	Cells  []image.Rectangle
}

// EdRowHeight is a row's height at ui 1, in pixels.
func EdRowHeight(r EdRow) float64 {
	switch r.Kind {
	case EdTitle:
		return 28
	case EdText:
		return 18
	case EdHeading:
		return 24
	case EdGap:
		return 6
	}
	h := 20.0
	for _, c := range r.Cells {
		switch c.Kind {
		case EdButton:
			h = max(h, 30)
		case EdItem:
			h = max(h, 25)
		case EdField:
			h = max(h, 27)
		}
	}
	return h
}

// Editor panel spacing, at ui 1.
const (
	edPad = 12.0 // left and right padding, and the top margin
	edGap = 6.0  // between the cells of a row
)

// EdLayout is an editor panel laid out: the rows that fit whole, where
// PlaceEditorPanel put them, the clickable areas, and the height the top
// rows would need unscrolled (for the scroll's limit).
type EdLayout struct {
	Placed  []EdPlaced
	Hits    []Hit
	Content float64
}

// PlaceEditorPanel places the rows of m in the panel's rectangle r, at
// device scale ui, the top rows scrolled up by scroll pixels. It draws
// nothing, so it runs without a window; the panel's Draw uses it too.
func PlaceEditorPanel(m *EditorPanelModel, r image.Rectangle, ui, scroll float64) EdLayout {
	pad := edPad * ui
	footerH := 0.0
	for _, row := range m.Footer {
		footerH += m.RowHeight(row) * ui
	}
	top := float64(r.Min.Y) + pad
	bottom := float64(r.Max.Y) - pad - footerH
	var l EdLayout
	ry := top - scroll
	for i, row := range m.Rows {
		rh := m.RowHeight(row) * ui
		l.Content += rh
		if ry >= top-0.5 && ry+rh <= bottom+0.5 {
			l.place(row, i, false, r, ry, rh, ui)
		}
		ry += rh
	}
	fy := bottom
	for i, row := range m.Footer {
		rh := m.RowHeight(row) * ui
		l.place(row, i, true, r, fy, rh, ui)
		fy += rh
	}
	return l
}

// place puts row i, rh high, at height ry of the panel r.
func (l *EdLayout) place(row EdRow, i int, footer bool, r image.Rectangle, ry, rh, ui float64) {
	pad := edPad * ui
	rect := image.Rect(r.Min.X+int(math.Round(pad)), int(math.Round(ry)), r.Max.X-int(math.Round(pad)), int(math.Round(ry+rh)))
	p := EdPlaced{Row: i, Footer: footer, Rect: rect}
	if row.Kind == EdCells && len(row.Cells) > 0 {
		total := 0.0
		for _, c := range row.Cells {
			total += cellWeight(c)
		}
		avail := float64(rect.Dx()) - edGap*ui*float64(len(row.Cells)-1)
		cx := float64(rect.Min.X)
		for _, c := range row.Cells {
			cw := avail * cellWeight(c) / total
			cr := image.Rect(int(math.Round(cx)), rect.Min.Y+int(2*ui), int(math.Round(cx+cw)), rect.Max.Y-int(2*ui))
			p.Cells = append(p.Cells, cr)
			if c.ID != "" || len(c.Tip) > 0 {
				l.Hits = append(l.Hits, Hit{Rect: cr, ID: c.ID, Tip: c.Tip, Off: c.Disabled})
			}
			cx += cw + edGap*ui
		}
	} else if row.ID != "" || len(row.Tip) > 0 {
		l.Hits = append(l.Hits, Hit{Rect: rect, ID: row.ID, Tip: row.Tip})
	}
	l.Placed = append(l.Placed, p)
}

func cellWeight(c EdCell) float64 {
	if c.Weight <= 0 {
		return 1
	}
	return c.Weight
}

// FindCell returns the screen rectangle of the cell (or clickable row)
// with an id, as PlaceEditorPanel places it, and whether it is shown.
func FindCell(m *EditorPanelModel, placed []EdPlaced, id string) (image.Rectangle, bool) {
	for _, p := range placed {
		r := rowOf(m, p)
		if r.ID == id {
			return p.Rect, true
		}
		for i, c := range r.Cells {
			if c.ID == id && i < len(p.Cells) {
				return p.Cells[i], true
			}
		}
	}
	return image.Rectangle{}, false
}

func rowOf(m *EditorPanelModel, p EdPlaced) EdRow {
	if p.Footer {
		return m.Footer[p.Row]
	}
	return m.Rows[p.Row]
}

// EditorPanel draws an EditorPanelModel into a cached image, redrawn only
// when the model's key, the hovered entry, the size, the scale or the
// scroll changes.
type EditorPanel struct {
	img    *ebiten.Image
	drawn  edPanelKey
	valid  bool
	drawOp ebiten.DrawImageOptions
	// Redraws counts the redraws of the cached image, for tests.
	Redraws int
}

type edPanelKey struct {
	key        int
	w, h       int
	ui, scroll float64
	hover      string
	pal        *Palette
}

var (
	fieldFill   = rgb(0x1e, 0x1e, 0x24)
	itemFill    = rgb(0x34, 0x34, 0x3c)
	editingLine = defaultGold
	// selectedFill is behind a field's text selected whole (Ctrl+A).
	selectedFill = rgb(0x3c, 0x5a, 0x8c)
)

// Draw draws the panel of model m in the rectangle r, its top rows
// scrolled by scroll pixels, as PlaceEditorPanel lays it out there.
func (p *EditorPanel) Draw(dst *ebiten.Image, m *EditorPanelModel, r image.Rectangle, scroll float64, st Style) {
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
	k := edPanelKey{key: m.Key, w: w, h: h, ui: st.UI, scroll: scroll, hover: st.Hover, pal: st.Palette.of()}
	if !p.valid || p.drawn != k {
		p.img.Fill(k.pal.PanelFill())
		l := PlaceEditorPanel(m, image.Rect(0, 0, w, h), st.UI, scroll)
		for _, pl := range l.Placed {
			drawEdRow(p.img, rowOf(m, pl), pl, st.UI, st.Hover, k.pal)
		}
		if l.Content > float64(h) {
			// A thin bar says the rows scroll (mouse wheel over the panel).
			drawScrollBar(p.img, m, image.Pt(w, h), st.UI, scroll, l.Content, k.pal)
		}
		p.drawn, p.valid = k, true
		p.Redraws++
	}
	op := &p.drawOp
	op.GeoM.Reset()
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(p.img, op)
}

func drawScrollBar(dst *ebiten.Image, m *EditorPanelModel, size image.Point, ui, scroll, content float64, pal *Palette) {
	w, h := size.X, size.Y
	footerH := 0.0
	for _, r := range m.Footer {
		footerH += m.RowHeight(r) * ui
	}
	view := float64(h) - footerH - 2*edPad*ui
	if view <= 0 || content <= view {
		return
	}
	bh := view * view / content
	by := edPad*ui + (view-bh)*math.Min(1, scroll/(content-view))
	vector.FillRect(dst, float32(float64(w)-4*ui), float32(by), float32(3*ui), float32(bh), pal.PanelLine(), false)
}

func drawEdRow(dst *ebiten.Image, r EdRow, p EdPlaced, ui float64, hover string, pal *Palette) {
	x, y := float64(p.Rect.Min.X), float64(p.Rect.Min.Y)
	w, h := float64(p.Rect.Dx()), float64(p.Rect.Dy())
	col := pal.ink(r.Color, r.Tone, pal.PanelText())
	switch r.Kind {
	case EdTitle:
		f := BoldFace(17 * ui)
		drawTextLeft(dst, ellipsis(r.Text, f, w), f, x, y+h/2, col)
	case EdText:
		f := Face(13 * ui)
		drawTextLeft(dst, ellipsis(r.Text, f, w), f, x, y+h/2, col)
	case EdHeading:
		vector.StrokeLine(dst, float32(x), float32(y+4*ui), float32(x+w), float32(y+4*ui), 1, pal.PanelLine(), false)
		f := BoldFace(13 * ui)
		rw := 0.0
		if r.Right != "" {
			rf := Face(12 * ui)
			rw = textWidth(r.Right, rf) + 8*ui
			drawTextRight(dst, r.Right, rf, x+w, y+15*ui, pal.Soft())
		}
		hc := pal.ink(r.Color, r.Tone, pal.Gold())
		drawTextLeft(dst, ellipsis(r.Text, f, w-rw), f, x, y+15*ui, hc)
	case EdCells:
		for i, c := range r.Cells {
			if i < len(p.Cells) {
				drawEdCell(dst, c, p.Cells[i], ui, hover != "" && c.ID == hover, pal)
			}
		}
	}
}

func drawEdCell(dst *ebiten.Image, c EdCell, rect image.Rectangle, ui float64, hovered bool, pal *Palette) {
	x, y := float64(rect.Min.X), float64(rect.Min.Y)
	w, h := float64(rect.Dx()), float64(rect.Dy())
	buttonFill, buttonHover, panelLine := pal.ButtonFill(), pal.ButtonHover(), pal.PanelLine()
	col := pal.ink(c.Color, c.Tone, pal.PanelText())
	if c.Disabled {
		col = pal.Dim()
	}
	fx, fy, fw, fh := float32(x), float32(y), float32(w), float32(h)
	switch c.Kind {
	case EdButton:
		fill := buttonFill
		if hovered && !c.Disabled {
			fill = buttonHover
		}
		if c.Active {
			fill = activeFill
		}
		vector.FillRect(dst, fx, fy, fw, fh, fill, false)
		edge := panelLine
		if c.Active {
			edge = pal.Gold()
		}
		vector.StrokeRect(dst, fx, fy, fw, fh, 1, edge, false)
		f := BoldFace(13 * ui)
		drawText(dst, ellipsis(c.Label, f, w-8*ui), f, x+w/2, y+h/2, col, true)
	case EdItem:
		fill := itemFill
		if hovered {
			fill = buttonHover
		}
		if c.Active {
			fill = activeFill
		}
		vector.FillRect(dst, fx, fy, fw, fh, fill, false)
		iw := 0.0
		if c.Icon.Kind != IconNone {
			iw = 30 * ui
			drawEdIcon(dst, c.Icon, x+iw/2+2*ui, y+h/2, ui, pal)
		}
		label, f := fitLabel(c.Label, Face(12*ui), w-iw-8*ui)
		drawTextLeft(dst, label, f, x+iw+4*ui, y+h/2, col)
	case EdField:
		f := Face(12 * ui)
		lw := 0.0
		if c.Label != "" {
			lw = min(textWidth(c.Label, f)+8*ui, w*0.55)
			drawTextLeft(dst, ellipsis(c.Label, f, lw-6*ui), f, x, y+h/2, pal.Soft())
		}
		bx := x + lw
		fill := fieldFill
		if hovered && !c.Disabled {
			fill = buttonFill
		}
		vector.FillRect(dst, float32(bx), fy, float32(w-lw), fh, fill, false)
		edge := panelLine
		if c.Editing {
			edge = editingLine
		}
		vector.StrokeRect(dst, float32(bx), fy, float32(w-lw), fh, float32(max(1, ui)), edge, false)
		v := c.Value
		vf := Face(13 * ui)
		avail := w - lw - 10*ui
		if c.Editing {
			// The end of the text stays in view while typing.
			v = tail(v, vf, avail-6*ui)
			if c.Selected {
				vector.FillRect(dst, float32(bx+3*ui), fy+float32(3*ui), float32(textWidth(v, vf)+4*ui), fh-float32(6*ui), selectedFill, false)
			}
			v += "|"
		} else {
			v = ellipsis(v, vf, avail)
		}
		drawTextLeft(dst, v, vf, bx+5*ui, y+h/2, col)
	case EdLabel:
		f := Face(12 * ui)
		drawTextLeft(dst, ellipsis(c.Label, f, w), f, x, y+h/2, col)
	}
}

// fitLabel fits a palette name in w: whole, in the cell's font or a
// smaller one; else without its first word (the troop type, which the
// heading above already says), capitalised; else shortened with "…".
// The tooltip always gives the whole name.
func fitLabel(s string, f *FontFace, w float64) (string, *FontFace) {
	if textWidth(s, f) <= w {
		return s, f
	}
	small := Face(f.Size * 11 / 12)
	if textWidth(s, small) <= w {
		return s, small
	}
	if _, rest, ok := strings.Cut(s, " "); ok && rest != "" {
		r := []rune(rest)
		rest = strings.ToUpper(string(r[0])) + string(r[1:])
		return ellipsis(rest, small, w), small
	}
	return ellipsis(s, small, w), small
}

// tail keeps the end of s that fits in w, with "…" in front when cut.
func tail(s string, f *FontFace, w float64) string {
	if textWidth(s, f) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[1:]
		if t := "…" + string(r); textWidth(t, f) <= w {
			return t
		}
	}
	return "…"
}

// drawEdIcon draws a palette icon centred on cx, cy, in the colours of
// pal (the editor's palette of pieces is not the colour palette).
func drawEdIcon(dst *ebiten.Image, ic EdIcon, cx, cy, ui float64, pal *Palette) {
	switch ic.Kind {
	case IconUnit:
		drawUnitBody(gpuPen{dst}, hex.Point{X: cx, Y: cy}, 20*ui, unitKey{ic.Army % 2, ic.Type, 4, 4}, pal)
	case IconLeader:
		drawLeaderBody(gpuPen{dst}, cx, cy, 28*ui, ic.Rank, pal.Army(ic.Army), pal)
	case IconTerrain:
		lay := hex.Layout{Size: 11 * ui, Origin: hex.Point{X: cx, Y: cy}}
		corners := lay.Corners(hex.Hex{})
		fillPolygon(dst, corners[:], pal.Terrain(ic.Terrain))
		strokePolygon(dst, corners[:], float32(max(1, ui)), pal.of().grid)
		if _, marked := markedTerrain[ic.Terrain]; marked {
			drawTerrainMark(gpuPen{dst}, hex.Layout{Size: 11 * ui, Origin: hex.Point{X: cx, Y: cy}}, hex.Hex{}, ic.Terrain, float32(ui*0.6))
		}
	case IconRoad:
		vector.StrokeLine(dst, float32(cx-11*ui), float32(cy+5*ui), float32(cx+11*ui), float32(cy-5*ui), float32(4*ui), roadColor, true)
	case IconEraser:
		vector.StrokeLine(dst, float32(cx-11*ui), float32(cy+5*ui), float32(cx+11*ui), float32(cy-5*ui), float32(4*ui), roadColor, true)
		vector.StrokeLine(dst, float32(cx-7*ui), float32(cy-7*ui), float32(cx+7*ui), float32(cy+7*ui), float32(2.5*ui), noCombatRed, true)
		vector.StrokeLine(dst, float32(cx-7*ui), float32(cy+7*ui), float32(cx+7*ui), float32(cy-7*ui), float32(2.5*ui), noCombatRed, true)
	}
}

// DrawEditorBox draws a model in its box (EditorBoxRect), over a veil
// across the area: the editor's new-scenario form.
func (p *EditorPanel) DrawEditorBox(dst *ebiten.Image, m *EditorPanelModel, box, area image.Rectangle, st Style) {
	ui := st.UI
	vector.FillRect(dst, float32(area.Min.X), float32(area.Min.Y), float32(area.Dx()), float32(area.Dy()), veil, false)
	x, y, bw, bh := float32(box.Min.X), float32(box.Min.Y), float32(box.Dx()), float32(box.Dy())
	vector.FillRect(dst, x+float32(4*ui), y+float32(4*ui), bw, bh, color.RGBA{0, 0, 0, 120}, false)
	p.Draw(dst, m, box, 0, st)
	vector.StrokeRect(dst, x, y, bw, bh, float32(2*ui), st.Palette.Gold(), false)
}

// EditorBoxRect is where DrawEditorBox puts a model's box of width w,
// centred in the area.
func EditorBoxRect(m *EditorPanelModel, area image.Rectangle, w, ui float64) image.Rectangle {
	W, H := float64(area.Dx()), float64(area.Dy())
	bh := 2 * edPad * ui
	for _, r := range m.Rows {
		bh += m.RowHeight(r) * ui
	}
	for _, r := range m.Footer {
		bh += m.RowHeight(r) * ui
	}
	bw := min(w, W-20*ui)
	x, y := math.Round((W-bw)/2), math.Round(max(10*ui, (H-bh)/2))
	return image.Rect(area.Min.X+int(x), area.Min.Y+int(y), area.Min.X+int(x+bw), area.Min.Y+int(y+math.Ceil(bh)))
}
