package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

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

// Line heights of the wrapped rows.
const (
	menuLine   = 17.0
	promptLine = 18.0
)

// rowHeightWrapped is the row's height once its text is wrapped.
func (p *Panel) rowHeightWrapped(r Row, w, ui float64) float64 {
	switch r.Kind {
	case RowText:
		n := len(p.wraps.lines(r.Text, Face(13*ui), w))
		return float64(max(1, n)) * 17 * ui
	case RowTitle:
		n := len(p.wraps.lines(r.Text, BoldFace(17*ui), w))
		return float64(max(1, n))*22*ui + 2*ui
	case RowMenu:
		n := len(p.wraps.lines(r.Text, Face(13*ui), w-p.rightWidth(r, ui)))
		return rowHeight(r, ui) + float64(max(0, n-1))*menuLine*ui
	case RowPrompt:
		n := len(p.wraps.lines(r.Text, BoldFace(14*ui), w-16*ui))
		return float64(max(1, n))*promptLine*ui + 16*ui
	case RowChips:
		_, hgt := p.chipPlaces(r, w, ui)
		return hgt
	}
	return rowHeight(r, ui)
}

// entryHeight is a row's height in the panel: its text's, and for an
// entry a click presses at least Target (a spacer's id marks a place,
// as the viewer's log's: nothing to press).
func (p *Panel) entryHeight(r Row, w, ui float64) float64 {
	h := p.rowHeightWrapped(r, w, ui)
	if r.ID != "" && r.Kind != RowChips && r.Kind != RowSpacer {
		h = max(h, p.Target)
	}
	return h
}

// rightWidth is the room a menu entry's right-hand text takes.
func (p *Panel) rightWidth(r Row, ui float64) float64 {
	if r.Right == "" {
		return 0
	}
	return textWidth(r.Right, Face(13*ui)) + 8*ui
}

// chipPlaces lays a RowChips row out: its label, then its chips left to
// right, going on to a new line when one does not fit; it returns the
// chips' boxes relative to the row's top left and the row's height.
func (p *Panel) chipPlaces(r Row, w, ui float64) ([]frect, float64) {
	f := Face(13 * ui)
	x, y := 0.0, 2*ui
	if r.Text != "" {
		x = textWidth(r.Text, f) + 8*ui
	}
	ch := max(20*ui, p.Target)
	var out []frect
	for _, c := range r.Chips {
		cw := max(24*ui, textWidth(c.Label, f)+14*ui, p.Target)
		if x+cw > w && x > 0 {
			x, y = 0, y+ch+4*ui
		}
		out = append(out, frect{x, y, cw, ch})
		x += cw + 6*ui
	}
	return out, y + ch + 6*ui
}

// chipHits are a RowChips row's clickable chips, in the panel.
func (p *Panel) chipHits(r Row, b frect, ui float64) []Hit {
	places, _ := p.chipPlaces(r, b.w, ui)
	out := make([]Hit, len(places))
	for i, c := range places {
		out[i] = Hit{Rect: irect(b.x+c.x, b.y+c.y, c.w, c.h), ID: r.Chips[i].ID, Tip: r.Chips[i].Tip, Off: r.Chips[i].Off}
	}
	return out
}

// drawRow draws a row at the top left of b, b.w wide and b.h high.
func (p *Panel) drawRow(dst *ebiten.Image, r Row, b frect, st Style) {
	x, y, w, ui, hover, pal := b.x, b.y, b.w, st.UI, st.Hover, st.Palette
	panelText, panelLine := pal.PanelText(), pal.PanelLine()
	col := pal.ink(r.Color, r.Tone, panelText)
	if r.Disabled {
		col = pal.Dim()
	}
	hovered := r.ID != "" && r.ID == hover
	switch r.Kind {
	case RowTitle:
		f := BoldFace(17 * ui)
		for i, line := range p.wraps.lines(r.Text, f, w) {
			drawTextLeft(dst, line, f, x, y+11*ui+float64(i)*22*ui, col)
		}
	case RowHeading:
		vector.StrokeLine(dst, float32(x), float32(y+3*ui), float32(x+w), float32(y+3*ui), 1, panelLine, false)
		rw := 0.0
		if r.Right != "" {
			rw = textWidth(r.Right, Face(12*ui)) + 8*ui
			drawTextRight(dst, r.Right, Face(12*ui), x+w, y+14*ui, pal.Soft())
		}
		drawTextLeft(dst, ellipsis(r.Text, BoldFace(13*ui), w-rw), BoldFace(13*ui), x, y+14*ui, pal.Gold())
	case RowText:
		f := Face(13 * ui)
		if r.Active {
			vector.FillRect(dst, float32(x-4*ui), float32(y), float32(w+8*ui), float32(b.h), activeFill, false)
		}
		for i, line := range p.wraps.lines(r.Text, f, w) {
			drawTextLeft(dst, line, f, x, y+8*ui+float64(i)*17*ui, col)
		}
	case RowArmy:
		sz := 16 * ui
		vector.FillRect(dst, float32(x), float32(y+3*ui), float32(sz), float32(sz), pal.Army(r.Army), false)
		vector.StrokeRect(dst, float32(x), float32(y+3*ui), float32(sz), float32(sz), 1, panelText, false)
		drawTextLeft(dst, ellipsis(r.Text, BoldFace(14*ui), w-sz-8*ui), BoldFace(14*ui), x+sz+8*ui, y+11*ui, col)
	case RowPrompt:
		p.drawPrompt(dst, r, b, ui, pal)
	case RowButton:
		fill := pal.ButtonFill()
		if hovered && !r.Disabled {
			fill = pal.ButtonHover()
		}
		if r.Active {
			fill = activeFill
		}
		bh := b.h - 6*ui // 28 at scale 1; taller for a finger
		vector.FillRect(dst, float32(x), float32(y+3*ui), float32(w), float32(bh), fill, false)
		vector.StrokeRect(dst, float32(x), float32(y+3*ui), float32(w), float32(bh), 1, panelLine, false)
		f := BoldFace(14 * ui)
		drawText(dst, ellipsis(r.Text, f, w-8*ui), f, x+w/2, y+3*ui+bh/2, col, true)
	case RowMenu:
		p.drawMenu(dst, r, b, col, hovered, ui, pal)
	case RowChips:
		p.drawChips(dst, r, b, col, hover, ui, pal)
	case RowDice:
		DrawDice(dst, r.Dice, x, y+3*ui, 24*ui)
	}
}

// drawPrompt is whose decision it is: the army's colour across the
// panel, the sentence in bold white on it.
func (p *Panel) drawPrompt(dst *ebiten.Image, r Row, b frect, ui float64, pal *Palette) {
	army := pal.Army(r.Army)
	vector.FillRect(dst, float32(b.x-4*ui), float32(b.y+4*ui), float32(b.w+8*ui), float32(b.h-6*ui), army, false)
	vector.StrokeRect(dst, float32(b.x-4*ui), float32(b.y+4*ui), float32(b.w+8*ui), float32(b.h-6*ui), float32(2*ui), white, false)
	f := BoldFace(14 * ui)
	for i, line := range p.wraps.lines(r.Text, f, b.w-16*ui) {
		drawTextLeft(dst, line, f, b.x+4*ui, b.y+4*ui+(promptLine/2+4)*ui+float64(i)*promptLine*ui, white)
	}
}

// drawMenu is a menu entry: its text wrapped on the left, its right-hand
// text on the first line.
func (p *Panel) drawMenu(dst *ebiten.Image, r Row, b frect, col color.RGBA, hovered bool, ui float64, pal *Palette) {
	x, y, w := b.x, b.y, b.w
	if hovered || r.Active {
		fill := pal.ButtonFill()
		if r.Active {
			fill = activeFill
		}
		vector.FillRect(dst, float32(x-4*ui), float32(y), float32(w+8*ui), float32(b.h-1*ui), fill, false)
	}
	f := Face(13 * ui)
	rw := p.rightWidth(r, ui)
	if r.Right != "" {
		drawTextRight(dst, r.Right, f, x+w, y+10*ui, col)
	}
	for i, line := range p.wraps.lines(r.Text, f, w-rw) {
		drawTextLeft(dst, line, f, x, y+10*ui+float64(i)*menuLine*ui, col)
	}
}

// drawChips is a label and its small buttons.
func (p *Panel) drawChips(dst *ebiten.Image, r Row, b frect, col color.RGBA, hover string, ui float64, pal *Palette) {
	f := Face(13 * ui)
	if r.Text != "" {
		drawTextLeft(dst, r.Text, f, b.x, b.y+12*ui, col)
	}
	places, _ := p.chipPlaces(r, b.w, ui)
	for i, c := range places {
		fill := pal.ButtonFill()
		if r.Chips[i].ID == hover {
			fill = pal.ButtonHover()
		}
		cx, cy := b.x+c.x, b.y+c.y
		vector.FillRect(dst, float32(cx), float32(cy), float32(c.w), float32(c.h), fill, false)
		line, ink := pal.Gold(), white
		if r.Chips[i].Off {
			line, ink = pal.PanelLine(), pal.Dim()
		}
		vector.StrokeRect(dst, float32(cx), float32(cy), float32(c.w), float32(c.h), 1, line, false)
		drawText(dst, r.Chips[i].Label, f, cx+c.w/2, cy+c.h/2, ink, true)
	}
}

// wrapCache keeps the lines text wraps into, for one width and scale: a
// long game's log is wrapped once, not at every notch of its scroll.
type wrapCache struct {
	w     int
	ui    float64
	cache map[wrapKey][]string
}

type wrapKey struct {
	s    string
	face *FontFace
	w    float64
}

// reset forgets the lines when the panel's size or scale changed.
func (c *wrapCache) reset(w int, ui float64) {
	if c.cache == nil || c.w != w || c.ui != ui || len(c.cache) > 20000 {
		c.w, c.ui, c.cache = w, ui, map[wrapKey][]string{}
	}
}

// lines wraps s in face to width, once.
func (c *wrapCache) lines(s string, face *FontFace, width float64) []string {
	if c.cache == nil {
		c.cache = map[wrapKey][]string{}
	}
	k := wrapKey{s, face, width}
	if l, ok := c.cache[k]; ok {
		return l
	}
	l := wrap(s, face, width)
	c.cache[k] = l
	return l
}

// ellipsis shortens s with "…" to fit width.
func ellipsis(s string, f text.Face, width float64) string {
	if advance(s, f) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; advance(t, f) <= width {
			return t
		}
	}
	return "…"
}
