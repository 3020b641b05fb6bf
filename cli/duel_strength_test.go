package cli

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestStrength measures the opponent as docs/strength.md reports it, when
// ESTAFETTE_STRENGTH gives the games per scenario and opponent (`make
// strength`; long: about half an hour of one core for 40). The default level plays random
// and greedy on every built-in scenario, sides alternated; it must win
// 95% of the games against random and 65% against greedy, and think no
// more than 300 ms (median) and 1 s (95th percentile) per decision.
// ESTAFETTE_STRENGTH_PLAYER plays another level instead;
// ESTAFETTE_STRENGTH_SEED rolls another set of dice (duel's --seed: game i
// rolls seed S+i), since forty games on one set tell little apart.
func TestStrength(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("ESTAFETTE_STRENGTH"))
	if games <= 0 {
		t.Skip("set ESTAFETTE_STRENGTH=40 to measure the opponent (make strength)")
	}
	player := os.Getenv("ESTAFETTE_STRENGTH_PLAYER")
	if player == "" {
		player = "ai"
	}
	scs := strings.Fields(os.Getenv("ESTAFETTE_STRENGTH_SCENARIOS"))
	if len(scs) == 0 {
		scs = []string{"tutorial", "marathon", "marignan", "leuthen", "pratzen"}
	}
	seed := os.Getenv("ESTAFETTE_STRENGTH_SEED")
	if seed == "" {
		seed = "1"
	}
	var report strings.Builder
	fmt.Fprintf(&report, "%s, %d games per line, dice seeds from %s, sides alternated, GOMAXPROCS=%d\n\n", player, games, seed, runtime.GOMAXPROCS(0))
	report.WriteString("| scenario | opponent | wins | draws | losses | win rate | think median | think p95 | think max |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, opp := range []string{"random", "greedy"} {
		need := map[string]float64{"random": 0.95, "greedy": 0.65}[opp]
		for _, sc := range scs {
			r := runDuelT(t, 0, "--games", strconv.Itoa(games), "--seed", seed, "--alternate", "--json", "../scenarios/"+sc+".toml", player, opp)
			if r.code != 0 {
				t.Fatalf("%s against %s: exit %d: %s", sc, opp, r.code, r.err)
			}
			j := decodeDuel(t, r.out)
			w, l := j.Wins[player], j.Wins[opp]
			rate := float64(w) / float64(games)
			th := j.ThinkMS[player]
			fmt.Fprintf(&report, "| %s | %s | %d | %d | %d | %.0f%% | %.1f ms | %.1f ms | %.0f ms |\n", sc, opp, w, j.Draws, l, 100*rate, th.Median, th.P95, th.Max)
			if rate < need {
				t.Errorf("%s against %s on %s: %.0f%% of the games won, want %.0f%%", player, opp, sc, 100*rate, 100*need)
			}
			if player == "ai" && (th.Median > 300 || th.P95 > 1000) {
				t.Errorf("%s on %s: think median %.1f ms, p95 %.1f ms; want at most 300 and 1000", player, sc, th.Median, th.P95)
			}
		}
	}
	t.Log("\n" + report.String())
}
