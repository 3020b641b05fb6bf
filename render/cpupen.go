package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"

	"estafette/rules/hex"
)

// cpuPen draws into an image in memory with x/image's rasterizer. Each
// shape is rasterized over its own bounding box only, so that a small
// mark on a sprite costs its own pixels, not the sprite's. Within one
// shape every outline is wound the same way: the rasterizer adds the
// windings, and a part wound the other way would cut a hole (which is
// how a ring is made on purpose).
type cpuPen struct {
	img   *image.RGBA
	z     xvector.Rasterizer
	box   image.Rectangle // the shape's box in img
	ox    float32         // the box's origin, subtracted from every point
	oy    float32
	texts []penText // written once the image is on the GPU
}

type penText struct {
	s    string
	face *FontFace
	x, y float64
	c    color.Color
}

// newCPUPen is a pen on a transparent w×h image.
func newCPUPen(w, h int) *cpuPen {
	return &cpuPen{img: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// sprite uploads what was drawn as an Ebiten image and writes the texts
// over it.
func (p *cpuPen) sprite() *ebiten.Image {
	img := ebiten.NewImageFromImage(p.img)
	for _, t := range p.texts {
		drawText(img, t.s, t.face, t.x, t.y, t.c, true)
	}
	return img
}

// begin starts a shape within x0, y0, x1, y1, reporting whether any of
// it falls on the image.
func (p *cpuPen) begin(x0, y0, x1, y1 float32) bool {
	r := image.Rect(int(math.Floor(float64(x0)))-1, int(math.Floor(float64(y0)))-1,
		int(math.Ceil(float64(x1)))+1, int(math.Ceil(float64(y1)))+1).Intersect(p.img.Bounds())
	if r.Empty() {
		return false
	}
	p.box, p.ox, p.oy = r, float32(r.Min.X), float32(r.Min.Y)
	p.z.Reset(r.Dx(), r.Dy())
	return true
}

// end paints the shape begun in colour c.
func (p *cpuPen) end(c color.Color) {
	p.z.Draw(p.img, p.box, image.NewUniform(c), image.Point{})
}

// poly adds a closed outline, wound positively whatever the order of pts.
func (p *cpuPen) poly(xs, ys []float32) {
	area := float32(0)
	n := len(xs)
	for i := range n {
		j := (i + 1) % n
		area += xs[i]*ys[j] - xs[j]*ys[i]
	}
	at := func(i int) (float32, float32) { return xs[i] - p.ox, ys[i] - p.oy }
	if area < 0 {
		at = func(i int) (float32, float32) { return xs[n-1-i] - p.ox, ys[n-1-i] - p.oy }
	}
	p.z.MoveTo(at(0))
	for i := 1; i < n; i++ {
		p.z.LineTo(at(i))
	}
	p.z.ClosePath()
}

// circleK places a cubic Bézier's control points for a quarter circle.
const circleK = 0.5522847498

// circle adds a circle's outline, wound positively, or negatively when
// hole is set.
func (p *cpuPen) circle(cx, cy, r float32, hole bool) {
	cx, cy = cx-p.ox, cy-p.oy
	k := r * circleK
	s := float32(1)
	if hole {
		s = -1
	}
	// From angle 0 by quarters, y down: (r,0) (0,sr) (-r,0) (0,-sr).
	p.z.MoveTo(cx+r, cy)
	p.z.CubeTo(cx+r, cy+s*k, cx+k, cy+s*r, cx, cy+s*r)
	p.z.CubeTo(cx-k, cy+s*r, cx-r, cy+s*k, cx-r, cy)
	p.z.CubeTo(cx-r, cy-s*k, cx-k, cy-s*r, cx, cy-s*r)
	p.z.CubeTo(cx+k, cy-s*r, cx+r, cy-s*k, cx+r, cy)
	p.z.ClosePath()
}

// segment adds a segment's stroke of width w, butt ended.
func (p *cpuPen) segment(x0, y0, x1, y1, w float32) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	p.poly([]float32{x0 + nx, x1 + nx, x1 - nx, x0 - nx}, []float32{y0 + ny, y1 + ny, y1 - ny, y0 - ny})
}

func (p *cpuPen) FillRect(x, y, w, h float32, c color.Color) {
	if w <= 0 || h <= 0 || !p.begin(x, y, x+w, y+h) {
		return
	}
	p.poly([]float32{x, x + w, x + w, x}, []float32{y, y, y + h, y + h})
	p.end(c)
}

func (p *cpuPen) StrokeRect(x, y, w, h, width float32, c color.Color) {
	d := width / 2
	if width <= 0 || !p.begin(x-d, y-d, x+w+d, y+h+d) {
		return
	}
	p.poly([]float32{x - d, x + w + d, x + w + d, x - d}, []float32{y - d, y - d, y + h + d, y + h + d})
	if iw, ih := w-width, h-width; iw > 0 && ih > 0 {
		// The inside, wound the other way: a hole.
		xs, ys := []float32{x + d, x + d, x + d + iw, x + d + iw}, []float32{y + d, y + d + ih, y + d + ih, y + d}
		for i := range xs {
			xs[i], ys[i] = xs[i]-p.ox, ys[i]-p.oy
		}
		p.z.MoveTo(xs[0], ys[0])
		for i := 1; i < 4; i++ {
			p.z.LineTo(xs[i], ys[i])
		}
		p.z.ClosePath()
	}
	p.end(c)
}

func (p *cpuPen) StrokeLine(x0, y0, x1, y1, width float32, c color.Color) {
	d := width / 2
	if !p.begin(min(x0, x1)-d, min(y0, y1)-d, max(x0, x1)+d, max(y0, y1)+d) {
		return
	}
	p.segment(x0, y0, x1, y1, width)
	p.end(c)
}

func (p *cpuPen) FillCircle(cx, cy, r float32, c color.Color) {
	if r <= 0 || !p.begin(cx-r, cy-r, cx+r, cy+r) {
		return
	}
	p.circle(cx, cy, r, false)
	p.end(c)
}

func (p *cpuPen) StrokeCircle(cx, cy, r, w float32, c color.Color) {
	ro, ri := r+w/2, max(0, r-w/2)
	if !p.begin(cx-ro, cy-ro, cx+ro, cy+ro) {
		return
	}
	p.circle(cx, cy, ro, false)
	if ri > 0 {
		p.circle(cx, cy, ri, true)
	}
	p.end(c)
}

// bounds is the box of pts, widened by d.
func bounds(pts []hex.Point, d float64) (x0, y0, x1, y1 float32) {
	a, b := pts[0], pts[0]
	for _, q := range pts {
		a.X, a.Y, b.X, b.Y = min(a.X, q.X), min(a.Y, q.Y), max(b.X, q.X), max(b.Y, q.Y)
	}
	return float32(a.X - d), float32(a.Y - d), float32(b.X + d), float32(b.Y + d)
}

func (p *cpuPen) FillPolygon(pts []hex.Point, c color.Color) {
	if len(pts) < 3 || !p.begin(bounds(pts, 0)) {
		return
	}
	xs, ys := make([]float32, len(pts)), make([]float32, len(pts))
	for i, q := range pts {
		xs[i], ys[i] = float32(q.X), float32(q.Y)
	}
	p.poly(xs, ys)
	p.end(c)
}

func (p *cpuPen) StrokePolygon(pts []hex.Point, width float32, c color.Color) {
	if len(pts) < 2 || !p.begin(bounds(pts, float64(width))) {
		return
	}
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		p.segment(float32(a.X), float32(a.Y), float32(b.X), float32(b.Y), width)
		p.circle(float32(a.X), float32(a.Y), width/2, false) // the round join
	}
	p.end(c)
}

// quadSteps is how many segments a curve is drawn with: the curves drawn
// are a symbol's few pixels long.
const quadSteps = 12

func (p *cpuPen) StrokeQuad(ax, ay, bx, by, cx, cy, width float32, c color.Color) {
	d := width / 2
	if !p.begin(min(ax, bx, cx)-d, min(ay, by, cy)-d, max(ax, bx, cx)+d, max(ay, by, cy)+d) {
		return
	}
	px, py := ax, ay
	for i := 1; i <= quadSteps; i++ {
		t := float32(i) / quadSteps
		u := 1 - t
		x, y := u*u*ax+2*u*t*bx+t*t*cx, u*u*ay+2*u*t*by+t*t*cy
		p.segment(px, py, x, y, width)
		if i < quadSteps {
			p.circle(x, y, d, false) // the round join
		}
		px, py = x, y
	}
	p.end(c)
}

func (p *cpuPen) Text(s string, face *FontFace, x, y float64, c color.Color) {
	p.texts = append(p.texts, penText{s, face, x, y, c})
}

// clip keeps only what lies inside the polygon pts.
func (p *cpuPen) clip(pts []hex.Point) {
	b := p.img.Bounds()
	mask := image.NewAlpha(b)
	var z xvector.Rasterizer
	z.Reset(b.Dx(), b.Dy())
	z.MoveTo(float32(pts[0].X), float32(pts[0].Y))
	for _, q := range pts[1:] {
		z.LineTo(float32(q.X), float32(q.Y))
	}
	z.ClosePath()
	z.Draw(mask, b, image.Opaque, image.Point{})
	for i, a := range mask.Pix {
		for j := 4 * i; j < 4*i+4; j++ {
			p.img.Pix[j] = uint8(uint32(p.img.Pix[j]) * uint32(a) / 255)
		}
	}
}
