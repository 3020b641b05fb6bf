package i18n

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"estafette/ai"
	"estafette/rules"
	"estafette/scenarios"
)

// reasonSample builds arguments that fit a reason format's verbs.
func reasonSample(format string) []any {
	args := append([]any(nil), sampleArgs(format)...)
	// sampleArgs gives "x" for the float verbs: give them numbers.
	verbs := regexp.MustCompile(`%[+\-# 0-9.]*[a-zA-Z%]`).FindAllString(format, -1)
	i := 0
	for _, v := range verbs {
		if v == "%%" {
			continue
		}
		if strings.HasSuffix(v, "f") && i < len(args) {
			args[i] = 1.25
		}
		i++
	}
	return args
}

// TestEveryReasonFormatHasFrench fails when a reason the computer can give
// (ai.ReasonFormats) has no French in aiFR, when the French takes other
// arguments than the English (a wrong verb shows as %!), or when it is
// the English left as it was; and when aiFR keeps a format no reason has.
func TestEveryReasonFormatHasFrench(t *testing.T) {
	formats := ai.ReasonFormats()
	if len(formats) < 20 {
		t.Fatalf("ai lists only %d reason formats", len(formats))
	}
	listed := map[string]bool{}
	for _, en := range formats {
		listed[en] = true
		fr, ok := aiFR[en]
		if !ok {
			t.Errorf("the reason %q has no French in i18n/ai_fr.go", en)
			continue
		}
		args := reasonSample(en)
		if got := fmt.Sprintf(fr, args...); strings.Contains(got, "%!") {
			t.Errorf("%q\n  French %q renders as %q", en, fr, got)
		}
		if got := fmt.Sprintf(en, args...); strings.Contains(got, "%!") {
			t.Errorf("the sample arguments do not fit %q: %q", en, got)
		}
		if fr == en {
			t.Errorf("the French of %q is the English", en)
		}
	}
	for en := range aiFR {
		if !listed[en] {
			t.Errorf("aiFR translates %q, which no reason has", en)
		}
	}
	for en, log := range aiLogEN {
		if !listed[en] {
			t.Errorf("aiLogEN says %q, which no reason has", en)
		}
		if got := fmt.Sprintf(log, reasonSample(en)...); strings.Contains(got, "%!") {
			t.Errorf("%q\n  the log's English %q renders as %q", en, log, got)
		}
	}
}

// TestReasonSaysPiecesAndNumbersAsTheLog: a reason names pieces as the
// log does (name and id) and orders by their French name in both
// languages; French writes decimal commas and "12 %", as the odds card.
func TestReasonSaysPiecesAndNumbersAsTheLog(t *testing.T) {
	cvb := ai.Piece{ID: "CVB", Name: "Cavalerie béotienne"}
	cav := ai.Piece{ID: "CAV", Name: "Cavaliers athéniens"}
	charge := ai.Order{Key: "charge", Name: "Charge"}
	format := "attacks %s with %s (%s): %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back"
	args := []any{cvb, cav, charge, 0.84, 0.5, 12.3, 45.0}
	r := ai.Reason{Format: format, Args: args}
	if got, want := r.String(), "attacks CVB with CAV (charge): 0.8 hits and 0.5 flags expected, 12% to eliminate, 45% to drive back"; got != want {
		t.Errorf("String %q, want %q", got, want)
	}
	if got, want := Reason(EN, format, args), "attacks Cavalerie béotienne (CVB) with Cavaliers athéniens (CAV) (Charge): 0.8 hits and 0.5 flags expected, 12% to eliminate, 45% to drive back"; got != want {
		t.Errorf("English %q\nwant %q", got, want)
	}
	if got, want := Reason(FR, format, args), "attaque Cavalerie béotienne (CVB) avec Cavaliers athéniens (CAV) (Charge) : 0,8 touches et 0,5 drapeaux attendus, 12 % de chances de l'éliminer, 45 % de le repousser"; got != want {
		t.Errorf("French %q\nwant %q", got, want)
	}
	inner := ai.Reason{Format: "order %s %s", Args: []any{ai.Order{Key: "marche-forcee", Name: "Marche forcée"}, ai.Pieces{cav, cvb}}}
	if got, want := Reason(FR, "gives %s (%+.0f)", []any{inner, 3.2}), "donne l'ordre Marche forcée à Cavaliers athéniens (CAV), Cavalerie béotienne (CVB) (+3)"; got != want {
		t.Errorf("French order %q\nwant %q", got, want)
	}
	if got, want := Reason(EN, "gives %s (%+.0f)", []any{inner, 3.2}), "gives the order Marche forcée to Cavaliers athéniens (CAV), Cavalerie béotienne (CVB) (+3)"; got != want {
		t.Errorf("English order %q\nwant %q", got, want)
	}
	if got, want := inner.String(), "order marche-forcee CAV CVB"; got != want {
		t.Errorf("the order's String %q, want its record line %q", got, want)
	}
	if got := Reason(FR, "", nil); got != "" {
		t.Errorf("no reason says %q", got)
	}
	// A leader's direct action: its record line in English text, its
	// effect in words in the window.
	hit := ai.Piece{ID: "HIT", Name: "Hipparque"}
	dice := ai.Reason{Format: "direct %s %s %s", Args: []any{hit, cvb, ai.Reason{Format: "dice"}}}
	if got, want := dice.String(), "direct HIT CVB dice"; got != want {
		t.Errorf("the direct action's String %q, want its record line %q", got, want)
	}
	if got, want := Reason(FR, dice.Format, dice.Args), "Hipparque (HIT) s'engage auprès de Cavalerie béotienne (CVB) : des dés en plus"; got != want {
		t.Errorf("French direct action %q\nwant %q", got, want)
	}
	if got, want := Reason(EN, dice.Format, dice.Args), "Hipparque (HIT) commits himself to Cavalerie béotienne (CVB): extra dice"; got != want {
		t.Errorf("English direct action %q\nwant %q", got, want)
	}
}

// bothLanguages are the words of the reasons' English that French says
// the same: the order names Ralliement and Sacrifice, combat, phase,
// point(s).
var bothLanguages = map[string]bool{"combat": true, "phase": true, "point": true, "points": true, "ralliement": true, "sacrifice": true}

// englishOnly are the words of the reasons' English formats that are not
// French: a French reason that says one has English left.
func englishOnly() map[string]bool {
	out := map[string]bool{}
	for _, f := range ai.ReasonFormats() {
		for _, w := range strings.FieldsFunc(strings.ToLower(f), func(r rune) bool { return !unicode.IsLetter(r) }) {
			if !bothLanguages[w] && len(w) > 1 {
				out[w] = true
			}
		}
	}
	return out
}

// TestComputerReasonsInFrench: the reasons the computer gives in real
// games of the tutorial, at the normal level against random (each side
// once), all have a French format, render whole, say no English word and
// write no decimal point.
func TestComputerReasonsInFrench(t *testing.T) {
	src, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	english := englishOnly()
	point := regexp.MustCompile(`[0-9]\.[0-9]`)
	seen := map[string]bool{}
	for side := 0; side < 2; side++ {
		st := rules.NewState(sc, rs, int64(3+side))
		players := map[string]ai.Player{
			sc.Armies[side].ID:   ai.NewComputer(ai.Normal, 5),
			sc.Armies[1-side].ID: &ai.Random{Seed: 6},
		}
		for i := 0; i < 600 && st.Phase() != rules.PhaseOver; i++ {
			ch, err := players[st.Decider()].Choose(context.Background(), st, st.LegalActions())
			if err != nil {
				t.Fatal(err)
			}
			if f := ch.Why.Format; f != "" {
				seen[f] = true
				fr := Reason(FR, f, ch.Why.Args)
				if missing := untranslatedReason(f, ch.Why.Args); missing != "" {
					t.Errorf("%q: no French for %q", ch.Reason, missing)
				}
				if strings.Contains(fr, "%!") || point.MatchString(fr) {
					t.Errorf("%q renders as %q in French", ch.Reason, fr)
				}
				// Pieces' names and ids are the scenario's ("THE" is the
				// Thebans), not the reason's words.
				words := fr
				for _, n := range logNames(ch.Why.Args) {
					words = strings.ReplaceAll(words, n, "")
				}
				for _, w := range strings.FieldsFunc(strings.ToLower(words), func(r rune) bool { return !unicode.IsLetter(r) }) {
					if english[w] {
						t.Errorf("%q says %q in French: %q", ch.Reason, w, fr)
						break
					}
				}
			}
			if _, v := st.Apply(ch.Action); v != nil {
				t.Fatal(v)
			}
		}
	}
	t.Logf("%d kinds of reason: %v", len(seen), seen)
	if len(seen) < 8 {
		t.Errorf("the games gave only %d kinds of reason", len(seen))
	}
}

// untranslatedReason returns the first format, the reason's or one inside
// it, that has no French; "" when all have one.
func untranslatedReason(format string, args []any) string {
	if _, ok := aiFR[format]; !ok {
		return format
	}
	for _, a := range args {
		if p, ok := a.(phrasal); ok {
			if m := untranslatedReason(p.Sentence()); m != "" {
				return m
			}
		}
	}
	return ""
}

// logNames are the names the arguments of a reason, and of the reasons
// inside it, give the log.
func logNames(args []any) []string {
	var out []string
	for _, a := range args {
		switch x := a.(type) {
		case logNamed:
			out = append(out, x.LogName())
		case phrasal:
			_, inner := x.Sentence()
			out = append(out, logNames(inner)...)
		}
	}
	return out
}
