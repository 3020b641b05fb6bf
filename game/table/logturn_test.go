package table

import (
	"strings"
	"testing"

	"estafette/rules"
)

// TestNewTurnLineOpensItsTurn: the line "turn 2: … to play" belongs to
// the turn it announces. Before, it was logged under the turn that ended,
// so the log's separator came after it and the handover's summary of the
// other army's turn ended with it.
func TestNewTurnLineOpensItsTurn(t *testing.T) {
	c := newTutorial(t)
	first := c.State().Active().ID
	for i := 0; i < 20 && c.State().Active().ID == first; i++ {
		if !c.EndPhase() {
			t.Fatalf("end of phase %d refused: %s", i, c.StatusText())
		}
	}
	second := c.State().Active().ID
	if second == first {
		t.Fatal("the turn never passed to the other army")
	}
	found := false
	for _, e := range c.Log() {
		tb, ok := e.Event.(rules.TurnBegan)
		if !ok || tb.Army.ID != second {
			continue
		}
		found = true
		if e.TurnOf != second || e.Turn != tb.Turn {
			t.Errorf("%q is logged under turn %d of %s", c.EventSentence(e.Event), e.Turn, e.TurnOf)
		}
	}
	if !found {
		t.Fatal("no new-turn line in the log")
	}
	text := c.LogText()
	sep := strings.LastIndex(text, "=== ")
	if line := strings.LastIndex(text, "to play"); sep < 0 || line < sep {
		t.Errorf("the last turn's separator comes after its first line:\n%s", text)
	}
}
