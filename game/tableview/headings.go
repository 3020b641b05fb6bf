package tableview

import (
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// recordTip is the tooltip line that gives an action's record syntax.
func recordTip(lang i18n.Lang, a rules.Action) string {
	return i18n.Tf(lang, "act.record", a.String())
}

// actionHeading is the heading an action is listed under in the panel.
func actionHeading(a rules.Action, st *rules.State) string {
	switch a.(type) {
	case rules.Defend:
		if st.CurrentCombat().Rolled {
			return "acts.dice"
		}
		return "acts.answer"
	case rules.Sacrifice:
		return "acts.dice"
	case rules.Direct:
		return "acts.direct"
	case rules.Front, rules.Withdraw:
		return "acts.leaders"
	case rules.SendMessenger:
		return "acts.messenger"
	case rules.Deliver:
		return "acts.deliver"
	case rules.Attack:
		return "acts.attack"
	case rules.Follow, rules.Rally:
		return "acts.after"
	case rules.Step:
		return "acts.step"
	case rules.Exit:
		return "acts.exit"
	}
	return "acts.other"
}

// headingOrder is the order of the panel's action headings.
var headingOrder = []string{"acts.answer", "acts.dice", "acts.leaders", "acts.direct", "acts.step", "acts.attack", "acts.after", "acts.deliver", "acts.messenger", "acts.exit", "acts.other"}

// verbOf is an action's record verb.
func verbOf(a rules.Action) string {
	v, _, _ := strings.Cut(a.String(), " ")
	return v
}
