package control

import (
	"context"
	"math"
	"runtime"
	"sync/atomic"
	"time"

	"estafette/balance"
	"estafette/balance/play"
	"estafette/rules"
)

// The Victory section's Balance (docs/editor.md): BalanceGames games of
// the normal computer against itself on the scenario as it stands, sides
// alternated and dice seeds 1 to BalanceGames, played in the background
// through balance/play, as `estafette balance` plays them (the same
// figures for the same games). The field shows the games played, then
// each army's score with its 95% interval and whether the games tell the
// armies apart; a click stops a run, or starts one again. A result
// measured before the scenario's last change says so.

// BalanceGames is how many games the editor's Balance plays: enough to
// tell a lopsided battle (an army under 30%) from an even one, in about
// a minute on the smaller battles. `estafette balance` plays more.
const BalanceGames = 40

// balanceRun is one run of the Balance, played by its own goroutine.
type balanceRun struct {
	of     *rules.Scenario // the editor's scenario when it started
	cancel context.CancelFunc
	done   atomic.Int64 // games played
	shown  int64        // the games the panel last showed
	result chan balanceResult
	sum    *balance.Summary // once the games are over
}

type balanceResult struct {
	sum balance.Summary
	err error
}

// ToggleBalance starts the Balance on the scenario as it stands, or
// stops the one under way. A scenario the loader would refuse is not
// played: the status line says its first problem, as Play does.
func (c *Controller) ToggleBalance() error {
	if b := c.bal; b != nil && b.sum == nil {
		c.StopBalance()
		c.tell("balance.stopped")
		return nil
	}
	sc, rs, _, err := c.PlaySetup()
	if err != nil {
		return nil // PlaySetup said why in the status line
	}
	ctx, cancel := context.WithCancel(context.Background())
	b := &balanceRun{of: c.ed.Scenario, cancel: cancel, result: make(chan balanceResult, 1)}
	cfg := play.Config{Level: "normal", Games: c.balanceGames(), Seed: 1, Jobs: max(runtime.NumCPU()-1, 1)}
	if runtime.GOOS == "js" {
		// The page has one thread: between two actions the games give it
		// back to the browser, which draws the editor's frames meanwhile.
		cfg.Pause = func() { time.Sleep(time.Millisecond) }
	}
	go func() {
		sum, err := play.Games(ctx, sc, rs, cfg, func(done, _ int) { b.done.Store(int64(done)) })
		b.result <- balanceResult{sum, err}
	}()
	c.bal = b
	c.tell("balance.started", cfg.Games)
	return nil
}

// StopBalance stops the Balance under way, if any (a new scenario, the
// editor closed).
func (c *Controller) StopBalance() {
	if c.bal != nil {
		c.bal.cancel()
		c.bal = nil
		c.changed()
	}
}

// Tick takes what the Balance's goroutine has done since the last frame:
// the games played, the result. The window calls it in Update.
func (c *Controller) Tick() {
	b := c.bal
	if b == nil || b.sum != nil {
		return
	}
	select {
	case r := <-b.result:
		b.cancel()
		if r.err != nil {
			c.bal = nil
			c.refuse(r.err)
			return
		}
		b.sum = &r.sum
		c.tell("balance.done", r.sum.Games)
	default:
		if d := b.done.Load(); d != b.shown {
			b.shown = d
			c.changed()
		}
	}
}

// balanceGames is BalanceGames, or the games a test asks for.
func (c *Controller) balanceGames() int {
	if c.Games > 0 {
		return c.Games
	}
	return BalanceGames
}

// Balancing reports whether the Balance's games are being played.
func (c *Controller) Balancing() bool { return c.bal != nil && c.bal.sum == nil }

// balanceField is the Victory section's Balance: what it says now (the
// games played, then the verdict), and a click to start or stop it.
func (c *Controller) balanceField() field {
	value := say(c.Lang, "balance.start")
	switch b := c.bal; {
	case b == nil:
	case b.sum == nil:
		value = say(c.Lang, "balance.playing", b.done.Load(), c.balanceGames())
	case b.sum.Fair():
		value = say(c.Lang, "balance.even")
	default:
		value = say(c.Lang, "balance.behind", c.armyName(b.sum.Sides[b.sum.Weaker()].Army))
	}
	return field{key: "v.balance", kind: fieldToggle, label: "f.balance", tip: "f.balance.tip", value: value,
		next: c.ToggleBalance}
}

// BalanceLine is the line under the Balance once its games are over: the
// first army's score, a draw counting half, with its 95% interval, and
// the games it is of; "" before.
func (c *Controller) BalanceLine() string {
	b := c.bal
	if b == nil || b.sum == nil {
		return ""
	}
	s := *b.sum
	pct := func(x float64) int { return int(math.Round(100 * x)) }
	sc := s.Sides[0].Score
	line := say(c.Lang, "balance.score", c.armyName(s.Sides[0].Army), pct(sc.Rate), pct(sc.Low), pct(sc.High), s.Games)
	if b.of != c.ed.Scenario {
		line += say(c.Lang, "balance.before")
	}
	return line
}

// armyName is the army's name in the scenario, its id when it has none.
func (c *Controller) armyName(id string) string {
	if a := c.ed.Scenario.Army(id); a != nil && a.Name != "" {
		return a.Name
	}
	return id
}
