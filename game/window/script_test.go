package window

import (
	"errors"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// places is a window whose places are fixed points; "tab-x" shows only
// once "tab" was clicked, and "late" only after a few ticks.
type places struct {
	pts     map[string]image.Point
	tabOpen bool
	ticks   int
}

func (p *places) Locate(place string) (image.Point, error) {
	p.ticks++
	switch {
	case place == "late" && p.ticks < 3:
		return image.Point{}, ErrNotReady
	case place == "tab-x" && !p.tabOpen:
		return image.Point{}, &Hidden{Place: place, Via: "tab"}
	}
	pt, ok := p.pts[place]
	if !ok {
		return image.Point{}, errors.New("no such place")
	}
	return pt, nil
}

// event is what a window reads in one tick.
type event struct {
	x, y                   int
	down, pressed, release bool
	shift                  bool
}

func play(t *testing.T, s *Script, loc Locator, ticks int) []event {
	t.Helper()
	var out []event
	for i := 0; i < ticks && !s.Done(); i++ {
		if err := s.Tick(loc); err != nil {
			t.Fatal(err)
		}
		x, y := s.Cursor()
		l := ebiten.MouseButtonLeft
		out = append(out, event{x, y, s.Pressed(l), s.JustPressed(l), s.JustReleased(l), s.Key(ebiten.KeyShift)})
		if p, ok := loc.(*places); ok && s.JustReleased(l) && x == p.pts["tab"].X {
			p.tabOpen = true
		}
	}
	return out
}

// TestScriptPlaysGesturesAsMouseEvents: a click moves onto its place,
// presses and releases there; a drag presses on its first place, moves
// held through the others and releases on the last; shift+ holds Shift
// while pressing; the hover place comes last, button up.
func TestScriptPlaysGesturesAsMouseEvents(t *testing.T) {
	loc := &places{pts: map[string]image.Point{"a": {10, 10}, "b": {20, 20}, "c": {30, 30}, "h": {5, 5}}}
	s, err := NewScript([]Gesture{{Spec: "shift+a"}, {Drag: true, Spec: "a>b>c"}}, "h", false)
	if err != nil {
		t.Fatal(err)
	}
	got := play(t, s, loc, 50)
	want := []event{
		{10, 10, false, false, false, false}, {10, 10, true, true, false, true}, {10, 10, false, false, true, false},
		{10, 10, false, false, false, false}, {10, 10, true, true, false, false}, {20, 20, true, false, false, false},
		{30, 30, true, false, false, false}, {30, 30, false, false, true, false},
		{5, 5, false, false, false, false},
	}
	if len(got) != len(want) {
		t.Fatalf("%d ticks, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("tick %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if !s.Done() {
		t.Error("the script should be done")
	}
}

// TestScriptHoldsTheLastDrag: with hold, the last drag is not released
// and the hover place is not visited.
func TestScriptHoldsTheLastDrag(t *testing.T) {
	loc := &places{pts: map[string]image.Point{"a": {10, 10}, "b": {20, 20}, "h": {5, 5}}}
	s, _ := NewScript([]Gesture{{Drag: true, Spec: "a>b"}}, "h", true)
	got := play(t, s, loc, 50)
	last := got[len(got)-1]
	if !last.down || last.x != 20 {
		t.Errorf("the held drag ends %+v", last)
	}
}

// TestScriptClicksTheTabOfAHiddenEntry: an entry of another tab is
// reached as a player reaches it, by clicking its tab first; a window not
// laid out yet is waited for; an unknown place ends the run with the
// option's name.
func TestScriptClicksTheTabOfAHiddenEntry(t *testing.T) {
	loc := &places{pts: map[string]image.Point{"tab": {100, 1}, "tab-x": {100, 50}, "late": {1, 1}}}
	s, _ := NewScript([]Gesture{{Spec: "late"}, {Spec: "tab-x"}}, "", false)
	got := play(t, s, loc, 50)
	var clicks []int
	for _, e := range got {
		if e.pressed {
			clicks = append(clicks, e.y)
		}
	}
	if len(clicks) != 3 || clicks[0] != 1 || clicks[1] != 1 || clicks[2] != 50 {
		t.Errorf("clicks at y %v: want late (1), the tab (1), then the entry (50)", clicks)
	}
	s, _ = NewScript([]Gesture{{Drag: true, Spec: "a>nowhere"}}, "", false)
	loc = &places{pts: map[string]image.Point{"a": {1, 1}}}
	var err error
	for i := 0; i < 5 && err == nil; i++ {
		err = s.Tick(loc)
	}
	if err == nil || !strings.HasPrefix(err.Error(), "--drag: ") {
		t.Errorf("an unknown place: %v", err)
	}
	if _, err := NewScript([]Gesture{{Drag: true, Spec: "a"}}, "", false); err == nil {
		t.Error("a drag needs two places")
	}
}

// TestScriptHandsOverToThen: once played, the script gives the input to
// Then (the player's), and is done only when Then is.
func TestScriptHandsOverToThen(t *testing.T) {
	loc := &places{pts: map[string]image.Point{"a": {10, 10}}}
	then, _ := NewScript([]Gesture{{Spec: "a"}}, "", false)
	s, _ := NewScript(nil, "a", false)
	s.Then = then
	got := play(t, s, loc, 50)
	if len(got) != 4 || !got[2].pressed {
		t.Errorf("ticks %+v: want the hover, then Then's click", got)
	}
}

// TestFramesSkipWhatIsOnScreen: the first Settle frames draw; then a
// frame draws only when its key changed, or after Invalidate.
func TestFramesSkipWhatIsOnScreen(t *testing.T) {
	var f Frames[int]
	for i := 0; i < Settle; i++ {
		if !f.Draw(1) {
			t.Fatalf("frame %d of the first %d skipped", i, Settle)
		}
	}
	if f.Draw(1) || !f.Draw(2) || f.Draw(2) {
		t.Error("an unchanged key draws, or a changed one does not")
	}
	f.Invalidate()
	if !f.Draw(2) {
		t.Error("after Invalidate the frame draws")
	}
	if k, ok := f.Shown(); !ok || k != 2 || f.Drawn() != Settle+2 || f.Skipped() != 2 {
		t.Errorf("shown %d %v, drawn %d, skipped %d", k, ok, f.Drawn(), f.Skipped())
	}
}

// TestPaintDrawsOnlyWhatChanged: a window's Draw (Paint) calls its
// drawing for the first frames and for a new key, and leaves the screen
// as it is for a key already shown.
func TestPaintDrawsOnlyWhatChanged(t *testing.T) {
	var f Frames[int]
	drawn := 0
	draw := func(*ebiten.Image) { drawn++ }
	for i := 0; i < Settle; i++ {
		f.Paint(nil, true, nil, 1, draw)
	}
	if drawn != Settle {
		t.Fatalf("the first %d frames drew %d times", Settle, drawn)
	}
	if f.Paint(nil, true, nil, 1, draw) || drawn != Settle {
		t.Error("a frame already on screen was drawn again")
	}
	if !f.Paint(nil, true, nil, 2, draw) || drawn != Settle+1 {
		t.Error("a frame with a new key was not drawn")
	}
}
