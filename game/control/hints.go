package control

import (
	"strings"

	"estafette/rules"
)

// Hints for clicks that would otherwise say nothing, from the rules'
// queries: the leaders that may activate a unit clicked without a leader
// selected, or why none may.

// hintActivators says which of the army's leaders may activate u now
// (the rules' Check of each activation), or why none may: the reason the
// rules give for the commander-in-chief (or the first leader).
func (c *Controller) hintActivators(u rules.Unit) {
	st := c.s.Game().State
	if st.Phase() != rules.PhaseCommand {
		return
	}
	var ids []string
	var why *rules.Violation
	for l := range st.Leaders() {
		if l.Army != u.Army || !l.Present {
			continue
		}
		v := st.Check(rules.Activate{Leader: l.ID, Pieces: []string{u.ID}})
		if v == nil {
			ids = append(ids, l.ID)
		} else if why == nil || l.Rank == rules.Commander {
			why = v
		}
	}
	if len(ids) > 0 {
		c.hint("hint.activators", u.ID, strings.Join(ids, ", "))
		return
	}
	if why != nil {
		c.hint("hint.no_activator", u.ID, why.Rule.String()+" : "+c.Sentence(why.Format, why.Args, why.Message))
	}
}
