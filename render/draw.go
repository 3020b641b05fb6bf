package render

import (
	"image/color"

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

// drawText draws s with its centre (or left edge) at x, y.
func drawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, c color.Color, centred bool) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.LayoutOptions.SecondaryAlign = text.AlignCenter
	if centred {
		op.LayoutOptions.PrimaryAlign = text.AlignCenter
	}
	text.Draw(dst, s, face, op)
}
