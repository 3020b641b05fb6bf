package filedialog

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

func lookPathOf(found ...string) func(string) (string, error) {
	return func(p string) (string, error) {
		if slices.Contains(found, p) {
			return "/usr/bin/" + p, nil
		}
		return "", errors.New("not found")
	}
}

// TestEachSystemsDialog: the program each system's dialog is, with the
// folder, the name and the pattern asked; none where the system has
// none (a bare Linux, the browser).
func TestEachSystemsDialog(t *testing.T) {
	open := Request{Kind: Open, Title: "Open a scenario", Dir: "/home/p/scenarios", Pattern: "*.toml"}
	save := Request{Kind: Save, Title: "Save as", Dir: "/home/p/scenarios", Name: "mine.toml", Pattern: "*.toml"}
	cases := []struct {
		goos  string
		found []string
		r     Request
		name  string
		want  []string // substrings of the joined arguments
	}{
		{"linux", []string{"zenity", "kdialog"}, open, "zenity", []string{"--file-selection", "--filename=/home/p/scenarios/", "--file-filter=*.toml"}},
		{"linux", []string{"zenity"}, save, "zenity", []string{"--save", "--confirm-overwrite", "--filename=/home/p/scenarios/mine.toml"}},
		{"freebsd", []string{"kdialog"}, open, "kdialog", []string{"--getopenfilename /home/p/scenarios *.toml"}},
		{"linux", []string{"kdialog"}, save, "kdialog", []string{"--getsavefilename /home/p/scenarios/mine.toml"}},
		{"linux", nil, open, "", nil},
		{"darwin", []string{"osascript"}, open, "osascript", []string{`choose file with prompt "Open a scenario" default location POSIX file "/home/p/scenarios"`}},
		{"darwin", []string{"osascript"}, save, "osascript", []string{`choose file name with prompt "Save as" default name "mine.toml"`}},
		{"windows", []string{"powershell"}, open, "powershell", []string{"OpenFileDialog", "$d.InitialDirectory = '/home/p/scenarios'", "'*.toml|*.toml'"}},
		{"windows", []string{"powershell"}, save, "powershell", []string{"SaveFileDialog", "$d.FileName = 'mine.toml'"}},
		{"js", []string{"zenity"}, open, "", nil},
	}
	for _, c := range cases {
		name, args := command(c.goos, lookPathOf(c.found...), c.r)
		joined := strings.Join(args, " ")
		if name != c.name {
			t.Errorf("%s with %v: %q, want %q", c.goos, c.found, name, c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(joined, w) {
				t.Errorf("%s %s: %q lacks %q", c.goos, name, joined, w)
			}
		}
	}
	// A quote in a folder's name cannot end the script's string.
	_, args := command("windows", lookPathOf("powershell"), Request{Dir: `C:\it's`})
	if !strings.Contains(strings.Join(args, " "), `'C:\it''s'`) {
		t.Errorf("the folder is not quoted: %v", args)
	}
}

// TestAskReadsWhatTheDialogPrints: the path a dialog prints is the
// answer; a dialog closed without a file is ErrCancelled; the answer
// comes in the background, once.
func TestAskReadsWhatTheDialogPrints(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("the fake dialog is a shell script standing for zenity")
	}
	bin := t.TempDir()
	fake := func(body string) {
		if err := os.WriteFile(filepath.Join(bin, "zenity"), []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin)
	ask := func() Result {
		select {
		case r := <-Ask(context.Background(), Request{Kind: Open, Title: "t", Dir: "/x", Pattern: "*.toml"}):
			return r
		case <-time.After(10 * time.Second):
			t.Fatal("no answer")
		}
		return Result{}
	}
	fake(`echo "/home/p/scenarios/my battle.toml"`)
	if r := ask(); r.Err != nil || r.Path != "/home/p/scenarios/my battle.toml" {
		t.Errorf("chosen: %+v", r)
	}
	fake("exit 1")
	if r := ask(); !errors.Is(r.Err, ErrCancelled) {
		t.Errorf("cancelled: %+v", r)
	}
	if !Available() {
		t.Error("zenity on the PATH, and no dialog available")
	}
	t.Setenv("PATH", t.TempDir())
	if r := ask(); !errors.Is(r.Err, ErrNone) || Available() {
		t.Errorf("no dialog program: %+v", r)
	}
}
