// Package cost measures what a piece of work costs: the processor time it
// used and the bytes it allocated. Tests of hostile inputs use it to hold
// the "≤ 1 s, ≤ 100 MB" promise without being fooled by a loaded machine:
// processor time, unlike the clock on the wall, does not grow when other
// programs share the cores.
package cost

import (
	"runtime"
	"time"
)

// Measure runs f and returns the processor time the process used meanwhile
// (user and system; the wall-clock time where the system cannot tell) and
// the bytes allocated.
func Measure(f func()) (cpu time.Duration, alloc uint64) {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := now()
	f()
	cpu = now() - start
	runtime.ReadMemStats(&after)
	return cpu, after.TotalAlloc - before.TotalAlloc
}
