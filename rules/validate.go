package rules

import (
	"fmt"
	"strings"

	"estafette/rules/hex"
)

// Limits keep a hostile scenario file from being loaded at all.
const (
	MinColumns   = 12 // docs/rules.md §1: the minimum table is 12×9 [WEB]
	MinRows      = 9
	MaxColumns   = 200
	MaxRows      = 200
	MaxPieces    = 2000
	MaxAreaHexes = 40000
	MaxRoads     = 500
	MaxElements  = 99
	MaxTurns     = 999
	MaxNameLen   = 200
	MaxTextLen   = 8000
	MaxIDLen     = 40
	MaxLevel     = 99
)

// Problem is one thing wrong with a scenario. Path names the offending key
// the way the loader finds it in the file, e.g. "army[1].unit[3].hex";
// Message is the English sentence, Format and Args its parts, so that the
// editor can say it in French (by the format, as for a Violation) and
// tell one problem from another without reading the sentence.
type Problem struct {
	Path    string
	Message string
	Format  string
	Args    []any
}

func (p Problem) String() string { return p.Path + ": " + p.Message }

// offBoardFormat is the problem of a hex off the board.
const offBoardFormat = "hex %s is off the board (%d columns × %d rows)"

// OffBoard reports whether the problem is a hex off the board, which a
// board of the wrong size gives for every piece.
func (p Problem) OffBoard() bool { return p.Format == offBoardFormat }

// ValidID reports whether s is a well-formed id: letters, digits, '-' and '_'.
func ValidID(s string) bool {
	if s == "" || len(s) > MaxIDLen {
		return false
	}
	for _, r := range s {
		ok := r == '-' || r == '_' || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
		if !ok {
			return false
		}
	}
	return true
}

type validator struct {
	s   *Scenario
	rs  *Ruleset
	out []Problem
}

func (v *validator) add(path, format string, args ...any) {
	v.out = append(v.out, Problem{Path: path, Message: fmt.Sprintf(format, args...), Format: format, Args: args})
}

// Validate checks a scenario against its ruleset and returns every problem
// found, in file order. The loader and the editor both call it, so a rule
// about scenarios is written once.
func (s *Scenario) Validate(rs *Ruleset) []Problem {
	v := &validator{s: s, rs: rs}
	v.header()
	v.board()
	v.armies()
	return v.out
}

func (v *validator) header() {
	s := v.s
	if strings.TrimSpace(s.Title) == "" {
		v.add("title", "the title is empty")
	}
	v.length("title", s.Title, MaxNameLen)
	v.length("description", s.Description, MaxTextLen)
	if s.Turns < 0 || s.Turns > MaxTurns {
		v.add("turns", "turns = %d is out of range (0 to %d; 0 means no limit)", s.Turns, MaxTurns)
	}
	if s.First != "" && s.Army(s.First) == nil {
		v.add("first", "first = %q names no army of this scenario", s.First)
	}
	if s.Victory < 0 || s.Victory > MaxPieces {
		v.add("victory", "victory = %d is out of range (0 for a third of the enemy's units)", s.Victory)
	}
	switch s.AtTurnLimit {
	case "", "eliminations", "draw":
	default:
		if s.Army(s.AtTurnLimit) == nil {
			v.add("at_turn_limit", "at_turn_limit = %q: use eliminations, draw or an army id", s.AtTurnLimit)
		}
	}
	v.objectives()
	for i, k := range s.OptionalRules {
		if o, ok := v.rs.Order(k); !ok || !o.Optional {
			v.add(fmt.Sprintf("optional_rules[%d]", i), "%q is not an optional rule of %s", k, v.rs.Key)
		}
	}
}

func (v *validator) length(path, s string, max int) {
	if len(s) > max {
		v.add(path, "the text is %d bytes long; the limit is %d", len(s), max)
	}
}

func (v *validator) board() {
	b := &v.s.Board
	if b.Columns < MinColumns || b.Columns > MaxColumns {
		v.add("board.columns", "columns = %d is out of range (%d to %d)", b.Columns, MinColumns, MaxColumns)
	}
	if b.Rows < MinRows || b.Rows > MaxRows {
		v.add("board.rows", "rows = %d is out of range (%d to %d)", b.Rows, MinRows, MaxRows)
	}
	if b.Terrain != "" {
		v.terrainKey("board.terrain", b.Terrain)
	}
	total := 0
	for i, a := range b.Areas {
		p := fmt.Sprintf("board.area[%d]", i)
		v.terrainKey(p+".terrain", a.Terrain)
		total += len(a.Hexes)
		for j, h := range a.Hexes {
			v.onBoard(fmt.Sprintf("%s.hexes[%d]", p, j), h)
		}
	}
	if total > MaxAreaHexes {
		v.add("board.area", "the areas list %d hexes; the limit is %d", total, MaxAreaHexes)
	}
	if len(b.Roads) > MaxRoads {
		v.add("board.road", "%d roads; the limit is %d", len(b.Roads), MaxRoads)
	}
	for i, r := range b.Roads {
		p := fmt.Sprintf("board.road[%d]", i)
		if len(r.Hexes) < 2 {
			v.add(p+".hexes", "a road needs at least two hexes")
		}
		for j, h := range r.Hexes {
			hp := fmt.Sprintf("%s.hexes[%d]", p, j)
			v.onBoard(hp, h)
			if j > 0 && !hex.Adjacent(r.Hexes[j-1], h) {
				v.add(hp, "road hex %s is not adjacent to the previous hex %s", h, r.Hexes[j-1])
			}
		}
	}
}

func (v *validator) terrainKey(path, key string) {
	if _, ok := v.rs.Terrain[key]; !ok {
		v.add(path, "unknown terrain %q for ruleset %s (known: %s)", key, v.rs.Key, strings.Join(v.rs.TerrainKeys(), ", "))
	}
}

func (v *validator) onBoard(path string, h hex.Hex) bool {
	if !v.s.Board.Bounds().Contains(h) {
		v.add(path, offBoardFormat, h, v.s.Board.Columns, v.s.Board.Rows)
		return false
	}
	return true
}

func (v *validator) armies() {
	s := v.s
	if len(s.Armies) != 2 {
		v.add("army", "a scenario needs exactly two armies; this one has %d", len(s.Armies))
	}
	if s.First == "" && len(s.Armies) > 0 {
		v.add("first", "first is missing: name the army that plays first")
	}
	ids := map[string]string{} // id -> path of its first use
	unitAt := map[hex.Hex]string{}
	pieces := 0
	for i := range s.Armies {
		a := &s.Armies[i]
		p := fmt.Sprintf("army[%d]", i)
		v.id(p+".id", a.ID, ids)
		if a.ID == "draw" || a.ID == "eliminations" {
			// `over draw` (the engine protocol) and at_turn_limit name a
			// drawn game, or a count, with these words.
			v.add(p+".id", "army id %q is reserved: it names a drawn game (or a count) where an army id may stand", a.ID)
		}
		v.length(p+".name", a.Name, MaxNameLen)
		v.edge(p, a, i)
		v.level(p+".command_level", a.CommandLevel)
		if a.OrderPoints != nil {
			v.level(p+".order_points", *a.OrderPoints)
		}
		if a.Activations != nil && (*a.Activations < 1 || *a.Activations > 20) {
			v.add(p+".activations", "activations = %d is out of range (1 to 20)", *a.Activations)
		}
		if a.UnitsPerActivation != nil && (*a.UnitsPerActivation < 1 || *a.UnitsPerActivation > 50) {
			v.add(p+".units_per_activation", "units_per_activation = %d is out of range (1 to 50)", *a.UnitsPerActivation)
		}
		pieces += len(a.Leaders) + len(a.Units) + len(a.Heralds)
		v.exits(p, a)
		v.leaders(p, a, ids)
		v.units(p, a, ids, unitAt)
		for j, h := range a.Heralds {
			hp := fmt.Sprintf("%s.herald[%d]", p, j)
			v.id(hp+".id", h.ID, ids)
			v.onBoard(hp+".hex", h.Hex)
		}
		if len(a.Heralds) > 0 && !v.rs.Features.Messengers {
			v.add(p+".herald", "%s has no messengers (heralds and aides de camp are for alexandre-bayard and frederic)", v.rs.Key)
		}
	}
	if pieces > MaxPieces {
		v.add("army", "the scenario has %d pieces; the limit is %d", pieces, MaxPieces)
	}
}

func (v *validator) id(path, id string, seen map[string]string) {
	if !ValidID(id) {
		v.add(path, "id %q is not well formed: use 1 to %d letters, digits, '-' or '_'", id, MaxIDLen)
		return
	}
	if first, dup := seen[id]; dup {
		v.add(path, "id %q is already used (at %s); ids are unique across the scenario", id, first)
		return
	}
	seen[id] = path
}

func (v *validator) level(path string, n int) {
	if n < 0 || n > MaxLevel {
		v.add(path, "%d is out of range (0 to %d)", n, MaxLevel)
	}
}

func (v *validator) edge(p string, a *ArmySetup, i int) {
	valid := false
	for _, e := range Edges {
		if a.Edge == e {
			valid = true
		}
	}
	if !valid {
		v.add(p+".edge", "edge %q of army %s is not one of north, south, east, west", a.Edge, a.ID)
		return
	}
	for j := 0; j < i; j++ {
		if v.s.Armies[j].Edge == a.Edge {
			v.add(p+".edge", "armies %s and %s both have edge %s; each army needs its own edge", v.s.Armies[j].ID, a.ID, a.Edge)
		}
	}
}

func (v *validator) leaders(p string, a *ArmySetup, ids map[string]string) {
	commanders := 0
	for j, l := range a.Leaders {
		lp := fmt.Sprintf("%s.leader[%d]", p, j)
		v.id(lp+".id", l.ID, ids)
		v.length(lp+".name", l.Name, MaxNameLen)
		if _, ok := v.rs.Leaders[l.Rank]; !ok {
			v.add(lp+".rank", "leader %s has rank %q; use commander, subgeneral or officer", l.ID, l.Rank)
		}
		if l.Rank == Commander {
			commanders++
			if commanders == 2 {
				v.add(lp+".rank", "army %s has a second commander, %s; an army has exactly one général en chef", a.ID, l.ID)
			}
		}
		switch l.Quality {
		case "", Good, Normal, Mediocre, Bad:
		default:
			v.add(lp+".quality", "leader %s has quality %q; use good, normal, mediocre or bad", l.ID, l.Quality)
		}
		if l.Leader != "" {
			v.contingent(lp+".leader", a, l)
		}
		if l.CommandLevel != nil {
			v.level(lp+".command_level", *l.CommandLevel)
		}
		v.onBoard(lp+".hex", l.Hex)
		if l.Arrives != 0 {
			v.arrival(lp, l.ID, l.Arrives, l.Hex)
		}
	}
	if commanders == 0 {
		v.add(p, "army %s has no commander; it needs exactly one leader with rank = \"commander\"", a.ID)
	}
	allied := 0
	for _, l := range a.Leaders {
		if l.Allied && l.Rank == SubGeneral {
			allied++
		}
	}
	for j, l := range a.Leaders {
		if l.Allied && l.Rank == Officer && l.Leader == "" && allied > 1 {
			v.add(fmt.Sprintf("%s.leader[%d].leader", p, j), "allied officer %s must name his own allied sub-general (leader = ...): army %s has %d", l.ID, a.ID, allied)
		}
	}
}

func (v *validator) units(p string, a *ArmySetup, ids map[string]string, unitAt map[hex.Hex]string) {
	for j, u := range a.Units {
		up := fmt.Sprintf("%s.unit[%d]", p, j)
		v.id(up+".id", u.ID, ids)
		v.length(up+".name", u.Name, MaxNameLen)
		prof, ok := v.rs.Profiles[u.Profile]
		if !ok {
			v.add(up+".profile", "unit %s has unknown profile %q for ruleset %s", u.ID, u.Profile, v.rs.Key)
		}
		if u.Elements < 1 || u.Elements > MaxElements {
			v.add(up+".elements", "unit %s has elements = %d; it needs 1 to %d", u.ID, u.Elements, MaxElements)
		}
		if u.Arrives != 0 {
			v.arrival(up, u.ID, u.Arrives, u.Hex)
		}
		if v.onBoard(up+".hex", u.Hex) && u.Arrives == 0 {
			if other, taken := unitAt[u.Hex]; taken {
				v.add(up+".hex", "units %s and %s are both on hex %s; two units never share a hex", other, u.ID, u.Hex)
			} else {
				unitAt[u.Hex] = u.ID
			}
			if t, ok := v.rs.Terrain[v.s.Board.TerrainAt(u.Hex)]; ok && t.Impassable {
				v.add(up+".hex", "unit %s stands on impassable terrain (%s) at %s", u.ID, t.Key, u.Hex)
			}
		}
		if u.Leader != "" {
			v.alliedLeader(up+".leader", a, u)
		}
		if u.MountedInfantry && ok && prof.Type != Infantry {
			v.add(up+".mounted_infantry", "unit %s is %s, not infantry; only infantry can be mounted infantry", u.ID, prof.Type)
		}
		if u.Mounts != "" {
			v.mounts(up+".mounts", u)
		}
	}
}

// arrival checks a reinforcement: it arrives on a later turn and enters
// by a hex on the table's edge (docs/rules.md §6 "Reinforcements").
func (v *validator) arrival(path, id string, turn int, h hex.Hex) {
	if turn < 2 || turn > MaxTurns {
		v.add(path+".arrives", "%s arrives on turn %d; a reinforcement arrives on turn 2 or later (leave arrives out for a piece on the table from the start)", id, turn)
	}
	col, row := h.Offset()
	b := v.s.Board
	if v.s.Board.Bounds().Contains(h) && col != 1 && row != 1 && col != b.Columns && row != b.Rows {
		v.add(path+".hex", "%s enters at %s, which is not on the table's edge", id, h)
	}
}

func (v *validator) alliedLeader(path string, a *ArmySetup, u UnitSetup) {
	for _, l := range a.Leaders {
		if l.ID == u.Leader {
			if l.Rank != SubGeneral {
				v.add(path, "unit %s names leader %s, who is a %s; an allied unit's leader must be a sub-general of its army", u.ID, l.ID, l.Rank)
			}
			return
		}
	}
	v.add(path, "unit %s names leader %q, who is not a leader of army %s", u.ID, u.Leader, a.ID)
}

// contingent checks an allied officer's `leader`: it names an allied
// sub-general of the same army, whose contingent he belongs to (ACT.ALLY).
func (v *validator) contingent(path string, a *ArmySetup, l LeaderSetup) {
	if !l.Allied || l.Rank != Officer {
		v.add(path, "leader %s names a contingent (%s), but only an allied officer belongs to an allied sub-general's contingent", l.ID, l.Leader)
		return
	}
	for _, o := range a.Leaders {
		if o.ID == l.Leader {
			if o.Rank != SubGeneral || !o.Allied {
				v.add(path, "officer %s names %s, who is not an allied sub-general; his contingent is an allied sub-general's", l.ID, o.ID)
			}
			return
		}
	}
	v.add(path, "officer %s names leader %q, who is not a leader of army %s", l.ID, l.Leader, a.ID)
}

// exits checks `exit`: table edges, each named once (JO3 « si le scénario
// le prévoit »).
func (v *validator) exits(p string, a *ArmySetup) {
	for i, e := range a.Exit {
		ep := fmt.Sprintf("%s.exit[%d]", p, i)
		known := false
		for _, x := range Edges {
			known = known || e == x
		}
		if !known {
			v.add(ep, "exit %q of army %s is not one of north, south, east, west", e, a.ID)
			continue
		}
		for _, prev := range a.Exit[:i] {
			if prev == e {
				v.add(ep, "exit %s is listed twice for army %s", e, a.ID)
			}
		}
	}
}

// mounts checks what mounted infantry rides.
func (v *validator) mounts(path string, u UnitSetup) {
	known := false
	for _, k := range MountKinds {
		known = known || u.Mounts == k
	}
	if !known {
		v.add(path, "unit %s has mounts %q; use horses, camels, elephants or wagons", u.ID, u.Mounts)
		return
	}
	if !u.MountedInfantry {
		v.add(path, "unit %s has mounts (%s) but is not mounted infantry (mounted_infantry = true)", u.ID, u.Mounts)
	}
}
