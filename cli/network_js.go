//go:build js

package cli

import "fmt"

// In the web page a game is joined by its link (join.go): serving one is
// the desktop program's.
func serve(args []string, env Env) int { return notInPage("serve", env) }
func host(args []string, env Env) int  { return notInPage("host", env) }

func notInPage(cmd string, env Env) int {
	fmt.Fprintf(env.Stderr, "estafette %s: the desktop program's, not the web page's\n", cmd)
	return 2
}
