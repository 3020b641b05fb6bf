package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Dialog is a box over the board: the handover banner, the offer to
// resume, the list of saved games, the result screen.
type Dialog struct {
	Title   string
	Army    int // the army whose colour heads the box; -1 for none
	Lines   []string
	Buttons []Button
	// Large draws the title big: the banner and the result screen.
	Large bool
}

// Button is a dialog's button.
type Button struct {
	ID, Label string
}

var (
	veil       = color.RGBA{0x10, 0x10, 0x14, 0xa0}
	dialogFill = rgb(0x2e, 0x2e, 0x36)
)

// DialogBox is a dialog placed in an area of the screen: its box, its
// wrapped lines and its buttons. PlaceDialog makes it in a window's
// Update, for the buttons' clickable areas; Draw draws it.
type DialogBox struct {
	d        *Dialog
	ui       float64
	area     image.Rectangle
	x, y     float64 // the box's top left
	bw, bh   float64
	tf, bf   *text.GoTextFace
	title    []string
	lines    [][]string
	buttons  []Hit
	btnX     []float64 // the buttons' left edges, unrounded
	btnY     float64
	btnWidth float64
}

// PlaceDialog centres d in area, at device scale ui, over a veil.
func PlaceDialog(d *Dialog, area image.Rectangle, ui float64) *DialogBox {
	w, h := float64(area.Dx()), float64(area.Dy())
	b := &DialogBox{d: d, ui: ui, area: area, tf: BoldFace(20 * ui), bf: Face(15 * ui)}
	if d.Large {
		b.tf = BoldFace(30 * ui)
	}
	b.bw = min(w-40*ui, 620*ui)
	pad := 22 * ui
	b.title = wrap(d.Title, b.tf, b.bw-2*pad)
	b.bh = pad*2 + float64(len(b.title))*b.tf.Size*1.3 + 10*ui
	for _, l := range d.Lines {
		ws := wrap(l, b.bf, b.bw-2*pad)
		if len(ws) == 0 {
			ws = []string{""}
		}
		b.lines = append(b.lines, ws)
		b.bh += float64(len(ws)) * 21 * ui
	}
	if len(d.Buttons) > 0 {
		b.bh += 50 * ui
	}
	b.x, b.y = float64(area.Min.X)+(w-b.bw)/2, float64(area.Min.Y)+max(10*ui, (h-b.bh)/2)
	if n := len(d.Buttons); n > 0 {
		gap := 14 * ui
		b.btnWidth = min(220*ui, (b.bw-2*pad-gap*float64(n-1))/float64(n))
		bx := b.x + (b.bw-(b.btnWidth*float64(n)+gap*float64(n-1)))/2
		by := b.y + b.bh - pad - 32*ui
		b.btnY = by
		for _, bt := range d.Buttons {
			b.buttons = append(b.buttons, Hit{Rect: image.Rect(int(bx), int(by), int(bx+b.btnWidth), int(by+34*ui)), ID: bt.ID})
			b.btnX = append(b.btnX, bx)
			bx += b.btnWidth + gap
		}
	}
	return b
}

// Hits returns the buttons' areas.
func (b *DialogBox) Hits() []Hit { return b.buttons }

// Draw draws the veil over the area, then the box; hover is the id of
// the button under the cursor.
func (b *DialogBox) Draw(dst *ebiten.Image, hover string) {
	ui, d := b.ui, b.d
	ar := b.area
	vector.FillRect(dst, float32(ar.Min.X), float32(ar.Min.Y), float32(ar.Dx()), float32(ar.Dy()), veil, false)
	x, y, bw, bh := b.x, b.y, b.bw, b.bh
	vector.FillRect(dst, float32(x+4*ui), float32(y+4*ui), float32(bw), float32(bh), color.RGBA{0, 0, 0, 120}, false)
	vector.FillRect(dst, float32(x), float32(y), float32(bw), float32(bh), dialogFill, false)
	edge := gold
	if d.Army >= 0 {
		edge = ArmyColors[d.Army%2]
		vector.FillRect(dst, float32(x), float32(y), float32(bw), float32(10*ui), edge, false)
	}
	vector.StrokeRect(dst, float32(x), float32(y), float32(bw), float32(bh), float32(2*ui), edge, false)
	cy := y + 22*ui + 6*ui
	for _, t := range b.title {
		drawText(dst, t, b.tf, x+bw/2, cy+b.tf.Size*0.55, white, true)
		cy += b.tf.Size * 1.3
	}
	cy += 10 * ui
	for _, ws := range b.lines {
		for _, l := range ws {
			drawText(dst, l, b.bf, x+bw/2, cy+10*ui, panelSoft, true)
			cy += 21 * ui
		}
	}
	for i, h := range b.buttons {
		bx, by, btw := b.btnX[i], b.btnY, b.btnWidth
		fill := buttonFill
		if h.ID == hover {
			fill = buttonHover
		}
		vector.FillRect(dst, float32(bx), float32(by), float32(btw), float32(34*ui), fill, false)
		vector.StrokeRect(dst, float32(bx), float32(by), float32(btw), float32(34*ui), 1, gold, false)
		label := d.Buttons[i].Label
		drawText(dst, ellipsis(label, BoldFace(14*ui), btw-8*ui), BoldFace(14*ui), bx+btw/2, by+17*ui, white, true)
	}
}

// DrawTooltip draws paragraphs in a box near the cursor at, kept inside
// the screen's rectangle.
func DrawTooltip(dst *ebiten.Image, paras []string, at image.Point, screen image.Rectangle, ui float64) {
	if len(paras) == 0 {
		return
	}
	x, y := float64(at.X), float64(at.Y)
	w, h := area(screen)
	f := Face(13 * ui)
	maxW := min(420*ui, w-20*ui)
	pad := 8 * ui
	var lines []string
	var gaps []bool // a paragraph starts on this line
	widest := 0.0
	for _, p := range paras {
		ws := wrap(p, f, maxW-2*pad)
		for i, l := range ws {
			lines = append(lines, l)
			gaps = append(gaps, i == 0 && len(lines) > 1)
			widest = max(widest, textWidth(l, f))
		}
	}
	lh := 17 * ui
	bh := float64(len(lines))*lh + 2*pad
	for _, g := range gaps {
		if g {
			bh += 5 * ui
		}
	}
	bw := widest + 2*pad
	bx, by := x+16*ui, y+18*ui
	if bx+bw > w-4 {
		bx = max(4, x-bw-12*ui)
	}
	if by+bh > h-4 {
		by = max(4, h-bh-4)
	}
	vector.FillRect(dst, float32(bx+3), float32(by+3), float32(bw), float32(bh), color.RGBA{0, 0, 0, 110}, false)
	vector.FillRect(dst, float32(bx), float32(by), float32(bw), float32(bh), rgb(0xfa, 0xf6, 0xe8), false)
	vector.StrokeRect(dst, float32(bx), float32(by), float32(bw), float32(bh), 1, labelColor, false)
	cy := by + pad
	for i, l := range lines {
		if gaps[i] {
			cy += 5 * ui
		}
		drawTextLeft(dst, l, f, bx+pad, cy+lh/2, labelColor)
		cy += lh
	}
}

// StatusRefusal is the status line's colour for a refusal's rule id.
var StatusRefusal = rgb(0xff, 0x8a, 0x70)

// DrawStatus draws the status line across the bottom of the board's
// rectangle: the rule id in colour and underlined (a click on it opens
// its help), then the sentence, fading with its alpha.
func DrawStatus(dst *ebiten.Image, s Status, board image.Rectangle, ui float64) {
	rule, msg, alpha := s.Rule, s.Message, s.Alpha
	if alpha <= 0 || (msg == "" && rule == "") {
		return
	}
	w, _ := area(board)
	f := BoldFace(15 * ui)
	p := placeStatus(s, board, ui)
	lh := 20 * ui
	a := float32(alpha)
	vector.FillRect(dst, 0, float32(p.y), float32(w), float32(p.bh), color.RGBA{uint8(0x18 * a), uint8(0x10 * a), uint8(0x10 * a), uint8(0xe0 * a)}, false)
	scale := func(c color.RGBA) color.RGBA {
		return color.RGBA{uint8(float32(c.R) * a), uint8(float32(c.G) * a), uint8(float32(c.B) * a), uint8(float32(c.A) * a)}
	}
	if rule != "" {
		r := p.rule
		drawTextLeft(dst, rule, f, float64(r.Min.X), float64(r.Min.Y)+lh/2, scale(StatusRefusal))
		if s.Link {
			underline(dst, float64(r.Min.X), float64(r.Min.Y)+lh/2+f.Size*0.6, float64(r.Dx()), scale(StatusRefusal), ui)
		}
	}
	for i, l := range p.lines {
		drawTextLeft(dst, l, f, p.x, p.y+10*ui+lh/2+float64(i)*lh, scale(white))
	}
}
