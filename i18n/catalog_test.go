package i18n

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// literal is a string literal found in source, with its position.
type literal struct {
	text string
	pos  string
}

// scanCalls walks the non-test Go files of dir and returns the string
// literals passed as argument arg of calls to the named functions, and
// the values of `Format: "…"` fields.
func scanCalls(t *testing.T, dir string, funcs map[string]int, formatField bool) []literal {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s (%v)", dir, err)
	}
	var out []literal
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		fs := token.NewFileSet()
		af, err := parser.ParseFile(fs, f, nil, 0)
		if err != nil {
			t.Fatalf("%s does not parse: %v", f, err)
		}
		add := func(e ast.Expr) {
			if bl, ok := e.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				s, err := strconv.Unquote(bl.Value)
				if err == nil {
					out = append(out, literal{s, fs.Position(bl.Pos()).String()})
				}
			}
		}
		ast.Inspect(af, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				name := ""
				switch fn := x.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				}
				if i, ok := funcs[name]; ok && i < len(x.Args) {
					add(x.Args[i])
				}
			case *ast.KeyValueExpr:
				if k, ok := x.Key.(*ast.Ident); ok && formatField && k.Name == "Format" {
					add(x.Value)
				}
			}
			return true
		})
	}
	return out
}

// rulesFormats are the sentences of rules.Violation and rules.Event and
// the phrases they are made of: the format of every violate(ID, "…"),
// say("…") (an event's sentence), syntaxf("…") and phrase("…") call, the
// phrases needPhase and leaderInCombat wrap, the validator's add(path,
// "…") (a scenario's problem), and every Format: "…" field in the rules
// package.
func rulesFormats(t *testing.T) []literal {
	return scanCalls(t, "../rules", map[string]int{"violate": 1, "say": 0, "syntaxf": 0, "phrase": 0, "needPhase": 0, "leaderInCombat": 1, "add": 1}, true)
}

// TestEveryRulesFormatHasFrench fails when a rules sentence has no French
// translation in rulesFR, listing each one with its position.
func TestEveryRulesFormatHasFrench(t *testing.T) {
	lits := rulesFormats(t)
	if len(lits) < 100 {
		t.Fatalf("found only %d rules formats: is the scan broken?", len(lits))
	}
	seen := map[string]bool{}
	var missing []string
	for _, l := range lits {
		if seen[l.text] {
			continue
		}
		seen[l.text] = true
		if _, ok := rulesFR[l.text]; !ok {
			missing = append(missing, fmt.Sprintf("%s: %q", l.pos, l.text))
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d of %d rules sentences have no French translation in i18n/rules_fr.go:\n%s",
			len(missing), len(seen), strings.Join(missing, "\n"))
	}
}

// sampleArgs builds arguments that fit a format's verbs, in order.
func sampleArgs(format string) []any {
	var args []any
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.[]", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			break
		}
		switch format[j] {
		case '%':
		case 'd':
			args = append(args, 3)
		case 'U':
			args = append(args, rune(7))
		case 'T':
			args = append(args, struct{}{})
		default:
			args = append(args, "x")
		}
		i = j
	}
	return args
}

// TestFrenchFormatsTakeTheSameArguments renders every French sentence
// with arguments that fit the English verbs: a wrong verb or a missing
// or extra argument shows as %!.
func TestFrenchFormatsTakeTheSameArguments(t *testing.T) {
	for en, fr := range rulesFR {
		args := sampleArgs(en)
		if got := fmt.Sprintf(fr, args...); strings.Contains(got, "%!") {
			t.Errorf("%q\n  French %q renders as %q", en, fr, got)
		}
	}
}

// TestInterfaceKeysExist checks that every catalog key the table uses
// (i18n.T and Tf calls, the controller's hints) is in the catalog.
func TestInterfaceKeysExist(t *testing.T) {
	var lits []literal
	for _, dir := range append(goDirs(t, "../game"), "../render") {
		lits = append(lits, scanCalls(t, dir, map[string]int{"T": 1, "Tf": 1, "hint": 0, "tr": 0, "tk": 0, "tkf": 0}, false)...)
	}
	if len(lits) < 10 {
		t.Fatalf("found only %d interface keys", len(lits))
	}
	for _, l := range lits {
		if !Has(l.text) {
			t.Errorf("%s: key %q is not in the catalog", l.pos, l.text)
		}
	}
	for k, e := range catalog {
		if e.fr == "" || e.en == "" {
			t.Errorf("key %q lacks a language: %+v", k, e)
		}
		if strings.Count(e.fr, "%") != strings.Count(e.en, "%") {
			t.Errorf("key %q: the two languages take different arguments: %q / %q", k, e.fr, e.en)
		}
	}
}

// goDirs lists root and the directories under it that hold non-test Go
// files: the application shell and its window packages.
func goDirs(t *testing.T, root string) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if files, _ := filepath.Glob(filepath.Join(path, "*.go")); len(files) > 0 {
			dirs = append(dirs, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

type phase string

// testPhrase and testList have the shapes of rules.Phrase and rules.List
// (package i18n does not import the rules); testTerm of rules.Term.
type testPhrase struct {
	format string
	args   []any
}

func (p testPhrase) Sentence() (string, []any) { return p.format, p.args }
func (p testPhrase) String() string            { return fmt.Sprintf(p.format, p.args...) }

type testList []any

func (l testList) Items() []any { return l }
func (l testList) String() string {
	parts := make([]string, len(l))
	for i, x := range l {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

type testTerm struct{ en, fr string }

func (t testTerm) String() string { return t.en }
func (t testTerm) French() string { return t.fr }

// TestSentenceTranslatesByFormat: a sentence is translated by its format,
// its words of a named type from the word list, its phrases by their own
// formats, its lists item by item and its terms by their French; the
// English is the format filled in; a missing format falls back to
// English.
func TestSentenceTranslatesByFormat(t *testing.T) {
	got := Sentence(FR, "%s belongs to the %s phase; this is the %s phase", []any{testPhrase{format: "activating"}, phase("command"), phase("movement")}, "")
	want := fmt.Sprintf(rulesFR["%s belongs to the %s phase; this is the %s phase"], "l'activation", "commandement", "mouvement")
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := Sentence(EN, "%s moves alone to %s", []any{"HIP", "3,3"}, ""); got != "HIP moves alone to 3,3" {
		t.Errorf("English: %q", got)
	}
	if got := Sentence(FR, "no such format %s", []any{"x"}, "no such format x"); got != "no such format x" {
		t.Errorf("a missing format should fall back to English, got %q", got)
	}
	roll := testPhrase{"%d dice — %s", []any{3, testList{testTerm{"flag", "drapeau"}, testTerm{"cavalry", "cavalerie"}, testTerm{"flag", "drapeau"}}}}
	result := testList{testPhrase{"%d loss(es)", []any{1}}, testPhrase{"eliminated", nil}}
	args := []any{"A", "B", roll, result}
	if got, want := Sentence(FR, "%s attacks %s: %s → %s", args, ""), "A attaque B : 3 dés — drapeau, cavalerie, drapeau → 1 perte(s), éliminée"; got != want {
		t.Errorf("roll sentence: got %q, want %q", got, want)
	}
	if got, want := Sentence(EN, "%s attacks %s: %s → %s", args, ""), "A attacks B: 3 dice — flag, cavalry, flag → 1 loss(es), eliminated"; got != want {
		t.Errorf("roll sentence in English: got %q, want %q", got, want)
	}
}

func TestDetectAndParse(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	if Detect(env(map[string]string{"LANG": "fr_FR.UTF-8"})) != FR {
		t.Error("fr_FR should be French")
	}
	if Detect(env(map[string]string{"LC_ALL": "en_GB", "LANG": "fr_FR"})) != EN {
		t.Error("LC_ALL wins over LANG")
	}
	if Detect(env(nil)) != EN {
		t.Error("no locale means English")
	}
	if _, err := Parse("de"); err == nil {
		t.Error("de is not a language of the table")
	}
	if Other(FR) != EN || Other(EN) != FR {
		t.Error("Other should switch")
	}
}
