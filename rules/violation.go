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
// cost).
func (s *State) violate(rule RuleID, format string, args ...any) *Violation {
	if s.quiet {
		return &Violation{Rule: rule}
	}
	return violate(rule, format, args...)
}
