package rules_test

// Benchmarks for the hot queries: reach, legal actions,
// Apply, and whole random playouts, on the 60×40 stress board of
// scenarios/testdata/stress-60x40.toml (300 pieces).
//
//	go test -run='^$' -bench=. -benchmem ./rules/

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"estafette/rules"
	"estafette/rules/hex"
)

// stressCavalry returns the stress scenario in the movement phase with one
// cavalry unit (move 3 or 4) activated: among those its army may activate,
// the one with the most hexes to go to.
func stressCavalry(b *testing.B) (*rules.State, string) {
	b.Helper()
	sc := loadStress(b)
	base := rules.NewState(sc.sc, sc.rs, 1)
	var best *rules.State
	bestID, bestN := "", -1
	for _, a := range base.LegalActions() {
		act, ok := a.(rules.Activate)
		if !ok {
			continue
		}
		u, isUnit := base.Unit(act.Pieces[0])
		if !isUnit || u.Profile.Type != rules.Cavalry || u.Profile.Move < 3 || u.Profile.Move > 4 {
			continue
		}
		st := base.Clone()
		mustApply(b, st, a)
		mustApply(b, st, rules.EndPhase{})
		if n := len(st.Reach(u.ID).Ends()); n > bestN {
			best, bestID, bestN = st, u.ID, n
		}
	}
	if best == nil {
		b.Fatal("stress-60x40: no cavalry unit with move 3-4 can be activated")
	}
	return best, bestID
}

func mustApply(tb testing.TB, st *rules.State, a rules.Action) {
	tb.Helper()
	if _, v := st.Apply(a); v != nil {
		tb.Fatalf("%s: %v", a, v)
	}
}

// BenchmarkReachCavalry times one reach query and one Can on its answer,
// the question the interface asks while the mouse hovers: the target is
// 5 µs and no allocation.
func BenchmarkReachCavalry(b *testing.B) {
	st, id := stressCavalry(b)
	ends := st.Reach(id).Ends()
	target := ends[len(ends)-1]
	u := unitOf(st, id)
	b.Logf("%s (%s, move %d) at %s: %d hexes reachable", id, u.Profile.Key, u.Profile.Move, u.Hex, len(ends))
	b.ReportAllocs()
	for b.Loop() {
		if !st.Reach(id).Can(target) {
			b.Fatal("target no longer reachable")
		}
	}
}

// BenchmarkLegalActionsCommand lists the legal actions at the start of the
// first command phase: on the stress board (20 leaders, 130 units a side),
// on Pratzen, and on Leuthen, where messengers are listed too (Frédéric).
// Issue 28's goal: 100 µs at 300 pieces.
func BenchmarkLegalActionsCommand(b *testing.B) {
	for _, sc := range []loaded{loadStress(b), loadBuiltin(b, "pratzen"), loadBuiltin(b, "leuthen")} {
		b.Run(sc.name, func(b *testing.B) {
			st := rules.NewState(sc.sc, sc.rs, 1)
			n := len(st.LegalActions())
			b.ReportAllocs()
			for b.Loop() {
				st.LegalActions()
			}
			b.ReportMetric(float64(n), "actions")
		})
	}
}

// stressMovement activates as many units as the army may, then moves to
// the movement phase.
func stressMovement(b *testing.B) *rules.State {
	b.Helper()
	return movementWith(b, loadStress(b), 1<<30)
}

// movementWith activates up to max units of sc's first army, the first
// activation listed each time, then moves to the movement phase.
func movementWith(b *testing.B, sc loaded, max int) *rules.State {
	b.Helper()
	st := rules.NewState(sc.sc, sc.rs, 1)
	for activated := 0; activated < max; activated++ {
		var next rules.Action
		for _, a := range st.LegalActions() {
			if act, ok := a.(rules.Activate); ok && isUnit(st, act.Pieces[0]) {
				next = a
				break
			}
		}
		if next == nil {
			break
		}
		mustApply(b, st, next)
	}
	mustApply(b, st, rules.EndPhase{})
	return st
}

// BenchmarkLegalActionsMovement lists the legal actions in a movement
// phase: the reach of each activated unit. On the stress board with every
// activation used, and with seven units activated (issue 28's row) on the
// stress board and on Pratzen.
func BenchmarkLegalActionsMovement(b *testing.B) {
	run := func(b *testing.B, st *rules.State) {
		n := len(st.LegalActions())
		b.ReportAllocs()
		for b.Loop() {
			st.LegalActions()
		}
		b.ReportMetric(float64(n), "actions")
	}
	b.Run("stress-60x40-all", func(b *testing.B) { run(b, stressMovement(b)) })
	for _, sc := range []loaded{loadStress(b), loadBuiltin(b, "pratzen")} {
		b.Run(sc.name+"-7", func(b *testing.B) { run(b, movementWith(b, sc, 7)) })
	}
}

// benchApply applies a to fresh clones of base; the clones are made in
// batches with the timer stopped. warm runs a reach query on each clone
// first, so that its reusable reach storage is already allocated.
func benchApply(b *testing.B, base *rules.State, a rules.Action, warm string) {
	if _, v := base.Clone().Apply(a); v != nil {
		b.Fatalf("%s: %v", a, v)
	}
	const batch = 512
	states := make([]*rules.State, batch)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%batch == 0 {
			b.StopTimer()
			for j := range states {
				states[j] = base.Clone()
				if warm != "" {
					states[j].Reach(warm)
				}
			}
			// Collect now, so the clones' garbage is not charged to Apply.
			runtime.GC()
			b.StartTimer()
		}
		if _, v := states[i%batch].Apply(a); v != nil {
			b.Fatal(v)
		}
	}
}

// BenchmarkApply times typical actions on the stress board: an activation
// in the command phase, and a cavalry move (on a fresh clone, whose reach
// storage is allocated by the move; and on a clone that has answered a
// reach query before).
func BenchmarkApply(b *testing.B) {
	b.Run("activate", func(b *testing.B) {
		sc := loadStress(b)
		st := rules.NewState(sc.sc, sc.rs, 1)
		var act rules.Action
		for _, a := range st.LegalActions() {
			if x, ok := a.(rules.Activate); ok && isUnit(st, x.Pieces[0]) {
				act = a
				break
			}
		}
		benchApply(b, st, act, "")
	})
	st, id := stressCavalry(b)
	ends := st.Reach(id).Ends()
	mv := rules.Move{Piece: id, Path: []hex.Hex{ends[len(ends)-1]}}
	b.Run("move", func(b *testing.B) { benchApply(b, st, mv, "") })
	b.Run("move-warm", func(b *testing.B) { benchApply(b, st, mv, id) })
}

// playout plays random legal actions (end with odds 0.15, as the invariant
// test) until the game ends or max actions are played; it returns how many
// were played.
func playout(tb testing.TB, st *rules.State, r *rand.Rand, max int) int {
	n := 0
	others := make([]rules.Action, 0, 256)
	for ; n < max && st.Phase() != rules.PhaseOver; n++ {
		others = others[:0]
		for _, a := range st.LegalActions() {
			if _, isEnd := a.(rules.EndPhase); !isEnd {
				others = append(others, a)
			}
		}
		var a rules.Action = rules.EndPhase{}
		if len(others) > 0 && r.IntN(100) >= 15 {
			a = others[r.IntN(len(others))]
		}
		if _, v := st.Apply(a); v != nil {
			tb.Fatalf("legal action %s refused: %v", a, v)
		}
	}
	return n
}

// BenchmarkPlayout plays random games of up to 300 actions from the start
// and reports the actions played per second, LegalActions included.
func BenchmarkPlayout(b *testing.B) {
	for _, sc := range []loaded{loadBuiltin(b, "tutorial"), loadBuiltin(b, "pratzen"), loadBuiltin(b, "leuthen"), loadStress(b)} {
		b.Run(sc.name, func(b *testing.B) {
			base := rules.NewState(sc.sc, sc.rs, 1)
			r := rand.New(rand.NewPCG(1, 2))
			n := 0
			b.ReportAllocs()
			start := time.Now()
			for b.Loop() {
				n += playout(b, base.Clone(), r, 300)
			}
			elapsed := time.Since(start)
			b.ReportMetric(float64(n)/elapsed.Seconds(), "actions/s")
			b.ReportMetric(float64(n)/float64(b.N), "actions/game")
		})
	}
}

// randomGame plays one whole game as `estafette duel … random random` does:
// each decision is uniform over LegalActions (the deciding army's), until
// the game is over or capped actions are played. It returns the actions
// played.
func randomGame(tb testing.TB, st *rules.State, r *rand.Rand, capped int) int {
	n := 0
	for ; n < capped && st.Phase() != rules.PhaseOver; n++ {
		legal := st.LegalActions()
		a := legal[r.IntN(len(legal))]
		if _, v := st.Apply(a); v != nil {
			tb.Fatalf("legal action %s refused: %v", a, v)
		}
	}
	return n
}

// newRandomGame sets sc up with the dice seed and plays it to its end, as
// duel does: setting up is part of a game's cost. It is never inlined, so
// that callgrind can count its instructions alone
// (--toggle-collect='*newRandomGame').
//
//go:noinline
func newRandomGame(tb testing.TB, sc loaded, seed int64, r *rand.Rand) int {
	return randomGame(tb, rules.NewState(sc.sc, sc.rs, seed), r, 5000)
}

// gameScenarios are the built-in scenarios and the 60×40 stress board.
func gameScenarios(tb testing.TB) []loaded {
	out := []loaded{}
	for _, name := range []string{"tutorial", "marathon", "marignan", "leuthen", "pratzen"} {
		out = append(out, loadBuiltin(tb, name))
	}
	return append(out, loadStress(tb))
}

// BenchmarkRandomGames plays whole random-vs-random games from the start
// to their end (or duel's 5,000-action cap), game i with dice seed i+1, and
// reports games per second and actions per game: the engine's share of
// `GOMAXPROCS=1 estafette duel --games 1000 SCENARIO random random`
// (issue 12's targets: tutorial ≥ 2,000 games/s, Pratzen ≥ 300).
//
//	GOMAXPROCS=1 go test -run='^$' -bench=RandomGames -benchtime=1000x ./rules/
func BenchmarkRandomGames(b *testing.B) {
	for _, sc := range gameScenarios(b) {
		b.Run(sc.name, func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			n, seed := 0, int64(0)
			b.ReportAllocs()
			start := time.Now()
			for b.Loop() {
				seed++
				n += newRandomGame(b, sc, seed, r)
			}
			elapsed := time.Since(start)
			b.ReportMetric(float64(b.N)/elapsed.Seconds(), "games/s")
			b.ReportMetric(float64(n)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkClone copies a position, as a search does before it tries an
// action: the tutorial, Pratzen and the 300-piece stress board, each after
// a few random actions.
func BenchmarkClone(b *testing.B) {
	for _, sc := range []loaded{loadBuiltin(b, "tutorial"), loadBuiltin(b, "pratzen"), loadStress(b)} {
		b.Run(sc.name, func(b *testing.B) {
			st := position(b, sc, 17)
			b.ReportAllocs()
			for b.Loop() {
				st.Clone()
			}
		})
	}
}
