package i18n

import "testing"

func TestDetect(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{"LANG": "fr_FR.UTF-8"}, FR},
		{map[string]string{"LANG": "en_GB.UTF-8"}, EN},
		{map[string]string{"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, FR},
		{map[string]string{"LC_MESSAGES": "C", "LANG": "fr_FR.UTF-8"}, EN},
		{map[string]string{}, EN},
	}
	for _, c := range cases {
		if got := Detect(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("Detect(%v) = %s, want %s", c.env, got, c.want)
		}
	}
}

func TestParseAndTranslate(t *testing.T) {
	if _, err := Parse("de"); err == nil {
		t.Error("Parse(de) accepted an unsupported language")
	}
	fr, _ := Parse("FR")
	if got := T(fr, "edge.north"); got != "nord" {
		t.Errorf("T(fr, edge.north) = %q", got)
	}
	if got := T(EN, "rank.commander"); got != "Général en chef (commander-in-chief)" {
		t.Errorf("English keeps the French rule term with a gloss; got %q", got)
	}
	if got := T(EN, "no.such.key"); got != "no.such.key" {
		t.Errorf("a missing key shows itself; got %q", got)
	}
	for k, e := range catalog {
		if e.fr == "" || e.en == "" {
			t.Errorf("catalog entry %q lacks a language", k)
		}
	}
}
