//go:build display

package viewer

import (
	"image/color"
	"runtime"
	"testing"

	"estafette/i18n"
)

// TestLongTimelineShowsSeparateTicks: on a record of LongActions actions
// (some 33,000 army turns) the timeline's marks are ticks a player can
// tell apart, with the bar between them, not a band of colour: at most
// one tick per pixel, and a third of the track at least left bare at the
// ticks' height. Issue 26: every turn's tick was stroked, 33,000 over
// 800 pixels, and a step took more than a second to draw them.
func TestLongTimelineShowsSeparateTicks(t *testing.T) {
	d := newDriver(t, longGame(t), i18n.EN, LongActions/2)
	a := d.a
	tl := a.f.timeline
	ui := a.UI
	y := tl.PointOf(0).Y - int(7*ui)
	x0, x1 := tl.PointOf(0).X, tl.PointOf(LongActions).X
	knob := tl.PointOf(LongActions / 2).X
	// The bar's own colour, in its top right corner, where nothing is
	// drawn on it.
	bg := d.screen.At(tl.Rect().Max.X-1, tl.Rect().Min.Y+2)
	bare, ticked, ticks := 0, 0, 0
	was := false
	for x := x0 + 2; x < x1-2; x++ {
		if x > knob-int(14*ui) && x < knob+int(14*ui) {
			continue
		}
		c := d.screen.At(x, y)
		on := !sameish(c, bg)
		if on {
			ticked++
			if !was {
				ticks++
			}
		} else {
			bare++
		}
		was = on
	}
	if bare*3 < bare+ticked {
		t.Errorf("the ticks cover %d of %d columns at their height: a band, not ticks", ticked, bare+ticked)
	}
	if ticks < 20 {
		t.Errorf("%d ticks on the track: the turns no longer show", ticks)
	}
}

// sameish reports two colours within a few levels of each other.
func sameish(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { return max(x>>8, y>>8)-min(x>>8, y>>8) < 16 }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

// TestLongRecordStepsStayLight: a step through a record of LongActions
// actions, its frame drawn, allocates about what a step of a short game
// does (twice at most, and a megabyte), not the tens of megabytes of
// queued strokes that made the viewer grow to 2 GB (issue 26).
func TestLongRecordStepsStayLight(t *testing.T) {
	short := stepAlloc(t, sampleGame(t), 40)
	long := stepAlloc(t, longGame(t), LongActions/2)
	t.Logf("a step allocates %.2f MB on a short game, %.2f MB on the long record", short, long)
	if long > 2*short+1 {
		t.Errorf("a step through the long record allocates %.1f MB, one of a short game %.1f MB", long, short)
	}
}

// stepAlloc is what a step of g from position at allocates, its frame
// drawn, in megabytes.
func stepAlloc(t *testing.T, g *Game, at int) float64 {
	d := newDriver(t, g, i18n.EN, at)
	const steps = 10
	walk := func() {
		for i := range steps {
			if i%2 == 0 {
				d.a.v.Forward()
			} else {
				d.a.v.Back()
			}
			if !d.tick() {
				t.Fatal("the step drew no frame")
			}
		}
	}
	// Once unmeasured: what the first frames of a position build once
	// (the glyphs of its numbers, the caches) is not a step's, and would
	// weigh on whichever game the process happened to draw first.
	walk()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	walk()
	runtime.ReadMemStats(&after)
	return float64(after.TotalAlloc-before.TotalAlloc) / steps / (1 << 20)
}
