package cli

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"estafette/internal/filedialog"
)

// TestNoDialogOutlivesTheCommand: when a command returns (its window
// closed), a system file dialog it opened is closed too (issue 35,
// item 13).
func TestNoDialogOutlivesTheCommand(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("the fake dialog is a shell script standing for zenity")
	}
	bin := t.TempDir()
	os.WriteFile(filepath.Join(bin, "zenity"), []byte("#!/bin/sh\nexec sleep 1000\n"), 0o755)
	t.Setenv("PATH", bin+":/bin:/usr/bin")
	answer := filedialog.Ask(context.Background(), filedialog.Request{Kind: filedialog.Open, Title: "t"})
	var r run
	if code := Main([]string{"--version"}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d", code)
	}
	select {
	case <-answer:
	case <-time.After(5 * time.Second):
		t.Fatal("the dialog is still shown 5 s after the command returned")
	}
}
