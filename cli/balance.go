package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"

	"estafette/ai"
	"estafette/balance"
	"estafette/internal/safefile"
	"estafette/rules"
	"estafette/scenarios"
)

const balanceUsage = `usage: estafette balance [--games N] [--level L] [--seed S] [--jobs J]
                         [--no-handicap] [--ladder L] [--svg FILE.svg] [--write FILE.toml]
                         [--json FILE.json] [--force] SCENARIO
       estafette balance --markdown RESULTS.json...
  plays N games of the computer against itself on SCENARIO, both armies at
  level L, the sides alternated and the dice varied, and tells how often
  each army wins (with a 95% interval), how long the games last, the turn
  they are decided and how each side wins; then the smallest handicap
  (order points, else activations, for the weaker army) that brings the
  result nearest 50% (docs/scenarios.md "Is it fair?")
  --games N       games to play, and again for each handicap tried (default 100)
  --level L       easy, normal or hard (default normal)
  --seed S        game i rolls the dice of seed S+i (default 1)
  --jobs J        games played at once (default: the processors, GOMAXPROCS)
  --no-handicap   look for no handicap
  --ladder L      the handicaps tried: order-points, activations or both (default)
  --svg FILE      draw each army's share of the games won or ahead, turn by turn
  --write FILE    write a copy of the scenario with the handicap proposed
  --json FILE     write the results (and the handicap proposed) as JSON
  --markdown      play nothing: print the table of the --json results named
  --redraw        with --markdown: draw each RESULTS.json's picture again as
                  RESULTS.svg beside it, from its figures
  --force         replace an existing --svg or --write file
  --max-actions M a game stops as a draw after M actions (default 5000)
`

// maxBalanceGames bounds --games: each handicap tried plays as many.
const maxBalanceGames = 100_000

// balanceConfig is a parsed `estafette balance` command line.
type balanceConfig struct {
	games, jobs, maxActions int
	level                   string
	seed                    int64
	noHandicap, force       bool
	markdown, redraw        bool
	svg, write, json        string
	ladder                  string
	scenario                string
	files                   []string // --markdown's results
}

// balanceCmd is `estafette balance` (docs/formats.md "Command line"):
// exit 0 when everything asked was done, 1 when a file could not be
// written, 2 for bad arguments or an unreadable scenario.
func balanceCmd(args []string, env Env) int {
	cfg, code := parseBalance(args, env)
	if code >= 0 {
		return code
	}
	if cfg.markdown {
		return balanceMarkdown(cfg.files, cfg.redraw, env)
	}
	src, err := readFile(env, cfg.scenario, safefile.MaxScenario)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 2
	}
	sc, rs, err := scenarios.LoadScenario(cfg.scenario, src)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 2
	}
	if code := checkOutputs(env, cfg); code >= 0 {
		return code
	}
	if env.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(duelGCPercent)) // as duel: one game's heap a worker
	}
	b := &balancer{cfg: cfg, sc: sc, rs: rs, progress: newProgress(env.Stderr)}
	w := bufio.NewWriter(env.Stdout)
	defer w.Flush()
	base := b.measure(sc, "without a handicap")
	b.baseRate = b.rate
	b.report(w, base)
	w.Flush() // the games without a handicap are read while the handicaps are played
	var best *balance.Trial
	if !cfg.noHandicap {
		best = b.searchHandicap(w, base, w.Flush)
	}
	status := 0
	if cfg.json != "" {
		status = max(status, b.writeJSON(w, env, b.result(base, best)))
	}
	if cfg.svg != "" {
		svg := balance.SVG(base, balance.Picture{Title: sc.Title, Subtitle: b.subtitle(), Names: [2]string{sc.Armies[0].Name, sc.Armies[1].Name}})
		status = max(status, b.writeFile(w, env, cfg.svg, svg, "the picture"))
	}
	if cfg.write != "" {
		if best == nil {
			fmt.Fprintf(w, "%s: not written, there is no handicap to write\n", cfg.write)
		} else if out, err := handicapSource(cfg.scenario, src, sc, rs, best.Handicap, b.note(best.Handicap)); err != nil {
			fmt.Fprintf(env.Stderr, "estafette balance: %v\n", err)
			status = 1
		} else {
			status = max(status, b.writeFile(w, env, cfg.write, out, "the scenario with the handicap"))
		}
	}
	return status
}

// parseBalance reads the command line; code is -1 when the games may
// start, the exit status otherwise.
func parseBalance(args []string, env Env) (balanceConfig, int) {
	cfg := balanceConfig{games: 100, level: "normal", seed: 1, maxActions: 5000, jobs: runtime.GOMAXPROCS(0)}
	c := newCommandLine("balance")
	c.Func("games", "games to play", positive(&cfg.games, "--games", maxBalanceGames))
	c.Func("jobs", "games played at once", positive(&cfg.jobs, "--jobs", 256))
	c.Func("max-actions", "actions before a game stops as a draw", positive(&cfg.maxActions, "--max-actions", maxDuelActions))
	c.Func("level", "easy, normal or hard", func(s string) error {
		if _, err := ai.New("ai:"+s, 0); err != nil || s == "" {
			return fmt.Errorf("--level is easy, normal or hard, not %q", s)
		}
		cfg.level = s
		return nil
	})
	c.Func("seed", "the first game's dice seed", func(s string) error {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n > 1<<62 || n < -(1<<62) {
			return fmt.Errorf("--seed needs a whole number, not %q", s)
		}
		cfg.seed = n
		return nil
	})
	c.Bool(&cfg.noHandicap, "no-handicap", "look for no handicap")
	c.Func("ladder", "order-points, activations or both", func(s string) error {
		switch s {
		case "order-points", "activations", "both":
			cfg.ladder = s
			return nil
		}
		return fmt.Errorf("--ladder is order-points, activations or both, not %q", s)
	})
	c.Bool(&cfg.force, "force", "replace an existing file")
	c.String(&cfg.svg, "svg", "the picture to write")
	c.String(&cfg.write, "write", "the scenario copy to write")
	c.String(&cfg.json, "json", "the results to write")
	c.Bool(&cfg.markdown, "markdown", "print the table of results files")
	c.Bool(&cfg.redraw, "redraw", "with --markdown: draw each results file's picture again beside it")
	rest, err := c.Parse(args)
	if err != nil {
		return cfg, parseFailed(err, env, "estafette balance", balanceUsage, 2)
	}
	if cfg.markdown {
		cfg.files = rest
		return cfg, -1
	}
	if cfg.redraw {
		fmt.Fprintf(env.Stderr, "estafette balance: --redraw goes with --markdown\n%s", balanceUsage)
		return cfg, 2
	}
	if len(rest) != 1 {
		fmt.Fprintf(env.Stderr, "estafette balance: name one scenario\n%s", balanceUsage)
		return cfg, 2
	}
	cfg.scenario = rest[0]
	outs := []string{cfg.svg, cfg.write, cfg.json}
	for i, a := range outs {
		for _, o := range outs[i+1:] {
			if a != "" && a == o {
				fmt.Fprintf(env.Stderr, "estafette balance: --svg, --write and --json name the same file %s\n", a)
				return cfg, 2
			}
		}
	}
	return cfg, -1
}

// checkOutputs refuses, before any game is played, to write over the
// scenario itself or over an existing file without --force: an hour of
// games is not lost to a file name. It returns -1 when all is well.
func checkOutputs(env Env, cfg balanceConfig) int {
	for _, out := range []string{cfg.svg, cfg.write, cfg.json} {
		if out == "" {
			continue
		}
		if sameFile(out, cfg.scenario) {
			fmt.Fprintf(env.Stderr, "estafette balance: %s is the scenario itself; the handicap is written to a copy only\n", out)
			return 2
		}
		if cfg.force {
			continue
		}
		if _, err := os.Lstat(out); err == nil {
			fmt.Fprintf(env.Stderr, "%s: the file exists; --force replaces it\n", out)
			return 1
		} else if !errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintln(env.Stderr, &safefile.Error{Path: out, Err: err})
			return 1
		}
	}
	return -1
}

// sameFile reports whether two names are the same file: the same path,
// or (when both exist) the same file by another name or link.
func sameFile(a, b string) bool {
	if pa, err := filepath.Abs(a); err == nil {
		if pb, err := filepath.Abs(b); err == nil && pa == pb {
			return true
		}
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// writeFile writes an output atomically and says so; 1 when it failed.
func (b *balancer) writeFile(w *bufio.Writer, env Env, name string, data []byte, what string) int {
	if err := safefile.WriteAtomic(name, data); err != nil {
		w.Flush()
		fmt.Fprintln(env.Stderr, err)
		return 1
	}
	fmt.Fprintf(w, "%s: %s written\n", name, what)
	return 0
}

// balancer plays the games of one `estafette balance`.
type balancer struct {
	cfg      balanceConfig
	sc       *rules.Scenario
	rs       *rules.Ruleset
	progress *progress
	// rate is the games per second of the last batch, all jobs together;
	// baseRate that of the games without a handicap.
	rate, baseRate float64
}

// subtitle says what the games were.
func (b *balancer) subtitle() string { return subtitleOf(b.cfg.games, b.cfg.level, b.cfg.seed) }

// subtitleOf says what n games at level from seed were.
func subtitleOf(n int, level string, seed int64) string {
	return fmt.Sprintf("%d games, the computer (%s) against itself, sides alternated, dice seeds %d to %d",
		n, level, seed, seed+int64(n)-1)
}

// note is the comment written above a handicap in the scenario's copy.
func (b *balancer) note(h balance.Handicap) string {
	return fmt.Sprintf("estafette balance: %s for %s (%d games a handicap, level %s)", h, b.sc.Armies[h.Army].ID, b.cfg.games, b.cfg.level)
}
