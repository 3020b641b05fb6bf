package table

import (
	"testing"

	"estafette/i18n"
	"estafette/scenarios"
)

// finger is the test's mouse, told to be a finger (window.Toucher).
type finger struct{ *mouse }

func (finger) Touching() bool { return true }

// TestAFingerReachesALeader (issue 25): a leader's token is smaller than
// a fingertip; under a finger its target is 44 px, so a tap just beside
// the token finds him, where the mouse's exact pointer does not.
func TestAFingerReachesALeader(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	p, err := a.Locate("HIP")
	if err != nil {
		t.Fatal(err)
	}
	for dy := 8; dy < 22; dy++ {
		in.X, in.Y = p.X, p.Y-dy
		run(t, a, in)
		if a.hoverLeader != "" {
			continue // still on the token
		}
		if err := a.Update(finger{in}); err != nil {
			t.Fatal(err)
		}
		if a.hoverLeader != "HIP" {
			t.Errorf("a finger %d px from Hippocrate's token finds %q", dy, a.hoverLeader)
		}
		return
	}
	t.Fatal("no point near the token that the mouse misses")
}
