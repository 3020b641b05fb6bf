package cli

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"estafette/balance"
	"estafette/internal/safefile"
	"estafette/scenarios"
)

// runBalance runs `estafette balance args...`.
func runBalance(t *testing.T, args ...string) duelRun {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" }, ReadFile: safefile.Read}
	code := Main(append([]string{"balance"}, args...), env)
	return duelRun{code, out.String(), errb.String()}
}

// percents reads "score 37.5% (20.0–59.1%)" after a prefix: the score
// and its interval.
func percents(t *testing.T, out, prefix string) (rate, low, high float64) {
	t.Helper()
	re := regexp.MustCompile(regexp.QuoteMeta(prefix) + `.*?([0-9.]+)% \(([0-9.]+)–([0-9.]+)%\)`)
	m := re.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no %q with a percentage and its interval in:\n%s", prefix, out)
	}
	var f [3]float64
	for i := range f {
		f[i], _ = strconv.ParseFloat(m[i+1], 64)
	}
	return f[0], f[1], f[2]
}

// TestBalanceFindsTheWeakerSideAndRepairsIt: on the tutorial made
// lopsided on purpose (the Boeotians activate twice a turn), balance
// finds the Athenians behind, beyond chance, proposes a handicap for
// them whose games cannot be told from even, writes it into a copy of
// the scenario (its comments kept, the original untouched) and draws
// the picture.
func TestBalanceFindsTheWeakerSideAndRepairsIt(t *testing.T) {
	if testing.Short() {
		// A minute of games: make test-long plays them; make test's
		// sample is TestBalanceGamesDoNotDependOnTheJobs.
		t.Skip("plays 60 games and a handicap search")
	}
	dir := t.TempDir()
	scenario := filepath.Join(dir, "lopsided.toml")
	src, err := os.ReadFile("testdata/lopsided.toml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(scenario, src, 0o644); err != nil {
		t.Fatal(err)
	}
	copyTo, svg := filepath.Join(dir, "fixed.toml"), filepath.Join(dir, "balance.svg")
	r := runBalance(t, "--games", "20", "--level", "easy", "--jobs", "2", "--write", copyTo, "--svg", svg, scenario)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s\n%s", r.code, r.out, r.err)
	}
	t.Log(r.out)
	if !strings.Contains(r.out, "verdict: atheniens is behind") {
		t.Errorf("the Athenians, activating once a turn against twice, should be found behind:\n%s", r.out)
	}
	if _, _, high := percents(t, r.out, "atheniens"); high >= 50 {
		t.Errorf("the Athenians' score interval reaches %v%%: the test scenario is no longer lopsided beyond chance", high)
	}
	if !strings.Contains(r.out, "handicap proposed: +1 activation a turn for atheniens") {
		t.Errorf("want +1 activation for the Athenians, the difference made on purpose:\n%s", r.out)
	}
	rate, low, high := percents(t, r.out, "handicap proposed:")
	if low > 50 || high < 50 {
		t.Errorf("with the handicap the Athenians score %v%% (%v–%v%%): not repaired", rate, low, high)
	}
	// The copy: the handicap, under its comment, the rest as written.
	fixed, err := os.ReadFile(copyTo)
	if err != nil {
		t.Fatal(err)
	}
	sc, _, err := scenarios.LoadScenario(copyTo, fixed)
	if err != nil {
		t.Fatal(err)
	}
	if a := sc.Armies[0]; a.ID != "atheniens" || a.Activations == nil || *a.Activations != 2 {
		t.Errorf("the copy's Athenians: %+v", a)
	}
	if a := sc.Armies[1]; a.Activations == nil || *a.Activations != 2 {
		t.Errorf("the copy's Boeotians changed: %+v", a)
	}
	for _, kept := range []string{"# The tutorial made lopsided on purpose", "# La colline derrière laquelle", "# estafette balance: +1 activation a turn for atheniens"} {
		if !bytes.Contains(fixed, []byte(kept)) {
			t.Errorf("the copy lost or lacks %q", kept)
		}
	}
	if now, _ := os.ReadFile(scenario); !bytes.Equal(now, src) {
		t.Error("the scenario itself was changed")
	}
	pic, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	for dec := xml.NewDecoder(bytes.NewReader(pic)); ; {
		if _, err := dec.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("the picture is not XML: %v", err)
		}
	}
	if !bytes.Contains(pic, []byte("Armée d&#39;Athènes: wins")) {
		t.Errorf("the picture does not name the Athenians' result")
	}
	if !strings.Contains(r.err, "balance: [########################] 20/20 games without a handicap") {
		t.Errorf("no progress bar on standard error:\n%s", r.err)
	}
}

// TestBalanceNeverWritesOverAFileNotChosen: the scenario itself is
// never the copy, and an existing file is replaced only with --force;
// both refused before a game is played.
func TestBalanceNeverWritesOverAFileNotChosen(t *testing.T) {
	dir := t.TempDir()
	scenario := filepath.Join(dir, "s.toml")
	src, _ := os.ReadFile("testdata/lopsided.toml")
	if err := os.WriteFile(scenario, src, 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.svg")
	if err := os.WriteFile(other, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		code int
		says string
	}{
		{[]string{"--write", scenario}, 2, "is the scenario itself"},
		{[]string{"--write", filepath.Join(dir, ".", "s.toml"), "--force"}, 2, "is the scenario itself"},
		{[]string{"--svg", other}, 1, "the file exists; --force replaces it"},
		{[]string{"--svg", "x.svg", "--write", "x.svg"}, 2, "name the same file"},
	}
	for _, c := range cases {
		r := runBalance(t, append(c.args, scenario)...)
		if r.code != c.code || !strings.Contains(r.err, c.says) || strings.Contains(r.err, "games") {
			t.Errorf("%v: exit %d, %q; want %d, %q, and no game played", c.args, r.code, r.err, c.code, c.says)
		}
	}
	if now, _ := os.ReadFile(scenario); !bytes.Equal(now, src) {
		t.Error("the scenario was changed")
	}
	if now, _ := os.ReadFile(other); string(now) != "mine" {
		t.Error("the existing picture was replaced without --force")
	}
}

// TestBalanceArguments: a bad command line is refused with the usage.
func TestBalanceArguments(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--level", "expert", "testdata/lopsided.toml"},
		{"--level", "", "testdata/lopsided.toml"},
		{"--games", "0", "testdata/lopsided.toml"},
		{"--jobs", "x", "testdata/lopsided.toml"},
		{"a.toml", "b.toml"},
		{"--ladder", "elephants", "testdata/lopsided.toml"},
	} {
		if r := runBalance(t, args...); r.code != 2 || !strings.Contains(r.err, "usage: estafette balance") {
			t.Errorf("%v: exit %d, %q", args, r.code, r.err)
		}
	}
	if r := runBalance(t, "testdata/nope.toml"); r.code != 2 || !strings.Contains(r.err, "nope.toml") {
		t.Errorf("a missing scenario: exit %d, %q", r.code, r.err)
	}
}

// TestBalanceGamesDoNotDependOnTheJobs: games played one at a time or
// three at a time give the same report, the speed line aside.
func TestBalanceGamesDoNotDependOnTheJobs(t *testing.T) {
	if raceEnabled {
		t.Skip("whole games: make unit plays them, without the race detector")
	}
	report := func(jobs string) string {
		r := runBalance(t, "--games", "4", "--level", "easy", "--no-handicap", "--jobs", jobs, "testdata/lopsided.toml")
		if r.code != 0 {
			t.Fatalf("exit %d: %s", r.code, r.err)
		}
		lines := strings.Split(r.out, "\n")
		return strings.Join(lines[2:], "\n")
	}
	if one, three := report("1"), report("3"); one != three {
		t.Errorf("one job:\n%s\nthree jobs:\n%s", one, three)
	}
}

// TestTheHandicapKeepsTheScenarioAsWritten: the copy changes the army's
// line or adds it to its table, comments and layout kept; a scenario the
// text cannot be edited in (armies as inline tables) is written anew,
// and either way it reads back as the scenario with the handicap.
func TestTheHandicapKeepsTheScenarioAsWritten(t *testing.T) {
	src, err := os.ReadFile("testdata/lopsided.toml")
	if err != nil {
		t.Fatal(err)
	}
	edit := func(src []byte, h balance.Handicap) string {
		t.Helper()
		sc, rs, err := scenarios.LoadScenario("s.toml", src)
		if err != nil {
			t.Fatal(err)
		}
		out, err := handicapSource("s.toml", src, sc, rs, h, "the note")
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	// The Boeotians' activations = 2 changed in place.
	got := edit(src, balance.Handicap{Army: 1, Activations: 1})
	want := strings.Replace(string(src), "command_level = 4\nactivations = 2\n", "command_level = 4\n# the note\nactivations = 3\n", 1)
	if got != want {
		t.Errorf("the Boeotians' line was not changed in place:\n%s", got)
	}
	// The Athenians' order points added at the end of their own keys,
	// before their leaders; a description whose text holds "[[army]]" on a
	// line of its own is no table.
	multi := strings.Replace(string(src), `description_en = "`, "description_fr = \"\"\"\n[[army]]\nid = \"x\"\n\"\"\"\ndescription_en = \"", 1)
	multi = strings.Replace(multi, "description_fr", "description", 1)
	multi = strings.Replace(multi, "\ndescription = \"Hiver", "\n# was: \"Hiver", 1)
	got = edit([]byte(multi), balance.Handicap{Army: 0, OrderPoints: 2})
	if !strings.Contains(got, "edge = \"south\"\ncommand_level = 4\n# the note\norder_points = 6\n\n  [[army.leader]]") {
		t.Errorf("the Athenians' order points are not after their keys:\n%s", got)
	}
	// Armies as an array of inline tables: written anew, under the note.
	inline := "title = \"T\"\nruleset = \"thucydide\"\nfirst = \"a\"\nboard = {columns = 12, rows = 9}\n" +
		"army = [{id = \"a\", name = \"A\", edge = \"west\", command_level = 2, leader = [{id = \"L\", name = \"L\", rank = \"commander\", hex = \"1,1\"}]}," +
		" {id = \"b\", name = \"B\", edge = \"east\", command_level = 2, leader = [{id = \"M\", name = \"M\", rank = \"commander\", hex = \"12,1\"}]}]\n"
	got = edit([]byte(inline), balance.Handicap{Army: 1, OrderPoints: 3})
	if !strings.HasPrefix(got, "# the note\n") || !strings.Contains(got, "order_points = 5") {
		t.Errorf("inline armies: %s", got)
	}
}
