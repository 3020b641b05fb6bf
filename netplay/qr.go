package netplay

import (
	"fmt"
	"strings"

	qr "github.com/piglig/go-qr"
)

// QR is a join link's QR code: Size×Size modules, Dark(x, y) for each.
// The host's screen draws it (a phone's camera opens the link), the
// game's web page shows it as SVG.
type QR struct {
	code *qr.QrCode
}

// NewQR encodes a link, at the medium error correction a screen across a
// room reads well.
func NewQR(link string) (*QR, error) {
	c, err := qr.EncodeText(link, qr.Medium)
	if err != nil {
		return nil, err
	}
	return &QR{code: c}, nil
}

// Size is the number of modules a side, without the quiet zone.
func (q *QR) Size() int { return q.code.Size() }

// Dark reports whether the module at (x, y) is dark.
func (q *QR) Dark(x, y int) bool { return q.code.Module(x, y) }

// SVG draws the code with a quiet zone of four modules, scale pixels a
// module.
func (q *QR) SVG(scale int) string {
	n := q.Size() + 8
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" shape-rendering="crispEdges"><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, n, n, n*scale, n*scale, n, n)
	for y := 0; y < q.Size(); y++ {
		for x := 0; x < q.Size(); x++ {
			if q.Dark(x, y) {
				fmt.Fprintf(&b, "M%d %dh1v1h-1z", x+4, y+4)
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String()
}
