//go:build unix

package table

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"estafette/scenarios"
	"estafette/session"
)

// TestFifoInSavesDoesNotBlock: Ctrl+O lists regular files only, and
// opening a FIFO is refused at once instead of blocking (issue 9, item 9).
func TestFifoInSavesDoesNotBlock(t *testing.T) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	saves := filepath.Join(home, "saves")
	os.MkdirAll(saves, 0o755)
	fifo := filepath.Join(saves, "pipe"+session.SaveExt)
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	done := make(chan string, 1)
	go func() {
		a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true})
		a.openLoad()
		_, _, err := session.OpenLibrary(localFiles(), home).Load(fifo)
		done <- a.c.Status().Key + " " + errString(err)
	}()
	select {
	case got := <-done:
		if !strings.HasPrefix(got, "load.none ") || !strings.Contains(got, "not a regular file") {
			t.Errorf("Ctrl+O with a FIFO in saves/: %s", got)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Ctrl+O blocked on a FIFO")
	}
}
