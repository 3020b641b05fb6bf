//go:build display

package game

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"estafette/game/control"
	"estafette/scenarios"
	"estafette/session"
)

// TestTableRealKeyboardPlay (issue 25): the table played with real X key
// events (xdotool) and no mouse: P in the editor plays the tutorial, Esc
// closes its briefing, "." walks the keyboard's cursor to Hippocrate and
// Enter selects him, "." on to G2 (first of what he may activate) and
// Enter activates it with him, Ctrl+S
// saves: the saved game's record holds that activation. Each key waits
// for the window to report that it read it, down then up.
func TestTableRealKeyboardPlay(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed: make deps installs it (apt-get install xdotool)")
	}
	dir := t.TempDir()
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	path := filepath.Join(dir, "tutorial.toml")
	os.WriteFile(path, src, 0o644)
	e, stderr, wid, _, _ := startEditor(t, dir, path, filepath.Join(dir, "saved.toml"))
	xdo(t, "windowfocus", "--sync", wid)
	// press holds a key until the window has read it, then lets it go.
	press := func(xkey, name string) {
		t.Helper()
		xdo(t, "keydown", "--clearmodifiers", xkey)
		e.waitFor("keys " + name)
		xdo(t, "keyup", xkey)
		e.waitLine("keys ")
	}
	press("p", "P")
	press("Escape", "Escape")

	// The order "." walks: first the pieces the rules let act
	// (Controller.Actors: the leaders who may activate), then, once
	// Enter has selected Hippocrate, first what he may activate.
	sc, rs, err := scenarios.LoadScenario(path, src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController(path, src, sc, rs, 0)
	walkTo := func(id string) {
		t.Helper()
		order := c.Actors()
		n := slices.Index(order, id)
		if n < 0 {
			t.Fatalf("%s is not among the pieces '.' walks first: %v", id, order)
		}
		for range n + 1 {
			press("period", "Period")
		}
	}
	walkTo("HIP")
	press("Return", "Enter")
	c.Select("HIP")
	walkTo("G2")
	press("Return", "Enter")
	xdo(t, "keydown", "--clearmodifiers", "ctrl+s")
	e.waitForFunc(func(l string) bool { return strings.HasPrefix(l, "keys ") && strings.Contains(l, " S") })
	xdo(t, "keyup", "ctrl+s")
	e.waitLine("keys ")

	var saved string
	for deadline := time.Now().Add(20 * time.Second); saved == "" && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, session.SaveExt) && strings.Contains(p, "saves") {
				data, _ := os.ReadFile(p)
				saved = string(data)
			}
			return nil
		})
	}
	_, record, _ := strings.Cut(saved, "#=== record ===\n")
	var actions []string
	for _, l := range strings.Split(record, "\n") {
		if l != "" && !strings.HasPrefix(l, "seed ") {
			actions = append(actions, l)
		}
	}
	if len(actions) != 1 || !strings.Contains(actions[0], "HIP") || !strings.Contains(actions[0], "G2") {
		t.Fatalf("the saved record after the keys: %q\n%s\n%s", actions, strings.Join(e.seen, "\n"), stderr.String())
	}
}

// waitLine waits for a line equal to want (waitFor takes a prefix: "keys "
// is every line of keys, and alone the keys all let go).
func (e *echoes) waitLine(want string) {
	e.t.Helper()
	e.waitForFunc(func(l string) bool { return l == want })
}

// waitForFunc waits, up to a deadline, for a line that ok accepts.
func (e *echoes) waitForFunc(ok func(string) bool) {
	e.t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		select {
		case l, open := <-e.lines:
			if !open {
				e.t.Fatalf("the window ended; it said:\n%s", strings.Join(e.seen, "\n"))
			}
			e.seen = append(e.seen, l)
			if ok(l) {
				return
			}
		case <-deadline:
			e.t.Fatalf("not the line awaited within 30 s; the window said:\n%s", strings.Join(e.seen, "\n"))
		}
	}
}
