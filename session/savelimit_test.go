package session

import (
	"errors"
	"strings"
	"testing"
)

// TestSaveListsTheFirstBadLines: a saved game whose record has many lines
// that do not parse names the first maxSaveErrors, then counts the rest in
// one more line: before, 100,000 such lines made 100,000 errors and 133 MB.
func TestSaveListsTheFirstBadLines(t *testing.T) {
	save := SaveHeader + "\n# scenario: tutorial.toml\n" + string(tutorialSource(t)) + RecordSeparator + "\n" + strings.Repeat("fly\n", 1000)
	_, _, err := LoadSave("bad.estafette", []byte(save))
	var errs SaveErrors
	if !errors.As(err, &errs) {
		t.Fatalf("error %v", err)
	}
	if len(errs) != maxSaveErrors+1 {
		t.Fatalf("%d errors, want %d and a count of the others", len(errs), maxSaveErrors+1)
	}
	if last := errs[len(errs)-1]; !strings.Contains(last.Msg, "980 more lines") || last.Line == 0 {
		t.Errorf("the last error: %+v", last)
	}
}
