//go:build !js

package session

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"estafette/internal/store"
	"estafette/rules"
	"estafette/scenarios"
)

// gameOf starts the tutorial written with text before its first line.
func gameOf(t testing.TB, before string) *Game {
	t.Helper()
	src := []byte(before + string(tutorialSource(t)))
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return NewGame("tutorial.toml", src, sc, rs, 0)
}

// oldFormat is a game file as the versions before the scenario separator
// wrote it.
func oldFormat(data []byte) []byte {
	return []byte(strings.Replace(string(data), ScenarioSeparator+"\n", "", 1))
}

// TestScenarioCommentsNeverBecomeTheHeader: a scenario whose first lines
// look like a game file's header lines gives games that are listed, and
// open, as the program wrote them: the same players (no army handed to
// the computer), the same identity (Continue continues), unfinished,
// and the scenario's text kept whole; in files of earlier versions too.
func TestScenarioCommentsNeverBecomeTheHeader(t *testing.T) {
	for _, lie := range lyingComments {
		for _, old := range []bool{false, true} {
			t.Run(fmt.Sprintf("%q old=%v", lie, old), func(t *testing.T) {
				dir := t.TempDir()
				lib := OpenLibrary(store.Files{}, dir)
				g := gameOf(t, lie)
				g.Players = map[string]string{"atheniens": "ai:easy"}
				playN(t, g, 2)
				d := lib.NewDoc(g.Scenario.Title)
				if err := lib.Write(d, g); err != nil {
					t.Fatal(err)
				}
				if old {
					data, _ := os.ReadFile(d.Path)
					os.WriteFile(d.Path, oldFormat(data), 0o644)
				}
				lib.Release(d)
				list, err := lib.List()
				if err != nil || len(list) != 1 {
					t.Fatalf("list %+v %v", list, err)
				}
				e := list[0]
				if e.Meta.ID != d.ID || e.Meta.Over || !e.Unfinished() || e.Scenario != "tutorial.toml" ||
					e.Title() != g.Scenario.Title || e.Meta.Named != "" || len(e.Players) != 1 || e.Players["atheniens"] != "ai:easy" {
					t.Errorf("listed as %+v", e)
				}
				if latest := lib.Latest(""); latest == nil || latest.Path != d.Path {
					t.Errorf("Continue picks %+v", latest)
				}
				h, d2, err := lib.Open(d.Path)
				if err != nil {
					t.Fatalf("the game does not open again: %v", err)
				}
				if d2.Copy || d2.ID != d.ID || string(h.Source) != string(g.Source) || recordOf(h) != recordOf(g) ||
					len(h.Players) != 1 || h.Players["atheniens"] != "ai:easy" {
					t.Errorf("opened as %+v, players %v, source kept %v", d2, h.Players, string(h.Source) == string(g.Source))
				}
			})
		}
	}
}

// finishedTutorial is the tutorial played to its end.
func finishedTutorial(t testing.TB) *Game {
	g := newGame(t, scenarios.Tutorial)
	for !g.Over() {
		g.Apply(rules.EndPhase{})
	}
	return g
}

// TestPruningKnowsAFinishedGameFromTheGame: 600 games, of which two are
// unfinished yet look finished (a scenario comment saying over=1, and a
// header edited to say so), are pruned to MaxAutosaves: the finished ones
// go, oldest first, and both unfinished ones stay (issue 35, item 1).
func TestPruningKnowsAFinishedGameFromTheGame(t *testing.T) {
	dir := t.TempDir()
	lib := OpenLibrary(store.Files{}, dir)
	over := finishedTutorial(t)
	old := time.Now().Add(-1000 * time.Hour)
	write := func(g *Game, i int, edit func([]byte) []byte) string {
		d := lib.NewDoc(g.Scenario.Title)
		if err := lib.Write(d, g); err != nil {
			t.Fatal(err)
		}
		lib.Release(d)
		if edit != nil {
			data, _ := os.ReadFile(d.Path)
			os.WriteFile(d.Path, edit(data), 0o644)
		}
		at := old.Add(time.Duration(i) * time.Hour)
		os.Chtimes(d.Path, at, at)
		return d.Path
	}
	lying := gameOf(t, "# game-state: actions=1 turn=8 army=beotiens over=1 hash=000000000000\n")
	playN(t, lying, 1)
	edited := newGame(t, scenarios.Tutorial)
	playN(t, edited, 1)
	keep := []string{
		write(lying, 0, oldFormat),
		write(lying, 1, nil),
		write(edited, 2, func(b []byte) []byte { return []byte(strings.Replace(string(b), " over=0 ", " over=1 ", 1)) }),
	}
	var finished []string
	for i := 3; i < 600; i++ {
		finished = append(finished, write(over, i, nil))
	}
	// What is pruned, not how fast (TestPruningKeepsToItsBudget): a
	// loaded machine may take longer than the budget.
	defer func(b time.Duration) { pruneBudget = b }(pruneBudget)
	pruneBudget = time.Minute
	at := time.Now()
	again := OpenLibrary(store.Files{}, dir)
	t.Logf("opening the library of 600 games took %v", time.Since(at))
	for _, p := range keep {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("the unfinished game %s was pruned", filepath.Base(p))
		}
	}
	gone := 0
	for i, p := range finished {
		_, err := os.Stat(p)
		if err != nil {
			gone++
		}
		if want := i < 600-MaxAutosaves; (err != nil) != want {
			t.Errorf("finished game %d (oldest first): removed %v, want %v", i, err != nil, want)
			break
		}
	}
	if gone != 600-MaxAutosaves || len(again.Notes) != gone {
		t.Errorf("%d pruned (want %d), %d notes", gone, 600-MaxAutosaves, len(again.Notes))
	}
}

// TestPruningKeepsToItsBudget: opening the library spends at most
// pruneBudget replaying the games it would prune (the longest take a
// second each); with none left, it prunes nothing now and loses nothing,
// and the next start goes on.
func TestPruningKeepsToItsBudget(t *testing.T) {
	dir := t.TempDir()
	lib := OpenLibrary(store.Files{}, dir)
	over := finishedTutorial(t)
	var paths []string
	for i := 0; i < 5; i++ {
		d := lib.NewDoc(over.Scenario.Title)
		lib.Write(d, over)
		lib.Release(d)
		paths = append(paths, d.Path)
	}
	old := pruneBudget
	defer func() { pruneBudget = old }()
	pruneBudget = 0
	lib.prune(2)
	if len(lib.Notes) != 0 {
		t.Errorf("with no time left, %d pruned", len(lib.Notes))
	}
	pruneBudget = old
	lib.prune(2)
	if len(lib.Notes) != 3 {
		t.Errorf("the next start pruned %d, want 3", len(lib.Notes))
	}
	left := 0
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil {
			left++
		}
	}
	if left != 2 {
		t.Errorf("%d of the 5 finished games are left, want 2", left)
	}
}
