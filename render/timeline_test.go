package render

import (
	"image"
	"math"
	"strconv"
	"testing"
)

// turns is a timeline of n army turns, two armies taking turns, three
// actions each.
func turns(n int) *Timeline {
	t := &Timeline{Len: 3 * n}
	for i := range n {
		m := TimelineMark{At: 3 * i, Turn: i/2 + 1, Army: i % 2}
		if i%2 == 0 {
			m.Label = strconv.Itoa(m.Turn)
		}
		t.Turns = append(t.Turns, m)
	}
	return t
}

// TestCrowdedTimelineKeepsOneTickPerPixel: a record of 33,333 army turns
// (issue 26's 99,999 actions) on a 1,000-pixel bar keeps at most one
// tick per pixel column, ticks 4 pixels apart at least, and turn numbers
// that never run into each other, the first turn's among them.
func TestCrowdedTimelineKeepsOneTickPerPixel(t *testing.T) {
	for _, ui := range []float64{1, 2} {
		b := PlaceTimeline(turns(33333), image.Rect(0, 0, int(1000*ui), int(800*ui)), ui)
		if len(b.ticks) < 50 || len(b.ticks) > int((b.x1-b.x0)/(timelineTickGap*ui))+1 {
			t.Errorf("ui %v: %d ticks on a %.0f-pixel track", ui, len(b.ticks), b.x1-b.x0)
		}
		for i := 1; i < len(b.ticks); i++ {
			if gap := b.ticks[i].x - b.ticks[i-1].x; gap < timelineTickGap*ui-0.01 {
				t.Fatalf("ui %v: ticks %d and %d are %.1f pixels apart", ui, i-1, i, gap)
			}
		}
		f := Face(10 * ui)
		if len(b.labels) < 5 || b.labels[0].text != "1" {
			t.Fatalf("ui %v: labels %v", ui, b.labels)
		}
		for i := 1; i < len(b.labels); i++ {
			l, r := b.labels[i-1], b.labels[i]
			if l.x+textWidth(l.text, f)/2 >= r.x-textWidth(r.text, f)/2 {
				t.Errorf("ui %v: label %q runs into %q", ui, l.text, r.text)
			}
		}
	}
}

// TestShortTimelineMarksEveryTurn: a game of 10 turns keeps each army's
// tick and each turn's number, as before.
func TestShortTimelineMarksEveryTurn(t *testing.T) {
	b := PlaceTimeline(turns(20), image.Rect(0, 0, 1000, 800), 1)
	if len(b.ticks) != 20 || len(b.labels) != 10 {
		t.Fatalf("%d ticks, %d labels; want 20 and 10", len(b.ticks), len(b.labels))
	}
	for i, l := range b.labels {
		if l.text != strconv.Itoa(i+1) || math.Abs(l.x-b.X(6*i)) > 0.01 {
			t.Errorf("label %d: %q at %.1f, want %d at %.1f", i, l.text, l.x, i+1, b.X(6*i))
		}
	}
}

// TestTimelineDotsOnePerPixel: a lesson's captions and waits, however
// many, keep one dot per pixel.
func TestTimelineDotsOnePerPixel(t *testing.T) {
	tl := &Timeline{Len: 100000}
	for p := range 100000 {
		tl.Captions = append(tl.Captions, p)
	}
	b := PlaceTimeline(tl, image.Rect(0, 0, 1000, 800), 1)
	if n := len(b.captions); n > int(b.x1-b.x0)+1 || n < 100 {
		t.Errorf("%d caption dots on a %.0f-pixel track", n, b.x1-b.x0)
	}
}
