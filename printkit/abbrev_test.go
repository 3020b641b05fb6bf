package printkit

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"estafette/i18n"
	"estafette/scenarios"
)

// TestAbbreviateFollowsTheLegendsRule: each step of the rule the legend
// states, taken only while the name does not fit.
func TestAbbreviateFollowsTheLegendsRule(t *testing.T) {
	upTo := func(n int) func(string) bool { return func(s string) bool { return utf8.RuneCountInString(s) <= n } }
	for _, c := range []struct {
		name string
		room int
		want string
		fits bool
	}{
		{"4e de ligne", 14, "4e de ligne", true},
		{"28e et 46e de ligne", 14, "28e 46e ligne", true},
		{"Grenadiers de l'avant-garde de Wedel (Ier bataillon)", 30, "Grenadiers avant-garde Wedel", true},
		{"Grenadiers de l'avant-garde de Wedel (Ier bataillon)", 18, "Gre. ava. Wedel", true},
		{"Régiment d'Anhalt-Dessau (IR 3)", 16, "Rég. Anh.", true},
		{"Cavalerie milanaise de Maximilien Sforza", 15, "Cav. mil. Max.", true},
		{"Régiment d'Anhalt-Dessau (IR 3)", 3, "Rég.", false},
		{"Tirailleurs du Pô", 14, "Tirailleurs Pô", true},
	} {
		got, ok := abbreviate(c.name, upTo(c.room))
		if got != c.want || ok != c.fits {
			t.Errorf("%q in %d letters: %q %v, want %q %v", c.name, c.room, got, ok, c.want, c.fits)
		}
	}
}

// TestCounterNamesFit (issue 39): on the map of every built-in scenario,
// no unit's name is cut ("28e et 46e de…"): each is shortened by the
// rule the legend states, and the legend states it.
func TestCounterNamesFit(t *testing.T) {
	for _, name := range scenarios.BuiltinNames() {
		sc, rs, rsrc := builtin(t, name)
		for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
			var b bytes.Buffer
			if _, err := Scenario(&b, sc, rs, rsrc, Options{Lang: l}); err != nil {
				t.Fatal(err)
			}
			pages := wordBoxes(t, b.Bytes())
			mapPages := planMap(sc.Board, A4).pages()
			for _, p := range pages[1 : 1+mapPages] {
				for _, w := range p.Words {
					// the heading may shorten the title: it is in full on the first page
					if w.YMin > 60 && strings.Contains(w.Text, "…") {
						t.Errorf("%s-%s: a name on the map is cut: %q", name, l, w.Text)
					}
				}
			}
			_, text := poppler(t, b.Bytes(), false)
			if flat := strings.Join(strings.Fields(text), " "); !strings.Contains(flat, i18n.T(l, "print.legend.names")) {
				t.Errorf("%s-%s: the legend does not state how names are shortened", name, l)
			}
		}
	}
}
