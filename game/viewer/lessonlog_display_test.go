//go:build display

package viewer

import (
	"strconv"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/render"
)

// TestLessonLogShowsNoFuture (issue 39): a lesson's log shows what was
// played up to the position on screen, never a sentence of the actions
// still to come (it showed, greyed, the dice about to be rolled); a
// replay's log still shows the whole game, the rest greyed, to click.
func TestLessonLogShowsNoFuture(t *testing.T) {
	for _, key := range []string{"command", "combat"} {
		d := newDriver(t, lessonGame(t, key), i18n.EN, 0)
		v := d.a.v
		for at := 0; at <= v.r.Len(); at += 3 {
			v.Go(at)
			d.tick()
			for _, h := range d.a.f.hits {
				if n, ok := strings.CutPrefix(h.ID, render.StepLogPrefix); ok {
					if step, _ := strconv.Atoi(n); step > at {
						t.Fatalf("lesson %s at %d: the log shows the sentence of action %d", key, at, step)
					}
				}
			}
		}
	}
	d := newDriver(t, sampleGame(t), i18n.EN, 1)
	later := false
	for _, h := range d.a.f.hits {
		if n, ok := strings.CutPrefix(h.ID, render.StepLogPrefix); ok {
			if step, _ := strconv.Atoi(n); step > 1 {
				later = true
			}
		}
	}
	if !later {
		t.Error("a replay's log no longer shows the rest of the game")
	}
}
