package cli

import (
	"fmt"

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

// play opens the table on a scenario file, or on the tutorial.
func play(args []string, env Env, needFile bool) int {
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
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 1
	}
	w := Window{Scenario: sc, Ruleset: rs, Options: game.Options{Screenshot: f.screenshot, Lang: f.lang}}
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
