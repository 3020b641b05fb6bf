// Package store is where Estafette keeps the player's games and
// scenarios: a directory on disk for the desktop program (Files), the
// browser's local storage for the web page (Keyed over the page's
// storage). The table's autosave and saved games and the editor's
// scenario files go through a Store; Local is the one of the platform the
// program was built for, chosen by build tags, so that the browser build
// holds no file-system code.
//
// Names are the store's own: file paths for Files, slash-separated keys
// for Keyed ("saves/tutorial-20261122-101500.estafette").
package store

import (
	"errors"
	"fmt"
	"time"
)

// Store holds named documents.
type Store interface {
	// Read returns what name holds: a regular file's contents, never more
	// than limit bytes (ErrTooLarge beyond).
	Read(name string, limit int64) ([]byte, error)
	// Head returns at most n bytes from the start of what name holds (a
	// regular file only): a list of games reads their headers alone.
	Head(name string, n int) ([]byte, error)
	// Write replaces what name holds, whole: a crash or a full store never
	// leaves half of it. It refuses a name that holds something other
	// than a document (a directory, a link, a device).
	Write(name string, data []byte) error
	// Stat describes what name holds, without following a link: an error
	// wrapping fs.ErrNotExist when nothing has that name.
	Stat(name string) (Info, error)
	// List returns the documents directly in dir (links followed, only
	// regular files), in no particular order; none when dir does not exist.
	List(dir string) ([]Info, error)
	// Rename gives the document from the name to. Callers check first
	// that nothing has the name to.
	Rename(from, to string) error
	// Remove deletes a document.
	Remove(name string) error
	// Tidy removes what interrupted writes left in dir (temp files).
	Tidy(dir string)
}

// Info describes a document.
type Info struct {
	Name    string // as Read takes it
	ModTime time.Time
	// Regular is false for what is not a document: a directory, a link,
	// a device, a pipe.
	Regular bool
}

// ErrTooLarge is Read's error for a document over the limit.
var ErrTooLarge = errors.New("too large")

// tooLarge is the error for a document over limit bytes, naming it.
func tooLarge(name string, limit int64) error {
	return fmt.Errorf("%s: %w (the limit is %d KB)", name, ErrTooLarge, limit>>10)
}
