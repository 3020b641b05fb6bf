package cli

import (
	"fmt"
	"strconv"
	"strings"

	"estafette/game"
	"estafette/internal/safefile"
	"estafette/lessons"
	"estafette/session"
)

// viewUsage is `estafette view`'s usage (docs/viewer.md).
const viewUsage = `usage:
  estafette view SCENARIO.toml RECORD [OPTIONS]     a game record (or a duel's) in the replay viewer
  estafette view GAME.estafette [OPTIONS]           a saved game in the replay viewer
  estafette view --lesson KEY|N [OPTIONS]           a shipped lesson: ` + "%s" + `
options:
  --at N                open at the game after its first N actions
  --lang fr|en          the language (default: the system locale; L switches)
  --screenshot OUT.png  render a few frames, write the window to OUT.png, exit
  --click P, --hover P  a hex, a piece, panel:ID or timeline:N, on opening
  --no-autosave         the table a "Take over" opens neither offers nor writes the autosave
`

// openViewer runs the viewer; tests replace it.
var openViewer = game.RunViewer

// viewFlags holds `estafette view`'s options.
type viewFlags struct {
	window windowFlags
	at     int
	lesson string
}

func viewCommandLine(f *viewFlags, env Env) *commandLine {
	c := newCommandLine("view")
	windowOptions(c, &f.window, env)
	c.String(&f.lesson, "lesson", "a shipped lesson, by key or number")
	c.Func("at", "open at the game after its first N actions", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return fmt.Errorf("--at needs a number of actions, 0 or more, not %q", s)
		}
		f.at = n
		return nil
	})
	c.Func("click", "click a place on opening (repeatable)", func(s string) error {
		f.window.clicks = append(f.window.clicks, s)
		return nil
	})
	return c
}

// view opens the replay viewer on a record, a saved game or a lesson.
func view(args []string, env Env) int {
	var keys []string
	for _, l := range lessons.List() {
		keys = append(keys, l.Key)
	}
	help := fmt.Sprintf(viewUsage, strings.Join(keys, ", ")+fmt.Sprintf(" (or 1 to %d)", len(keys)))
	var f viewFlags
	files, err := viewCommandLine(&f, env).Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette view", help, 2)
	}
	if f.window.selectID != "" {
		fmt.Fprintf(env.Stderr, "estafette view: --select is for the table; the viewer shows what each action did\n")
		return 2
	}
	g, code := viewGame(files, f.lesson, env, help)
	if code != 0 {
		return code
	}
	w := f.window
	opts := game.ViewerOptions{Lang: w.lang, LangGiven: w.langGiven, At: f.at, Screenshot: w.screenshot, Clicks: w.clicks, Hover: w.hover, NoAutosave: w.noAutosave}
	if f.at > g.Len() {
		fmt.Fprintf(env.Stderr, "estafette view: --at %d: %s has %d actions\n", f.at, g.File, g.Len())
		return 2
	}
	if err := openViewer(g, opts); err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return 1
	}
	return 0
}

// viewGame reads what the command line names: a lesson, a saved game, or
// a scenario and a record. A file that cannot be read or shown gives 1,
// a wrong command line 2, each having said why.
func viewGame(files []string, lesson string, env Env, help string) (*game.ViewerGame, int) {
	fail := func(err error) (*game.ViewerGame, int) {
		fmt.Fprintln(env.Stderr, err)
		return nil, 1
	}
	switch {
	case lesson != "" && len(files) > 0:
		fmt.Fprintf(env.Stderr, "estafette view: --lesson names its own scenario and record: no file with it\n%s", help)
		return nil, 2
	case lesson != "":
		l, ok := lessons.Find(lesson)
		if !ok {
			fmt.Fprintf(env.Stderr, "estafette view: no lesson %q\n%s", lesson, help)
			return nil, 2
		}
		g, err := game.OpenLesson(l)
		if err != nil {
			return fail(err)
		}
		return g, 0
	case len(files) == 1:
		data, err := readFile(env, files[0], safefile.MaxSave)
		if err != nil {
			return fail(err)
		}
		if !session.IsSave(data) {
			fmt.Fprintf(env.Stderr, "estafette view: %s is not a saved game; name the scenario and the record: estafette view SCENARIO.toml RECORD\n", files[0])
			return nil, 2
		}
		g, err := game.OpenSave(files[0], data)
		if err != nil {
			return fail(err)
		}
		return g, 0
	case len(files) == 2:
		sc, err := readFile(env, files[0], safefile.MaxScenario)
		if err != nil {
			return fail(err)
		}
		rec, err := readFile(env, files[1], safefile.MaxRecord)
		if err != nil {
			return fail(err)
		}
		g, err := game.OpenRecord(files[0], sc, files[1], rec)
		if err != nil {
			return fail(err)
		}
		return g, 0
	}
	fmt.Fprintf(env.Stderr, "estafette view: name a scenario and a record, a saved game, or --lesson\n%s", help)
	return nil, 2
}
