// Package cli is Estafette's command line (docs/formats.md "Command line"): it
// parses arguments and calls into the window or a headless tool.
package cli

import (
	"errors"
	"estafette/game/editor"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"estafette/internal/filedialog"
	"estafette/internal/safefile"
)

const usage = `usage:
  estafette [WINDOW OPTIONS]                                   the start screen (docs/start.md)
  estafette play FILE.toml|FILE.estafette [WINDOW OPTIONS]     open a scenario or a saved game
  estafette edit [FILE.toml] [WINDOW OPTIONS]                  the scenario editor (docs/editor.md)
  estafette check FILE.toml ...                                validate scenario files
  estafette print SCENARIO.toml | --rules RULESET [OPTIONS]    the club-night kit as PDF (docs/print.md)
  estafette replay [--json] [--log] SCENARIO RECORD            replay a game record, no window
  estafette duel [OPTIONS] SCENARIO PLAYER1 PLAYER2            computer players' games, no window (docs/duel.md)
  estafette balance [OPTIONS] SCENARIO                         is it fair? the computer against itself, a handicap
  estafette view SCENARIO RECORD | GAME.estafette | --lesson N the replay viewer (docs/viewer.md)
  estafette host SCENARIO.toml|GAME.estafette [--port N] [--as ARMY|watch] [--ai ARMY[:LEVEL]]
                                                               serve a game to other devices (docs/network.md)
  estafette join ADDRESS CODE [--seat ARMY|watch] [--name NAME] join a game hosted elsewhere
  estafette serve [--dir DIR] [--addr :PORT] [--trust-proxy]   the club's server, no window
  estafette --version                                          print the version
window options:
  --lang fr|en          the language (default: the system locale; L switches)
  --screenshot OUT.png  render a few frames, write the window to OUT.png, exit
  --select ID           open with that piece selected (its radii or its reach)
  --record FILE         replay a game record before opening the window
  --click HEX|ID        click a hex or a piece on opening (repeatable)
  --hover HEX|ID        put the cursor on a hex or a piece (with --screenshot)
  --bench-frames N      run N frames, print the frame times and exit
  --no-autosave         neither offer nor write the autosave
  --fullscreen          fill the screen (F11 switches; play and the bare command)
  --start               the start screen even with --screenshot, --click or --hover
`

// Env is what the command line needs from the outside world, so that tests
// can run it without a process.
type Env struct {
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	// ReadFile reads a file of at most limit bytes. The real one is
	// safefile.Read: regular files only, never more than limit+1 bytes.
	ReadFile func(path string, limit int64) ([]byte, error)
	// OpenWindow runs the table; nil means the real Ebiten window.
	OpenWindow func(w Window) error
	// OpenEditor runs the scenario editor; nil means the real window.
	OpenEditor func(o editor.Options) error
}

// OSEnv is the real process environment.
func OSEnv() Env {
	return Env{Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv, ReadFile: safefile.Read}
}

// Main runs the command line and returns the exit status.
func Main(args []string, env Env) int {
	// A window's command returns when its window has closed: a system
	// file dialog it opened goes with it.
	defer filedialog.CloseAll()
	if len(args) > 0 {
		switch args[0] {
		case "check":
			return check(args[1:], env)
		case "play":
			return play(args[1:], env, true)
		case "print":
			return printKit(args[1:], env)
		case "edit":
			return edit(args[1:], env)
		case "replay":
			return replay(args[1:], env)
		case "duel":
			return duel(args[1:], env)
		case "balance":
			return balanceCmd(args[1:], env)
		case "view":
			return view(args[1:], env)
		case "host":
			return host(args[1:], env)
		case "join":
			return join(args[1:], env)
		case "serve":
			return serve(args[1:], env)
		case "version", "--version", "-version":
			return printVersion(env)
		case "help", "-h", "-help", "--help":
			fmt.Fprint(env.Stdout, usage+editUsage)
			return 0
		}
		if !strings.HasPrefix(args[0], "-") {
			fmt.Fprintf(env.Stderr, "estafette: unknown command %q\n%s", args[0], usage)
			return 2
		}
	}
	return play(args, env, false)
}

// parseFailed reports a command line that did not parse: the usage on
// standard output and status 0 for --help, the reason and the usage on
// standard error and status code otherwise.
func parseFailed(err error, env Env, prefix, help string, code int) int {
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(env.Stdout, help)
		return 0
	}
	fmt.Fprintf(env.Stderr, "%s: %v\n%s", prefix, err, help)
	return code
}
