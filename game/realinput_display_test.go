//go:build display

package game

import (
	"bufio"
	"bytes"
	"context"
	"estafette/game/editor"
	"fmt"
	"image"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// editorHelperEnv names the variable that makes the test binary run the
// editor on "SCENARIO\x1fSAVE-TO" instead of the tests.
const editorHelperEnv = "ESTAFETTE_EDITOR_HELPER"

// runEditorHelper is the child process: the editor window, its input
// echoed on the standard output (editor.Options.Echo).
func runEditorHelper(args string) int {
	path, saveTo, _ := strings.Cut(args, "\x1f")
	src, err := os.ReadFile(path)
	if err == nil {
		var o editor.Options
		o.Scenario, o.Ruleset, err = scenarios.LoadScenario(path, src)
		if err == nil {
			o.Path, o.Lang, o.NoAutosave, o.Echo = saveTo, i18n.EN, true, os.Stdout
			err = RunEditor(o)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// echoes reads the child's echo lines as they come.
type echoes struct {
	t     *testing.T
	lines chan string
	seen  []string
}

// waitFor waits, up to a deadline, for the window to report a line that
// starts with prefix, and returns it: what the window read, not a guess
// of how long it takes.
func (e *echoes) waitFor(prefix string) string {
	e.t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				e.t.Fatalf("the editor ended before reporting %q; it said:\n%s", prefix, strings.Join(e.seen, "\n"))
			}
			e.seen = append(e.seen, l)
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-deadline:
			e.t.Fatalf("no %q from the editor within 30 s; it said:\n%s", prefix, strings.Join(e.seen, "\n"))
		}
	}
}

// startXvfb starts an X server of the test's own, and returns its
// display: the real mouse of a test is the whole server's, and another
// test moving it (the packages' tests run in parallel) would be moving
// this one's.
func startXvfb(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1600x1000x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatalf("Xvfb: %v (make deps installs it)", err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	// Xvfb writes its display number once it accepts connections.
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatalf("Xvfb gave no display: %v", err)
	}
	return ":" + strings.TrimSpace(line)
}

// display is the X display the test's window and xdotool use.
var display string

func xdo(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var out, errb bytes.Buffer
	cmd := exec.CommandContext(ctx, "xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("xdotool %s: %v %s", strings.Join(args, " "), err, errb.String())
	}
	return out.String()
}

// TestEditorRealDragAndSave runs the editor in a child process and drives
// it with real X events (xdotool): the mouse presses the palette's light
// cavalry, drags it onto hex 5,5, releases, and Ctrl+S saves. Each step
// waits for the window to report, through its input's echo, that it read
// it (the cursor where it was moved, the button, the keys), so a loaded
// machine only makes the test slower, never wrong. The saved file must
// hold the new unit on 5,5. The window runs on an X server of the test's
// own.
func TestEditorRealDragAndSave(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed: make deps installs it (apt-get install xdotool)")
	}
	dir := t.TempDir()
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	path := filepath.Join(dir, "tutorial.toml")
	os.WriteFile(path, src, 0o644)
	out := filepath.Join(dir, "saved.toml")

	e, stderr, wid, w, h := startEditor(t, dir, path, out)

	// Where the window puts the palette entry and the hex: the same
	// controller model and layout functions, at device scale 1 (Xvfb).
	sc, rs, _ := scenarios.LoadScenario(path, src)
	ea, err := editor.NewApp(editor.Options{Path: path, Scenario: sc, Ruleset: rs, Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	m := ea.Panel()
	bw := w - editor.PanelWidth
	entry, ok := render.FindCell(m, render.PlaceEditorPanel(m, image.Rect(bw, 0, w, h), 1, 0).Placed, "unit:cavalry-light")
	if !ok {
		t.Fatalf("the palette entry is not shown in a %d×%d window", w, h)
	}
	g := render.BoardGeometry(&sc.Board)
	target := hex.FromOffset(5, 5)
	p := render.Fit(g.W, g.H, float64(bw), float64(h)).ToScreen(g.Layout.ToPixel(target))
	fx, fy := (entry.Min.X+entry.Max.X)/2, (entry.Min.Y+entry.Max.Y)/2
	tx, ty := int(math.Round(p.X)), int(math.Round(p.Y))

	move := func(x, y int) {
		xdo(t, "mousemove", "--window", wid, strconv.Itoa(x), strconv.Itoa(y))
		e.waitFor(fmt.Sprintf("cursor %d %d", x, y))
	}
	move(fx, fy)
	xdo(t, "mousedown", "1")
	e.waitFor("press left")
	const steps = 6
	for i := 1; i <= steps; i++ {
		move(fx+(tx-fx)*i/steps, fy+(ty-fy)*i/steps)
	}
	xdo(t, "mouseup", "1")
	e.waitFor("release left")
	// Keys go to the focused window: focus ours (there is no window
	// manager under Xvfb), then Ctrl+S.
	xdo(t, "windowfocus", "--sync", wid)
	xdo(t, "key", "--clearmodifiers", "ctrl+s")
	e.waitFor("keys ")
	var data []byte
	for deadline := time.Now().Add(20 * time.Second); ; {
		if data, err = os.ReadFile(out); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no saved file %s after Ctrl+S (drag from %d,%d to %d,%d)\n%s\n%s", out, fx, fy, tx, ty, strings.Join(e.seen, "\n"), stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	saved, _, err := scenarios.LoadScenario(out, data)
	if err != nil {
		t.Fatalf("the saved file does not pass the checks: %v", err)
	}
	var found []string
	for _, u := range saved.Armies[0].Units {
		if u.Hex == target {
			found = append(found, u.ID+" "+u.Profile)
		}
	}
	if len(found) != 1 || !strings.HasSuffix(found[0], " cavalry-light") {
		t.Fatalf("on 5,5 of the Athenians in the saved file: %v (drag from %d,%d to %d,%d)", found, fx, fy, tx, ty)
	}
	if len(saved.Armies[0].Units) != len(sc.Armies[0].Units)+1 {
		t.Errorf("%d Athenian units saved, want %d", len(saved.Armies[0].Units), len(sc.Armies[0].Units)+1)
	}
}

// startEditor runs the editor on the scenario at path (saving to out) in
// a child process, on an X server of the test's own, with dir as its
// home; it returns the child's echo, its standard error, its window's
// X id and its size once it has drawn its first frame.
func startEditor(t *testing.T, dir, path, out string) (e *echoes, stderr *bytes.Buffer, wid string, w, h int) {
	t.Helper()
	display = startXvfb(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), editorHelperEnv+"="+path+"\x1f"+out, "ESTAFETTE_HOME="+dir, "DISPLAY="+display)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr = new(bytes.Buffer)
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	e = &echoes{t: t, lines: make(chan string, 1024)}
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
	}()
	fmt.Sscanf(e.waitFor("size "), "size %d %d", &w, &h)
	e.waitFor("drawn ")
	wid = strings.Fields(xdo(t, "search", "--sync", "--onlyvisible", "--pid", strconv.Itoa(cmd.Process.Pid)))[0]
	return e, stderr, wid, w, h
}
