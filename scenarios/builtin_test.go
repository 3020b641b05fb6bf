package scenarios

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestOneBrokenRulesetDisablesOnlyItself: a ruleset file with an error
// makes that ruleset unavailable, with its positioned errors, and leaves
// the others to load.
func TestOneBrokenRulesetDisablesOnlyItself(t *testing.T) {
	th, _ := rulesetFS.ReadFile("rulesets/thucydide.toml")
	jo, _ := rulesetFS.ReadFile("rulesets/jomini.toml")
	fsys := fstest.MapFS{
		"thucydide.toml": {Data: th},
		"jomini.toml":    {Data: []byte(strings.Replace(string(jo), "leader_move = 3", "leader_move = -3", 1))},
		"frederic.toml":  {Data: th}, // a copy under the wrong name
		"README.txt":     {Data: []byte("not a ruleset")},
	}
	loaded, errs := loadRulesets(fsys)
	if loaded["thucydide"] == nil || len(loaded) != 1 {
		t.Errorf("loaded %v, want thucydide alone", loaded)
	}
	if err := errs["jomini"]; err == nil || !strings.Contains(err.Error(), "rulesets/jomini.toml:") || !strings.Contains(err.Error(), "leader_move = -3 is out of range") {
		t.Errorf("the broken jomini says %v", err)
	}
	if err := errs["frederic"]; err == nil || !strings.Contains(err.Error(), `key = "thucydide"`) {
		t.Errorf("a ruleset under another name says %v", err)
	}
	if len(errs) != 2 {
		t.Errorf("errors %v", errs)
	}
}
