package control_test

import (
	"testing"
	"time"

	"estafette/game/control"
	"estafette/internal/testkit/tabletest"
	"estafette/rules"
	"estafette/rules/hex"
)

// The tests' starting points, from internal/testkit/tabletest, which the
// table's three packages share.

func tutorialSource(t testing.TB) []byte { t.Helper(); return tabletest.Source(t) }

// newTutorial starts the tutorial with a fixed clock.
func newTutorial(t testing.TB) *control.Controller { t.Helper(); return tabletest.Tutorial(t) }

func hx(t testing.TB, label string) hex.Hex { t.Helper(); return tabletest.Hex(t, label) }

func recordLines(c *control.Controller) []string { return tabletest.RecordLines(c) }

func sampleUpTo(t testing.TB, stop string) *control.Controller {
	t.Helper()
	return tabletest.SampleUpTo(t, stop)
}

func played(t testing.TB) *control.Controller { t.Helper(); return tabletest.Played(t) }

func sameGame(t testing.TB, a, b *control.Controller) { t.Helper(); tabletest.SameGame(t, a, b) }

func withClock(c *control.Controller) *tabletest.Clock { return tabletest.WithClock(c) }

func tickUntil(c *control.Controller, clk *tabletest.Clock, step time.Duration, max int, done func() bool) int {
	return tabletest.TickUntil(c, clk, step, max, done)
}

// wait takes the computer's answer under way, if any (Controller.Wait).
func wait(c *control.Controller) { c.Session().Wait() }

func soloAtCombat(t testing.TB) (*control.Controller, *tabletest.Clock) {
	t.Helper()
	return tabletest.SoloAtCombat(t)
}

func unitOf(st *rules.State, id string) rules.Unit { u, _ := st.Unit(id); return u }

func leaderOf(st *rules.State, id string) rules.Leader { l, _ := st.Leader(id); return l }
