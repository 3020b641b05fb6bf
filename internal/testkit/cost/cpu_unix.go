//go:build unix

package cost

import (
	"syscall"
	"time"
)

// now is the processor time used by the process so far.
func now() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
