package viewer

import (
	"testing"

	"estafette/i18n"
)

// TestWellPlayedIsNotTheNextStepsCall (issue 26): after the player plays
// a waiting step, "Well played" shows while the lesson goes on; where the
// next step waits at once, the box holds that step's call to play only,
// not "Well played" and "Your move" in one block.
func TestWellPlayedIsNotTheNextStepsCall(t *testing.T) {
	g := lessonGame(t, "command")
	a, err := NewApp(g, Options{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	v := a.v
	v.Go(0)
	plays := lessonPlays["command"]
	step, both, wellPlayed := 0, 0, 0
	for v.r.At() < v.r.Len() && step < len(plays) {
		at := v.r.At()
		v.Forward()
		if !v.Waiting() || v.r.At() != at {
			continue
		}
		for _, gs := range plays[step] {
			modelGesture(t, v, gs)
		}
		step++
		c := a.caption()
		if c.Good && c.Prompt != "" {
			both++
		}
		if c.Good {
			wellPlayed++
		}
	}
	if both > 0 {
		t.Errorf("%d times the box said \"Well played\" and the next step's call to play together", both)
	}
	if step != len(plays) {
		t.Fatalf("played %d of %d steps", step, len(plays))
	}
	if wellPlayed == 0 {
		t.Error("\"Well played\" never showed after a step played")
	}
}
