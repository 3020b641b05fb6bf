package render

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	fontOnce            sync.Once
	regularSrc, boldSrc *text.GoTextFaceSource
)

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

// Face returns the regular Go font at size pixels.
func Face(size float64) *text.GoTextFace {
	fontOnce.Do(loadFonts)
	return &text.GoTextFace{Source: regularSrc, Size: size}
}

// BoldFace returns the bold Go font at size pixels.
func BoldFace(size float64) *text.GoTextFace {
	fontOnce.Do(loadFonts)
	return &text.GoTextFace{Source: boldSrc, Size: size}
}
