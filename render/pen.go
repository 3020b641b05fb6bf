package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules/hex"
)

// pen is what the pieces, markers and terrain symbols are drawn with,
// anti-aliased, in float pixels. Two pens draw them: gpuPen on an Ebiten
// image, through Ebiten's vector package (the editor's palette, drawn
// every frame); cpuPen into memory, uploaded once as a sprite (the
// board's sprites). In a browser without a GPU, Ebiten's vector fill runs
// in a software WebGL and compiles its shaders on the first frame: the
// sprites the first frame needs cost a tenth as much drawn on the CPU.
type pen interface {
	FillRect(x, y, w, h float32, c color.Color)
	// StrokeRect strokes the rectangle's outline, centred on its edges,
	// with square corners.
	StrokeRect(x, y, w, h, width float32, c color.Color)
	// StrokeLine strokes a segment with butt ends.
	StrokeLine(x0, y0, x1, y1, width float32, c color.Color)
	FillCircle(cx, cy, r float32, c color.Color)
	// StrokeCircle strokes a circle's outline, width w centred on r.
	StrokeCircle(cx, cy, r, w float32, c color.Color)
	FillPolygon(pts []hex.Point, c color.Color)
	// StrokePolygon strokes a closed polygon with round joins.
	StrokePolygon(pts []hex.Point, width float32, c color.Color)
	// StrokeQuad strokes the quadratic curve from a through control
	// point b to c, with butt ends.
	StrokeQuad(ax, ay, bx, by, cx, cy, width float32, c color.Color)
	// Text writes s centred on x, y, over what the pen drew before.
	Text(s string, face *FontFace, x, y float64, c color.Color)
}

// gpuPen draws on an Ebiten image with Ebiten's vector package.
type gpuPen struct{ dst *ebiten.Image }

func (p gpuPen) FillRect(x, y, w, h float32, c color.Color) {
	vector.FillRect(p.dst, x, y, w, h, c, true)
}

func (p gpuPen) StrokeRect(x, y, w, h, width float32, c color.Color) {
	vector.StrokeRect(p.dst, x, y, w, h, width, c, true)
}

func (p gpuPen) StrokeLine(x0, y0, x1, y1, width float32, c color.Color) {
	vector.StrokeLine(p.dst, x0, y0, x1, y1, width, c, true)
}

func (p gpuPen) FillCircle(cx, cy, r float32, c color.Color) {
	vector.FillCircle(p.dst, cx, cy, r, c, true)
}

func (p gpuPen) StrokeCircle(cx, cy, r, w float32, c color.Color) {
	strokeCircle(p.dst, cx, cy, r, w, c)
}

func (p gpuPen) FillPolygon(pts []hex.Point, c color.Color) { fillPolygon(p.dst, pts, c) }

func (p gpuPen) StrokePolygon(pts []hex.Point, width float32, c color.Color) {
	strokePolygon(p.dst, pts, width, c)
}

func (p gpuPen) StrokeQuad(ax, ay, bx, by, cx, cy, width float32, c color.Color) {
	var path vector.Path
	path.MoveTo(ax, ay)
	path.QuadTo(bx, by, cx, cy)
	vector.StrokePath(p.dst, &path, &vector.StrokeOptions{Width: width}, pathOpts(c))
}

func (p gpuPen) Text(s string, face *FontFace, x, y float64, c color.Color) {
	drawText(p.dst, s, face, x, y, c, true)
}
