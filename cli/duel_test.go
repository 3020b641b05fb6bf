package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"estafette/internal/safefile"
)

// duelRun is one run of `estafette duel` with its output.
type duelRun struct {
	code     int
	out, err string
}

// runDuelT runs `estafette duel args...`; timeout is the external
// players' (0: the real 30 s).
func runDuelT(t *testing.T, timeout time.Duration, args ...string) duelRun {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" }, ReadFile: safefile.Read}
	var code int
	if timeout == 0 {
		code = Main(append([]string{"duel"}, args...), env)
	} else {
		code = runDuel(args, env, timeout)
	}
	return duelRun{code, out.String(), errb.String()}
}

// jsonDuel mirrors `duel --json` (docs/formats.md, and the median and the
// summary think_ms docs/duel.md adds); decoding with DisallowUnknownFields
// checks the field names.
type jsonDuel struct {
	Scenario string `json:"scenario"`
	Games    []struct {
		Game         int                     `json:"game"`
		Seed         int64                   `json:"seed"`
		Armies       map[string]string       `json:"armies"`
		Winner       string                  `json:"winner"`
		WinnerPlayer string                  `json:"winner_player"`
		Turns        int                     `json:"turns"`
		Actions      int                     `json:"actions"`
		Capped       bool                    `json:"capped"`
		Forfeit      string                  `json:"forfeit"`
		ThinkMS      map[string]jsonThink    `json:"think_ms"`
		Blunders     map[string]jsonBlunders `json:"blunders"`
	} `json:"games"`
	Wins     map[string]int          `json:"wins"`
	Draws    int                     `json:"draws"`
	ThinkMS  map[string]jsonThink    `json:"think_ms"`
	Blunders map[string]jsonBlunders `json:"blunders"`
}

type jsonBlunders struct {
	Contact int `json:"contact"`
	Exposed int `json:"exposed"`
	Pursuit int `json:"pursuit"`
}

type jsonThink struct {
	Decisions int     `json:"decisions"`
	Mean      float64 `json:"mean"`
	Median    float64 `json:"median"`
	P95       float64 `json:"p95"`
	Max       float64 `json:"max"`
}

func decodeDuel(t *testing.T, out string) jsonDuel {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	var j jsonDuel
	if err := dec.Decode(&j); err != nil {
		t.Fatalf("the output is not the duel JSON object: %v\n%s", err, out)
	}
	if dec.More() {
		t.Fatalf("more than one JSON value:\n%s", out)
	}
	return j
}

// checkRecords replays every game's record: each line is accepted, and
// the game ends as the duel said.
func checkRecords(t *testing.T, dir string, j jsonDuel) {
	t.Helper()
	for _, g := range j.Games {
		name := filepath.Join(dir, fmt.Sprintf("game-%03d.rec", g.Game))
		rec := readFixture(t, name)
		if first := strings.SplitN(rec, "\n", 2)[0]; first != fmt.Sprintf("seed %d", g.Seed) {
			t.Errorf("%s begins %q, want seed %d", name, first, g.Seed)
		}
		r := runReplay(t, nil, "--json", tutorial, name)
		if r.code != 0 {
			t.Fatalf("replay %s: exit %d\n%s%s", name, r.code, r.err, r.out)
		}
		rep := decodeReplay(t, r.out)
		if len(rep.Actions) != g.Actions {
			t.Errorf("%s: %d actions, the duel played %d", name, len(rep.Actions), g.Actions)
		}
		if g.Forfeit == "" && !g.Capped && (rep.State.Winner != g.Winner || rep.State.Phase != "over" || rep.State.Turn != g.Turns) {
			t.Errorf("%s replays to %s winning in turn %d (%s), the duel said %q in turn %d", name, rep.State.Winner, rep.State.Turn, rep.State.Phase, g.Winner, g.Turns)
		}
	}
}

// TestDuelSmoke is the smoke duel of `make test`: the built-in opponent
// against random on the tutorial, sides alternated, every record
// replayed.
func TestDuelSmoke(t *testing.T) {
	dir := t.TempDir()
	r := runDuelT(t, 0, "--games", "2", "--alternate", "--json", "--records", dir, tutorial, "ai", "random")
	if r.code != 0 || r.err != "" {
		t.Fatalf("exit %d, stderr %q\n%s", r.code, r.err, r.out)
	}
	j := decodeDuel(t, r.out)
	if j.Scenario != tutorial || len(j.Games) != 2 {
		t.Fatalf("scenario %q, %d games", j.Scenario, len(j.Games))
	}
	if j.Wins["ai"]+j.Wins["random"]+j.Draws != 2 {
		t.Errorf("wins %v and %d draws for 2 games", j.Wins, j.Draws)
	}
	for i, g := range j.Games {
		if g.Game != i || g.Seed != int64(1+i) {
			t.Errorf("game %d: number %d, seed %d", i, g.Game, g.Seed)
		}
		first := "ai"
		if i == 1 {
			first = "random" // --alternate: the players swap armies
		}
		if g.Armies["atheniens"] != first {
			t.Errorf("game %d: the Athenians are %q, want %q", i, g.Armies["atheniens"], first)
		}
		if g.Winner != "" && g.Armies[g.Winner] != g.WinnerPlayer {
			t.Errorf("game %d: winner %s is %q, winner_player %q", i, g.Winner, g.Armies[g.Winner], g.WinnerPlayer)
		}
		ai := g.ThinkMS["ai"]
		if ai.Decisions == 0 || ai.Max < ai.P95 || ai.P95 < ai.Median || g.ThinkMS["random"].Decisions == 0 {
			t.Errorf("game %d: think times %+v", i, g.ThinkMS)
		}
	}
	if s := j.ThinkMS["ai"]; s.Decisions != j.Games[0].ThinkMS["ai"].Decisions+j.Games[1].ThinkMS["ai"].Decisions {
		t.Errorf("the summary counts %d decisions of ai", s.Decisions)
	}
	// The computer's blunders are counted, game by game and in all;
	// random's are not (they say nothing and would slow its duels).
	var sum jsonBlunders
	for i, g := range j.Games {
		if _, ok := g.Blunders["random"]; ok {
			t.Errorf("game %d counts random's blunders: %v", i, g.Blunders)
		}
		b, ok := g.Blunders["ai"]
		if !ok {
			t.Errorf("game %d counts no blunders for ai: %v", i, g.Blunders)
		}
		sum.Contact, sum.Exposed, sum.Pursuit = sum.Contact+b.Contact, sum.Exposed+b.Exposed, sum.Pursuit+b.Pursuit
	}
	if j.Blunders["ai"] != sum || len(j.Blunders) != 1 {
		t.Errorf("the summary's blunders are %v, the games' add up to %v for ai", j.Blunders, sum)
	}
	checkRecords(t, dir, j)
}

// TestDuelIsRepeatable: the same command line gives the same games, byte
// for byte: the output (the text has no think times) and the records.
func TestDuelIsRepeatable(t *testing.T) {
	if raceEnabled {
		t.Skip("whole games: make unit plays them, without the race detector")
	}
	var outs, recs [2]string
	for i := range outs {
		dir := t.TempDir()
		r := runDuelT(t, 0, "--games", "3", "--seed", "40", "--records", dir, tutorial, "ai:easy", "greedy")
		if r.code != 0 {
			t.Fatalf("exit %d: %s", r.code, r.err)
		}
		outs[i] = r.out
		for g := 0; g < 3; g++ {
			recs[i] += readFixture(t, filepath.Join(dir, fmt.Sprintf("game-%03d.rec", g)))
		}
	}
	if outs[0] != outs[1] {
		t.Errorf("two runs print\n%s\nand\n%s", outs[0], outs[1])
	}
	if recs[0] != recs[1] {
		t.Error("two runs write different records")
	}
	lines := strings.Split(strings.TrimSpace(outs[0]), "\n")
	if len(lines) != 4 || !regexp.MustCompile(`^ai:easy \d+ wins, greedy \d+ wins, \d+ draws$`).MatchString(lines[3]) {
		t.Errorf("want three game lines and the summary:\n%s", outs[0])
	}
	if !strings.HasPrefix(lines[0], "game 0 (seed 40): ") || !strings.HasPrefix(lines[2], "game 2 (seed 42): ") {
		t.Errorf("game lines:\n%s", outs[0])
	}
}

// TestDuelDefaultLevelIsRepeatable: the default level against random,
// sides alternated, twice: the same games (think times aside) and the
// same records byte for byte, each of which replays with exit 0 to the
// result the duel reported.
func TestDuelDefaultLevelIsRepeatable(t *testing.T) {
	if raceEnabled {
		t.Skip("whole games: make unit plays them, without the race detector")
	}
	var games [2]string
	var recs [2]string
	for i := range games {
		dir := t.TempDir()
		r := runDuelT(t, 0, "--games", "4", "--alternate", "--seed", "7", "--json", "--records", dir, tutorial, "ai", "random")
		if r.code != 0 {
			t.Fatalf("exit %d: %s", r.code, r.err)
		}
		j := decodeDuel(t, r.out)
		checkRecords(t, dir, j)
		for g := range j.Games {
			j.Games[g].ThinkMS = nil
			recs[i] += readFixture(t, filepath.Join(dir, fmt.Sprintf("game-%03d.rec", g)))
		}
		b, err := json.Marshal(j.Games)
		if err != nil {
			t.Fatal(err)
		}
		games[i] = string(b)
	}
	if games[0] != games[1] {
		t.Errorf("two runs play\n%s\nand\n%s", games[0], games[1])
	}
	if recs[0] != recs[1] {
		t.Error("two runs write different records")
	}
}

// TestDuelCapped: a game still going after --max-actions is a draw,
// marked capped.
func TestDuelCapped(t *testing.T) {
	dir := t.TempDir()
	r := runDuelT(t, 0, "--games", "2", "--max-actions", "7", "--json", "--records", dir, tutorial, "random", "random")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.err)
	}
	j := decodeDuel(t, r.out)
	for _, g := range j.Games {
		if !g.Capped || g.Winner != "" || g.WinnerPlayer != "" || g.Actions != 7 {
			t.Errorf("game %d: capped %v, winner %q, %d actions", g.Game, g.Capped, g.Winner, g.Actions)
		}
	}
	if j.Draws != 2 || j.Wins["random"] != 0 {
		t.Errorf("wins %v, draws %d", j.Wins, j.Draws)
	}
	checkRecords(t, dir, j)
}

// TestDuelBadArguments: bad arguments and files exit 2 with a reason.
func TestDuelBadArguments(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.toml")
	os.WriteFile(bad, []byte("title = 3\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "name a scenario and two players"},
		{[]string{tutorial, "ai"}, "name a scenario and two players"},
		{[]string{tutorial, "ai", "bob"}, `unknown player "bob"`},
		{[]string{tutorial, "ai:expert", "random"}, `unknown level "expert"`},
		{[]string{tutorial, "cmd:", "random"}, "names no command"},
		{[]string{"--games", "0", tutorial, "ai", "random"}, "--games needs a whole number"},
		{[]string{"--games", "many", tutorial, "ai", "random"}, "--games needs a whole number"},
		{[]string{"--max-actions", "0", tutorial, "ai", "random"}, "--max-actions needs a whole number"},
		{[]string{"--seed", "x", tutorial, "ai", "random"}, "--seed needs a whole number"},
		{[]string{"--seed", "9223372036854775807", "--games", "2", tutorial, "ai", "random"}, "past the largest seed"},
		{[]string{"--frobnicate", tutorial, "ai", "random"}, "unknown option"},
		{[]string{"nowhere.toml", "ai", "random"}, "nowhere.toml: cannot read the file"},
		{[]string{bad, "ai", "random"}, "bad.toml:"},
	} {
		r := runDuelT(t, 0, tc.args...)
		if r.code != 2 || !strings.Contains(r.err, tc.want) {
			t.Errorf("duel %q: exit %d, stderr %q; want 2 and %q", tc.args, r.code, r.err, tc.want)
		}
	}
	if r := runDuelT(t, 0, "--help"); r.code != 0 || !strings.Contains(r.out, "usage: estafette duel") {
		t.Errorf("--help: exit %d\n%s", r.code, r.out)
	}
}

// TestDuelRecordsDirectory: --records creates its directory, and a record
// that cannot be written is a file error (exit 2).
func TestDuelRecordsDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "records")
	if r := runDuelT(t, 0, "--records", dir, "--max-actions", "20", tutorial, "random", "random"); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.err)
	}
	if _, err := os.Stat(filepath.Join(dir, "game-000.rec")); err != nil {
		t.Fatal(err)
	}
	blocked := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocked, nil, 0o644)
	if r := runDuelT(t, 0, "--records", blocked, "--max-actions", "20", tutorial, "random", "random"); r.code != 2 || r.err == "" {
		t.Errorf("--records on a file: exit %d, stderr %q", r.code, r.err)
	}
}

// TestDuelSummaryNamesAlikePlayersByArmy: with both players written alike
// the summary names them by army, each with its own wins (it read
// "greedy 3 wins, greedy 3 wins" for three games; issue 35, item 13).
func TestDuelSummaryNamesAlikePlayersByArmy(t *testing.T) {
	r := runDuelT(t, 0, "--games", "3", "--seed", "1", "../scenarios/tutorial.toml", "greedy", "greedy")
	lines := strings.Split(strings.TrimSpace(r.out), "\n")
	wins := map[string]int{}
	draws := 0
	for _, l := range lines[:len(lines)-1] {
		if m := regexp.MustCompile(`: (\w+) \(greedy\) wins`).FindStringSubmatch(l); m != nil {
			wins[m[1]]++
		} else {
			draws++
		}
	}
	want := fmt.Sprintf("atheniens (greedy) %d wins, beotiens (greedy) %d wins, %d draws", wins["atheniens"], wins["beotiens"], draws)
	if r.code != 0 || lines[len(lines)-1] != want || wins["atheniens"] == 0 || wins["beotiens"] == 0 {
		t.Errorf("exit %d, summary %q, want %q", r.code, lines[len(lines)-1], want)
	}
}
