package render

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// A dialog's notes (a briefing's paragraphs) are written on the CPU into
// one image (drawTextCPU), made the first time they are drawn and kept
// while the dialog drawn shows the same notes: the briefing that opens a
// game is then one draw call on its first frame, not one a letter.

// notesImage is the notes image last made, and what it shows.
type notesImage struct {
	key string
	img *ebiten.Image
}

var lastNotes notesImage

// maxNotesImage bounds the notes image's side, under any GPU's texture
// size: longer notes are drawn a letter at a time.
const maxNotesImage = 4096

// drawNotes draws the notes from cy down on dst, the box's left edge at x.
func (b *DialogBox) drawNotes(dst *ebiten.Image, x, cy float64, pal *Palette) {
	w, h := int(math.Ceil(b.bw)), int(math.Ceil(b.notesH))+1
	if w > maxNotesImage || h > maxNotesImage {
		b.drawNotesByLetter(dst, x, cy, pal)
		return
	}
	key := b.notesKey(pal)
	if lastNotes.key != key || lastNotes.img == nil {
		if lastNotes.img != nil {
			lastNotes.img.Deallocate()
		}
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		b.eachNote(pal, func(n notePlace) {
			if n.swatch != nil {
				r := image.Rect(int(math.Round(n.x)), int(math.Round(n.y+4*b.ui)), int(math.Round(n.x+11*b.ui)), int(math.Round(n.y+15*b.ui)))
				draw.Draw(img, r, image.NewUniform(*n.swatch), image.Point{}, draw.Over)
			}
			for i, l := range n.lines {
				drawTextCPU(img, l, n.face, n.x+n.indent, n.y+(float64(i)+0.5)*noteLine*b.ui, n.col)
			}
		})
		lastNotes = notesImage{key, ebiten.NewImageFromImage(img)}
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(cy))
	dst.DrawImage(lastNotes.img, op)
}

// drawNotesByLetter draws the notes with Ebiten's text package.
func (b *DialogBox) drawNotesByLetter(dst *ebiten.Image, x, cy float64, pal *Palette) {
	b.eachNote(pal, func(n notePlace) {
		if n.swatch != nil {
			vector.FillRect(dst, float32(x+n.x), float32(cy+n.y+4*b.ui), float32(11*b.ui), float32(11*b.ui), *n.swatch, false)
		}
		for i, l := range n.lines {
			drawTextLeft(dst, l, n.face, x+n.x+n.indent, cy+n.y+(float64(i)+0.5)*noteLine*b.ui, n.col)
		}
	})
}

// notePlace is a note as drawn: its lines, face and colour, its army's
// swatch if any, and where it goes from the notes' top left.
type notePlace struct {
	lines  []string
	face   *FontFace
	col    color.RGBA
	swatch *color.RGBA
	x, y   float64
	indent float64
}

// eachNote gives each note its place, from the notes' top left.
func (b *DialogBox) eachNote(pal *Palette, f func(notePlace)) {
	ui, y := b.ui, 0.0
	for i, ws := range b.notes {
		n := b.d.Notes[i]
		p := notePlace{lines: ws, face: b.nf, col: pal.PanelText(), x: 22 * ui, indent: noteIndent(n, ui)}
		if n.Head {
			p.face, p.col = b.nhf, pal.Gold()
			y += 6 * ui
		}
		if n.Army > 0 {
			c := pal.Army(n.Army - 1)
			p.swatch = &c
		}
		p.y = y
		f(p)
		y += float64(len(ws)) * noteLine * ui
	}
}

// notesKey says what the notes image of b shows in palette pal.
func (b *DialogBox) notesKey(pal *Palette) string {
	var k strings.Builder
	fmt.Fprintf(&k, "%v %v %v\n", b.ui, b.bw, b.notesH)
	b.eachNote(pal, func(n notePlace) {
		fmt.Fprintf(&k, "%p %v %v %v %v\n", n.face, n.col, n.swatch, n.y, n.indent)
		for _, l := range n.lines {
			k.WriteString(l)
			k.WriteByte('\n')
		}
	})
	return k.String()
}
