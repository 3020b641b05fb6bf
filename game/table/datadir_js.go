//go:build js

package table

// FindDataDir returns the data directory of the browser: the top of the
// page's storage (store.Local), where the autosaves are, with the saved
// games under "saves/". The page's Files dialog (web/files.js) lists,
// downloads and deletes them.
func FindDataDir() (DataDir, error) { return DataDir{}, nil }

// homeSet: a page has no environment to name another directory.
func homeSet() bool { return false }
