package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// LogRow is one sentence of the game log, or a separator between turns.
type LogRow struct {
	Text  string
	Color color.RGBA // when set; zero: Tone's
	Tone  Tone       // by role; ToneDefault is soft
	Dice  []DieFace
	// Links are words of Text drawn as links, each a clickable area.
	Links []Link
	// Separator draws Text centred between two rules: a new turn.
	Separator bool
}

// logLine is one line of the log as the layout placed it in the log's
// box: a wrapped line of a sentence, a separator or a row of dice.
type logLine struct {
	row   int
	text  string
	y     float64 // top, in the panel
	dice  bool
	sep   bool
	links []Link // its sentence's
}

// logLineHeight is the height of a line of the log at device scale ui.
func logLineHeight(ui float64) float64 { return 15 * ui }

// logDiceHeight is the height of a sentence's row of dice.
func logDiceHeight(ui float64) float64 { return 22 * ui }

// logSepHeight is the height of a turn's separator.
func logSepHeight(ui float64) float64 { return 22 * ui }

// placeLog places the log's lines in view in l.logBox: the whole log,
// oldest first, scrolled to top pixels from its start, or to its end when
// follow is set (the newest sentence last, as play goes on). It returns
// the scroll clamped, and whether it is at the end (which then follows).
// Only the rows in view are wrapped, and searched for links where they
// have none of their own; the others' heights are the measure's
// (logMeasure).
func (p *Panel) placeLog(l *panelLayout, log []LogRow, links func(string) []Link, s PanelScroll, ui float64) (top float64, follow bool) {
	f := Face(12 * ui)
	lh := logLineHeight(ui)
	box := l.logBox
	m := &p.logm
	m.update(log, box.w, ui)
	clamp := func() {
		l.logMax = max(0, m.total()-box.h)
		top = min(max(0, s.Log), l.logMax)
		follow = false
		if s.Follow || top >= l.logMax {
			top, follow = l.logMax, true
		}
	}
	clamp()
	// The rows in view are wrapped; where one's height was not the
	// estimate, the rows below move and the view is found again. Each
	// round wraps rows that were not, so this ends.
	for {
		from := -1
		for i := m.rowAt(top); i < len(log) && m.y[i] < top+box.h; i++ {
			if m.exact[i] {
				continue
			}
			m.exact[i] = true
			h := m.h[i]
			if !log[i].Separator {
				h = rowHeightOf(log[i], len(p.wraps.lines(log[i].Text, f, box.w)), ui)
			}
			if h != m.h[i] {
				m.h[i] = h
				if from < 0 {
					from = i
				}
			}
		}
		if from < 0 {
			break
		}
		m.sums(from)
		clamp()
	}
	for i := m.rowAt(top); i < len(log) && m.y[i] < top+box.h; i++ {
		r := log[i]
		y := m.y[i]
		var lines []logLine
		switch {
		case r.Separator:
			lines = append(lines, logLine{row: i, text: r.Text, y: y, sep: true})
		default:
			ls := r.Links
			if ls == nil && links != nil {
				ls = links(r.Text)
			}
			for _, line := range p.wraps.lines(r.Text, f, box.w) {
				lines = append(lines, logLine{row: i, text: line, y: y, links: ls})
				y += lh
			}
			if len(r.Dice) > 0 {
				lines = append(lines, logLine{row: i, y: y, dice: true})
			}
		}
		for _, ln := range lines {
			hgt := lh
			switch {
			case ln.dice:
				hgt = logDiceHeight(ui)
			case ln.sep:
				hgt = logSepHeight(ui)
			}
			// Only whole lines show: none is drawn cut at the box's edges.
			if ln.y < top-0.5 || ln.y+hgt > top+box.h+0.5 {
				continue
			}
			ln.y = box.y + ln.y - top
			l.logLines = append(l.logLines, ln)
		}
	}
	return top, follow
}

// drawLog draws the placed lines, their links underlined; the box's
// edges say when there is more above or below.
func (p *Panel) drawLog(dst *ebiten.Image, log []LogRow, lines []logLine, box frect, ui float64, pal *Palette) {
	f := Face(12 * ui)
	lh := logLineHeight(ui)
	for _, ln := range lines {
		r := log[ln.row]
		col := pal.ink(r.Color, r.Tone, pal.Soft())
		switch {
		case ln.sep:
			mid := ln.y + logSepHeight(ui)/2
			bf := BoldFace(12 * ui)
			tw := textWidth(r.Text, bf)
			cx := box.x + box.w/2
			vector.StrokeLine(dst, float32(box.x), float32(mid), float32(cx-tw/2-6*ui), float32(mid), 1, pal.Dim(), false)
			vector.StrokeLine(dst, float32(cx+tw/2+6*ui), float32(mid), float32(box.x+box.w), float32(mid), 1, pal.Dim(), false)
			drawText(dst, r.Text, bf, cx, mid, pal.Gold(), true)
		case ln.dice:
			DrawDice(dst, r.Dice, box.x+8*ui, ln.y+1*ui, 19*ui)
		default:
			drawLogLine(dst, ln.text, ln.links, f, box.x, ln.y+lh/2, col, ui)
		}
	}
}

// LogLines returns the text of the log's lines in view, top first: a
// separator's or a sentence's line ("" for a row of dice).
func (p *Panel) LogLines() []string {
	out := make([]string, len(p.lay.logLines))
	for i, l := range p.lay.logLines {
		out[i] = l.text
	}
	return out
}

// WidestLogLine is the width of the widest sentence line in view.
func (p *Panel) WidestLogLine() float64 {
	w := 0.0
	f := Face(12 * p.lay.for_.ui)
	for _, l := range p.lay.logLines {
		if !l.dice && !l.sep {
			w = max(w, textWidth(l.text, f))
		}
	}
	return w
}
