// Package cli is Estafette's command line (FORMATS.md "Command line"): it
// parses arguments and calls into the window or a headless tool.
package cli

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"estafette/game"
	"estafette/i18n"
)

const usage = `usage:
  estafette [WINDOW OPTIONS]                                   open the tutorial
  estafette play FILE.toml|FILE.estafette [WINDOW OPTIONS]     open a scenario or a saved game
  estafette edit [FILE.toml] [WINDOW OPTIONS]                  the scenario editor (docs/editor.md)
  estafette check FILE.toml ...                                validate scenario files
  estafette replay [--json] SCENARIO RECORD                    replay a game record, no window
window options:
  --lang fr|en          the language (default: the system locale; L switches)
  --screenshot OUT.png  render a few frames, write the window to OUT.png, exit
  --select ID           open with that piece selected (its radii or its reach)
  --record FILE         replay a game record before opening the window
  --click HEX|ID        click a hex or a piece on opening (repeatable)
  --hover HEX|ID        put the cursor on a hex or a piece (with --screenshot)
  --bench-frames N      run N frames, print the frame times and exit
  --no-autosave         neither offer nor write the autosave
`

// Env is what the command line needs from the outside world, so that tests
// can run it without a process.
type Env struct {
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	ReadFile       func(string) ([]byte, error)
	// OpenWindow runs the table; nil means the real Ebiten window.
	OpenWindow func(w Window) error
	// OpenEditor runs the scenario editor; nil means the real window.
	OpenEditor func(o game.EditorOptions) error
}

// OSEnv is the real process environment.
func OSEnv() Env {
	return Env{Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv, ReadFile: os.ReadFile}
}

// Main runs the command line and returns the exit status.
func Main(args []string, env Env) int {
	if len(args) > 0 {
		switch args[0] {
		case "check":
			return check(args[1:], env)
		case "play":
			return play(args[1:], env, true)
		case "edit":
			return edit(args[1:], env)
		case "replay":
			return replay(args[1:], env)
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

// windowFlags holds the options shared by the window commands.
type windowFlags struct {
	screenshot  string
	lang        i18n.Lang
	files       []string
	selectID    string
	record      string
	clicks      []string
	hover       string
	benchFrames int
	noAutosave  bool
}

// parseWindowFlags accepts flags before or after the file name.
func parseWindowFlags(args []string, env Env) (windowFlags, error) {
	f := windowFlags{lang: i18n.Detect(env.Getenv)}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") {
			f.files = append(f.files, a)
			continue
		}
		if name == "no-autosave" && !hasVal {
			f.noAutosave = true
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				return f, fmt.Errorf("option %s needs a value", a)
			}
			i++
			val = args[i]
		}
		switch name {
		case "screenshot":
			f.screenshot = val
		case "select":
			f.selectID = val
		case "record":
			f.record = val
		case "click":
			f.clicks = append(f.clicks, val)
		case "hover":
			f.hover = val
		case "bench-frames":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 {
				return f, fmt.Errorf("--bench-frames needs a number of frames, not %q", val)
			}
			f.benchFrames = n
		case "lang":
			l, err := i18n.Parse(val)
			if err != nil {
				return f, err
			}
			f.lang = l
		default:
			return f, fmt.Errorf("unknown option %s", a)
		}
	}
	return f, nil
}
