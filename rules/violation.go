package rules

import "fmt"

// Violation is a refused action: the RULES.md id of the broken rule and a
// sentence a player understands. Format and Args keep the sentence's parts
// so the interface can show it in French as well.
type Violation struct {
	Rule    string
	Message string
	Format  string
	Args    []any
}

func (v *Violation) Error() string { return v.Rule + ": " + v.Message }

func violate(rule, format string, args ...any) *Violation {
	return &Violation{Rule: rule, Message: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// Rule ids that are not in RULES.md's sections but that records and the
// engine need (FORMATS.md and docs/rules-ids.md).
const (
	RuleSyntax    = "SYNTAX"
	RuleIDUnknown = "ID.UNKNOWN"
	RuleNotYours  = "ID.NOT_YOURS"
	RulePhase     = "PHASE.WRONG"
	RuleGameOver  = "GAME.OVER"
)

// violate builds a refusal. While LegalActions enumerates, refusals are
// thrown away, so their sentences are not written (they were most of its
// cost).
func (s *State) violate(rule, format string, args ...any) *Violation {
	if s.quiet {
		return &Violation{Rule: rule}
	}
	return violate(rule, format, args...)
}
