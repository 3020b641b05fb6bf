package cli

import (
	"fmt"

	"estafette/internal/safefile"
	"estafette/scenarios"
)

const checkUsage = "usage: estafette check FILE.toml ...\n"

// check validates scenario files: "FILE: ok (…)" on standard output for
// each valid one, and every error on standard error, one per line, with
// its file, line and column. Exit 0 if all are valid, 1 otherwise
// (docs/formats.md), a command line that does not parse included.
func check(args []string, env Env) int {
	files, err := newCommandLine("check").Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette check", checkUsage, 1)
	}
	if len(files) == 0 {
		fmt.Fprint(env.Stderr, "estafette check: name at least one scenario file\n"+checkUsage)
		return 1
	}
	status := 0
	for _, name := range files {
		src, err := readFile(env, name, safefile.MaxScenario)
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			status = 1
			continue
		}
		sc, _, err := scenarios.LoadScenario(name, src)
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			status = 1
			continue
		}
		pieces := 0
		for _, a := range sc.Armies {
			pieces += len(a.Units) + len(a.Leaders)
		}
		fmt.Fprintf(env.Stdout, "%s: ok (%s, %d×%d, %d pieces)\n", name, sc.Ruleset, sc.Board.Columns, sc.Board.Rows, pieces)
	}
	return status
}
