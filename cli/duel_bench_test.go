package cli

import (
	"io"
	"runtime/debug"
	"strconv"
	"testing"
	"time"

	"estafette/internal/safefile"
)

// BenchmarkDuelRandom is `estafette duel --games N SCENARIO random
// random` in the process, its text output discarded: whole games per
// second end to end (the engine, the players, the records and the
// report), issue 12's target (`make duel-speed` times the real command).
// Compare with rules' BenchmarkRandomGames, the engine alone.
func BenchmarkDuelRandom(b *testing.B) {
	for _, sc := range []string{"tutorial", "pratzen"} {
		for _, mode := range []string{"text", "json"} {
			b.Run(sc+"/"+mode, func(b *testing.B) {
				env := Env{Stdout: io.Discard, Stderr: io.Discard, Getenv: func(string) string { return "" }, ReadFile: safefile.Read}
				const games = 200
				args := []string{"--games", strconv.Itoa(games), "../scenarios/" + sc + ".toml", "random", "random"}
				if mode == "json" {
					args = append([]string{"--json"}, args...)
				}
				b.ReportAllocs()
				start := time.Now()
				for b.Loop() {
					if code := Main(append([]string{"duel"}, args...), env); code != 0 {
						b.Fatalf("exit %d", code)
					}
				}
				b.ReportMetric(float64(b.N*games)/time.Since(start).Seconds(), "games/s")
			})
		}
	}
}

// TestDuelRestoresTheCollector: duel's collector target (duelGCPercent)
// lasts the duel only, and GOGC, when set, is left alone.
func TestDuelRestoresTheCollector(t *testing.T) {
	was := debug.SetGCPercent(123)
	defer debug.SetGCPercent(was)
	for _, gogc := range []string{"", "50"} {
		env := Env{Stdout: io.Discard, Stderr: io.Discard, ReadFile: safefile.Read, Getenv: func(k string) string {
			if k == "GOGC" {
				return gogc
			}
			return ""
		}}
		if code := Main([]string{"duel", "../scenarios/tutorial.toml", "random", "random"}, env); code != 0 {
			t.Fatalf("exit %d", code)
		}
		if now := debug.SetGCPercent(123); now != 123 {
			t.Errorf("GOGC=%q: after the duel the collector's target is %d, want 123 back", gogc, now)
		}
	}
}
