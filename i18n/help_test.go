package i18n

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"estafette/rules"
)

// ruleIDPattern is the shape of a rule id: SYNTAX, CMD.RADIUS, ORD.ONE_PER_COMBAT.
var ruleIDPattern = regexp.MustCompile(`^[A-Z]+(\.[A-Z_]+)?$`)

// TestEveryEngineRuleIDHasHelp fails when a rule id the engine can refuse
// with has no help entry in English or French: the help overlay and a
// click on a refusal's id would then have nothing to show.
func TestEveryEngineRuleIDHasHelp(t *testing.T) {
	ids := map[string]string{} // id → where it is declared, for the message
	for _, r := range rules.RuleIDs() {
		if !ruleIDPattern.MatchString(r.String()) {
			t.Errorf("rules.RuleIDs() holds %q, which is not an id's shape", r)
		}
		ids[r.String()] = "rules/ruleid.go"
	}
	inHelp := map[string]bool{}
	for _, id := range HelpRuleIDs() {
		inHelp[id] = true
	}
	var missing []string
	for id, pos := range ids {
		if !inHelp[id] {
			missing = append(missing, pos+": "+id+" is not in helpRules (i18n/help.go)")
		}
		for _, l := range []Lang{EN, FR} {
			if e, ok := helpTexts(l)[id]; !ok || e.name == "" || e.text == "" {
				missing = append(missing, pos+": "+id+" has no "+string(l)+" help entry")
			}
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Error(m)
	}
}

// TestHelpCatalogsAreComplete checks both languages hold the same keys,
// that every key is an id of helpRules or one of its variants, and that
// every entry is a short name and one paragraph.
func TestHelpCatalogsAreComplete(t *testing.T) {
	used := map[string]bool{}
	seen := map[string]bool{}
	for _, r := range helpRules {
		if seen[r.id] {
			t.Errorf("%s is listed twice in helpRules", r.id)
		}
		seen[r.id] = true
		if !ruleIDPattern.MatchString(r.id) || r.section < 1 || r.section > 8 {
			t.Errorf("%s: bad id or section %d", r.id, r.section)
		}
		used[r.id] = true
		for fam, v := range r.variants {
			used[v] = true
			if !strings.HasPrefix(v, r.id+"/") {
				t.Errorf("%s: variant key %q should start with %q", r.id, v, r.id+"/")
			}
			checkFamily(t, r.id, fam)
		}
		for _, fam := range r.families {
			checkFamily(t, r.id, fam)
		}
	}
	for _, l := range []Lang{EN, FR} {
		texts := helpTexts(l)
		for k := range used {
			if _, ok := texts[k]; !ok {
				t.Errorf("%s: no entry %q", l, k)
			}
		}
		for k, e := range texts {
			if !used[k] {
				t.Errorf("%s: entry %q is neither a rule id of helpRules nor a variant", l, k)
			}
			if e.name == "" || len([]rune(e.name)) > 45 {
				t.Errorf("%s %s: name %q should be short and not empty", l, k, e.name)
			}
			if n := len([]rune(e.text)); n < 60 || n > 900 || strings.Contains(e.text, "\n") {
				t.Errorf("%s %s: the text should be one paragraph of 60 to 900 characters (%d)", l, k, n)
			}
		}
	}
}

func checkFamily(t *testing.T, id, fam string) {
	t.Helper()
	for _, f := range helpFamilies {
		if f == fam {
			return
		}
	}
	t.Errorf("%s: unknown family %q", id, fam)
}

// TestHelpPlaceholdersAreDocumented fails when a paragraph uses a
// placeholder that is not in helpKeys, when the two languages of an entry
// use different placeholders (they are filled from the same values), or
// when a documented key is used nowhere.
func TestHelpPlaceholdersAreDocumented(t *testing.T) {
	documented := map[string]bool{}
	for _, k := range HelpKeys() {
		if documented[k.Key] || k.Source == "" || strings.ContainsAny(k.Key, "{} ") {
			t.Errorf("key %q: listed twice, undocumented or malformed", k.Key)
		}
		documented[k.Key] = true
	}
	usedKeys := map[string]bool{}
	for k, en := range helpEN {
		fr := helpFR[k]
		pe, pf := helpPlaceholders(en.text), helpPlaceholders(fr.text)
		if strings.Join(uniq(pe), " ") != strings.Join(uniq(pf), " ") {
			t.Errorf("%s: English uses %v, French %v", k, pe, pf)
		}
		for _, p := range append(pe, pf...) {
			usedKeys[p] = true
			if !documented[p] {
				t.Errorf("%s: placeholder {%s} is not in helpKeys (i18n/help.go)", k, p)
			}
		}
		for _, name := range []string{en.name, fr.name} {
			if strings.ContainsAny(name, "{}") {
				t.Errorf("%s: a name holds no placeholder: %q", k, name)
			}
		}
	}
	for k := range documented {
		if !usedKeys[k] {
			t.Errorf("helpKeys documents {%s}, which no entry uses", k)
		}
	}
}

func uniq(s []string) []string {
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func TestFillHelp(t *testing.T) {
	vals := map[string]string{"a.b": "5", "c": "x"}
	cases := []struct{ in, want string }{
		{"radius {a.b} hexes", "radius 5 hexes"},
		{"{c}{a.b}", "x5"},
		{"no value {d} stays", "no value {d} stays"},
		{"unclosed {a.b", "unclosed {a.b"},
		{"plain", "plain"},
	}
	for _, c := range cases {
		if got := FillHelp(c.in, vals); got != c.want {
			t.Errorf("FillHelp(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestFamilyHelpFollowsTheFamily checks what the overlay shows per family:
// ids that apply only elsewhere are left out, and variants replace the
// general text.
func TestFamilyHelpFollowsTheFamily(t *testing.T) {
	ids := func(es []HelpEntry) map[string]HelpEntry {
		m := map[string]HelpEntry{}
		for _, e := range es {
			m[e.ID] = e
		}
		return m
	}
	th := ids(FamilyHelp(EN, famThucydide, nil))
	jo := ids(FamilyHelp(EN, famJomini, nil))
	ab := ids(FamilyHelp(FR, famAB, nil))
	if _, ok := th["ACT.TYPE"]; ok {
		t.Error("ACT.TYPE is Jomini's: Thucydide's help should not list it")
	}
	if _, ok := jo["ACT.TYPE"]; !ok {
		t.Error("Jomini's help should list ACT.TYPE")
	}
	if _, ok := jo["ORD.COMMAND_START"]; ok {
		t.Error("Jomini has no command orders: ORD.COMMAND_START should not be listed")
	}
	if _, ok := th["MSG.SOURCE"]; ok {
		t.Error("Thucydide has no messengers: MSG.SOURCE should not be listed")
	}
	if th["ACT.ORDER"].Text == jo["ACT.ORDER"].Text || !strings.Contains(jo["ACT.ORDER"].Text, "dans l'ordre de son choix") {
		t.Errorf("Jomini's ACT.ORDER should be its own text, quoting JO3: %q", jo["ACT.ORDER"].Text)
	}
	if !strings.Contains(ab["LDR.INFLUENCE"].Text, "celui-ci seulement") {
		t.Errorf("Alexandre et Bayard's LDR.INFLUENCE should say « celui-ci seulement »: %q", ab["LDR.INFLUENCE"].Text)
	}
	if all := FamilyHelp(EN, "my-club-rules", nil); len(all) != len(helpRules) {
		t.Errorf("an unknown family should get every id: %d of %d", len(all), len(helpRules))
	}
	// A refusal's id opens its entry even in a family it does not apply in.
	if e, ok := RuleHelp(FR, "MSG.SOURCE", famThucydide, nil); !ok || e.Name != helpFR["MSG.SOURCE"].name || e.Section != 4 {
		t.Errorf("RuleHelp(MSG.SOURCE, thucydide) = %+v, %v", e, ok)
	}
	if _, ok := RuleHelp(EN, "NO.SUCH", famThucydide, nil); ok {
		t.Error("an unknown id should not be found")
	}
	if HelpSection(FR, 3) != "Phase de commandement : activation" || HelpSection(EN, 9) != "" {
		t.Errorf("section titles: %q, %q", HelpSection(FR, 3), HelpSection(EN, 9))
	}
}

func TestHelpTroopTypes(t *testing.T) {
	types := []string{"cavalry", "camels", "chariots"}
	if got := HelpTroopTypes(EN, types); got != "cavalry, camels, chariots" {
		t.Errorf("English: %q", got)
	}
	if got := HelpTroopTypes(FR, types); got != "cavalerie, chameaux, chars" {
		t.Errorf("French: %q", got)
	}
}
