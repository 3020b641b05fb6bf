//go:build !windows && !darwin && !js

package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"estafette/game/editor/control"
	"estafette/i18n"
	"estafette/session"
)

// TestSaveAsAsksTheSystemsDialog (issue 26): in the player's window,
// Save as asks the system's file dialog and writes the scenario under
// the name it gives; a name of a file the editor did not open is asked
// about first, as a typed one is; without the system's dialogs (a
// scripted run) the typed prompt asks.
func TestSaveAsAsksTheSystemsDialog(t *testing.T) {
	t.Setenv(session.HomeEnv, t.TempDir())
	dir := t.TempDir()
	chosen := filepath.Join(dir, "chosen.toml")
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "zenity"), []byte("#!/bin/sh\necho '"+chosen+"'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	a, err := NewApp(Options{NewRuleset: "thucydide", Lang: i18n.EN, SystemDialogs: true})
	if err != nil {
		t.Fatal(err)
	}
	wait := func() {
		t.Helper()
		for i := 0; i < 500 && a.sysSave.answer != nil; i++ {
			a.systemSaveAnswered()
			time.Sleep(10 * time.Millisecond)
		}
		if a.sysSave.answer != nil {
			t.Fatal("the dialog never answered")
		}
	}
	a.handle(control.RequestSaveAs)
	if a.prompt != nil {
		t.Fatal("the typed prompt opened where the system has a dialog")
	}
	wait()
	data, err := os.ReadFile(chosen)
	if err != nil || !strings.Contains(string(data), "ruleset") || a.c.Path != chosen {
		t.Fatalf("saved at %q (%v): %.60q", a.c.Path, err, data)
	}

	// Another editor's Save as names that file: it asks before replacing.
	b, err := NewApp(Options{NewRuleset: "thucydide", Lang: i18n.EN, SystemDialogs: true})
	if err != nil {
		t.Fatal(err)
	}
	a = b
	a.handle(control.RequestSaveAs)
	wait()
	if a.overwrite == nil || a.overwrite.path != chosen {
		t.Errorf("no question before replacing %s", chosen)
	}

	c, err := NewApp(Options{NewRuleset: "thucydide", Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	c.handle(control.RequestSaveAs)
	if c.prompt == nil || c.sysSave.answer != nil {
		t.Error("a scripted window asked the system's dialog")
	}
}
