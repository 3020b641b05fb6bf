//go:build unix

package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestReadRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	for _, path := range []string{"/dev/zero", fifo, dir} {
		done := make(chan error, 1)
		go func() { _, err := Read(path, MaxScenario); done <- err }()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) {
				t.Errorf("%s: %v, want not a regular file", path, err)
			}
			if err != nil && !strings.Contains(err.Error(), path) {
				t.Errorf("%s: the error %q does not name the file", path, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: Read blocked", path)
		}
	}
}

func TestReadLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.toml")
	if err := os.WriteFile(path, make([]byte, 101), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(path, 100); !errors.Is(err, ErrTooLarge) {
		t.Errorf("101 bytes with a limit of 100: %v, want too large", err)
	}
	data, err := Read(path, 101)
	if err != nil || len(data) != 101 {
		t.Errorf("101 bytes with a limit of 101: %d bytes, %v", len(data), err)
	}
	if _, err := Read(filepath.Join(t.TempDir(), "none"), 100); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

func TestWriteAtomicRefusesNonRegularTargets(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "kept.txt")
	if err := os.WriteFile(target, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.png")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{link, sub, "/dev/null"} {
		if err := WriteAtomic(path, []byte("new")); !errors.Is(err, ErrNotRegular) {
			t.Errorf("%s: %v, want not a regular file", path, err)
		}
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symbolic link was replaced")
	}
	if b, _ := os.ReadFile(target); string(b) != "kept" {
		t.Errorf("the link's target was written: %q", b)
	}
	if fi, err := os.Stat("/dev/null"); err != nil || fi.Mode().IsRegular() {
		t.Errorf("/dev/null was replaced")
	}
}

func TestWriteAtomicReplacesRegularFileAndLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "deep", "game.estafette")
	for _, text := range []string{"one", "two"} {
		if err := WriteAtomic(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(path); string(b) != text {
			t.Fatalf("read back %q, want %q", b, text)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("%d files in the directory, want only the game", len(entries))
	}
}

func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	orphan := filepath.Join(dir, ".autosave.estafette"+tempInfix+"123")
	mine := filepath.Join(dir, "notes.tmp")
	for _, p := range []string{orphan, mine} {
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	n, err := RemoveTemps(dir)
	if err != nil || n != 1 {
		t.Fatalf("removed %d, %v; want 1", n, err)
	}
	if _, err := os.Stat(orphan); !errors.Is(err, os.ErrNotExist) {
		t.Error("the orphan temp file is still there")
	}
	if _, err := os.Stat(mine); err != nil {
		t.Error("a file that is not ours was removed")
	}
}
