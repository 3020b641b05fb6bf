package cli

import (
	"fmt"

	"estafette/internal/version"
)

// printVersion is `estafette --version`: the version make dist stamped
// (git describe), on standard output.
func printVersion(env Env) int {
	fmt.Fprintln(env.Stdout, "estafette", version.String())
	return 0
}
