package help

import (
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/scenarios"
)

// shipped loads every ruleset the game ships.
func shipped(t *testing.T) map[string]*rules.Ruleset {
	t.Helper()
	keys := scenarios.RulesetKeys()
	if len(keys) < 4 {
		t.Fatalf("only %d rulesets: %v", len(keys), keys)
	}
	out := map[string]*rules.Ruleset{}
	for _, k := range keys {
		rs, err := scenarios.Ruleset(k)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		out[k] = rs
	}
	return out
}

// TestValuesFillEveryShippedRuleset fills every family's help, in both
// languages, from the ruleset files the game ships: every placeholder
// i18n.HelpKeys lists has a value, none is left in a paragraph, and the
// numbers a player reads are the ruleset's.
func TestValuesFillEveryShippedRuleset(t *testing.T) {
	for key, rs := range shipped(t) {
		for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
			vals := Values(l, rs)
			for _, k := range i18n.HelpKeys() {
				if vals[k.Key] == "" {
					t.Errorf("%s: no value for {%s} (%s)", key, k.Key, k.Source)
				}
			}
			entries := i18n.FamilyHelp(l, key, vals)
			if len(entries) < 40 {
				t.Errorf("%s %s: only %d entries", key, l, len(entries))
			}
			for _, e := range entries {
				if strings.ContainsAny(e.Text, "{}") {
					t.Errorf("%s %s %s: a placeholder is left: %q", key, l, e.ID, e.Text)
				}
			}
		}
	}
}

// TestValuesAreTheLoadedNumbers checks numbers a player reads against the
// shipped rulesets, and that an edited ruleset shows its own.
func TestValuesAreTheLoadedNumbers(t *testing.T) {
	rs := shipped(t)
	th := rs["thucydide"]
	e, _ := i18n.RuleHelp(i18n.EN, "CMD.RADIUS", "thucydide", Values(i18n.EN, th))
	if !strings.Contains(e.Text, "5 for the Général en chef") || !strings.Contains(e.Text, "3 for a Sous-général") {
		t.Errorf("Thucydide command radii: %q", e.Text)
	}
	e, _ = i18n.RuleHelp(i18n.FR, "ACT.COUNT", "thucydide", Values(i18n.FR, th))
	if !strings.Contains(e.Text, "0–9: 1×3; 10–15: 1×4; 16+: 2×3") || !strings.Contains(e.Text, "mauvais -2") {
		t.Errorf("Thucydide activation table: %q", e.Text)
	}
	e, _ = i18n.RuleHelp(i18n.FR, "CBT.FOLLOW", "thucydide", Values(i18n.FR, th))
	if !strings.Contains(e.Text, "cavalerie, chameaux, chars") {
		t.Errorf("pursuit in French: %q", e.Text)
	}
	e, _ = i18n.RuleHelp(i18n.EN, "LDR.RULESET", "frederic", Values(i18n.EN, rs["frederic"]))
	if !strings.Contains(e.Text, "Avantage tactique") {
		t.Errorf("Frédéric's special face is « Avantage tactique »: %q", e.Text)
	}
	e, _ = i18n.RuleHelp(i18n.EN, "CMD.RADIUS", "thucydide", Values(i18n.EN, withSubGeneralRadius(th, 4)))
	if !strings.Contains(e.Text, "4 for a Sous-général") {
		t.Errorf("an edited radius should show: %q", e.Text)
	}
}

// withSubGeneralRadius is a copy of rs, as a club might edit it, with
// another command radius for the sub-generals.
func withSubGeneralRadius(rs *rules.Ruleset, n int) *rules.Ruleset {
	edited := *rs
	edited.Leaders = map[rules.Rank]rules.LeaderRank{}
	for r, lr := range rs.Leaders {
		edited.Leaders[r] = lr
	}
	lr := edited.Leaders[rules.SubGeneral]
	lr.CommandRadius = n
	edited.Leaders[rules.SubGeneral] = lr
	return &edited
}

// TestCombatValuesReadTheRuleset: the block of combat values names the
// ruleset's numbers (support, cover by terrain, the orders' dice, the
// mounts) in the player's language, and an edited number shows.
func TestCombatValuesReadTheRuleset(t *testing.T) {
	rs := shipped(t)
	all := func(l i18n.Lang, r *rules.Ruleset) string {
		var b strings.Builder
		for _, blk := range CombatValues(l, r) {
			b.WriteString(blk.Title + "\n" + strings.Join(blk.Lines, "\n") + "\n")
		}
		return b.String()
	}
	th := all(i18n.EN, rs["thucydide"])
	for _, want := range []string{"cancels 1 flag(s)", "Bois (woods) 1", "Allant (Dash) +1", "Pièges (Traps) -2", "ignores 1 flag(s) in melee", "Coup spécial (special hit)"} {
		if !strings.Contains(th, want) {
			t.Errorf("Thucydide's combat values lack %q:\n%s", want, th)
		}
	}
	fr := all(i18n.FR, rs["jomini"])
	for _, want := range []string{"Bois 1", "Village 1", "Berserks +2", "Avantage tactique", "1 hexagone(s) de recul"} {
		if !strings.Contains(fr, want) {
			t.Errorf("Jomini's combat values in French lack %q:\n%s", want, fr)
		}
	}
	for key, r := range rs {
		for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
			if s := all(l, r); strings.Contains(s, "%!") || strings.Contains(s, "help.combat") {
				t.Errorf("%s %s: a line is not written out:\n%s", key, l, s)
			}
		}
	}
	edited := *rs["thucydide"]
	edited.Combat.SupportCancels, edited.Combat.ElephantPanic = 2, 0
	s := all(i18n.EN, &edited)
	if !strings.Contains(s, "cancels 2 flag(s)") || !strings.Contains(s, "Panicking elephants: switched off") {
		t.Errorf("an edited ruleset's combat values should show: %s", s)
	}
}

// TestHelpListsEveryOrder (issue 26): F1 lists every order of the
// ruleset in play, with its price as the ruleset gives it, its window,
// its text in the interface's language and the French text; the search
// finds one by its name.
func TestHelpListsEveryOrder(t *testing.T) {
	for key, rs := range shipped(t) {
		for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
			m := build(content{lang: l, rs: rs})
			var orders []render.HelpItem
			for _, s := range m.Sections {
				if s.ID == SectionOrders {
					orders = s.Items
				}
			}
			if len(orders) != len(rs.Orders) {
				t.Errorf("%s %s: %d orders in the help, %d in the ruleset", key, l, len(orders), len(rs.Orders))
				continue
			}
			for _, it := range orders {
				o, ok := rs.Order(strings.TrimPrefix(it.ID, "order:"))
				if !ok || it.Tag == "" || !strings.Contains(it.Text, o.Text) || !strings.HasPrefix(it.Name, o.Name) {
					t.Errorf("%s %s: %+v", key, l, it)
				}
				if l == i18n.EN && o.TextEN != "" && !strings.Contains(it.Text, o.TextEN) {
					t.Errorf("%s: no English text for %s", key, o.Key)
				}
			}
		}
	}
	rs := shipped(t)["thucydide"]
	m := build(content{lang: i18n.EN, rs: rs, query: "gueulante"})
	found := false
	for _, s := range m.Sections {
		for _, it := range s.Items {
			found = found || it.ID == "order:gueulante"
		}
	}
	if !found {
		t.Error("searching « gueulante » does not find the order")
	}
}

// TestBrowserHelpLeavesTheBrowsersKeys (issue 25): the web page's help
// does not list Ctrl+Q (the browser's; it would close the browser), and
// says to close the tab instead; the desktop's lists it.
func TestBrowserHelpLeavesTheBrowsersKeys(t *testing.T) {
	has := func(items []render.HelpItem, keys string) bool {
		for _, it := range items {
			if it.Tag == keys {
				return true
			}
		}
		return false
	}
	if !has(listControls(i18n.EN, i18n.ControlsTable, false), "Ctrl+Q") {
		t.Error("the desktop's help lacks Ctrl+Q")
	}
	web := listControls(i18n.EN, i18n.ControlsTable, true)
	if has(web, "Ctrl+Q") || !has(web, "In the browser") {
		t.Error("the page's help lists Ctrl+Q, or does not say how to leave")
	}
}

// TestHelpSaysTheHouseValues (issue 26): the values a ruleset file marks
// [HOUSE] (Estafette's own, where the published text gives none) are
// said in the help's entry of the rule they serve, with why; before,
// only the ruleset file said it.
func TestHelpSaysTheHouseValues(t *testing.T) {
	rs := shipped(t)["thucydide"]
	for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
		m := build(content{lang: l, rs: rs})
		var count string
		for _, s := range m.Sections {
			for _, it := range s.Items {
				if it.Tag == "ACT.COUNT" {
					count = it.Text
				}
			}
		}
		if !strings.Contains(count, "[HOUSE]") || !strings.Contains(count, "units_per_activation = 3") || !strings.Contains(count, "good = 1") {
			t.Errorf("%s: ACT.COUNT's entry says no [HOUSE] value:\n%s", l, count)
		}
	}
}
