package window

import (
	"bytes"
	"fmt"
	"image"
	"image/png"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/internal/safefile"
)

// Shot takes the --screenshot: once the script has played and the frames
// after it have settled, the screen as it is goes to the file.
type Shot struct {
	Path  string
	after int // frames since the script was done
	Taken bool
	Err   error
}

// Due counts a frame, drawn or left as it was, and reports whether the
// screen should be written now: the input is done, and Settle frames
// have gone by since the program started and two since the script's
// last step (its effect drawn, the hover's tooltip with it).
func (s *Shot) Due(frame int, done bool) bool {
	if s.Path == "" || s.Taken || !done {
		return false
	}
	s.after++
	return frame >= Settle && s.after >= 2
}

// Take writes the screen to the file.
func (s *Shot) Take(screen *ebiten.Image) {
	s.Err = SavePNG(screen, s.Path)
	s.Taken = true
}

// SavePNG writes the screen to a PNG file.
func SavePNG(screen *ebiten.Image, path string) error {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	return WritePNG(path, img)
}

// WritePNG encodes an image and writes it through safefile.WriteAtomic: a
// temp file and a rename, so an interrupted run never leaves half a PNG,
// and never over anything but a regular file (a link, a device).
func WritePNG(path string, img image.Image) error {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := safefile.WriteAtomic(path, b.Bytes()); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	return nil
}
