package table

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/scenarios"
	"estafette/session"
)

// randomWindow is one table window of TestEveryGameIsKept, as a separate
// program would be: it holds the locks of its own name.
type randomWindow struct {
	a    *App
	name string
	game int // the game on its table, as the test counts games
}

// TestEveryGameIsKept (issue 23): 200 random sequences of what a player
// does with his games — a new game, play, a new game of the same
// scenario, take over from a record (the viewer's and the lessons'), the
// computer against itself, Ctrl+S, Ctrl+O on any game of the library,
// undo, quit, and a second window opening the same games — after which
// every game ever started with at least one action is in a file, holds
// what it held after its last action, and is listed; every Ctrl+S file
// holds what was saved; and no two windows ever write one file.
func TestEveryGameIsKept(t *testing.T) {
	sequences := 200
	if testing.Short() {
		sequences = 40
	}
	for seq := 0; seq < sequences; seq++ {
		t.Run(fmt.Sprint(seq), func(t *testing.T) { randomSession(t, uint64(seq)) })
	}
}

func randomSession(t *testing.T, seed uint64) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	r := rand.New(rand.NewPCG(seed, 7))
	var wins []*randomWindow
	type kept struct{ path, record string }
	games := map[int]kept{}      // every game started → its file and its record after its last action
	writer := map[string]int{}   // a game file → the game that wrote it last
	saved := map[string]string{} // a Ctrl+S file → the record saved
	opened, started := 0, 0
	keep := func(w *randomWindow) {
		if c := w.a.c; c.Session().Doc != nil && len(c.Record()) > 0 {
			games[w.game] = kept{c.Session().Doc.Path, recordText(c)}
			writer[c.Session().Doc.Path] = w.game
		}
	}
	newGame := func() int { started++; return started }
	open := func(opts Options, key string) *randomWindow {
		opened++
		opts.owner = fmt.Sprintf("window-%d", opened)
		opts.Lang = i18n.EN
		w := &randomWindow{a: newTable(t, key, opts), name: opts.owner, game: newGame()}
		closeDialog[resumeDialog](w.a)
		wins = append(wins, w)
		keep(w)
		return w
	}
	scenario := func() string {
		if r.IntN(2) == 0 {
			return scenarios.Tutorial
		}
		return "marathon"
	}
	for step := 0; step < 12; step++ {
		if len(wins) == 0 {
			open(Options{}, scenario())
		}
		w := wins[r.IntN(len(wins))]
		c := w.a.c
		op := r.IntN(11)
		switch op {
		case 0: // a new window, a new game
			open(Options{}, scenario())
		case 1, 2, 3: // play
			advance(t, c, 1+r.IntN(3))
		case 4: // a new game of the same scenario
			w.a.NewGame()
			w.game = newGame()
		case 5: // take over from a record, as the viewer and the lessons do
			if n := len(c.Record()); n > 0 {
				open(Options{Record: c.Record()[:r.IntN(n)+1], Seed: c.Seed()}, scenarioKey(c))
			}
		case 6: // the computer against itself, a few actions
			d := open(Options{Players: map[string]string{"atheniens": "ai:easy", "beotiens": "ai:easy"}}, scenarios.Tutorial)
			advance(t, d.a.c, 3)
			w = d
		case 7: // Ctrl+S
			if len(c.Record()) > 0 && w.a.save() {
				saved[c.Status().Args[0].(string)] = recordText(c)
			}
		case 8: // Ctrl+O, any game of the library
			w.a.openLoad()
			if saves, loading := savesListed(w.a); loading {
				closeDialog[loadDialog](w.a)
				e := saves[r.IntN(len(saves))]
				if w.a.OpenSave(e.Path) {
					if w.a.c.Session().Doc != nil && w.a.c.Session().Doc.Path == e.Path {
						w.game = writer[e.Path] // the unfinished game, continued
					} else {
						w.game = newGame() // a copy, or a saved game continued as a new one
					}
				}
			}
		case 9: // undo
			c.Undo()
		case 10: // quit
			c.Session().StopComputer()
			w.a.Close()
			for i, x := range wins {
				if x == w {
					wins = append(wins[:i], wins[i+1:]...)
				}
			}
		}
		if op != 10 {
			keep(w)
		}
		held := map[string]string{}
		for _, x := range wins {
			if d := x.a.c.Session().Doc; d != nil && len(x.a.c.Record()) > 0 {
				if other, ok := held[d.Path]; ok {
					t.Fatalf("step %d: %s and %s both write %s", step, other, x.name, d.Path)
				}
				held[d.Path] = x.name
			}
		}
	}
	lib := session.OpenLibrary(localFiles(), home)
	list, err := lib.List()
	if err != nil {
		t.Fatal(err)
	}
	inList := map[string]bool{}
	for _, e := range list {
		inList[e.Path] = true
	}
	for g, k := range games {
		if writer[k.path] != g {
			t.Errorf("game %d's file %s was written by game %d", g, k.path, writer[k.path])
		}
		if got := onDisk(t, k.path); got != k.record {
			t.Errorf("game %d: %s holds\n%q\nwant\n%q", g, k.path, got, k.record)
		}
		if !inList[k.path] {
			t.Errorf("game %d: %s is not listed", g, k.path)
		}
	}
	for path, rec := range saved {
		if b, err := os.ReadFile(path); err != nil || !endsWith(string(b), rec) {
			t.Errorf("the saved game %s changed (%v)", path, err)
		}
		if !inList[path] {
			t.Errorf("%s is not listed", path)
		}
	}
}

// advance plays n actions: the computer's when the decision is its own,
// else a person's (playSome).
func advance(t *testing.T, c *control.Controller, n int) {
	t.Helper()
	for i := 0; i < n && !c.Session().Over(); i++ {
		if !c.Session().ComputerDecides() {
			playSome(t, c, 1)
			continue
		}
		clk := withClock(c)
		for k, before := 0, len(c.Record()); k < 50 && len(c.Record()) == before; k++ {
			c.Tick()
			wait(c)
			clk.T = clk.T.Add(control.DefaultPace)
		}
		c.Session().StopComputer()
	}
}

// scenarioKey is the built-in scenario a controller plays.
func scenarioKey(c *control.Controller) string {
	if c.ScenarioName() == "marathon.toml" {
		return "marathon"
	}
	return scenarios.Tutorial
}

func endsWith(s, suffix string) bool {
	return len(s) >= len(suffix) && s[len(s)-len(suffix):] == suffix
}
