package ai

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

func load(tb testing.TB, name string) (*rules.Scenario, *rules.Ruleset) {
	tb.Helper()
	src, err := scenarios.Builtin(name)
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name+".toml", src)
	if err != nil {
		tb.Fatal(err)
	}
	return sc, rs
}

// loadText loads a scenario written in the test.
func loadText(tb testing.TB, text string) (*rules.Scenario, *rules.Ruleset) {
	tb.Helper()
	sc, rs, err := scenarios.LoadScenario("test.toml", []byte(text))
	if err != nil {
		tb.Fatal(err)
	}
	return sc, rs
}

// play plays lines of a record on st.
func play(tb testing.TB, st *rules.State, lines string) {
	tb.Helper()
	for _, l := range strings.Split(lines, ";") {
		rec, err := rules.ParseRecord(strings.TrimSpace(l))
		if err != nil || len(rec.Lines) != 1 || rec.Lines[0].Err != nil {
			tb.Fatalf("bad line %q", l)
		}
		if _, v := st.Apply(rec.Lines[0].Action); v != nil {
			tb.Fatalf("%s: %v", l, v)
		}
	}
}

// game plays a whole game between two players, checking that the engine
// accepts every action; it returns the final state.
func game(tb testing.TB, name string, seed int64, first, second Player, maxActions int) *rules.State {
	tb.Helper()
	sc, rs := load(tb, name)
	st := rules.NewState(sc, rs, seed)
	players := map[string]Player{sc.Armies[0].ID: first, sc.Armies[1].ID: second}
	for i := 0; i < maxActions && st.Phase() != rules.PhaseOver; i++ {
		legal := st.LegalActions()
		ch, err := players[st.Decider()].Choose(context.Background(), st, legal)
		if err != nil {
			tb.Fatalf("%s, action %d: %v", name, i, err)
		}
		if _, v := st.Apply(ch.Action); v != nil {
			tb.Fatalf("%s, action %d: %s refused: %v", name, i, ch.Action, v)
		}
	}
	return st
}

func TestNew(t *testing.T) {
	for _, tc := range []struct {
		name, want string
	}{
		{"ai", "*ai.Computer normal"}, {"ai:easy", "*ai.Computer easy"}, {"ai:normal", "*ai.Computer normal"},
		{"ai:hard", "*ai.Computer hard"}, {"random", "*ai.Random"}, {"greedy", "ai.Greedy"},
	} {
		p, err := New(tc.name, 1)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := fmt.Sprintf("%T", p)
		if c, ok := p.(*Computer); ok {
			got += " " + string(c.Level)
		}
		if got != tc.want {
			t.Errorf("New(%q) = %s, want %s", tc.name, got, tc.want)
		}
	}
	for _, bad := range []string{"", "AI", "ai:", "ai:expert", "human", "cmd:x"} {
		if _, err := New(bad, 1); err == nil {
			t.Errorf("New(%q) accepted", bad)
		}
	}
}

// TestPlayersPlayWholeGames: every built-in player plays whole games of
// every built-in scenario, each action accepted by the engine.
func TestPlayersPlayWholeGames(t *testing.T) {
	if raceDetector {
		t.Skip("pure computation: make unit runs it, without the race detector")
	}
	names := scenarios.BuiltinNames()
	if testing.Short() {
		names = names[:1]
	}
	for i, name := range names {
		t.Run(name, func(t *testing.T) {
			seed := int64(10 + i)
			st := game(t, name, seed, NewComputer(Easy, 1), &Random{Seed: 2}, 600)
			game(t, name, seed, &Greedy{Seed: 3}, NewComputer(Normal, 4), 600)
			if st.Turn() < 2 {
				t.Errorf("the game stopped in turn %d", st.Turn())
			}
		})
	}
}

// TestComputerIsPure: a choice depends only on the position and the
// seed: the same question gets the same answer, from a copy, from a copy
// whose dice to come differ (the opponent must not foresee the game's
// dice), and the question leaves the state as it was.
func TestComputerIsPure(t *testing.T) {
	sc, rs := load(t, "tutorial")
	st := rules.NewState(sc, rs, 5)
	c := NewComputer(Normal, 77)
	for step := 0; step < 60 && st.Phase() != rules.PhaseOver; step++ {
		legal := st.LegalActions()
		before := st.Hash()
		a, err := c.Choose(context.Background(), st, legal)
		if err != nil {
			t.Fatal(err)
		}
		if st.Hash() != before {
			t.Fatalf("step %d: choosing changed the state", step)
		}
		for i, other := range []*rules.State{st.Clone(), st.CloneWithSeed(int64(step) + 999)} {
			b, _ := c.Choose(context.Background(), other, other.LegalActions())
			if a.Action.String() != b.Action.String() || a.Reason != b.Reason {
				t.Fatalf("step %d, copy %d: %s (%s), then %s (%s)", step, i, a.Action, a.Reason, b.Action, b.Reason)
			}
		}
		if _, v := st.Apply(a.Action); v != nil {
			t.Fatal(v)
		}
	}
}

// TestChooseIsCancelled: a cancelled question returns the context's
// error, whatever the player.
func TestChooseIsCancelled(t *testing.T) {
	sc, rs := load(t, "pratzen")
	st := rules.NewState(sc, rs, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range []string{"ai", "ai:hard", "random", "greedy"} {
		p, _ := New(name, 1)
		if _, err := p.Choose(ctx, st, st.LegalActions()); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: %v, want context.Canceled", name, err)
		}
	}
}

// TestRandomIsUniform: random spreads its choices over the legal actions,
// the same for the same seed.
func TestRandomIsUniform(t *testing.T) {
	sc, rs := load(t, "tutorial")
	st := rules.NewState(sc, rs, 1)
	legal := st.LegalActions()
	count := map[string]int{}
	a, b := &Random{Seed: 9}, &Random{Seed: 9}
	n := 200 * len(legal)
	for i := 0; i < n; i++ {
		x, _ := a.Choose(context.Background(), st, legal)
		y, _ := b.Choose(context.Background(), st, legal)
		if x.Action.String() != y.Action.String() {
			t.Fatal("two random players of one seed differ")
		}
		count[x.Action.String()]++
	}
	for _, l := range legal {
		if c := count[l.String()]; c < 120 || c > 280 {
			t.Errorf("%s chosen %d times in %d, expected about 200", l, c, n)
		}
	}
}
