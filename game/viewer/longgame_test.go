//go:build display

package viewer

import (
	"strings"
	"testing"

	"estafette/internal/testkit/longgame"
	"estafette/rules"
)

// LongActions is the length of the long record the benchmarks open.
const LongActions = longgame.Actions

// longGame is a record of LongActions actions on the tutorial with no
// turn limit: a few hundred random legal actions (moves, fights, orders:
// the log's varied sentences and dice), then mostly ends of phases, some
// 33,000 turns in all, within the record's 1 MiB. The duel's capped games
// look like this: its players stop fighting long before the cap.
func longGame(tb testing.TB) *Game {
	tb.Helper()
	src, sc, rs := endlessTutorial(tb)
	text := longRecord(tb, sc, rs, LongActions)
	g, err := NewGame("endless.toml", src, sc, rs, Record{File: "long.rec", Text: text})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// endlessTutorial is the tutorial without its turn limit.
func endlessTutorial(tb testing.TB) ([]byte, *rules.Scenario, *rules.Ruleset) {
	tb.Helper()
	src, sc, rs, err := longgame.EndlessTutorial()
	if err != nil {
		tb.Fatal(err)
	}
	return src, sc, rs
}

// longRecord is longgame.Record's n actions, as a record's text.
func longRecord(tb testing.TB, sc *rules.Scenario, rs *rules.Ruleset, n int) string {
	tb.Helper()
	acts, err := longgame.Record(sc, rs, n)
	if err != nil {
		tb.Fatal(err)
	}
	var b strings.Builder
	b.Grow(n * 5)
	for _, a := range acts {
		b.WriteString(a.String())
		b.WriteByte('\n')
	}
	return b.String()
}
