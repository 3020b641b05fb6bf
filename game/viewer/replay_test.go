package viewer

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"estafette/rules"
)

// events is what the rest of a game does from a state: the sentences and
// the dice of every action from n on. Two states that give the same are
// the same game, dice to come included (the state's dice are private).
func events(t testing.TB, st *rules.State, g *Game, n int) []string {
	t.Helper()
	st = st.Clone()
	var out []string
	for i := n; i < len(g.Actions); i++ {
		ev, v := st.Apply(g.Actions[i])
		if v != nil {
			t.Fatalf("action %d %s: %v", i+1, g.Actions[i], v)
		}
		for _, e := range ev {
			out = append(out, fmt.Sprintf("%d %s %v", i+1, rules.EventText(e), e.Dice()))
		}
	}
	return out
}

// TestForwardThenBackIsExact: stepping forward one action at a time, then
// back one at a time, and jumping at random, every position reads the
// same (every public reader of the state), and the rest of the game
// played from it gives the same events and dice as the record did.
func TestForwardThenBackIsExact(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    *Game
	}{
		{"sample", sampleGame(t)},
		{"pratzen", gameOf(t, "pratzen", "random.rec", randomRecord(t, "pratzen", 300, 3))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := NewReplay(tc.g)
			if err != nil {
				t.Fatal(err)
			}
			n := r.Len()
			want := make([]string, n+1)
			for p := 0; p <= n; p++ {
				if err := r.Seek(p); err != nil {
					t.Fatal(err)
				}
				want[p] = fingerprint(r.State())
			}
			for p := n; p >= 0; p-- {
				if err := r.Seek(p); err != nil {
					t.Fatal(err)
				}
				if got := fingerprint(r.State()); got != want[p] {
					t.Fatalf("position %d read back differs:\n%s\nforward:\n%s", p, got, want[p])
				}
			}
			rnd := rand.New(rand.NewPCG(1, 2))
			for range 60 {
				p := rnd.IntN(n + 1)
				if err := r.Seek(p); err != nil {
					t.Fatal(err)
				}
				if got := fingerprint(r.State()); got != want[p] {
					t.Fatalf("position %d after a jump differs", p)
				}
				var rest []string
				for i := p; i < n; i++ {
					for _, e := range r.Step(i + 1).Events {
						rest = append(rest, fmt.Sprintf("%d %s %v", i+1, rules.EventText(e), e.Dice()))
					}
				}
				if got := events(t, r.State(), tc.g, p); !reflect.DeepEqual(got, rest) {
					t.Fatalf("from position %d the game goes on differently", p)
				}
			}
		})
	}
}

// TestSeekNeverPlaysOnTheKeptStates: the kept states stay the positions
// they were taken at, however the viewer moves.
func TestSeekNeverPlaysOnTheKeptStates(t *testing.T) {
	r, err := NewReplay(sampleGame(t))
	if err != nil {
		t.Fatal(err)
	}
	before := make([]string, len(r.snaps))
	for i, s := range r.snaps {
		before[i] = fingerprint(s)
	}
	for _, p := range []int{0, 5, r.Len(), 17, 16, 33, 2, r.Len() - 1} {
		if err := r.Seek(p); err != nil {
			t.Fatal(err)
		}
	}
	for i, s := range r.snaps {
		if fingerprint(s) != before[i] {
			t.Errorf("kept state %d changed", i)
		}
	}
}

// TestLongRecordsKeepBoundedStates: a record longer than
// SnapshotEvery*MaxSnapshots keeps MaxSnapshots states, further apart,
// and still rebuilds every position exactly.
func TestLongRecordsKeepBoundedStates(t *testing.T) {
	var b strings.Builder
	for range 9000 {
		// Ending phases never ends the tutorial before its turn limit…
		b.WriteString("end\n")
	}
	sc, rs, src := builtin(t, "tutorial")
	sc.Turns = 0 // …when it has none.
	g, err := NewGame("tutorial.toml", src, sc, rs, Record{File: "long.rec", Text: b.String()})
	if err != nil {
		t.Fatal(err)
	}
	r := mustReplay(t, g)
	if len(r.snaps) > MaxSnapshots+1 || r.every <= SnapshotEvery {
		t.Errorf("%d actions: %d kept states, every %d", r.Len(), len(r.snaps), r.every)
	}
	for _, p := range []int{8999, 17, 4321, 0, 9000} {
		if err := r.Seek(p); err != nil {
			t.Fatal(err)
		}
		if want := 1 + p/6; r.State().Turn() != want {
			t.Errorf("position %d: turn %d, want %d", p, r.State().Turn(), want)
		}
	}
}

// TestPhaseAndTurnSteps: Shift+→ goes to the first position of the next
// phase, Shift+← to the start of this phase, then of the one before;
// Ctrl does the same by army turns.
func TestPhaseAndTurnSteps(t *testing.T) {
	g := gameOf(t, "tutorial", "t.rec", "activate HIP G2\nend\nmove G2 6,7\nend\nend\nactivate PAG THE\nend\n")
	r, err := NewReplay(g)
	if err != nil {
		t.Fatal(err)
	}
	// Positions: 0 1 command, 2 3 movement, 4 combat, 5 6 Boeotian command, 7 movement.
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"next phase from 0", r.NextPhase(0), 2},
		{"next phase from 2", r.NextPhase(2), 4},
		{"next phase from 4", r.NextPhase(4), 5},
		{"prev phase from 3", r.PrevPhase(3), 2},
		{"prev phase from 2", r.PrevPhase(2), 0},
		{"prev phase from 0", r.PrevPhase(0), 0},
		{"next turn from 1", r.NextTurn(1), 5},
		{"next turn from 5", r.NextTurn(5), 7},
		{"prev turn from 6", r.PrevTurn(6), 5},
		{"prev turn from 5", r.PrevTurn(5), 0},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	marks := r.TurnMarks()
	if len(marks) != 2 || marks[0].At != 0 || marks[1].At != 5 || marks[1].Army != "beotiens" || marks[1].Turn != 1 {
		t.Errorf("turn marks %+v", marks)
	}
}

// TestARefusedLineIsNamed: a record the rules refuse does not open; the
// error names the file, the line and the rule.
func TestARefusedLineIsNamed(t *testing.T) {
	sc, rs, src := builtin(t, "tutorial")
	_, err := NewGame("tutorial.toml", src, sc, rs, Record{File: "bad.rec", Text: "# a comment\nactivate HIP G2\nactivate HIP PSI\n"})
	if err == nil || err.Error() != "bad.rec:3:1: rejected CMD.RADIUS: Psiles égarés près de la grève (PSI) is 6 hexes from Hippocrate, stratège (HIP), whose command radius is 5" {
		t.Errorf("refused line: %v", err)
	}
	_, err = NewGame("tutorial.toml", src, sc, rs, Record{File: "s.estafette", Text: "activate HIP G2\nfly G2\n", Offset: 200})
	if err == nil || err.Error()[:len("s.estafette:202:1: SYNTAX")] != "s.estafette:202:1: SYNTAX" {
		t.Errorf("a line that does not parse, in a saved game: %v", err)
	}
}

// BenchmarkJump: a jump to any position of a 500-action game (Leuthen,
// random legal actions), as the timeline or Home/End make: a copy of the
// kept state before it and at most SnapshotEvery-1 actions, then the
// step's marks and the board's scene. Target: 100 ms; each iteration
// jumps to a random position from a random one; worst-ms is the slowest.
func BenchmarkJump(b *testing.B) {
	g := gameOf(b, "leuthen", "random.rec", randomRecord(b, "leuthen", 500, 1))
	if g.Len() < 500 {
		b.Fatalf("the random game has %d actions, want 500", g.Len())
	}
	t0 := time.Now()
	r, err := NewReplay(g)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("loading the %d-action record (playing it once, keeping %d states): %v", g.Len(), len(r.snaps), time.Since(t0))
	rnd := rand.New(rand.NewPCG(5, 6))
	var worst time.Duration
	for b.Loop() {
		b.StopTimer()
		_ = r.Seek(rnd.IntN(r.Len() + 1))
		to := rnd.IntN(r.Len() + 1)
		b.StartTimer()
		t := time.Now()
		if err := r.Seek(to); err != nil {
			b.Fatal(err)
		}
		// What the window builds of the position: the step's marks and
		// the board's scene.
		var m stepMarks
		if to > 0 {
			m = marksOf(r.State(), r.Step(to))
		}
		_ = buildScene(r.State(), m)
		worst = max(worst, time.Since(t))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}
