//go:build unix

package session

import (
	"errors"
	"syscall"
)

// pidAlive reports whether a process has this id (one we may not signal
// is alive too).
func pidAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
