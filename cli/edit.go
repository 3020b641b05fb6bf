package cli

import (
	"errors"
	"estafette/game/editor"
	"estafette/game/window"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"estafette/game"
	"estafette/internal/safefile"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// editUsage lists the options only `estafette edit` takes (docs/editor.md).
const editUsage = `edit options (besides --lang, --screenshot, --select, --hover, --no-autosave):
  --save-to OUT.toml    the file Ctrl+S writes (default: the file being edited)
  --ruleset KEY         a new scenario's ruleset (default thucydide; skips the form)
  --size COLSxROWS      a new scenario's board (default 16x12; skips the form)
  --click P             click on opening: P is a hex, a piece id, palette:ID or off (repeatable)
  --drag A>B[>C…]       drag on opening from A through B… (repeatable; in order with --click)
  --hold                leave the last --drag held (with --screenshot)
`

// editFlags holds `estafette edit`'s options.
type editFlags struct {
	window             windowFlags
	saveTo, rulesetKey string
	size               string
	gestures           []window.Gesture // clicks and drags, in the order given
	hold               bool
}

var errTableOnly = errors.New("--record and --bench-frames are for the table, not the editor")

func editCommandLine(f *editFlags, env Env) *commandLine {
	c := newCommandLine("edit")
	windowOptions(c, &f.window, env)
	c.String(&f.saveTo, "save-to", "the file Ctrl+S writes")
	c.String(&f.rulesetKey, "ruleset", "a new scenario's ruleset")
	c.String(&f.size, "size", "a new scenario's board, COLUMNSxROWS")
	c.Bool(&f.hold, "hold", "leave the last --drag held")
	for _, drag := range []bool{false, true} {
		name := map[bool]string{false: "click", true: "drag"}[drag]
		c.Func(name, "a gesture on opening (repeatable)", func(s string) error {
			f.gestures = append(f.gestures, window.Gesture{Drag: drag, Spec: s})
			return nil
		})
	}
	for _, name := range []string{"record", "bench-frames"} {
		c.Func(name, "for the table only", func(string) error { return errTableOnly })
	}
	return c
}

// edit opens the scenario editor: on a file, on a new scenario to be
// saved as a file that does not exist yet, or on a new scenario (the form
// asks for its ruleset and board size). A file that exists but does not
// load is refused with its errors: the editor never opens a blank
// scenario under its name, which one Ctrl+S would write over it.
func edit(args []string, env Env) int {
	var f editFlags
	files, err := editCommandLine(&f, env).Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette edit", usage+editUsage, 2)
	}
	w := f.window
	opts := editor.Options{Path: f.saveTo, Lang: w.lang, LangGiven: w.langGiven, Screenshot: w.screenshot, Select: w.selectID,
		Gestures: f.gestures, Hold: f.hold, Hover: w.hover, NoAutosave: w.noAutosave, NewRuleset: f.rulesetKey}
	if err := newScenarioOptions(&f, &opts); err != nil {
		fmt.Fprintf(env.Stderr, "estafette edit: %v\n", err)
		return 2
	}
	if len(files) > 1 {
		fmt.Fprintf(env.Stderr, "estafette edit: one scenario at a time\n")
		return 2
	}
	if len(files) == 1 {
		if code := openScenarioFile(files[0], &f, &opts, env); code != 0 {
			return code
		}
	}
	// The form asks for a new scenario's ruleset and size, unless the
	// command line gave them.
	opts.Form = opts.Scenario == nil && f.rulesetKey == "" && f.size == ""
	open := env.OpenEditor
	if open == nil {
		open = game.RunEditor
	}
	if err := open(opts); err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return 1
	}
	return 0
}

// newScenarioOptions checks --size and --ruleset, a new scenario's.
func newScenarioOptions(f *editFlags, opts *editor.Options) error {
	if f.size != "" {
		c, r, ok := parseSize(f.size)
		if !ok {
			return fmt.Errorf("--size wants COLUMNSxROWS, such as 16x12, not %q", f.size)
		}
		if c < rules.MinColumns || r < rules.MinRows || c > rules.MaxColumns || r > rules.MaxRows {
			return fmt.Errorf("a board of %dx%d: the rules want %dx%d to %dx%d", c, r, rules.MinColumns, rules.MinRows, rules.MaxColumns, rules.MaxRows)
		}
		opts.Columns, opts.Rows = c, r
	}
	if f.rulesetKey != "" {
		if _, err := scenarios.Ruleset(f.rulesetKey); err != nil {
			return err
		}
	}
	return nil
}

// openScenarioFile sets the editor on the scenario in file name, or on a
// new scenario to be saved there when the file does not exist. It returns
// a non-zero status, having said why, when the file cannot be edited.
func openScenarioFile(name string, f *editFlags, opts *editor.Options, env Env) int {
	// A saved game is read in full, to say what it is.
	src, err := readFile(env, name, safefile.MaxSave)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// A new scenario, saved under that name.
		if opts.Path == "" {
			opts.Path = name
		}
		return 0
	case err != nil:
		fmt.Fprintln(env.Stderr, err)
		return 1
	case session.IsSave(src):
		fmt.Fprintf(env.Stderr, "%s: a saved game; the editor opens scenario files (.toml)\n", name)
		return 1
	}
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		fmt.Fprintf(env.Stderr, "estafette edit: %s was not opened, and is left as it is: the editor opens a scenario that loads (estafette check %s lists every error)\n", name, name)
		return 1
	}
	if f.rulesetKey != "" || f.size != "" {
		fmt.Fprintf(env.Stderr, "estafette edit: --ruleset and --size are for a new scenario; %s has its own\n", name)
		return 2
	}
	opts.Scenario, opts.Ruleset = sc, rs
	if opts.Path == "" {
		opts.Path = name
	}
	return 0
}

// parseSize reads "16x12" (or 16×12).
func parseSize(s string) (int, int, bool) {
	s = strings.ReplaceAll(strings.ToLower(s), "×", "x")
	a, b, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, false
	}
	c, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	return c, r, err1 == nil && err2 == nil
}
