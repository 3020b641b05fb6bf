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
	// Notes follow the lines, left-aligned in a smaller face: the
	// briefing's text, the opponent's last turn.
	Notes []Note
	// Selected is the line, counted from 1, that is a text typed in
	// with its whole text selected (Ctrl+A): drawn on a highlight.
	Selected int
	// QR, when set, is drawn under the title, as large as the box
	// allows: the code a phone's camera reads to join a shared game.
	QR QRCode
	// Target is the least height of a button in device pixels: a
	// finger's 44 CSS pixels on a touch screen; 0 for a mouse's.
	Target float64
	// Veil, when set, is what the veil covers, beyond the area the box
	// is placed in (the area kept clear of the web page's Files button).
	Veil image.Rectangle
}

// Note is a paragraph of a dialog's notes: a heading in gold, or text,
// with a swatch of army Army-1 before it when Army is 1 or 2.
type Note struct {
	Text string
	Head bool
	Army int
}

// Button is a dialog's button.
type Button struct {
	ID, Label string
}

var veil = color.RGBA{0x10, 0x10, 0x14, 0xa0}

// DialogBox is a dialog placed in an area of the screen: its box, its
// wrapped lines and its buttons. PlaceDialog makes it in a window's
// Update, for the buttons' clickable areas; Draw draws it.
type DialogBox struct {
	d        *Dialog
	ui       float64
	area     image.Rectangle
	x, y     float64 // the box's top left
	bw, bh   float64
	tf, bf   *FontFace
	title    []string
	lines    [][]string
	notes    [][]string
	nf, nhf  *FontFace
	buttons  []Hit
	btnX     []float64 // the buttons' left edges and tops, unrounded
	btnYs    []float64
	btnWidth float64
	stacked  bool    // the buttons one under the other: side by side they would be cut
	cut      bool    // taller than the area: the notes scroll (Scroll)
	notesH   float64 // the notes' whole height
	scroll   float64 // how far the notes are scrolled, when cut
}

// PlaceDialog centres d in area, at device scale ui, over a veil.
func PlaceDialog(d *Dialog, area image.Rectangle, ui float64) *DialogBox {
	w, h := float64(area.Dx()), float64(area.Dy())
	b := &DialogBox{d: d, ui: ui, area: area, tf: BoldFace(20 * ui), bf: Face(15 * ui), nf: Face(14 * ui), nhf: BoldFace(14 * ui)}
	if d.Large {
		b.tf = BoldFace(30 * ui)
	}
	pad := 22 * ui
	b.measure(min(w-40*ui, 620*ui))
	// Too tall for the area (a phone on its side): as wide as the area
	// allows, then cut to its height, the notes scrolling in what is left
	// (Scroll, Draw) so that the buttons stay on the screen.
	if room := h - 20*ui; b.bh > room {
		if wider := w - 20*ui; wider > b.bw {
			b.measure(wider)
		}
		b.cut = b.bh > room
		b.bh = min(b.bh, room)
	}
	b.x, b.y = float64(area.Min.X)+(w-b.bw)/2, float64(area.Min.Y)+max(10*ui, (h-b.bh)/2)
	if n := len(d.Buttons); n > 0 {
		gap, bh := 14*ui, b.buttonHeight()
		if b.stacked {
			// One under the other, across the box: each label whole.
			b.btnWidth = b.bw - 2*pad
			by := b.y + b.bh - pad - float64(n)*bh - float64(n-1)*stackGap*ui + 2*ui
			for _, bt := range d.Buttons {
				bx := b.x + pad
				b.buttons = append(b.buttons, Hit{Rect: image.Rect(int(bx), int(by), int(bx+b.btnWidth), int(by+bh)), ID: bt.ID})
				b.btnX, b.btnYs = append(b.btnX, bx), append(b.btnYs, by)
				by += bh + stackGap*ui
			}
			return b
		}
		b.btnWidth = min(220*ui, (b.bw-2*pad-gap*float64(n-1))/float64(n))
		if need := b.widestLabel(); need > b.btnWidth {
			b.btnWidth = need
		}
		bx := b.x + (b.bw-(b.btnWidth*float64(n)+gap*float64(n-1)))/2
		by := b.y + b.bh - pad - bh + 2*ui
		for _, bt := range d.Buttons {
			b.buttons = append(b.buttons, Hit{Rect: image.Rect(int(bx), int(by), int(bx+b.btnWidth), int(by+bh)), ID: bt.ID})
			b.btnX, b.btnYs = append(b.btnX, bx), append(b.btnYs, by)
			bx += b.btnWidth + gap
		}
	}
	return b
}

// stackGap is the room between buttons one under the other.
const stackGap = 8.0

// buttonHeight is a button's height: 34 pixels at scale 1, or the
// dialog's Target when it is more.
func (b *DialogBox) buttonHeight() float64 { return max(34*b.ui, b.d.Target) }

// widestLabel is the width the widest button's label needs.
func (b *DialogBox) widestLabel() float64 {
	w := 0.0
	for _, bt := range b.d.Buttons {
		w = max(w, textWidth(bt.Label, BoldFace(14*b.ui))+16*b.ui)
	}
	return w
}

// buttonsRoom is the height the buttons take below the text: a row, or a
// column when their labels do not fit side by side (stacked).
func (b *DialogBox) buttonsRoom() float64 {
	n := len(b.d.Buttons)
	if n == 0 {
		return 0
	}
	ui, pad := b.ui, 22*b.ui
	fits := b.widestLabel()*float64(n)+14*ui*float64(n-1) <= b.bw-2*pad
	b.stacked = !fits && n > 1
	if b.stacked {
		return float64(n)*b.buttonHeight() + float64(n-1)*stackGap*ui + 16*ui
	}
	return b.buttonHeight() + 16*ui
}

// measure wraps the title, the lines and the notes in a box bw wide, and
// sizes its height.
func (b *DialogBox) measure(bw float64) {
	d, ui := b.d, b.ui
	pad := 22 * ui
	b.bw = bw
	b.title = wrap(d.Title, b.tf, b.bw-2*pad)
	b.bh = pad*2 + float64(len(b.title))*b.tf.Size*1.3 + 10*ui
	b.bh += b.qrSide()
	b.lines, b.notes = nil, nil
	for _, l := range d.Lines {
		ws := wrap(l, b.bf, b.bw-2*pad)
		if len(ws) == 0 {
			ws = []string{""}
		}
		b.lines = append(b.lines, ws)
		b.bh += float64(len(ws)) * 21 * ui
	}
	notesFrom := b.bh
	for _, n := range d.Notes {
		f, indent := b.nf, noteIndent(n, ui)
		if n.Head {
			f = b.nhf
			b.bh += 6 * ui
		}
		ws := wrap(n.Text, f, b.bw-2*pad-indent)
		b.notes = append(b.notes, ws)
		b.bh += float64(max(1, len(ws))) * noteLine * ui
	}
	b.notesH = b.bh - notesFrom
	if len(d.Notes) > 0 {
		b.bh += 8 * ui
	}
	b.bh += b.buttonsRoom()
}

// noteLine is the height of a line of notes at scale 1.
const noteLine = 19.0

// noteIndent is the room an army's swatch takes before a note.
func noteIndent(n Note, ui float64) float64 {
	if n.Army > 0 {
		return 18 * ui
	}
	return 0
}

// notesArea is where the notes are drawn: from below the lines to above
// the buttons, in screen pixels.
func (b *DialogBox) notesArea() (top, end float64) {
	ui := b.ui
	top = b.y + 22*ui + 6*ui + float64(len(b.title))*b.tf.Size*1.3 + 10*ui + b.qrSide()
	for _, ws := range b.lines {
		top += float64(len(ws)) * 21 * ui
	}
	if len(b.notes) > 0 {
		top += 8 * ui
	}
	end = b.y + b.bh - 22*ui - b.buttonsRoom()
	return top, end
}

// Overflow is how far the notes of a dialog cut to the area's height
// scroll, in pixels: 0 when they are whole on the screen.
func (b *DialogBox) Overflow() float64 {
	if !b.cut {
		return 0
	}
	top, end := b.notesArea()
	return max(0, b.notesH-(end-top))
}

// Page is the height the notes of a cut dialog are shown in.
func (b *DialogBox) Page() float64 {
	top, end := b.notesArea()
	return max(0, end-top)
}

// Scroll scrolls the notes y pixels down (kept within 0 and Overflow),
// and returns how far they are scrolled.
func (b *DialogBox) Scroll(y float64) float64 {
	b.scroll = max(0, min(y, b.Overflow()))
	return b.scroll
}

// NoteShown reports whether the last line of note i is whole in view at
// the notes' scroll.
func (b *DialogBox) NoteShown(i int) bool {
	if i < 0 || i >= len(b.notes) {
		return false
	}
	top, end := b.notesArea()
	y := top - b.scroll
	for j := 0; j <= i; j++ {
		if b.d.Notes[j].Head {
			y += 6 * b.ui
		}
		y += float64(max(1, len(b.notes[j]))) * noteLine * b.ui
	}
	return y <= end+0.5 && y-noteLine*b.ui >= top-0.5
}

// Rect is the box on the screen.
func (b *DialogBox) Rect() image.Rectangle { return irect(b.x, b.y, b.bw, b.bh) }

// Hits returns the buttons' areas.
func (b *DialogBox) Hits() []Hit { return b.buttons }

// Contains reports whether the screen point x, y is on the box.
func (b *DialogBox) Contains(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= b.x && fx < b.x+b.bw && fy >= b.y && fy < b.y+b.bh
}

// Draw draws the veil over the area, then the box, in st's palette;
// st.Hover is the id of the button under the cursor.
func (b *DialogBox) Draw(dst *ebiten.Image, st Style) {
	ui, d, pal, hover := b.ui, b.d, st.Palette, st.Hover
	gold, panelLine := pal.Gold(), pal.PanelLine()
	ar := b.area
	if !d.Veil.Empty() {
		ar = d.Veil
	}
	vector.FillRect(dst, float32(ar.Min.X), float32(ar.Min.Y), float32(ar.Dx()), float32(ar.Dy()), veil, false)
	x, y, bw, bh := b.x, b.y, b.bw, b.bh
	vector.FillRect(dst, float32(x+4*ui), float32(y+4*ui), float32(bw), float32(bh), color.RGBA{0, 0, 0, 120}, false)
	vector.FillRect(dst, float32(x), float32(y), float32(bw), float32(bh), pal.of().dialog, false)
	edge := gold
	if d.Army >= 0 {
		edge = pal.Army(d.Army)
		vector.FillRect(dst, float32(x), float32(y), float32(bw), float32(10*ui), edge, false)
	}
	vector.StrokeRect(dst, float32(x), float32(y), float32(bw), float32(bh), float32(2*ui), edge, false)
	cy := y + 22*ui + 6*ui
	for _, t := range b.title {
		drawText(dst, t, b.tf, x+bw/2, cy+b.tf.Size*0.55, white, true)
		cy += b.tf.Size * 1.3
	}
	cy += 10 * ui
	if side := b.qrSide(); side > 0 {
		drawQR(dst, d.QR, x+(bw-side+12*ui)/2, cy, side-12*ui)
		cy += side
	}
	for i, ws := range b.lines {
		for _, l := range ws {
			if i+1 == d.Selected {
				tw := textWidth(l, b.bf)
				vector.FillRect(dst, float32(x+bw/2-tw/2-2*ui), float32(cy), float32(tw+4*ui), float32(20*ui), selectedFill, false)
			}
			drawText(dst, l, b.bf, x+bw/2, cy+10*ui, pal.Soft(), true)
			cy += 21 * ui
		}
	}
	if len(b.notes) > 0 {
		cy += 8 * ui
	}
	notesDst := dst
	if b.cut {
		// Cut to the area's height: the notes scroll between the lines
		// and the buttons, with a bar saying where they are.
		top, end := b.notesArea()
		clip := image.Rect(int(x), int(top), int(x+bw), int(end)).Intersect(dst.Bounds())
		notesDst = dst.SubImage(clip).(*ebiten.Image)
		cy = top - b.scroll
		if over := b.Overflow(); over > 0 {
			room := end - top
			barH := max(20*ui, room*room/b.notesH)
			barY := top + (room-barH)*b.scroll/over
			vector.FillRect(dst, float32(x+bw-8*ui), float32(top), float32(3*ui), float32(room), panelLine, false)
			vector.FillRect(dst, float32(x+bw-9*ui), float32(barY), float32(5*ui), float32(barH), gold, false)
		}
	}
	if len(b.notes) > 0 {
		b.drawNotes(notesDst, x, cy, pal)
	}
	for i, h := range b.buttons {
		bx, by, btw, bth := b.btnX[i], b.btnYs[i], b.btnWidth, b.buttonHeight()
		fill := pal.ButtonFill()
		if h.ID == hover {
			fill = pal.ButtonHover()
		}
		vector.FillRect(dst, float32(bx), float32(by), float32(btw), float32(bth), fill, false)
		vector.StrokeRect(dst, float32(bx), float32(by), float32(btw), float32(bth), 1, gold, false)
		label := d.Buttons[i].Label
		drawText(dst, ellipsis(label, BoldFace(14*ui), btw-8*ui), BoldFace(14*ui), bx+btw/2, by+bth/2, white, true)
	}
}

// DrawTooltip draws paragraphs in a box below and right of the cursor at,
// kept inside the screen's rectangle (the editor's), in palette pal.
func DrawTooltip(dst *ebiten.Image, paras []string, at image.Point, screen image.Rectangle, ui float64, pal *Palette) {
	t := layoutTooltip(paras, screen, ui)
	if t == nil {
		return
	}
	w, h := area(screen)
	x, y := float64(at.X), float64(at.Y)
	bx, by := x+16*ui, y+18*ui
	if bx+t.bw > w-4 {
		bx = max(4, x-t.bw-12*ui)
	}
	if by+t.bh > h-4 {
		by = max(4, h-t.bh-4)
	}
	t.draw(dst, bx, by, ui, pal)
}

// DrawTooltipBeside draws paragraphs in a box beside the rectangle avoid
// (the hovered hex, the hovered row), to its right or else its left,
// never over it: the piece under the cursor and the next click stay in
// view. The box stays inside the screen's rectangle. It is drawn in
// palette pal.
func DrawTooltipBeside(dst *ebiten.Image, paras []string, avoid image.Rectangle, screen image.Rectangle, ui float64, pal *Palette) {
	t := layoutTooltip(paras, screen, ui)
	if t == nil {
		return
	}
	var bx, by float64
	placeBeside(&bx, &by, t.bw, t.bh, avoid, screen, ui)
	t.draw(dst, bx, by, ui, pal)
}

// TooltipBox is where DrawTooltipBeside puts paras beside avoid, within
// screen; with keep, the first place of right, left, below and above
// avoid that covers none of keep (the pieces a lesson asks the player to
// click next), else the first. Empty when there is nothing to show.
func TooltipBox(paras []string, avoid image.Rectangle, keep []image.Rectangle, screen image.Rectangle, ui float64) image.Rectangle {
	t := layoutTooltip(paras, screen, ui)
	if t == nil {
		return image.Rectangle{}
	}
	var bx, by float64
	placeBeside(&bx, &by, t.bw, t.bh, avoid, screen, ui)
	first := irect(bx, by, t.bw, t.bh)
	gap := 8 * ui
	places := []image.Rectangle{first,
		irect(float64(avoid.Min.X)-gap-t.bw, float64(avoid.Min.Y), t.bw, t.bh),
		irect(float64(avoid.Min.X), float64(avoid.Max.Y)+gap, t.bw, t.bh),
		irect(float64(avoid.Min.X), float64(avoid.Min.Y)-gap-t.bh, t.bw, t.bh),
		irect(float64(avoid.Max.X)+gap, float64(avoid.Max.Y)-t.bh, t.bw, t.bh),
		irect(float64(avoid.Min.X)-gap-t.bw, float64(avoid.Max.Y)-t.bh, t.bw, t.bh),
	}
	for _, p := range places {
		if !p.In(screen) || p.Overlaps(avoid) {
			continue
		}
		clear := true
		for _, k := range keep {
			if p.Overlaps(k) {
				clear = false
				break
			}
		}
		if clear {
			return p
		}
	}
	return first
}

// DrawTooltipIn draws paras in box, the place TooltipBox gave for the
// same screen.
func DrawTooltipIn(dst *ebiten.Image, paras []string, box, screen image.Rectangle, ui float64, pal *Palette) {
	t := layoutTooltip(paras, screen, ui)
	if t == nil || box.Empty() {
		return
	}
	t.draw(dst, float64(box.Min.X), float64(box.Min.Y), ui, pal)
}

// tooltipBox is a tooltip's wrapped lines and size.
type tooltipBox struct {
	lines  []string
	gaps   []bool // a paragraph starts on this line
	bw, bh float64
	f      *FontFace
}

func layoutTooltip(paras []string, screen image.Rectangle, ui float64) *tooltipBox {
	if len(paras) == 0 {
		return nil
	}
	w, _ := area(screen)
	t := &tooltipBox{f: Face(13 * ui)}
	maxW := min(420*ui, w-20*ui)
	pad := 8 * ui
	widest := 0.0
	for _, p := range paras {
		ws := wrap(p, t.f, maxW-2*pad)
		for i, l := range ws {
			t.lines = append(t.lines, l)
			t.gaps = append(t.gaps, i == 0 && len(t.lines) > 1)
			widest = max(widest, textWidth(l, t.f))
		}
	}
	t.bh = float64(len(t.lines))*17*ui + 2*pad
	for _, g := range t.gaps {
		if g {
			t.bh += 5 * ui
		}
	}
	t.bw = widest + 2*pad
	return t
}

func (t *tooltipBox) draw(dst *ebiten.Image, bx, by, ui float64, pal *Palette) {
	labelColor := pal.of().label
	pad, lh := 8*ui, 17*ui
	vector.FillRect(dst, float32(bx+3), float32(by+3), float32(t.bw), float32(t.bh), color.RGBA{0, 0, 0, 110}, false)
	vector.FillRect(dst, float32(bx), float32(by), float32(t.bw), float32(t.bh), rgb(0xfa, 0xf6, 0xe8), false)
	vector.StrokeRect(dst, float32(bx), float32(by), float32(t.bw), float32(t.bh), 1, labelColor, false)
	cy := by + pad
	for i, l := range t.lines {
		if t.gaps[i] {
			cy += 5 * ui
		}
		drawTextLeft(dst, l, t.f, bx+pad, cy+lh/2, labelColor)
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
	vector.FillRect(dst, float32(p.left), float32(p.y), float32(w-p.left), float32(p.bh), color.RGBA{uint8(0x18 * a), uint8(0x10 * a), uint8(0x10 * a), uint8(0xe0 * a)}, false)
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
