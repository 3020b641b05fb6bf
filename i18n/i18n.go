// Package i18n holds the interface's French and English texts and picks
// the language from the command line or the system locale.
package i18n

import (
	"fmt"
	"strings"
)

// Lang is an interface language.
type Lang string

// The two interface languages.
const (
	FR Lang = "fr"
	EN Lang = "en"
)

// Parse reads a --lang value.
func Parse(s string) (Lang, error) {
	switch strings.ToLower(s) {
	case "fr":
		return FR, nil
	case "en":
		return EN, nil
	}
	return "", fmt.Errorf("unknown language %q: use fr or en", s)
}

// Detect picks the language from the locale variables, in POSIX order of
// precedence (LC_ALL, LC_MESSAGES, LANG). French locales give French,
// anything else English.
func Detect(getenv func(string) string) Lang {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			if strings.HasPrefix(strings.ToLower(v), "fr") {
				return FR
			}
			return EN
		}
	}
	return EN
}

// T returns the text for key in language l, or the key itself when the
// catalog has no entry, so a missing text shows up plainly.
func T(l Lang, key string) string {
	e, ok := catalog[key]
	if !ok {
		return key
	}
	if l == FR {
		return e.fr
	}
	return e.en
}

type entry struct{ fr, en string }

var catalog = map[string]entry{
	"ruleset":         {"Règle", "Rules"},
	"turns":           {"Tours", "Turns"},
	"turns.unlimited": {"sans limite", "no limit"},
	"first":           {"Commence", "Plays first"},
	"edge":            {"bord", "edge"},
	"edge.north":      {"nord", "north"},
	"edge.south":      {"sud", "south"},
	"edge.east":       {"est", "east"},
	"edge.west":       {"ouest", "west"},
	"units":           {"unités", "units"},
	"leaders":         {"chefs", "leaders"},
	"order_points":    {"points d'ordre", "order points"},
	"legend":          {"Légende", "Legend"},
	"rank.commander":  {"Général en chef", "Général en chef (commander-in-chief)"},
	"rank.subgeneral": {"Sous-général", "Sous-général (sub-general)"},
	"rank.officer":    {"Officier supérieur", "Officier supérieur (senior officer)"},
	"lang.switch":     {"L : English", "L: français"},
}
