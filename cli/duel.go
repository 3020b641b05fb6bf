package cli

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"estafette/ai"
	"estafette/internal/safefile"
	"estafette/rules"
	"estafette/scenarios"
)

const duelUsage = `usage: estafette duel [--games N] [--seed S] [--alternate] [--max-actions M]
                      [--records DIR] [--json] SCENARIO PLAYER1 PLAYER2
  PLAYER1 commands the scenario's first army, PLAYER2 the second; a player is
  ai, ai:LEVEL (easy, normal, hard), random, greedy, or cmd:COMMAND (an
  external program speaking the engine protocol, docs/duel.md)
  --games N        games to play (default 1)
  --seed S         game i rolls the dice of seed S+i (default 1)
  --alternate      the players swap armies every other game
  --max-actions M  a game stops as a draw after M actions (default 5000)
  --records DIR    write each game as DIR/game-NNN.rec
  --json           print one JSON object
`

// Bounds on the command line: a game's record must stay one that
// `estafette replay` reads in full (rules.MaxRecordLines lines).
const (
	maxDuelGames   = 1_000_000
	maxDuelActions = rules.MaxRecordLines - 1
)

// duelGCPercent is the garbage collector's target while a duel runs,
// unless GOGC is set.
const duelGCPercent = 400

// duelConfig is a parsed `estafette duel` command line.
type duelConfig struct {
	games      int
	seed       int64
	alternate  bool
	maxActions int
	records    string
	asJSON     bool
	scenario   string // the file as given
	players    [2]string
}

// duel is `estafette duel` (docs/duel.md): games between two players,
// built in or external, with no window. Exit 0 when every game finished,
// 1 when a player forfeited one, 2 for bad arguments or files.
func duel(args []string, env Env) int { return runDuel(args, env, 0) }

// runDuel is duel with the external players' timeout (0: 30 s).
func runDuel(args []string, env Env, timeout time.Duration) int {
	cfg, code := parseDuel(args, env)
	if code >= 0 {
		return code
	}
	if env.Getenv("GOGC") == "" {
		// A duel is a batch of games whose live heap is one game (a few
		// MB with the computer's copies): collecting when the heap has
		// grown fivefold rather than twofold spends a fifth fewer
		// instructions on random games, for a few MB more.
		defer debug.SetGCPercent(debug.SetGCPercent(duelGCPercent))
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
	abs, err := filepath.Abs(cfg.scenario)
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette duel: %s: %v\n", cfg.scenario, err)
		return 2
	}
	stderr := env.Stderr
	if _, ok := stderr.(*os.File); !ok {
		stderr = lockedWriter{&sync.Mutex{}, stderr}
	}
	defer endPlayersOnSignal()()
	a := &arena{cfg: cfg, sc: sc, rs: rs, scenarioPath: abs, stderr: stderr, engineTimeout: timeout}
	w := bufio.NewWriter(env.Stdout)
	report, err := a.run(w)
	if err == nil {
		var armies []string
		for _, a := range sc.Armies {
			armies = append(armies, a.ID)
		}
		err = report.finish(w, cfg, armies)
	}
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette duel: %v\n", err)
		return 2
	}
	if report.forfeits > 0 {
		return 1
	}
	return 0
}

// parseDuel reads the command line; code is -1 when the duel may start,
// the exit status otherwise.
func parseDuel(args []string, env Env) (duelConfig, int) {
	cfg := duelConfig{games: 1, seed: 1, maxActions: 5000}
	c := newCommandLine("duel")
	c.Bool(&cfg.alternate, "alternate", "the players swap armies every other game")
	c.Bool(&cfg.asJSON, "json", "print one JSON object")
	c.String(&cfg.records, "records", "write each game as DIR/game-NNN.rec")
	c.Func("games", "games to play", positive(&cfg.games, "--games", maxDuelGames))
	c.Func("max-actions", "actions before a game stops as a draw", positive(&cfg.maxActions, "--max-actions", maxDuelActions))
	c.Func("seed", "the first game's dice seed", func(s string) error {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return fmt.Errorf("--seed needs a whole number, not %q", s)
		}
		cfg.seed = n
		return nil
	})
	rest, err := c.Parse(args)
	if err != nil {
		return cfg, parseFailed(err, env, "estafette duel", duelUsage, 2)
	}
	if len(rest) != 3 {
		fmt.Fprintf(env.Stderr, "estafette duel: name a scenario and two players\n%s", duelUsage)
		return cfg, 2
	}
	cfg.scenario, cfg.players = rest[0], [2]string{rest[1], rest[2]}
	for _, p := range cfg.players {
		if err := checkPlayerName(p); err != nil {
			fmt.Fprintf(env.Stderr, "estafette duel: %v\n%s", err, duelUsage)
			return cfg, 2
		}
	}
	if cfg.seed > 0 && int64(cfg.games-1) > (1<<63-1)-cfg.seed {
		fmt.Fprintf(env.Stderr, "estafette duel: --seed %d and --games %d run past the largest seed\n", cfg.seed, cfg.games)
		return cfg, 2
	}
	return cfg, -1
}

// positive reads a whole number from 1 to limit into p.
func positive(p *int, name string, limit int) func(string) error {
	return func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > limit {
			return fmt.Errorf("%s needs a whole number from 1 to %d, not %q", name, limit, s)
		}
		*p = n
		return nil
	}
}

// checkPlayerName refuses a player that is neither built in nor cmd:.
func checkPlayerName(name string) error {
	if cmd, ok := strings.CutPrefix(name, "cmd:"); ok {
		if strings.TrimSpace(cmd) == "" {
			return fmt.Errorf("%q names no command", name)
		}
		return nil
	}
	_, err := ai.New(name, 0)
	return err
}

// gameSeed is game i's dice seed, S+i.
func (c duelConfig) gameSeed(i int) int64 { return c.seed + int64(i) }
