package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	fx "golang.org/x/image/math/fixed"
)

// Text drawn on the CPU, for a long text that does not change from one
// frame to the next (a briefing): its letters are written into one image
// in memory, uploaded once, where Ebiten's text package draws each letter
// as a draw call of its own. The letters are those Ebiten draws, from the
// same hinted face at the same whole-pixel places (drawText), rasterized
// once a face and a letter.

// cpuGlyph is a letter of a face: its coverage, where it lies from the
// dot, and how far it moves the dot.
type cpuGlyph struct {
	mask    *image.Alpha
	dr      image.Rectangle
	advance fx.Int26_6
}

type cpuGlyphKey struct {
	face *FontFace
	r    rune
}

// cpuGlyphs holds the letters rasterized so far, used on the game's
// goroutine only, as the faces are.
var cpuGlyphs = map[cpuGlyphKey]*cpuGlyph{}

// glyph is the letter r of face f, rasterized the first time.
func (f *FontFace) glyph(r rune) *cpuGlyph {
	k := cpuGlyphKey{f, r}
	if g, ok := cpuGlyphs[k]; ok {
		return g
	}
	g := &cpuGlyph{}
	dr, mask, mp, adv, ok := f.x.Glyph(fx.Point26_6{}, r)
	g.advance = adv
	if ok && !dr.Empty() {
		// The face's mask is its own buffer, written over by the next
		// letter: keep a copy.
		g.dr = dr
		g.mask = image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(g.mask, g.mask.Bounds(), mask, mp, draw.Src)
	}
	cpuGlyphs[k] = g
	return g
}

// drawTextCPU writes s in face f and colour c on img, its left edge at x
// and its vertical centre at y, where drawTextLeft would draw it.
func drawTextCPU(img *image.RGBA, s string, f *FontFace, x, y float64, c color.Color) {
	m := f.Metrics()
	// As Ebiten's text package places a line: the ascent below the top
	// of a box of ascent and descent centred on y, on a whole pixel.
	base := int(math.Floor(math.Round(y) + m.HAscent - (m.HAscent+m.HDescent)/2))
	dot := fx.I(int(math.Round(x)))
	src := image.NewUniform(c)
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			dot += f.x.Kern(prev, r)
		}
		g := f.glyph(r)
		if g.mask != nil {
			at := g.dr.Add(image.Pt(dot.Floor(), base))
			draw.DrawMask(img, at, src, image.Point{}, g.mask, image.Point{}, draw.Over)
		}
		dot += g.advance
		prev = r
	}
}
