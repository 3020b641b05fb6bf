//go:build !windows && !darwin && !js

package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"estafette/game/window"
	"estafette/scenarios"
)

// fakeDialog puts on the PATH a zenity that prints path, as the player's
// choice in the system's file dialog.
func fakeDialog(t *testing.T, path string) {
	t.Helper()
	bin := t.TempDir()
	script := "#!/bin/sh\necho '" + path + "'\n"
	if err := os.WriteFile(filepath.Join(bin, "zenity"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
}

// answered waits for the dialog's answer as the shell's ticks do.
func answered(t *testing.T, s *Shell) {
	t.Helper()
	for i := 0; i < 500 && s.file.answer != nil; i++ {
		s.fileAnswered()
		time.Sleep(10 * time.Millisecond)
	}
	if s.file.answer != nil {
		t.Fatal("the dialog never answered")
	}
}

// TestOpenAScenarioFile (issue 26): the start screen's "Open a scenario
// file…" asks the system's file dialog, and the scenario chosen is
// played as a new game; a scenario that does not load is refused on
// the start screen with its file, line and column; where the system has
// no dialog, the screen says where to put the scenario instead.
func TestOpenAScenarioFile(t *testing.T) {
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "my battle.toml")
	if err := os.WriteFile(good, src, 0o644); err != nil {
		t.Fatal(err)
	}
	s := startShell(t)
	fakeDialog(t, good)
	s.start.Controller().Click("openfile")
	s.handle(s.start.Request())
	answered(t, s)
	if s.table == nil || s.cur != window.Window(s.table) || s.table.Options().Name != good {
		t.Fatalf("the scenario chosen is not on the table: on %T", s.cur)
	}
	if n := len(s.table.Controller().Record()); n != 0 {
		t.Errorf("a new game has %d actions", n)
	}

	bad := filepath.Join(dir, "broken.toml")
	if err := os.WriteFile(bad, []byte("title = \"x\"\nruleset = 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s = startShell(t)
	fakeDialog(t, bad)
	s.start.Controller().Click("openfile")
	s.handle(s.start.Request())
	answered(t, s)
	if msg := s.start.Controller().Message; s.cur != window.Window(s.start) || !strings.Contains(msg, "broken.toml:2:") {
		t.Errorf("a broken scenario: on %T, message %q", s.cur, msg)
	}

	s = startShell(t)
	t.Setenv("PATH", t.TempDir())
	s.start.Controller().Click("openfile")
	s.handle(s.start.Request())
	answered(t, s)
	if msg := s.start.Controller().Message; s.cur != window.Window(s.start) || !strings.Contains(msg, "scenarios") || !strings.Contains(msg, "zenity") {
		t.Errorf("no dialog on the system: message %q", msg)
	}
}
