package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Card is a piece's card, as the table prepared it from the rules'
// answers: its name and army, its elements drawn as stands (those lost
// as empty outlines), then labelled lines; the odds of a combat come as
// lines under a heading.
type Card struct {
	Army     int // 0 or 1: the colour of its band
	Title    string
	Sub      string
	Elements int // a unit's remaining elements
	Start    int // its elements at the start; 0 for a leader
	Lines    []CardLine
}

// CardLine is one line of a card: a label and its text, or a heading.
type CardLine struct {
	Label string
	Text  string
	Head  bool
	Color color.RGBA // the text's colour; zero for the card's ink
}

var (
	cardFill  = rgb(0xfa, 0xf6, 0xe8)
	cardLabel = rgb(0x6a, 0x60, 0x50)
)

// cardPlace is a card laid out: its box, the width of its label column
// and each line wrapped.
type cardPlace struct {
	x, y, w, h float64
	labelW     float64
	lines      [][]string
}

const cardLineH = 16.0

func layoutCard(c *Card, ui float64) cardPlace {
	p := cardPlace{w: 320 * ui}
	lf := BoldFace(12 * ui)
	for _, l := range c.Lines {
		if !l.Head {
			p.labelW = max(p.labelW, textWidth(l.Label, lf))
		}
	}
	p.labelW = min(p.labelW+8*ui, 110*ui)
	f := Face(12 * ui)
	p.h = 10*ui + 20*ui + 16*ui // title, subtitle
	if c.Start > 0 {
		p.h += 22 * ui
	}
	for _, l := range c.Lines {
		if l.Head {
			ws := wrap(l.Text, BoldFace(13*ui), p.w-20*ui)
			p.lines = append(p.lines, ws)
			p.h += float64(max(1, len(ws)))*cardLineH*ui + 8*ui
			continue
		}
		ws := wrap(l.Text, f, p.w-20*ui-p.labelW)
		if len(ws) == 0 {
			ws = []string{""}
		}
		p.lines = append(p.lines, ws)
		p.h += float64(len(ws)) * cardLineH * ui
	}
	p.h += 10 * ui
	return p
}

// CardBox is where DrawCard puts a card: beside the piece's box on the
// screen (to its right, or its left when there is no room), never over
// it, and inside screen.
func CardBox(c *Card, piece, screen image.Rectangle, ui float64) image.Rectangle {
	p := layoutCard(c, ui)
	placeBeside(&p.x, &p.y, p.w, p.h, piece, screen, ui)
	return irect(p.x, p.y, p.w, p.h)
}

// placeBeside puts a w×h box beside the rectangle avoid: right of it,
// else left of it, top-aligned with it, kept inside screen.
func placeBeside(x, y *float64, w, h float64, avoid, screen image.Rectangle, ui float64) {
	gap := 8 * ui
	*x = float64(avoid.Max.X) + gap
	if *x+w > float64(screen.Max.X)-4 {
		*x = float64(avoid.Min.X) - gap - w
	}
	*x = max(float64(screen.Min.X)+4, *x)
	*y = float64(avoid.Min.Y)
	if *y+h > float64(screen.Max.Y)-4 {
		*y = float64(screen.Max.Y) - 4 - h
	}
	*y = max(float64(screen.Min.Y)+4, *y)
}

// DrawCard draws a card beside the piece's box on the screen, in palette
// pal.
func DrawCard(dst *ebiten.Image, c *Card, piece, screen image.Rectangle, ui float64, pal *Palette) {
	if c == nil {
		return
	}
	p := layoutCard(c, ui)
	placeBeside(&p.x, &p.y, p.w, p.h, piece, screen, ui)
	x, y, w, h := float32(p.x), float32(p.y), float32(p.w), float32(p.h)
	vector.FillRect(dst, x+3, y+3, w, h, color.RGBA{0, 0, 0, 110}, false)
	vector.FillRect(dst, x, y, w, h, cardFill, false)
	army, labelColor := pal.Army(c.Army), pal.of().label
	vector.FillRect(dst, x, y, w, float32(6*ui), army, false)
	vector.StrokeRect(dst, x, y, w, h, float32(max(1, 1.5*ui)), army, false)
	pad := 10 * ui
	cy := p.y + 10*ui
	drawTextLeft(dst, ellipsis(c.Title, BoldFace(15*ui), p.w-2*pad), BoldFace(15*ui), p.x+pad, cy+10*ui, labelColor)
	cy += 20 * ui
	drawTextLeft(dst, ellipsis(c.Sub, Face(12*ui), p.w-2*pad), Face(12*ui), p.x+pad, cy+8*ui, cardLabel)
	cy += 16 * ui
	if c.Start > 0 {
		drawCardStands(dst, c, p.x+pad, cy+3*ui, ui, army)
		cy += 22 * ui
	}
	f, lf := Face(12*ui), BoldFace(12*ui)
	lh := cardLineH * ui
	for i, l := range c.Lines {
		ws := p.lines[i]
		if l.Head {
			cy += 8 * ui
			vector.StrokeLine(dst, float32(p.x+pad), float32(cy-3*ui), float32(p.x+p.w-pad), float32(cy-3*ui), 1, cardLabel, false)
			for _, s := range ws {
				drawTextLeft(dst, s, BoldFace(13*ui), p.x+pad, cy+lh/2, army)
				cy += lh
			}
			continue
		}
		col := l.Color
		if col == (color.RGBA{}) {
			col = labelColor
		}
		drawTextLeft(dst, ellipsis(l.Label, lf, p.labelW-4*ui), lf, p.x+pad, cy+lh/2, cardLabel)
		for _, s := range ws {
			drawTextLeft(dst, s, f, p.x+pad+p.labelW, cy+lh/2, col)
			cy += lh
		}
	}
}

// drawCardStands draws a unit's elements as on its base: the remaining
// ones filled, the lost ones as empty outlines.
func drawCardStands(dst *ebiten.Image, c *Card, x, y, ui float64, army color.RGBA) {
	sw, sh, gap := 18*ui, 14*ui, 4*ui
	for i := 0; i < c.Start; i++ {
		fx, fy := float32(x+float64(i)*(sw+gap)), float32(y)
		if i < c.Elements {
			vector.FillRect(dst, fx, fy, float32(sw), float32(sh), army, false)
			vector.StrokeRect(dst, fx, fy, float32(sw), float32(sh), 1, darker(army), false)
		} else {
			vector.StrokeRect(dst, fx+0.5, fy+0.5, float32(sw)-1, float32(sh)-1, float32(max(1, 1.5*ui)), army, false)
			// A lost element is crossed out, so it reads without colour too.
			vector.StrokeLine(dst, fx+2, fy+2, fx+float32(sw)-2, fy+float32(sh)-2, 1, army, false)
		}
	}
}
