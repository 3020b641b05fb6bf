//go:build !js

package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"estafette/internal/safefile"
	"estafette/internal/store"
)

// fileLocks are locks in the file system.
type fileLocks struct{}

// localLocker: files on the desktop have locks.
func localLocker(st store.Store) locker {
	switch s := st.(type) {
	case store.Files:
		return fileLocks{}
	case *store.Keyed:
		return keyLocks{st: s, now: time.Now}
	}
	return nil
}

func (fileLocks) lock(name, owner string) bool {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return true // nowhere to write a lock is nowhere to write the game: the write says why
	}
	if created, exists := createLock(name, owner); !exists {
		return created
	}
	// The lock is there: this window's, another's, or one a crashed
	// program left. Taking a stale one over is read, remove, create:
	// done under the directory's guard, so that two windows that find it
	// at once never both take it (one does, the other plays a copy).
	return withLockGuard(filepath.Dir(name), func() bool {
		data, err := safefile.Read(name, 256)
		if errors.Is(err, fs.ErrNotExist) {
			created, _ := createLock(name, owner)
			return created
		}
		if err != nil {
			return false // not a lock we can read: somebody's, leave it
		}
		pid, who := parseLock(string(data))
		if who == owner {
			return true
		}
		if pid > 0 && pidAlive(pid) {
			return false
		}
		os.Remove(name) // the process that held it is gone
		created, _ := createLock(name, owner)
		return created
	})
}

// createLock creates the lock for owner if there is none: created says
// this window holds it now, exists that one was there. A lock that
// cannot be written at all counts as taken: the game's own write will
// say why.
func createLock(name, owner string) (created, exists bool) {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err == nil {
		fmt.Fprintf(f, "%d %s\n", os.Getpid(), owner)
		f.Close()
		return true, false
	}
	if errors.Is(err, fs.ErrExist) {
		return false, true
	}
	return true, false
}

// lockGuard is the file in games/ whose lock the takeover of a stale
// game lock holds (a dot file: never listed).
const lockGuard = ".locks"

// guardWait bounds the wait for the guard, held for a few reads and
// writes at a time: a window never waits on it longer.
const guardWait = time.Second

func (fileLocks) unlock(name, owner string) {
	data, err := safefile.Read(name, 256)
	if err != nil {
		return
	}
	if _, who := parseLock(string(data)); who == owner {
		os.Remove(name)
	}
}

// parseLock reads "PID OWNER".
func parseLock(s string) (int, string) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return 0, ""
	}
	pid, err := strconv.Atoi(f[0])
	if err != nil {
		return 0, ""
	}
	return pid, f[1]
}
