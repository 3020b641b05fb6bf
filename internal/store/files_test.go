//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"estafette/internal/safefile"
)

func TestFilesKeepTheContract(t *testing.T) {
	contract(t, Files{}, t.TempDir())
}

// TestFilesRefuseWhatIsNotAFile: a directory or a link named like a
// save is neither listed nor written over; Stat says what it is.
func TestFilesRefuseWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "d.estafette")
	os.Mkdir(sub, 0o755)
	target := filepath.Join(t.TempDir(), "elsewhere")
	os.WriteFile(target, []byte("kept"), 0o644)
	link := filepath.Join(dir, "l.estafette")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no links here:", err)
	}
	list, _ := Files{}.List(dir)
	if len(list) != 1 || list[0].Name != link {
		t.Errorf("listed %+v, want only the link to a regular file", list)
	}
	for _, p := range []string{sub, link} {
		if err := (Files{}).Write(p, []byte("x")); !errors.Is(err, safefile.ErrNotRegular) {
			t.Errorf("write over %s: %v", p, err)
		}
		if fi, err := (Files{}).Stat(p); err != nil || fi.Regular {
			t.Errorf("stat %s: %+v %v, want not regular", p, fi, err)
		}
	}
	if b, _ := os.ReadFile(target); string(b) != "kept" {
		t.Error("the link's target was written")
	}
}
