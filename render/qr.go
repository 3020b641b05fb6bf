package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// QRCode is a QR code's modules (netplay.QR): a dialog draws it black on
// white with its quiet zone, for a camera to read across a room.
type QRCode interface {
	Size() int
	Dark(x, y int) bool
}

// qrSide is the room a dialog's QR code takes, with the space under it:
// as large as the box allows, at most 300 pixels at scale 1, in whole
// pixels a module so that a camera reads crisp edges.
func (b *DialogBox) qrSide() float64 {
	if b.d.QR == nil {
		return 0
	}
	n := float64(b.d.QR.Size() + 8)
	side := min(300*b.ui, b.bw-44*b.ui)
	module := float64(int(side / n))
	if module < 1 {
		module = 1
	}
	return module*n + 12*b.ui
}

// drawQR draws q in a white square of side pixels at x, y, its quiet
// zone of four modules included.
func drawQR(dst *ebiten.Image, q QRCode, x, y, side float64) {
	n := q.Size() + 8
	m := float64(int(side / float64(n)))
	if m < 1 {
		m = 1
	}
	full := m * float64(n)
	vector.FillRect(dst, float32(x), float32(y), float32(full), float32(full), color.White, false)
	for j := 0; j < q.Size(); j++ {
		for i := 0; i < q.Size(); i++ {
			if q.Dark(i, j) {
				vector.FillRect(dst, float32(x+float64(i+4)*m), float32(y+float64(j+4)*m), float32(m), float32(m), color.Black, false)
			}
		}
	}
}
