package i18n

import (
	"fmt"
	"testing"
)

// TestGlossaryBelongsToItsTable: a table's glossary translates its own
// ruleset's names and no other's, and the package keeps none of them
// (issue 11: NewView wrote the names into package variables, so a second
// game read the first game's names).
func TestGlossaryBelongsToItsTable(t *testing.T) {
	const format = "%s moves alone to %s"
	a := NewGlossary(map[string]string{"heavy infantry": "Hoplites"}, nil)
	b := NewGlossary(map[string]string{"heavy infantry": "Phalangites"}, nil)
	args := []any{"heavy infantry", "3,3"}
	want := func(name string) string { return fmt.Sprintf(rulesFR[format], name, "3,3") }
	if got := a.Sentence(FR, format, args, ""); got != want("Hoplites") {
		t.Errorf("glossary a: %q", got)
	}
	if got := b.Sentence(FR, format, args, ""); got != want("Phalangites") {
		t.Errorf("glossary b: %q", got)
	}
	if got := Sentence(FR, format, args, ""); got != want("heavy infantry") {
		t.Errorf("without a glossary the name stays as the rules wrote it: %q", got)
	}
	if got := a.Sentence(EN, format, args, "HIP moves alone to 3,3"); got != "HIP moves alone to 3,3" {
		t.Errorf("English is the rules' own sentence: %q", got)
	}
}
