package ai

import (
	"context"
	"testing"

	"estafette/rules"
)

// TestJointPlansRerankGroups: on the command-phase positions of a
// Pratzen game (its first 300 decisions), the hard level's joint plans
// (joint.go) change the group it activates in some of them, and only by
// activating one of the groups it could: scoring the pieces together is
// not the sum of their plans. The other levels never score joint plans.
func TestJointPlansRerankGroups(t *testing.T) {
	if raceDetector {
		t.Skip("pure computation: make unit runs it, without the race detector")
	}
	if paramsFor(Normal).joint != 0 || paramsFor(Easy).joint != 0 {
		t.Fatal("only the hard level scores joint plans")
	}
	sc, rs := load(t, "pratzen")
	command, changed := 0, 0
	n := 300
	if testing.Short() {
		n = 100 // make test's sample; make test-long the 300
	}
	for _, st := range benchPositions(t, sc, rs, n) {
		if st.Phase() != rules.PhaseCommand || st.Decision().Kind != rules.DecidePlay {
			continue
		}
		legal := st.LegalActions()
		choose := func(joint int) rules.Action {
			p := paramsFor(Hard)
			p.joint = joint
			return newThinker(context.Background(), p, st, legal, decisionRNG(3, st)).choose().Action
		}
		with, without := choose(paramsFor(Hard).joint), choose(0)
		command++
		if with.String() == without.String() {
			continue
		}
		changed++
		if _, ok := with.(rules.Activate); !ok {
			t.Errorf("joint plans chose %s, want an activation", with)
		} else if st.Check(with) != nil {
			t.Errorf("joint plans chose %s, which the rules refuse", with)
		}
	}
	t.Logf("%d command-phase positions, %d changed by the joint plans", command, changed)
	if changed == 0 {
		t.Error("the joint plans changed no activation")
	}
}
