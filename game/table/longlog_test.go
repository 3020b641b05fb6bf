package table

import (
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"estafette/i18n"
	"estafette/internal/testkit/longgame"
	"estafette/render"
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

// TestLogSaysOnlyNewEntries: the panel's log after an action is the
// last one's rows, the same ones, and the action's after them; after an
// undo or a change of language it reads as a log said from scratch; rows
// once given never change. Issue 26: the whole log was said again at
// every action, 3 s on a 99,999-action record.
func TestLogSaysOnlyNewEntries(t *testing.T) {
	c := newTutorial(t)
	v := NewView(c)
	fresh := func(what string, got []render.LogRow) {
		t.Helper()
		if want := NewView(c).logRows(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the log reads\n%v\nwant\n%v", what, texts(got), texts(want))
		}
	}
	c.Select("HIP")
	c.GiveOrder("gueulante", 0)
	c.EndPhase()
	first := v.logRows()
	fresh("after three actions", first)
	kept := slices.Clone(first)
	c.EndPhase()
	second := v.logRows()
	fresh("after an end of phase", second)
	if len(second) <= len(first) {
		t.Fatalf("the action added no row to the log")
	}
	for i := range first {
		// Said again, a sentence would be another string.
		if unsafe.StringData(second[i].Text) != unsafe.StringData(first[i].Text) {
			t.Fatalf("row %d (%q) was said again for the next action", i, first[i].Text)
		}
	}
	for range 2 {
		if !c.Undo() {
			t.Fatal(c.StatusText())
		}
	}
	fresh("after two undos", v.logRows())
	c.EndPhase()
	fresh("after another action", v.logRows())
	c.Lang = i18n.FR
	fresh("in French", v.logRows())
	if !reflect.DeepEqual(first, kept) {
		t.Error("rows given to a panel changed")
	}
}

func texts(rows []render.LogRow) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r.Text)
	}
	return out
}
