package table

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/scenarios"
)

// longActions is the length of the long record the tests open: what
// `estafette duel --max-actions 99999` writes for a game no one wins
// (issue 26).
const longActions = 99999

// endlessTutorial is the tutorial without its turn limit.
func endlessTutorial(tb testing.TB) ([]byte, *rules.Scenario, *rules.Ruleset) {
	tb.Helper()
	src, err := scenarios.Builtin("tutorial")
	if err != nil {
		tb.Fatal(err)
	}
	src = []byte(strings.Replace(string(src), "\nturns = 8\n", "\nturns = 0\n", 1))
	sc, rs, err := scenarios.LoadScenario("endless.toml", src)
	if err != nil {
		tb.Fatal(err)
	}
	if sc.Turns != 0 {
		tb.Fatalf("the endless tutorial has %d turns", sc.Turns)
	}
	return src, sc, rs
}

// longRecord plays n actions on the endless tutorial: random legal ones
// (ending a phase now and then) for the first 600, moves, fights and
// orders for the log's varied sentences and dice, then an end of phase
// wherever one is legal, some 33,000 army turns in all, within a record's
// 1 MiB, as a duel's capped game whose players stopped fighting. No
// action that ends the game is chosen.
func longRecord(tb testing.TB, sc *rules.Scenario, rs *rules.Ruleset, n int) []rules.Action {
	tb.Helper()
	st := rules.NewState(sc, rs, 0)
	r := rand.New(rand.NewPCG(26, 7))
	out := make([]rules.Action, 0, n)
	size := 0
	for i := range n {
		acts := st.LegalActions()
		var pick rules.Action
		var others []rules.Action
		for _, a := range acts {
			if _, end := a.(rules.EndPhase); end {
				pick = a
			} else {
				others = append(others, a)
			}
		}
		if len(others) > 0 && (pick == nil || (i < 600 && r.IntN(30) > 0)) {
			pick = others[r.IntN(len(others))]
		}
		try := st.Clone()
		if _, v := try.Apply(pick); v != nil {
			tb.Fatalf("action %d %s: %v", i+1, pick, v)
		}
		if try.Phase() == rules.PhaseOver {
			for _, a := range acts {
				try = st.Clone()
				if _, v := try.Apply(a); v == nil && try.Phase() != rules.PhaseOver {
					pick = a
					break
				}
			}
		}
		if _, v := st.Apply(pick); v != nil || st.Phase() == rules.PhaseOver {
			tb.Fatalf("action %d %s: %v (the game ended)", i+1, pick, v)
		}
		out = append(out, pick)
		size += len(pick.String()) + 1
	}
	if size > rules.MaxRecordBytes {
		tb.Fatalf("the long record is %d bytes, more than a record may be", size)
	}
	return out
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
