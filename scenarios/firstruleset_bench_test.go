package scenarios

import (
	"strings"
	"testing"
)

// BenchmarkFirstRuleset is what a program starting on the tutorial pays
// for its ruleset: the built-in rulesets read afresh each iteration.
func BenchmarkFirstRuleset(b *testing.B) {
	for b.Loop() {
		forgetRulesets()
		if _, err := Ruleset("thucydide"); err != nil {
			b.Fatal(err)
		}
	}
}

// forgetRulesets drops the rulesets read, for the benchmark of the first.
func forgetRulesets() {
	rulesets.mu.Lock()
	rulesets.read = nil
	rulesets.mu.Unlock()
}

// TestRulesetIsReadWhenAsked: asking for one built-in ruleset reads that
// one only (the page's first frame waited for all four); an unknown key,
// a path included, is refused and names the known ones.
func TestRulesetIsReadWhenAsked(t *testing.T) {
	forgetRulesets()
	if _, err := Ruleset("thucydide"); err != nil {
		t.Fatal(err)
	}
	if n := len(rulesets.read); n != 1 {
		t.Errorf("asking for thucydide read %d rulesets", n)
	}
	for _, k := range []string{"nope", "../thucydide", "rulesets/jomini"} {
		if _, err := Ruleset(k); err == nil || !strings.Contains(err.Error(), "jomini") {
			t.Errorf("%q: %v", k, err)
		}
	}
	a, _ := Ruleset("jomini")
	b, _ := Ruleset("jomini")
	if a == nil || a != b {
		t.Error("jomini read twice, or not at all")
	}
}
