// Package rules is Estafette's rules engine: the rulesets, the scenario model
// and (later) the game state. It is pure Go: no Ebiten, no file or network
// I/O, no clocks and no global random source.
package rules

import "sort"

// TroopType is the broad kind of a unit, used by hits, costs and activation.
type TroopType string

// The troop types of docs/rules.md §1.
const (
	Infantry  TroopType = "infantry"
	Cavalry   TroopType = "cavalry"
	Camels    TroopType = "camels"
	Chariots  TroopType = "chariots"
	Elephants TroopType = "elephants"
	Artillery TroopType = "artillery"
)

// TroopTypes lists every troop type in a fixed order.
var TroopTypes = []TroopType{Infantry, Cavalry, Camels, Chariots, Elephants, Artillery}

// Rank is a leader's rank (docs/rules.md §2).
type Rank string

// The three leader ranks.
const (
	Commander  Rank = "commander"
	SubGeneral Rank = "subgeneral"
	Officer    Rank = "officer"
)

// Ranks lists the ranks from highest to lowest.
var Ranks = []Rank{Commander, SubGeneral, Officer}

// LeaderRank holds what a rank can do: its radii and its names.
type LeaderRank struct {
	Rank            Rank
	Name            string // French name, e.g. "Général en chef"
	Gloss           string // English gloss
	CommandRadius   int    // CMD.RADIUS
	InfluenceRadius int    // 0 means the leader's own hex
}

// ActivationBand is one row of the ACT.COUNT table.
type ActivationBand struct {
	MaxUnits           int // the band covers armies up to this many units; 0 means no upper bound
	Activations        int
	UnitsPerActivation int
}

// ActivationTable is ACT.COUNT plus the leader-quality modifiers.
type ActivationTable struct {
	Bands    []ActivationBand // ordered by MaxUnits, the unbounded band last
	Good     int              // extra units a "good" leader activates
	Mediocre int              // change for a "mediocre" leader (negative)
	Bad      int              // change for a "bad" leader (negative); never below 1 unit
}

// For returns the band for an army of n units (leaders not counted).
func (t ActivationTable) For(n int) ActivationBand {
	for _, b := range t.Bands {
		if b.MaxUnits == 0 || n <= b.MaxUnits {
			return b
		}
	}
	if len(t.Bands) == 0 {
		return ActivationBand{Activations: 1, UnitsPerActivation: 3}
	}
	return t.Bands[len(t.Bands)-1]
}

// Window is the moment an order may be given (ORD.PHASE).
type Window string

// Order windows.
const (
	WindowCommand  Window = "command"
	WindowManeuver Window = "maneuver"
	WindowAttack   Window = "attack"
	WindowDefense  Window = "defense"
)

// CostKind says how an order's price is computed.
type CostKind string

// Cost kinds.
const (
	CostFixed      CostKind = "fixed"       // Points
	CostPerHex     CostKind = "per-hex"     // Points for each hex paid for
	CostPerElement CostKind = "per-element" // ByType[target type] for each element
	CostByType     CostKind = "by-type"     // ByType[target type]
)

// Cost is an order's cost rule. A troop type missing from ByType may not
// receive the order.
type Cost struct {
	Kind   CostKind
	Points int
	ByType map[TroopType]int
}

// TargetKind says what an order is given to.
type TargetKind string

// Target kinds.
const (
	TargetNone          TargetKind = "none"           // the army as a whole
	TargetLeader        TargetKind = "leader"         // one friendly leader
	TargetUnit          TargetKind = "unit"           // any friendly unit
	TargetActivatedUnit TargetKind = "activated-unit" // a friendly unit activated this turn
	TargetLeaderGroup   TargetKind = "leader-group"   // every unit one leader activated
	TargetAttacker      TargetKind = "attacker"       // the attacking unit of the declared combat
	TargetDefender      TargetKind = "defender"       // the defending unit of the declared combat
)

// Order is one entry of a ruleset's order catalog (docs/rules.md §5).
type Order struct {
	Key string
	// Effect is the effect the ruleset names with `effect = "..."`;
	// EffectNone when the key itself names it. Does resolves both.
	Effect        OrderEffect
	Name          string // French name, shown in both languages
	Gloss         string // short English gloss
	Text          string // the order's text in French
	TextEN        string // the order's text in English
	Window        Window
	Cost          Cost
	Target        TargetKind
	Discount      bool        // the influence discount may apply
	NeedsRadius   bool        // ORD.RANGE: a leader must have the target in his command radius
	CommanderOnly bool        // only the commander-in-chief gives it
	Optional      bool        // an optional rule the scenario must switch on
	Types         []TroopType // troop types allowed as target; empty means any
}

// AllowsType reports whether a unit of type t may receive the order.
func (o *Order) AllowsType(t TroopType) bool {
	if len(o.Types) > 0 {
		found := false
		for _, x := range o.Types {
			if x == t {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	if o.Cost.Kind == CostPerElement || o.Cost.Kind == CostByType {
		_, ok := o.Cost.ByType[t]
		return ok
	}
	return true
}

// Arm groups profiles for Jomini's one-type activations (ACT.TYPE).
type Arm string

// Arms.
const (
	ArmFoot           Arm = "foot"
	ArmMounted        Arm = "mounted"
	ArmFootArtillery  Arm = "foot-artillery"
	ArmHorseArtillery Arm = "horse-artillery"
	ArmElephants      Arm = "elephants"
)

// Profile is a movement and combat profile (docs/rules.md §6, docs/formats.md keys).
type Profile struct {
	Key          string
	Name         string // French
	Gloss        string // English
	Type         TroopType
	Weight       string // very-light, light, medium, heavy, very-heavy, cuirassiers
	Arm          Arm
	Move         int  // allowance keeping the ability to fight
	MoveNoCombat int  // allowance "sans combat"
	MaxMove      int  // absolute cap whatever the bonuses; 0 means none
	LosesDie     bool // loses one combat die per hex moved (horse artillery)
	// PassThrough lists the classes (troop types or weights) of friendly
	// units this profile may move through (MOV.OCCUPIED).
	PassThrough []string
	Fire        int
	Assault     int
	Melee       int
	Range       int
}

// CanPassThrough reports whether a unit of this profile may move through a
// friendly unit of profile other.
func (p *Profile) CanPassThrough(other *Profile) bool {
	for _, c := range p.PassThrough {
		if c == string(other.Type) || c == other.Weight {
			return true
		}
	}
	return false
}

// Mounted reports whether the profile counts as mounted troops.
func (p *Profile) Mounted() bool {
	return p.Type == Cavalry || p.Type == Camels || p.Type == Chariots
}

// Terrain is one terrain key's movement effect.
type Terrain struct {
	Key        string
	Name       string // French
	Gloss      string // English
	Impassable bool   // MOV.IMPASSABLE
	Difficult  bool   // entering stops the move (MOV.STOP)
	Cost       int    // movement points to enter
}

// FaceKind says what a die face does in combat.
type FaceKind string

// Face kinds.
const (
	FaceHit     FaceKind = "hit"
	FaceFlag    FaceKind = "flag"
	FaceOrder   FaceKind = "order"
	FaceSpecial FaceKind = "special"
)

// Face is one face of the combat die.
type Face struct {
	Key    string
	Name   string // French
	Gloss  string // English
	Kind   FaceKind
	Hits   []TroopType // for hit faces: the troop types it removes elements from
	Weight int         // relative frequency; 1 each on a fair die
}

// Dice describes the six-symbol combat die.
type Dice struct {
	Faces   []Face
	Special string // key of the special face
}

// Features are the family-level switches that differ between rule families.
type Features struct {
	Messengers        bool // MSG.RULESET
	OrderRange        bool // ORD.RANGE
	OrderDiscount     bool // influence lowers order costs by 1
	OneTypeActivation bool // ACT.TYPE
	DirectActions     bool // LDR.*: direct action by sub-generals and officers
	LeaderHexActions  bool // leader actions on his own hex (morale, front rank...)
	LeaderMove        int  // a leader moving alone
	// FreeOrder: units move, and fight, in any order, whatever their
	// activation group (JO3 « dans l'ordre de son choix »; ACT.ORDER never
	// refuses).
	FreeOrder bool
	// MessengerPlacedOnly: a leader carries a message only from where he
	// was placed at the start, or where a flight after combat left him,
	// not from a hex he walked to (FR2; AB2 adds « ou d'un mouvement »).
	MessengerPlacedOnly bool
	// DentellesNoDirect: in "guerre en dentelles" (a scenario without
	// orders) no leader may commit himself in a direct action
	// (LDR.DENTELLES, Jomini).
	DentellesNoDirect bool
}

// CombatRules are the numbers of docs/rules.md §7. Most are [HOUSE]: the
// published combat chapter is only partly known.
type CombatRules struct {
	SupportCancels int            // flags cancelled by support (two adjacent friends)
	LeaderCancels  int            // flags cancelled by a leader's influence or presence
	FlagRetreat    int            // hexes retreated per flag
	BlockedLoss    int            // elements lost per hex of retreat that cannot be made
	FrontRankDice  int            // a leader fighting in the front rank
	DirectDice     int            // a direct action's extra dice
	Pursuit        []TroopType    // troop types that may pursue after a follow-up
	OrderDice      map[string]int // dice an order adds (negative: taken from the attacker)
	Cover          map[string]int // flags a defender ignores in this terrain (Sapeurs cancels)
	// Mounted infantry's mounts (JO3). PalisadeCover: flags ignored by
	// infantry on wagons that did not move in its last movement phase
	// ("derrière une palissade"). CamelCover: flags ignored in melee by a
	// unit on foot with its camels couched (« baraqués »). ElephantPanic:
	// dice rolled for each element a unit with elephants loses, one
	// panicking elephant each; a face hitting the unit's type costs it one
	// more element. 0 switches each off.
	PalisadeCover int
	CamelCover    int
	ElephantPanic int
}

// Pursues reports whether units of type t may pursue.
func (c *CombatRules) Pursues(t TroopType) bool {
	for _, x := range c.Pursuit {
		if x == t {
			return true
		}
	}
	return false
}

// Ruleset is the data of one rule family.
type Ruleset struct {
	Key        string
	Name       string
	Leaders    map[Rank]LeaderRank
	Activation ActivationTable
	Orders     []Order
	Profiles   map[string]*Profile
	Terrain    map[string]*Terrain
	Dice       Dice
	Features   Features
	Combat     CombatRules
	Period     Period
}

// Order returns the order with key k.
func (rs *Ruleset) Order(k string) (*Order, bool) {
	for i := range rs.Orders {
		if rs.Orders[i].Key == k {
			return &rs.Orders[i], true
		}
	}
	return nil, false
}

// OrderDoing returns the first order of the catalog with effect e.
func (rs *Ruleset) OrderDoing(e OrderEffect) (*Order, bool) {
	for i := range rs.Orders {
		if rs.Orders[i].Does() == e {
			return &rs.Orders[i], true
		}
	}
	return nil, false
}

// ProfileKeys returns the profile keys in sorted order.
func (rs *Ruleset) ProfileKeys() []string { return sortedKeys(rs.Profiles) }

// TerrainKeys returns the terrain keys in sorted order.
func (rs *Ruleset) TerrainKeys() []string { return sortedKeys(rs.Terrain) }

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
