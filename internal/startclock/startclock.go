// Package startclock says when the program started, for the time to the
// first frame that --bench-frames and the empty-window program report.
//
// A program cannot see its own exec: the runtime and every package's
// init run before main. So a launcher that measures (make bench-start)
// writes the wall clock, in Unix nanoseconds, into Env just before it
// starts the program, and both programs count from that same instant;
// without it they count from this package's initialisation.
package startclock

import (
	"os"
	"strconv"
	"time"
)

// Env is the environment variable a launcher sets to the Unix time, in
// nanoseconds, at which it started the program.
const Env = "ESTAFETTE_START_NS"

// initialised is the fallback: as early in the process as this package
// gets to run.
var initialised = time.Now()

// Start returns when the program started: the launcher's time when it
// gave one (see Given), else when this package was initialised.
func Start() time.Time {
	if t, ok := Given(); ok {
		return t
	}
	return initialised
}

// Given returns the launcher's start time, when Env holds one that is
// neither in the future nor over a minute old.
func Given() (time.Time, bool) {
	ns, err := strconv.ParseInt(os.Getenv(Env), 10, 64)
	if err != nil {
		return time.Time{}, false
	}
	t := time.Unix(0, ns)
	if d := time.Since(t); d < 0 || d > time.Minute {
		return time.Time{}, false
	}
	return t, true
}
