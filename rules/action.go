package rules

import (
	"strconv"
	"strings"

	"estafette/rules/hex"
)

// Action is one thing a player does. Its String is its line in a game
// record (docs/formats.md "Game record").
type Action interface {
	String() string
	isAction()
}

// Activate is `activate LEADER ID ...`: the leader activates these units;
// a leader id in the list is a leader activated alone.
type Activate struct {
	Leader string
	Pieces []string
}

// GiveOrder is `order KEY [ARG ...] [N]`. Count is the trailing number of
// orders that take one (hexes paid for, elements rallied); 0 when absent.
type GiveOrder struct {
	Key   string
	Args  []string
	Count int
}

// Move is `move ID HEX [HEX ...] [with LEADER ...]`. One hex is the
// destination; several are the whole path.
type Move struct {
	Piece string
	Path  []hex.Hex
	With  []string
}

// EndPhase is `end`.
type EndPhase struct{}

// Direct is `direct LEADER UNIT EFFECT [ORDER-KEY [HEX | N]]`. Count is
// the trailing number of an order that takes one (Retraite's hexes, Guide
// local's hexes, Ralliement's elements); 0 when absent. To is Retraite's
// hex, when the record names one.
type Direct struct {
	Leader, Unit string
	Effect       DirectEffect
	Order        string
	Count        int
	To           Dest
}

// Dest is a hex an action may name, or none. The zero Dest names none, so
// that an action written without it keeps its older meaning (`defend
// retraite 2`). It is a value: actions that carry one stay comparable.
type Dest struct {
	h   hex.Hex
	set bool
}

// DestAt names the hex h.
func DestAt(h hex.Hex) Dest { return Dest{h: h, set: true} }

// Hex returns the hex named, and whether there is one.
func (d Dest) Hex() (hex.Hex, bool) { return d.h, d.set }

// IsSet reports whether a hex is named.
func (d Dest) IsSet() bool { return d.set }

// DirectEffect is what a leader's direct action gives.
type DirectEffect string

// The direct-action effects (docs/rules.md §5 "Direct action").
const (
	DirectOrder      DirectEffect = "order"
	DirectActivate   DirectEffect = "activate"
	DirectIgnoreLoss DirectEffect = "ignore-loss"
	DirectDice       DirectEffect = "dice"
	DirectRally      DirectEffect = "rally"
)

// SendMessenger is `messenger LEADER UNIT [improvised | HERALD-ID | LEADER-ID]`.
type SendMessenger struct {
	Leader, Unit string
	Via          string // "" or "improvised", a herald's id or a leader's id
}

// Attack is `attack ATTACKER DEFENDER [ORDER-KEY]`.
type Attack struct {
	Attacker, Defender string
	Order              string
}

// Defend is `defend ORDER-KEY [HEX | N]`, the defender's order for the
// declared combat. To is the hex Retraite falls back to, the player's
// choice (docs/rules.md §7 "Retraite"); Count, the older form, its number
// of hexes, the engine choosing the hex; neither: as far as it can.
type Defend struct {
	Order string
	Count int
	To    Dest
}

// Roll is `roll`: resolve the declared combat.
type Roll struct{}

// Front is `front LEADER`: the leader fights in the front rank of his
// hex's unit in the declared combat (Alexandre et Bayard, Frédéric). His
// army gives it, attacker or defender.
type Front struct{ Leader string }

// Withdraw is `withdraw LEADER [HEX | N]`: before the dice, the leader
// orders his hex's unit to break off the declared combat and fall back, «
// au plus de sa capacité de mouvement », to the hex To (the player's
// choice), or N hexes (the older form, the engine choosing the hex);
// neither: as far as it can. His army gives it.
type Withdraw struct {
	Leader string
	Count  int
	To     Dest
}

// Follow is `follow`: after a won melee the attacker moves into the
// vacated hex ("suivi").
type Follow struct{}

// Rally is `rally LEADER`: in the combat phase, an activated leader tries
// to rally the unit on his hex (Alexandre et Bayard, Frédéric).
type Rally struct{ Leader string }

// Pass is `pass`: the army whose decision it is (Decider) adds nothing
// and hands the word on (docs/records.md "Whose decision it is").
type Pass struct{}

// Sacrifice is `sacrifice N`: after the dice, a defender under Sacrifice
// turns N of the flags it receives into losses (« à volonté »).
type Sacrifice struct{ Count int }

// Step is `step ID HEX`: a lone piece (a messenger, a leader) whose hex an
// enemy unit entered steps aside to HEX instead of the hex the engine
// chose; its owner gives it.
type Step struct {
	Piece string
	To    hex.Hex
}

// Deliver is `deliver MESSENGER UNIT`: the messenger carries its message
// to UNIT instead of the unit first intended (AB2, FR2).
type Deliver struct{ Messenger, Unit string }

// Exit is `exit ID EDGE [HEX ...] [with LEADER ...]`: the piece moves (to
// the hex given, by the engine's path; or along the whole path given) onto
// a hex of EDGE and leaves the table there, when the scenario lets its
// army out by that edge (JO3). Leaving costs one hex of movement.
type Exit struct {
	Piece string
	Edge  Edge
	Path  []hex.Hex
	With  []string
}

func (Activate) isAction()      {}
func (GiveOrder) isAction()     {}
func (Move) isAction()          {}
func (EndPhase) isAction()      {}
func (Direct) isAction()        {}
func (SendMessenger) isAction() {}
func (Attack) isAction()        {}
func (Defend) isAction()        {}
func (Roll) isAction()          {}
func (Front) isAction()         {}
func (Withdraw) isAction()      {}
func (Follow) isAction()        {}
func (Rally) isAction()         {}
func (Pass) isAction()          {}
func (Sacrifice) isAction()     {}
func (Step) isAction()          {}
func (Deliver) isAction()       {}
func (Exit) isAction()          {}

func (a Activate) String() string {
	return strings.Join(append([]string{"activate", a.Leader}, a.Pieces...), " ")
}

func (a GiveOrder) String() string {
	parts := append([]string{"order", a.Key}, a.Args...)
	if a.Count > 0 {
		parts = append(parts, strconv.Itoa(a.Count))
	}
	return strings.Join(parts, " ")
}

func (a Move) String() string {
	parts := []string{"move", a.Piece}
	for _, h := range a.Path {
		parts = append(parts, h.Label())
	}
	if len(a.With) > 0 {
		parts = append(append(parts, "with"), a.With...)
	}
	return strings.Join(parts, " ")
}

func (EndPhase) String() string { return "end" }

func (a Direct) String() string {
	s := "direct " + a.Leader + " " + a.Unit + " " + string(a.Effect)
	if a.Order != "" {
		s = withDest(withCount(s+" "+a.Order, a.Count), a.To)
	}
	return s
}

func (a SendMessenger) String() string {
	s := "messenger " + a.Leader + " " + a.Unit
	if a.Via != "" {
		s += " " + a.Via
	}
	return s
}

func (a Attack) String() string {
	s := "attack " + a.Attacker + " " + a.Defender
	if a.Order != "" {
		s += " " + a.Order
	}
	return s
}

func (a Defend) String() string { return withDest(withCount("defend "+a.Order, a.Count), a.To) }
func (Roll) String() string     { return "roll" }

func (a Front) String() string { return "front " + a.Leader }
func (a Withdraw) String() string {
	return withDest(withCount("withdraw "+a.Leader, a.Count), a.To)
}
func (Follow) String() string  { return "follow" }
func (a Rally) String() string { return "rally " + a.Leader }
func (Pass) String() string    { return "pass" }
func (a Sacrifice) String() string {
	return "sacrifice " + strconv.Itoa(a.Count)
}
func (a Step) String() string    { return "step " + a.Piece + " " + a.To.Label() }
func (a Deliver) String() string { return "deliver " + a.Messenger + " " + a.Unit }

func (a Exit) String() string {
	parts := []string{"exit", a.Piece, string(a.Edge)}
	for _, h := range a.Path {
		parts = append(parts, h.Label())
	}
	if len(a.With) > 0 {
		parts = append(append(parts, "with"), a.With...)
	}
	return strings.Join(parts, " ")
}

// withDest appends a named hex to a record line.
func withDest(s string, d Dest) string {
	if h, ok := d.Hex(); ok {
		return s + " " + h.Label()
	}
	return s
}

// withCount appends a positive count to a record line.
func withCount(s string, n int) string {
	if n > 0 {
		return s + " " + strconv.Itoa(n)
	}
	return s
}
