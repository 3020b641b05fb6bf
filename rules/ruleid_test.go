package rules_test

import (
	"encoding/json"
	"errors"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"regexp"
	"strings"
	"testing"

	"estafette/rules"
)

// TestRuleIDsHaveOneTextEach: every id has its own text form of an id's
// shape, and ParseRuleID reads it back; "" and unknown texts are no id.
func TestRuleIDsHaveOneTextEach(t *testing.T) {
	shape := regexp.MustCompile(`^[A-Z]+(\.[A-Z_]+)?$`)
	ids := rules.RuleIDs()
	if len(ids) < 50 {
		t.Fatalf("only %d rule ids", len(ids))
	}
	seen := map[string]bool{}
	for _, r := range ids {
		s := r.String()
		if !shape.MatchString(s) || seen[s] {
			t.Errorf("rule %d: text %q is not an id's shape, or repeated", r, s)
		}
		seen[s] = true
		if back, ok := rules.ParseRuleID(s); !ok || back != r {
			t.Errorf("ParseRuleID(%q) = %v, %v", s, back, ok)
		}
	}
	for _, s := range []string{"", "ORD.TYPO", "ord.points", " ORD.POINTS"} {
		if r, ok := rules.ParseRuleID(s); ok || r != rules.NoRule {
			t.Errorf("ParseRuleID(%q) = %v, %v: want no id", s, r, ok)
		}
	}
	if rules.NoRule.String() != "" || seen[""] {
		t.Error("NoRule has no text and is not among RuleIDs")
	}
}

// TestRuleIDsAreDocumented: a player who searches docs/rules.md for the
// id a refusal names finds it, in backquotes.
func TestRuleIDsAreDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rules.RuleIDs() {
		if !strings.Contains(string(doc), "`"+r.String()+"`") {
			t.Errorf("%s is not in docs/rules.md (in backquotes)", r)
		}
	}
}

// TestRuleIDTextForm: JSON carries the text form both ways, and a
// Violation prints it.
func TestRuleIDTextForm(t *testing.T) {
	b, err := json.Marshal(struct{ Rule rules.RuleID }{rules.RuleOrdPoints})
	if err != nil || string(b) != `{"Rule":"ORD.POINTS"}` {
		t.Fatalf("JSON %s, %v", b, err)
	}
	var back struct{ Rule rules.RuleID }
	if err := json.Unmarshal(b, &back); err != nil || back.Rule != rules.RuleOrdPoints {
		t.Fatalf("read back %v, %v", back.Rule, err)
	}
	if err := json.Unmarshal([]byte(`{"Rule":"ORD.TYPO"}`), &back); err == nil {
		t.Error("an unknown id is read without error")
	}
	v := &rules.Violation{Rule: rules.RuleMovPath, Message: "no"}
	if v.Error() != "MOV.PATH: no" {
		t.Errorf("Error() = %q", v.Error())
	}
}

// TestViolationIs: errors.Is matches a refusal by its rule, through a
// RuleID sentinel or a *Violation, wrapped or not; another rule does not
// match.
func TestViolationIs(t *testing.T) {
	s := load(t, "th")
	_, v := s.Apply(rules.Activate{Leader: "CA", Pieces: []string{"A5"}})
	if v == nil {
		t.Fatal("A5 is out of CA's command radius")
	}
	var err error = v
	wrapped := errors.Join(errors.New("replay"), err)
	for _, e := range []error{err, wrapped} {
		if !errors.Is(e, rules.RuleCmdRadius) || !errors.Is(e, &rules.Violation{Rule: rules.RuleCmdRadius}) {
			t.Errorf("%v does not match CMD.RADIUS", e)
		}
		if errors.Is(e, rules.RuleOrdPoints) || errors.Is(e, &rules.Violation{Rule: rules.RuleOrdPoints}) {
			t.Errorf("%v matches ORD.POINTS", e)
		}
	}
}

// TestMisspeltRuleIDDoesNotCompile type-checks two small packages against
// the rules package: one naming ids by their constants compiles; one
// writing an id as a string, in a variable or a Violation, does not.
func TestMisspeltRuleIDDoesNotCompile(t *testing.T) {
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil)
	check := func(src string) []string {
		f, err := parser.ParseFile(fset, "p.go", "package p\nimport \"estafette/rules\"\n"+src, 0)
		if err != nil {
			t.Fatal(err)
		}
		var errs []string
		conf := types.Config{Importer: imp, Error: func(err error) { errs = append(errs, err.Error()) }}
		conf.Check("p", fset, []*ast.File{f}, nil)
		return errs
	}
	if errs := check("var _ = &rules.Violation{Rule: rules.RuleOrdPoints}\n"); len(errs) > 0 {
		t.Fatalf("the control does not type-check: %v", errs)
	}
	for _, src := range []string{
		"var _ rules.RuleID = \"ORD.TYPO\"\n",
		"var _ = &rules.Violation{Rule: \"ORD.POINTS\"}\n",
		"var s = \"ORD.POINTS\"\nvar _ rules.RuleID = rules.RuleID(s)\n",
	} {
		if errs := check(src); len(errs) == 0 {
			t.Errorf("compiles: %s", src)
		}
	}
}
