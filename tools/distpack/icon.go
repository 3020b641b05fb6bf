package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// icon draws the page's icon for the web app manifest, size pixels
// square: a gold hex on the table's dark ground with a red and a blue
// piece, the two armies. Everything that matters lies within the
// central 80% circle, so that a system cutting it to a circle or a
// rounded square (a "maskable" icon) keeps it whole.
func icon(size int) []byte {
	ground := color.RGBA{0x2b, 0x2a, 0x28, 0xff}
	gold := color.RGBA{0xd9, 0xb4, 0x4a, 0xff}
	board := color.RGBA{0xc8, 0xb8, 0x78, 0xff}
	red := color.RGBA{0xb0, 0x2a, 0x22, 0xff}
	blue := color.RGBA{0x2a, 0x4a, 0xa8, 0xff}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	c := s / 2
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			px, py := float64(x)+0.5-c, float64(y)+0.5-c
			col := ground
			switch {
			case inHex(px, py, 0.30*s):
				col = board
				if math.Hypot(px+0.11*s, py) < 0.08*s {
					col = red
				} else if math.Hypot(px-0.11*s, py) < 0.08*s {
					col = blue
				}
			case inHex(px, py, 0.38*s):
				col = gold
			}
			img.SetRGBA(x, y, col)
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// inHex reports whether (x, y) lies in the pointy-top hexagon of
// circumradius r centred on the origin.
func inHex(x, y, r float64) bool {
	x, y = math.Abs(x), math.Abs(y)
	w := r * math.Sqrt(3) / 2 // the half width, flat side to flat side
	return x <= w && y <= r-x/math.Sqrt(3)
}
