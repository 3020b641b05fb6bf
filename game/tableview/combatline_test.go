package tableview

import (
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
)

// TestCombatLineGoesWithItsCombat (issue 26): the panel's "Combat: X
// attacks Y" line is shown while the combat waits for a decision, and
// gone once it is resolved and the army plays on (before, it stayed
// until the next attack).
func TestCombatLineGoesWithItsCombat(t *testing.T) {
	c := declared(t)
	c.Lang = i18n.EN
	line := func() bool {
		for _, r := range NewView(c).Panel().Rows {
			if strings.HasPrefix(r.Text, "Combat: ") {
				return true
			}
		}
		return false
	}
	if !line() {
		t.Fatal("no combat line while the combat is declared")
	}
	for i := 0; i < 10 && c.State().Decision().Kind != rules.DecidePlay; i++ {
		switch c.State().Decision().Kind {
		case rules.DecideRoll:
			c.Roll()
		default:
			c.DismissBanner()
			if !c.Pass() {
				t.Fatalf("pass refused: %s", c.StatusText())
			}
		}
	}
	cb := c.State().CurrentCombat()
	if c.State().Decision().Kind != rules.DecidePlay || cb.CanFollow {
		t.Fatalf("the sample's combat is not resolved without follow-up: %+v, %+v", c.State().Decision(), cb)
	}
	if line() {
		t.Error("the combat line stays after the combat is resolved")
	}
}
