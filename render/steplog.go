package render

import (
	"image"
	"image/color"
	"sort"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// StepLine is one sentence of a replay's log: its text and colour (its
// army's), the dice it rolled, and the action (from 1) that said it. A
// log's lines are in the order of their actions.
type StepLine struct {
	Text  string
	Color color.RGBA // zero: the log's soft colour
	Dice  []DieFace
	Step  int
}

// StepLog is a replay's whole log laid out in a box around the action
// shown: that action's sentences highlighted, those before in their
// army's colour, those after it dimmed. Each placed sentence is a
// clickable area "step:N" (the viewer goes to action N).
type StepLog struct {
	title   string
	lines   []StepLine
	current int
	ui      float64
	box     image.Rectangle
	placed  []placedStep
}

type placedStep struct {
	i     int        // its first sentence in lines
	wraps [][]string // its sentences' lines: one sentence, or for a finger an action's
	y     float64    // top
	h     float64
	pad   float64 // above the text: a finger's target is taller than it
}

// StepLogPrefix starts the id of a sentence's clickable area.
const StepLogPrefix = "step:"

// PlaceStepLog lays the log out in r at device scale ui, with the
// sentences of action current in view (0: the start, none yet). With a
// target (a finger's height, in device pixels; 0 for a mouse) an
// action's sentences are one entry at least that high, their text in its
// middle: a sentence's line was 15 pixels, too thin for a finger.
func PlaceStepLog(title string, lines []StepLine, current int, r image.Rectangle, ui, target float64) *StepLog {
	l := &StepLog{title: title, lines: lines, current: current, ui: ui, box: r}
	top := float64(r.Min.Y) + 30*ui
	bottom := float64(r.Max.Y) - 4*ui
	if bottom-top < 20*ui || len(lines) == 0 {
		return l
	}
	f := Face(12 * ui)
	w := float64(r.Dx()) - 2*12*ui
	// entry is the placed entry of lines[i:j]: its text's height, at
	// least the target.
	entry := func(i, j int) placedStep {
		p := placedStep{i: i}
		text := 0.0
		for _, s := range lines[i:j] {
			ws := wrap(s.Text, f, w)
			p.wraps = append(p.wraps, ws)
			text += float64(len(ws)) * logLineHeight(ui)
			if len(s.Dice) > 0 {
				text += 22 * ui
			}
		}
		p.h = max(text, target)
		p.pad = (p.h - text) / 2
		return p
	}
	// The entries: a sentence each for a mouse; for a finger an action's
	// sentences together, found from either end of the run.
	back := func(j int) int { // the entry that ends at lines[j]
		i := j
		for target > 0 && i > 0 && lines[i-1].Step == lines[j].Step {
			i--
		}
		return i
	}
	fwd := func(i int) int { // the end of the entry that starts at lines[i]
		j := i + 1
		for target > 0 && j < len(lines) && lines[j].Step == lines[i].Step {
			j++
		}
		return j
	}
	// The anchor is the last sentence said up to the action shown: its
	// bottom sits two thirds down the box, the past above it, what is to
	// come below.
	// The lines are in the record's order: found by halves, a long
	// game's 200,000 lines are not walked at every step.
	anchor := sort.Search(len(lines), func(i int) bool { return lines[i].Step > current }) - 1
	var above []placedStep
	y := top + (bottom-top)*2/3
	for j := anchor; j >= 0; {
		i := back(j)
		p := entry(i, j+1)
		if y-p.h < top {
			break
		}
		y -= p.h
		p.y = y
		above = append(above, p)
		j = i - 1
	}
	// With little past the log starts at the top.
	shift := y - top
	for i := len(above) - 1; i >= 0; i-- {
		above[i].y -= shift
		l.placed = append(l.placed, above[i])
	}
	y = top
	if n := len(l.placed); n > 0 {
		y = l.placed[n-1].y + l.placed[n-1].h
	}
	for i := anchor + 1; i < len(lines); {
		j := fwd(i)
		p := entry(i, j)
		if y+p.h > bottom {
			break
		}
		p.y = y
		l.placed = append(l.placed, p)
		y += p.h
		i = j
	}
	return l
}

// Hits returns each placed entry's clickable area.
func (l *StepLog) Hits() []Hit {
	out := make([]Hit, 0, len(l.placed))
	for _, p := range l.placed {
		r := image.Rect(l.box.Min.X+int(8*l.ui), int(p.y), l.box.Max.X-int(8*l.ui), int(p.y+p.h))
		out = append(out, Hit{Rect: r, ID: StepLogPrefix + strconv.Itoa(l.lines[p.i].Step)})
	}
	return out
}

// Draw draws the log's title and its placed sentences in st's palette;
// st.Hover is the id of the sentence under the cursor.
func (l *StepLog) Draw(dst *ebiten.Image, st Style) {
	ui, hover, pal := l.ui, st.Hover, st.Palette
	gold := pal.Gold()
	if l.box.Dy() < int(34*ui) {
		// No room under the rows (or no place at all: an empty box at
		// the window's corner): a heading alone would sit on the footer's
		// button, or on the board's top-left corner.
		return
	}
	x := float64(l.box.Min.X) + 12*ui
	y := float64(l.box.Min.Y) + 4*ui
	vector.StrokeLine(dst, float32(x), float32(y), float32(float64(l.box.Max.X)-12*ui), float32(y), 1, pal.PanelLine(), false)
	drawTextLeft(dst, l.title, BoldFace(13*ui), x, y+12*ui, gold)
	f := Face(12 * ui)
	lh := logLineHeight(ui)
	for _, p := range l.placed {
		s := l.lines[p.i] // an entry's sentences are one action's
		if s.Step == l.current {
			vector.FillRect(dst, float32(x-6*ui), float32(p.y), float32(float64(l.box.Dx())-12*ui), float32(p.h), activeFill, false)
			vector.FillRect(dst, float32(x-6*ui), float32(p.y), float32(3*ui), float32(p.h), gold, false)
		}
		if hover == StepLogPrefix+strconv.Itoa(s.Step) && s.Step != l.current {
			vector.FillRect(dst, float32(x-6*ui), float32(p.y), float32(float64(l.box.Dx())-12*ui), float32(p.h), pal.ButtonFill(), false)
		}
		ly := p.y + p.pad
		for k, ws := range p.wraps {
			s := l.lines[p.i+k]
			col := pal.ink(s.Color, ToneDefault, pal.Soft())
			switch {
			case s.Step == l.current:
				col = white
			case s.Step > l.current:
				col = pal.Dim()
			}
			for _, w := range ws {
				drawTextLeft(dst, w, f, x, ly+lh/2, col)
				ly += lh
			}
			if len(s.Dice) > 0 {
				DrawDice(dst, s.Dice, x+8*ui, ly+1*ui, 19*ui)
				ly += 22 * ui
			}
		}
	}
}
