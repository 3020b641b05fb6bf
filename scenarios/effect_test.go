package scenarios

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"estafette/rules"
)

// TestEveryBuiltinOrderHasAnEffect: every order of the four built-in
// rulesets does something the engine implements, in a window and to a
// target that effect allows.
func TestEveryBuiltinOrderHasAnEffect(t *testing.T) {
	for _, k := range RulesetKeys() {
		rs := mustRuleset(t, k)
		for _, o := range rs.Orders {
			e := o.Does()
			if e == rules.EffectNone {
				t.Errorf("%s: order %q has no effect the engine knows", k, o.Key)
				continue
			}
			if !slices.Contains(rules.EffectWindows(e), o.Window) || !slices.Contains(rules.EffectTargets(e), o.Target) {
				t.Errorf("%s: order %q (effect %s) is given in %s to %s", k, o.Key, e, o.Window, o.Target)
			}
		}
	}
}

// loadEdited loads the built-in ruleset key with one edit of its text,
// as a club would edit its copy.
func loadEdited(t *testing.T, key, old, new string) (*rules.Ruleset, error) {
	t.Helper()
	src, err := RulesetSource(key)
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	if !strings.Contains(s, old) {
		t.Fatalf("fixture text %q not in %s.toml", old, key)
	}
	return LoadRuleset(key+".toml", []byte(strings.Replace(s, old, new, 1)))
}

// lineOf is the 1-based line and column of the first occurrence of text
// in the edited file from the edit on.
func lineOf(t *testing.T, key, old, new, text string) (int, int) {
	t.Helper()
	src, _ := RulesetSource(key)
	s := strings.Replace(string(src), old, new, 1)
	from := strings.Index(s, new)
	i := strings.Index(s[from:], text) + from
	if i < from {
		t.Fatalf("%q not in the edited file", text)
	}
	return strings.Count(s[:i], "\n") + 1, i - strings.LastIndex(s[:i], "\n")
}

// firstError is the first positioned error of a refused ruleset.
func firstError(t *testing.T, err error) Error {
	t.Helper()
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("want positioned errors, got %v", err)
	}
	return list[0]
}

// TestMisspelledOrderIsRefusedAtLoad: a club's ruleset whose order key
// names no effect (« marche-forcée » typed « marche-forcee2 ») no longer
// loads to be paid for and do nothing: the loader names its line and
// column.
func TestMisspelledOrderIsRefusedAtLoad(t *testing.T) {
	old, new := `key = "marche-forcee"`, `key = "marche-forcé"`
	_, err := loadEdited(t, "thucydide", old, new)
	if err == nil {
		t.Fatal("a ruleset with the order key \"marche-forcé\" loaded")
	}
	e := firstError(t, err)
	line, col := lineOf(t, "thucydide", old, new, new)
	if e.File != "thucydide.toml" || e.Line != line || e.Col != col || !strings.Contains(e.Msg, `"marche-forcé"`) || !strings.Contains(e.Msg, "effect") {
		t.Errorf("got %v, want thucydide.toml:%d:%d naming the key and the effect field", e, line, col)
	}
}

// TestBadEffectIsRefusedAtLoad: an effect the engine does not know, or
// one given in a window or to a target where it would do nothing, is
// refused at its own line.
func TestBadEffectIsRefusedAtLoad(t *testing.T) {
	cases := []struct {
		name, old, new, at, want string
	}{
		{"unknown effect", `key = "charge"`, "key = \"furia\"\neffect = \"chargee\"", `effect = "chargee"`, `effect "chargee" is not one the engine knows`},
		{"wrong window", `key = "charge"`, "key = \"furia\"\neffect = \"retraite\"", `window = "attack"`, `effect "retraite" is given in`},
		{"wrong target", `key = "reconnaissance"`, "key = \"eclaireurs\"\neffect = \"marche-forcee\"", `target = "none"`, `effect "marche-forcee" is given to`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := loadEdited(t, "thucydide", c.old, c.new)
			if err == nil {
				t.Fatal("loaded")
			}
			e := firstError(t, err)
			line, col := lineOf(t, "thucydide", c.old, c.new, c.at)
			if e.Line != line || e.Col != col || !strings.Contains(e.Msg, c.want) {
				t.Errorf("got %v, want line %d and %q", e, line, c.want)
			}
		})
	}
}

// TestRenamedOrderKeepsItsEffect: a house order under a new key that
// names its effect loads, and does what that effect does (the game side
// is rules.TestHouseOrderPlaysItsEffect).
func TestRenamedOrderKeepsItsEffect(t *testing.T) {
	rs, err := loadEdited(t, "jomini", `key = "estafette"`, "key = \"aide-de-camp\"\neffect = \"estafette\"")
	if err != nil {
		t.Fatal(err)
	}
	o, ok := rs.Order("aide-de-camp")
	if !ok || o.Does() != rules.EffectEstafette {
		t.Fatalf("aide-de-camp: %v %v", ok, o)
	}
	if _, ok := rs.Order("estafette"); ok {
		t.Error("the renamed order is still there under its old key")
	}
}
