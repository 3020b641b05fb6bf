package table

import (
	"os"
	"strings"

	"estafette/internal/store"
	"estafette/session"
)

// localFiles is the desktop's store.
func localFiles() store.Store { return store.Local() }

// listSaves lists the saved games in dir.
func listSaves(dir string) ([]os.DirEntry, error) {
	ents, err := os.ReadDir(dir)
	var out []os.DirEntry
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), session.SaveExt) {
			out = append(out, e)
		}
	}
	return out, err
}
