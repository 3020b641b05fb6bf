package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"estafette/rules"
)

// The engine protocol against a small external player
// (testdata/engine), built once for the tests.
var (
	engineOnce sync.Once
	enginePath string
	engineErr  error
)

func engine(t *testing.T) string {
	t.Helper()
	engineOnce.Do(func() {
		dir, err := os.MkdirTemp("", "estafette-engine")
		if err != nil {
			engineErr = err
			return
		}
		enginePath = filepath.Join(dir, "engine")
		out, err := exec.Command("go", "build", "-o", enginePath, "./testdata/engine").CombinedOutput()
		if err != nil {
			engineErr = err
			enginePath = string(out)
		}
	})
	if engineErr != nil {
		t.Fatalf("building testdata/engine: %v\n%s", engineErr, enginePath)
	}
	return enginePath
}

// TestProtocolPlaysWholeGames: an external player plays the tutorial to
// the end against the built-in opponent, on either side, and two external
// players against each other; every line it reads is the protocol's, and
// every record replays.
func TestProtocolPlaysWholeGames(t *testing.T) {
	bin := engine(t)
	dir := t.TempDir()
	script := filepath.Join(dir, "transcript.txt")
	cmd := "cmd:" + bin + " first " + script
	r := runDuelT(t, 5*time.Second, "--json", "--seed", "3", "--records", dir, tutorial, "ai", cmd)
	if r.code != 0 {
		t.Fatalf("exit %d: %s\n%s", r.code, r.err, r.out)
	}
	j := decodeDuel(t, r.out)
	g := j.Games[0]
	if g.Capped || g.Forfeit != "" || g.Armies["beotiens"] != cmd {
		t.Fatalf("game: %+v", g)
	}
	checkRecords(t, dir, j)
	checkTranscript(t, readFixture(t, script), "beotiens", g.Winner)

	// Both players external, the second army first: --alternate.
	r = runDuelT(t, 5*time.Second, "--games", "2", "--alternate", "--json", "--records", dir, tutorial,
		"cmd:"+bin+" random", "cmd:"+bin+" first "+script)
	if r.code != 0 {
		t.Fatalf("exit %d: %s\n%s", r.code, r.err, r.out)
	}
	j = decodeDuel(t, r.out)
	checkRecords(t, dir, j)
	checkTranscript(t, readFixture(t, script), "atheniens", j.Games[1].Winner)
}

// checkTranscript reads what an external player was sent.
func checkTranscript(t *testing.T, text, army, winner string) {
	t.Helper()
	abs, _ := filepath.Abs(tutorial)
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	head := []string{"estafette 1", "scenario " + abs, "army " + army}
	for i, want := range head {
		if lines[i] != want {
			t.Fatalf("line %d is %q, want %q", i+1, lines[i], want)
		}
	}
	want := "over " + winner
	if winner == "" {
		want = "over draw"
	}
	if last := lines[len(lines)-1]; last != want {
		t.Errorf("the last line is %q, want %q", last, want)
	}
	gos, events, states := 0, 0, 0
	for i := 3; i < len(lines)-1; i++ {
		l := lines[i]
		verb, rest, _ := strings.Cut(l, " ")
		switch verb {
		case "state":
			states++
			checkStateLine(t, lines, i, rest)
		case "legal":
			i = checkLegalLines(t, lines, i, rest)
		case "go":
			gos++
		case "event":
			events++
		case "refused":
		default:
			t.Fatalf("line %d: %q is not a protocol line", i+1, l)
		}
		if strings.Contains(l, "seed") {
			t.Fatalf("line %d shows a seed: %q", i+1, l)
		}
	}
	if gos == 0 || events == 0 || states != gos {
		t.Errorf("%d go, %d states, %d events", gos, states, events)
	}
}

// checkStateLine: the state line at lines[i] holds replay's state object,
// and the legal actions follow it.
func checkStateLine(t *testing.T, lines []string, i int, object string) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(object))
	dec.DisallowUnknownFields()
	var s jsonState
	if err := dec.Decode(&s); err != nil {
		t.Fatalf("line %d: the state is not replay's state object: %v", i+1, err)
	}
	if lines[i+1][:6] != "legal " {
		t.Fatalf("line %d: %q after the state, want legal", i+2, lines[i+1])
	}
}

// checkLegalLines: `legal N` at lines[i] is followed by N record lines,
// then go; it returns the index of the last legal action.
func checkLegalLines(t *testing.T, lines []string, i int, count string) int {
	t.Helper()
	n, err := strconv.Atoi(count)
	if err != nil || n < 1 {
		t.Fatalf("line %d: %q", i+1, lines[i])
	}
	for k := 1; k <= n; k++ {
		rec, err := rules.ParseRecord(lines[i+k])
		if err != nil || len(rec.Lines) != 1 || rec.Lines[0].Err != nil {
			t.Fatalf("line %d: %q is not a record line", i+k+1, lines[i+k])
		}
	}
	i += n
	if lines[i+1] != "go" {
		t.Fatalf("line %d: %q after the legal actions, want go", i+2, lines[i+1])
	}
	return i
}

// TestProtocolForfeits: three refusals in a row, no answer in time, an
// exit before the end forfeit the game (the other army wins, exit 1);
// two refusals then an action, or a line too long, do not.
func TestProtocolForfeits(t *testing.T) {
	bin := engine(t)
	for _, tc := range []struct {
		mode, forfeit string
		refused       int // refused lines the player reads, at least
	}{
		{"refuse", "refused", 2},
		{"silent", "timeout", 0},
		{"exit", "exit", 0},
		{"stubborn", "", 2},
		{"long", "", 1},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			dir := t.TempDir()
			script := filepath.Join(dir, "transcript.txt")
			cmd := "cmd:" + bin + " " + tc.mode + " " + script
			r := runDuelT(t, 700*time.Millisecond, "--json", "--max-actions", "150", "--records", dir, tutorial, cmd, "random")
			j := decodeDuel(t, r.out)
			g := j.Games[0]
			if g.Forfeit != tc.forfeit {
				t.Fatalf("forfeit %q, want %q (exit %d)", g.Forfeit, tc.forfeit, r.code)
			}
			wantCode := 0
			if tc.forfeit != "" {
				wantCode = 1
				if g.Winner != "beotiens" || g.WinnerPlayer != "random" || j.Wins["random"] != 1 {
					t.Errorf("after a forfeit: winner %q (%q), wins %v", g.Winner, g.WinnerPlayer, j.Wins)
				}
			}
			if r.code != wantCode {
				t.Errorf("exit %d, want %d", r.code, wantCode)
			}
			if n := strings.Count(readFixture(t, script), "\nrefused "); n < tc.refused {
				t.Errorf("the player read %d refusals, want %d or more", n, tc.refused)
			}
			checkRecords(t, dir, j)
		})
	}
	t.Run("no such program", func(t *testing.T) {
		r := runDuelT(t, 700*time.Millisecond, "--json", tutorial, "random", "cmd:"+filepath.Join(t.TempDir(), "nothing"))
		j := decodeDuel(t, r.out)
		if r.code != 1 || j.Games[0].Forfeit != "exit" || j.Games[0].Winner != "atheniens" {
			t.Errorf("exit %d, %+v", r.code, j.Games[0])
		}
	})
}
