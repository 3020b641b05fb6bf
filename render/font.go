package render

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

var (
	fontOnce            sync.Once
	regularSrc, boldSrc *opentype.Font
	faceMu              sync.Mutex
	faces               = map[faceKey]*FontFace{}
)

type faceKey struct {
	bold bool
	size float64
}

func loadFonts() {
	// The Go fonts ship inside golang.org/x/image, so no asset file is needed
	// and they cover the accented letters French needs.
	var err error
	if regularSrc, err = opentype.Parse(goregular.TTF); err != nil {
		panic(err)
	}
	if boldSrc, err = opentype.Parse(gobold.TTF); err != nil {
		panic(err)
	}
}

// Face returns the regular Go font at size pixels. Faces are kept, so
// asking for one every frame allocates nothing.
func Face(size float64) *FontFace { return face(false, size) }

// BoldFace returns the bold Go font at size pixels.
func BoldFace(size float64) *FontFace { return face(true, size) }

func face(bold bool, size float64) *FontFace {
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
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(err)
	}
	f := &FontFace{GoXFace: text.NewGoXFace(xf), Size: size, x: xf}
	faces[k] = f
	return f
}

// FontFace is the Go font at one size, drawn by Ebiten's text package.
// It is a GoXFace over golang.org/x/image's own OpenType reader rather
// than a GoTextFace: the page's wasm is then 4 MB smaller (no HarfBuzz,
// which Latin text does not need) and its first frame sooner. An sfnt
// face is not safe for concurrent use: faces are only used on the
// game's goroutine, which draws and measures every text.
type FontFace struct {
	*text.GoXFace
	// Size is the face's size in pixels, as asked for.
	Size float64
	// x is the face the GoXFace draws from, which drawTextCPU draws
	// from too.
	x font.Face
}
