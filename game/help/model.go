package help

import (
	"fmt"
	"strings"
	"sync/atomic"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// Section ids of the help, besides the rules' sections ("s1" to "s8").
const (
	SectionControls = "controls"
	SectionCombat   = "combat"
)

// RuleSection is the id of the help's section n of the rules reference.
func RuleSection(n int) string { return fmt.Sprintf("s%d", n) }

// RuleItem is the id of a rule's entry in the help: a link's target.
func RuleItem(id string) string { return "rule:" + id }

// RuleOf is the rule a link's target names (RuleItem's inverse); ok is
// false for any other id.
func RuleOf(item string) (rule string, ok bool) { return strings.CutPrefix(item, "rule:") }

// content is what a model is built from.
type content struct {
	lang     i18n.Lang
	controls string
	rs       *rules.Ruleset
	query    string
	focus    string
	touch    bool // a touch screen: taps, long presses and pinches
}

// build makes the overlay's model: the window's controls, every rule id
// of the ruleset's family by section with the ruleset's values filled in,
// and the combat values; with a query, only the entries that hold it.
func build(c content) render.HelpModel {
	l := c.lang
	family, name := "", ""
	if c.rs != nil {
		family, name = c.rs.Key, c.rs.Name
	}
	m := render.HelpModel{
		Title:  i18n.Tf(l, "help.title", name),
		Close:  i18n.T(l, "help.close"),
		Finger: c.touch,
		Search: c.query,
		Hint:   i18n.T(l, "help.search"),
		Empty:  i18n.Tf(l, "help.nothing", c.query),
	}
	if c.touch {
		m.Close = i18n.T(l, "help.close.touch") // a finger has no Esc key
	}
	q := fold(c.query)
	keep := func(it render.HelpItem) bool {
		return q == "" || strings.Contains(fold(it.Tag+" "+it.Name+" "+it.Text), q)
	}
	add := func(s render.HelpSection, items []render.HelpItem) {
		for _, it := range items {
			if keep(it) {
				s.Items = append(s.Items, it)
			}
		}
		if len(s.Items) > 0 {
			m.Sections = append(m.Sections, s)
		}
	}
	add(render.HelpSection{ID: SectionControls, Title: controlsTitle(l, c.controls)}, controlItems(l, c.controls, c.touch))
	bySection := ruleItems(l, family, Values(l, c.rs), c.focus)
	for n := 1; n <= 8; n++ {
		add(render.HelpSection{ID: RuleSection(n), Title: fmt.Sprintf("%d. %s", n, i18n.HelpSection(l, n))}, bySection[n])
	}
	add(render.HelpSection{ID: SectionOrders, Title: i18n.T(l, "help.orders")}, orderItems(l, c.rs))
	add(render.HelpSection{ID: SectionCombat, Title: i18n.T(l, "help.combat")}, combatItems(l, c.rs))
	return m
}

func controlsTitle(l i18n.Lang, controls string) string {
	switch controls {
	case i18n.ControlsEditor:
		return i18n.T(l, "help.controls.ed")
	case i18n.ControlsViewer:
		return i18n.T(l, "help.controls.view")
	}
	return i18n.T(l, "help.controls.tab")
}

func controlItems(l i18n.Lang, controls string, touch bool) []render.HelpItem {
	if touch && controls != i18n.ControlsEditor {
		var out []render.HelpItem
		for _, c := range i18n.TouchControls(l, controls) {
			out = append(out, render.HelpItem{Tag: c.Keys, Text: c.Does, Keys: true})
		}
		return out
	}
	return listControls(l, controls, inBrowser)
}

// browserKeys are the keys the web page leaves to the browser
// (web/loader.js): to leave, close the tab; the browser's own zoom and
// full screen do what Ctrl +/− and F11 do on the desktop.
var browserKeys = map[string]bool{"Ctrl+Q": true, "Ctrl+N": true, "Ctrl + / Ctrl −, Ctrl 0, F11": true}

// listControls is a window's controls; in the browser without the keys
// the page leaves to it, and with how to leave.
func listControls(l i18n.Lang, controls string, browser bool) []render.HelpItem {
	var out []render.HelpItem
	for _, c := range i18n.Controls(l, controls) {
		if browser && browserKeys[c.Keys] {
			continue
		}
		out = append(out, render.HelpItem{Tag: c.Keys, Text: c.Does, Keys: true})
	}
	if browser {
		out = append(out, render.HelpItem{Tag: i18n.T(l, "help.browser.keys"), Text: i18n.T(l, "help.browser.leave"), Keys: true})
	}
	return out
}

// ruleItems are the family's entries by section. The focused id, opened
// from a link, is listed even where it does not apply in the family: a
// refusal's id always opens its entry.
func ruleItems(l i18n.Lang, family string, values map[string]string, focus string) map[int][]render.HelpItem {
	out := map[int][]render.HelpItem{}
	item := func(e i18n.HelpEntry) render.HelpItem {
		return render.HelpItem{ID: RuleItem(e.ID), Tag: e.ID, Name: e.Name, Text: e.Text + houseText(l, family, e.ID), Focus: e.ID == focus}
	}
	found := false
	for _, e := range i18n.FamilyHelp(l, family, values) {
		out[e.Section] = append(out[e.Section], item(e))
		found = found || e.ID == focus
	}
	if e, ok := i18n.RuleHelp(l, focus, family, values); ok && !found {
		out[e.Section] = append(out[e.Section], item(e))
	}
	return out
}

func combatItems(l i18n.Lang, rs *rules.Ruleset) []render.HelpItem {
	if rs == nil {
		return nil
	}
	out := []render.HelpItem{{Text: i18n.Tf(l, "help.combat.intro", rs.Name)}}
	for _, b := range CombatValues(l, rs) {
		out = append(out, render.HelpItem{Name: b.Title, Text: "• " + strings.Join(b.Lines, "\n• ")})
	}
	return out
}

// fold lowers s and takes the accents off its letters, so that "equipe"
// finds « Équipe » and "gueulante" finds « Gueulante ».
func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case 'à', 'â', 'ä':
			r = 'a'
		case 'é', 'è', 'ê', 'ë':
			r = 'e'
		case 'î', 'ï':
			r = 'i'
		case 'ô', 'ö':
			r = 'o'
		case 'ù', 'û', 'ü':
			r = 'u'
		case 'ç':
			r = 'c'
		case 'œ':
			b.WriteString("oe")
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Links returns the rule ids written in a sentence (a log line) as links
// to their help entries, with a tooltip in language l.
func Links(l i18n.Lang, sentence string) []render.Link {
	var out []render.Link
	for _, id := range RuleIDsIn(sentence) {
		out = append(out, render.Link{Word: id, ID: RuleItem(id), Tip: []string{i18n.Tf(l, "help.link.tip", id)}})
	}
	return out
}

// RuleIDsIn returns the rule ids the help holds that s writes as whole
// words, in the help's order.
func RuleIDsIn(s string) []string {
	if !strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return nil
	}
	var out []string
	for _, id := range i18n.HelpRuleIDs() {
		if wholeWord(s, id) {
			out = append(out, id)
		}
	}
	return out
}

// wholeWord reports w in s as a word of its own, not a part of a longer
// id (MOV.ONCE in MOV.ONCE_MORE); a sentence's full stop may follow it.
func wholeWord(s, w string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(w)
		if (i == 0 || !idByte(s[i-1])) && (j == len(s) || !idByte(s[j]) || (s[j] == '.' && (j+1 == len(s) || !idByte(s[j+1])))) {
			return true
		}
		from = i + 1
	}
}

func idByte(b byte) bool {
	return b == '_' || b == '.' || ('A' <= b && b <= 'Z') || ('a' <= b && b <= 'z') || ('0' <= b && b <= '9')
}

// modelKeys numbers the models every overlay builds: a key is never
// reused, so a layout kept for one model is never taken for another's.
var modelKeys atomic.Int64

func nextKey() int { return int(modelKeys.Add(1)) }
