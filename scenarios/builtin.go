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

// rulesets are the built-in rulesets read so far, by key: each is read
// the first time it is asked for. A program starting on the tutorial
// reads Thucydide's alone (a quarter of the work at the page's start).
var rulesets struct {
	mu   sync.Mutex
	read map[string]rulesetRead
}

// rulesetRead is a built-in ruleset read, or why it could not be.
type rulesetRead struct {
	rs  *rules.Ruleset
	err error
}

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

// Ruleset returns a built-in ruleset by key. Each file is read once, the
// first time its ruleset is asked for. A broken file makes its own
// ruleset unavailable, with its errors, and no other.
func Ruleset(key string) (*rules.Ruleset, error) {
	rulesets.mu.Lock()
	defer rulesets.mu.Unlock()
	if r, ok := rulesets.read[key]; ok {
		return r.rs, r.err
	}
	sub, _ := fs.Sub(rulesetFS, "rulesets")
	var r rulesetRead
	if _, err := fs.Stat(sub, key+".toml"); err != nil || strings.ContainsAny(key, "/\\") {
		r.err = fmt.Errorf("unknown ruleset %q (known: %s)", key, strings.Join(RulesetKeys(), ", "))
	} else {
		r.rs, r.err = loadRulesetFile(sub, key+".toml")
	}
	if rulesets.read == nil {
		rulesets.read = map[string]rulesetRead{}
	}
	rulesets.read[key] = r
	return r.rs, r.err
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
		if rs, err := loadRulesetFile(fsys, e.Name()); err != nil {
			errs[k] = err
		} else {
			loaded[k] = rs
		}
	}
	return loaded, errs
}

// loadRulesetFile reads the ruleset file of fsys, KEY.toml, whose key
// must be KEY.
func loadRulesetFile(fsys fs.FS, file string) (*rules.Ruleset, error) {
	k := strings.TrimSuffix(file, ".toml")
	name := "rulesets/" + file
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	rs, err := LoadRuleset(name, src)
	var list ErrorList
	switch {
	case errors.As(err, &list):
		return nil, fmt.Errorf("ruleset %s cannot be used:\n%w", k, list)
	case err != nil:
		return nil, fmt.Errorf("ruleset %s cannot be used: %w", k, err)
	case rs.Key != k:
		return nil, fmt.Errorf("%s: key = %q; a ruleset's key is its file's name, %q", name, rs.Key, k)
	}
	return rs, nil
}

func elemPath(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }
