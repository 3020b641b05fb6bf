// Package scenarios holds the built-in scenarios and rulesets (embedded TOML
// files) and the strict loaders that turn such files into rules values.
package scenarios

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"sync"

	"estafette/rules"
)

//go:embed *.toml
var builtinFS embed.FS

//go:embed rulesets/*.toml
var rulesetFS embed.FS

// Tutorial is the name of the scenario `go run .` opens.
const Tutorial = "tutorial"

// Builtin returns the source of a built-in scenario by name ("tutorial",
// "marathon", ...).
func Builtin(name string) ([]byte, error) {
	b, err := builtinFS.ReadFile(name + ".toml")
	if err != nil {
		return nil, fmt.Errorf("no built-in scenario %q (built-in: %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	return b, nil
}

// BuiltinNames lists the built-in scenarios.
func BuiltinNames() []string {
	entries, _ := fs.ReadDir(builtinFS, ".")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".toml"))
	}
	sort.Strings(out)
	return out
}

var (
	rulesetOnce  sync.Once
	rulesetCache map[string]*rules.Ruleset
	rulesetErr   error
)

// RulesetKeys lists the built-in rulesets.
func RulesetKeys() []string {
	entries, _ := fs.ReadDir(rulesetFS, "rulesets")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".toml"))
	}
	sort.Strings(out)
	return out
}

// Ruleset returns a built-in ruleset by key. The files are read once.
func Ruleset(key string) (*rules.Ruleset, error) {
	rulesetOnce.Do(func() {
		rulesetCache = map[string]*rules.Ruleset{}
		var all ErrorList
		for _, k := range RulesetKeys() {
			name := "rulesets/" + k + ".toml"
			src, _ := rulesetFS.ReadFile(name)
			rs, err := LoadRuleset(name, src)
			if err != nil {
				all = append(all, err.(ErrorList)...)
				continue
			}
			rulesetCache[rs.Key] = rs
		}
		if len(all) > 0 {
			rulesetErr = all
		}
	})
	if rulesetErr != nil {
		return nil, rulesetErr
	}
	rs, ok := rulesetCache[key]
	if !ok {
		return nil, fmt.Errorf("unknown ruleset %q (known: %s)", key, strings.Join(RulesetKeys(), ", "))
	}
	return rs, nil
}

func elemPath(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }
