package cli

import (
	"fmt"
	"time"

	"estafette/game"
	"estafette/game/control"
	"estafette/game/table"
	"estafette/internal/safefile"
	"estafette/internal/store"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// Window is what the window commands open: the table on a scenario, or
// the start screen when Start is set.
type Window struct {
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Options  table.Options
	// Display is --fullscreen, and whether --lang was given.
	Display game.Display
	// Start, when set, opens the start screen instead of the table.
	Start *game.StartOptions
}

// openWindow opens the real window: the start screen or the table.
func openWindow(w Window) error {
	if w.Start != nil {
		return game.RunStart(*w.Start)
	}
	return game.Run(w.Scenario, w.Ruleset, w.Options, w.Display)
}

// play opens the table on a scenario file or a saved game; the bare
// command (needFile false, no file) opens the start screen, or the
// tutorial when an option asks for the table (--select, --record,
// --click, --hover, --screenshot, --bench-frames) and --start does not.
func play(args []string, env Env, needFile bool) int {
	start := time.Now()
	var f windowFlags
	c := newCommandLine("play")
	windowOptions(c, &f, env)
	tableOptions(c, &f)
	files, err := c.Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette", usage, 2)
	}
	display := game.Display{Fullscreen: f.fullscreen, LangGiven: f.langGiven}
	bare := len(files) == 0 && !needFile
	if code, done := f.openStart(env, display, bare); done {
		return code
	}
	name, src, code := tableSource(env, files, needFile)
	if code != 0 {
		return code
	}
	opts := table.Options{Screenshot: f.screenshot, Lang: f.lang, Name: name, Source: src, Select: f.selectID,
		Clicks: f.clicks, Hover: f.hover, BenchFrames: f.benchFrames, Start: start, Stdout: env.Stdout, NoAutosave: f.noAutosave,
		// The bare command asked for no game in particular: it offers the
		// most recent unfinished one, whatever its scenario.
		AnyAutosave: bare}
	sc, rs, code := f.loadTable(env, &opts)
	if code != 0 {
		return code
	}
	return openIn(env, Window{Scenario: sc, Ruleset: rs, Options: opts, Display: display})
}

// openStart refuses --start with what only the table takes, and opens
// the start screen when the bare command asks for it (--start, or no
// option of the table's); done says play has nothing left to do, with
// code its exit status.
func (f *windowFlags) openStart(env Env, display game.Display, bare bool) (code int, done bool) {
	if f.start && (!bare || f.selectID != "" || f.record != "" || f.benchFrames > 0) {
		fmt.Fprintf(env.Stderr, "estafette: --start opens the start screen: it takes no file, --select, --record nor --bench-frames\n%s", usage)
		return 2, true
	}
	if bare && (f.start || startScreenByDefault && !f.tableAsked()) {
		return openIn(env, Window{Display: display, Start: &game.StartOptions{Lang: f.lang, Display: display, NoAutosave: f.noAutosave,
			Screenshot: f.screenshot, Clicks: f.clicks, Hover: f.hover}}), true
	}
	return 0, false
}

// tableSource is the file the table opens, by name, and its text: the
// one named, or the built-in tutorial; code is the exit status when
// there is none to open.
func tableSource(env Env, files []string, needFile bool) (name string, src []byte, code int) {
	switch {
	case len(files) > 1:
		fmt.Fprintf(env.Stderr, "estafette: one scenario at a time\n")
		return "", nil, 2
	case len(files) == 1:
		// A saved game holds a scenario and a record: the larger limit.
		src, err := readFile(env, files[0], safefile.MaxSave)
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			return "", nil, 1
		}
		return files[0], src, 0
	case needFile:
		fmt.Fprintf(env.Stderr, "estafette play: name a scenario file\n%s", usage)
		return "", nil, 2
	}
	src, _ = scenarios.Builtin(scenarios.Tutorial)
	return "tutorial.toml", src, 0
}

// loadTable loads the game opts names (a scenario or a saved game),
// checks --players against it and reads --record into opts; code is the
// exit status when it cannot.
func (f *windowFlags) loadTable(env Env, opts *table.Options) (*rules.Scenario, *rules.Ruleset, int) {
	sc, rs, err := loadGame(opts.Name, opts.Source, opts, f.noAutosave || (f.screenshot != "" || f.benchFrames > 0) && !session.HomeSet())
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return nil, nil, 1
	}
	if err := session.CheckPlayers(sc, f.players); err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return nil, nil, 2
	}
	opts.Players = f.players
	if f.record != "" {
		acts, seed, code := readRecordActions(f.record, env)
		if code != 0 {
			return nil, nil, code
		}
		opts.Record, opts.Seed = acts, seed
	}
	return sc, rs, 0
}

// openIn opens a window through the environment's opener (tests), or
// the real one.
func openIn(env Env, w Window) int {
	open := env.OpenWindow
	if open == nil {
		open = openWindow
	}
	if err := open(w); err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return 1
	}
	return 0
}

// tableAsked reports an option that only the table takes: the bare
// command with one of them opens the tutorial, as it always has.
func (f *windowFlags) tableAsked() bool {
	return f.selectID != "" || f.record != "" || len(f.clicks) > 0 || f.hover != "" || f.screenshot != "" || f.benchFrames > 0 || len(f.players) > 0
}

// loadGame reads a scenario file, or a saved game (its scenario and its
// record, into opts.Saved). A game of the player's library (games/)
// continues under its own identity, as the start screen opens it, unless
// this run keeps the library untouched (noLibrary).
func loadGame(name string, src []byte, opts *table.Options, noLibrary bool) (*rules.Scenario, *rules.Ruleset, error) {
	if !session.IsSave(src) {
		return scenarios.LoadScenario(name, src)
	}
	if d, err := session.FindDataDir(); err == nil && !noLibrary && session.InGames(store.Local(), d.Path, name) {
		g, doc, err := session.OpenLibrary(store.Local(), d.Path).Open(name)
		if err != nil {
			return nil, nil, err
		}
		opts.Saved, opts.Doc = control.FromGame(g), doc
		return g.Scenario, g.Ruleset, nil
	}
	c, err := control.LoadSave(name, src)
	if err != nil {
		return nil, nil, err
	}
	opts.Saved = c
	return c.Scenario(), c.Ruleset(), nil
}

// readRecordActions reads a --record file and its seed: every line must
// parse (the window replays them and stops at the first refusal).
func readRecordActions(path string, env Env) ([]rules.Action, int64, int) {
	data, err := readFile(env, path, safefile.MaxRecord)
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return nil, 0, 1
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		fmt.Fprintln(env.Stderr, recordError(path, err))
		return nil, 0, 1
	}
	var acts []rules.Action
	bad := false
	for _, l := range rec.Lines {
		if l.Err != nil {
			fmt.Fprintf(env.Stderr, "%s:%d: %s: %s\n", path, l.Line, l.Err.Rule, l.Err.Message)
			bad = true
			continue
		}
		acts = append(acts, l.Action)
	}
	if bad {
		return nil, 0, 1
	}
	return acts, rec.Seed, 0
}
