package rules

import "fmt"

// RuleID names the rule a refusal breaks. Its text form (ORD.POINTS) is
// what records, `replay`, the log, the engine protocol and docs/rules.md
// write; in Go it is a small integer, so that only the constants below
// exist: a misspelt id does not compile (a string, typed or not, does not
// convert to it).
type RuleID uint8

// The rule ids, in the order of docs/rules.md "Every rule id", each with
// what it refuses. NoRule is the zero value: no refusal.
const (
	NoRule RuleID = iota

	RuleSyntax      // SYNTAX: a record line does not parse
	RuleIDUnknown   // ID.UNKNOWN: no piece has this id, or it has left the game
	RuleIDNotYours  // ID.NOT_YOURS: the piece belongs to the other army
	RulePhaseWrong  // PHASE.WRONG: the action belongs to another phase or moment
	RuleTurnDecider // TURN.DECIDER: the army acting does not have the word now, or a player answers for the other army
	RuleGameOver    // GAME.OVER: the game has ended

	RuleCmdRadius // CMD.RADIUS: the unit is beyond the leader's command radius

	RuleActOrder    // ACT.ORDER: a group acts after a later group has acted
	RuleActOnce     // ACT.ONCE: a piece is activated, or a leader acts, a second time
	RuleActSlots    // ACT.SLOTS: the leader has no activation slot left
	RuleActLeaders  // ACT.LEADERS: one activating leader too many, or one who cannot activate
	RuleActType     // ACT.TYPE: Jomini, troops of two kinds in one activation
	RuleActAlly     // ACT.ALLY: an allied unit is commanded by someone not its own
	RuleActRecon    // ACT.RECON: a second unit under Reconnaissance
	RuleActArrival  // ACT.ARRIVAL: a reinforcement activated too early or by the wrong leader, or its officer left behind
	RuleActPersonal // ACT.PERSONAL: a personnage who acts only when activated personally acts without it

	RuleMsgSource  // MSG.SOURCE: the messenger does not stand with its leader (in Frédéric, a leader who walked there)
	RuleMsgRuleset // MSG.RULESET: messengers outside Alexandre et Bayard and Frédéric
	RuleMsgTarget  // MSG.TARGET: a message redirected to a unit it cannot reach

	RuleOrdPoints       // ORD.POINTS: not enough order points
	RuleOrdRange        // ORD.RANGE: no leader has the target in his command radius
	RuleOrdPhase        // ORD.PHASE: the order is not of the current window
	RuleOrdOneManeuver  // ORD.ONE_MANEUVER: a second maneuver order this turn
	RuleOrdOneCommand   // ORD.ONE_COMMAND: a second command order this turn
	RuleOrdCommandStart // ORD.COMMAND_START: a command order after the phase has begun
	RuleOrdCommander    // ORD.COMMANDER: a command order with no commander-in-chief on the table
	RuleOrdOnePerCombat // ORD.ONE_PER_COMBAT: a second attack or defense order in one combat
	RuleOrdUnknown      // ORD.UNKNOWN: no such order in this family or scenario
	RuleOrdTarget       // ORD.TARGET: the wrong kind of target
	RuleOrdCondition    // ORD.CONDITION: the order's own text sets a condition that does not hold
	RuleLdrCommander    // LDR.COMMANDER: the commander-in-chief commits himself or fights in the front rank
	RuleLdrInfluence    // LDR.INFLUENCE: the unit is beyond the leader's influence radius
	RuleLdrCombat       // LDR.COMBAT: a direct action for a unit outside the declared combat
	RuleLdrDentelles    // LDR.DENTELLES: a direct action in Jomini "guerre en dentelles"
	RuleLdrRuleset      // LDR.RULESET: a leader's own-hex action outside Alexandre et Bayard and Frédéric
	RuleMovNotActivated // MOV.NOT_ACTIVATED: the piece is not activated
	RuleMovOnce         // MOV.ONCE: the piece has already moved
	RuleMovOccupied     // MOV.OCCUPIED: the path crosses or ends on a unit it may not
	RuleMovAllowance    // MOV.ALLOWANCE: the move is longer than the allowance
	RuleMovImpassable   // MOV.IMPASSABLE: impassable terrain
	RuleMovStop         // MOV.STOP: the path goes on after entering difficult terrain
	RuleMovPath         // MOV.PATH: the path is not a chain of adjacent hexes from the piece
	RuleMovOffBoard     // MOV.OFF_BOARD: leaving the table where the scenario does not allow it
	RuleMovAlly         // MOV.ALLY: a far allied unit that moves neither toward its sub-general nor its edge
	RuleMovRigid        // MOV.RIGID: a unit with a "pré-joué" token tries to move
	RuleCbtNotActivated // CBT.NOT_ACTIVATED: the attacker is not activated
	RuleCbtOnce         // CBT.ONCE: the attacker has fought, or a combat is still pending
	RuleCbtRange        // CBT.RANGE: the target is out of reach for melee or fire
	RuleCbtNoCombat     // CBT.NO_COMBAT: the attacker moved "sans combat"
	RuleCbtTarget       // CBT.TARGET: a friend, or a piece off the table, is attacked
	RuleCbtFollow       // CBT.FOLLOW: a follow-up that does not come right after a won melee
	ruleCount           // how many ids there are, NoRule included
)

// ruleText is each id's text form, indexed by the id.
var ruleText = [ruleCount]string{
	NoRule: "",

	RuleSyntax: "SYNTAX", RuleIDUnknown: "ID.UNKNOWN", RuleIDNotYours: "ID.NOT_YOURS",
	RulePhaseWrong: "PHASE.WRONG", RuleTurnDecider: "TURN.DECIDER", RuleGameOver: "GAME.OVER",

	RuleCmdRadius: "CMD.RADIUS",

	RuleActOrder: "ACT.ORDER", RuleActOnce: "ACT.ONCE", RuleActSlots: "ACT.SLOTS",
	RuleActLeaders: "ACT.LEADERS", RuleActType: "ACT.TYPE", RuleActAlly: "ACT.ALLY",
	RuleActRecon: "ACT.RECON", RuleActArrival: "ACT.ARRIVAL", RuleActPersonal: "ACT.PERSONAL",

	RuleMsgSource: "MSG.SOURCE", RuleMsgRuleset: "MSG.RULESET", RuleMsgTarget: "MSG.TARGET",

	RuleOrdPoints: "ORD.POINTS", RuleOrdRange: "ORD.RANGE", RuleOrdPhase: "ORD.PHASE",
	RuleOrdOneManeuver: "ORD.ONE_MANEUVER", RuleOrdOneCommand: "ORD.ONE_COMMAND",
	RuleOrdCommandStart: "ORD.COMMAND_START", RuleOrdCommander: "ORD.COMMANDER",
	RuleOrdOnePerCombat: "ORD.ONE_PER_COMBAT", RuleOrdUnknown: "ORD.UNKNOWN",
	RuleOrdTarget: "ORD.TARGET", RuleOrdCondition: "ORD.CONDITION",

	RuleLdrCommander: "LDR.COMMANDER", RuleLdrInfluence: "LDR.INFLUENCE", RuleLdrCombat: "LDR.COMBAT",
	RuleLdrDentelles: "LDR.DENTELLES", RuleLdrRuleset: "LDR.RULESET",

	RuleMovNotActivated: "MOV.NOT_ACTIVATED", RuleMovOnce: "MOV.ONCE", RuleMovOccupied: "MOV.OCCUPIED",
	RuleMovAllowance: "MOV.ALLOWANCE", RuleMovImpassable: "MOV.IMPASSABLE", RuleMovStop: "MOV.STOP",
	RuleMovPath: "MOV.PATH", RuleMovOffBoard: "MOV.OFF_BOARD", RuleMovAlly: "MOV.ALLY", RuleMovRigid: "MOV.RIGID",

	RuleCbtNotActivated: "CBT.NOT_ACTIVATED", RuleCbtOnce: "CBT.ONCE", RuleCbtRange: "CBT.RANGE",
	RuleCbtNoCombat: "CBT.NO_COMBAT", RuleCbtTarget: "CBT.TARGET", RuleCbtFollow: "CBT.FOLLOW",
}

// String returns the id's text form, "ORD.POINTS"; "" for NoRule.
func (r RuleID) String() string {
	if r < ruleCount {
		return ruleText[r]
	}
	return "RULE(?)"
}

// Error makes an id a sentinel for errors.Is: errors.Is(err,
// rules.RuleOrdPoints) holds for a refusal of that rule.
func (r RuleID) Error() string { return r.String() }

// MarshalText writes the text form, so that JSON and TOML carry
// "ORD.POINTS", never a number.
func (r RuleID) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads the text form.
func (r *RuleID) UnmarshalText(b []byte) error {
	id, ok := ParseRuleID(string(b))
	if !ok {
		return fmt.Errorf("unknown rule id %q", b)
	}
	*r = id
	return nil
}

// ParseRuleID reads a text form ("ORD.POINTS"); ok is false for anything
// that is not an id, "" included.
func ParseRuleID(s string) (id RuleID, ok bool) {
	for i := RuleID(1); i < ruleCount; i++ {
		if ruleText[i] == s {
			return i, true
		}
	}
	return NoRule, false
}

// RuleIDs returns every rule id the engine can refuse with, in the order
// of docs/rules.md.
func RuleIDs() []RuleID {
	out := make([]RuleID, 0, ruleCount-1)
	for i := RuleID(1); i < ruleCount; i++ {
		out = append(out, i)
	}
	return out
}
