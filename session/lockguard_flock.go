//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package session

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// withLockGuard runs f holding the guard of the locks in dir: an
// advisory lock (flock) on dir/.locks, which the system gives up when
// the process ends, so a crash never leaves it held. It returns false
// without running f when the guard cannot be had within guardWait.
func withLockGuard(dir string, f func() bool) bool {
	g, err := os.OpenFile(filepath.Join(dir, lockGuard), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return false
	}
	defer g.Close()
	fd := int(g.Fd())
	for end := time.Now().Add(guardWait); ; time.Sleep(2 * time.Millisecond) {
		err := syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) || time.Now().After(end) {
			return false
		}
	}
	defer syscall.Flock(fd, syscall.LOCK_UN)
	return f()
}
