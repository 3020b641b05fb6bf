package rules

import (
	"sort"

	"estafette/rules/hex"
	"estafette/rules/splitmix"
)

// Phase is a phase of a player's turn (docs/rules.md §1).
type Phase string

// The phases, in order.
const (
	PhaseCommand  Phase = "command"
	PhaseMovement Phase = "movement"
	PhaseCombat   Phase = "combat"
	PhaseOver     Phase = "over" // the game has ended
)

// Army is one side in play.
type Army struct {
	ID           string
	Name         string
	Index        int
	Edge         Edge
	CommandLevel int
	OrderPoints  int
	// EliminatedEnemy counts enemy units this army has eliminated.
	EliminatedEnemy    int
	Activations        int // ACT.COUNT, after scenario overrides
	UnitsPerActivation int
	StartingUnits      int
	Exits              []Edge // edges its pieces may leave by (JO3, the scenario's exit)
}

// Unit is a unit in play. Fields below "this turn" are reset when the
// army's turn starts.
type Unit struct {
	ID            string
	Name          string
	Army          string
	Profile       *Profile
	Hex           hex.Hex
	OnBoard       bool // false before a reinforcement enters and after elimination
	Eliminated    bool
	Elements      int
	StartElements int
	AlliedLeader  string // an allied unit's own sub-general
	CanMount      bool   // mounted infantry: it has mounts
	Mounted       bool   // riding its mounts now (+1 hex, no combat)
	Formation     bool   // in a special formation (Prendre ou rompre une formation)
	OpenOrder     bool   // open order (Desserrer ou resserrer, optional rule)
	Arrives       int    // reinforcement turn; 0 when on the table from the start
	Prejoue       bool   // "pré-joué" token: cannot move, may fight
	Exited        bool   // left the table by an exit the scenario allows (JO3): out of the game, not eliminated
	Mounts        MountKind
	// Rider is a mounted unit's own profile while it fights on foot
	// (Monter ou démonter); Profile is then its infantry's (FootProfile).
	// nil while it is mounted, and for the others.
	Rider *Profile
	// StoodStill: the unit did not move in its army's last movement phase
	// (JO3: infantry on wagons then counts as behind a palisade).
	StoodStill bool

	// this turn
	Group       int  // index of its activation group, -1 when not activated
	Moved       bool // MOV.ONCE
	CanFight    bool // false after a move "sans combat" or a road march
	StepsUsed   int  // movement steps spent on maneuver orders
	MarchBonus  int  // Marche forcée / En avant marche: +1 hex, keeps the ability to fight
	GuideHexes  int  // Guide local: difficult hexes that count as clear
	LostDice    int  // horse artillery: dice lost for hexes moved
	AllyLimited bool // ACT.ALLY: activated while more than 5 hexes from its sub-general
	Fought      bool
	ExtraDice   int // direct action: +2 dice in the declared combat and its riposte only
	IgnoreLoss  int // direct action: losses it may ignore this turn
	PursuitLeft int // attacks left in pursuit after a follow-up
	// PendingRally: elements a Ralliement restores when the unit's move
	// ends (« à la fin de son déplacement »), already paid for.
	PendingRally int

	// combat status, until the next turn of either army
	InMelee       bool // fought in melee, attacking or defending (rally)
	Hold          bool // Tenir sa position: ignores every flag
	Sacrifice     bool // Sacrifice: flags become losses
	SupportedTurn bool // Grande défense, Comme un roc, Charge: counts as supported

	slot int // its place in scenario order (State.units)
}

// Activated reports whether the unit is activated this turn.
func (u Unit) Activated() bool { return u.Group >= 0 }

// Leader is a leader (chef) in play.
type Leader struct {
	ID           string
	Name         string
	Army         string
	Rank         Rank
	Quality      Quality
	Allied       bool
	CommandLevel int
	Hex          hex.Hex
	Present      bool // false once he has left the game (direct action, wound, capture, exit)
	OnBoard      bool // false while a reinforcement waits off the table
	Arrives      int
	// Contingent is an allied officer's own allied sub-general (ACT.ALLY);
	// "" for the army's only one.
	Contingent string
	Exited     bool // left the table by an exit the scenario allows
	// Personal: he acts only when activated personally (ACT.PERSONAL).
	Personal bool
	// TookCommand: he became général en chef when the army's was lost
	// (succession.go); his Rank is then Commander.
	TookCommand bool
	// Walked: he came to his hex by a move (alone, with a unit, carrying
	// a message), not placed there at the start nor driven there by a
	// combat: in Frédéric he may not carry a message (FR2).
	Walked bool

	// this turn
	Activated   bool // activated by any means: activating, alone, or with a unit
	Alone       bool // activated alone: may move on his own (uses a slot)
	Moved       bool
	RadiusBonus int  // Gueulante: +1 command radius this turn
	Combined    bool // Attaque combinée: his group may mix types (ACT.TYPE)
	Anywhere    bool // Manœuvre: his group's units may be anywhere (CMD.RADIUS)
	Messenger   bool // travelling as a messenger this turn
	InMelee     bool // fought in the front rank of a melee this turn
	Rallied     bool // tried a rally this turn
	// WithUnit is the activated unit he stood with when it was activated:
	// he is activated with it (TH2, AB2, FR2) until it moves without him.
	WithUnit string

	slot int // his place in scenario order (State.leaders)
}

// Herald is a herald or aide de camp in play (docs/rules.md §4).
type Herald struct {
	ID      string
	Name    string
	Army    string
	Hex     hex.Hex
	Present bool
	Busy    bool // carrying a message, or back from one only next turn
}

// Group is one activation: a leader and the pieces he activated, in the
// order the player chose them (ACT.ORDER).
type Group struct {
	Leader string   // "" for an extra activation (Messager, direct action, messenger)
	Units  []string // units activated
	Alone  []string // leaders activated alone
	Slots  int      // ACT.SLOTS: how many pieces he may activate
	Used   int      // slots used, messengers included
	Extra  bool     // on top of the normal activations
}

// State is a game in progress. It changes only through Apply.
type State struct {
	rs      *Ruleset
	sc      *Scenario
	board   boardIndex
	armies  []*Army
	units   []*Unit
	leaders []*Leader
	heralds []*Herald
	// owned marks, by place in units, the units this state may change in
	// place: the others it shares with a clone (copy on write, own).
	owned []uint64
	// byID finds a piece's place in the lists above; it never changes
	// after NewState, and clones share it.
	byID *pieceIndex
	// occ is the unit on each hex, by board index (MOV.OCCUPIED: one at
	// most), as its place in units plus one (0: none): no pointers, so
	// that a clone copies it as plain memory.
	occ       []int32
	optional  map[string]bool
	dice      Dice
	rng       splitmix.Source // the dice, from the seed
	turn      int
	active    int
	phase     Phase
	winner    string
	t         turnState
	messages  []*Messenger
	combat    *combat
	delivered []string     // units a messenger activates at their army's next command phase
	asides    []aside      // lone pieces an enemy displaced, whose owner may choose another hex
	nextMsg   int          // improvised messengers sent so far: their ids
	reach     hex.Reach    // reused storage for Reach queries
	roadReach []hex.Reach  // one per road through a unit's start
	roadPtrs  []*hex.Reach // reused by MoveArea.roads
	area      MoveArea     // reused by Reach: the last answer
	quiet     bool         // LegalActions is enumerating: refusals need no sentence
	// scratchArg is LegalActions' one-target argument list for the orders
	// it tries; a clone gets its own.
	scratchArg []string
	ids        idArena      // the one-id lists of listed actions
	ownUnits   []*Unit      // reused by legalOrders
	newGroup   Group        // groupFor's answer for a leader who heads no group yet
	endIdx     []int32      // reused by MoveArea.appendEnds
	legalHint  int          // the capacity LegalActions' next list starts with
	orderFacts []orderFacts // by order index, shared by clones (never written)
	// Changes of occupant, for the reach memos (reachmemo.go): occLog[i]
	// is the hex whose change made generation occBase+i+1.
	occGen, occBase uint32
	occLog          []hex.Hex
	memos           []reachMemo    // by slot; nil until used
	memoSlot        map[string]int // a piece's memo slot: units, then leaders; shared by clones
}

// turnState is what the active army has done this turn.
type turnState struct {
	groups        []Group
	extraLeaders  int  // Assaut, Assaut général: more activating leaders
	commandOrder  bool // ORD.ONE_COMMAND
	commandClosed bool // ORD.COMMAND_START: something else happened first
	maneuverOrder bool // ORD.ONE_MANEUVER
	recon         bool // ACT.RECON
	second        int  // Assaut général (maneuver): 0 none, 1 due, 2 under way or done
	firstGroups   int  // groups formed in the first command phase
	step          int  // ACT.ORDER: earliest group that may still act this phase
}

// NewState sets a scenario up for play. The scenario must have passed
// Validate against rs; seed overrides the scenario's dice seed when nonzero.
func NewState(sc *Scenario, rs *Ruleset, seed int64) *State {
	if seed == 0 {
		seed = sc.Seed
	}
	s := &State{
		rs: rs, sc: sc,
		byID:     &pieceIndex{units: map[string]int{}, leaders: map[string]int{}, heralds: map[string]int{}, armies: map[string]int{}, armyUnits: map[string][]int{}},
		optional: map[string]bool{},
		turn:     1, phase: PhaseCommand, rng: splitmix.New(uint64(seed)), dice: rs.Dice,
	}
	s.board = newBoardIndex(&sc.Board, rs)
	s.occ = make([]int32, s.board.bounds.Len())
	for _, k := range sc.OptionalRules {
		s.optional[k] = true
	}
	s.orderFacts = newOrderFacts(rs, s.optional)
	for i := range sc.Armies {
		a := &sc.Armies[i]
		s.addArmy(a, i)
		if a.ID == sc.First {
			s.active = i
		}
	}
	s.owned = make([]uint64, (len(s.units)+63)/64)
	for i := range s.units {
		s.owned[i>>6] |= 1 << (i & 63)
	}
	s.memoSlot = make(map[string]int, len(s.units)+len(s.leaders))
	for i, u := range s.units {
		s.memoSlot[u.ID] = i
	}
	for j, l := range s.leaders {
		s.memoSlot[l.ID] = len(s.units) + j
	}
	s.startTurn()
	return s
}

func (s *State) addArmy(a *ArmySetup, i int) {
	band := s.rs.Activation.For(len(a.Units))
	army := &Army{ID: a.ID, Name: a.Name, Index: i, Edge: a.Edge, CommandLevel: a.CommandLevel,
		OrderPoints: a.StartingOrderPoints(), Activations: band.Activations, UnitsPerActivation: band.UnitsPerActivation,
		StartingUnits: len(a.Units), Exits: a.Exit}
	if a.Activations != nil {
		army.Activations = *a.Activations
	}
	if a.UnitsPerActivation != nil {
		army.UnitsPerActivation = *a.UnitsPerActivation
	}
	s.byID.armies[a.ID] = len(s.armies)
	s.armies = append(s.armies, army)
	for _, l := range a.Leaders {
		level := a.CommandLevel
		if l.CommandLevel != nil {
			level = *l.CommandLevel
		}
		ld := &Leader{ID: l.ID, Name: l.Name, Army: a.ID, Rank: l.Rank, Quality: l.Quality, Allied: l.Allied,
			CommandLevel: level, Hex: l.Hex, Present: true, OnBoard: l.Arrives == 0, Arrives: l.Arrives, Contingent: l.Leader,
			Personal: l.Personal}
		ld.slot = len(s.leaders)
		s.byID.leaders[l.ID] = ld.slot
		r := s.rs.Leaders[l.Rank]
		s.byID.radii = append(s.byID.radii, struct{ command, influence int }{r.CommandRadius, r.InfluenceRadius})
		s.leaders = append(s.leaders, ld)
	}
	for _, u := range a.Units {
		un := &Unit{ID: u.ID, Name: u.Name, Army: a.ID, Profile: s.rs.Profiles[u.Profile], Hex: u.Hex,
			OnBoard: u.Arrives == 0, Elements: u.Elements, StartElements: u.Elements, AlliedLeader: u.Leader,
			CanMount: u.MountedInfantry, Mounted: u.MountedInfantry, Arrives: u.Arrives, Group: -1, CanFight: true,
			Mounts: u.Mounts, StoodStill: true}
		if un.CanMount && un.Mounts == "" {
			un.Mounts = MountHorses
		}
		un.slot = len(s.units)
		s.byID.units[u.ID] = un.slot
		s.byID.armyUnits[a.ID] = append(s.byID.armyUnits[a.ID], un.slot)
		s.units = append(s.units, un)
		if un.OnBoard {
			s.place(un)
		}
	}
	for _, h := range a.Heralds {
		hd := &Herald{ID: h.ID, Name: h.Name, Army: a.ID, Hex: h.Hex, Present: true}
		s.byID.heralds[h.ID] = len(s.heralds)
		s.heralds = append(s.heralds, hd)
	}
}

// Ruleset returns the ruleset in play.
func (s *State) Ruleset() *Ruleset { return s.rs }

// Scenario returns the scenario the game was set up from.
func (s *State) Scenario() *Scenario { return s.sc }

// Turn returns the turn number, from 1.
func (s *State) Turn() int { return s.turn }

// Phase returns the phase of the active army's turn.
func (s *State) Phase() Phase { return s.phase }

// SecondCommand reports whether the current command or movement phase is
// the second one of Assaut général.
func (s *State) SecondCommand() bool { return s.t.second == 2 }

// activeArmy is the army whose turn it is.
func (s *State) activeArmy() *Army { return s.armies[s.active] }

// enemyOf is the army that is not army a.
func (s *State) enemyOf(a *Army) *Army { return s.armies[1-a.Index] }

// Winner returns the winning army's id, or "" while the game goes on or
// when it ended in a draw.
func (s *State) Winner() string { return s.winner }

// leadersAt is the present leaders on h, sorted by id.
func (s *State) leadersAt(h hex.Hex) []*Leader {
	var out []*Leader
	for _, l := range s.leaders {
		if l.Present && l.OnBoard && l.Hex == h {
			out = append(out, l)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// ActingGroup returns the index of the earliest group that may still act
// in this phase (ACT.ORDER).
func (s *State) ActingGroup() int { return s.t.step }

// Terrain returns the terrain on h.
func (s *State) Terrain(h hex.Hex) *Terrain { return s.board.terrain(h) }

// OnRoad reports whether h is a road hex.
func (s *State) OnRoad(h hex.Hex) bool { return s.board.onRoad(h) }

// commander is an army's commander-in-chief, or nil if he is gone.
func (s *State) commander(army string) *Leader {
	for _, l := range s.leaders {
		if l.Army == army && l.Rank == Commander && l.Present {
			return l
		}
	}
	return nil
}

// commandRadius is a leader's command radius now, orders included
// (CMD.RADIUS, Gueulante).
func (s *State) commandRadius(l *Leader) int {
	return s.rankRadii(l).command + l.RadiusBonus
}

// influenceRadius is a leader's influence radius.
func (s *State) influenceRadius(l *Leader) int {
	return s.rankRadii(l).influence
}

// rankRadii are the radii of l's rank: kept by his place for the
// state's own leaders, read from the ruleset for a Leader a caller made.
func (s *State) rankRadii(l *Leader) struct{ command, influence int } {
	if l.slot < len(s.leaders) && s.leaders[l.slot].ID == l.ID {
		return s.byID.radii[l.slot]
	}
	r := s.rs.Leaders[l.Rank]
	return struct{ command, influence int }{r.CommandRadius, r.InfluenceRadius}
}

// OptionalRule reports whether the scenario switches an optional rule on.
func (s *State) OptionalRule(key string) bool { return s.optional[key] }

// pieceName names a piece for messages: "Hoplites d'Athènes (G1)".
func (s *State) pieceName(id string) string {
	if u := s.unitOf(id); u != nil && u.Name != "" {
		return u.Name + " (" + id + ")"
	}
	if l := s.leaderOf(id); l != nil && l.Name != "" {
		return l.Name + " (" + id + ")"
	}
	return id
}

// occupant is the unit on h; a dense array, because movement asks it for
// every hex it considers.
func (s *State) occupant(h hex.Hex) *Unit {
	if i := s.board.bounds.Index(h); i >= 0 {
		return s.occupantAt(i)
	}
	return nil
}

// occupantAt is the unit on the hex of board index i, which must be on
// the board.
func (s *State) occupantAt(i int) *Unit {
	if k := s.occ[i]; k > 0 {
		return s.own(int(k - 1))
	}
	return nil
}

// occupantRead is occupantAt for a caller that only reads the unit: it
// copies nothing shared.
func (s *State) occupantRead(i int) *Unit {
	if k := s.occ[i]; k > 0 {
		return s.units[k-1]
	}
	return nil
}

// own returns the unit at place i in units, this state's own: a unit
// still shared with a clone is copied first. Every unit the rules look up
// comes through here (unitOf, occupant), so that a change never reaches
// another state, and a unit once looked up keeps its address until the
// next Clone.
func (s *State) own(i int) *Unit {
	w, b := i>>6, uint64(1)<<(i&63)
	if s.owned[w]&b != 0 {
		return s.units[i]
	}
	c := new(Unit)
	*c = *s.units[i]
	s.units[i] = c
	s.owned[w] |= b
	return c
}

func (s *State) place(u *Unit) {
	s.occ[s.board.bounds.Index(u.Hex)] = int32(u.slot + 1)
	s.noteOccupant(u.Hex)
}

func (s *State) vacate(h hex.Hex) {
	if i := s.board.bounds.Index(h); i >= 0 {
		s.occ[i] = 0
		s.noteOccupant(h)
	}
}

// pieceIndex finds pieces by id: their place in State's lists.
type pieceIndex struct {
	units, leaders, heralds, armies map[string]int
	// armyUnits lists each army's units by place, in scenario order: the
	// listing of actions reads an army's units, not both armies'.
	armyUnits map[string][]int
	// radii are each leader's radii by his rank, by place in leaders: the
	// listing of orders asks them for every unit and leader.
	radii []struct{ command, influence int }
}

// unitsOf yields the places of army's units, in scenario order.
func (s *State) unitsOf(army string) []int { return s.byID.armyUnits[army] }

// unitOf is the unit with this id, nil when there is none.
func (s *State) unitOf(id string) *Unit {
	if i, ok := s.byID.units[id]; ok {
		return s.own(i)
	}
	return nil
}

// unitRead is unitOf for a caller that only reads the unit (a query):
// it copies nothing shared.
func (s *State) unitRead(id string) *Unit {
	if i, ok := s.byID.units[id]; ok {
		return s.units[i]
	}
	return nil
}

// leaderOf is the leader with this id, nil when there is none.
func (s *State) leaderOf(id string) *Leader {
	if i, ok := s.byID.leaders[id]; ok {
		return s.leaders[i]
	}
	return nil
}

// heraldOf is the herald with this id, nil when there is none.
func (s *State) heraldOf(id string) *Herald {
	if i, ok := s.byID.heralds[id]; ok {
		return s.heralds[i]
	}
	return nil
}

// armyOf is the army with this id, nil when there is none.
func (s *State) armyOf(id string) *Army {
	if i, ok := s.byID.armies[id]; ok {
		return s.armies[i]
	}
	return nil
}

// CommandZone answers "where can this leader activate?": the hexes on the
// table inside his command radius now, Gueulante included (CMD.RADIUS).
func (s *State) CommandZone(l Leader) []hex.Hex { return s.zone(&l, s.commandRadius(&l)) }

// InfluenceZone returns the hexes on the table inside a leader's influence
// radius (his own hex at radius 0): where he steadies morale, discounts
// orders and may act directly (docs/rules.md §2, §5).
func (s *State) InfluenceZone(l Leader) []hex.Hex { return s.zone(&l, s.influenceRadius(&l)) }

func (s *State) zone(l *Leader, r int) []hex.Hex {
	if !l.Present || !l.OnBoard {
		return nil
	}
	var out []hex.Hex
	for _, h := range hex.Range(l.Hex, r) {
		if s.board.bounds.Contains(h) {
			out = append(out, h)
		}
	}
	return out
}
