//go:build !js

package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"estafette/internal/store"
	"estafette/scenarios"
)

// TestSaveWhereSavesIsNotAFolder: Ctrl+S with saves/ a regular file, or
// a loop of links, says why within a second and leaves the file as it
// is (it looked for a free name for ever; issue 35, item 2).
func TestSaveWhereSavesIsNotAFolder(t *testing.T) {
	for name, makeSaves := range map[string]func(string) error{
		"a file": func(p string) error { return os.WriteFile(p, []byte("mine"), 0o644) },
		"a loop": func(p string) error { return os.Symlink(filepath.Base(p), p) },
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			saves := filepath.Join(dir, SavesDir)
			if err := makeSaves(saves); err != nil {
				t.Skip(err)
			}
			lib := OpenLibrary(store.Files{}, dir)
			g := newGame(t, scenarios.Tutorial)
			playN(t, g, 1)
			done := make(chan error, 1)
			go func() {
				_, err := lib.Save(nil, g, "")
				done <- err
			}()
			select {
			case err := <-done:
				if err == nil || !strings.HasPrefix(err.Error(), saves+": ") {
					t.Errorf("Save says %v, want why %s cannot hold it", err, saves)
				}
				t.Log(err)
			case <-time.After(time.Second):
				t.Fatal("Save did not return within a second")
			}
			if name == "a file" {
				if b, _ := os.ReadFile(saves); string(b) != "mine" {
					t.Errorf("the file saves was changed: %q", b)
				}
			}
		})
	}
}
