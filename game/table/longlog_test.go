//go:build display

package table

import (
	"testing"

	"estafette/internal/testkit/longgame"
	"estafette/rules"
)

// longActions is the length of the long record the tests open.
const longActions = longgame.Actions

// endlessTutorial is the tutorial without its turn limit.
func endlessTutorial(tb testing.TB) ([]byte, *rules.Scenario, *rules.Ruleset) {
	tb.Helper()
	src, sc, rs, err := longgame.EndlessTutorial()
	if err != nil {
		tb.Fatal(err)
	}
	return src, sc, rs
}

// longRecord is longgame.Record's n actions.
func longRecord(tb testing.TB, sc *rules.Scenario, rs *rules.Ruleset, n int) []rules.Action {
	tb.Helper()
	acts, err := longgame.Record(sc, rs, n)
	if err != nil {
		tb.Fatal(err)
	}
	return acts
}
