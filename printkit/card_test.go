package printkit

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

// orderRow finds the card's row of order o (its name starts the line in
// pdftotext -layout) and returns it with the lines its cells wrap onto.
func orderRow(text string, o rules.Order) (string, bool) {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), o.Name+" ") || strings.TrimSpace(l) == o.Name {
			return strings.Join(lines[i:min(i+4, len(lines))], "\n"), true
		}
	}
	return "", false
}

// costWords are the numbers the card must print for an order's cost, as
// the ruleset gives them.
func costWords(o rules.Order) []string {
	switch o.Cost.Kind {
	case rules.CostFixed, rules.CostPerHex:
		return []string{fmt.Sprint(o.Cost.Points)}
	}
	var out []string
	for _, t := range rules.TroopTypes {
		if n, ok := o.Cost.ByType[t]; ok {
			out = append(out, fmt.Sprint(n))
		}
	}
	return out
}

// cardText prints rs's card and returns its page count and layout text.
func cardText(t *testing.T, rs *rules.Ruleset, src []byte, l i18n.Lang) (int, string) {
	t.Helper()
	var b bytes.Buffer
	p, err := Card(&b, rs, src, Options{Lang: l})
	if err != nil {
		t.Fatal(err)
	}
	pages, text := poppler(t, b.Bytes(), true)
	if p.Pages != pages {
		t.Errorf("Card says %d pages, pdfinfo %d", p.Pages, pages)
	}
	if len(p.Missing) > 0 {
		t.Errorf("the fonts lack %q", string(p.Missing))
	}
	return pages, text
}

// TestCards prints every ruleset's card in both languages: two sides,
// every order with its cost as the ruleset gives it, every troop profile
// and terrain by its French name, the die's faces, [HOUSE] values starred.
func TestCards(t *testing.T) {
	for _, key := range scenarios.RulesetKeys() {
		rs, err := scenarios.Ruleset(key)
		if err != nil {
			t.Fatal(err)
		}
		src, _ := scenarios.RulesetSource(key)
		for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
			t.Run(key+"-"+string(l), func(t *testing.T) {
				pages, text := cardText(t, rs, src, l)
				if pages < 2 || pages > 4 {
					t.Errorf("%d pages, want two to four (the sides of one or two sheets)", pages)
				}
				flat := strings.Join(strings.Fields(text), " ")
				for _, o := range rs.Orders {
					row, ok := orderRow(text, o)
					if !ok {
						t.Errorf("order %q is not on the card", o.Name)
						continue
					}
					for _, c := range costWords(o) {
						if !regexp.MustCompile(`(^|[^0-9])` + c + `([^0-9]|$)`).MatchString(row) {
							t.Errorf("order %q: its cost %s is not in its row:\n%s", o.Name, c, row)
						}
					}
				}
				for _, p := range rs.Profiles {
					if !strings.Contains(flat, p.Name) {
						t.Errorf("profile %q is not on the card", p.Name)
					}
				}
				for _, tr := range rs.Terrain {
					if !strings.Contains(flat, tr.Name) {
						t.Errorf("terrain %q is not on the card", tr.Name)
					}
				}
				for _, f := range rs.Dice.Faces {
					if !strings.Contains(flat, f.Name) {
						t.Errorf("face %q is not on the card", f.Name)
					}
				}
				for _, r := range rs.Leaders {
					if !regexpLine(text, regexp.QuoteMeta(r.Name)+`.*\s`+fmt.Sprint(r.CommandRadius)+`\*?\s+`+fmt.Sprint(r.InfluenceRadius)) {
						t.Errorf("the radii of %s (%d, %d) are not on the card", r.Name, r.CommandRadius, r.InfluenceRadius)
					}
				}
				if !strings.Contains(text, "[HOUSE]") || !regexp.MustCompile(`\d\*`).MatchString(text) {
					t.Errorf("no [HOUSE] value is starred")
				}
			})
		}
	}
}

// TestCardFollowsTheRulesetFile: a club's edited copy of a ruleset prints
// its own numbers, and a value it no longer marks [HOUSE] loses its star.
func TestCardFollowsTheRulesetFile(t *testing.T) {
	src, err := scenarios.RulesetSource("jomini")
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := scenarios.Ruleset("jomini")
	mf, _ := rs.Order("marche-forcee")
	if mf.Cost.Points == 7 {
		t.Fatal("the test expects Marche forcée not to cost 7 already")
	}
	edited := strings.Replace(string(src), "key = \"marche-forcee\"\nname = \"Marche forcée\"\ngloss = \"Forced march: +1 hex, can still fight\"\nwindow = \"maneuver\"\ncost = 2",
		"key = \"marche-forcee\"\nname = \"Marche forcée\"\ngloss = \"Forced march: +1 hex, can still fight\"\nwindow = \"maneuver\"\ncost = 7", 1)
	edited = strings.Replace(edited, "units_per_activation = 3  # [HOUSE] ACT.COUNT: the rules say \"3 or 4\"", "units_per_activation = 4  # the club's choice", 1)
	if edited == string(src) {
		t.Fatal("the Jomini file no longer reads as the test expects")
	}
	ers, err := scenarios.LoadRuleset("club.toml", []byte(edited))
	if err != nil {
		t.Fatal(err)
	}
	_, before := cardText(t, rs, src, i18n.FR)
	_, after := cardText(t, ers, []byte(edited), i18n.FR)
	rowBefore, _ := orderRow(before, *mf)
	mf2, _ := ers.Order("marche-forcee")
	rowAfter, _ := orderRow(after, *mf2)
	if !regexp.MustCompile(`\s7\s?°`).MatchString(rowAfter) || regexp.MustCompile(`\s7\s?°`).MatchString(rowBefore) {
		t.Errorf("Marche forcée's row does not follow the file:\nbefore: %s\nafter: %s", rowBefore, rowAfter)
	}
	if !regexpLine(before, `16 et plus\s+2\*?\s+3\*`) || !regexpLine(after, `16 et plus\s+2\*?\s+4(\s|$)`) {
		t.Errorf("the activation table's last band does not follow the file (or its [HOUSE] star)")
	}
}

// TestSequenceFollowsTheFamily: the sequence of play says what the
// ruleset switches on, and only that: Jomini has no command orders but
// one-arm activations, Alexandre et Bayard has messengers.
func TestSequenceFollowsTheFamily(t *testing.T) {
	for _, c := range []struct {
		key       string
		has, hasn []string
	}{
		{"thucydide", []string{"at most one command order", "ORD.RANGE"}, []string{"ACT.TYPE", "messenger"}},
		{"jomini", []string{"ACT.TYPE", "In any order"}, []string{"command order", "messenger", "ORD.RANGE"}},
		{"alexandre-bayard", []string{"messenger", "On his own hex"}, []string{"ACT.TYPE"}},
	} {
		rs, _ := scenarios.Ruleset(c.key)
		src, _ := scenarios.RulesetSource(c.key)
		_, text := cardText(t, rs, src, i18n.EN)
		flat := strings.Join(strings.Fields(text), " ")
		for _, w := range c.has {
			if !strings.Contains(flat, w) {
				t.Errorf("%s: the card does not say %q", c.key, w)
			}
		}
		for _, w := range c.hasn {
			if strings.Contains(flat, w) {
				t.Errorf("%s: the card says %q", c.key, w)
			}
		}
	}
}
