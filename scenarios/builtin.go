// Package scenarios holds the built-in scenarios and rulesets (embedded TOML
// files) and the strict loaders that turn such files into rules values.
package scenarios

import (
	"embed"
	"errors"
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
	rulesetErrs  map[string]error
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

// Ruleset returns a built-in ruleset by key. The files are read once. A
// broken file makes its own ruleset unavailable, with its errors, and no
// other.
func Ruleset(key string) (*rules.Ruleset, error) {
	rulesetOnce.Do(func() {
		sub, _ := fs.Sub(rulesetFS, "rulesets")
		rulesetCache, rulesetErrs = loadRulesets(sub)
	})
	if err, ok := rulesetErrs[key]; ok {
		return nil, err
	}
	rs, ok := rulesetCache[key]
	if !ok {
		return nil, fmt.Errorf("unknown ruleset %q (known: %s)", key, strings.Join(RulesetKeys(), ", "))
	}
	return rs, nil
}

// loadRulesets reads every KEY.toml of fsys: the rulesets that load, by
// key, and the errors of those that do not, by the key of their file name.
func loadRulesets(fsys fs.FS) (map[string]*rules.Ruleset, map[string]error) {
	loaded, errs := map[string]*rules.Ruleset{}, map[string]error{}
	entries, _ := fs.ReadDir(fsys, ".")
	for _, e := range entries {
		k, isTOML := strings.CutSuffix(e.Name(), ".toml")
		if !isTOML {
			continue
		}
		name := "rulesets/" + e.Name()
		src, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			errs[k] = fmt.Errorf("%s: %w", name, err)
			continue
		}
		rs, err := LoadRuleset(name, src)
		var list ErrorList
		switch {
		case errors.As(err, &list):
			errs[k] = fmt.Errorf("ruleset %s cannot be used:\n%w", k, list)
		case err != nil:
			errs[k] = fmt.Errorf("ruleset %s cannot be used: %w", k, err)
		case rs.Key != k:
			errs[k] = fmt.Errorf("%s: key = %q; a ruleset's key is its file's name, %q", name, rs.Key, k)
		default:
			loaded[k] = rs
		}
	}
	return loaded, errs
}

func elemPath(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }
