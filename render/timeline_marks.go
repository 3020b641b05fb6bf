package render

import "math"

// timelineTickGap is the least room between two ticks, at device scale
// 1: closer, they merge into a band that no longer shows the turns.
const timelineTickGap = 4

// timelineSteps are the turn steps a crowded timeline thins its ticks and
// labels to: every turn, every 2nd, 5th, 10th… as a ruler's graduations.
func timelineStep(i int) int {
	return []int{1, 2, 5}[i%3] * int(math.Pow10(i/3))
}

// placeMarks chooses what the track shows of the turns, the captions and
// the lesson's waits: at most one tick per pixel, whatever the record's
// length. A game of a few turns shows each army's turn; when the turns
// are too many for the track, only the first army's turns that are a
// multiple of a round step (every 10th, 50th, 1,000th turn…) keep a
// tick, and labels, wider, a larger step, none ever over another.
func (b *TimelineBox) placeMarks() {
	ui, t := b.ui, b.t
	b.ticks, b.labels, b.captions, b.waits = nil, nil, nil, nil
	width := b.x1 - b.x0
	if width <= 0 {
		return
	}
	gap := timelineTickGap * ui
	rounds := 0 // turns of the first army: the labelled marks
	for _, m := range t.Turns {
		if m.Label != "" {
			rounds++
		}
	}
	// The tick step: every mark when they have the room, otherwise
	// the first army's turns, every step-th.
	all := float64(len(t.Turns))*gap <= width
	step := 1
	for i := 0; !all && float64(rounds)/float64(step)*gap > width; i++ {
		step = timelineStep(i)
	}
	// The label step: room for the widest label and a space after it.
	f := Face(10 * ui)
	widest := 0.0
	for _, m := range t.Turns {
		if m.Label != "" && m.Turn%step == 0 {
			widest = max(widest, textWidth(m.Label, f))
		}
	}
	room := widest + 8*ui
	lstep := step
	for i := 0; float64(rounds)/float64(lstep)*room > width; i++ {
		lstep = max(step, timelineStep(i))
	}
	lastTick, lastRight := math.Inf(-1), math.Inf(-1)
	for _, m := range t.Turns {
		first := m.Label != ""
		if !all && (!first || m.Turn%step != 0 && m.At != 0) {
			continue
		}
		x := b.X(m.At)
		// One tick per pixel, at most: the first of each column.
		if math.Round(x) <= lastTick {
			continue
		}
		lastTick = math.Round(x)
		b.ticks = append(b.ticks, timelineTick{x: x, army: m.Army})
		if !first || m.Turn%lstep != 0 && m.At != 0 {
			continue
		}
		w := textWidth(m.Label, f)
		if x-w/2 > lastRight+6*ui {
			b.labels = append(b.labels, timelineLabel{x: x, text: m.Label, army: m.Army})
			lastRight = x + w/2
		}
	}
	b.captions = b.dots(t.Captions)
	b.waits = b.dots(t.Waits)
}

// dots are the x of positions on the track, one per pixel at most.
func (b *TimelineBox) dots(at []int) []float64 {
	var out []float64
	last := math.Inf(-1)
	for _, p := range at {
		x := b.X(p)
		if math.Round(x) <= last {
			continue
		}
		last = math.Round(x)
		out = append(out, x)
	}
	return out
}
