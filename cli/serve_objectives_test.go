//go:build !js

package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// TestTheLobbyOffersScenariosWithObjectives: the club server lists a
// scenario of its directory that has objectives of every kind, as its
// own built-in battles with objectives, and the source it sends loads
// with them.
func TestTheLobbyOffersScenariosWithObjectives(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "scenarios"), 0o755); err != nil {
		t.Fatal(err)
	}
	src, _ := scenarios.Builtin("tutorial")
	club := string(src) + `
[[objective]]
army = "beotiens"
kind = "take"
name = "Délion"
hexes = ["6,4"]
turn = 8

[[objective]]
army = "atheniens"
kind = "break"
units = 3
`
	if err := os.WriteFile(filepath.Join(dir, "scenarios", "delion.toml"), []byte(club), 0o644); err != nil {
		t.Fatal(err)
	}
	var logged []string
	list := lobbyScenarios(dir, func(f string, a ...any) { logged = append(logged, fmt.Sprintf(f, a...)) })
	kinds := map[string]map[rules.ObjectiveKind]bool{}
	for _, s := range list {
		sc, _, err := scenarios.LoadScenario(s.Name, s.Source)
		if err != nil {
			t.Fatalf("%s: the source the lobby sends does not load: %v", s.Key, err)
		}
		kinds[s.Key] = map[rules.ObjectiveKind]bool{}
		for _, o := range sc.Objectives {
			kinds[s.Key][o.What()] = true
		}
	}
	if k := kinds["dir:delion"]; !k[rules.Take] || !k[rules.Break] {
		t.Errorf("the club's scenario with objectives: %v (listed: %d, logged %q)", k, len(list), strings.Join(logged, "; "))
	}
	if k := kinds["builtin:waterloo"]; !k[rules.Take] {
		t.Errorf("Waterloo's objectives in the lobby: %v", k)
	}
}
