package i18n

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// A refused edit's reason is a rules.Problem message: the loader's own
// English sentence (rules/validate.go), with no format kept apart. The
// editor shows it in French by matching it against the validator's
// formats. TestProblemFormatsExist checks that every format below is
// still written in rules/validate.go, so a changed sentence shows up as a
// failing test, not as a silently English refusal.
//
// This file goes once rules.Problem carries its Format and Args, as
// rules.Violation does: the French then sits in rules_fr.go, keyed by the
// format, and Problem becomes a Sentence.
var problemsFR = [][2]string{
	{"units %s and %s are both on hex %s; two units never share a hex", "les unités %s et %s sont toutes deux sur l'hexagone %s ; deux unités ne partagent jamais un hexagone"},
	{"army %s has a second commander, %s; an army has exactly one général en chef", "l'armée %s aurait un second général en chef, %s ; une armée en a exactement un"},
	{"army %s has no commander; it needs exactly one leader with rank = \"commander\"", "l'armée %s n'a pas de général en chef ; il lui en faut exactement un (rang « commander »)"},
	{"hex %s is off the board (%d columns × %d rows)", "l'hexagone %s est hors du plateau (%s colonnes × %s rangées)"},
	{"unit %s stands on impassable terrain (%s) at %s", "l'unité %s serait sur un terrain infranchissable (%s) en %s"},
	{"id %q is already used (at %s); ids are unique across the scenario", "l'identifiant %s est déjà pris (%s) ; chaque identifiant est unique dans le scénario"},
	{"id %q is not well formed: use 1 to %d letters, digits, '-' or '_'", "l'identifiant %s est mal formé : de 1 à %s lettres, chiffres, « - » ou « _ »"},
	{"unit %s has elements = %d; it needs 1 to %d", "l'unité %s aurait %s éléments ; il en faut de 1 à %s"},
	{"columns = %d is out of range (%d to %d)", "%s colonnes : hors limites (%s à %s)"},
	{"rows = %d is out of range (%d to %d)", "%s rangées : hors limites (%s à %s)"},
	{"turns = %d is out of range (0 to %d; 0 means no limit)", "%s tours : hors limites (0 à %s ; 0 = sans limite)"},
	{"the title is empty", "le titre est vide"},
	{"armies %s and %s both have edge %s; each army needs its own edge", "les armées %s et %s ont toutes deux le bord %s ; chaque armée a le sien"},
	{"%d is out of range (0 to %d)", "%s : hors limites (0 à %s)"},
	{"activations = %d is out of range (1 to 20)", "%s activations : hors limites (1 à 20)"},
	{"units_per_activation = %d is out of range (1 to 50)", "%s unités par activation : hors limites (1 à 50)"},
	{"%s arrives on turn %d; a reinforcement arrives on turn 2 or later (leave arrives out for a piece on the table from the start)", "%s arriverait au tour %s ; un renfort arrive au tour 2 ou plus tard (laissez vide pour une pièce présente dès le début)"},
	{"%s enters at %s, which is not on the table's edge", "%s entre par %s, qui n'est pas au bord de la table"},
	{"unit %s names leader %s, who is a %s; an allied unit's leader must be a sub-general of its army", "l'unité %s nomme le chef %s, qui est %s ; le chef d'une unité alliée est un sous-général de son armée"},
	{"unit %s names leader %q, who is not a leader of army %s", "l'unité %s nomme le chef %s, qui n'est pas un chef de l'armée %s"},
	{"unit %s is %s, not infantry; only infantry can be mounted infantry", "l'unité %s est %s, pas de l'infanterie ; seule l'infanterie peut être montée"},
	{"road hex %s is not adjacent to the previous hex %s", "l'hexagone de route %s n'est pas voisin du précédent, %s"},
	{"a road needs at least two hexes", "une route passe par au moins deux hexagones"},
	{"the text is %d bytes long; the limit is %d", "le texte fait %s octets ; la limite est %s"},
	{"first = %q names no army of this scenario", "« commence » nomme %s, qui n'est pas une armée du scénario"},
	{"%q is not an optional rule of %s", "%s n'est pas une règle optionnelle de %s"},
}

var (
	problemOnce sync.Once
	problemRes  []*regexp.Regexp
)

// formatRegexp turns a validator format into a pattern that captures its
// arguments.
func formatRegexp(format string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(format); i++ {
		if format[i] == '%' && i+1 < len(format) {
			switch format[i+1] {
			case 's':
				b.WriteString("(.+?)")
			case 'd':
				b.WriteString(`(-?\d+)`)
			case 'q':
				b.WriteString(`("(?:[^"\\]|\\.)*")`)
			}
			i++
			continue
		}
		b.WriteString(regexp.QuoteMeta(format[i : i+1]))
	}
	b.WriteString("$")
	return regexp.MustCompile(b.String())
}

// Problem is a scenario problem's sentence (rules.Problem's Message) in
// language l.
func Problem(l Lang, msg string) string {
	if l != FR {
		return msg
	}
	problemOnce.Do(func() {
		for _, p := range problemsFR {
			problemRes = append(problemRes, formatRegexp(p[0]))
		}
	})
	for i, re := range problemRes {
		if m := re.FindStringSubmatch(msg); m != nil {
			args := make([]any, len(m)-1)
			for j, a := range m[1:] {
				args[j] = a
			}
			return fmt.Sprintf(problemsFR[i][1], args...)
		}
	}
	return msg
}
