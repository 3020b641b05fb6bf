package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules/hex"
)

func pathOpts(c color.Color) *vector.DrawPathOptions {
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(c)
	return o
}

func polygon(pts []hex.Point) *vector.Path {
	var p vector.Path
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	p.Close()
	return &p
}

func fillPolygon(dst *ebiten.Image, pts []hex.Point, c color.Color) {
	vector.FillPath(dst, polygon(pts), &vector.FillOptions{}, pathOpts(c))
}

func strokePolygon(dst *ebiten.Image, pts []hex.Point, width float32, c color.Color) {
	vector.StrokePath(dst, polygon(pts), &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound}, pathOpts(c))
}

// textOpts is reused by every drawText call: drawing happens on Ebiten's
// one game goroutine, and a fresh options value per call would allocate
// on every frame.
var textOpts text.DrawOptions

// drawText draws s with its centre (or left edge) at x, y.
func drawText(dst *ebiten.Image, s string, face *FontFace, x, y float64, c color.Color, centred bool) {
	op := &textOpts
	*op = text.DrawOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(c)
	op.LayoutOptions.SecondaryAlign = text.AlignCenter
	if centred {
		op.LayoutOptions.PrimaryAlign = text.AlignCenter
	}
	text.Draw(dst, s, face, op)
}

// textWidth is the advance of s in face, in pixels.
func textWidth(s string, face *FontFace) float64 { return advance(s, face) }

// advance is the width of a whole line of text: AdvanceAt at its end
// (Ebiten v2.10 deprecates Advance, which is wrong on a prefix; here
// every string measured is the whole line).
func advance(s string, face text.Face) float64 { return text.AdvanceAt(s, len(s), face) }

// drawTextLeft draws s with its left edge at x and its vertical centre at y.
func drawTextLeft(dst *ebiten.Image, s string, face *FontFace, x, y float64, c color.Color) {
	drawText(dst, s, face, x, y, c, false)
}

// drawTextRight draws s with its right edge at x and its vertical centre at y.
func drawTextRight(dst *ebiten.Image, s string, face *FontFace, x, y float64, c color.Color) {
	drawText(dst, s, face, x-advance(s, face), y, c, false)
}

// FillAround paints the background of the board area around the board
// of geometry g as the camera shows it, leaving the board alone, in the
// background colour of palette pal.
func FillAround(dst *ebiten.Image, cam Camera, g Geometry, area image.Rectangle, pal *Palette) {
	a, b := cam.ToScreen(hex.Point{}), cam.ToScreen(hex.Point{X: float64(g.W), Y: float64(g.H)})
	w, h := float64(area.Dx()), float64(area.Dy())
	x0, y0 := max(0, min(w, a.X)), max(0, min(h, a.Y))
	x1, y1 := max(0, min(w, b.X)), max(0, min(h, b.Y))
	fill := func(x, y, rw, rh float64) {
		if rw > 0 && rh > 0 {
			vector.FillRect(dst, float32(x), float32(y), float32(rw), float32(rh), pal.Background(), false)
		}
	}
	// One pixel of overlap hides the board's filtered edge.
	fill(0, 0, w, y0+1)
	fill(0, y1-1, w, h-y1+1)
	fill(0, y0, x0+1, y1-y0)
	fill(x1-1, y0, w-x1+1, y1-y0)
}

// strokeCircle draws a circle's outline of width w as a ring filled
// between two circles wound opposite ways. Ebiten's vector.StrokeCircle
// joins every short segment of the arc with a round join: a leader
// token's ring cost tens of milliseconds and hundreds of megabytes of
// vertices on the first frame, where this costs a fraction of one.
func strokeCircle(dst *ebiten.Image, cx, cy, r, w float32, c color.Color) {
	var p vector.Path
	ro, ri := r+w/2, max(0, r-w/2)
	p.MoveTo(cx+ro, cy)
	p.Arc(cx, cy, ro, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	p.MoveTo(cx+ri, cy)
	p.Arc(cx, cy, ri, 0, 2*math.Pi, vector.CounterClockwise)
	p.Close()
	vector.FillPath(dst, &p, &vector.FillOptions{}, pathOpts(c))
}
