//go:build js

package session

// FindDataDir returns the data directory of the browser: the top of the
// page's storage (store.Local), where the autosaves are, with the saved
// games under "saves/". The page's Files dialog (web/files.js) lists,
// downloads and deletes them.
func FindDataDir() (DataDir, error) { return DataDir{}, nil }

// HomeSet: a page has no environment to name another directory.
func HomeSet() bool { return false }
