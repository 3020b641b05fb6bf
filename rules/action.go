package rules

import (
	"strconv"
	"strings"

	"estafette/rules/hex"
)

// Action is one thing a player does. Its String is its line in a game
// record (FORMATS.md "Game record").
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

// Direct is `direct LEADER UNIT EFFECT [ORDER-KEY]`.
type Direct struct {
	Leader, Unit string
	Effect       DirectEffect
	Order        string
}

// DirectEffect is what a leader's direct action gives.
type DirectEffect string

// The direct-action effects (RULES.md §5 "Direct action").
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

// Defend is `defend ORDER-KEY`, the defender's order for the declared combat.
type Defend struct{ Order string }

// Roll is `roll`: resolve the declared combat.
type Roll struct{}

// Front is `front LEADER`: the leader fights in the front rank of his
// hex's unit in the declared combat (Alexandre et Bayard, Frédéric). His
// army gives it, attacker or defender.
type Front struct{ Leader string }

// Withdraw is `withdraw LEADER`: before the dice, the leader orders his
// hex's unit to break off the declared combat. His army gives it.
type Withdraw struct{ Leader string }

// Follow is `follow`: after a won melee the attacker moves into the
// vacated hex ("suivi").
type Follow struct{}

// Rally is `rally LEADER`: in the combat phase, an activated leader tries
// to rally the unit on his hex (Alexandre et Bayard, Frédéric).
type Rally struct{ Leader string }

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
		s += " " + a.Order
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

func (a Defend) String() string { return "defend " + a.Order }
func (Roll) String() string     { return "roll" }

func (a Front) String() string    { return "front " + a.Leader }
func (a Withdraw) String() string { return "withdraw " + a.Leader }
func (Follow) String() string     { return "follow" }
func (a Rally) String() string    { return "rally " + a.Leader }
