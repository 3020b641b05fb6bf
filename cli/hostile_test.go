//go:build unix

package cli

import (
	"estafette/game/editor"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mainWithin runs the command line with the real file reads and fails the
// test if it does not end within the time given (a FIFO would block a plain
// read for ever; /dev/zero would fill the memory).
func mainWithin(t *testing.T, d time.Duration, args ...string) (run, int, []editor.Options) {
	t.Helper()
	var r run
	var opened []editor.Options
	env := r.env(nil)
	env.OpenEditor = func(o editor.Options) error { opened = append(opened, o); return nil }
	done := make(chan int, 1)
	go func() { done <- Main(args, env) }()
	select {
	case code := <-done:
		return r, code, opened
	case <-time.After(d):
		t.Fatalf("%v did not end within %v", args, d)
	}
	return r, 0, nil
}

// TestSpecialFilesAreRefused: a FIFO, /dev/zero and a directory named where
// a file is expected give one line naming the file, at once, and the
// status each command documents; nothing opens.
func TestSpecialFilesAreRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	rec := filepath.Join(dir, "ok.rec")
	os.WriteFile(rec, []byte("end\n"), 0o644)
	for _, special := range []string{fifo, "/dev/zero", dir} {
		for _, c := range []struct {
			args []string
			code int
		}{
			{[]string{"check", special}, 1},
			{[]string{"replay", special, rec}, 2},
			{[]string{"replay", tutorial, special}, 2},
			{[]string{"play", special}, 1},
			{[]string{"edit", special}, 1},
			{[]string{"--record", special}, 1},
			{[]string{"play", tutorial, "--record", special}, 1},
		} {
			r, code, edited := mainWithin(t, 10*time.Second, c.args...)
			want := special + ": cannot read the file: not a regular file (a directory, a pipe or a device)\n"
			if code != c.code || r.err.String() != want || r.out.String() != "" {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d and %q", c.args, code, r.out.String(), r.err.String(), c.code, want)
			}
			if len(r.opened) > 0 || len(edited) > 0 {
				t.Errorf("%v opened a window", c.args)
			}
		}
	}
}

// TestTooLargeFilesAreRefused: a file over its limit is refused by size
// before it is read in full.
func TestTooLargeFilesAreRefused(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.toml")
	os.WriteFile(big, make([]byte, 6<<20), 0o644)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"check", big}, 1, big + ": cannot read the file: too large (the limit is 1 MiB)\n"},
		{[]string{"replay", tutorial, big}, 2, big + ": cannot read the file: too large (the limit is 1 MiB)\n"},
		{[]string{"play", big}, 1, big + ": cannot read the file: too large (the limit is 3 MiB)\n"},
	} {
		r, code, _ := mainWithin(t, 10*time.Second, c.args...)
		if code != c.code || r.err.String() != c.want {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, r.err.String(), c.code, c.want)
		}
	}
}

// TestEmptyRulesetIsRefusedEverywhere: `ruleset = ""` (issue 9, item 5)
// is an error with its place; check exits 1, replay 2 without a panic,
// play and edit 1 without opening a window.
func TestEmptyRulesetIsRefusedEverywhere(t *testing.T) {
	src, err := os.ReadFile(tutorial)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "sans-regles.toml")
	bad := strings.Replace(string(src), `ruleset = "thucydide"`, `ruleset = ""`, 1)
	if bad == string(src) {
		t.Fatal("the tutorial has no ruleset line")
	}
	os.WriteFile(path, []byte(bad), 0o644)
	rec := filepath.Join(dir, "ok.rec")
	os.WriteFile(rec, []byte("end\n"), 0o644)
	want := path + ":3:1: the scenario names no ruleset; ruleset must be one of"
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"check", path}, 1},
		{[]string{"replay", path, rec}, 2},
		{[]string{"replay", "--json", path, rec}, 2},
		{[]string{"play", path}, 1},
		{[]string{"edit", path}, 1},
	} {
		r, code, edited := mainWithin(t, 10*time.Second, c.args...)
		if code != c.code || !strings.HasPrefix(r.err.String(), want) || r.out.String() != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d and %q", c.args, code, r.out.String(), r.err.String(), c.code, want)
		}
		if len(r.opened) > 0 || len(edited) > 0 {
			t.Errorf("%v opened a window on a scenario that does not load", c.args)
		}
	}
	if after, _ := os.ReadFile(path); string(after) != bad {
		t.Error("the file was changed")
	}
}

// TestEditRefusesAFileThatDoesNotLoad: `estafette edit FILE` on a file
// that exists and does not load says why and that the file is left as it
// is; it never opens a blank scenario under the file's name.
func TestEditRefusesAFileThatDoesNotLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.toml")
	text := "title = \"Ma bataille\"\n# 167 lines of work\n[board\n"
	os.WriteFile(path, []byte(text), 0o644)
	r, code, edited := mainWithin(t, 10*time.Second, "edit", path)
	if code != 1 || len(edited) != 0 {
		t.Fatalf("exit %d, editor opened %d times", code, len(edited))
	}
	for _, want := range []string{path + ":3:7: malformed TOML", "estafette edit: " + path + " was not opened, and is left as it is"} {
		if !strings.Contains(r.err.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.err.String())
		}
	}
}
