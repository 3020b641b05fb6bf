package render

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// wrapMargin is how near the limit, in pixels, a line's summed width is
// checked by measuring the whole line.
const wrapMargin = 3

// wrap breaks s into lines no wider than width pixels. A word wider than
// a whole line (a long path, an id) is broken where it must, so that no
// line is ever cut at the edge.
func wrap(s string, face text.Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line, lineW := "", 0.0
		for _, word := range strings.Fields(para) {
			try, tryW := word, advance(word, face)
			if line != "" {
				// The line's width grows by the word's with its space: a
				// sum, where measuring each longer line again took time
				// in the square of its length. Near the limit the line is
				// measured whole, should the font kern across the space.
				try, tryW = line+" "+word, lineW+advance(" "+word, face)
				if math.Abs(tryW-width) < wrapMargin {
					tryW = advance(try, face)
				}
			}
			if tryW <= width || (line == "" && width <= 0) {
				line, lineW = try, tryW
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line, lineW = word, advance(word, face)
			for advance(line, face) > width && width > 0 {
				head, rest := breakWord(line, face, width)
				lines = append(lines, head)
				line, lineW = rest, advance(rest, face)
			}
		}
		if line != "" {
			lines = append(lines, line)
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
