package render

import (
	"bytes"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	fontOnce            sync.Once
	regularSrc, boldSrc *text.GoTextFaceSource
	faceMu              sync.Mutex
	faces               = map[faceKey]*text.GoTextFace{}
)

type faceKey struct {
	bold bool
	size float64
}

func loadFonts() {
	// The Go fonts ship inside golang.org/x/image, so no asset file is needed
	// and they cover the accented letters French needs.
	var err error
	if regularSrc, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF)); err != nil {
		panic(err)
	}
	if boldSrc, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err != nil {
		panic(err)
	}
}

// Face returns the regular Go font at size pixels. Faces are kept, so
// asking for one every frame allocates nothing.
func Face(size float64) *text.GoTextFace { return face(false, size) }

// BoldFace returns the bold Go font at size pixels.
func BoldFace(size float64) *text.GoTextFace { return face(true, size) }

func face(bold bool, size float64) *text.GoTextFace {
	fontOnce.Do(loadFonts)
	// Quarter-pixel sizes are plenty and keep the cache small.
	size = math.Round(size*4) / 4
	faceMu.Lock()
	defer faceMu.Unlock()
	k := faceKey{bold, size}
	if f, ok := faces[k]; ok {
		return f
	}
	src := regularSrc
	if bold {
		src = boldSrc
	}
	f := &text.GoTextFace{Source: src, Size: size}
	faces[k] = f
	return f
}
