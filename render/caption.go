package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Caption is the replay viewer's caption box over the top of the board:
// a narrated record's paragraphs for the position shown, and for a
// lesson's step that waits for the player, the call to play and what the
// last click got.
type Caption struct {
	Title  string   // the lesson's title, or "Commentary"
	Paras  []string // the captions, one a paragraph
	Prompt string   // the call to play, drawn in gold
	// Rule and Note are what the player's last click got: a refusal's
	// rule id (red) and sentence, or a hint; Good draws the note as a
	// success.
	Rule, Note string
	Good       bool
	// Links are the words of the paragraphs that open something: the
	// rule ids, each a link to its help entry.
	Links []Link
	// Target is the least height and width, in device pixels, of a
	// link's clickable area: a finger's 44 CSS pixels on a touch screen
	// (the word's line is 21), 0 for a mouse's.
	Target float64
}

// CaptionBox is a Caption laid out: a window's Update places it (the
// board under it is still the board's), Draw draws it.
type CaptionBox struct {
	c      *Caption
	ui     float64
	rect   image.Rectangle
	x      float64
	lines  []captionLine
	hits   []Hit
	ruleW  float64
	pad    float64
	titleY float64
}

type captionLine struct {
	text string
	face *FontFace
	col  paint
	y    float64 // centre
	rule bool    // the note's first line: its rule id comes first
	para bool    // a paragraph's line: its links are drawn and clickable
}

var (
	captionFill = color.RGBA{0x26, 0x26, 0x2e, 0xf2}
	captionGood = rgb(0x9c, 0xe0, 0x8c)
)

// MaxCaptionHeight is the most of the area's height the box may take:
// what does not fit is cut with "…".
const MaxCaptionHeight = 0.45

// PlaceCaption lays c out at the top centre of area at device scale ui;
// nil when it has nothing to say.
func PlaceCaption(c *Caption, area image.Rectangle, ui float64) *CaptionBox {
	if len(c.Paras) == 0 && c.Prompt == "" && c.Note == "" {
		return nil
	}
	b := &CaptionBox{c: c, ui: ui, pad: 14 * ui}
	w := min(float64(area.Dx())-32*ui, 700*ui)
	inner := w - 2*b.pad
	body, bold := Face(15*ui), BoldFace(15*ui)
	lh := 21 * ui
	y := b.pad + 10*ui
	b.titleY = y
	y += 20 * ui
	add := func(s string, f *FontFace, col paint) {
		for _, l := range wrap(s, f, inner) {
			b.lines = append(b.lines, captionLine{text: l, face: f, col: col, y: y + lh/2})
			y += lh
		}
	}
	for _, p := range c.Paras {
		n := len(b.lines)
		add(p, body, (*Palette).PanelText)
		for i := n; i < len(b.lines); i++ {
			b.lines[i].para = true
		}
		y += 6 * ui
	}
	if c.Prompt != "" {
		add("► "+c.Prompt, bold, (*Palette).Gold)
	}
	if c.Note != "" {
		col := fixed(StatusRefusal)
		if c.Good {
			col = fixed(captionGood)
		}
		if c.Rule != "" {
			b.ruleW = textWidth(c.Rule+"  ", bold)
		}
		// The first line leaves room for the rule id before it.
		lines := wrap(c.Note, body, inner-b.ruleW)
		if len(lines) > 0 {
			b.lines = append(b.lines, captionLine{text: lines[0], face: body, col: col, y: y + lh/2, rule: true})
			y += lh
			rest := ""
			for _, l := range lines[1:] {
				rest += l + " "
			}
			add(rest, body, col)
		}
	}
	h := y + b.pad - 6*ui
	if limit := float64(area.Dy()) * MaxCaptionHeight; h > limit {
		h = limit
		b.cut(limit - b.pad)
	}
	b.x = float64(area.Min.X) + (float64(area.Dx())-w)/2
	top := float64(area.Min.Y) + 12*ui
	b.rect = image.Rect(int(b.x), int(top), int(b.x+w), int(top+h))
	b.placeLinks(top)
	return b
}

// placeLinks finds the paragraphs' links on the screen.
func (b *CaptionBox) placeLinks(top float64) {
	lh := 21 * b.ui
	for _, l := range b.lines {
		if !l.para {
			continue
		}
		for _, k := range b.c.Links {
			if at := wordAt(l.text, k.Word); at >= 0 {
				x := b.x + b.pad + textWidth(l.text[:at], l.face)
				w, h := textWidth(k.Word, l.face), lh
				// A finger's area round the word, centred on it.
				tw, th := max(w, b.c.Target), max(h, b.c.Target)
				b.hits = append(b.hits, Hit{Rect: irect(x-(tw-w)/2, top+l.y-th/2, tw, th), ID: k.ID, Tip: k.Tip})
			}
		}
	}
}

// Hits returns the links' clickable areas.
func (b *CaptionBox) Hits() []Hit {
	if b == nil {
		return nil
	}
	return b.hits
}

// cut keeps the lines that end above bottom, the last ending in "…".
func (b *CaptionBox) cut(bottom float64) {
	lh := 21 * b.ui
	n := 0
	for n < len(b.lines) && b.lines[n].y+lh/2 <= bottom {
		n++
	}
	b.lines = b.lines[:max(0, n)]
	if n > 0 {
		b.lines[n-1].text += " …"
	}
}

// Rect is the box on the screen.
func (b *CaptionBox) Rect() image.Rectangle {
	if b == nil {
		return image.Rectangle{}
	}
	return b.rect
}

// Draw draws the box in palette pal.
func (b *CaptionBox) Draw(dst *ebiten.Image, pal *Palette) {
	if b == nil {
		return
	}
	ui, r := b.ui, b.rect
	x, y := float32(r.Min.X), float32(r.Min.Y)
	vector.FillRect(dst, x+float32(4*ui), y+float32(4*ui), float32(r.Dx()), float32(r.Dy()), color.RGBA{0, 0, 0, 100}, false)
	vector.FillRect(dst, x, y, float32(r.Dx()), float32(r.Dy()), captionFill, false)
	vector.FillRect(dst, x, y, float32(4*ui), float32(r.Dy()), pal.Gold(), false)
	vector.StrokeRect(dst, x, y, float32(r.Dx()), float32(r.Dy()), 1, pal.PanelLine(), false)
	left := float64(r.Min.X) + b.pad
	top := float64(r.Min.Y)
	drawTextLeft(dst, b.c.Title, BoldFace(13*ui), left, top+b.titleY, pal.Gold())
	for _, l := range b.lines {
		lx := left
		if l.rule && b.c.Rule != "" {
			drawTextLeft(dst, b.c.Rule, BoldFace(15*ui), lx, top+l.y, StatusRefusal)
			lx += b.ruleW
		}
		if l.para {
			drawLogLine(dst, l.text, b.c.Links, l.face, lx, top+l.y, l.col(pal), ui)
			continue
		}
		drawTextLeft(dst, l.text, l.face, lx, top+l.y, l.col(pal))
	}
}
