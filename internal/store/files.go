//go:build !js

package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"estafette/internal/safefile"
)

// Files is the Store of the desktop program: names are file paths, reads
// go through safefile.Read (regular files only, bounded) and writes
// through safefile.WriteAtomic (a temp file and a rename).
type Files struct{}

// Read reads a regular file of at most limit bytes.
func (Files) Read(name string, limit int64) ([]byte, error) { return safefile.Read(name, limit) }

// Head reads at most n bytes from the start of the file.
func (Files) Head(name string, n int) ([]byte, error) { return safefile.ReadHead(name, n) }

// Write writes the file through a temp file and a rename.
func (Files) Write(name string, data []byte) error { return safefile.WriteAtomic(name, data) }

// Stat describes the file without following a link.
func (Files) Stat(name string) (Info, error) {
	fi, err := os.Lstat(name)
	if err != nil {
		return Info{}, err
	}
	return Info{Name: name, ModTime: fi.ModTime(), Regular: fi.Mode().IsRegular()}, nil
}

// List lists the regular files in dir, following links: Stat never
// blocks, so a FIFO named like a save is listed as what it is and left
// out.
func (Files) List(dir string) ([]Info, error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Info
	for _, e := range ents {
		path := filepath.Join(dir, e.Name())
		fi, err := os.Stat(path)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		out = append(out, Info{Name: path, ModTime: fi.ModTime(), Regular: true})
	}
	return out, nil
}

// Rename renames a file.
func (Files) Rename(from, to string) error { return os.Rename(from, to) }

// Remove removes a file.
func (Files) Remove(name string) error { return os.Remove(name) }

// Tidy removes the temp files an interrupted safefile.WriteAtomic left
// in dir.
func (Files) Tidy(dir string) { safefile.RemoveTemps(dir) }
