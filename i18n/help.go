package i18n

import (
	"sort"
	"strings"
)

// The in-app help (F1): one entry per rule id, in French and English, as
// docs/rules.md explains each one. An entry names the rule and explains it
// in one paragraph a newcomer understands. Some ids read differently in
// some families (a variant text), some apply only in some families.
//
// A paragraph may hold placeholders, {key}, for the numbers a ruleset file
// holds ([HOUSE] values and the like): FillHelp puts in the values of the
// loaded ruleset. The keys, and where each value comes from, are listed in
// helpKeys; TestHelpPlaceholdersAreDocumented keeps texts and list in step.

// The four rule families, by ruleset key.
const (
	famThucydide = "thucydide"
	famJomini    = "jomini"
	famAB        = "alexandre-bayard"
	famFrederic  = "frederic"
)

// helpFamilies are the ruleset keys the applies-to lists may name.
var helpFamilies = []string{famThucydide, famJomini, famAB, famFrederic}

// HelpEntry is one rule id's help, in one language, as one family reads it.
type HelpEntry struct {
	ID      string // the rule id, e.g. "CMD.RADIUS"
	Name    string // a short name in the player's language
	Text    string // one paragraph, placeholders filled where values were given
	Section int    // the section of docs/rules.md (1 to 8); HelpSection names it
}

// helpRule is a rule id's place in the help: its section, the families it
// applies in (nil: every family) and, per family, the key of a variant
// text ("ID/variant") read instead of the id's own.
type helpRule struct {
	id       string
	section  int
	families []string
	variants map[string]string
}

var (
	thAB  = []string{famThucydide, famAB}
	abFR  = []string{famAB, famFrederic}
	joFR  = []string{famJomini, famFrederic}
	onlyJ = []string{famJomini}
)

// variantFor gives the variant key to the families listed.
func variantFor(key string, fams []string) map[string]string {
	m := map[string]string{}
	for _, f := range fams {
		m[f] = key
	}
	return m
}

// helpRules lists every rule id in the order of docs/rules.md.
var helpRules = []helpRule{
	{id: "PHASE.WRONG", section: 1},
	{id: "TURN.DECIDER", section: 1},
	{id: "GAME.OVER", section: 1},
	{id: "CMD.RADIUS", section: 2},
	{id: "ACT.COUNT", section: 3},
	{id: "ACT.ORDER", section: 3, variants: variantFor("ACT.ORDER/free", onlyJ)},
	{id: "ACT.ONCE", section: 3},
	{id: "ACT.SLOTS", section: 3},
	{id: "ACT.LEADERS", section: 3},
	{id: "ACT.TYPE", section: 3, families: onlyJ},
	{id: "ACT.ALLY", section: 3},
	{id: "ACT.RECON", section: 3},
	{id: "ACT.ARRIVAL", section: 3},
	{id: "ACT.PERSONAL", section: 3},
	{id: "MSG.SOURCE", section: 4, families: abFR},
	{id: "MSG.RULESET", section: 4, variants: variantFor("MSG.RULESET/messengers", abFR)},
	{id: "MSG.TARGET", section: 4, families: abFR},
	{id: "ORD.POINTS", section: 5},
	{id: "ORD.RANGE", section: 5, families: thAB},
	{id: "ORD.PHASE", section: 5},
	{id: "ORD.ONE_MANEUVER", section: 5},
	{id: "ORD.ONE_COMMAND", section: 5, families: thAB},
	{id: "ORD.COMMAND_START", section: 5, families: thAB},
	{id: "ORD.COMMANDER", section: 5, families: thAB},
	{id: "ORD.ONE_PER_COMBAT", section: 5},
	{id: "ORD.UNKNOWN", section: 5},
	{id: "ORD.TARGET", section: 5},
	{id: "ORD.CONDITION", section: 5},
	{id: "LDR.COMMANDER", section: 5},
	{id: "LDR.INFLUENCE", section: 5, variants: variantFor("LDR.INFLUENCE/own-hex", abFR)},
	{id: "LDR.COMBAT", section: 5},
	{id: "LDR.DENTELLES", section: 5, families: onlyJ},
	{id: "LDR.RULESET", section: 5, variants: variantFor("LDR.RULESET/own-hex", abFR)},
	{id: "MOV.NOT_ACTIVATED", section: 6},
	{id: "MOV.ONCE", section: 6},
	{id: "MOV.OCCUPIED", section: 6, variants: variantFor("MOV.OCCUPIED/artillery", joFR)},
	{id: "MOV.ALLOWANCE", section: 6},
	{id: "MOV.IMPASSABLE", section: 6},
	{id: "MOV.STOP", section: 6},
	{id: "MOV.PATH", section: 6},
	{id: "MOV.OFF_BOARD", section: 6},
	{id: "MOV.ALLY", section: 6},
	{id: "MOV.RIGID", section: 6},
	{id: "CBT.NOT_ACTIVATED", section: 7},
	{id: "CBT.ONCE", section: 7},
	{id: "CBT.RANGE", section: 7},
	{id: "CBT.NO_COMBAT", section: 7},
	{id: "CBT.TARGET", section: 7},
	{id: "CBT.FOLLOW", section: 7},
	{id: "SYNTAX", section: 8},
	{id: "ID.UNKNOWN", section: 8},
	{id: "ID.NOT_YOURS", section: 8},
}

// helpText is a rule's name and paragraph in one language.
type helpText struct{ name, text string }

// helpTexts returns the catalog of language l.
func helpTexts(l Lang) map[string]helpText {
	if l == FR {
		return helpFR
	}
	return helpEN
}

// RuleHelp returns the help of rule id in language l, as the family (a
// ruleset key) reads it, with its placeholders filled from values. Any id
// of the catalog is answered, whether or not it applies in family, so a
// refusal's id always opens its entry. ok is false for an id the catalog
// does not hold.
func RuleHelp(l Lang, id, family string, values map[string]string) (HelpEntry, bool) {
	for i := range helpRules {
		if helpRules[i].id == id {
			return helpRules[i].entry(l, family, values), true
		}
	}
	return HelpEntry{}, false
}

// FamilyHelp returns the entries of every rule id that applies in family,
// in the order of docs/rules.md. A family the catalog does not know (a
// club's own ruleset) gets every id, each in its general text.
func FamilyHelp(l Lang, family string, values map[string]string) []HelpEntry {
	known := false
	for _, f := range helpFamilies {
		known = known || f == family
	}
	var out []HelpEntry
	for i := range helpRules {
		if r := &helpRules[i]; !known || r.appliesIn(family) {
			out = append(out, r.entry(l, family, values))
		}
	}
	return out
}

// HelpRuleIDs returns every rule id the help holds, in the order of
// docs/rules.md.
func HelpRuleIDs() []string {
	out := make([]string, len(helpRules))
	for i, r := range helpRules {
		out[i] = r.id
	}
	return out
}

func (r *helpRule) appliesIn(family string) bool {
	if r.families == nil {
		return true
	}
	for _, f := range r.families {
		if f == family {
			return true
		}
	}
	return false
}

func (r *helpRule) entry(l Lang, family string, values map[string]string) HelpEntry {
	key := r.id
	if v, ok := r.variants[family]; ok {
		key = v
	}
	t := helpTexts(l)[key]
	return HelpEntry{ID: r.id, Name: t.name, Text: FillHelp(t.text, values), Section: r.section}
}

// helpSections are the section titles of docs/rules.md, for grouping the
// overlay.
var helpSections = map[Lang][9]string{
	EN: {"", "Table, pieces, turn", "Leaders and their ranges", "Command phase: activation",
		"Messengers", "Orders and order points", "Movement phase", "Combat phase", "What the engine guarantees"},
	FR: {"", "Table, pièces, tour", "Les chefs et leurs rayons", "Phase de commandement : activation",
		"Messagers", "Ordres et points d'ordre", "Phase de mouvement", "Phase de combat", "Ce que garantit le moteur"},
}

// HelpSection returns the title of section n (1 to 8) in language l, or
// "" for another n.
func HelpSection(l Lang, n int) string {
	if n < 1 || n > 8 {
		return ""
	}
	if l == FR {
		return helpSections[FR][n]
	}
	return helpSections[EN][n]
}

// HelpKey is a placeholder a help paragraph may hold, and where the table
// finds its value in the loaded ruleset (docs/rulesets.md).
type HelpKey struct {
	Key    string // written {Key} in a paragraph
	Source string // the ruleset data it is read from, and how it is written
}

// helpKeys are the placeholders. Numbers are written in decimal;
// "signed" numbers carry their sign (+1, -2).
var helpKeys = []HelpKey{
	{"command_radius.commander", "[[leader]] rank = \"commander\": command_radius (Ruleset.Leaders[Commander].CommandRadius)"},
	{"command_radius.subgeneral", "[[leader]] rank = \"subgeneral\": command_radius (Ruleset.Leaders[SubGeneral].CommandRadius)"},
	{"command_radius.officer", "[[leader]] rank = \"officer\": command_radius (Ruleset.Leaders[Officer].CommandRadius)"},
	{"influence_radius.subgeneral", "[[leader]] rank = \"subgeneral\": influence_radius (Ruleset.Leaders[SubGeneral].InfluenceRadius)"},
	{"influence_radius.officer", "[[leader]] rank = \"officer\": influence_radius (Ruleset.Leaders[Officer].InfluenceRadius)"},
	{"activation.bands", "every [[activation.band]] in order (Ruleset.Activation.Bands), each written FROM–TO: A×U (units in the army: activations × units per activation), the unbounded last one FROM+, joined by \"; \", e.g. \"0–9: 1×3; 10–15: 1×4; 16+: 2×3\""},
	{"activation.good", "[activation] good (Ruleset.Activation.Good), signed"},
	{"activation.mediocre", "[activation] mediocre (Ruleset.Activation.Mediocre), signed"},
	{"activation.bad", "[activation] bad (Ruleset.Activation.Bad), signed"},
	{"features.leader_move", "[features] leader_move (Ruleset.Features.LeaderMove)"},
	{"combat.leader_cancels", "[combat] leader_cancels (Ruleset.Combat.LeaderCancels)"},
	{"combat.blocked_loss", "[combat] blocked_loss (Ruleset.Combat.BlockedLoss)"},
	{"combat.front_rank_dice", "[combat] front_rank_dice (Ruleset.Combat.FrontRankDice)"},
	{"combat.direct_dice", "[combat] direct_dice (Ruleset.Combat.DirectDice)"},
	{"combat.pursuit", "[combat] pursuit (Ruleset.Combat.Pursuit): the troop types in the player's language, as HelpTroopTypes writes them"},
	{"dice.special", "[dice] special: the name of that face (its [[dice.face]] name, e.g. « Coup spécial »), the same in both languages"},
}

// HelpKeys returns the placeholders help paragraphs may hold, with where
// each value comes from.
func HelpKeys() []HelpKey { return append([]HelpKey(nil), helpKeys...) }

// FillHelp replaces each {key} of text by values[key]. A placeholder with
// no value stays as written, so a missing value shows plainly.
func FillHelp(text string, values map[string]string) string {
	if !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			break
		}
		b.WriteString(text[:i])
		if v, ok := values[text[i+1:i+j]]; ok {
			b.WriteString(v)
		} else {
			b.WriteString(text[i : i+j+1])
		}
		text = text[i+j+1:]
	}
	b.WriteString(text)
	return b.String()
}

// helpPlaceholders returns the keys of the placeholders in text, sorted.
func helpPlaceholders(text string) []string {
	var out []string
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			out = append(out, text[i+1:])
			break
		}
		out = append(out, text[i+1:i+j])
		text = text[i+j+1:]
	}
	sort.Strings(out)
	return out
}

// HelpTroopTypes writes troop types (ruleset keys such as "cavalry") in
// language l, joined by ", ": the value of {combat.pursuit}.
func HelpTroopTypes(l Lang, types []string) string {
	out := make([]string, len(types))
	for i, t := range types {
		out[i] = t
		if l == FR {
			if w, ok := argWords[t]; ok {
				out[i] = w
			}
		}
	}
	return strings.Join(out, ", ")
}
