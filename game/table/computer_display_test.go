//go:build display

package table

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
)

// TestComputerAgainstItselfInTheWindow: the tutorial with both armies
// the computer's plays to its end through the window's own Update and
// Draw, at pace 0, the thinking in its goroutine: no banner ever stops
// it, frames are drawn while it thinks, and the panel shows the result.
func TestComputerAgainstItselfInTheWindow(t *testing.T) {
	a := newTable(t, "tutorial", Options{NoAutosave: true, Lang: i18n.FR,
		Players: map[string]string{"atheniens": "ai:easy", "beotiens": "ai:easy"}})
	a.c.Session().SetPace(0)
	a.LayoutF(1400, 900)
	screen := ebiten.NewImage(a.W, a.H)
	in, _ := window.NewScript(nil, "", false)
	deadline := time.Now().Add(3 * time.Minute)
	drawnThinking, frames := 0, 0
	for !a.c.Session().Over() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end in 3 minutes: %d actions, %d frames", len(a.c.Record()), frames)
		}
		thinking := a.c.Session().Thinking()
		if tick(t, a, in, screen) && thinking {
			drawnThinking++
		}
		frames++
		// A window's frames come at the screen's pace, not in a spin that
		// takes a core from the computer's thinking (a loaded machine).
		time.Sleep(time.Millisecond)
		if a.c.Banner() != "" {
			t.Fatalf("a banner for %s in a game without a person", a.c.Banner())
		}
	}
	tick(t, a, in, screen)
	if a.Dialog() != "result" {
		t.Errorf("the dialog at the end is %q, want the result", a.Dialog())
	}
	if len(a.c.Record()) < 20 {
		t.Errorf("only %d actions", len(a.c.Record()))
	}
	t.Logf("%d actions, %d frames, %d drawn while the computer thought", len(a.c.Record()), frames, drawnThinking)
}
