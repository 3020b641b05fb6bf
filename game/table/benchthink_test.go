package table

import (
	"testing"
	"time"
)

// TestThinkBenchSplitsTheFrames: a frame that follows an action counts as
// "right after an action" even if the computer thinks in it, a frame while
// it thinks with no new action counts as thinking, and the rest as
// otherwise; each with its wall time.
func TestThinkBenchSplitsTheFrames(t *testing.T) {
	var b thinkBench
	at := time.Unix(0, 0)
	frame := func(ms int, thinking bool, actions int) {
		at = at.Add(time.Duration(ms) * time.Millisecond)
		b.tick(at, thinking, actions)
	}
	frame(0, false, 0)  // the first tick starts the clock
	frame(20, false, 1) // an action was played: the next frame is "after"
	frame(25, true, 1)  // that frame took 25 ms; now the computer thinks
	frame(40, false, 1) // the thinking frame took 40 ms
	frame(21, false, 1) // an idle frame of 21 ms
	if len(b.after) != 1 || b.after[0] != 25*time.Millisecond {
		t.Errorf("after an action: %v", b.after)
	}
	if len(b.think) != 1 || b.think[0] != 40*time.Millisecond {
		t.Errorf("thinking: %v", b.think)
	}
	if len(b.idle) != 2 || b.idle[0] != 20*time.Millisecond || b.idle[1] != 21*time.Millisecond {
		t.Errorf("otherwise: %v", b.idle)
	}
}
