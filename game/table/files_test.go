package table

import (
	"os"
	"path/filepath"
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

// saveGame writes the game to a file of dir, as a saved game given on
// the command line is.
func saveGame(c *Controller, dir string) (string, error) {
	data, err := c.SaveText()
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "game"+session.SaveExt)
	return path, os.WriteFile(path, data, 0o644)
}
