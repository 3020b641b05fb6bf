package rules

import "estafette/rules/hex"

// The events of the combat phase.

// AttackDeclared: a combat is declared, in melee or by fire.
type AttackDeclared struct {
	noDice
	Attacker PieceRef
	Defender PieceRef
	Fire     bool
}

// Sentence says the event in English: its format and arguments.
func (e AttackDeclared) Sentence() (string, []any) {
	if e.Fire {
		return say("%s attacks %s (fire)", e.Attacker, e.Defender)
	}
	return say("%s attacks %s (melee)", e.Attacker, e.Defender)
}

// FrontRank: a leader fights in the front rank of his unit: Dice more,
// and a wound test for each loss.
type FrontRank struct {
	noDice
	Leader PieceRef
	Unit   PieceRef
	Bonus  int // dice added to the unit's factor
}

// Sentence says the event in English: its format and arguments.
func (e FrontRank) Sentence() (string, []any) {
	return say("%s fights in the front rank of %s: +%d die, and a wound test for each loss", e.Leader, e.Unit, e.Bonus)
}

// WithdrawalOrdered: a leader orders the unit on his hex to break off.
type WithdrawalOrdered struct {
	noDice
	Leader PieceRef
	Unit   PieceRef
}

// Sentence says the event in English: its format and arguments.
func (e WithdrawalOrdered) Sentence() (string, []any) {
	return say("%s orders %s to break off", e.Leader, e.Unit)
}

// DiceHeld: the attack's dice are rolled and wait for the defender's
// army (Chooser) to choose (Évasion, Sacrifice) before they take effect.
type DiceHeld struct {
	Attacker PieceRef
	Defender PieceRef
	Chooser  ArmyRef
	Faces    []Face
}

// Dice returns the attack's faces.
func (e DiceHeld) Dice() []Face { return e.Faces }

// Sentence says the event in English: its format and arguments.
func (e DiceHeld) Sentence() (string, []any) {
	return say("%s attacks %s: %s; %s chooses before the result", e.Attacker, e.Defender, rollPhrase(e.Faces), e.Chooser)
}

// Struck: one side's dice took effect on the other: the attack, or the
// riposte (Riposte). Losses elements were lost; Eliminated when none is
// left; Retreat is the hexes the target fell back through, the last where
// it stands (nil when it held); Orders the lettres d'ordre won by the
// roller's army (OrdersFor); Notes what changed the result (flags
// cancelled, Sacrifice…). Held: the dice were shown before (DiceHeld),
// the sentence gives only the result.
type Struck struct {
	Roller     PieceRef
	Target     PieceRef
	Riposte    bool
	Held       bool
	Faces      []Face
	Losses     int
	Eliminated bool
	Retreat    []hex.Hex
	Orders     int
	OrdersFor  ArmyRef
	Notes      []Phrase
}

// Dice returns the faces rolled.
func (e Struck) Dice() []Face { return e.Faces }

// results lists what the strike did.
func (e Struck) results() List {
	out := List{phrase("%d loss(es)", e.Losses)}
	switch {
	case e.Eliminated:
		out = append(out, phrase("eliminated"))
	case len(e.Retreat) > 0:
		out = append(out, phrase("retreats to %s", e.Retreat[len(e.Retreat)-1]))
	}
	if e.Orders > 0 {
		out = append(out, phrase("+%d order point(s) for %s", e.Orders, e.OrdersFor))
	}
	for _, n := range e.Notes {
		out = append(out, n)
	}
	return out
}

// Sentence says the event in English: its format and arguments.
func (e Struck) Sentence() (string, []any) {
	switch {
	case e.Held:
		return say("%s takes the attack: %s", e.Target, e.results())
	case e.Riposte:
		return say("%s ripostes against %s: %s → %s", e.Roller, e.Target, rollPhrase(e.Faces), e.results())
	}
	return say("%s attacks %s: %s → %s", e.Roller, e.Target, rollPhrase(e.Faces), e.results())
}

// ElephantsPanicked: a unit with elephants lost elements, and as many
// elephants panicked, trampling Losses more.
type ElephantsPanicked struct {
	Unit      PieceRef
	Elephants int
	Losses    int
	Faces     []Face
}

// Dice returns the panic dice.
func (e ElephantsPanicked) Dice() []Face { return e.Faces }

// Sentence says the event in English: its format and arguments.
func (e ElephantsPanicked) Sentence() (string, []any) {
	return say("%d panicking elephant(s) among %s: %d more loss(es)", e.Elephants, e.Unit, e.Losses)
}

// WoundTest: a leader in the front rank tested for a wound; wounded, he
// left the table.
type WoundTest struct {
	Leader  PieceRef
	Wounded bool
	Faces   []Face
}

// Dice returns the test's dice, one per loss.
func (e WoundTest) Dice() []Face { return e.Faces }

// Sentence says the event in English: its format and arguments.
func (e WoundTest) Sentence() (string, []any) {
	if e.Wounded {
		return say("%s is wounded in the front rank and leaves the table", e.Leader)
	}
	return say("%s comes through the front rank unhurt", e.Leader)
}

// Eliminated: a unit lost its last element; By has eliminated Count
// enemy units now.
type Eliminated struct {
	noDice
	Unit  PieceRef
	By    ArmyRef
	Count int
}

// Sentence says the event in English: its format and arguments.
func (e Eliminated) Sentence() (string, []any) {
	return say("%s is eliminated (%s has eliminated %d unit(s))", e.Unit, e.By, e.Count)
}

// Withdrew: a unit whose leader ordered it to break off withdrew after
// the dice; Attacker when it was the attacking unit.
type Withdrew struct {
	noDice
	Unit     PieceRef
	From, To hex.Hex
	Path     []hex.Hex // the hexes it went through, From excluded
	Attacker bool
}

// Sentence says the event in English: its format and arguments.
func (e Withdrew) Sentence() (string, []any) {
	if e.Attacker {
		return say("%s breaks off and withdraws from %s to %s", e.Unit, e.From, e.To)
	}
	return say("%s withdraws from %s to %s", e.Unit, e.From, e.To)
}

// FellBack: Retraite, the defender fell back Hexes hexes before the
// attack, which is off; the Attacker may not move or attack again this
// turn.
type FellBack struct {
	noDice
	Unit     PieceRef
	Hexes    int
	From, To hex.Hex
	Path     []hex.Hex // the hexes it went through, From excluded
	Attacker PieceRef
}

// Sentence says the event in English: its format and arguments.
func (e FellBack) Sentence() (string, []any) {
	return say("%s falls back %d hex(es) from %s to %s; %s may not move or attack again this turn", e.Unit, e.Hexes, e.From, e.To, e.Attacker)
}

// AmbushStopped: Embuscade's riposte eliminated the attacker, or left it
// flags to fall back (walked or paid in losses), before its attack.
type AmbushStopped struct {
	noDice
	Attacker PieceRef
}

// Sentence says the event in English: its format and arguments.
func (e AmbushStopped) Sentence() (string, []any) {
	return say("the ambush stops %s's attack", e.Attacker)
}

// FollowedUp: the winner of a melee moved into the vacated hex.
type FollowedUp struct {
	noDice
	Unit     PieceRef
	From, To hex.Hex
}

// Sentence says the event in English: its format and arguments.
func (e FollowedUp) Sentence() (string, []any) {
	return say("%s follows up from %s into %s", e.Unit, e.From, e.To)
}

// PursuitAllowed: after its follow-up the unit may attack once more.
type PursuitAllowed struct {
	noDice
	Unit PieceRef
}

// Sentence says the event in English: its format and arguments.
func (e PursuitAllowed) Sentence() (string, []any) {
	return say("%s may pursue with one more attack", e.Unit)
}

// RallyRolled: a leader tried to rally the unit on his hex: one die per
// lost element, Back elements restored, Now left.
type RallyRolled struct {
	Leader PieceRef
	Unit   PieceRef
	Back   int
	Now    int
	Faces  []Face
}

// Dice returns the rally's dice.
func (e RallyRolled) Dice() []Face { return e.Faces }

// Sentence says the event in English: its format and arguments.
func (e RallyRolled) Sentence() (string, []any) {
	return say("%s rallies %s: %d dice, %d element(s) back (%d now)", e.Leader, e.Unit, len(e.Faces), e.Back, e.Now)
}
