package lessons

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"estafette/rules"
)

// nameWords are the capitalised words of the scenario's piece names, as
// the game's log writes them in both languages ("Hippocrate",
// "Lachès", "Tanagra"): the scenario's spelling of each.
func nameWords(sc *rules.Scenario) map[string]bool {
	out := map[string]bool{}
	add := func(name string) {
		for _, w := range words(name) {
			if r := []rune(w); len(r) >= 4 && unicode.IsUpper(r[0]) {
				out[w] = true
			}
		}
	}
	for _, a := range sc.Armies {
		for _, l := range a.Leaders {
			add(l.Name)
		}
		for _, u := range a.Units {
			add(u.Name)
		}
	}
	return out
}

// words splits a text into its words, an English possessive taken off
// ("Hippocrate's" is "Hippocrate").
func words(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		w = strings.Trim(w, "'’")
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// unaccented are the accented letters of French names, without their
// accents.
var unaccented = strings.NewReplacer("à", "a", "â", "a", "ä", "a", "ç", "c", "é", "e", "è", "e", "ê", "e", "ë", "e",
	"î", "i", "ï", "i", "ô", "o", "ö", "o", "ù", "u", "û", "u", "ü", "u", "ÿ", "y", "œ", "oe", "æ", "ae")

// fold is a word in lower case, without its accents.
func fold(w string) string { return unaccented.Replace(strings.ToLower(w)) }

// near reports two words one letter apart at most (an insertion, a
// deletion or a change): "hippocrates" and "hippocrate".
func near(a, b string) bool {
	x, y := []rune(a), []rune(b)
	if len(x) > len(y) {
		x, y = y, x
	}
	if len(y)-len(x) > 1 {
		return false
	}
	i := 0
	for i < len(x) && x[i] == y[i] {
		i++
	}
	if len(x) == len(y) {
		return string(x[i+min(1, len(x)-i):]) == string(y[i+min(1, len(y)-i):])
	}
	return string(x[i:]) == string(y[i+1:])
}

// misspelled lists the capitalised words of a caption that stand for a
// name of the scenario spelled another way: the same letters but for
// the accents (« Laches » for « Lachès »), or one letter off
// (« Hippocrates » for « Hippocrate »).
func misspelled(text string, names map[string]bool) []string {
	var out []string
	for _, w := range words(text) {
		r := []rune(w)
		if len(r) < 4 || !unicode.IsUpper(r[0]) || names[w] {
			continue
		}
		for n := range names {
			fw, fn := fold(w), fold(n)
			if fw == fn || (len([]rune(fn)) >= 5 && near(fw, fn)) {
				out = append(out, fmt.Sprintf("%q (the scenario writes %q)", w, n))
			}
		}
	}
	return out
}

// TestCaptionsSpellNamesAsTheLogDoes: the log names a piece by the
// scenario's name, in French and in English alike (« Hippocrate,
// stratège (HIP) »); a caption that says « Hippocrates » or « Laches »
// sends the newcomer looking for a piece the log never names. Every
// name in every caption and title of every lesson is the scenario's
// spelling.
func TestCaptionsSpellNamesAsTheLogDoes(t *testing.T) {
	for _, l := range List() {
		x := load(t, l)
		names := nameWords(x.sc)
		for _, want := range []string{"Hippocrate", "Lachès", "Alcibiade", "Pagondas"} {
			if !names[want] {
				t.Fatalf("%s: the scenario's names %v lack %s", l.Key, names, want)
			}
		}
		all := append([]Caption(nil), x.n.Title...)
		for _, cs := range x.n.At {
			all = append(all, cs...)
		}
		for _, c := range all {
			for _, m := range misspelled(c.Text, names) {
				t.Errorf("%s:%d (%s): %s", l.File, c.Line, c.Lang, m)
			}
		}
	}
}

// TestMisspelledNamesAreFound: the check finds the spellings the issue
// found, and leaves alone the scenario's own, possessives, and words
// that only look alike.
func TestMisspelledNamesAreFound(t *testing.T) {
	names := map[string]bool{"Hippocrate": true, "Lachès": true, "Alcibiade": true, "Thébains": true, "Peltastes": true}
	for text, want := range map[string]int{
		"Hippocrates, Laches":                            2,
		"Hippocrates' radius and Alcibiades moves":       2,
		"the Thebans 2 hexes away":                       1,
		"Hippocrate, Lachès":                             0,
		"Hippocrate's slots; Lachès' three slots":        0,
		"The Athenians and the peltasts; Thébains (THE)": 0,
	} {
		if got := misspelled(text, names); len(got) != want {
			t.Errorf("%q: %v, want %d", text, got, want)
		}
	}
}
