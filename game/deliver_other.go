//go:build !js

package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"estafette/internal/safefile"
	"estafette/session"
)

// deliver writes a PDF the player asked for to prints/ in the data
// directory, through the safe writer, under a name no file has: it
// returns the path.
func deliver(stem string, pdf []byte) (string, error) {
	d, err := session.FindDataDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(d.Path, "prints")
	for n := 1; n < 1000; n++ {
		path := filepath.Join(dir, stem+".pdf")
		if n > 1 {
			path = filepath.Join(dir, fmt.Sprintf("%s-%d.pdf", stem, n))
		}
		if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		return path, safefile.WriteAtomic(path, pdf)
	}
	return "", fmt.Errorf("%s: no free file name", stem)
}
