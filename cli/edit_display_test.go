//go:build display

package cli

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"estafette/game"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// xdotool runs xdotool with a timeout and returns its output.
func xdotool(t *testing.T, timeout time.Duration, args ...string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	var out, errb bytes.Buffer
	cmd := exec.CommandContext(ctx, "xdotool", args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ctx.Err() != nil {
		return out.String(), fmt.Errorf("xdotool %s: no answer within %s", strings.Join(args, " "), timeout)
	}
	if err != nil {
		return out.String(), fmt.Errorf("xdotool %s: %v: %s", strings.Join(args, " "), err, errb.String())
	}
	return out.String(), nil
}

func mustXdotool(t *testing.T, args ...string) string {
	t.Helper()
	out, err := xdotool(t, 10*time.Second, args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// editorProc is the editor running in a child process, and its window.
type editorProc struct {
	wid        string
	x, y, w, h int
	out        *bytes.Buffer // its standard output and error, for failures
}

// startEditor runs `estafette edit ARGS` in a child process (Ebiten opens
// one window per process) and returns it with its window id and geometry.
func startEditor(t *testing.T, args ...string) *editorProc {
	t.Helper()
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed: make deps installs it (apt-get install xdotool)")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperEnv+"="+strings.Join(append([]string{"edit"}, args...), "\x1f"), "ESTAFETTE_HOME="+t.TempDir())
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-done
	})
	pid := strconv.Itoa(cmd.Process.Pid)
	deadline := time.Now().Add(30 * time.Second)
	wid := ""
	for wid == "" {
		select {
		case err := <-done:
			t.Fatalf("the editor exited before its window showed: %v\n%s", err, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("no editor window within 30 s (pid %s)\n%s", pid, stderr.String())
		}
		out, _ := xdotool(t, 5*time.Second, "search", "--onlyvisible", "--pid", pid)
		if f := strings.Fields(out); len(f) > 0 {
			wid = f[0]
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	// The window may be moved or resized once after it shows (it is
	// centred on the screen): wait until its geometry has stayed the same
	// for a second, and the first frames have had time to draw.
	geometry := func() map[string]int {
		geo := map[string]int{}
		for _, line := range strings.Split(mustXdotool(t, "getwindowgeometry", "--shell", wid), "\n") {
			if k, v, ok := strings.Cut(line, "="); ok {
				geo[k], _ = strconv.Atoi(v)
			}
		}
		return geo
	}
	// The editor names its scenario in the title once it has drawn its
	// first frame (the slow one: sprites, fonts, the board's image).
	for {
		name, _ := xdotool(t, 5*time.Second, "getwindowname", wid)
		if strings.Contains(name, " — ") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the editor window is still titled %q: its loop does not run\n%s", name, stderr.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	geo, same, start := geometry(), 0, time.Now()
	for same < 4 || time.Since(start) < time.Second {
		if time.Now().After(deadline) {
			t.Fatalf("the editor window does not settle: %v\n%s", geo, stderr.String())
		}
		time.Sleep(200 * time.Millisecond)
		g := geometry()
		if fmt.Sprint(g) == fmt.Sprint(geo) {
			same++
		} else {
			geo, same = g, 0
		}
	}
	if geo["WIDTH"] < 800 || geo["HEIGHT"] < 500 {
		t.Fatalf("window geometry %v", geo)
	}
	return &editorProc{wid: wid, x: geo["X"], y: geo["Y"], w: geo["WIDTH"], h: geo["HEIGHT"], out: &stderr}
}

// TestEditorRealDragAndSave drives the editor with real X input events
// (xdotool): it drags a light cavalry unit from the palette onto hex 5,5
// of a copy of the tutorial, presses Ctrl+S, and checks the saved file.
// The screen positions come from the window's own layout code
// (render.LayoutEditorPanel, render.Fit) and the window's geometry.
func TestEditorRealDragAndSave(t *testing.T) {
	dir := t.TempDir()
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	path := filepath.Join(dir, "tutorial.toml")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "saved.toml")
	ed := startEditor(t, path, "--save-to", out, "--lang", "en", "--no-autosave")
	wid, wx, wy, w, h := ed.wid, ed.x, ed.y, ed.w, ed.h

	// Where the window puts the palette entry and the hex: the same
	// controller model and layout functions, at device scale 1 (Xvfb).
	sc, rs, err := scenarios.LoadScenario(path, src)
	if err != nil {
		t.Fatal(err)
	}
	c := game.NewEditorController(path, sc, rs)
	c.Lang = i18n.EN
	m := c.Panel(false)
	panelW := game.EditorPanelWidth
	boardW := w - panelW
	placed, _, _ := render.LayoutEditorPanel(m, boardW, 0, panelW, h, 1, 0)
	entry, ok := render.FindCell(m, placed, "unit:cavalry-light")
	if !ok {
		t.Fatalf("the palette entry is not shown in a %d×%d window", w, h)
	}
	g := render.BoardGeometry(&sc.Board)
	cam := render.Fit(g.W, g.H, float64(boardW), float64(h))
	target := hex.FromOffset(5, 5)
	p := cam.ToScreen(g.Layout.ToPixel(target))
	fromX, fromY := wx+(entry.Min.X+entry.Max.X)/2, wy+(entry.Min.Y+entry.Max.Y)/2
	toX, toY := wx+int(math.Round(p.X)), wy+int(math.Round(p.Y))

	move := func(x, y int) { mustXdotool(t, "mousemove", "--sync", strconv.Itoa(x), strconv.Itoa(y)) }
	pause := func() { time.Sleep(300 * time.Millisecond) }
	// dragAndSave drags the entry onto the hex with real mouse events, then
	// presses Ctrl+S, and returns the saved scenario. The window reads input
	// once per tick; on a loaded machine a tick can come late and miss a
	// step, so the steps are slow, and the whole gesture is tried again if
	// the drop was lost (a lost drop leaves the scenario as it was).
	dragAndSave := func() (*rules.Scenario, []string) {
		os.Remove(out)
		move(fromX, fromY)
		time.Sleep(600 * time.Millisecond) // the editor sees the cursor on the entry
		mustXdotool(t, "mousedown", "1")
		// A tick must see the button down with the cursor still on the entry.
		time.Sleep(600 * time.Millisecond)
		const steps = 12
		for i := 1; i <= steps; i++ {
			move(fromX+(toX-fromX)*i/steps, fromY+(toY-fromY)*i/steps)
			time.Sleep(80 * time.Millisecond)
		}
		time.Sleep(600 * time.Millisecond)
		mustXdotool(t, "mouseup", "1")
		pause()
		// Keys go to the focused window: focus ours (there is no window
		// manager under Xvfb), then Ctrl+S.
		xdotool(t, 5*time.Second, "windowfocus", "--sync", wid)
		pause()
		mustXdotool(t, "key", "--clearmodifiers", "ctrl+s")
		deadline := time.Now().Add(20 * time.Second)
		var data []byte
		for {
			if data, err = os.ReadFile(out); err == nil {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no saved file %s within 20 s after Ctrl+S (drag from %d,%d to %d,%d)\n%s", out, fromX, fromY, toX, toY, ed.out)
			}
			time.Sleep(200 * time.Millisecond)
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
		return saved, found
	}
	var saved *rules.Scenario
	var found []string
	for try := 1; try <= 3; try++ {
		if saved, found = dragAndSave(); len(found) > 0 {
			break
		}
		t.Logf("attempt %d: the drop did not reach the editor; trying again", try)
	}
	if len(found) != 1 || !strings.HasSuffix(found[0], " cavalry-light") {
		t.Fatalf("on 5,5 of the Athenians in the saved file: %v (drag from %d,%d to %d,%d)\n%s", found, fromX, fromY, toX, toY, ed.out)
	}
	if len(saved.Armies[0].Units) != len(sc.Armies[0].Units)+1 {
		t.Errorf("%d Athenian units saved, want %d", len(saved.Armies[0].Units), len(sc.Armies[0].Units)+1)
	}
}

// editShot runs `estafette edit ARGS --screenshot` in a child process and
// returns the PNG.
func editShot(t *testing.T, args ...string) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "shot.png")
	runWindow(t, append(append([]string{"edit"}, args...), "--screenshot", out)...)
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// boardPoint is where a hex's centre, moved by dx, dy hex sizes, is in a
// screenshot of the editor on a board.
func boardPoint(img image.Image, b *rules.Board, label string, dx, dy float64) (int, int) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	g := render.BoardGeometry(b)
	cam := render.Fit(g.W, g.H, float64(w-game.EditorPanelWidth), float64(h))
	hx, _ := hex.ParseLabel(label)
	p := g.Layout.ToPixel(hx)
	p.X += dx * g.Layout.Size
	p.Y += dy * g.Layout.Size
	s := cam.ToScreen(p)
	return int(math.Round(s.X)), int(math.Round(s.Y))
}

// TestEditorScreenshotRefusedDrop drops a unit on G2's hex: the status
// line shows "Refused" in the refusal colour, and G2's hex still shows a
// blue Athenian unit.
func TestEditorScreenshotRefusedDrop(t *testing.T) {
	file := "../scenarios/tutorial.toml"
	img := editShot(t, file, "--lang", "en", "--drag", "palette:unit:cavalry-light>G2")
	h := img.Bounds().Dy()
	found := 0
	for x := 0; x < 120; x++ {
		for y := h - 50; y < h; y++ {
			if close(img.At(x, y), render.StatusRefusal) {
				found++
			}
		}
	}
	if found < 20 {
		t.Errorf("no refusal drawn in the status line (%d pixels of its colour)", found)
	}
	// The Athenian base's colour on G2's hex, left of its symbol.
	sc, _, _ := scenarios.LoadScenario(file, mustRead(t, file))
	x, y := boardPoint(img, &sc.Board, "6,8", -0.45, 0)
	if got := img.At(x, y); !close(got, render.ArmyColors[0]) {
		t.Errorf("G2's hex at %d,%d is %v, want the Athenians' %v", x, y, got, render.ArmyColors[0])
	}
}

// TestEditorScreenshotTerrainAndRoad paints woods and draws a road on a
// new scenario, then samples the board.
func TestEditorScreenshotTerrainAndRoad(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "new.toml")
	img := editShot(t, file, "--ruleset", "thucydide", "--size", "16x12", "--lang", "en",
		"--click", "palette:brush:woods", "--drag", "3,3>4,3>5,4",
		"--click", "palette:tool:road", "--drag", "8,2>8,3>8,4>9,5")
	b := &rules.Board{Columns: 16, Rows: 12}
	for _, l := range []string{"3,3", "4,3", "5,4"} {
		x, y := boardPoint(img, b, l, 0.55, 0)
		if got := img.At(x, y); !close(got, render.TerrainColor("woods")) {
			t.Errorf("painted hex %s at %d,%d is %v, want woods %v", l, x, y, got, render.TerrainColor("woods"))
		}
	}
	if x, y := boardPoint(img, b, "6,6", 0.55, 0); !close(img.At(x, y), render.TerrainColor("clear")) {
		t.Errorf("6,6 should stay clear: %v", img.At(x, y))
	}
	// Half way between 8,3 and 8,4 lies the road (the board's road colour).
	road := color.RGBA{0x8a, 0x64, 0x38, 0xff}
	x, y := boardPoint(img, b, "8,3", 0, math.Sqrt(3)/2)
	if got := img.At(x, y); !close(got, road) {
		t.Errorf("the road between 8,3 and 8,4 at %d,%d is %v, want %v", x, y, got, road)
	}
}

func mustRead(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
