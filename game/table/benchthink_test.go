package table

import (
	"context"
	"testing"
	"time"

	"estafette/ai"
	"estafette/game/control"
	"estafette/i18n"
	"estafette/rules"
	"estafette/session"
)

// TestThinkBenchSplitsTheFrames: a frame that draws the board again, and
// the frame after it (where a software renderer finishes that drawing),
// count as "showing a new board" even if the computer thinks in them; a
// frame while it thinks on a board already shown counts as thinking; the
// rest as otherwise; each with its wall time.
func TestThinkBenchSplitsTheFrames(t *testing.T) {
	var b thinkBench
	at := time.Unix(0, 0)
	frame := func(ms int, thinking bool, redraws int) {
		at = at.Add(time.Duration(ms) * time.Millisecond)
		b.tick(at, thinking, redraws, 0)
	}
	frame(0, false, 0)  // the first tick starts the clock
	frame(20, true, 1)  // a 20 ms frame that drew the board; the computer thinks now
	frame(35, true, 1)  // 35 ms: the frame after the redraw, still showing it
	frame(22, false, 1) // 22 ms while the computer thought on the board shown
	frame(21, false, 1) // an idle frame of 21 ms
	if len(b.shown) != 2 || b.shown[0] != 20*time.Millisecond || b.shown[1] != 35*time.Millisecond {
		t.Errorf("showing a new board: %v", b.shown)
	}
	if len(b.think) != 1 || b.think[0] != 22*time.Millisecond {
		t.Errorf("thinking: %v", b.think)
	}
	if len(b.idle) != 1 || b.idle[0] != 21*time.Millisecond {
		t.Errorf("otherwise: %v", b.idle)
	}
}

// TestThinkingKeepsTheBoardImage: the computer starting to think, and its
// answer arriving, change the panel's prompt but not the board, so the
// scene keeps its cache keys and render does not draw the board again (on
// a software renderer that redraw costs about half a frame, once per
// change); the action it then plays gives new keys.
func TestThinkingKeepsTheBoardImage(t *testing.T) {
	a := newTable(t, "tutorial", Options{NoAutosave: true, Lang: i18n.EN})
	c := a.c
	withClock(c)
	if err := c.Session().SetPlayers(map[string]string{"atheniens": "ai", "beotiens": "ai"}); err != nil {
		t.Fatal(err)
	}
	// The computer's answer waits for the test, so that the frame while it
	// thinks is seen whatever the machine's speed.
	h := &held{release: make(chan struct{}), asked: make(chan struct{}, 1)}
	c.Session().SetComputer(c.State().Decision().Army, h)
	sc := *a.v.Scene("")
	panel := a.v.Panel().Key
	c.Tick() // asks the computer
	<-h.asked
	if !c.Session().Thinking() {
		t.Fatal("the computer is not thinking")
	}
	if got := a.v.Scene(""); got.PiecesKey != sc.PiecesKey || got.OverlayKey != sc.OverlayKey {
		t.Errorf("thinking changed the board's keys: %d,%d → %d,%d", sc.PiecesKey, sc.OverlayKey, got.PiecesKey, got.OverlayKey)
	}
	if a.v.Panel().Key == panel {
		t.Error("the panel does not say the computer is thinking")
	}
	close(h.release)
	wait(c)
	if got := a.v.Scene(""); got.PiecesKey != sc.PiecesKey || got.OverlayKey != sc.OverlayKey {
		t.Error("the computer's answer, not yet played, changed the board's keys")
	}
	n := len(c.Record())
	c.Session().SkipTurn()
	c.Tick()
	if len(c.Record()) != n+1 {
		t.Fatalf("the answer was not played: %s", c.StatusText())
	}
	if got := a.v.Scene(""); got.PiecesKey == sc.PiecesKey && got.OverlayKey == sc.OverlayKey {
		t.Error("the computer's action left the board's image as it was")
	}
}

// held is a computer player that answers, once the test releases it, its
// first activation (a piece gets its group's badge on the board), or its
// first legal action when it has none.
type held struct {
	release, asked chan struct{}
}

func (h *held) Choose(ctx context.Context, st *rules.State, legal []rules.Action) (ai.Choice, error) {
	h.asked <- struct{}{}
	<-h.release
	for _, a := range legal {
		if _, ok := a.(rules.Activate); ok {
			return ai.Choice{Action: a}, nil
		}
	}
	return ai.Choice{Action: legal[0]}, nil
}

// probe is a computer player that notes whether it thinks on a thread of
// background priority, then passes.
type probe struct {
	background, known chan bool
}

func (p *probe) Choose(ctx context.Context, st *rules.State, legal []rules.Action) (ai.Choice, error) {
	bg, known := session.ThreadInBackground()
	p.background <- bg
	p.known <- known
	return ai.Choice{Action: legal[0]}, nil
}

// TestWindowThinksInTheBackground: in the window the computer thinks on a
// thread the system schedules after the window's, so that drawing comes
// first (docs/table.md "Frames while the computer thinks"); a controller
// without a window keeps the caller's priority. Linux only: elsewhere the
// priority is not changed.
func TestWindowThinksInTheBackground(t *testing.T) {
	ask := func(c *control.Controller) (bool, bool) {
		p := &probe{background: make(chan bool, 1), known: make(chan bool, 1)}
		c.Session().SetComputer(c.State().Decision().Army, p)
		c.Tick()
		bg, known := <-p.background, <-p.known
		wait(c)
		return bg, known
	}
	if bg, _ := session.ThreadInBackground(); bg {
		// Run under `nice -n 19`, every thread already has the fallback's
		// priority: a lowered one cannot be told apart.
		t.Skip("the tests run at the lowest priority already")
	}
	a := newTable(t, "tutorial", Options{NoAutosave: true, Lang: i18n.EN})
	bg, known := ask(a.c)
	if !known {
		t.Skip("no thread priority on this system")
	}
	if !bg {
		t.Error("the window's computer thinks at the window's priority")
	}
	if bg, _ := ask(newTutorial(t)); bg {
		t.Error("a controller without a window lowered its thinking's priority")
	}
	// The test's own thread is untouched: the background thread ended
	// with its goroutine.
	if bg, _ := session.ThreadInBackground(); bg {
		t.Error("the background priority leaked to another goroutine's thread")
	}
}
