package cli

import (
	"fmt"
	"time"

	"estafette/game"
	"estafette/rules"
	"estafette/scenarios"
)

// Window is what the window commands open.
type Window struct {
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Options  game.Options
}

// play opens the table on a scenario file, a saved game, or the tutorial.
func play(args []string, env Env, needFile bool) int {
	start := time.Now()
	f, err := parseWindowFlags(args, env)
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n%s", err, usage)
		return 2
	}
	name, src := "tutorial.toml", []byte(nil)
	switch {
	case len(f.files) > 1:
		fmt.Fprintf(env.Stderr, "estafette: one scenario at a time\n")
		return 2
	case len(f.files) == 1:
		name = f.files[0]
		if src, err = env.ReadFile(name); err != nil {
			fmt.Fprintf(env.Stderr, "%s: cannot read the file: %v\n", name, unwrapPath(err))
			return 1
		}
	case needFile:
		fmt.Fprintf(env.Stderr, "estafette play: name a scenario file\n%s", usage)
		return 2
	default:
		src, _ = scenarios.Builtin(scenarios.Tutorial)
	}
	opts := game.Options{Screenshot: f.screenshot, Lang: f.lang, Name: name, Source: src, Select: f.selectID,
		Clicks: f.clicks, Hover: f.hover, BenchFrames: f.benchFrames, Start: start, Stdout: env.Stdout, NoAutosave: f.noAutosave}
	var sc *rules.Scenario
	var rs *rules.Ruleset
	if game.IsSave(src) {
		// A saved game: the scenario and the record in one file.
		c, err := game.LoadSave(name, src)
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			return 1
		}
		sc, rs, opts.Saved = c.Scenario(), c.Ruleset(), c
	} else if sc, rs, err = scenarios.LoadScenario(name, src); err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 1
	}
	if f.record != "" {
		acts, seed, code := readRecordActions(f.record, env)
		if code != 0 {
			return code
		}
		opts.Record, opts.Seed = acts, seed
	}
	w := Window{Scenario: sc, Ruleset: rs, Options: opts}
	open := env.OpenWindow
	if open == nil {
		open = func(w Window) error { return game.Run(w.Scenario, w.Ruleset, w.Options) }
	}
	if err := open(w); err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return 1
	}
	return 0
}

// readRecordActions reads a --record file and its seed: every line must
// parse (the window replays them and stops at the first refusal).
func readRecordActions(path string, env Env) ([]rules.Action, int64, int) {
	data, err := env.ReadFile(path)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: cannot read the file: %v\n", path, unwrapPath(err))
		return nil, 0, 1
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: %v\n", path, err)
		return nil, 0, 1
	}
	var acts []rules.Action
	bad := false
	for _, l := range rec.Lines {
		if l.Err != nil {
			fmt.Fprintf(env.Stderr, "%s:%d: %s: %s\n", path, l.Line, l.Err.Rule, l.Err.Message)
			bad = true
			continue
		}
		acts = append(acts, l.Action)
	}
	if bad {
		return nil, 0, 1
	}
	return acts, rec.Seed, 0
}
