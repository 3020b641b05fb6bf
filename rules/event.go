package rules

import (
	"fmt"

	"estafette/rules/hex"
)

// Event is one thing that happened, as Apply returns it: a typed value
// the table (its log and its move trail), `estafette replay`, the replay
// viewer and the computer opponent all read (as dicewind-dale's runner
// returns the events its scene animates). Each says its sentence for the
// log: Sentence gives the English format and its arguments, which the
// interface translates by the format (package i18n); EventText writes it
// in English.
type Event interface {
	// Sentence returns the event's English format and arguments.
	Sentence() (format string, args []any)
	// Dice returns the faces rolled for the event, nil when none were.
	Dice() []Face
}

// EventText is an event's sentence in English.
func EventText(e Event) string {
	f, args := e.Sentence()
	return fmt.Sprintf(f, args...)
}

// say is how the events write their sentence.
func say(format string, args ...any) (string, []any) { return format, args }

// noDice is embedded in the events that roll no die.
type noDice struct{}

// Dice returns nil: no die was rolled.
func (noDice) Dice() []Face { return nil }

// The command phase.

// Activated: a leader activated pieces (ACT.*); Group is the index of his
// group in Groups().
type Activated struct {
	noDice
	Leader PieceRef
	Pieces []PieceRef
	Group  int
}

// Sentence says the event in English: its format and arguments.
func (e Activated) Sentence() (string, []any) {
	return say("%s activates %s (group %d)", e.Leader, pieceList(e.Pieces), e.Group+1)
}

// ExtraActivated: a unit activated on top of the normal activations, by a
// direct action, or anywhere on the table by an order (Messager,
// Estafette).
type ExtraActivated struct {
	noDice
	Unit     PieceRef
	Group    int
	Anywhere bool
}

// Sentence says the event in English: its format and arguments.
func (e ExtraActivated) Sentence() (string, []any) {
	if e.Anywhere {
		return say("%s is activated anywhere on the table (group %d)", e.Unit, e.Group+1)
	}
	return say("%s is activated on top of the normal activations (group %d)", e.Unit, e.Group+1)
}

// OrderGiven: an order was given and paid: Cost points by Payer, Left
// after (a direct action's order is free). Target is the piece it was
// given to, when it names one.
type OrderGiven struct {
	noDice
	Payer     ArmyRef
	Key       string
	Name      string // the order's French name
	Window    Window
	Target    PieceRef
	Cost      int
	Left      int
	AfterDice bool // Évasion after the dice
	Direct    bool // given free by a leader's direct action
}

// Sentence says the event in English: its format and arguments.
func (e OrderGiven) Sentence() (string, []any) {
	switch {
	case e.Direct && e.Window == WindowDefense:
		return say("%s: defense order %s on %s, free (direct action)", e.Payer, e.Name, e.Target)
	case e.Direct && e.Window == WindowAttack:
		return say("%s: attack order %s on %s, free (direct action)", e.Payer, e.Name, e.Target)
	case e.Window == WindowDefense && e.AfterDice:
		return say("%s: defense order %s on %s for %d point(s), after the dice; %d left", e.Payer, e.Name, e.Target, e.Cost, e.Left)
	case e.Window == WindowDefense:
		return say("%s: defense order %s on %s for %d point(s); %d left", e.Payer, e.Name, e.Target, e.Cost, e.Left)
	case e.Window == WindowAttack:
		return say("%s: attack order %s for %d point(s); %d left", e.Payer, e.Name, e.Cost, e.Left)
	case e.Target.ID != "":
		return say("%s: order %s on %s for %d point(s); %d left", e.Payer, e.Name, e.Target, e.Cost, e.Left)
	}
	return say("%s: order %s for %d point(s); %d left", e.Payer, e.Name, e.Cost, e.Left)
}

// ReconDeclared: Reconnaissance, one unit only activated, and points
// gained.
type ReconDeclared struct {
	noDice
	Army ArmyRef
	Gain int
}

// Sentence says the event in English: its format and arguments.
func (e ReconDeclared) Sentence() (string, []any) {
	return say("Reconnaissance: one unit only may be activated this turn; %s gains %d order point(s)", e.Army, e.Gain)
}

// RadiusWidened: Gueulante, a leader's command radius this turn.
type RadiusWidened struct {
	noDice
	Leader PieceRef
	Radius int
}

// Sentence says the event in English: its format and arguments.
func (e RadiusWidened) Sentence() (string, []any) {
	return say("%s's command radius is %d this turn", e.Leader, e.Radius)
}

// Rallied: a unit got elements back, Now its elements: by Ralliement now
// or at the end of its move, or fully by a direct action.
type Rallied struct {
	noDice
	Unit        PieceRef
	Elements    int
	Now         int
	AtEndOfMove bool
	Full        bool
}

// Sentence says the event in English: its format and arguments.
func (e Rallied) Sentence() (string, []any) {
	switch {
	case e.Full:
		return say("%s is fully rallied: %d elements", e.Unit, e.Now)
	case e.AtEndOfMove:
		return say("%s rallies %d element(s) at the end of its move: %d now", e.Unit, e.Elements, e.Now)
	}
	return say("%s rallies %d element(s): %d now", e.Unit, e.Elements, e.Now)
}

// RallyDeferred: Ralliement paid for before the unit's move; the elements
// come back when it ends, if its condition holds then.
type RallyDeferred struct {
	noDice
	Unit     PieceRef
	Elements int
}

// Sentence says the event in English: its format and arguments.
func (e RallyDeferred) Sentence() (string, []any) {
	return say("%s will rally %d element(s) at the end of its move, if it is then within 2 hexes of its edge and more than 2 from any enemy", e.Unit, e.Elements)
}

// RallyFailed: the condition of a deferred Ralliement did not hold at the
// end of the move; Rule and Why are the refusal's.
type RallyFailed struct {
	noDice
	Unit PieceRef
	Rule RuleID
	Why  Phrase
}

// Sentence says the event in English: its format and arguments.
func (e RallyFailed) Sentence() (string, []any) {
	// The rule id is in the sentence: the table's log links it to its help.
	return say("%s ends its move and cannot rally (%s): %s", e.Unit, e.Rule.String(), e.Why)
}

// DirectAction: a leader committed himself to a unit and left the table.
type DirectAction struct {
	noDice
	Leader PieceRef
	Unit   PieceRef
	Effect DirectEffect
}

// Sentence says the event in English: its format and arguments.
func (e DirectAction) Sentence() (string, []any) {
	return say("%s commits himself to %s (%s) and leaves the table", e.Leader, e.Unit, e.Effect)
}

// Passed: the army with the word passed it, or left its displaced pieces
// where the engine stepped them.
type Passed struct {
	noDice
	Army          ArmyRef
	LeftDisplaced bool
}

// Sentence says the event in English: its format and arguments.
func (e Passed) Sentence() (string, []any) {
	if e.LeftDisplaced {
		return say("%s leaves its displaced pieces where they stepped", e.Army)
	}
	return say("%s passes", e.Army)
}

// PhaseEnded: the army ended a phase of its turn; Next is the phase that
// begins, Second when it is Assaut général's second command phase.
type PhaseEnded struct {
	noDice
	Army   ArmyRef
	Ended  Phase
	Next   Phase
	Second bool
}

// Sentence says the event in English: its format and arguments.
func (e PhaseEnded) Sentence() (string, []any) {
	switch {
	case e.Second:
		return say("%s: second command phase (Assaut général)", e.Army)
	case e.Next == PhaseCombat:
		return say("%s: combat phase", e.Army)
	}
	return say("%s: movement phase", e.Army)
}

// TurnBegan: the other army's turn begins, with its command phase.
type TurnBegan struct {
	noDice
	Turn int
	Army ArmyRef
}

// Sentence says the event in English: its format and arguments.
func (e TurnBegan) Sentence() (string, []any) {
	return say("turn %d: %s to play, command phase", e.Turn, e.Army)
}

// GameEnd is how a game ended.
type GameEnd string

// The ends of a game.
const (
	EndObjective    GameEnd = "objective"    // an army holds its objective (VIC.HOLD)
	EndTaken        GameEnd = "taken"        // an army has taken its town (VIC.TAKE)
	EndBroken       GameEnd = "broken"       // the enemy has lost the units at which it breaks (VIC.BREAK)
	EndEliminations GameEnd = "eliminations" // an army reached its victory target
	EndTurnLimit    GameEnd = "turn-limit"   // the last turn is over
)

// GameOver: the game ended; Winner is zero for a draw.
type GameOver struct {
	noDice
	Winner     ArmyRef
	How        GameEnd
	Eliminated int     // the winner's eliminations (EndEliminations, EndBroken)
	Target     int     // its victory target (EndEliminations, EndBroken)
	TurnLimit  int     // the scenario's turns (EndTurnLimit)
	Place      string  // the objective's name or hexes (EndObjective, EndTaken)
	Turn       int     // the turn the objective named; 0 for any of the army's turns
	Broken     ArmyRef // the army that broke (EndBroken)
}

// Sentence says the event in English: its format and arguments.
func (e GameOver) Sentence() (string, []any) {
	switch {
	case e.How == EndObjective && e.Winner.ID == "":
		return say("both armies hold their objectives at the end of turn %d: the game is a draw", e.Turn)
	case e.How == EndObjective && e.Place == "":
		return say("%s holds its objective and wins", e.Winner)
	case e.How == EndObjective:
		return say("%s holds %s and wins", e.Winner, e.Place)
	case e.How == EndTaken:
		return say("%s takes %s and wins", e.Winner, e.Place)
	case e.How == EndBroken:
		return say("%s breaks, %d unit(s) lost: %s wins", e.Broken, e.Eliminated, e.Winner)
	case e.How == EndEliminations:
		return say("%s wins: %d enemy units eliminated (victory at %d)", e.Winner, e.Eliminated, e.Target)
	case e.Winner.ID == "":
		return say("the turn limit (%d) is reached: the game is a draw", e.TurnLimit)
	}
	return say("the turn limit (%d) is reached: %s wins", e.TurnLimit, e.Winner)
}

func pieceList(ps []PieceRef) List {
	out := make(List, len(ps))
	for i, p := range ps {
		out[i] = p
	}
	return out
}

// Movement.

// Moved: a piece moved along Path, from its first hex to its last, both
// included. A reinforcement's path begins on its entry hex (Entered). A
// unit's move keeps the ability to fight (Fight), or was a road march
// (Road); leaders With it moved with it. Alone: a leader moving on his
// own.
type Moved struct {
	noDice
	Piece   PieceRef
	Path    []hex.Hex
	Entered bool
	Alone   bool
	Fight   bool
	Road    bool
	With    []PieceRef
}

// From is where the move began (the entry hex for a reinforcement).
func (e Moved) From() hex.Hex { return e.Path[0] }

// To is where the piece stands now.
func (e Moved) To() hex.Hex { return e.Path[len(e.Path)-1] }

// Hexes is how many hexes it moved, a reinforcement's entry hex included.
func (e Moved) Hexes() int {
	if e.Entered {
		return len(e.Path)
	}
	return len(e.Path) - 1
}

// Sentence says the event in English: its format and arguments.
func (e Moved) Sentence() (string, []any) {
	if e.Alone {
		return say("%s moves alone to %s", e.Piece, e.To())
	}
	how := List{phrase("%d hex(es)", e.Hexes())}
	switch {
	case e.Road:
		how = append(how, phrase("road march, no combat"))
	case !e.Fight:
		how = append(how, phrase("sans combat"))
	default:
		how = append(how, phrase("can still fight"))
	}
	if len(e.With) > 0 {
		how = append(how, phrase("with %s", pieceList(e.With)))
	}
	if e.Entered {
		return say("%s moves off the table → %s (%s)", e.Piece, e.To(), how)
	}
	return say("%s moves %s → %s (%s)", e.Piece, e.From(), e.To(), how)
}

// Exited: a piece left the table by an edge the scenario allows: out of
// the game, not eliminated.
type Exited struct {
	noDice
	Piece PieceRef
	Edge  Edge
	From  hex.Hex
}

// Sentence says the event in English: its format and arguments.
func (e Exited) Sentence() (string, []any) {
	return say("%s leaves the table by the %s edge from %s: out of the game, not eliminated", e.Piece, e.Edge, e.From)
}

// SteppedAside: a lone leader or messenger an enemy unit (Before) reached
// stepped from From to To; Chosen when its owner chose the hex (`step`).
// Messenger is a messenger's army, empty for a leader.
type SteppedAside struct {
	noDice
	Piece     PieceRef
	From      hex.Hex
	To        hex.Hex
	Before    PieceRef
	Chosen    bool
	Messenger ArmyRef
}

// Sentence says the event in English: its format and arguments.
func (e SteppedAside) Sentence() (string, []any) {
	switch {
	case e.Chosen:
		return say("%s steps aside to %s instead", e.Piece, e.To)
	case e.Messenger.ID != "":
		return say("the messenger %s of %s steps aside from %s to %s before %s", e.Piece, e.Messenger, e.From, e.To, e.Before)
	}
	return say("%s steps aside from %s to %s before %s", e.Piece, e.From, e.To, e.Before)
}

// LeaderCaptured: an enemy unit took a lone leader.
type LeaderCaptured struct {
	noDice
	By     PieceRef
	Leader PieceRef
	At     hex.Hex
}

// Sentence says the event in English: its format and arguments.
func (e LeaderCaptured) Sentence() (string, []any) {
	return say("%s captures %s, alone on %s", e.By, e.Leader, e.At)
}

// Messengers.

// MessengerSent: a leader sent a messenger to a unit.
type MessengerSent struct {
	noDice
	Leader    PieceRef
	Messenger string // its id in records
	Kind      MessengerKind
	Target    PieceRef
}

// Sentence says the event in English: its format and arguments.
func (e MessengerSent) Sentence() (string, []any) {
	return say("%s sends a %s messenger to %s", e.Leader, e.Kind, e.Target)
}

// MessengerMoved: a messenger (or a herald going home) moved at the end
// of its army's command phase.
type MessengerMoved struct {
	noDice
	Messenger string
	Army      ArmyRef
	From, To  hex.Hex
}

// Sentence says the event in English: its format and arguments.
func (e MessengerMoved) Sentence() (string, []any) {
	return say("the messenger %s of %s moves from %s to %s", e.Messenger, e.Army, e.From, e.To)
}

// MessengerLost: a messenger was lost on the way (its dice all special),
// or captured by an enemy unit (By).
type MessengerLost struct {
	Messenger string
	Army      ArmyRef
	By        PieceRef
	Faces     []Face
}

// Dice returns the faces of the loss test.
func (e MessengerLost) Dice() []Face { return e.Faces }

// Sentence says the event in English: its format and arguments.
func (e MessengerLost) Sentence() (string, []any) {
	if e.By.ID != "" {
		return say("%s captures a messenger", e.By)
	}
	return say("a messenger of %s is lost on the way", e.Army)
}

// MessengerArrived: a message reached its unit: too late (Gone), for the
// next turn, or at once when a leader (Carrier) brought it.
type MessengerArrived struct {
	noDice
	Messenger string
	Unit      PieceRef
	Carrier   PieceRef
	AtOnce    bool
	Gone      bool
}

// Sentence says the event in English: its format and arguments.
func (e MessengerArrived) Sentence() (string, []any) {
	switch {
	case e.Gone:
		return say("the message for %s arrives too late: it is gone", e.Unit)
	case e.AtOnce:
		return say("%s reaches %s, which is activated at once", e.Carrier, e.Unit)
	}
	return say("a messenger reaches %s: it will be activated next turn", e.Unit)
}

// HeraldReturned: a herald is back with the leader who sent him.
type HeraldReturned struct {
	noDice
	Herald string
	Sender PieceRef
}

// Sentence says the event in English: its format and arguments.
func (e HeraldReturned) Sentence() (string, []any) {
	return say("the herald %s is back with %s", e.Herald, e.Sender)
}

// MessengerRedirected: the owner sent a message in transit to another
// unit (`deliver`).
type MessengerRedirected struct {
	noDice
	Messenger string
	Unit      PieceRef
}

// Sentence says the event in English: its format and arguments.
func (e MessengerRedirected) Sentence() (string, []any) {
	return say("the messenger %s now carries its message to %s", e.Messenger, e.Unit)
}
