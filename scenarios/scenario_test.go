package scenarios

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"estafette/rules/hex"
)

func readValid(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile("testdata/valid.toml")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestValidScenarioLoads(t *testing.T) {
	sc, rs, err := LoadScenario("valid.toml", []byte(readValid(t)))
	if err != nil {
		t.Fatalf("valid scenario refused:\n%v", err)
	}
	if rs.Key != "thucydide" || len(sc.Armies) != 2 {
		t.Fatalf("got ruleset %q and %d armies", rs.Key, len(sc.Armies))
	}
	g1 := sc.Armies[0].Units[0]
	if g1.Hex != hex.FromOffset(5, 8) || g1.Elements != 4 || g1.Profile != "infantry-heavy" {
		t.Errorf("G1 read as %+v", g1)
	}
	if sc.Board.TerrainAt(hex.FromOffset(3, 4)) != "woods" || sc.Board.TerrainAt(hex.FromOffset(1, 1)) != "clear" {
		t.Error("terrain areas not applied")
	}
	if got := sc.Armies[0].StartingOrderPoints(); got != 4 {
		t.Errorf("order points default to the command level: got %d", got)
	}
	if !sc.Armies[0].Leaders[1].Allied || sc.Armies[0].Units[1].Leader != "SG1" {
		t.Error("allied flags not read")
	}
}

// errorCase edits the valid scenario and names what the errors must say.
type errorCase struct {
	name    string
	old     string // text replaced in valid.toml ("" appends new)
	new     string
	line    int      // expected line of the first error (0: not checked)
	want    []string // substrings of the error text
	nErrors int      // expected number of errors (0: not checked)
}

func TestMalformedScenarios(t *testing.T) {
	cases := []errorCase{
		{name: "syntax", old: `columns = 12`, new: `columns = = 12`, line: 6, want: []string{"malformed TOML"}},
		{name: "unterminated string", old: `name = "Grecs"`, new: `name = "Grecs`, line: 18, want: []string{"malformed TOML"}},
		{name: "unknown top key", old: "first = \"grecs\"\n", new: "first = \"grecs\"\ncolour = \"red\"\n", line: 4, want: []string{`unknown key "colour"`}},
		{name: "unknown unit key", old: "  hex = \"5,8\"\n", new: "  hex = \"5,8\"\n  morale = 7\n", line: 41, want: []string{`unknown key "morale"`, "army[0].unit[0]"}},
		{name: "missing key", old: "  elements = 3\n", new: "", line: 42, want: []string{`"elements" is missing`, "army[0].unit[1]"}},
		{name: "wrong type", old: `columns = 12`, new: `columns = "12"`, line: 6, want: []string{"columns must be an integer"}},
		{name: "unknown terrain", old: `terrain = "woods"`, new: `terrain = "jungle"`, line: 10, want: []string{`unknown terrain "jungle"`}},
		{name: "unknown profile", old: `profile = "infantry-medium"`, new: `profile = "hoplite"`, line: 65, want: []string{`unknown profile "hoplite"`, "P1"}},
		{name: "bad label", old: `hex = "6,8"`, new: `hex = "6;8"`, line: 26, want: []string{`"6;8"`}, nErrors: 1},
		{name: "off board", old: `hex = "5,8"`, new: `hex = "5,10"`, line: 40, want: []string{"5,10", "off the board"}, nErrors: 1},
		{name: "shared hex", old: `hex = "5,8"`, new: `hex = "8,8"`, line: 47, want: []string{"G1", "G2", "8,8", "share"}, nErrors: 1},
		{name: "two commanders", old: `rank = "subgeneral"`, new: `rank = "commander"`, line: 31, want: []string{"second commander", "SG1"}},
		{name: "no commander", old: "rank = \"commander\"\n  hex = \"6,2\"", new: "rank = \"officer\"\n  hex = \"6,2\"", line: 50, want: []string{"army perses has no commander"}},
		{name: "road not adjacent", old: `"3,5", "4,4"]`, new: `"3,5", "5,4"]`, line: 14, want: []string{"road hex 5,4 is not adjacent to the previous hex 3,5"}},
		{name: "zero elements", old: `elements = 3`, new: `elements = 0`, line: 46, want: []string{"G2", "elements = 0"}},
		{name: "allied leader not subgeneral", old: `leader = "SG1"`, new: `leader = "MIL"`, line: 48, want: []string{"MIL", "sub-general"}},
		{name: "allied leader unknown", old: `leader = "SG1"`, new: `leader = "XX"`, line: 48, want: []string{`"XX"`, "not a leader"}},
		{name: "duplicate id", old: `id = "P1"`, new: `id = "G1"`, line: 63, want: []string{`id "G1" is already used`}},
		{name: "bad id", old: `id = "P1"`, new: `id = "P 1"`, line: 63, want: []string{`id "P 1" is not well formed`}},
		{name: "same edges", old: `edge = "north"`, new: `edge = "south"`, line: 53, want: []string{"both have edge south"}},
		{name: "bad edge", old: `edge = "north"`, new: `edge = "up"`, line: 53, want: []string{`edge "up"`}},
		{name: "first unknown", old: `first = "grecs"`, new: `first = "romains"`, line: 3, want: []string{`"romains"`}},
		{name: "unknown ruleset", old: `ruleset = "thucydide"`, new: `ruleset = "warhammer"`, line: 2, want: []string{`unknown ruleset "warhammer"`}},
		{name: "board too big", old: `columns = 12`, new: `columns = 5000`, line: 6, want: []string{"columns = 5000 is out of range"}},
		{name: "board too small", old: `rows = 9`, new: `rows = 4`, line: 7, want: []string{"rows = 4 is out of range"}},
		{name: "huge integer", old: `columns = 12`, new: `columns = 99999999999999`, line: 6, want: []string{"integer of reasonable size"}, nErrors: 1},
		{name: "negative columns", old: `columns = 12`, new: `columns = -5`, line: 6, want: []string{"columns = -5 is out of range"}, nErrors: 1},
		{name: "no rows", old: `rows = 9`, new: `rows = 0`, line: 7, want: []string{"rows = 0 is out of range"}, nErrors: 1},
		{name: "no columns", old: "columns = 12\n", new: "", line: 5, want: []string{`bad.toml:5:1: board: the required key "columns" is missing in board`}, nErrors: 1},
		{name: "empty ruleset", old: `ruleset = "thucydide"`, new: `ruleset = ""`, line: 2, want: []string{"bad.toml:2:1: the scenario names no ruleset; ruleset must be one of alexandre-bayard, frederic, jomini, thucydide"}, nErrors: 1},
		{name: "missing ruleset", old: "ruleset = \"thucydide\"\n", new: "", want: []string{`the required key "ruleset" is missing at the top level`}, nErrors: 1},
		{name: "ruleset not a string", old: `ruleset = "thucydide"`, new: `ruleset = 4`, line: 2, want: []string{"ruleset must be a string"}, nErrors: 1},
		{name: "escaped NUL in a name", old: `name = "Grecs"`, new: `name = "Gr\u0000ecs"`, line: 18, want: []string{"bad.toml:18:1: army[0].name: name contains the control character U+0000"}, nErrors: 1},
		{name: "escaped bell in a title", old: `title = "Essai"`, new: `title = "Es\u0007sai"`, line: 1, want: []string{"title contains the control character U+0007"}, nErrors: 1},
		{name: "lone carriage return", old: `title = "Essai"`, new: `title = "Es\rsai"`, line: 1, want: []string{"U+000D"}, nErrors: 1},
		{name: "C1 control in an id", old: `id = "P1"`, new: `id = "P\u00851"`, line: 63, want: []string{"id contains the control character U+0085"}, nErrors: 1},
		{name: "escape in optional_rules", old: "first = \"grecs\"\n", new: "first = \"grecs\"\noptional_rules = [\"a\\u001bb\"]\n", line: 4, want: []string{"optional_rules[0]: element 1 of optional_rules contains the control character U+001B"}, nErrors: 1},
		{name: "unit on lake", old: "terrain = \"woods\"\nhexes = [\"3,4\", \"3,5\"]", new: "terrain = \"lake\"\nhexes = [\"3,4\", \"6,2\"]", line: 67, want: []string{"P1", "impassable"}},
		{name: "not array of tables", old: "[[board.road]]\nhexes = [\"1,5\", \"2,5\", \"3,5\", \"4,4\"]", new: "[board.road]\nhexes = [\"1,5\", \"2,5\"]", line: 13, want: []string{"road must be written as [[board.road]]"}},
		{name: "two problems", old: "command_level = 3", new: "command_level = -1\nmotto = \"x\"", want: []string{"(0 to 99)", `unknown key "motto"`}, nErrors: 2},
	}
	src := readValid(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(src, c.old) {
				t.Fatalf("fixture has no %q", c.old)
			}
			sc, rs, err := LoadScenario("bad.toml", []byte(strings.Replace(src, c.old, c.new, 1)))
			if sc != nil || rs != nil {
				t.Errorf("a scenario that did not load came back from the loader")
			}
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("accepted; want an error containing %q", c.want)
			}
			text := err.Error()
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("error does not say %q:\n%s", w, text)
				}
			}
			if c.line > 0 && list[0].Line != c.line {
				t.Errorf("first error on line %d, want %d:\n%s", list[0].Line, c.line, text)
			}
			if c.nErrors > 0 && len(list) != c.nErrors {
				t.Errorf("%d errors, want %d:\n%s", len(list), c.nErrors, text)
			}
			if !strings.HasPrefix(text, "bad.toml") {
				t.Errorf("error does not start with the file name: %s", text)
			}
		})
	}
}

// TestTextMayHoldTabsAndLineBreaks: a description written on Windows
// (CRLF in a multi-line string) and a tab are not control characters to
// refuse.
func TestTextMayHoldTabsAndLineBreaks(t *testing.T) {
	src := strings.Replace(readValid(t), "first = \"grecs\"\n", "first = \"grecs\"\ndescription = \"\"\"\r\nUne ligne,\r\nune autre\tet la fin.\"\"\"\n", 1)
	sc, _, err := LoadScenario("crlf.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Description != "Une ligne,\r\nune autre\tet la fin." {
		t.Errorf("description %q", sc.Description)
	}
}

func TestErrorColumnPointsAtElement(t *testing.T) {
	src := strings.Replace(readValid(t), `"3,5", "4,4"]`, `"3,5", "5,4"]`, 1)
	_, _, err := LoadScenario("bad.toml", []byte(src))
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("want one error, got %v", err)
	}
	if got := list[0].Error(); !strings.HasPrefix(got, "bad.toml:14:31: board.road[0].hexes[3]: ") {
		t.Errorf("error = %q, want it at 14:31 on the fourth road hex", got)
	}
}

func TestHostileInput(t *testing.T) {
	var many strings.Builder
	many.WriteString(readValid(t))
	for i := 0; i < 2100; i++ {
		many.WriteString("\n[[army.unit]]\nid = \"X" + strconv.Itoa(i) + "\"\nname = \"x\"\nprofile = \"infantry-light\"\nelements = 1\nhex = \"1,1\"\n")
	}
	cases := map[string]struct {
		src  []byte
		want string
	}{
		"empty":        {nil, "the file is empty"},
		"blank":        {[]byte("  \n\n"), "the file is empty"},
		"binary":       {[]byte{0x89, 'P', 'N', 'G', 0, 0, 1, 2}, "not a text file"},
		"bad utf8":     {[]byte("title = \"\xff\xfe\"\n"), "bad.toml:1:10: this is not a text file"},
		"too large":    {[]byte(strings.Repeat("#", MaxFileSize+1)), "the limit is"},
		"many pieces":  {[]byte(many.String()), "the limit is 2000"},
		"array as top": {[]byte("army = [1, 2]\n"), "army must be written as [[army]]"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, _, err := LoadScenario("bad.toml", c.src)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}

func TestBuiltinScenariosAreValid(t *testing.T) {
	names := BuiltinNames()
	if len(names) < 5 {
		t.Fatalf("only %d built-in scenarios", len(names))
	}
	families := map[string]bool{}
	for _, n := range names {
		src, err := Builtin(n)
		if err != nil {
			t.Fatal(err)
		}
		sc, rs, err := LoadScenario(n+".toml", src)
		if err != nil {
			t.Errorf("%s:\n%v", n, err)
			continue
		}
		families[rs.Key] = true
		b := sc.Board
		if b.Columns < 12 || b.Rows < 9 || b.Columns > 24 || b.Rows > 16 {
			t.Errorf("%s: board %d×%d is outside 12×9 to 24×16", n, b.Columns, b.Rows)
		}
	}
	for _, k := range RulesetKeys() {
		if !families[k] {
			t.Errorf("no built-in scenario plays %s", k)
		}
	}
	if _, err := Builtin("nope"); err == nil || !strings.Contains(err.Error(), "tutorial") {
		t.Errorf("unknown built-in should list the known ones, got %v", err)
	}
}

// FuzzLoadScenario feeds arbitrary bytes to the loader: it must never
// panic, and whatever it accepts must pass validation again.
func FuzzLoadScenario(f *testing.F) {
	f.Add([]byte(readValid(f)))
	f.Add([]byte(withObjectives(f, threeObjectives)))
	for _, n := range BuiltinNames() {
		src, _ := Builtin(n)
		f.Add(src)
	}
	f.Add([]byte("title = 1\n[[army]]\n[[army.unit]]\nhex = [\"1,1\"]"))
	f.Add([]byte("[board]\ncolumns = 12\nrows = 9\n[[board.road]]\nhexes = [\"1,1\", 3, [\"2,2\"]]"))
	addHostileSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		sc, rs, err := LoadScenario("fuzz.toml", src)
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("error is not a non-empty ErrorList: %v", err)
			}
			if sc != nil || rs != nil {
				t.Fatalf("a scenario that did not load came back with its error")
			}
			return
		}
		if p := sc.Validate(rs); len(p) > 0 {
			t.Fatalf("accepted a scenario with problems: %v", p)
		}
	})
}
