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
		{"darwin", []string{"osascript"}, open, "osascript", []string{"choose file with prompt", "-- Open a scenario /home/p/scenarios"}},
		{"darwin", []string{"osascript"}, save, "osascript", []string{"choose file name with prompt", "-- Save as /home/p/scenarios mine.toml"}},
		{"windows", []string{"powershell"}, open, "powershell", []string{"OpenFileDialog", "ESTAFETTE_DIALOG_DIR=/home/p/scenarios", "ESTAFETTE_DIALOG_FILTER=*.toml|*.toml"}},
		{"windows", []string{"powershell"}, save, "powershell", []string{"SaveFileDialog", "ESTAFETTE_DIALOG_NAME=mine.toml"}},
		{"js", []string{"zenity"}, open, "", nil},
	}
	for _, c := range cases {
		inv := command(c.goos, lookPathOf(c.found...), c.r)
		name := inv.name
		joined := strings.Join(append(inv.args, inv.env...), " ")
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

// TestCloseAllClosesTheDialogs: a dialog still shown when its window
// closes goes with it (it stayed on screen after the program; issue 35,
// item 13): CloseAll ends it, and it answers with the cancel.
func TestCloseAllClosesTheDialogs(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("the fake dialog is a shell script standing for zenity")
	}
	bin := t.TempDir()
	pidFile := filepath.Join(bin, "pid")
	os.WriteFile(filepath.Join(bin, "zenity"), []byte("#!/bin/sh\necho $$ >"+pidFile+"\nexec sleep 1000\n"), 0o755)
	t.Setenv("PATH", bin+":/bin:/usr/bin")
	answer := Ask(context.Background(), Request{Kind: Open, Title: "t"})
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if b, _ := os.ReadFile(pidFile); len(b) > 0 {
			break
		}
	}
	CloseAll()
	select {
	case r := <-answer:
		if !errors.Is(r.Err, context.Canceled) {
			t.Errorf("the dialog closed answers %+v", r)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the dialog is still shown 5 s after CloseAll")
	}
	b, _ := os.ReadFile(pidFile)
	if pid := strings.TrimSpace(string(b)); pid != "" {
		if _, err := os.Stat("/proc/" + pid); err == nil {
			stat, _ := os.ReadFile("/proc/" + pid + "/stat")
			if _, rest, _ := strings.Cut(string(stat), ") "); !strings.HasPrefix(rest, "Z") {
				t.Errorf("the dialog's process %s runs on", pid)
			}
		}
	}
}
