package i18n

import (
	"os"
	"strings"
	"testing"
)

// TestProblemFormatsExist: every validator sentence the editor translates
// is still written in rules/validate.go, its French takes as many
// arguments, and a sentence of that format reads in French.
func TestProblemFormatsExist(t *testing.T) {
	src, err := os.ReadFile("../rules/validate.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problemsFR {
		quoted := strings.ReplaceAll(p[0], `"`, `\"`)
		if !strings.Contains(string(src), `"`+quoted+`"`) {
			t.Errorf("rules/validate.go no longer writes %q", p[0])
		}
		if n, m := strings.Count(p[0], "%"), strings.Count(p[1], "%"); n != m {
			t.Errorf("%q: %d arguments in English, %d in French", p[0], n, m)
		}
	}
	en := "units G2 and A1 are both on hex 6,8; two units never share a hex"
	if got, want := Problem(FR, en), "les unités G2 et A1 sont toutes deux sur l'hexagone 6,8 ; deux unités ne partagent jamais un hexagone"; got != want {
		t.Errorf("French %q, want %q", got, want)
	}
	if got := Problem(EN, en); got != en {
		t.Errorf("English %q", got)
	}
	if got := Problem(FR, "no such sentence"); got != "no such sentence" {
		t.Errorf("an unknown sentence stays in English: %q", got)
	}
}
