package scenarios

import (
	"fmt"
	"strings"
)

// RulesetSource returns the text of the built-in ruleset file key, the
// one Ruleset(key) reads: the printed card takes its « # [HOUSE] » marks,
// which the loader drops, from it (package printkit).
func RulesetSource(key string) ([]byte, error) {
	b, err := rulesetFS.ReadFile("rulesets/" + key + ".toml")
	if err != nil {
		return nil, fmt.Errorf("unknown ruleset %q (known: %s)", key, strings.Join(RulesetKeys(), ", "))
	}
	return b, nil
}
