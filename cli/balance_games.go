package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"estafette/balance"
	"estafette/rules"
)

// measure plays the configured games on sc (the scenario, or a copy with
// a handicap) and sums them up. Game i rolls the dice of seed S+i whatever
// the handicap, so that two handicaps are compared on the same dice; the
// results do not depend on --jobs.
func (b *balancer) measure(sc *rules.Scenario, label string) balance.Summary {
	n := b.cfg.games
	games := make([]balance.Game, n)
	var next, done atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	b.progress.show(label, 0, n, 0)
	for range min(b.cfg.jobs, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a := b.arena(sc)
			t := &tracker{}
			a.watch = t.watch
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				t.ahead, t.how = t.ahead[:0], ""
				res, _, _ := a.play(i) // a built-in player's game never fails
				games[i] = t.game(res)
				b.progress.show(label, int(done.Add(1)), n, time.Since(start))
			}
		}()
	}
	wg.Wait()
	b.progress.end()
	if el := time.Since(start).Seconds(); el > 0 {
		b.rate = float64(n) / el
	}
	return balance.Summarize([2]string{sc.Armies[0].ID, sc.Armies[1].ID}, sc.Turns, games)
}

// arena is duel's game loop, with the computer at the level asked on
// both sides and the sides alternated (its seed differs from side to
// side and from game to game).
func (b *balancer) arena(sc *rules.Scenario) *arena {
	p := "ai:" + b.cfg.level
	cfg := duelConfig{games: b.cfg.games, seed: b.cfg.seed, alternate: true, maxActions: b.cfg.maxActions, players: [2]string{p, p}}
	return &arena{cfg: cfg, sc: sc, rs: b.rs, stderr: io.Discard, noBlunders: true}
}

// tracker follows one game for the balance: who is ahead at the end of
// each turn, and how the game ended.
type tracker struct {
	ahead []string
	how   string
}

// watch is the arena's hook, called after each accepted action.
func (t *tracker) watch(st *rules.State, ev []rules.Event) {
	for _, e := range ev {
		switch e := e.(type) {
		case rules.TurnBegan:
			for len(t.ahead) < e.Turn-1 {
				t.ahead = append(t.ahead, aheadOf(st))
			}
		case rules.GameOver:
			t.how = string(e.How)
		}
	}
}

// aheadOf is the army that would win if the game stopped now, at the
// turn limit (rules.State.Standing: an objective of the last turn met,
// else the scenario's at_turn_limit, by default the army with more
// eliminations); "" for a draw.
func aheadOf(st *rules.State) string { return st.Standing() }

// game is the game the tracker followed, ended as res says.
func (t *tracker) game(res gameResult) balance.Game {
	how := t.how
	switch {
	case res.Capped:
		how = "capped"
	case res.Forfeit != "":
		how = "forfeit"
	}
	ahead := append([]string(nil), t.ahead...)
	for len(ahead) < res.Turns-1 { // never seen: each turn begins with TurnBegan
		ahead = append(ahead, "")
	}
	ahead = append(ahead[:min(len(ahead), max(res.Turns-1, 0))], res.Winner)
	return balance.Game{Winner: res.Winner, How: how, Ahead: ahead, Actions: res.Actions}
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
