//go:build !unix

package cost

import "time"

var start = time.Now()

// now is the time since the program started: without getrusage, the wall
// clock stands in for the processor time.
func now() time.Duration { return time.Since(start) }
