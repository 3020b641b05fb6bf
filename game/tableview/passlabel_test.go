package tableview

import (
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// TestPassSaysWhatItDoesAfterAnOrder (issue 26): the defender's pass
// button reads "No answer" until he gives a defense order; after it, it
// says that passing sends the combat to the dice.
func TestPassSaysWhatItDoesAfterAnOrder(t *testing.T) {
	c := declared(t)
	c.Lang = i18n.EN
	for i := 0; i < 3 && c.State().Decision().Kind != rules.DecideDefender; i++ {
		c.DismissBanner()
		c.Pass()
	}
	pass := func() string {
		for _, r := range NewView(c).decisionButtons() {
			if r.Kind == render.RowButton && r.ID == Pass.ID() {
				return r.Text
			}
		}
		return ""
	}
	if got := pass(); got != "No answer (Space)" {
		t.Fatalf("before an order: %q (decision %+v)", got, c.State().Decision())
	}
	var order rules.Action
	for _, a := range c.LegalActions() {
		if _, ok := a.(rules.Defend); ok {
			order = a
			break
		}
	}
	if order == nil || !c.Apply(order) {
		t.Fatalf("no defense order to give: %s", c.StatusText())
	}
	if c.State().Decision().Kind != rules.DecideDefender {
		t.Fatalf("after %s the decision is %s: the test wants the defender still to decide", order, c.State().Decision().Kind)
	}
	if got := pass(); got != "That's all: to the dice (Space)" {
		t.Errorf("after %s the pass button reads %q", order, got)
	}
}
