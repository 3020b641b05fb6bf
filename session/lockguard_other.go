//go:build !js && !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package session

import (
	"os"
	"path/filepath"
	"time"
)

// withLockGuard runs f holding the guard of the locks in dir: the
// directory dir/.locks, which only one process can create (Windows has
// no flock). A guard older than ten seconds is a crashed program's and
// is removed. It returns false without running f when the guard cannot
// be had within guardWait.
func withLockGuard(dir string, f func() bool) bool {
	g := filepath.Join(dir, lockGuard)
	for end := time.Now().Add(guardWait); time.Now().Before(end); time.Sleep(2 * time.Millisecond) {
		if err := os.Mkdir(g, 0o755); err == nil {
			defer os.Remove(g)
			return f()
		}
		if fi, err := os.Stat(g); err == nil && time.Since(fi.ModTime()) > 10*time.Second {
			os.Remove(g)
		}
	}
	return false
}
