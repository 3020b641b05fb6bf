package rules

import "estafette/rules/hex"

// Edge is a table edge (docs/formats.md "Table edges").
type Edge string

// The four table edges.
const (
	North Edge = "north"
	South Edge = "south"
	East  Edge = "east"
	West  Edge = "west"
)

// Edges lists the valid edges.
var Edges = []Edge{North, South, East, West}

// Quality is a leader's quality (ACT.COUNT modifiers).
type Quality string

// Leader qualities.
const (
	Good     Quality = "good"
	Normal   Quality = "normal"
	Mediocre Quality = "mediocre"
	Bad      Quality = "bad" // "mauvais": two fewer units [HOUSE]
)

// MountKind is the animals or vehicles of mounted infantry (JO3
// "Infanterie montée").
type MountKind string

// Mount kinds. Camels protect the unit in melee when it fights on foot
// (« baraqués »), elephants panic for each element lost, and wagons make a
// palisade for a unit that did not move in its last movement phase.
const (
	MountHorses    MountKind = "horses"
	MountCamels    MountKind = "camels"
	MountElephants MountKind = "elephants"
	MountWagons    MountKind = "wagons"
)

// MountKinds lists the mount kinds.
var MountKinds = []MountKind{MountHorses, MountCamels, MountElephants, MountWagons}

// Briefing is the scenario's briefing in English when english and the
// scenario has one, else its French description.
func (s *Scenario) Briefing(english bool) string {
	if english && s.DescriptionEN != "" {
		return s.DescriptionEN
	}
	return s.Description
}

// Scenario is a battle set up on the table, as read from a scenario file.
type Scenario struct {
	Title       string
	Ruleset     string
	Description string // the briefing, in French
	// DescriptionEN is the briefing in English (optional).
	DescriptionEN string
	Turns         int // 0 means no limit
	First         string
	Seed          int64
	Board         Board
	Armies        []ArmySetup
	// OptionalRules switches on optional orders by key, such as
	// "desserrer-resserrer" (optional; docs/scenarios.md).
	OptionalRules []string
	// NoOrders plays "guerre en dentelles": no special orders, and the
	// lettre d'ordre face counts as a flag (optional; docs/rules.md §5).
	NoOrders bool
	// Victory is the number of enemy units an army must eliminate to win;
	// 0 means a third of the enemy's starting units, rounded up.
	Victory int
	// AtTurnLimit is the result when the last turn ends: "eliminations"
	// (the army that eliminated more units wins; equal is a draw, the
	// default), "draw", or an army id.
	AtTurnLimit string
	// Objectives win the game for an army on the map: hexes to hold, a
	// town to take, the enemy's losses at which it breaks (objective.go).
	Objectives []Objective
}

// ObjectiveKind is what an objective asks of its army (docs/rules.md §1
// "Victory": VIC.HOLD, VIC.TAKE, VIC.BREAK).
type ObjectiveKind string

// The kinds of objectives.
const (
	// Hold: the army's units stand on every hex of the objective.
	Hold ObjectiveKind = "hold"
	// Take: the army's units stand on a hex of the objective (a town's
	// hexes) and no enemy unit stands on any of them.
	Take ObjectiveKind = "take"
	// Break: the enemy has lost Units units (eliminated): it breaks, and
	// the army wins. It takes the place of the army's victory target.
	Break ObjectiveKind = "break"
)

// ObjectiveKinds lists the kinds of objectives.
var ObjectiveKinds = []ObjectiveKind{Hold, Take, Break}

// Objective is a way for one army to win on the map. Hold and take are
// checked at the end of each of the army's own turns, or, when Turn is
// set, only at the end of that game turn (after both armies have played
// it: the scenario's last turn is the end of the game). Break is checked
// whenever a unit is eliminated.
type Objective struct {
	Army  string        // the army it wins for
	Kind  ObjectiveKind // "" is Hold, as files written before kinds say
	Name  string        // optional: the place, as players call it ("La Haye Sainte")
	Hexes []hex.Hex     // hold and take
	Turn  int           // hold and take: 0, each of its own turns; N, the end of turn N
	Units int           // break: the enemy's units lost at which it breaks
}

// What is the objective's kind, Hold for a file that names none.
func (o Objective) What() ObjectiveKind {
	if o.Kind == "" {
		return Hold
	}
	return o.Kind
}

// Board is the table: its size, default terrain, terrain patches and roads.
type Board struct {
	Columns, Rows int
	Terrain       string // default terrain key; "" means clear
	Areas         []Area
	Roads         []Road
}

// Area is a patch of one terrain.
type Area struct {
	Terrain string
	Hexes   []hex.Hex
}

// Road is a chain of adjacent hexes.
type Road struct {
	Hexes []hex.Hex
}

// Bounds returns the board's rectangle.
func (b *Board) Bounds() hex.Bounds { return hex.Bounds{Columns: b.Columns, Rows: b.Rows} }

// TerrainAt returns the terrain key of h: the last area that lists it, or
// the board's default.
func (b *Board) TerrainAt(h hex.Hex) string {
	for i := len(b.Areas) - 1; i >= 0; i-- {
		for _, x := range b.Areas[i].Hexes {
			if x == h {
				return b.Areas[i].Terrain
			}
		}
	}
	if b.Terrain == "" {
		return "clear"
	}
	return b.Terrain
}

// ArmySetup is one army as the scenario places it.
type ArmySetup struct {
	ID                 string
	Name               string
	Edge               Edge
	CommandLevel       int
	OrderPoints        *int // nil: command level
	Activations        *int // nil: from the ACT.COUNT table
	UnitsPerActivation *int // nil: from the ACT.COUNT table
	Leaders            []LeaderSetup
	Units              []UnitSetup
	Heralds            []HeraldSetup // heralds or aides de camp (optional)
	// Exit lists the table edges this army's pieces may leave by (JO3
	// « si le scénario le prévoit »); empty: none.
	Exit []Edge
}

// HeraldSetup is a herald (Alexandre et Bayard) or an aide de camp
// (Frédéric): a lone character that carries messages (docs/rules.md §4).
type HeraldSetup struct {
	ID   string
	Name string
	Hex  hex.Hex
}

// LeaderSetup is a leader as placed by the scenario.
type LeaderSetup struct {
	ID           string
	Name         string
	Rank         Rank
	Hex          hex.Hex
	Quality      Quality // "" means normal
	Allied       bool
	CommandLevel *int // the commander's level; nil: the army's
	// Leader is an allied officer's own allied sub-general, whose
	// contingent he belongs to (ACT.ALLY); "" for the army's only one.
	Leader  string
	Arrives int // turn of arrival as a reinforcement; 0: on the table from the start
	// Personal marks a personnage who « ne peu[t] agir que [s'il est]
	// activé personnellement EN plus d'un unité avec laquelle [il se
	// trouverait] » (AB2; ACT.PERSONAL).
	Personal bool
}

// UnitSetup is a unit as placed by the scenario.
type UnitSetup struct {
	ID              string
	Name            string
	Profile         string
	Elements        int
	Hex             hex.Hex
	Leader          string // an allied unit's own sub-general
	MountedInfantry bool
	// Mounts is what mounted infantry rides (JO3): horses (the default),
	// camels, elephants or wagons; "" when it is not mounted infantry.
	Mounts MountKind
	// Arrives is the turn a reinforcement may enter; 0 means on the table
	// from the start. A reinforcement's Hex is its entry hex, on an edge.
	Arrives int
}

// Army returns the army with the given id, or nil.
func (s *Scenario) Army(id string) *ArmySetup {
	for i := range s.Armies {
		if s.Armies[i].ID == id {
			return &s.Armies[i]
		}
	}
	return nil
}

// StartingOrderPoints returns the army's order points at the start (docs/rules.md §5).
func (a *ArmySetup) StartingOrderPoints() int {
	if a.OrderPoints != nil {
		return *a.OrderPoints
	}
	return a.CommandLevel
}
