//go:build js

package session

import (
	"time"

	"estafette/internal/store"
)

// localLocker: the page's storage, shared by the site's tabs.
func localLocker(st store.Store) locker {
	if k, ok := st.(*store.Keyed); ok {
		return keyLocks{st: k, now: time.Now}
	}
	return nil
}
