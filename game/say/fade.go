package say

import "time"

// StatusDuration is how long a window's status line stays before it has
// faded: the table's and the editor's.
const StatusDuration = 6 * time.Second

// Fade is how visible a status line shown at is, now, when it lasts d:
// 1 when fresh, fading to 0 over its last second; 0 for a line never
// shown (at zero).
func Fade(at, now time.Time, d time.Duration) float64 {
	if at.IsZero() {
		return 0
	}
	age := now.Sub(at)
	switch {
	case age >= d:
		return 0
	case age <= d-time.Second:
		return 1
	}
	return float64(d-age) / float64(time.Second)
}
