package viewer

import (
	"testing"

	"estafette/rules"
)

// TestARetreatDrawsItsTrail (issue 26): a unit's Retraite (lesson 5's
// CAV, back to 9,7) is drawn as a trail on the board, as a move is;
// before, the step showed nothing where the unit went.
func TestARetreatDrawsItsTrail(t *testing.T) {
	r := mustReplay(t, lessonGame(t, "retreats"))
	found := false
	for n := 1; n <= r.Len(); n++ {
		s := r.Step(n)
		for _, e := range s.Events {
			fb, ok := e.(rules.FellBack)
			if !ok || fb.From == fb.To {
				continue
			}
			found = true
			if err := r.Seek(n); err != nil {
				t.Fatal(err)
			}
			m := marksOf(r.State(), s)
			if len(m.trail) < 2 || m.trail[0] != fb.From || m.trail[len(m.trail)-1] != fb.To {
				t.Errorf("step %d: %s falls back %v → %v, trail %v", n, fb.Unit.ID, fb.From, fb.To, m.trail)
			}
		}
	}
	if !found {
		t.Fatal("lesson 5 has no unit falling back")
	}
}
