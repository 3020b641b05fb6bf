package game

import (
	"path"
	"path/filepath"
	"sort"
	"strings"

	"estafette/game/start"
	"estafette/internal/safefile"
	"estafette/internal/store"
	"estafette/scenarios"
)

// The player's own scenarios live in scenarios/ in the data directory:
// the editor offers to save a new scenario there, and the start screen
// offers them after the built-in ones (docs/editor.md, docs/start.md).

// maxOwnScenarios bounds the player's scenarios the start screen loads:
// the most recent ones (each is loaded and checked to be offered).
const maxOwnScenarios = 5

// ownScenarios reads the player's scenarios in the data directory dir of
// st, newest first: those that load with their ruleset; the others are
// the editor's to open and fix.
func ownScenarios(st store.Store, dir string) []start.Scenario {
	folder := filepath.Join(dir, "scenarios")
	if _, keyed := st.(*store.Keyed); keyed {
		folder = path.Join(dir, "scenarios")
	}
	ents, err := st.List(folder)
	if err != nil {
		return nil
	}
	sort.Slice(ents, func(i, j int) bool { return ents[i].ModTime.After(ents[j].ModTime) })
	var out []start.Scenario
	for _, e := range ents {
		if len(out) == maxOwnScenarios {
			break
		}
		if !strings.EqualFold(filepath.Ext(e.Name), ".toml") {
			continue
		}
		src, err := st.Read(e.Name, safefile.MaxScenario)
		if err != nil {
			continue
		}
		sc, rs, err := scenarios.LoadScenario(e.Name, src)
		if err != nil || sc == nil || rs == nil {
			continue
		}
		out = append(out, start.Scenario{Key: e.Name, File: e.Name, Source: src, Scenario: sc, Ruleset: rs})
	}
	return out
}
