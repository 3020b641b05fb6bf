package control

import (
	"slices"
	"sort"

	"estafette/rules"
	"estafette/scenarios"
)

// PaletteEntry is one entry of the palette: a unit profile or a leader rank.
type PaletteEntry struct {
	Item    PaletteItem // a Unit or a Leader
	Name    string      // French, as the ruleset names it
	Gloss   string      // English
	Type    rules.TroopType
	Rank    rules.Rank
	Profile *rules.Profile
}

// PaletteGroup is a heading of the palette (the leaders, or a troop type)
// and its entries.
type PaletteGroup struct {
	Type    rules.TroopType // "" for the leaders
	Entries []PaletteEntry
}

// profileOrder is docs/formats.md's order of the profile keys: light to heavy
// within each troop type. Profiles a ruleset adds come after, by key.
var profileOrder = scenarios.RequiredProfiles

// terrainOrder is docs/formats.md's order of the terrain keys.
var terrainOrder = []string{"clear", "hill", "woods", "rocky", "marsh", "sand", "snow", "town", "mountain", "lake", "river", "great-river", "ford", "bridge"}

func orderedKeys(keys []string, order []string) []string {
	rank := map[string]int{}
	for i, k := range order {
		rank[k] = i + 1
	}
	out := slices.Clone(keys)
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := rank[out[i]], rank[out[j]]
		if ri == 0 || rj == 0 {
			if ri != rj {
				return ri != 0
			}
			return out[i] < out[j]
		}
		return ri < rj
	})
	return out
}

// FamilyProfile reports whether the palette offers profile p of ruleset
// rs: whether it is one of its period's (rules.Ruleset.InPeriod, the
// ruleset's [period]). Every ruleset file carries the whole catalog of
// profiles (docs/formats.md requires every key, so a scenario of one
// family opens under another's ruleset); a scenario that already has one
// of the others keeps it: only the palette leaves it out.
func FamilyProfile(rs *rules.Ruleset, p *rules.Profile) bool { return rs.InPeriod(p) }

// Palette lists a ruleset's leader ranks, then its period's unit
// profiles (FamilyProfile) grouped by troop type, each with its French
// name: a troop type not of the period has no group.
func Palette(rs *rules.Ruleset) []PaletteGroup {
	leaders := PaletteGroup{}
	for _, r := range rules.Ranks {
		if lr, ok := rs.Leaders[r]; ok {
			leaders.Entries = append(leaders.Entries, PaletteEntry{Item: Leader{r}, Name: lr.Name, Gloss: lr.Gloss, Rank: r})
		}
	}
	out := []PaletteGroup{leaders}
	keys := orderedKeys(rs.ProfileKeys(), profileOrder)
	for _, t := range rules.TroopTypes {
		g := PaletteGroup{Type: t}
		for _, k := range keys {
			if p := rs.Profiles[k]; p.Type == t && FamilyProfile(rs, p) {
				g.Entries = append(g.Entries, PaletteEntry{Item: Unit{k}, Name: p.Name, Gloss: p.Gloss, Type: t, Profile: p})
			}
		}
		if len(g.Entries) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// TerrainKeys lists a ruleset's terrain keys in docs/formats.md's order: the
// brushes of the terrain tab.
func TerrainKeys(rs *rules.Ruleset) []string { return orderedKeys(rs.TerrainKeys(), terrainOrder) }
