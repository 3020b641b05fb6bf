package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"estafette/internal/safefile"
)

const tutorial = "../scenarios/tutorial.toml"

// replayRun is one run of `estafette replay` with its output.
type replayRun struct {
	code     int
	out, err string
}

// runReplay runs `estafette replay args...` through Main. Files named in
// files are served from memory, the others from disk.
func runReplay(t *testing.T, files map[string]string, args ...string) replayRun {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{
		Stdout: &out, Stderr: &errb,
		Getenv: func(string) string { return "" },
		ReadFile: func(name string, limit int64) ([]byte, error) {
			if s, ok := files[name]; ok {
				return []byte(s), nil
			}
			return safefile.Read(name, limit)
		},
		OpenWindow: func(Window) error { t.Fatal("replay opened a window"); return nil },
	}
	code := Main(append([]string{"replay"}, args...), env)
	return replayRun{code, out.String(), errb.String()}
}

func readFixture(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// jsonReplay mirrors docs/formats.md's `replay --json` object; decoding with
// DisallowUnknownFields checks the field names.
type jsonReplay struct {
	Actions []struct {
		Line    int     `json:"line"`
		Text    string  `json:"text"`
		OK      bool    `json:"ok"`
		Rule    *string `json:"rule"`
		Message *string `json:"message"`
	} `json:"actions"`
	State jsonState `json:"state"`
}

type jsonState struct {
	Turn   int    `json:"turn"`
	Active string `json:"active"`
	Phase  string `json:"phase"`
	Armies map[string]struct {
		OrderPoints          int `json:"order_points"`
		EliminatedEnemyUnits int `json:"eliminated_enemy_units"`
	} `json:"armies"`
	Units   map[string]jsonUnit   `json:"units"`
	Leaders map[string]jsonLeader `json:"leaders"`
	Winner  string                `json:"winner"`
}

type jsonUnit struct {
	Hex       string `json:"hex"`
	Elements  int    `json:"elements"`
	Activated bool   `json:"activated"`
	Moved     bool   `json:"moved"`
	CanFight  bool   `json:"can_fight"`
}

type jsonLeader struct {
	Hex           string `json:"hex"`
	Activated     bool   `json:"activated"`
	Present       bool   `json:"present"`
	CommandRadius int    `json:"command_radius"`
}

func decodeReplay(t *testing.T, out string) jsonReplay {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	var j jsonReplay
	if err := dec.Decode(&j); err != nil {
		t.Fatalf("the output is not the replay JSON object: %v\n%s", err, out)
	}
	if dec.More() {
		t.Fatalf("more than one JSON value:\n%s", out)
	}
	return j
}

// rules lists each action's rule, "" when accepted.
func (j jsonReplay) rules() map[int]string {
	m := map[int]string{}
	for _, a := range j.Actions {
		if a.Rule != nil {
			m[a.Line] = *a.Rule
		} else {
			m[a.Line] = ""
		}
	}
	return m
}

func TestReplayAllAccepted(t *testing.T) {
	r := runReplay(t, nil, tutorial, "testdata/tutorial-ok.rec")
	if r.code != 0 || r.err != "" {
		t.Fatalf("exit %d, stderr %q\n%s", r.code, r.err, r.out)
	}
	var want strings.Builder
	for n := 4; n <= 17; n++ {
		fmt.Fprintf(&want, "%d: ok\n", n)
	}
	want.WriteString("replayed 14 actions: 14 accepted, 0 rejected\n")
	if r.out != want.String() {
		t.Errorf("output\n%s\nwant\n%s", r.out, want.String())
	}
}

func TestReplayTextRejections(t *testing.T) {
	r := runReplay(t, nil, tutorial, "testdata/tutorial-rejected.rec")
	if r.code != 1 || r.err != "" {
		t.Fatalf("exit %d, stderr %q\n%s", r.code, r.err, r.out)
	}
	lines := strings.Split(strings.TrimSuffix(r.out, "\n"), "\n")
	want := []string{
		"3: rejected CMD.RADIUS: ",
		"4: rejected PHASE.WRONG: moving belongs to the movement phase; this is the command phase",
		"5: rejected ID.NOT_YOURS: ",
		"6: rejected ID.UNKNOWN: ",
		`7: rejected SYNTAX: unknown verb "mvoe"; want order, activate, move, end, direct, messenger, attack, defend, front, withdraw, roll, follow or rally`,
		"8: ok",
		"9: ok",
		"10: ok",
		"11: rejected ID.NOT_YOURS: ",
		`12: rejected SYNTAX: move G2: "6;7" is not a hex label: it has no comma; want "col,row"`,
		"13: ok",
		"14: ok",
		"replayed 12 actions: 5 accepted, 7 rejected",
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), r.out)
	}
	for i, w := range want {
		ok := lines[i] == w
		if strings.HasSuffix(w, ": ") {
			ok = strings.HasPrefix(lines[i], w) && len(lines[i]) > len(w)
		}
		if !ok {
			t.Errorf("line %d is %q, want %q", i+1, lines[i], w)
		}
	}
}

func TestReplayJSON(t *testing.T) {
	r := runReplay(t, nil, "--json", tutorial, "testdata/tutorial-rejected.rec")
	if r.code != 1 || r.err != "" {
		t.Fatalf("exit %d, stderr %q\n%s", r.code, r.err, r.out)
	}
	if !strings.HasPrefix(r.out, "{\n  \"actions\": [\n    {\n      \"line\": 3,") {
		t.Errorf("the JSON is not indented with two spaces:\n%.80s", r.out)
	}
	j := decodeReplay(t, r.out)
	checkRejectedActions(t, j)
	checkRejectedState(t, j.State)
	checkReplayKeys(t, r.out)
}

// checkRejectedActions: each line of tutorial-rejected.rec accepted or
// refused under its rule, a refusal with its message, the text without
// its comment.
func checkRejectedActions(t *testing.T, j jsonReplay) {
	t.Helper()
	wantRules := map[int]string{3: "CMD.RADIUS", 4: "PHASE.WRONG", 5: "ID.NOT_YOURS", 6: "ID.UNKNOWN", 7: "SYNTAX",
		8: "", 9: "", 10: "", 11: "ID.NOT_YOURS", 12: "SYNTAX", 13: "", 14: ""}
	if got := j.rules(); !reflect.DeepEqual(got, wantRules) {
		t.Errorf("rules %v, want %v", got, wantRules)
	}
	for _, a := range j.Actions {
		if a.OK != (a.Rule == nil) || a.OK != (a.Message == nil) || (a.Message != nil && *a.Message == "") {
			t.Errorf("line %d: ok %v with rule %v and message %v", a.Line, a.OK, a.Rule, a.Message)
		}
	}
	if a := j.Actions[9]; a.Line != 12 || a.Text != "move G2 6;7" {
		t.Errorf("the text of line 12 is %q (line %d); want the line without its comment", a.Text, a.Line)
	}
}

// checkRejectedState: the state after tutorial-rejected.rec, both
// armies' pieces in it.
func checkRejectedState(t *testing.T, s jsonState) {
	t.Helper()
	if s.Turn != 1 || s.Active != "atheniens" || s.Phase != "combat" || s.Winner != "" {
		t.Errorf("state turn %d, active %q, phase %q, winner %q", s.Turn, s.Active, s.Phase, s.Winner)
	}
	if len(s.Armies) != 2 || s.Armies["atheniens"].OrderPoints != 4 || s.Armies["beotiens"].EliminatedEnemyUnits != 0 {
		t.Errorf("armies %+v", s.Armies)
	}
	var units, leaders []string
	for id := range s.Units {
		units = append(units, id)
	}
	for id := range s.Leaders {
		leaders = append(leaders, id)
	}
	sort.Strings(units)
	sort.Strings(leaders)
	if want := []string{"CAV", "CVB", "G1", "G2", "G3", "PEL", "PSB", "PSI", "TAN", "THE", "THS"}; !reflect.DeepEqual(units, want) {
		t.Errorf("units %v, want both armies' %v", units, want)
	}
	if want := []string{"ALC", "ARI", "HIP", "HIT", "LAC", "PAG"}; !reflect.DeepEqual(leaders, want) {
		t.Errorf("leaders %v, want both armies' %v", leaders, want)
	}
	checkRejectedUnits(t, s.Units)
	checkRejectedLeaders(t, s.Leaders)
}

// checkRejectedUnits: where the units stand after tutorial-rejected.rec,
// and what they did.
func checkRejectedUnits(t *testing.T, units map[string]jsonUnit) {
	t.Helper()
	if g1 := units["G1"]; g1.Hex != "4,7" || g1.Elements != 4 || !g1.Activated || !g1.Moved || !g1.CanFight {
		t.Errorf("G1 %+v", g1)
	}
	if g3 := units["G3"]; g3.Hex != "8,8" || !g3.Activated || g3.Moved {
		t.Errorf("G3 %+v", g3)
	}
	if tan := units["TAN"]; tan.Hex != "5,2" || tan.Activated || tan.Moved || !tan.CanFight {
		t.Errorf("TAN %+v", tan)
	}
}

// checkRejectedLeaders: where the leaders stand after
// tutorial-rejected.rec, and what they did.
func checkRejectedLeaders(t *testing.T, leaders map[string]jsonLeader) {
	t.Helper()
	if hip := leaders["HIP"]; hip.Hex != "6,8" || !hip.Activated || !hip.Present || hip.CommandRadius != 5 {
		t.Errorf("HIP %+v", hip)
	}
	if pag := leaders["PAG"]; pag.Hex != "5,2" || pag.Activated || !pag.Present {
		t.Errorf("PAG %+v", pag)
	}
}

// checkReplayKeys: the exact key sets of replay --json's objects,
// rule and message left out when a line is accepted.
func checkReplayKeys(t *testing.T, out string) {
	t.Helper()
	// The exact key sets, including omitted rule and message when ok.
	var raw map[string]any
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	keys := func(v any) string {
		var ks []string
		for k := range v.(map[string]any) {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		return strings.Join(ks, " ")
	}
	st := raw["state"].(map[string]any)
	acts := raw["actions"].([]any)
	for what, tc := range map[string]struct {
		v    any
		want string
	}{
		"top":      {raw, "actions state"},
		"rejected": {acts[0], "line message ok rule text"},
		"accepted": {acts[5], "line ok text"},
		"state":    {st, "active armies leaders phase turn units winner"},
		"army":     {st["armies"].(map[string]any)["atheniens"], "eliminated_enemy_units order_points"},
		"unit":     {st["units"].(map[string]any)["G1"], "activated can_fight elements hex moved"},
		"leader":   {st["leaders"].(map[string]any)["HIP"], "activated command_radius hex present"},
	} {
		if got := keys(tc.v); got != tc.want {
			t.Errorf("%s keys %q, want %q", what, got, tc.want)
		}
	}

}

func TestReplayJSONMidTurn(t *testing.T) {
	// Stop after the psiloi moved: Gueulante is still in force.
	full := readFixture(t, "testdata/tutorial-ok.rec")
	head := full[:strings.Index(full, "end                      # to the combat phase")]
	r := runReplay(t, map[string]string{"head.rec": head}, tutorial, "head.rec", "--json")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.out, r.err)
	}
	s := decodeReplay(t, r.out).State
	if s.Phase != "movement" || s.Armies["atheniens"].OrderPoints != 1 {
		t.Errorf("phase %q, order points %d; want movement, 4-3", s.Phase, s.Armies["atheniens"].OrderPoints)
	}
	if hip := s.Leaders["HIP"]; hip.CommandRadius != 6 {
		t.Errorf("HIP's command radius under Gueulante is %d, want 6", hip.CommandRadius)
	}
	if psi := s.Units["PSI"]; psi.Hex != "11,6" || !psi.Moved || !psi.Activated {
		t.Errorf("PSI %+v", psi)
	}
}

func TestReplayOffTableAndGameOver(t *testing.T) {
	r := runReplay(t, nil, "--json", "testdata/skirmish.toml", "testdata/skirmish.rec")
	if r.code != 1 {
		t.Fatalf("exit %d\n%s%s", r.code, r.out, r.err)
	}
	j := decodeReplay(t, r.out)
	wantRules := map[int]string{3: "", 4: "", 5: "", 6: "", 7: "", 8: "", 9: "", 10: "LDR.COMMANDER",
		11: "", 12: "", 13: "", 14: "", 15: "", 16: "GAME.OVER"}
	if got := j.rules(); !reflect.DeepEqual(got, wantRules) {
		t.Errorf("rules %v, want %v", got, wantRules)
	}
	s := j.State
	if s.Phase != "over" || s.Turn != 1 || s.Winner != "" {
		t.Errorf("phase %q, turn %d, winner %q; want the game over on turn 1, undecided", s.Phase, s.Turn, s.Winner)
	}
	checkSkirmishPieces(t, s)
}

// checkSkirmishPieces: after skirmish.rec, a reinforcement still waits
// off the table, a leader left it by his direct action, another has not
// arrived yet.
func checkSkirmishPieces(t *testing.T, s jsonState) {
	t.Helper()
	if rr := s.Units["RR"]; rr.Hex != "" || rr.Elements != 3 {
		t.Errorf("the waiting reinforcement RR is %+v; want hex \"\"", rr)
	}
	if ra := s.Units["RA"]; ra.Hex != "5,6" || !ra.Moved || ra.CanFight {
		t.Errorf("RA moved two hexes without combat: %+v", ra)
	}
	if rb := s.Units["RB"]; rb.Hex != "4,5" || !rb.Activated || !rb.CanFight {
		t.Errorf("RB %+v", rb)
	}
	if r1 := s.Leaders["R1"]; r1.Hex != "" || r1.Present || r1.CommandRadius != 3 {
		t.Errorf("R1 left the table by his direct action: %+v", r1)
	}
	if b1 := s.Leaders["B1"]; b1.Hex != "" || b1.Present {
		t.Errorf("B1 arrives on turn 2: %+v", b1)
	}
	if b0 := s.Leaders["B0"]; b0.Hex != "6,2" || !b0.Present || !b0.Activated {
		t.Errorf("B0 %+v", b0)
	}
}

// TestReplayRejectedLineChangesNothing inserts lines that are refused
// wherever they stand and checks the final state is the same as without.
func TestReplayRejectedLineChangesNothing(t *testing.T) {
	good := readFixture(t, "testdata/tutorial-ok.rec")
	base := runReplay(t, nil, "--json", tutorial, "testdata/tutorial-ok.rec")
	if base.code != 0 {
		t.Fatalf("baseline exit %d\n%s", base.code, base.out)
	}
	want := decodeReplay(t, base.out).State
	lines := strings.Split(strings.TrimSuffix(good, "\n"), "\n")
	seedAt := 1 // the bad line goes after `seed 7`, which must stay first
	if lines[seedAt] != "seed 7" {
		t.Fatalf("line %d is %q", seedAt+1, lines[seedAt])
	}
	seen := map[string]bool{}
	for _, bad := range []string{
		"mvoe G1 4,7",                   // SYNTAX
		"move G1 4;7",                   // SYNTAX
		"seed 3",                        // SYNTAX: after an action
		"move XYZ 5,5",                  // ID.UNKNOWN or PHASE.WRONG
		"activate HIP XYZ",              // ID.UNKNOWN or PHASE.WRONG
		"order gueulante XYZ",           // ID.UNKNOWN or an order rule
		"activate HIP G1 G2 G3 PEL CAV", // too many pieces
		"direct HIP G2 activate",        // the commander, or not yours
		"roll",                          // no combat declared
	} {
		for at := seedAt + 1; at <= len(lines); at++ {
			rec := strings.Join(lines[:at], "\n") + "\n" + bad + "\n" + strings.Join(lines[at:], "\n") + "\n"
			r := runReplay(t, map[string]string{"bad.rec": rec}, "--json", tutorial, "bad.rec")
			j := decodeReplay(t, r.out)
			for _, a := range j.Actions {
				if a.Line == at+1 {
					if a.OK {
						t.Errorf("%q on line %d was accepted", bad, at+1)
					} else {
						seen[*a.Rule] = true
					}
				} else if !a.OK {
					t.Errorf("with %q on line %d, line %d %q was refused: %s", bad, at+1, a.Line, a.Text, *a.Message)
				}
			}
			if r.code != 1 {
				t.Errorf("%q on line %d: exit %d, want 1", bad, at+1, r.code)
			}
			if !reflect.DeepEqual(j.State, want) {
				t.Errorf("%q on line %d changed the state:\n%+v\nwant\n%+v", bad, at+1, j.State, want)
			}
		}
	}
	for _, rule := range []string{"SYNTAX", "ID.UNKNOWN", "PHASE.WRONG"} {
		if !seen[rule] {
			t.Errorf("no inserted line was refused with %s (got %v)", rule, seen)
		}
	}
}

func TestReplayExitTwo(t *testing.T) {
	valid := readFixture(t, "testdata/skirmish.toml")
	files := map[string]string{
		"bad.toml":  strings.Replace(valid, "turns = 1", "turns = 1\nweather = \"rain\"", 1),
		"ok.rec":    "end\n",
		"nul.rec":   "end\nmove\x00 G1 5,5\n",
		"utf8.rec":  "# caf\xe9\nend\n",
		"big.rec":   strings.Repeat("# padding padding padding padding padding\n", 30000),
		"lines.rec": strings.Repeat("\n", 100_001),
	}
	for _, tc := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"testdata/missing.toml", "ok.rec"}, "testdata/missing.toml: cannot read the file"},
		{[]string{"bad.toml", "ok.rec"}, `bad.toml:6:1: weather: unknown key "weather"`},
		{[]string{"testdata/skirmish.toml", "testdata/missing.rec"}, "testdata/missing.rec: cannot read the file"},
		{[]string{"testdata/skirmish.toml", "nul.rec"}, "nul.rec:2:5: the record is not text: it contains a NUL byte"},
		{[]string{"testdata/skirmish.toml", "utf8.rec"}, "utf8.rec:1:6: the record is not text: invalid UTF-8"},
		{[]string{"testdata/skirmish.toml", "big.rec"}, "big.rec: the record is 1260000 bytes, more than the 1048576 (1 MiB) allowed"},
		{[]string{"testdata/skirmish.toml", "lines.rec"}, "lines.rec:100001:1: the record has more than 100000 lines"},
		{nil, "usage: estafette replay [--json] [--log] SCENARIO RECORD"},
		{[]string{"testdata/skirmish.toml"}, "name a scenario and a record"},
		{[]string{"testdata/skirmish.toml", "ok.rec", "ok.rec"}, "name a scenario and a record"},
		{[]string{"--yaml", "testdata/skirmish.toml", "ok.rec"}, "unknown option --yaml"},
	} {
		r := runReplay(t, files, tc.args...)
		if r.code != 2 || !strings.Contains(r.err, tc.stderr) || r.out != "" {
			t.Errorf("replay %q: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, r.code, r.out, r.err, tc.stderr)
		}
	}
}

func TestReplayEdgeCases(t *testing.T) {
	files := map[string]string{
		"empty.rec": "# nothing yet\n\n",
		"one.rec":   "seed 9\nend # to the movement phase\n",
		"html.rec":  "move G1 <4,7> & more\n",
	}
	r := runReplay(t, files, tutorial, "empty.rec")
	if r.code != 0 || r.out != "replayed 0 actions: 0 accepted, 0 rejected\n" {
		t.Errorf("empty record: exit %d, %q", r.code, r.out)
	}
	r = runReplay(t, files, tutorial, "one.rec")
	if r.code != 0 || r.out != "2: ok\nreplayed 1 action: 1 accepted, 0 rejected\n" {
		t.Errorf("one action: exit %d, %q", r.code, r.out)
	}
	r = runReplay(t, files, tutorial, "--json", "empty.rec")
	if j := decodeReplay(t, r.out); r.code != 0 || j.Actions == nil || len(j.Actions) != 0 || j.State.Phase != "command" {
		t.Errorf("empty record in JSON: exit %d\n%s", r.code, r.out)
	}
	if !strings.Contains(r.out, `"actions": [],`) {
		t.Errorf("no actions should print an empty list:\n%s", r.out)
	}
	r = runReplay(t, files, "--json", tutorial, "html.rec")
	if r.code != 1 || !strings.Contains(r.out, `"text": "move G1 <4,7> & more"`) {
		t.Errorf("the text is escaped or lost: exit %d\n%s", r.code, r.out)
	}
}

// TestReplayLog: with --log, each accepted line is followed by what it
// did, the rules' events in the sentences of the table's log; a refused
// line has none; with --json the sentences are each action's "log".
func TestReplayLog(t *testing.T) {
	r := runReplay(t, nil, "--log", tutorial, "testdata/tutorial-ok.rec")
	if r.code != 0 || r.err != "" {
		t.Fatalf("exit %d, stderr %q\n%s", r.code, r.err, r.out)
	}
	for _, want := range []string{
		"5: ok\n    Hippocrate, stratège (HIP) activates Hoplites athéniens (centre) (G2), Hoplites athéniens (aile droite) (G3), Psiles égarés près de la grève (PSI) (group 1)\n6: ok\n",
		"7: ok\n    Hoplites athéniens (centre) (G2) moves 6,8 → 6,7 (1 hex(es), can still fight)\n",
		"17: ok\n    turn 2: Armée d'Athènes to play, command phase\nreplayed 14 actions",
	} {
		if !strings.Contains(r.out, want) {
			t.Errorf("the log lacks %q:\n%s", want, r.out)
		}
	}
	rej := runReplay(t, nil, "--log", tutorial, "testdata/tutorial-rejected.rec")
	for _, l := range strings.Split(rej.out, "\n") {
		if strings.Contains(l, "rejected") && strings.HasPrefix(l, "    ") {
			t.Errorf("a refused line has a log: %q", l)
		}
	}
	js := runReplay(t, nil, "--log", "--json", tutorial, "testdata/tutorial-ok.rec")
	var out struct {
		Actions []struct {
			Line int      `json:"line"`
			Log  []string `json:"log"`
		} `json:"actions"`
	}
	if err := json.Unmarshal([]byte(js.out), &out); err != nil || len(out.Actions) != 14 {
		t.Fatalf("JSON: %v\n%s", err, js.out)
	}
	if l := out.Actions[3].Log; len(l) != 1 || l[0] != "Hoplites athéniens (centre) (G2) moves 6,8 → 6,7 (1 hex(es), can still fight)" {
		t.Errorf("line %d's log: %q", out.Actions[3].Line, l)
	}
}
