package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// wrap breaks s into lines no wider than width pixels. A word wider than
// a whole line (a long path, an id) is broken where it must, so that no
// line is ever cut at the edge.
func wrap(s string, face text.Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if advance(try, face) <= width || (line == "" && width <= 0) {
				line = try
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line = word
			for advance(line, face) > width && width > 0 {
				head, rest := breakWord(line, face, width)
				lines = append(lines, head)
				line = rest
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
