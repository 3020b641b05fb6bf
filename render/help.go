package render

import (
	"image"
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// HelpModel is what the help overlay (F1) shows: a title, a search field,
// and sections of entries, listed in a side column to jump to. The
// window's help package fills it with translated text; Help lays it out
// and draws it.
type HelpModel struct {
	Key      int    // changes whenever anything below changes
	Title    string // "Help — Thucydide"
	Close    string // the close button's label
	Search   string // the words searched for
	Hint     string // shown in the empty search field
	Empty    string // shown when no entry matches
	Sections []HelpSection
	// Finger: a touch screen, whose targets (the close button, the
	// search field, the sections' rows) are a finger's height, 44 px at
	// ui 1, as the table's and the viewer's are.
	Finger bool
}

// HelpSection is a section of the help: its entries under its title.
type HelpSection struct {
	ID, Title string
	Items     []HelpItem
}

// HelpItem is one entry: a rule (its id as Tag, its name, a paragraph),
// a control (the keys as Tag beside what they do, Keys set) or a block
// of text under a name.
type HelpItem struct {
	ID    string // "rule:CMD.RADIUS": where a link jumps to
	Tag   string // drawn in gold: a rule id, or a control's keys
	Name  string // drawn bold after the tag
	Text  string // the paragraph; "\n" starts a new line
	Keys  bool   // a control: the tag in a column of its own
	Focus bool   // the entry a link opened: highlighted
}

// HelpLayout is where a help model's parts go on the screen: the box,
// the scrolling view, the content's height, the clickable areas (close,
// search, the sections' column) and each section's and entry's place in
// the content.
type HelpLayout struct {
	Box, View image.Rectangle
	Search    image.Rectangle
	Content   float64 // the content's height, in pixels
	Hits      []Hit
	at        map[string]float64 // section and entry ids → top in the content
	sections  []helpTab
	ops       []helpOp
}

// helpTab is a section's row in the side column.
type helpTab struct {
	id, title string
	rect      image.Rectangle
	y         float64 // the section's top in the content
}

// helpOp is a piece of the content, in content coordinates: text with its
// vertical centre at y, or a filled rectangle.
type helpOp struct {
	x, y, w, h float64
	s          string
	face       *FontFace
	col        paint // resolved in the palette drawn in
}

// MaxScroll is the farthest the content scrolls.
func (l *HelpLayout) MaxScroll() float64 { return max(0, l.Content-float64(l.View.Dy())) }

// Top returns where a section or an entry starts in the content.
func (l *HelpLayout) Top(id string) (float64, bool) {
	y, ok := l.at[id]
	return y, ok
}

// Shown reports whether the content between top and bottom (content
// coordinates) is inside the view scrolled to scroll.
func (l *HelpLayout) Shown(top, bottom, scroll float64) bool {
	return top >= scroll && bottom <= scroll+float64(l.View.Dy())
}

// TextBoxes returns where each piece of text goes in the content (the
// view's top left at 0, 0, unscrolled): tests check that none leaves the
// view's width and none overlaps another.
func (l *HelpLayout) TextBoxes() []image.Rectangle {
	var out []image.Rectangle
	for _, op := range l.ops {
		if op.face != nil {
			h := op.face.Size * 1.3
			out = append(out, irect(op.x, op.y-h/2, textWidth(op.s, op.face), h))
		}
	}
	return out
}

// Help lays out and draws the help overlay. It keeps the layout of the
// last model, area and scale: scrolling only moves it.
type Help struct {
	// Clear is a corner of the area the box keeps out of (the web page's
	// Files button, window.PageCornerAt), empty for none: the veil
	// covers the whole area, the box goes below the corner.
	Clear image.Rectangle
	lay   HelpLayout
	for_  helpKey
	valid bool
}

type helpKey struct {
	key         int
	area, clear image.Rectangle
	ui          float64
}

var (
	helpFill  = rgb(0x26, 0x26, 0x2c)
	helpField = rgb(0x1c, 0x1c, 0x22)
	helpFocus = rgb(0x4a, 0x3e, 0x1c)
)

// Layout places model m over area at device scale ui (a window's Update
// calls it); the same model, area and scale give the same layout, kept.
func (h *Help) Layout(m *HelpModel, area image.Rectangle, ui float64) *HelpLayout {
	k := helpKey{m.Key, area, h.Clear, ui}
	if h.valid && h.for_ == k {
		return &h.lay
	}
	box := area
	if !h.Clear.Empty() && h.Clear.Overlaps(area) {
		box.Min.Y = max(box.Min.Y, h.Clear.Max.Y)
	}
	h.lay, h.for_, h.valid = placeHelp(m, box, ui), k, true
	return &h.lay
}

func placeHelp(m *HelpModel, area image.Rectangle, ui float64) HelpLayout {
	var l HelpLayout
	margin, pad := 16*ui, 18*ui
	bw := min(float64(area.Dx())-2*margin, 1240*ui)
	bh := min(float64(area.Dy())-2*margin, 1000*ui)
	bx := float64(area.Min.X) + (float64(area.Dx())-bw)/2
	by := float64(area.Min.Y) + (float64(area.Dy())-bh)/2
	l.Box = irect(bx, by, bw, bh)
	head, tall, row := 56*ui, 32*ui, 28*ui
	if m.Finger {
		head, tall, row = 68*ui, 44*ui, 44*ui
	}
	bf := BoldFace(14 * ui)
	cw := textWidth(m.Close, bf) + 28*ui
	close := irect(bx+bw-pad-cw, by+12*ui, cw, tall)
	// The search field left of the close button, narrower on a phone.
	sw := min(300*ui, float64(close.Min.X)-14*ui-(bx+pad))
	l.Search = irect(float64(close.Min.X)-14*ui-sw, by+12*ui, sw, tall)
	l.Hits = append(l.Hits, Hit{Rect: close, ID: "close"}, Hit{Rect: l.Search, ID: "search"})
	top := by + head + 8*ui
	// The sections' column, where it fits: not on a phone held upright
	// (the text needs the width) nor on its side (the list would pass
	// the box's bottom); the search and the scroll reach every entry.
	side := min(270*ui, bw*0.26)
	if bw < 700*ui || top+float64(len(m.Sections))*(row+2*ui) > by+bh-pad {
		side = -pad
	}
	vx := bx + pad + side + pad
	l.View = irect(vx, top, bx+bw-pad-10*ui-vx, by+bh-pad-top)
	l.at = map[string]float64{}
	l.layoutContent(m, float64(l.View.Dx()), ui)
	y := top
	for _, s := range m.Sections {
		if side <= 0 {
			break
		}
		r := irect(bx+pad, y, side, row)
		l.sections = append(l.sections, helpTab{id: s.ID, title: s.Title, rect: r, y: l.at[s.ID]})
		l.Hits = append(l.Hits, Hit{Rect: r, ID: "section:" + s.ID})
		y += row + 2*ui
	}
	return l
}

// layoutContent places the sections' entries in a column w wide.
func (l *HelpLayout) layoutContent(m *HelpModel, w, ui float64) {
	y := 0.0
	head, bold, reg := BoldFace(18*ui), BoldFace(14*ui), Face(14*ui)
	gold, soft, plain, line := (*Palette).Gold, (*Palette).Soft, (*Palette).PanelText, (*Palette).PanelLine
	lh := 20 * ui
	put := func(x, y float64, s string, f *FontFace, c paint) {
		l.ops = append(l.ops, helpOp{x: x, y: y, s: s, face: f, col: c})
	}
	para := func(x, y, w float64, s string, f *FontFace, c paint) float64 {
		for _, line := range wrap(s, f, w) {
			put(x, y+lh/2, line, f, c)
			y += lh
		}
		return y
	}
	if len(m.Sections) == 0 {
		para(0, 0, w, m.Empty, reg, soft)
		l.Content = lh
		return
	}
	for _, s := range m.Sections {
		l.at[s.ID] = y
		titles := wrap(s.Title, head, w)
		for i, t := range titles {
			put(0, y+16*ui+float64(i)*24*ui, t, head, gold)
		}
		y += float64(max(0, len(titles)-1)) * 24 * ui
		l.ops = append(l.ops, helpOp{x: 0, y: y + 30*ui, w: w, h: 1, col: line})
		y += 40 * ui
		for _, it := range s.Items {
			if it.ID != "" {
				l.at[it.ID] = y
			}
			top, mark := y, len(l.ops)
			switch {
			case it.Keys:
				kw := min(250*ui, w*0.3)
				a := para(0, y, kw, it.Tag, bold, gold)
				b := para(kw+12*ui, y, w-kw-12*ui, it.Text, reg, plain)
				y = max(a, b) + 4*ui
			default:
				if it.Tag != "" || it.Name != "" {
					x := 0.0
					if it.Tag != "" {
						put(0, y+lh/2, it.Tag, bold, gold)
						x = textWidth(it.Tag+"  ", bold)
					}
					y = para(x, y, w-x, it.Name, bold, fixed(white))
					if it.Name == "" {
						y += lh
					}
				}
				y = para(0, y, w, it.Text, reg, soft) + 10*ui
			}
			if it.Focus {
				// Behind the entry's text: inserted before its ops.
				bg := []helpOp{{x: -8 * ui, y: top - 4*ui, w: w + 12*ui, h: y - top, col: fixed(helpFocus)},
					{x: -8 * ui, y: top - 4*ui, w: 3 * ui, h: y - top, col: gold}}
				l.ops = append(l.ops[:mark], append(bg, l.ops[mark:]...)...)
			}
		}
		y += 8 * ui
	}
	l.Content = y
}

func irect(x, y, w, h float64) image.Rectangle {
	return image.Rect(int(x), int(y), int(x+w), int(y+h))
}

// HelpStyle is how the overlay is drawn this frame: the scale, the hovered
// entry, how far the content is scrolled, and whether the search field
// takes the keys (a caret shows).
type HelpStyle struct {
	Style
	Scroll float64
	Typing bool
}

// Draw draws model m as Layout placed it, over a veil on the area, in
// st's palette.
func (h *Help) Draw(dst *ebiten.Image, m *HelpModel, st HelpStyle) {
	if !h.valid || h.for_.key != m.Key {
		return
	}
	l, ui, pal := &h.lay, st.UI, st.Palette
	gold := pal.Gold()
	ar := h.for_.area
	vector.FillRect(dst, float32(ar.Min.X), float32(ar.Min.Y), float32(ar.Dx()), float32(ar.Dy()), veil, false)
	fillRect(dst, l.Box, helpFill)
	b := l.Box
	vector.StrokeRect(dst, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), float32(2*ui), gold, false)
	pad := 18 * ui
	drawTextLeft(dst, ellipsis(m.Title, BoldFace(20*ui), float64(l.Search.Min.X-b.Min.X)-2*pad), BoldFace(20*ui), float64(b.Min.X)+pad, float64(b.Min.Y)+28*ui, white)
	h.drawSearch(dst, m, st)
	for _, hit := range l.Hits {
		if hit.ID == "close" {
			fill := pal.ButtonFill()
			if st.Hover == "close" {
				fill = pal.ButtonHover()
			}
			fillRect(dst, hit.Rect, fill)
			strokeRect(dst, hit.Rect, gold)
			drawText(dst, m.Close, BoldFace(14*ui), float64(hit.Rect.Min.X+hit.Rect.Max.X)/2, float64(hit.Rect.Min.Y+hit.Rect.Max.Y)/2, white, true)
		}
	}
	ly := float32(b.Min.Y) + float32(56*ui)
	vector.StrokeLine(dst, float32(b.Min.X)+float32(pad), ly, float32(b.Max.X)-float32(pad), ly, 1, pal.PanelLine(), false)
	h.drawTabs(dst, st)
	h.drawContent(dst, st)
}

func (h *Help) drawSearch(dst *ebiten.Image, m *HelpModel, st HelpStyle) {
	r, ui, pal := h.lay.Search, st.UI, st.Palette
	fillRect(dst, r, helpField)
	edge := pal.PanelLine()
	if st.Typing || st.Hover == "search" {
		edge = pal.Gold()
	}
	strokeRect(dst, r, edge)
	f := Face(14 * ui)
	x, y := float64(r.Min.X)+10*ui, float64(r.Min.Y+r.Max.Y)/2
	w := float64(r.Dx()) - 20*ui
	switch {
	case m.Search != "":
		s := m.Search
		for len(s) > 0 && textWidth(s, f) > w-6*ui {
			_, n := utf8.DecodeRuneInString(s)
			s = s[n:]
		}
		drawTextLeft(dst, s, f, x, y, white)
		x += textWidth(s, f)
	case !st.Typing:
		drawTextLeft(dst, ellipsis(m.Hint, f, w), f, x, y, pal.Dim())
	}
	if st.Typing {
		vector.StrokeLine(dst, float32(x+2*ui), float32(y-8*ui), float32(x+2*ui), float32(y+8*ui), float32(1.5*ui), pal.Gold(), false)
	}
}

// drawTabs draws the sections' column, the section at the top of the
// view marked.
func (h *Help) drawTabs(dst *ebiten.Image, st HelpStyle) {
	l, ui := &h.lay, st.UI
	// The section at the top of the view (its title in the view's first
	// lines, or above); scrolled to the end, the last one shown (a short
	// last section never reaches the top).
	current, end := "", st.Scroll >= l.MaxScroll()-1
	for _, s := range l.sections {
		if s.y <= st.Scroll+60*ui || (end && s.y < st.Scroll+float64(l.View.Dy())) {
			current = s.id
		}
	}
	f := Face(13 * ui)
	for _, s := range l.sections {
		switch {
		case s.id == current:
			fillRect(dst, s.rect, activeFill)
		case st.Hover == "section:"+s.id:
			fillRect(dst, s.rect, st.Palette.ButtonFill())
		}
		col := st.Palette.Soft()
		if s.id == current {
			col = white
		}
		x := float64(s.rect.Min.X) + 8*ui
		drawTextLeft(dst, ellipsis(s.title, f, float64(s.rect.Dx())-14*ui), f, x, float64(s.rect.Min.Y+s.rect.Max.Y)/2, col)
	}
}

// drawContent draws the entries the view shows, clipped to it, and the
// scroll bar.
func (h *Help) drawContent(dst *ebiten.Image, st HelpStyle) {
	l, ui := &h.lay, st.UI
	v := l.View
	// The focused entry's band reaches a little left and right of the
	// column; nothing goes above or below the view.
	clip := dst.SubImage(image.Rect(v.Min.X-int(10*ui), v.Min.Y, v.Max.X+int(4*ui), v.Max.Y)).(*ebiten.Image)
	x0, y0 := float64(v.Min.X), float64(v.Min.Y)-st.Scroll
	top, bottom := st.Scroll-40*ui, st.Scroll+float64(v.Dy())+40*ui
	for _, op := range l.ops {
		if op.y+op.h < top || op.y > bottom {
			continue
		}
		if op.face == nil {
			vector.FillRect(clip, float32(x0+op.x), float32(y0+op.y), float32(op.w), float32(op.h), op.col(st.Palette), false)
			continue
		}
		drawTextLeft(clip, op.s, op.face, x0+op.x, y0+op.y, op.col(st.Palette))
	}
	if most := l.MaxScroll(); most > 0 {
		vh := float64(v.Dy())
		bar := max(30*ui, vh*vh/l.Content)
		by := float64(v.Min.Y) + (vh-bar)*min(1, st.Scroll/most)
		bx := float32(v.Max.X) + float32(4*ui)
		vector.FillRect(dst, bx, float32(v.Min.Y), float32(4*ui), float32(vh), helpField, false)
		vector.FillRect(dst, bx, float32(by), float32(4*ui), float32(bar), st.Palette.Dim(), false)
	}
}

func fillRect(dst *ebiten.Image, r image.Rectangle, c color.RGBA) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
}

func strokeRect(dst *ebiten.Image, r image.Rectangle, c color.RGBA) {
	vector.StrokeRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 1, c, false)
}
