package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"estafette/game"
	"estafette/rules"
	"estafette/scenarios"
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

// edit opens the scenario editor: on a file, on a new scenario to be
// saved as a file that does not exist yet, or on a new scenario (the form
// asks for its ruleset and board size).
func edit(args []string, env Env) int {
	var saveTo, rulesetKey, size string
	var gestures []game.Gesture
	hold := false
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") {
			rest = append(rest, a)
			continue
		}
		switch name {
		case "hold":
			hold = true
			continue
		case "save-to", "ruleset", "size", "drag", "click":
		default:
			rest = append(rest, a)
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				fmt.Fprintf(env.Stderr, "estafette edit: option %s needs a value\n%s%s", a, usage, editUsage)
				return 2
			}
			i++
			val = args[i]
		}
		switch name {
		case "save-to":
			saveTo = val
		case "ruleset":
			rulesetKey = val
		case "size":
			size = val
		case "drag", "click":
			// Clicks and drags play in the order given.
			gestures = append(gestures, game.Gesture{Drag: name == "drag", Spec: val})
		}
	}
	f, err := parseWindowFlags(rest, env)
	if err == nil && (f.record != "" || f.benchFrames > 0) {
		err = errors.New("--record and --bench-frames are for the table, not the editor")
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette edit: %v\n%s%s", err, usage, editUsage)
		return 2
	}
	opts := game.EditorOptions{Path: saveTo, Lang: f.lang, Screenshot: f.screenshot, Select: f.selectID,
		Gestures: gestures, Hold: hold, Hover: f.hover, NoAutosave: f.noAutosave, NewRuleset: rulesetKey}
	if size != "" {
		c, r, ok := parseSize(size)
		if !ok {
			fmt.Fprintf(env.Stderr, "estafette edit: --size wants COLUMNSxROWS, such as 16x12, not %q\n", size)
			return 2
		}
		if c < rules.MinColumns || r < rules.MinRows || c > rules.MaxColumns || r > rules.MaxRows {
			fmt.Fprintf(env.Stderr, "estafette edit: a board of %dx%d: the rules want %dx%d to %dx%d\n", c, r, rules.MinColumns, rules.MinRows, rules.MaxColumns, rules.MaxRows)
			return 2
		}
		opts.Columns, opts.Rows = c, r
	}
	if rulesetKey != "" {
		if _, err := scenarios.Ruleset(rulesetKey); err != nil {
			fmt.Fprintf(env.Stderr, "estafette edit: %v\n", err)
			return 2
		}
	}
	switch {
	case len(f.files) > 1:
		fmt.Fprintf(env.Stderr, "estafette edit: one scenario at a time\n")
		return 2
	case len(f.files) == 1:
		name := f.files[0]
		src, err := env.ReadFile(name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			// A new scenario, saved under that name.
			if opts.Path == "" {
				opts.Path = name
			}
		case err != nil:
			fmt.Fprintf(env.Stderr, "%s: cannot read the file: %v\n", name, unwrapPath(err))
			return 1
		case game.IsSave(src):
			fmt.Fprintf(env.Stderr, "%s: a saved game; the editor opens scenario files (.toml)\n", name)
			return 1
		default:
			sc, rs, err := scenarios.LoadScenario(name, src)
			if err != nil {
				fmt.Fprintln(env.Stderr, err)
				return 1
			}
			opts.Scenario, opts.Ruleset = sc, rs
			if opts.Path == "" {
				opts.Path = name
			}
			if rulesetKey != "" || size != "" {
				fmt.Fprintf(env.Stderr, "estafette edit: --ruleset and --size are for a new scenario; %s has its own\n", name)
				return 2
			}
		}
	}
	// The form asks for a new scenario's ruleset and size, unless the
	// command line gave them.
	opts.Form = opts.Scenario == nil && rulesetKey == "" && size == ""
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
