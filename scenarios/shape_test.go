package scenarios

import (
	"errors"
	"strings"
	"testing"
)

// TestShapeLimits: each limit refuses one past it, at the place where it is
// passed, and accepts the limit itself; brackets, dots and quotes inside
// strings and comments count for nothing.
func TestShapeLimits(t *testing.T) {
	deep := func(n int) string { return "x = " + strings.Repeat("[", n) + strings.Repeat("]", n) + "\n" }
	dotted := func(n int) string { return strings.Repeat("a.", n-1) + "a" }
	lines := func(n int) string { return strings.Repeat("\n", n-1) }
	tables := func(n int) string { return strings.Repeat("[[t]]\n", n) }
	keys := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString("k" + itoa(i) + " = 1\n")
		}
		return b.String()
	}
	cases := []struct {
		name, src, want string // want "" : the shape is accepted
	}{
		{"8 nested arrays", deep(MaxNesting), ""},
		{"9 nested arrays", deep(MaxNesting + 1), "f.toml:1:13: arrays and inline tables nested more than 8 deep"},
		{"9 nested inline tables", "x = " + strings.Repeat("{a = ", 9) + "1" + strings.Repeat("}", 9), "f.toml:1:45: arrays and inline tables nested more than 8 deep"},
		{"mixed nesting on several lines", "x = [\n  {a = [\n    [{b = [[[[1]]]]}]]}]\n", "f.toml:3:14: arrays and inline tables nested more than 8 deep"},
		{"8-part key", dotted(8) + " = 1\n", ""},
		{"9-part key", dotted(9) + " = 1\n", "f.toml:1:16: a dotted key or table name of more than 8 parts"},
		{"9-part header", "[" + dotted(9) + "]\n", "f.toml:1:17: a dotted key or table name of more than 8 parts"},
		{"9-part array-of-tables header", "[[" + dotted(9) + "]]\n", "f.toml:1:18: a dotted key or table name of more than 8 parts"},
		{"9-part key in an inline table", "x = {" + dotted(9) + " = 1}\n", "f.toml:1:21: a dotted key or table name of more than 8 parts"},
		{"dots in quoted keys and values", `"a.b.c.d.e.f.g.h.i" = 1.5` + "\n" + `'a.b.c.d.e.f.g.h.i'.b = "1.2.3.4.5.6.7.8.9"` + "\n", ""},
		{"brackets in strings and comments", "a = \"[[[[[[[[[[\" # [[[[[[[[[[\nb = '{{{{{{{{{{'\nc = \"\"\"\n[[[[[[[[[[\n\\\"\"\"[[[[\"\"\"\nd = '''\n{{{{{{{{{{'''\n", ""},
		{"quotes at the end of a multi-line string", "a = \"\"\"x\"\"\"\"\"\nb = " + strings.Repeat("[", 9), "f.toml:2:13: arrays and inline tables nested"},
		{"escaped quote in a string", `a = "x\"[[[[[[[[[["` + "\nb = 1\n", ""},
		{"5000 tables", tables(MaxTables), ""},
		{"5001 tables", tables(MaxTables + 1), "f.toml:5001:1: more than 5000 tables"},
		{"5001 inline tables", "x = [" + strings.Repeat("{},", MaxTables+1) + "]", "f.toml:1:15006: more than 5000 tables"},
		{"100000 lines", lines(MaxLines), ""},
		{"100001 lines", lines(MaxLines + 1), "f.toml:100001:1: the file has more than 100000 lines"},
		{"30000 keys", keys(MaxKeys), ""},
		{"30001 keys", keys(MaxKeys + 1), "f.toml:30001:8: more than 30000 keys"},
		{"100000 array elements", "x = [" + strings.Repeat("1,", MaxElements-1) + "1]", ""},
		{"100001 array elements", "x = [" + strings.Repeat("1,", MaxElements) + "1]", "f.toml:1:200005: more than 100000 array elements"},
		{"header after a multi-line array", "x = [\n1,\n]\n[" + dotted(9) + "]\n", "f.toml:4:17: a dotted key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := checkShape("f.toml", c.src)
			switch {
			case c.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
}

// TestShapeAcceptsEveryBuiltinFile: the limits leave every file we ship,
// and the stress scenario, far inside them.
func TestShapeAcceptsEveryBuiltinFile(t *testing.T) {
	files := map[string][]byte{}
	for _, n := range BuiltinNames() {
		files[n], _ = Builtin(n)
	}
	for _, k := range RulesetKeys() {
		files[k], _ = rulesetFS.ReadFile("rulesets/" + k + ".toml")
	}
	files["largest"] = largest(t)
	for name, src := range files {
		if err := checkShape(name, string(src)); err != nil {
			t.Errorf("%v", err)
		}
	}
}

// TestColumnsOnLongLines: a column counts characters, not bytes, however
// far along a long line the element is.
func TestColumnsOnLongLines(t *testing.T) {
	line := `hexes = ["é"` + strings.Repeat(`, "é"`, 2999) + "]"
	src := strings.Replace(readValid(t), `hexes = ["3,4", "3,5"]`, line, 1)
	_, _, err := LoadScenario("cols.toml", []byte(src))
	var list ErrorList
	if !asList(err, &list) {
		t.Fatalf("accepted")
	}
	for _, i := range []int{0, 1, 57, 98} {
		want := "cols.toml:11:" + itoa(10+5*i) + ": board.area[0].hexes[" + itoa(i) + "]: "
		if !strings.HasPrefix(list[i].Error(), want) {
			t.Errorf("error %d = %q, want it at %q", i, list[i].Error(), want)
		}
	}
	if last := list[len(list)-1].Error(); !strings.HasSuffix(last, "and 2900 more problems (only the first 100 are listed)") {
		t.Errorf("the last line says %q", last)
	}
}

func asList(err error, list *ErrorList) bool {
	return errors.As(err, list) && len(*list) > 0
}

// TestMalformedTOMLPosition: the decoder's errors are placed on the line
// where the mistake is, with the column in characters (the x after
// "été" is the 15th character and the 17th byte).
func TestMalformedTOMLPosition(t *testing.T) {
	for src, want := range map[string]string{
		"title = \"x\"\n[board\n":          "m.toml:2:7: malformed TOML: expected ']' to close table name",
		"title = \"été\" x\n":              "m.toml:1:15: malformed TOML: expected newline but got U+0078 'x'",
		"a = 1\nname = \"Géné\nrows = 3\n": "m.toml:2:",
	} {
		_, _, err := LoadScenario("m.toml", []byte(src))
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", src, err, want)
		}
	}
}

// TestArraysOfTablesEitherWay: TOML reads [[a]] tables and an array of
// inline tables alike, and so does a scenario; an array of anything else
// is refused where tables are asked for.
func TestArraysOfTablesEitherWay(t *testing.T) {
	for _, src := range []string{"[[a]]\nx = 1\n[[a]]\nx = 2\n", "a = [{ x = 1 }, { x = 2 }]\n"} {
		d, top := parse("t.toml", []byte(src))
		if top == nil {
			t.Fatalf("%q: %v", src, d.sorted())
		}
		l := top.list("a", true, 10)
		if len(l) != 2 || l[0].integer("x", true) != 1 || l[1].integer("x", true) != 2 || len(d.errs) > 0 {
			t.Errorf("%q: %d tables, errors %v", src, len(l), d.sorted())
		}
	}
	d, top := parse("t.toml", []byte("a = [1, 2]\n"))
	if l := top.list("a", true, 10); l != nil || len(d.errs) != 1 || !strings.Contains(d.errs[0].Msg, "must be written as [[a]] tables, not an array") {
		t.Errorf("an array of numbers: %d tables, errors %v", len(l), d.sorted())
	}
}
