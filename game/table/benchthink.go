package table

import (
	"fmt"
	"io"
	"slices"
	"time"
)

// thinkBench splits the --bench-frames run's frames into those that
// follow an action (the position changed: a new trail, the panel made
// again), those while the computer thinks with no action just played (a
// goroutine under way), and the others: the wall time from one Update to
// the next, GPU work included, so that a window that stopped drawing
// while the computer thinks would show, apart from the cost of showing
// a new position.
type thinkBench struct {
	last     time.Time
	thinking bool // the computer was thinking during the frame that began at last
	acted    bool // an action was played in the Update that began it
	actions  int  // the record's length at the last tick
	think    []time.Duration
	after    []time.Duration
	idle     []time.Duration
}

// tick counts the frame that ends now; actions is the record's length.
func (b *thinkBench) tick(now time.Time, thinking bool, actions int) {
	if !b.last.IsZero() {
		d := now.Sub(b.last)
		switch {
		case b.acted:
			b.after = append(b.after, d)
		case b.thinking:
			b.think = append(b.think, d)
		default:
			b.idle = append(b.idle, d)
		}
	}
	b.last, b.thinking = now, thinking
	b.acted, b.actions = actions != b.actions, actions
}

// ReportThinking prints, after a --bench-frames run with a computer
// player, the median and 95th percentile of the wall time per frame
// while the computer thinks, right after an action, and otherwise.
func (a *App) ReportThinking(w io.Writer) {
	b := &a.bench
	if !a.c.HasComputer() {
		return
	}
	fmt.Fprintf(w, "  computer thinking: %s; right after an action: %s; otherwise: %s (wall time per frame)\n",
		quantiles(b.think), quantiles(b.after), quantiles(b.idle))
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
