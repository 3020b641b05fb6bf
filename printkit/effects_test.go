package printkit

import (
	"regexp"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

// TestTheCardKnowsEveryEffect: every order effect the rules implement
// has the card's words for it, in French and in English: an effect the
// rules gain fails here until the card can say what it does.
func TestTheCardKnowsEveryEffect(t *testing.T) {
	for _, e := range rules.OrderEffects {
		key := "print.effect." + string(e)
		if !i18n.Has(key) {
			t.Errorf("the card has no words for the effect %q: give it %s in i18n/print_effects.go", e, key)
			continue
		}
		if fr, en := i18n.T(i18n.FR, key), i18n.T(i18n.EN, key); fr == "" || en == "" || fr == en {
			t.Errorf("%s: French %q, English %q", key, fr, en)
		}
	}
}

// TestTheCardSaysWhatAClubsOrderDoes: a club's order under a name of its
// own that names its effect (Éclaireurs, effect = "reconnaissance") is
// printed with what the program does with it, in the card's language;
// the built-in card, whose orders are named after their effects, says
// nothing more.
func TestTheCardSaysWhatAClubsOrderDoes(t *testing.T) {
	src, err := scenarios.RulesetSource("jomini")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), "key = \"reconnaissance\"\nname = \"Reconnaissance\"",
		"key = \"eclaireurs\"\neffect = \"reconnaissance\"\nname = \"Éclaireurs\"", 1)
	if edited == string(src) {
		t.Fatal("the Jomini file no longer reads as the test expects")
	}
	club, err := scenarios.LoadRuleset("club.toml", []byte(edited))
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := scenarios.Ruleset("jomini")
	for l, says := range map[i18n.Lang]string{i18n.FR: `Estafette\s+le\s+joue\s+comme\s+«\s*reconnaissance\s*»`, i18n.EN: `Estafette\s+plays\s+it\s+as\s+“reconnaissance”`} {
		_, text := cardText(t, club, []byte(edited), l)
		if !regexp.MustCompile(says).MatchString(text) {
			t.Errorf("%s: the club's card does not say what Éclaireurs does:\n%s", l, text)
		}
		if _, text := cardText(t, rs, src, l); regexp.MustCompile(says).MatchString(text) {
			t.Errorf("%s: the built-in card names an effect", l)
		}
	}
}
