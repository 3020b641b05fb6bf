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
	for try := 0; try < 2; try++ {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return true // nowhere to write a lock is nowhere to write the game: the write says why
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			fmt.Fprintf(f, "%d %s\n", os.Getpid(), owner)
			f.Close()
			return true
		}
		if !errors.Is(err, fs.ErrExist) {
			return true
		}
		data, err := safefile.Read(name, 256)
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
	}
	return false
}

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
