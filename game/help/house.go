package help

import (
	"regexp"
	"strings"
	"sync"

	"estafette/i18n"
	"estafette/scenarios"
)

// The ruleset files mark « # [HOUSE] » the values Estafette chose where
// the published text gives none (docs/rulesets.md); the loader drops the
// comments, so a player saw them only in the file. The help now says, in
// the entry of each rule id a [HOUSE] comment names, which values are
// Estafette's own and why.

// ruleIDPattern finds a rule id in a comment: ACT.COUNT, ORD.POINTS.
var ruleIDPattern = regexp.MustCompile(`\b[A-Z]{2,5}\.[A-Z_]{2,}\b`)

// houseNotes reads a ruleset file's [HOUSE] lines: by rule id, each
// value's line ("key = value") and what its comment says of it.
func houseNotes(src []byte) map[string][]string {
	out := map[string][]string{}
	for _, line := range strings.Split(string(src), "\n") {
		code, comment, ok := strings.Cut(line, "#")
		if !ok || !strings.Contains(comment, "[HOUSE]") {
			continue
		}
		code = strings.TrimSpace(code)
		if !strings.Contains(code, "=") {
			continue // a heading comment: its values carry their own marks
		}
		why := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(comment), "[HOUSE]"))
		for _, id := range ruleIDPattern.FindAllString(comment, -1) {
			why = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(why, id), ":"))
			note := "« " + code + " »"
			if why != "" {
				note += " — " + why
			}
			out[id] = append(out[id], note)
		}
	}
	return out
}

// houses keeps each family's notes: the help is built again at every
// key of a search.
var houses sync.Map // family → map[string][]string

// houseText is what the help adds to a rule's entry: the ruleset's
// [HOUSE] values for it, or "".
func houseText(l i18n.Lang, family, id string) string {
	v, ok := houses.Load(family)
	if !ok {
		src, _ := scenarios.RulesetSource(family) // none for an unknown family
		v, _ = houses.LoadOrStore(family, houseNotes(src))
	}
	notes := v.(map[string][]string)[id]
	if len(notes) == 0 {
		return ""
	}
	return "\n" + i18n.T(l, "help.house") + " " + strings.Join(notes, " ; ")
}
