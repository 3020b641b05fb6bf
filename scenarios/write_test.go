package scenarios

import (
	"reflect"
	"strings"
	"testing"
)

// TestEncodeRoundTrip: every built-in scenario, loaded, written and loaded
// again, is the same scenario, and the written file passes the checks.
func TestEncodeRoundTrip(t *testing.T) {
	for _, n := range append(BuiltinNames(), "testdata/valid") {
		var src []byte
		if n == "testdata/valid" {
			src = []byte(readValid(t))
		} else {
			src, _ = Builtin(n)
		}
		a, _, err := LoadScenario(n+".toml", src)
		if err != nil {
			t.Fatal(err)
		}
		out := Encode(a)
		b, _, err := LoadScenario(n+"-saved.toml", out)
		if err != nil {
			t.Fatalf("%s: the written file is refused:\n%v\n%s", n, err, out)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: load → save → load changed the scenario", n)
		}
		if again := Encode(b); string(again) != string(out) {
			t.Errorf("%s: writing is not stable", n)
		}
	}
}

func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		`Marathon, 490 av. J.-C.`: `"Marathon, 490 av. J.-C."`,
		`« Un coup sec »`:         `"« Un coup sec »"`,
		"a\"b\\c\nd\te\x01":       `"a\"b\\c\nd\te\u0001"`,
	} {
		if got := quote(in); got != want {
			t.Errorf("quote(%q) = %s, want %s", in, got, want)
		}
	}
}

// FuzzEncode: whatever the loader accepts, Encode writes a file the loader
// accepts again as the same scenario.
func FuzzEncode(f *testing.F) {
	for _, n := range BuiltinNames() {
		src, _ := Builtin(n)
		f.Add(src)
	}
	f.Add([]byte(withKeys(f)))
	f.Add([]byte(withObjectives(f, threeObjectives)))
	valid := readValid(f)
	for _, c := range [][2]string{
		{`name = "Grecs"`, `name = "Gr\u0000ecs"`},
		{`name = "Grecs"`, "name = \"\"\"Gr\r\necs\ttab\"\"\""},
		{`title = "Essai"`, `title = "« É\\ssai\" »"`},
		{`ruleset = "thucydide"`, `ruleset = ""`},
	} {
		f.Add([]byte(strings.Replace(valid, c[0], c[1], 1)))
	}
	addHostileSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		a, _, err := LoadScenario("fuzz.toml", src)
		if err != nil {
			return
		}
		b, _, err := LoadScenario("saved.toml", Encode(a))
		if err != nil {
			t.Fatalf("written file refused: %v", err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatal("round trip changed the scenario")
		}
	})
}
