package window

import (
	"errors"
	"image"
	"os"
	"path/filepath"
	"testing"

	"estafette/internal/safefile"
)

// TestScreenshotRefusesNonRegularTargets: --screenshot writes through
// safefile.WriteAtomic, so a link or a device at the path is refused and
// left as it was, never replaced (issue 9, item 10).
func TestScreenshotRefusesNonRegularTargets(t *testing.T) {
	dir := t.TempDir()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	target := filepath.Join(dir, "kept.txt")
	os.WriteFile(target, []byte("kept"), 0o644)
	link := filepath.Join(dir, "shot.png")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{link, "/dev/null"} {
		if err := WritePNG(path, img); !errors.Is(err, safefile.ErrNotRegular) {
			t.Errorf("%s: %v, want not a regular file", path, err)
		}
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if b, _ := os.ReadFile(target); string(b) != "kept" {
		t.Errorf("the link's target was written: %q", b)
	}
	if fi, err := os.Stat("/dev/null"); err != nil || fi.Mode().IsRegular() {
		t.Error("/dev/null was replaced")
	}
	// A regular file is written, and no temp file is left.
	path := filepath.Join(dir, "ok.png")
	if err := WritePNG(path, img); err != nil {
		t.Fatal(err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 3 {
		t.Errorf("the directory holds %d files, want kept.txt, shot.png, ok.png", len(ents))
	}
}
