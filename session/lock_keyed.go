package session

import (
	"strconv"
	"strings"
	"time"

	"estafette/internal/store"
)

// Two tabs of the web page share the browser's storage as two windows
// share a directory: a game is written by one tab only. A tab's lock is
// a document of the storage naming the tab and when it last said it
// still plays the game; the table says so at each write and every few
// seconds (Library.Refresh). A lock not refreshed for keyedStale is a
// closed tab's: the next tab takes it.
const keyedStale = 30 * time.Second

// keyLocks are locks in a keyed store (the browser's storage).
type keyLocks struct {
	st  *store.Keyed
	now func() time.Time
}

func (k keyLocks) lock(name, owner string) bool {
	if data, err := k.st.Read(name, 256); err == nil {
		who, at, ok := strings.Cut(strings.TrimSpace(string(data)), " ")
		ms, err := strconv.ParseInt(at, 10, 64)
		if ok && err == nil && who != owner && k.now().Sub(time.UnixMilli(ms)) < keyedStale {
			return false // another tab plays it
		}
	}
	// Ours, a stale one, or none: (re)written with the time.
	return k.st.Write(name, []byte(owner+" "+strconv.FormatInt(k.now().UnixMilli(), 10))) == nil
}

func (k keyLocks) unlock(name, owner string) {
	if data, err := k.st.Read(name, 256); err == nil {
		if who, _, _ := strings.Cut(strings.TrimSpace(string(data)), " "); who == owner {
			k.st.Remove(name)
		}
	}
}
