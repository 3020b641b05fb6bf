// Command estafette is the table for Vincent Herelle's hex miniatures
// rules. See README.md and docs/formats.md for the command line.
package main

import (
	"os"

	"estafette/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.OSEnv()))
}
