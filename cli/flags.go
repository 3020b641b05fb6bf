package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"estafette/i18n"
)

// commandLine is one command's options: a flag.FlagSet that accepts
// options before and after the file names, as `estafette play FILE --lang
// en` always has, and says what went wrong in the player's words.
type commandLine struct {
	fs     *flag.FlagSet
	setErr error // the last error an option's own parser gave
}

func newCommandLine(name string) *commandLine {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the command prints its own usage
	fs.Usage = func() {}
	return &commandLine{fs: fs}
}

// funcValue is an option whose value is read by a function, so that an
// invalid value gives the function's own sentence.
type funcValue struct {
	c   *commandLine
	set func(string) error
	str string
}

func (v *funcValue) String() string { return v.str }

func (v *funcValue) Set(s string) error {
	if err := v.set(s); err != nil {
		v.c.setErr = err
		return err
	}
	v.str = s
	return nil
}

// Func defines an option that takes a value, read by set; a repeatable
// option's set appends.
func (c *commandLine) Func(name, usage string, set func(string) error) {
	c.fs.Var(&funcValue{c: c, set: set}, name, usage)
}

// String defines an option that takes a text.
func (c *commandLine) String(p *string, name, usage string) { c.fs.StringVar(p, name, "", usage) }

// Bool defines an option that takes no value.
func (c *commandLine) Bool(p *bool, name, usage string) { c.fs.BoolVar(p, name, false, usage) }

// Parse reads the options wherever they stand and returns the other
// arguments in order; "--" ends the options. It returns flag.ErrHelp for
// -h, -help and --help.
func (c *commandLine) Parse(args []string) ([]string, error) {
	var rest []string
	for {
		if err := c.fs.Parse(args); err != nil {
			return nil, c.explain(err)
		}
		left := c.fs.Args()
		if len(left) == 0 {
			return rest, nil
		}
		if used := len(args) - len(left); used > 0 && args[used-1] == "--" {
			return append(rest, left...), nil
		}
		rest = append(rest, left[0])
		args = left[1:]
	}
}

// explain turns the flag package's messages into ours: "unknown option
// --x", "option --x needs a value", or the option's own sentence.
func (c *commandLine) explain(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	if c.setErr != nil {
		return c.setErr
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return fmt.Errorf("unknown option -%s", name)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		return fmt.Errorf("option -%s needs a value", name)
	}
	if rest, ok := strings.CutPrefix(msg, "invalid boolean value "); ok {
		if i := strings.LastIndex(rest, " for -"); i >= 0 {
			name, _, _ := strings.Cut(rest[i+len(" for -"):], ":")
			return fmt.Errorf("option --%s takes no value (or =true, =false), not %s", name, rest[:i])
		}
	}
	if arg, ok := strings.CutPrefix(msg, "bad flag syntax: "); ok {
		return fmt.Errorf("%q is not an option (write --name or --name=value)", arg)
	}
	return err
}

// windowFlags holds the options shared by the window commands.
type windowFlags struct {
	screenshot  string
	lang        i18n.Lang
	selectID    string
	record      string
	clicks      []string
	hover       string
	benchFrames int
	noAutosave  bool
	fullscreen  bool
	langGiven   bool              // --lang was given: the saved language does not replace it
	start       bool              // --start: the start screen, even with --screenshot, --click or --hover
	players     map[string]string // --ai: army id → computer player
}

// windowOptions defines the window options (docs/formats.md "Command line") on
// c, storing them in f.
func windowOptions(c *commandLine, f *windowFlags, env Env) {
	f.lang = i18n.Detect(env.Getenv)
	c.Func("screenshot", "render a few frames, write the window to OUT.png, exit", func(s string) error {
		// An empty name would open a live window where a picture was asked.
		if strings.TrimSpace(s) == "" {
			return errors.New("--screenshot needs a file name")
		}
		f.screenshot = s
		return nil
	})
	c.String(&f.selectID, "select", "open with that piece selected")
	c.String(&f.hover, "hover", "put the cursor on a hex or a piece")
	c.Bool(&f.noAutosave, "no-autosave", "neither offer nor write the autosave")
	c.Func("lang", "the language, fr or en", func(s string) error {
		l, err := i18n.Parse(s)
		if err == nil {
			f.lang, f.langGiven = l, true
		}
		return err
	})
}

// tableOptions are the window options of the table, which the editor
// does not take.
func tableOptions(c *commandLine, f *windowFlags) {
	c.String(&f.record, "record", "replay a game record before opening the window")
	c.Bool(&f.fullscreen, "fullscreen", "fill the screen (F11 switches)")
	c.Bool(&f.start, "start", "open the start screen (what the bare command opens), even with --screenshot, --click or --hover")
	c.Func("click", "click a hex or a piece on opening (repeatable)", func(s string) error {
		f.clicks = append(f.clicks, s)
		return nil
	})
	c.Func("bench-frames", "run N frames, print the frame times and exit", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return fmt.Errorf("--bench-frames needs a number of frames, not %q", s)
		}
		f.benchFrames = n
		return nil
	})
	aiOption(c, f)
}

// aiOption is --ai ARMY[:LEVEL], repeatable.
func aiOption(c *commandLine, f *windowFlags) {
	c.Func("ai", "the computer commands army ARMY, at LEVEL easy, normal (the default) or hard (repeatable)", func(s string) error {
		army, level, _ := strings.Cut(s, ":")
		if level == "" {
			level = "normal"
		}
		switch {
		case army == "":
			return fmt.Errorf("--ai %q: name an army, --ai ARMY or --ai ARMY:LEVEL", s)
		case level != "easy" && level != "normal" && level != "hard":
			return fmt.Errorf("--ai %s: unknown level %q: the levels are easy, normal and hard", s, level)
		}
		if f.players == nil {
			f.players = map[string]string{}
		}
		f.players[army] = "ai:" + level
		return nil
	})
}
