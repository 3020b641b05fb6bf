package render

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// wrapMargin is how near the limit, in pixels, a line's summed width is
// checked by measuring the whole line.
const wrapMargin = 3

// Wrap breaks s into lines no wider than width pixels in face, as the
// panels do: for a window that lays out its own text (the start screen).
func Wrap(s string, face *FontFace, width float64) []string { return wrap(s, face, width) }

// TextWidth is how wide s is in face, in pixels.
func TextWidth(s string, face *FontFace) float64 { return textWidth(s, face) }

// wrap breaks s into lines no wider than width pixels. A word wider than
// a whole line (a long path, an id) is broken where it must, so that no
// line is ever cut at the edge.
func wrap(s string, face text.Face, width float64) []string {
	var lines []string
	spaceW := advance(" ", face)
	var words []string // the line so far, joined when it is done
	for _, para := range strings.Split(s, "\n") {
		words = words[:0]
		lineW := 0.0
		for _, word := range strings.Fields(para) {
			wordW := advance(word, face)
			if len(words) > 0 {
				// The line's width grows by the word's with its space: a
				// sum, where measuring each longer line again took time
				// in the square of its length, and so did writing out
				// each longer line. Near the limit the line is measured
				// whole, should the font kern across the space.
				tryW := lineW + spaceW + wordW
				if math.Abs(tryW-width) < wrapMargin {
					tryW = advance(strings.Join(words, " ")+" "+word, face)
				}
				if tryW <= width {
					words, lineW = append(words, word), tryW
					continue
				}
				lines = append(lines, strings.Join(words, " "))
				words = words[:0]
			}
			line := word
			for width > 0 && advance(line, face) > width {
				head, rest := breakWord(line, face, width)
				lines = append(lines, head)
				line = rest
			}
			words, lineW = append(words, line), advance(line, face)
		}
		if len(words) > 0 {
			lines = append(lines, strings.Join(words, " "))
		}
	}
	return lines
}

// breakWord splits a word too wide for width: the longest head that fits
// (one rune at least), and the rest.
func breakWord(w string, face text.Face, width float64) (string, string) {
	r := []rune(w)
	n := len(r) - 1
	for n > 1 && advance(string(r[:n]), face) > width {
		n--
	}
	return string(r[:n]), string(r[n:])
}
