package render

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// logMeasure keeps the height of each of the log's rows from one layout
// to the next, so that a long game's log (a 99,999-action record says
// some 200,000 sentences) is never wrapped whole: a row's height is
// first estimated from its letters' widths, which costs a few hundred
// nanoseconds, and wrapped for real (the text shaped, the cost of a
// sentence) only when it comes into view. The rows a new model shares
// with the last one keep their heights; only the rows added since are
// estimated, so an action costs the sentences it adds.
type logMeasure struct {
	w, ui float64
	rows  []LogRow  // the rows measured: the last model's log
	h     []float64 // each row's height
	exact []bool    // h is the wrapped height, not the estimate
	y     []float64 // each row's top from the log's start; one more: the end
	// Letters' advances in the log's face, for the estimates: ASCII in
	// an array, the rest (accents, arrows) in a map.
	ascii [128]float64
	runes map[rune]float64
	space float64
}

// sameLogHeight reports whether two rows take the same room: their
// colours and links may differ, not their text, kind or dice.
func sameLogHeight(a, b LogRow) bool {
	return a.Separator == b.Separator && (len(a.Dice) > 0) == (len(b.Dice) > 0) && a.Text == b.Text
}

// update makes the measure the log's: the rows it shares with the last
// log (from the start) kept, the others estimated.
func (m *logMeasure) update(log []LogRow, w, ui float64) {
	if m.w != w || m.ui != ui || m.runes == nil {
		*m = logMeasure{w: w, ui: ui, runes: map[rune]float64{}}
		f := Face(12 * ui)
		for r := range m.ascii {
			m.ascii[r] = -1
		}
		m.space = advance(" ", f)
	}
	same := 0
	n := min(len(log), len(m.rows))
	if n > 0 && &log[0] == &m.rows[0] {
		// The same rows, grown: PanelModel.Log's rows are never changed
		// in place.
		same = n
	}
	for same < n && sameLogHeight(log[same], m.rows[same]) {
		same++
	}
	m.rows = log
	m.h, m.exact = m.h[:same], m.exact[:same]
	for _, r := range log[same:] {
		m.h = append(m.h, m.estimate(r))
		m.exact = append(m.exact, false)
	}
	m.y = m.y[:min(len(m.y), same+1)]
	if len(m.y) == 0 {
		m.y = append(m.y, 0)
	}
	m.sums(len(m.y) - 1)
}

// sums sets the rows' tops from row i on.
func (m *logMeasure) sums(i int) {
	m.y = m.y[:i+1]
	y := m.y[i]
	for _, h := range m.h[i:] {
		y += h
		m.y = append(m.y, y)
	}
}

// total is the whole log's height.
func (m *logMeasure) total() float64 { return m.y[len(m.y)-1] }

// rowAt is the row at y from the log's start (the last one past its
// end).
func (m *logMeasure) rowAt(y float64) int {
	i := sort.SearchFloat64s(m.y[1:], y+0.5) // the first row ending below y
	return min(i, max(0, len(m.rows)-1))
}

// rowHeightOf is a row's height from its count of wrapped lines.
func rowHeightOf(r LogRow, lines int, ui float64) float64 {
	if r.Separator {
		return logSepHeight(ui)
	}
	h := float64(lines) * logLineHeight(ui)
	if len(r.Dice) > 0 {
		h += logDiceHeight(ui)
	}
	return h
}

// estimate is a row's height wrapped as wrap does, each word's width the
// sum of its letters' advances: kerning aside, what shaping gives.
func (m *logMeasure) estimate(r LogRow) float64 {
	if r.Separator {
		return logSepHeight(m.ui)
	}
	lines := 0
	for para := range strings.SplitSeq(r.Text, "\n") {
		line := -1.0 // the current line's width; none yet
		for word := range strings.FieldsSeq(para) {
			ww := m.width(word)
			switch {
			case line >= 0 && line+m.space+ww <= m.w:
				line += m.space + ww
			case ww <= m.w || m.w <= 0:
				lines++
				line = ww
			default:
				// A word wider than a line is broken where it must.
				n := int(ww/m.w) + 1
				lines += n
				line = ww - float64(n-1)*m.w
			}
		}
	}
	return rowHeightOf(r, lines, m.ui)
}

// width is a word's estimated width.
func (m *logMeasure) width(word string) float64 {
	w := 0.0
	for i := 0; i < len(word); {
		c := word[i]
		if c < utf8.RuneSelf {
			a := m.ascii[c]
			if a < 0 {
				a = advance(string(rune(c)), Face(12*m.ui))
				m.ascii[c] = a
			}
			w += a
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(word[i:])
		a, ok := m.runes[r]
		if !ok {
			a = advance(string(r), Face(12*m.ui))
			m.runes[r] = a
		}
		w += a
		i += n
	}
	return w
}
