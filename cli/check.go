package cli

import (
	"errors"
	"fmt"

	"estafette/scenarios"
)

// check validates scenario files: every error is printed, one per line,
// with its file, line and column. Exit 0 if all are valid, 1 otherwise.
func check(files []string, env Env) int {
	if len(files) == 0 {
		fmt.Fprint(env.Stderr, "estafette check: name at least one scenario file\n"+usage)
		return 1
	}
	status := 0
	for _, name := range files {
		src, err := env.ReadFile(name)
		if err != nil {
			fmt.Fprintf(env.Stdout, "%s: cannot read the file: %v\n", name, unwrapPath(err))
			status = 1
			continue
		}
		sc, _, err := scenarios.LoadScenario(name, src)
		if err != nil {
			fmt.Fprintln(env.Stdout, err)
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

// unwrapPath drops the file name an *fs.PathError repeats.
func unwrapPath(err error) error {
	if u := errors.Unwrap(err); u != nil {
		return u
	}
	return err
}
