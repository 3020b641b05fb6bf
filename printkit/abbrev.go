package printkit

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A counter on the map has room for a dozen letters of its unit's name.
// A longer name is shortened by one rule, which the map's legend states
// (print.legend.names), each step taken only while the name does not fit:
//
//  1. the small words go (de, du, la, l', et, of, the…);
//  2. what is in brackets goes;
//  3. the words of more than four letters are cut, from the first, to
//     their first three letters and a full stop (Grenadiers → Gre.);
//  4. the last words go;
//  5. a first word that still does not fit is cut with "…".
//
// The order of battle gives every name in full.

// smallWords are the words step 1 drops.
var smallWords = map[string]bool{
	"de": true, "du": true, "des": true, "la": true, "le": true, "les": true, "et": true,
	"à": true, "au": true, "aux": true, "en": true, "sur": true,
	"of": true, "the": true, "and": true, "at": true,
}

// abbreviate shortens name by the rule above until fits says it fits.
func abbreviate(name string, fits func(string) bool) (string, bool) {
	if fits(name) {
		return name, true
	}
	var words []string
	for _, w := range strings.Fields(name) {
		// l'avant-garde, d'Anhalt: the elided article goes too
		if r := []rune(w); len(r) > 2 && (r[1] == '\'' || r[1] == '’') && strings.ContainsRune("lLdD", r[0]) {
			w = string(r[2:])
		}
		if smallWords[strings.ToLower(w)] || w == "" {
			continue
		}
		words = append(words, w)
	}
	if s := strings.Join(words, " "); fits(s) {
		return s, true
	}
	words = dropBrackets(words)
	if s := strings.Join(words, " "); fits(s) {
		return s, true
	}
	for i, w := range words {
		if letters(w) > 4 {
			r := []rune(w)
			words[i] = string(r[:3]) + "."
			if s := strings.Join(words, " "); fits(s) {
				return s, true
			}
		}
	}
	for n := len(words) - 1; n > 0; n-- {
		if s := strings.Join(words[:n], " "); fits(s) {
			return s, true
		}
	}
	return strings.Join(words[:min(1, len(words))], " "), false
}

// dropBrackets leaves out the words between ( and ).
func dropBrackets(words []string) []string {
	var out []string
	depth := 0
	for _, w := range words {
		open := strings.HasPrefix(w, "(")
		if open {
			depth++
		}
		if depth == 0 {
			out = append(out, w)
		}
		if strings.HasSuffix(w, ")") && depth > 0 {
			depth--
		}
	}
	if len(out) == 0 {
		return words
	}
	return out
}

// letters counts w's letters: a number keeps its digits (28e, IR 26).
func letters(w string) int {
	if r, _ := utf8.DecodeRuneInString(w); !unicode.IsLetter(r) {
		return 0
	}
	n := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}
