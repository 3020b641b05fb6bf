package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules"
)

// Die face colours: hits on white, the flag on pale yellow, the lettre
// d'ordre on pale blue, the special face on red, so a roll reads at a
// glance.
var (
	dieWhite   = rgb(0xfa, 0xf8, 0xf0)
	dieFlag    = rgb(0xf6, 0xe6, 0x9a)
	dieOrder   = rgb(0xc8, 0xdc, 0xf4)
	dieSpecial = rgb(0xc8, 0x30, 0x28)
	dieInk     = rgb(0x22, 0x22, 0x28)
)

// DrawDice draws faces as a row of small dice of side size at x, y.
func DrawDice(dst *ebiten.Image, faces []DieFace, x, y, size float64) {
	for i, f := range faces {
		DrawDie(dst, f, x+float64(i)*(size*1.2), y, size)
	}
}

// DrawDie draws one die face: infantry a cross, cavalry a slash, artillery
// a dot (the troop symbols of the pieces), the flag a pennant, the lettre
// d'ordre an envelope, the special face a star.
func DrawDie(dst *ebiten.Image, f DieFace, x, y, size float64) {
	fx, fy, s := float32(x), float32(y), float32(size)
	fill, ink := dieWhite, dieInk
	switch {
	case f.Kind == rules.FaceFlag || f.Key == "flag":
		fill = dieFlag
	case f.Kind == rules.FaceOrder || f.Key == "order":
		fill = dieOrder
	case f.Kind == rules.FaceSpecial || f.Key == "special":
		fill, ink = dieSpecial, dieWhite
	}
	vector.FillRect(dst, fx+1.5, fy+1.5, s, s, color.RGBA{0, 0, 0, 90}, true)
	vector.FillRect(dst, fx, fy, s, s, fill, true)
	vector.StrokeRect(dst, fx, fy, s, s, max(1, s*0.06), dieInk, true)
	m := s * 0.22
	lw := max(1.3, s*0.09)
	cx, cy := fx+s/2, fy+s/2
	switch {
	case f.Key == "infantry":
		vector.StrokeLine(dst, fx+m, fy+m, fx+s-m, fy+s-m, lw, ink, true)
		vector.StrokeLine(dst, fx+m, fy+s-m, fx+s-m, fy+m, lw, ink, true)
	case f.Key == "cavalry":
		vector.StrokeLine(dst, fx+m, fy+s-m, fx+s-m, fy+m, lw, ink, true)
	case f.Key == "artillery":
		vector.FillCircle(dst, cx, cy, s*0.17, ink, true)
	case f.Kind == rules.FaceFlag || f.Key == "flag":
		vector.StrokeLine(dst, fx+s*0.3, fy+m*0.8, fx+s*0.3, fy+s-m*0.8, lw, ink, true)
		var p vector.Path
		p.MoveTo(fx+s*0.3, fy+m*0.8)
		p.LineTo(fx+s*0.78, fy+s*0.36)
		p.LineTo(fx+s*0.3, fy+s*0.56)
		p.Close()
		fillPathColor(dst, &p, noCombatRed)
	case f.Kind == rules.FaceOrder || f.Key == "order":
		ex, ey, ew, eh := fx+m*0.8, fy+s*0.3, s-1.6*m, s*0.42
		vector.StrokeRect(dst, ex, ey, ew, eh, lw*0.8, ink, true)
		vector.StrokeLine(dst, ex, ey, ex+ew/2, ey+eh*0.6, lw*0.8, ink, true)
		vector.StrokeLine(dst, ex+ew, ey, ex+ew/2, ey+eh*0.6, lw*0.8, ink, true)
	case f.Kind == rules.FaceSpecial || f.Key == "special":
		var p vector.Path
		ro, ri := float64(s)*0.36, float64(s)*0.15
		for i := 0; i < 10; i++ {
			r := ro
			if i%2 == 1 {
				r = ri
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			px, py := float64(cx)+r*math.Cos(a), float64(cy)+r*math.Sin(a)
			if i == 0 {
				p.MoveTo(float32(px), float32(py))
			} else {
				p.LineTo(float32(px), float32(py))
			}
		}
		p.Close()
		fillPathColor(dst, &p, ink)
	default:
		l := f.Label
		if l == "" {
			l = f.Key
		}
		if l != "" {
			l = string([]rune(l)[:1])
		}
		drawText(dst, l, BoldFace(size*0.6), float64(cx), float64(cy), ink, true)
	}
}

func fillPathColor(dst *ebiten.Image, p *vector.Path, c color.Color) {
	vector.FillPath(dst, p, &vector.FillOptions{}, pathOpts(c))
}
