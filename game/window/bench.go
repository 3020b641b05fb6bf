package window

import (
	"fmt"
	"io"
	"math"
	"slices"
	"time"
)

// Bench collects the --bench-frames figures: the CPU time of each tick's
// Update and Draw, how many frames were drawn and how many left as they
// were (nothing changed), and when the first frame was drawn and when it
// was on screen.
type Bench struct {
	// Frames is how many frames to run; 0 is no benchmark.
	Frames int
	// Start is when the program started.
	Start time.Time

	update         time.Duration   // Update time since the last Draw
	times          []time.Duration // Update+Draw per frame
	drawn, skipped int
	first, shown   time.Duration
	lastDraw       time.Time
	intervals      time.Duration // wall time between the 4th and the last Draw
}

// On reports a benchmark run.
func (b *Bench) On() bool { return b.Frames > 0 }

// Done reports that the frames asked for have run.
func (b *Bench) Done() bool { return b.Frames > 0 && len(b.times) >= b.Frames }

// Update counts an Update's time. The first Update after the first frame
// marks that frame on screen: Ebiten has done its GPU work and swapped.
func (b *Bench) Update(d time.Duration) {
	if len(b.times) > 0 && b.shown == 0 {
		b.shown = time.Since(b.Start)
	}
	b.update += d
}

// Frame counts a Draw's time, and whether it drew or left the screen.
func (b *Bench) Frame(d time.Duration, drew bool) {
	now := time.Now()
	if len(b.times) == 0 {
		b.first = now.Sub(b.Start)
	}
	if len(b.times) >= 3 {
		b.intervals += now.Sub(b.lastDraw)
	}
	b.lastDraw = now
	b.times = append(b.times, b.update+d)
	b.update = 0
	if drew {
		b.drawn++
	} else {
		b.skipped++
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.3f ms", float64(d)/float64(time.Millisecond)) }

// Report prints the figures.
func (b *Bench) Report(w io.Writer, title string, sw, sh int) {
	if len(b.times) == 0 {
		fmt.Fprintln(w, "bench: no frame drawn")
		return
	}
	// The first frames draw the cached layers; they count in the first
	// frame's time and are left out of the steady-state figures.
	ts := b.times
	if len(ts) > 10 {
		ts = ts[3:]
	}
	sorted := slices.Clone(ts)
	slices.Sort(sorted)
	var sum time.Duration
	for _, t := range sorted {
		sum += t
	}
	mean := sum / time.Duration(len(sorted))
	p99 := sorted[min(len(sorted)-1, int(math.Ceil(0.99*float64(len(sorted))))-1)]
	fmt.Fprintf(w, "%s (%d×%d): %d frames, %d drawn, %d left as they were; first frame %s after start, on screen %s; Update+Draw CPU mean %s, p99 %s, max %s (first 3 frames excluded)\n",
		title, sw, sh, len(b.times), b.drawn, b.skipped, ms(b.first), ms(b.shown), ms(mean), ms(p99), ms(sorted[len(sorted)-1]))
	if n := len(b.times) - 3; n > 0 {
		// The wall time between frames includes the GPU work Ebiten does
		// after Draw returns: on a software renderer it dominates.
		iv := b.intervals / time.Duration(n)
		fmt.Fprintf(w, "  wall time per frame, GPU included: %s (%.0f frames/s)\n", ms(iv), float64(time.Second)/float64(iv))
	}
}
