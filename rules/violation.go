package rules

import "fmt"

// Violation is a refused action: the id of the broken rule (docs/rules.md
// "Every rule id") and a sentence a player understands. Format and Args
// keep the sentence's parts so the interface can show it in French as
// well.
type Violation struct {
	Rule    RuleID
	Message string
	Format  string
	Args    []any
}

func (v *Violation) Error() string { return v.Rule.String() + ": " + v.Message }

// Is lets errors.Is match a refusal by its rule: the target is a RuleID
// (errors.Is(err, rules.RuleOrdPoints)) or a *Violation whose Rule is
// compared (errors.Is(err, &rules.Violation{Rule: rules.RuleOrdPoints})).
func (v *Violation) Is(target error) bool {
	switch t := target.(type) {
	case RuleID:
		return v.Rule == t
	case *Violation:
		return t != nil && v.Rule == t.Rule
	}
	return false
}

func violate(rule RuleID, format string, args ...any) *Violation {
	return &Violation{Rule: rule, Message: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// violate builds a refusal. While LegalActions enumerates, refusals are
// thrown away, so their sentences are not written (they were most of its
// cost): it hands out the rule's shared silent refusal. The arguments are
// still boxed by the caller; the refusals LegalActions meets most go
// through refuse instead.
func (s *State) violate(rule RuleID, format string, args ...any) *Violation {
	if s.quiet {
		return &silentRefusals[rule]
	}
	return violate(rule, format, args...)
}

// refuse is violate with the sentence written only when someone will read
// it: say builds the refusal, and is not called while LegalActions
// enumerates. say does not escape, so neither it nor what it captures is
// allocated, and its arguments are boxed only when it runs.
func (s *State) refuse(rule RuleID, say func() *Violation) *Violation {
	if s.quiet {
		return &silentRefusals[rule]
	}
	return say()
}

// silentRefusals are the refusals of LegalActions' enumeration, one per
// rule, with no sentence. They are shared and never written: nothing
// outside the enumeration sees them.
var silentRefusals = func() (out [ruleCount]Violation) {
	for i := range out {
		out[i].Rule = RuleID(i)
	}
	return out
}()
