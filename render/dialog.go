package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
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

// DrawDialog draws d centred in the w×h area at the top left of dst,
// over a veil, and returns its buttons' areas.
func DrawDialog(dst *ebiten.Image, d *Dialog, w, h, ui float64, hover string) []Hit {
	vector.FillRect(dst, 0, 0, float32(w), float32(h), veil, false)
	bw := min(w-40*ui, 620*ui)
	pad := 22 * ui
	tf := BoldFace(20 * ui)
	if d.Large {
		tf = BoldFace(30 * ui)
	}
	bf := Face(15 * ui)
	title := wrap(d.Title, tf, bw-2*pad)
	var lines [][]string
	th := float64(len(title)) * tf.Size * 1.3
	bh := pad*2 + th + 10*ui
	for _, l := range d.Lines {
		ws := wrap(l, bf, bw-2*pad)
		if len(ws) == 0 {
			ws = []string{""}
		}
		lines = append(lines, ws)
		bh += float64(len(ws)) * 21 * ui
	}
	if len(d.Buttons) > 0 {
		bh += 50 * ui
	}
	x, y := (w-bw)/2, max(10*ui, (h-bh)/2)
	vector.FillRect(dst, float32(x+4*ui), float32(y+4*ui), float32(bw), float32(bh), color.RGBA{0, 0, 0, 120}, false)
	vector.FillRect(dst, float32(x), float32(y), float32(bw), float32(bh), dialogFill, false)
	edge := gold
	if d.Army >= 0 {
		edge = ArmyColors[d.Army%2]
		vector.FillRect(dst, float32(x), float32(y), float32(bw), float32(10*ui), edge, false)
	}
	vector.StrokeRect(dst, float32(x), float32(y), float32(bw), float32(bh), float32(2*ui), edge, false)
	cy := y + pad + 6*ui
	for _, t := range title {
		drawText(dst, t, tf, x+bw/2, cy+tf.Size*0.55, white, true)
		cy += tf.Size * 1.3
	}
	cy += 10 * ui
	for _, ws := range lines {
		for _, l := range ws {
			drawText(dst, l, bf, x+bw/2, cy+10*ui, panelSoft, true)
			cy += 21 * ui
		}
	}
	var hits []Hit
	if n := len(d.Buttons); n > 0 {
		gap := 14 * ui
		btw := min(220*ui, (bw-2*pad-gap*float64(n-1))/float64(n))
		bx := x + (bw-(btw*float64(n)+gap*float64(n-1)))/2
		by := y + bh - pad - 32*ui
		for _, b := range d.Buttons {
			fill := buttonFill
			if b.ID == hover {
				fill = buttonHover
			}
			vector.FillRect(dst, float32(bx), float32(by), float32(btw), float32(34*ui), fill, false)
			vector.StrokeRect(dst, float32(bx), float32(by), float32(btw), float32(34*ui), 1, gold, false)
			drawText(dst, ellipsis(b.Label, BoldFace(14*ui), btw-8*ui), BoldFace(14*ui), bx+btw/2, by+17*ui, white, true)
			hits = append(hits, Hit{Rect: image.Rect(int(bx), int(by), int(bx+btw), int(by+34*ui)), ID: b.ID})
			bx += btw + gap
		}
	}
	return hits
}

// DrawTooltip draws paragraphs in a box near x, y, kept inside w×h.
func DrawTooltip(dst *ebiten.Image, paras []string, x, y, w, h, ui float64) {
	if len(paras) == 0 {
		return
	}
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

// DrawStatus draws the status line across the bottom of the w-wide board
// area at height h: rule id in colour, then the sentence, fading with
// alpha.
func DrawStatus(dst *ebiten.Image, rule, msg string, w, h, ui, alpha float64) {
	if alpha <= 0 || (msg == "" && rule == "") {
		return
	}
	f := BoldFace(15 * ui)
	pad := 10 * ui
	lines := wrap(msg, f, w-2*pad-textWidth(rule+"  ", f))
	if len(lines) == 0 {
		lines = []string{""}
	}
	lh := 20 * ui
	bh := float64(len(lines))*lh + 2*pad
	y := h - bh
	a := float32(alpha)
	vector.FillRect(dst, 0, float32(y), float32(w), float32(bh), color.RGBA{uint8(0x18 * a), uint8(0x10 * a), uint8(0x10 * a), uint8(0xe0 * a)}, false)
	x := pad
	scale := func(c color.RGBA) color.RGBA {
		return color.RGBA{uint8(float32(c.R) * a), uint8(float32(c.G) * a), uint8(float32(c.B) * a), uint8(float32(c.A) * a)}
	}
	if rule != "" {
		drawTextLeft(dst, rule, f, x, y+pad+lh/2, scale(StatusRefusal))
		x += textWidth(rule+"  ", f)
	}
	for i, l := range lines {
		drawTextLeft(dst, l, f, x, y+pad+lh/2+float64(i)*lh, scale(white))
	}
}
