package table

import (
	"fmt"
	"io"
	"slices"
	"time"
)

// thinkBench splits the --bench-frames run's frames (the wall time from
// one Update to the next, GPU work included) three ways:
//   - showing a new board: the frame that drew the board's image again
//     (an action moved a piece, a selection changed) and the frame after
//     it, because a software renderer finishes a frame's drawing while
//     the next one runs; this is the cost of any change, a person's or
//     the computer's;
//   - the computer thinking: a goroutine is under way and the board
//     drawn is the one already on screen;
//   - otherwise.
//
// So a window that stopped drawing, or slowed down, while the computer
// thinks would show in the second set, apart from the cost of showing
// what it played.
type thinkBench struct {
	last     time.Time
	thinking bool // the computer was thinking during the frame that began at last
	redraws  int  // the board's redraws at the last tick
	drewPrev bool // the frame before the one that began at last drew the board
	actions0 int  // the record's length at the first tick
	think    []time.Duration
	shown    []time.Duration
	idle     []time.Duration
}

// tick counts the frame that ends now; redraws is how many times the
// board's image has been drawn so far (render.Table.Redraws).
func (b *thinkBench) tick(now time.Time, thinking bool, redraws, actions int) {
	drew := redraws != b.redraws // the frame that ends now drew the board
	if b.last.IsZero() {
		b.actions0 = actions
	} else {
		d := now.Sub(b.last)
		switch {
		case drew || b.drewPrev:
			b.shown = append(b.shown, d)
		case b.thinking:
			b.think = append(b.think, d)
		default:
			b.idle = append(b.idle, d)
		}
	}
	b.last, b.thinking, b.redraws, b.drewPrev = now, thinking, redraws, drew
}

// ReportThinking prints, after a --bench-frames run with a computer
// player, the median and 95th percentile of the wall time per frame
// while the computer thinks, while a new board is shown, and otherwise,
// and how many actions were played meanwhile (the search's pace: it
// thinks in the time the frames leave).
func (a *App) ReportThinking(w io.Writer) {
	b := &a.bench
	if !a.c.Session().HasComputer() {
		return
	}
	fmt.Fprintf(w, "  computer thinking: %s; showing a new board: %s; otherwise: %s (wall time per frame); %d actions played\n",
		quantiles(b.think), quantiles(b.shown), quantiles(b.idle), len(a.c.Session().Game().Record)-b.actions0)
}

func quantiles(ds []time.Duration) string {
	if len(ds) == 0 {
		return "no frame"
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	q := func(p float64) string {
		return fmt.Sprintf("%.1f ms", float64(s[min(len(s)-1, int(p*float64(len(s))))])/float64(time.Millisecond))
	}
	return fmt.Sprintf("%d frames, median %s, p95 %s", len(s), q(0.5), q(0.95))
}
