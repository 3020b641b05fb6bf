package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// pdfText is pdftotext -layout of a PDF file, after pdfinfo parsed it.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	for _, tool := range []string{"pdfinfo", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (make deps installs poppler-utils)", tool)
		}
	}
	if out, err := exec.Command("pdfinfo", path).CombinedOutput(); err != nil {
		t.Fatalf("pdfinfo refuses %s: %v\n%s", path, err, out)
	}
	out, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestPrintScenarioKeepsAnExistingFile: the sheet is written once; a
// second print without --force refuses and leaves the file as it was;
// --force replaces it.
func TestPrintScenarioKeepsAnExistingFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pratzen.pdf")
	var r run
	if code := Main([]string{"print", "../scenarios/pratzen.toml", "--out", out, "--lang", "en"}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	if !strings.Contains(r.out.String(), out+": 5 pages") {
		t.Errorf("stdout %q", r.out.String())
	}
	if text := pdfText(t, out); !strings.Contains(text, "Order of battle: Grande Armée") {
		t.Errorf("the English sheet has no order of battle:\n%.500s", text)
	}
	first, _ := os.ReadFile(out)
	os.WriteFile(out, []byte("a club's own file"), 0o644)
	r = run{}
	if code := Main([]string{"print", "../scenarios/pratzen.toml", "--out", out}, r.env(nil)); code != 1 || !strings.Contains(r.err.String(), "--force") {
		t.Errorf("without --force: exit %d, stderr %q", code, r.err.String())
	}
	if b, _ := os.ReadFile(out); string(b) != "a club's own file" {
		t.Errorf("the existing file was replaced without --force")
	}
	r = run{}
	if code := Main([]string{"print", "--force", "../scenarios/pratzen.toml", "--out", out, "--lang", "en"}, r.env(nil)); code != 0 {
		t.Fatalf("with --force: exit %d: %s", code, r.err.String())
	}
	if b, _ := os.ReadFile(out); !bytes.HasPrefix(b, []byte("%PDF")) || len(b) != len(first) {
		t.Errorf("--force did not write the sheet again (%d bytes, first %d)", len(b), len(first))
	}
}

// TestPrintInvalidScenario: the positioned errors of check, and no file.
func TestPrintInvalidScenario(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.toml")
	src, _ := os.ReadFile("../scenarios/tutorial.toml")
	os.WriteFile(bad, bytes.Replace(src, []byte(`hex = "4,8"`), []byte(`hex = "40,8"`), 1), 0o644)
	var c run
	Main([]string{"check", bad}, c.env(nil))
	out := filepath.Join(dir, "bad.pdf")
	var r run
	if code := Main([]string{"print", bad, "--out", out}, r.env(nil)); code != 1 {
		t.Errorf("exit %d", code)
	}
	if r.err.String() != c.err.String() || !strings.Contains(r.err.String(), "bad.toml:") {
		t.Errorf("print says %q, check says %q", r.err.String(), c.err.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("an invalid scenario printed a file")
	}
}

// TestPrintRulesFromACopiedFile: the card of a club's edited ruleset
// prints its numbers, and a built-in key prints the file the game plays.
func TestPrintRulesFromACopiedFile(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../scenarios/rulesets/thucydide.toml")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), "command_radius = 5", "command_radius = 8", 1)
	if edited == string(src) {
		t.Fatal("thucydide.toml has no command_radius = 5")
	}
	club := filepath.Join(dir, "club.toml")
	os.WriteFile(club, []byte(edited), 0o644)
	for _, c := range []struct {
		arg, want string
	}{{"thucydide", "5"}, {club, "8"}} {
		out := filepath.Join(dir, "card.pdf")
		var r run
		if code := Main([]string{"print", "--rules", c.arg, "--out", out, "--force", "--paper", "letter"}, r.env(nil)); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.arg, code, r.err.String())
		}
		if !strings.Contains(r.out.String(), ": 4 pages") {
			t.Errorf("%s: stdout %q", c.arg, r.out.String())
		}
		text := pdfText(t, out)
		if !regexpMatch(`Général en chef\s+`+c.want+`\*?\s`, text) {
			t.Errorf("%s: the commander's command radius is not %s on the card", c.arg, c.want)
		}
	}
}

// TestPrintBadCommandLines: each mistake says what is wrong, with the usage.
func TestPrintBadCommandLines(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"print"}, 2, "name one scenario file"},
		{[]string{"print", "a.toml", "b.toml"}, 2, "name one scenario file"},
		{[]string{"print", "--rules", "jomini", "a.toml"}, 2, "not both"},
		{[]string{"print", "a.toml", "--paper", "a3"}, 2, `unknown paper "a3"`},
		{[]string{"print", "a.toml", "--lang", "de"}, 2, `unknown language "de"`},
		{[]string{"print", "--rules", "napoleon"}, 1, `unknown ruleset "napoleon"`},
		{[]string{"print", "missing.toml"}, 1, "missing.toml: cannot read the file"},
	} {
		var r run
		if code := Main(c.args, r.env(nil)); code != c.code || !strings.Contains(r.err.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, r.err.String(), c.code, c.want)
		}
	}
}

func regexpMatch(pattern, text string) bool {
	for _, l := range strings.Split(text, "\n") {
		if regexp.MustCompile(pattern).MatchString(l) {
			return true
		}
	}
	return false
}

// TestPrintHelp: --help gives the usage on standard output, and the
// general usage names the command.
func TestPrintHelp(t *testing.T) {
	var r run
	if code := Main([]string{"print", "--help"}, r.env(nil)); code != 0 || !strings.Contains(r.out.String(), "estafette print --rules RULESET") || r.err.Len() > 0 {
		t.Errorf("print --help: exit %d, stdout %q, stderr %q", code, r.out.String(), r.err.String())
	}
	r = run{}
	if Main([]string{"help"}, r.env(nil)); !strings.Contains(r.out.String(), "estafette print SCENARIO.toml") {
		t.Errorf("the usage does not name estafette print:\n%s", r.out.String())
	}
}

// TestPrintRulesNamesItsFileInThisDirectory: the default file name made
// from a ruleset's key (the file's contents, not the player's choice) is
// cleaned as the library's names are: a key that climbs out or is an
// absolute path still writes its card here, and creates no folder.
func TestPrintRulesNamesItsFileInThisDirectory(t *testing.T) {
	src, err := os.ReadFile("../scenarios/rulesets/thucydide.toml")
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	abs := filepath.Join(root, "elsewhere", "abs")
	for _, c := range []struct{ key, want string }{
		{"../../x", "x-card.pdf"},
		{abs, "tmp-"},
		{`..\..\Win Dows`, "win-dows-card.pdf"},
		{"thucydide", "thucydide-card.pdf"},
	} {
		work := filepath.Join(root, "a", "b", "work")
		os.RemoveAll(filepath.Join(root, "a"))
		os.RemoveAll(filepath.Dir(abs))
		if err := os.MkdirAll(work, 0o755); err != nil {
			t.Fatal(err)
		}
		edited := strings.Replace(string(src), `key = "thucydide"`, `key = '`+c.key+`'`, 1)
		club := filepath.Join(root, "club.toml")
		os.WriteFile(club, []byte(edited), 0o644)
		t.Chdir(work)
		var r run
		if code := Main([]string{"print", "--rules", club, "--force"}, r.env(nil)); code != 0 {
			t.Fatalf("key %q: exit %d: %s", c.key, code, r.err.String())
		}
		entries, _ := os.ReadDir(work)
		if len(entries) != 1 || !strings.HasPrefix(entries[0].Name(), c.want) || !strings.HasSuffix(entries[0].Name(), "-card.pdf") || entries[0].IsDir() {
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			t.Errorf("key %q: the folder holds %v, want one file %s…", c.key, names, c.want)
		}
		if _, err := os.Stat(filepath.Join(root, "a", "x-card.pdf")); err == nil {
			t.Errorf("key %q: a card was written two folders up", c.key)
		}
		if _, err := os.Stat(filepath.Dir(abs)); err == nil {
			t.Errorf("key %q: the card's folder %s was created", c.key, filepath.Dir(abs))
		}
	}
}

// TestPrintWarnsOfMissingGlyphs (issue 35): a title in a script the
// fonts lack prints its characters as □, as the windows draw them, and
// the command line says which ones; before, they vanished in silence (a
// Japanese title printed as "1600").
func TestPrintWarnsOfMissingGlyphs(t *testing.T) {
	src, err := os.ReadFile("../scenarios/tutorial.toml")
	if err != nil {
		t.Fatal(err)
	}
	title := `title = "Tutoriel : la colline de Délion, 424 av. J.-C."`
	if !bytes.Contains(src, []byte(title)) {
		t.Fatal("the tutorial's title is not what the test expects")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "sekigahara.toml")
	os.WriteFile(in, bytes.Replace(src, []byte(title), []byte(`title = "関ヶ原 1600"`), 1), 0o644)
	out := filepath.Join(dir, "sekigahara.pdf")
	var r run
	if code := Main([]string{"print", in, "--out", out, "--lang", "en"}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	for _, want := range []string{"warning", "□", "関 (U+95A2)", "ヶ (U+30F6)", "原 (U+539F)"} {
		if !strings.Contains(r.err.String(), want) {
			t.Errorf("stderr %q does not say %q", r.err.String(), want)
		}
	}
	if !strings.Contains(r.out.String(), out+": 4 pages") {
		t.Errorf("stdout %q", r.out.String())
	}
	if text := pdfText(t, out); !strings.Contains(text, "□□□ 1600") {
		t.Errorf("the title does not print as □□□ 1600:\n%.300s", text)
	}
	// the built-in scenarios lack no glyph: no warning
	r = run{}
	if code := Main([]string{"print", "../scenarios/pratzen.toml", "--out", filepath.Join(dir, "p.pdf"), "--lang", "fr"}, r.env(nil)); code != 0 || r.err.Len() > 0 {
		t.Errorf("pratzen: exit %d, stderr %q", code, r.err.String())
	}
}
