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
	i     int // in lines
	wraps []string
	y     float64 // top
	h     float64
}

// StepLogPrefix starts the id of a sentence's clickable area.
const StepLogPrefix = "step:"

// PlaceStepLog lays the log out in r at device scale ui, with the
// sentences of action current in view (0: the start, none yet).
func PlaceStepLog(title string, lines []StepLine, current int, r image.Rectangle, ui float64) *StepLog {
	l := &StepLog{title: title, lines: lines, current: current, ui: ui, box: r}
	top := float64(r.Min.Y) + 30*ui
	bottom := float64(r.Max.Y) - 4*ui
	if bottom-top < 20*ui || len(lines) == 0 {
		return l
	}
	f := Face(12 * ui)
	w := float64(r.Dx()) - 2*12*ui
	height := func(s StepLine) ([]string, float64) {
		ws := wrap(s.Text, f, w)
		h := float64(len(ws)) * logLineHeight(ui)
		if len(s.Dice) > 0 {
			h += 22 * ui
		}
		return ws, h
	}
	// The anchor is the last sentence said up to the action shown: its
	// bottom sits two thirds down the box, the past above it, what is to
	// come below.
	// The lines are in the record's order: found by halves, a long
	// game's 200,000 lines are not walked at every step.
	anchor := sort.Search(len(lines), func(i int) bool { return lines[i].Step > current }) - 1
	var above []placedStep
	y := top + (bottom-top)*2/3
	for i := anchor; i >= 0; i-- {
		ws, h := height(lines[i])
		if y-h < top {
			break
		}
		y -= h
		above = append(above, placedStep{i: i, wraps: ws, y: y, h: h})
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
	for i := anchor + 1; i < len(lines); i++ {
		ws, h := height(lines[i])
		if y+h > bottom {
			break
		}
		l.placed = append(l.placed, placedStep{i: i, wraps: ws, y: y, h: h})
		y += h
	}
	return l
}

// Hits returns each placed sentence's clickable area.
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
		s := l.lines[p.i]
		col := pal.ink(s.Color, ToneDefault, pal.Soft())
		switch {
		case s.Step == l.current:
			vector.FillRect(dst, float32(x-6*ui), float32(p.y), float32(float64(l.box.Dx())-12*ui), float32(p.h), activeFill, false)
			vector.FillRect(dst, float32(x-6*ui), float32(p.y), float32(3*ui), float32(p.h), gold, false)
			col = white
		case s.Step > l.current:
			col = pal.Dim()
		}
		if hover == StepLogPrefix+strconv.Itoa(s.Step) && s.Step != l.current {
			vector.FillRect(dst, float32(x-6*ui), float32(p.y), float32(float64(l.box.Dx())-12*ui), float32(p.h), pal.ButtonFill(), false)
		}
		ly := p.y
		for _, w := range p.wraps {
			drawTextLeft(dst, w, f, x, ly+lh/2, col)
			ly += lh
		}
		if len(s.Dice) > 0 {
			DrawDice(dst, s.Dice, x+8*ui, ly+1*ui, 19*ui)
		}
	}
}
