package say

import (
	"testing"
	"time"
)

// TestFade: a status line is whole until its last second, then fades,
// then is gone; a line never shown is not drawn.
func TestFade(t *testing.T) {
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	cases := []struct {
		after time.Duration
		want  float64
	}{{0, 1}, {5 * time.Second, 1}, {5500 * time.Millisecond, 0.5}, {6 * time.Second, 0}, {time.Hour, 0}}
	for _, c := range cases {
		if got := Fade(at, at.Add(c.after), StatusDuration); got != c.want {
			t.Errorf("after %v: %v, want %v", c.after, got, c.want)
		}
	}
	if got := Fade(time.Time{}, at, StatusDuration); got != 0 {
		t.Errorf("never shown: %v", got)
	}
}
