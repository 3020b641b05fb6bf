package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/scenarios"
)

func TestWindowFlags(t *testing.T) {
	var r run
	rec := filepath.Join(t.TempDir(), "t.rec")
	os.WriteFile(rec, []byte("seed 9\nactivate HIP G2\nend\n"), 0o644)
	code := Main([]string{"--select", "G2", "--record", rec, "--click", "6,7", "--click=HIP", "--hover", "6,6",
		"--bench-frames", "30", "--no-autosave", "--lang", "en"}, r.env(nil))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	o := r.opened[0].Options
	if o.Select != "G2" || o.BenchFrames != 30 || !o.NoAutosave || o.Hover != "6,6" || strings.Join(o.Clicks, " ") != "6,7 HIP" {
		t.Errorf("options %+v", o)
	}
	if len(o.Record) != 2 || o.Record[0].String() != "activate HIP G2" || o.Seed != 9 {
		t.Errorf("record %v, seed %d", o.Record, o.Seed)
	}
	if o.Name != "tutorial.toml" || len(o.Source) == 0 || o.Start.IsZero() {
		t.Errorf("the window must know its scenario file: %q, %d bytes", o.Name, len(o.Source))
	}
}

func TestBadWindowFlags(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.rec")
	os.WriteFile(bad, []byte("activate HIP G2\nfly away\n"), 0o644)
	checkRefusals(t, []refusal{
		{[]string{"--bench-frames", "many"}, 2, `--bench-frames needs a number of frames, not "many"`},
		{[]string{"--bench-frames", "0"}, 2, "--bench-frames needs a number"},
		{[]string{"--select"}, 2, "needs a value"},
		{[]string{"--record", "nope.rec"}, 1, "nope.rec: cannot read the file"},
		{[]string{"--record", bad}, 1, bad + ":2: SYNTAX: unknown verb \"fly\""},
	})
}

// TestPlaySavedGame opens a saved game given on the command line.
func TestPlaySavedGame(t *testing.T) {
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("tutorial.toml", src, sc, rs, 0)
	c.Select("HIP")
	c.Click(sc.Armies[0].Units[1].Hex, "", false)
	data, err := c.SaveText()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "g.estafette")
	os.WriteFile(path, data, 0o644)
	var r run
	if code := Main([]string{"play", path}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	o := r.opened[0].Options
	if o.Saved == nil || len(o.Saved.Record()) != 1 || r.opened[0].Scenario.Title != sc.Title {
		t.Errorf("saved game not opened: %+v", o.Saved)
	}
	// A damaged saved game is refused with its position.
	os.WriteFile(path, []byte(strings.Replace(string(data), "activate HIP", "activate XYZ", 1)), 0o644)
	r = run{}
	if code := Main([]string{"play", path}, r.env(nil)); code != 1 || !strings.Contains(r.err.String(), "rejected ID.UNKNOWN") {
		t.Errorf("exit %d: %s", code, r.err.String())
	}
}

// TestScreenshotNeedsAName: --screenshot ” is refused by every window
// command, as a missing value is, and opens no window (it opened a live
// one; issue 35, item 12).
func TestScreenshotNeedsAName(t *testing.T) {
	var cases []refusal
	for _, args := range [][]string{
		{"--screenshot", ""}, {"--screenshot="}, {"play", "--screenshot", " "}, {"--start", "--screenshot", ""},
		{"view", "../scenarios/testdata/valid.toml", "--screenshot", ""}, {"edit", "--screenshot", ""},
	} {
		cases = append(cases, refusal{args, 2, "--screenshot needs a file name"})
	}
	checkRefusals(t, cases)
}
