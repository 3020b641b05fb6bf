package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBalanceJSONAndTheTable: --json writes the games' figures, which
// --markdown reads back into a row of docs/scenarios.md's table, playing
// nothing; a file that is not such results is refused.
func TestBalanceJSONAndTheTable(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "lopsided.json")
	played := filepath.Join(dir, "played.svg")
	r := runBalance(t, "--games", "4", "--level", "easy", "--jobs", "2", "--no-handicap", "--json", out, "--svg", played, "testdata/lopsided.toml")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s\n%s", r.code, r.out, r.err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var res balanceResult
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	a, b := res.Armies[0], res.Armies[1]
	if res.Games != 4 || res.Level != "easy" || a.ID != "atheniens" || b.ID != "beotiens" || a.Wins+b.Wins+res.Draws != 4 {
		t.Fatalf("the results: %+v", res)
	}
	if res.GamesPerSecond <= 0 || len(a.Ahead) == 0 || res.Turns.Median == 0 {
		t.Errorf("speed %v, ahead %v, turns %+v", res.GamesPerSecond, a.Ahead, res.Turns)
	}
	table := runBalance(t, "--markdown", out, out)
	if table.code != 0 {
		t.Fatalf("--markdown: exit %d\n%s", table.code, table.err)
	}
	lines := strings.Split(strings.TrimSpace(table.out), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "| battle |") || !strings.HasPrefix(lines[2], "| lopsided | 4 (easy) | atheniens: ") {
		t.Errorf("the table:\n%s", table.out)
	}
	// --redraw draws the picture again from the figures alone: the games'
	// own picture, to the byte.
	if r := runBalance(t, "--markdown", "--redraw", out); r.code != 0 {
		t.Fatalf("--markdown --redraw: exit %d\n%s", r.code, r.err)
	}
	redrawn, err1 := os.ReadFile(filepath.Join(dir, "lopsided.svg"))
	want, err2 := os.ReadFile(played)
	if err1 != nil || err2 != nil || string(redrawn) != string(want) {
		t.Errorf("the picture drawn again from the results differs from the games' own")
	}
	if r := runBalance(t, "--redraw", "testdata/lopsided.toml"); r.code != 2 {
		t.Errorf("--redraw without --markdown: exit %d", r.code)
	}
	for _, bad := range []string{"testdata/lopsided.toml", filepath.Join(dir, "missing.json")} {
		if r := runBalance(t, "--markdown", bad); r.code != 2 || r.err == "" {
			t.Errorf("--markdown %s: exit %d, %q", bad, r.code, r.err)
		}
	}
	if r := runBalance(t, "--json", out, "--svg", out, "testdata/lopsided.toml"); r.code != 2 {
		t.Errorf("--json and --svg on one file: exit %d", r.code)
	}
}

// TestBalanceLadder: --ladder activations tries the activations alone,
// at a level whose computer gives orders, and says so.
func TestBalanceLadder(t *testing.T) {
	r := runBalance(t, "--games", "4", "--jobs", "2", "--ladder", "activations", "testdata/lopsided.toml")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s\n%s", r.code, r.out, r.err)
	}
	if !strings.Contains(r.out, "(activations only, as --ladder asks)") || strings.Contains(r.out, "order point ") || !strings.Contains(r.out, "+1 activation a turn") {
		t.Errorf("the handicaps tried:\n%s", r.out)
	}
}
