package render

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Link is a word of a log sentence that opens something when clicked: a
// rule id opens its entry in the help. The word is drawn underlined, in
// the colour the status line gives rule ids.
type Link struct {
	Word string
	ID   string   // the clickable area's id, e.g. "rule:CMD.RADIUS"
	Tip  []string // shown on hover
}

// wordAt returns where word stands in line as a whole word (not inside a
// longer id such as ORD.ONE_PER_COMBAT for ORD.ONE), or -1.
func wordAt(line, word string) int {
	from := 0
	for {
		i := strings.Index(line[from:], word)
		if i < 0 {
			return -1
		}
		i += from
		j := i + len(word)
		// A sentence's full stop may follow the word.
		end := j == len(line) || !idByte(line[j]) || (line[j] == '.' && (j+1 == len(line) || !idByte(line[j+1])))
		if (i == 0 || !idByte(line[i-1])) && end {
			return i
		}
		from = i + 1
	}
}

// idByte reports a byte that may continue a rule id: a letter, a digit,
// an underscore, or a dot followed by more of the id.
func idByte(b byte) bool {
	return b == '_' || b == '.' || ('A' <= b && b <= 'Z') || ('a' <= b && b <= 'z') || ('0' <= b && b <= '9')
}

// logLinks returns the clickable areas of the links in the placed
// lines, relative to the panel's top left; x is the log's left edge.
func logLinks(lines []logLine, x, ui float64) []Hit {
	var hits []Hit
	f := Face(12 * ui)
	lh := logLineHeight(ui)
	for _, ln := range lines {
		if ln.dice || ln.sep {
			continue
		}
		for _, k := range ln.links {
			at := wordAt(ln.text, k.Word)
			if at < 0 {
				continue
			}
			lx := x + textWidth(ln.text[:at], f)
			hits = append(hits, Hit{Rect: irect(lx, ln.y, textWidth(k.Word, f), lh), ID: k.ID, Tip: k.Tip})
		}
	}
	return hits
}

// drawLogLine draws a line of the log with its vertical centre at y, its
// links in the link colour and underlined.
func drawLogLine(dst *ebiten.Image, line string, links []Link, f *FontFace, x, y float64, col color.RGBA, ui float64) {
	for len(line) > 0 {
		at, word := -1, ""
		for _, k := range links {
			if i := wordAt(line, k.Word); i >= 0 && (at < 0 || i < at) {
				at, word = i, k.Word
			}
		}
		if at < 0 {
			drawTextLeft(dst, line, f, x, y, col)
			return
		}
		drawTextLeft(dst, line[:at], f, x, y, col)
		x += textWidth(line[:at], f)
		w := textWidth(word, f)
		drawTextLeft(dst, word, f, x, y, StatusRefusal)
		underline(dst, x, y+f.Size*0.6, w, StatusRefusal, ui)
		x += w
		line = line[at+len(word):]
	}
}

func underline(dst *ebiten.Image, x, y, w float64, c color.RGBA, ui float64) {
	vector.StrokeLine(dst, float32(x), float32(y), float32(x+w), float32(y), float32(max(1, ui)), c, false)
}

// statusPlace is where the status line goes in the board's rectangle:
// its box, the rule id's place and the sentence's wrapped lines.
type statusPlace struct {
	y, bh float64 // the box's top and height
	left  float64 // the box's left edge
	rule  image.Rectangle
	x     float64 // where the sentence starts
	lines []string
}

func placeStatus(s Status, board image.Rectangle, ui float64) statusPlace {
	w, h := area(board)
	if s.Bottom > 0 {
		h = min(h, s.Bottom)
	}
	f := BoldFace(15 * ui)
	pad := 10 * ui
	left := s.Left + pad
	lines := wrap(s.Message, f, w-left-pad-textWidth(s.Rule+"  ", f))
	if len(lines) == 0 {
		lines = []string{""}
	}
	lh := 20 * ui
	p := statusPlace{bh: float64(len(lines))*lh + 2*pad, x: left, left: s.Left, lines: lines}
	p.y = h - p.bh
	if s.Rule != "" {
		p.rule = irect(left, p.y+pad, textWidth(s.Rule, f), lh)
		p.x += textWidth(s.Rule+"  ", f)
	}
	return p
}

// StatusRule returns where the status line shows its rule id as a link,
// an empty rectangle when it shows none (or has faded): a click there opens the
// rule's entry in the help.
func StatusRule(s Status, board image.Rectangle, ui float64) image.Rectangle {
	if s.Rule == "" || !s.Link || s.Alpha <= 0 {
		return image.Rectangle{}
	}
	return placeStatus(s, board, ui).rule
}

// StatusBox is the status line's box on the screen, empty when it shows
// nothing.
func StatusBox(s Status, board image.Rectangle, ui float64) image.Rectangle {
	if s.Alpha <= 0 || (s.Message == "" && s.Rule == "") {
		return image.Rectangle{}
	}
	p := placeStatus(s, board, ui)
	return irect(p.left, p.y, float64(board.Dx())-p.left, p.bh)
}
