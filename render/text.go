package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Background is the colour around the board.
var Background = rgb(0x4a, 0x46, 0x40)

// wrap breaks s into lines no wider than width pixels.
func wrap(s string, face text.Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && text.Advance(try, face) > width {
				lines = append(lines, line)
				line = word
			} else {
				line = try
			}
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	return lines
}
