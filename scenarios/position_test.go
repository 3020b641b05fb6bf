package scenarios

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestErrorsPointAtWhatIsWrong: every error names the line and column of
// the key or element at fault, wherever TOML lets it be written: a key of
// an inline table (in an array of them too), after a quoted key holding
// "=", beside a quoted key that looks like a dotted one, an empty key,
// and after a multi-line string holding \""" (issue 35, item 7).
func TestErrorsPointAtWhatIsWrong(t *testing.T) {
	valid := readValid(t)
	area := "[[board.area]]\nterrain = \"woods\"\nhexes = [\"3,4\", \"3,5\"]\n"
	cases := []struct {
		name, old, new, want string
	}{
		{"a key of an inline table in an array", area,
			"area = [{ terrain = \"woods\", hexes = [\"3,4\"] },\n  { terrain = \"woods\", colour = 1, hexes = [\"3,5\"] }]\n",
			`bad.toml:10:24: board.area[1].colour: unknown key "colour"`},
		{"an element of an array in an inline table", area,
			"area = [{ terrain = \"woods\", hexes = [\"3,4\", \"3;5\"] }]\n",
			`bad.toml:9:46: board.area[0].hexes[1]: hex: bad label`},
		{"after a quoted key holding =", "first = \"grecs\"\n",
			"first = \"grecs\"\n\"note=1\" = \"\"\"\n[board]\ncolumns = 1\n\"\"\"\n",
			`bad.toml:10:1: board.columns: columns = 5000 is out of range`},
		{"a quoted key that looks dotted", "first = \"grecs\"\n",
			"first = \"grecs\"\n\"board.columns\" = 7\n",
			`bad.toml:4:1: "board.columns": unknown key "board.columns" at the top level`},
		{"an empty key", "first = \"grecs\"\n",
			"first = \"grecs\"\n\"\" = 1\n",
			`bad.toml:4:1: "": unknown key "" at the top level`},
		{"after an escaped quote before three", "first = \"grecs\"\n",
			"first = \"grecs\"\ndescription = \"\"\"\nil dit \\\"\"\"\n[board]\ncolumns = 1\n\"\"\"\n",
			`bad.toml:11:1: board.columns: columns = 5000 is out of range`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(valid, c.old) {
				t.Fatalf("the fixture has no %q", c.old)
			}
			src := strings.Replace(valid, c.old, c.new, 1)
			if c.want != "" && strings.Contains(c.want, "5000") {
				src = strings.Replace(src, "columns = 12", "columns = 5000", 1)
			}
			_, _, err := LoadScenario("bad.toml", []byte(src))
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("accepted:\n%s", src)
			}
			for _, e := range list {
				if strings.HasPrefix(e.Error(), c.want) {
					return
				}
			}
			t.Errorf("no error %q among\n%v", c.want, err)
		})
	}
}

// TestQuotedDottedKeyHidesNoError: a top-level key written
// "board.columns" is a key of its own, refused as unknown, and the
// board's real columns are still checked.
func TestQuotedDottedKeyHidesNoError(t *testing.T) {
	src := strings.Replace(readValid(t), "first = \"grecs\"\n", "first = \"grecs\"\n\"board.columns\" = 7\n", 1)
	src = strings.Replace(src, "columns = 12", "columns = 5000", 1)
	_, _, err := LoadScenario("bad.toml", []byte(src))
	if err == nil || !strings.Contains(err.Error(), "bad.toml:7:1: board.columns: columns = 5000 is out of range") {
		t.Errorf("the board's columns went unchecked:\n%v", err)
	}
}

// TestByteOrderMark: a scenario or ruleset saved by Windows Notepad,
// which starts it with a UTF-8 byte-order mark, loads, and its errors
// count columns from the text after the mark (issue 35, item 6).
func TestByteOrderMark(t *testing.T) {
	const bom = "\ufeff"
	if _, _, err := LoadScenario("bom.toml", []byte(bom+readValid(t))); err != nil {
		t.Errorf("a scenario with a BOM: %v", err)
	}
	th, _ := rulesetFS.ReadFile("rulesets/thucydide.toml")
	if _, err := LoadRuleset("bom.toml", append([]byte(bom), th...)); err != nil {
		t.Errorf("a ruleset with a BOM: %v", err)
	}
	bad := strings.Replace(readValid(t), `title = "Essai"`, `title = 3`, 1)
	_, _, err := LoadScenario("bom.toml", []byte(bom+bad))
	if err == nil || !strings.HasPrefix(err.Error(), "bom.toml:1:1: title: title must be a string") {
		t.Errorf("got %v, want the error at 1:1", err)
	}
	_, _, err = LoadScenario("bom.toml", []byte(bom+"title = \"x\" y\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "bom.toml:1:13: malformed TOML") {
		t.Errorf("got %v, want the malformed TOML at 1:13", err)
	}
}

// FuzzPositions: on any text the decoder accepts, every key, table and
// array element it read has a position of its own (the walker and the
// decoder agree on the file's structure), and the walker never panics.
func FuzzPositions(f *testing.F) {
	f.Add([]byte(readValid(f)))
	for _, k := range RulesetKeys() {
		src, _ := rulesetFS.ReadFile("rulesets/" + k + ".toml")
		f.Add(src)
	}
	for _, s := range []string{
		"\"a=b\" = \"\"\"\n[x]\ny = 1\n\"\"\"\n\"c.d\" = 2\n\"\" = 3\n",
		"a = \"\"\"x\\\"\"\"\n[b]\n\"\"\"\nc = '''x''''\n",
		"[a]\nb = [{c = 1, d = [2, {e = 3}]},\n {f = 'g'}]\n[[h.i]]\nj.k = 1\n[[h.i]]\n",
		"a = {b = 1,\n  c = { d = 2 }, # note\n}\n'e f'.\"g\\u0068\" = 1979-05-27 07:32:00Z\n",
		"[ a . \"b\" ]\nc = [ [1, 2], [ \"x\" ] ]\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		_, top := parse("fuzz.toml", src)
		if top == nil {
			return
		}
		text := string(bytes.TrimPrefix(src, []byte("\ufeff")))
		at := indexPositions(text)
		var check func(path string, v any)
		check = func(path string, v any) {
			if _, ok := at[path]; !ok && path != "" {
				t.Fatalf("no position for %s in\n%s\n(known: %v)", path, text, at)
			}
			switch x := v.(type) {
			case map[string]any:
				for k, e := range x {
					check(keyPath(path, k), e)
				}
			case []map[string]any:
				for i, e := range x {
					check(elemPath(path, i), e)
				}
			case []any:
				for i, e := range x {
					if i < maxMarkedElements {
						check(elemPath(path, i), e)
					}
				}
			}
		}
		check("", top.m)
	})
}
