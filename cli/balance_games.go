package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"estafette/balance"
	selfplay "estafette/balance/play"
	"estafette/rules"
)

// measure plays the configured games on sc (the scenario, or a copy with
// a handicap) and sums them up (balance/play). Game i rolls the dice of
// seed S+i whatever the handicap, so that two handicaps are compared on
// the same dice; the results do not depend on --jobs.
func (b *balancer) measure(sc *rules.Scenario, label string) balance.Summary {
	n := b.cfg.games
	start := time.Now()
	b.progress.show(label, 0, n, 0)
	cfg := selfplay.Config{Level: b.cfg.level, Games: n, Seed: b.cfg.seed, Jobs: b.cfg.jobs, MaxActions: b.cfg.maxActions}
	sum, err := selfplay.Games(context.Background(), sc, b.rs, cfg, func(done, n int) {
		b.progress.show(label, done, n, time.Since(start))
	})
	if err != nil {
		panic(err) // parseBalance checked the level, and the context never ends
	}
	b.progress.end()
	if el := time.Since(start).Seconds(); el > 0 {
		b.rate = float64(n) / el
	}
	return sum
}

// progress is the bar on standard error: redrawn in place on a terminal,
// a line every tenth of the games otherwise (a log, a test).
type progress struct {
	mu       sync.Mutex
	w        io.Writer
	terminal bool
	shown    int // the last tenth written, off a terminal
	last     time.Time
}

func newProgress(w io.Writer) *progress {
	p := &progress{w: w, shown: -1}
	if f, ok := w.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.terminal = true
		}
	}
	return p
}

// show draws the bar: done of n games of the batch label, after el.
func (p *progress) show(label string, done, n int, el time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.terminal {
		if done != 0 && done != n && time.Since(p.last) < 100*time.Millisecond {
			return
		}
		p.last = time.Now()
	} else {
		tenth := done * 10 / max(n, 1)
		if tenth == p.shown {
			return
		}
		p.shown = tenth
	}
	const width = 24
	full := done * width / max(n, 1)
	bar := strings.Repeat("#", full) + strings.Repeat("-", width-full)
	line := fmt.Sprintf("balance: [%s] %d/%d games %s", bar, done, n, label)
	if done > 0 && done < n {
		left := time.Duration(float64(el) / float64(done) * float64(n-done))
		line += fmt.Sprintf(", %.1f games/s, %s left", float64(done)/el.Seconds(), left.Round(time.Second))
	}
	if p.terminal {
		fmt.Fprintf(p.w, "\r%-100s", line)
	} else {
		fmt.Fprintln(p.w, line)
	}
}

// end closes a batch's bar.
func (p *progress) end() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.terminal {
		fmt.Fprintln(p.w)
	}
	p.shown = -1
}
