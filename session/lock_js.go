//go:build js

package session

import "estafette/internal/store"

// localLocker: the page's storage has no locks; one page plays one game.
func localLocker(store.Store) locker { return nil }
