package scenarios

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"estafette/internal/testkit/cost"
	"estafette/rules"
)

// hostile is a small file built to cost a parser as much as possible, and
// what the loader must say about it ("" when it is refused for whatever
// reason the test does not pin down).
type hostile struct {
	name string
	src  func(t testing.TB) []byte
	want string
}

// fill repeats unit after head until the file is just under MaxFileSize
// (less tail), so that the size limit alone does not refuse it.
func fill(head, unit, tail string, size int) []byte {
	var b strings.Builder
	b.WriteString(head)
	for b.Len()+len(unit)+len(tail) <= size {
		b.WriteString(unit)
	}
	b.WriteString(tail)
	return []byte(b.String())
}

// nest writes n levels of open, then the innermost value, then n closes.
func nest(head, open, inner, close string, size int) []byte {
	n := (size - len(head) - len(inner)) / (len(open) + len(close))
	return []byte(head + strings.Repeat(open, n) + inner + strings.Repeat(close, n))
}

// headers writes [a], [a.a], [a.a.a], … until size bytes.
func headers(size int) []byte {
	var b strings.Builder
	key := "a"
	for b.Len()+len(key)+3 <= size {
		b.WriteString("[" + key + "]\n")
		key += ".a"
	}
	return []byte(b.String())
}

// oneLineList is valid.toml with one more [[table]] whose hexes key is one
// line of labels up to size bytes.
func oneLineList(t testing.TB, table, key, label string, size int) []byte {
	head := readValid(t) + "\n[[" + table + "]]\n" + key + "\nhexes = [" + label
	return fill(head, ", "+label, "]\n", size)
}

func hostileInputs() []hostile {
	const mb = MaxFileSize
	return []hostile{
		{"nested inline tables, 32 KB", func(testing.TB) []byte { return nest("x = ", "{a = ", "1", "}", 32<<10) }, "nested"},
		{"nested inline tables, 1 MB", func(testing.TB) []byte { return nest("x = ", "{a = ", "1", "}", mb) }, "nested"},
		{"nested arrays, 1 MB", func(testing.TB) []byte { return nest("x = ", "[", "1", "]", mb) }, "nested"},
		{"nested arrays after six quotes, 1 MB", func(testing.TB) []byte {
			// The decoder closes a multi-line string at the last three of
			// six quotes after an escaped backslash: the shape scanner
			// took two and hid the nesting after them.
			return nest("x = [\"\"\"a\\\\\"\"\"\"\"\", ", "[", "1", "]", mb-1)
		}, "nested"},
		{"nested arrays of tables, 1 MB", func(testing.TB) []byte { return nest("x = ", "[{a = ", "1", "}]", mb) }, "nested"},
		{"nested table headers, 80 KB", func(testing.TB) []byte { return headers(80 << 10) }, "dotted"},
		{"nested table headers, 1 MB", func(testing.TB) []byte { return headers(mb) }, "dotted"},
		{"one deep table header, 1 MB", func(testing.TB) []byte { return fill("[a", ".a", "]\n", mb) }, "dotted"},
		{"one deep array-of-tables header, 1 MB", func(testing.TB) []byte { return fill("[[a", ".a", "]]\n", mb) }, "dotted"},
		{"one deep dotted key, 1 MB", func(testing.TB) []byte { return fill("a", ".a", " = 1\n", mb) }, "dotted"},
		{"many [[army.unit]] headers, 1 MB", func(t testing.TB) []byte { return fill(readValid(t), "[[army.unit]]\n", "", mb) }, "tables"},
		{"many bad units, 1 MB", func(t testing.TB) []byte {
			return fill(readValid(t), "[[army.unit]]\nid = \"X\"\nname = \"x\"\nprofile = \"x\"\nelements = 0\nhex = \"0,0\"\n", "", mb)
		}, "tables"},
		{"many [[board.area]], 1 MB", func(t testing.TB) []byte {
			return fill(readValid(t), "[[board.area]]\nterrain = \"woods\"\nhexes = [\"1,1\"]\n", "", mb)
		}, "tables"},
		{"inline tables in an array, 1 MB", func(testing.TB) []byte { return fill("x = [{}", ", {}", "]\n", mb) }, "tables"},
		{"one-line objective list, 1 MB", func(t testing.TB) []byte {
			return oneLineList(t, "objective", `army = "grecs"`, `"1,1"`, mb)
		}, "more than 100000 array elements"},
		{"one-line area list, 1 MB", func(t testing.TB) []byte {
			return oneLineList(t, "board.area", `terrain = "woods"`, `"1,1"`, mb)
		}, "more than 100000 array elements"},
		{"one-line road list, 1 MB", func(t testing.TB) []byte {
			return oneLineList(t, "board.road", "", `"1,1"`, mb)
		}, "more than 100000 array elements"},
		{"one-line list of bad labels with accents, 1 MB", func(t testing.TB) []byte {
			return oneLineList(t, "board.area", `terrain = "woods"`, `"é"`, mb)
		}, "more than 100000 array elements"},
		{"an objective of 201 hexes", func(t testing.TB) []byte {
			return []byte(readValid(t) + "\n[[objective]]\narmy = \"grecs\"\nhexes = [\"1,1\"" + strings.Repeat(`, "1,1"`, maxObjectiveHexes) + "]\n")
		}, "hostile.toml:71:1: objective[0].hexes: hexes lists 201 hexes; the limit is 200"},
		{"an area of 40,001 hexes", func(t testing.TB) []byte {
			return []byte(strings.Replace(readValid(t), `hexes = ["3,4", "3,5"]`, `hexes = ["3,4"`+strings.Repeat(`, "3,5"`, maxListHexes)+"]", 1))
		}, "hostile.toml:11:1: board.area[0].hexes: hexes lists 40001 hexes; the limit is 40000"},
		{"the most tables allowed", func(t testing.TB) []byte {
			src := readValid(t)
			return []byte(src + strings.Repeat("[[army.unit]]\n", MaxTables-strings.Count(src, "[")))
		}, "hostile.toml:62:3: army[1].unit: 4978 [[army.unit]] tables; the limit is 2000"},
		{"40,000 bad labels with accents on one line", func(t testing.TB) []byte {
			return []byte(strings.Replace(readValid(t), `hexes = ["3,4", "3,5"]`, `hexes = ["é"`+strings.Repeat(`, "é"`, maxListHexes-1)+"]", 1))
		}, "hostile.toml:11:15: board.area[0].hexes[1]: hex: bad label"},
		{"the largest scenario allowed", largest, "ok"},
		{"a ruleset's inline table of 100,000 keys", func(testing.TB) []byte {
			src, _ := rulesetFS.ReadFile("rulesets/thucydide.toml")
			var b strings.Builder
			for i := 0; b.Len() < mb-len(src)-100; i++ {
				b.WriteString(", k" + strconv.Itoa(i) + " = 1")
			}
			return []byte(strings.Replace(string(src), "cover = { woods = 1", "cover = { woods = 1"+b.String(), 1))
		}, "keys"},
		{"objective list one label a line, 1 MB", func(t testing.TB) []byte {
			return fill(readValid(t)+"\n[[objective]]\narmy = \"grecs\"\nhexes = [\n", "\"1,1\",\n", "]\n", mb)
		}, "lines"},
		{"many keys, 1 MB", func(testing.TB) []byte {
			var b strings.Builder
			for i := 0; b.Len() < mb-20; i++ {
				b.WriteString("k" + strconv.Itoa(i) + " = 1\n")
			}
			return []byte(b.String())
		}, ""},
		{"one array of 500,000 integers", func(testing.TB) []byte { return fill("x = [1", ",1", "]\n", mb) }, "array elements"},
		{"one array of 350,000 empty arrays", func(testing.TB) []byte { return fill("x = [[]", ",[]", "]\n", mb) }, "array elements"},
		{"the most array elements allowed", func(testing.TB) []byte { return fill("x = [[1", ",1", "]]\n", 2*MaxElements-1) }, ""},
		{"blank lines, 1 MB", func(t testing.TB) []byte { return fill(readValid(t), "\n", "", mb) }, "lines"},
		{"one long title, 1 MB", func(t testing.TB) []byte {
			return fill("title = \"", "é", "\"\n"+strings.Replace(readValid(t), "title = \"Essai\"\n", "", 1), mb)
		}, "title"},
		{"multi-line description, 1 MB", func(t testing.TB) []byte {
			return fill(readValid(t)+"description = \"\"\"\n", "a\n", "\"\"\"\n", mb)
		}, ""},
		{"escaped NULs in a string, 1 MB", func(t testing.TB) []byte { return fill("title = \"", `\u0000`, "\"\n", mb) }, "control character"},
	}
}

// measure runs f and returns the processor time it took (not the wall
// clock, which a loaded machine stretches) and how many bytes it allocated.
func measure(f func()) (time.Duration, uint64) { return cost.Measure(f) }

// TestHostileInputsAreCheap: every hostile file up to the size limit is
// refused (or loaded) in under a second and 100 MB, by both loaders, with
// an error that says what is wrong. The bounds are the goal; the
// real figures are logged (go test -v -run HostileInputsAreCheap).
func TestHostileInputsAreCheap(t *testing.T) {
	for _, h := range hostileInputs() {
		t.Run(h.name, func(t *testing.T) {
			src := h.src(t)
			if len(src) > MaxFileSize {
				t.Fatalf("the input is %d bytes, over the limit", len(src))
			}
			var err error
			d, alloc := measure(func() { _, _, err = LoadScenario("hostile.toml", src) })
			t.Logf("%d bytes: scenario %v, %.1f MB", len(src), d.Round(time.Millisecond), float64(alloc)/1e6)
			checkBounds(t, d, alloc)
			if h.want == "ok" {
				if err != nil {
					t.Fatalf("refused:\n%.600s", err)
				}
			} else if err == nil {
				t.Fatal("accepted")
			}
			if h.want != "" && h.want != "ok" && !strings.Contains(err.Error(), h.want) {
				t.Errorf("the error does not say %q:\n%.600s", h.want, err)
			}
			d, alloc = measure(func() { _, err = LoadRuleset("hostile.toml", src) })
			t.Logf("ruleset %v, %.1f MB", d.Round(time.Millisecond), float64(alloc)/1e6)
			checkBounds(t, d, alloc)
			if err == nil {
				t.Fatal("ruleset accepted")
			}
		})
	}
}

func checkBounds(t *testing.T, d time.Duration, alloc uint64) {
	t.Helper()
	if alloc > 100<<20 {
		t.Errorf("allocated %.1f MB; the limit is 100 MB", float64(alloc)/1e6)
	}
	if d > time.Second && !raceEnabled {
		t.Errorf("took %v; the limit is 1 s", d)
	}
}

// largest is a valid scenario at every limit at once: a 200×200 board,
// 2,000 pieces, 500 roads, 2,000 areas holding 40,000 hexes in all, and 50
// objectives of 200 hexes.
func largest(t testing.TB) []byte {
	var b strings.Builder
	b.WriteString("title = \"Tout\"\nruleset = \"jomini\"\nfirst = \"a\"\n")
	for i := 0; i < maxObjectives; i++ {
		b.WriteString("\n[[objective]]\narmy = \"a\"\nhexes = [")
		for j := 0; j < maxObjectiveHexes; j++ {
			fmt.Fprintf(&b, "\"%d,%d\", ", j%200+1, i+100)
		}
		b.WriteString("]\n")
	}
	b.WriteString("\n[board]\ncolumns = 200\nrows = 200\n")
	for i := 0; i < maxAreas; i++ {
		b.WriteString("\n[[board.area]]\nterrain = \"woods\"\nhexes = [")
		for j := 0; j < 20; j++ {
			fmt.Fprintf(&b, "\"%d,%d\", ", i%200+1, (i/200)*20+j+1)
		}
		b.WriteString("]\n")
	}
	for i := 0; i < rules.MaxRoads; i++ {
		fmt.Fprintf(&b, "\n[[board.road]]\nhexes = [\"%d,%d\", \"%d,%d\"]\n", i%200+1, i/200+1, i%200+1, i/200+2)
	}
	for a, id := range []string{"a", "b"} {
		fmt.Fprintf(&b, "\n[[army]]\nid = \"%s\"\nname = \"%s\"\nedge = \"%s\"\ncommand_level = 9\n", id, id, []string{"north", "south"}[a])
		fmt.Fprintf(&b, "\n[[army.leader]]\nid = \"%s0\"\nname = \"x\"\nrank = \"commander\"\nhex = \"1,%d\"\n", id, a*199+1)
		for u := 1; u < rules.MaxPieces/2; u++ {
			fmt.Fprintf(&b, "\n[[army.unit]]\nid = \"%s%d\"\nname = \"x\"\nprofile = \"infantry-light\"\nelements = 4\nhex = \"%d,%d\"\n", id, u, u%200+1, a*195+u/200+1)
		}
	}
	return []byte(b.String())
}

// addHostileSeeds adds the hostile inputs under 100 KB (the fuzzer mutates
// small inputs much faster) and smaller ones of the same kinds to a fuzz
// target's seed corpus.
func addHostileSeeds(f *testing.F) {
	for _, h := range hostileInputs() {
		if src := h.src(f); len(src) <= 100<<10 {
			f.Add(src)
		}
	}
	valid := readValid(f)
	for _, c := range [][2]string{
		{`ruleset = "thucydide"`, `ruleset = ""`},
		{"ruleset = \"thucydide\"\n", ""},
		{`columns = 12`, `columns = 99999999999999`},
		{`columns = 12`, `columns = 0`},
		{`name = "Grecs"`, `name = "Gr\u0000ecs"`},
		{`hexes = ["3,4", "3,5"]`, `hexes = ["3,4"` + strings.Repeat(`, "é"`, 300) + "]"},
		{"first = \"grecs\"\n", "first = \"grecs\"\n[[objective]]\narmy = \"grecs\"\nhexes = [\"1,1\"" + strings.Repeat(`, "1,1"`, maxObjectiveHexes) + "]\n"},
		{"edge = \"south\"\n", "edge = \"south\"\nexit = [\"north\", \"up\", 3]\n"},
	} {
		f.Add([]byte(strings.Replace(valid, c[0], c[1], 1)))
	}
	for _, s := range []string{
		"x = " + strings.Repeat("[", MaxNesting+1) + strings.Repeat("]", MaxNesting+1),
		"x = " + strings.Repeat("{a = ", MaxNesting+1) + "1" + strings.Repeat("}", MaxNesting+1),
		strings.Repeat("a.", MaxKeyParts) + "a = 1",
		"[" + strings.Repeat("a.", MaxKeyParts) + "a]",
		"[[" + strings.Repeat("a.", MaxKeyParts) + "a]]",
		"[a]\n[a.a]\n[a.a.a]\n[a.a.a.a]\n",
		"a = \"\"\"x\"\"\"\"\"\nb = '''[[[['''\nc = \"[\\\"[\" # [[[\n",
		"x = {a.b = {c = [1, {d = 2}]}, e = []}\n",
		"title = \"a\\u0085b\\rc\\r\\nd\"\n",
	} {
		f.Add([]byte(s))
	}
}

// TestPositionScannerIsCheap: the position scanner alone, without the
// shape limits in front of it, is linear on a long line (it was quadratic:
// 27 s for a 1 MB one-line list) and cheap on table headers.
func TestPositionScannerIsCheap(t *testing.T) {
	mb := MaxFileSize
	for name, src := range map[string][]byte{
		"one-line list of accented labels, 1 MB": fill("hexes = [\"é\"", ", \"é\"", "]\n", mb),
		"nested table headers, 80 KB":            headers(80 << 10),
		"array-of-tables headers, 1 MB":          fill("", "[[army.unit]]\nhex = \"1,1\"\n", "", mb),
	} {
		var pos positions
		d, alloc := measure(func() { pos = indexPositions(string(src)) })
		t.Logf("%s: %v, %.1f MB, %d positions", name, d.Round(time.Millisecond), float64(alloc)/1e6, len(pos))
		checkBounds(t, d, alloc)
	}
	line := string(fill("hexes = [\"é\"", ", \"é\"", "]\n", mb))
	at := indexPositions(line)
	if p := at["hexes[40000]"]; p != (pos{Line: 1, Col: 10 + 5*40000}) {
		t.Errorf("element 40000 at %+v, want column %d", p, 10+5*40000)
	}
}
