package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/rules/hex"
)

// The scenario's objectives on the board: each hex ringed inside its
// edge in the colour of the army it wins for, with a pennant of that
// colour above the unit that may stand there (its id is written below
// it), left of the leaders' tokens (top right) and right of the unit's
// group badge (its top-left corner). A town to take flies a swallow-tailed banner, a hex to
// hold a pennant. The ring and the flag carry a dark outline, so that
// they read on every terrain and in the high-contrast palette.

// objectiveKey is an objective sprite: the army's colour, and the flag.
type objectiveKey struct {
	army int
	take bool
}

// drawObjectives marks every objective hex.
func drawObjectives(dst *ebiten.Image, ss *spriteSet, lay hex.Layout, marks []ObjectiveMark) {
	for _, m := range marks {
		p := lay.ToPixel(m.Hex)
		ss.draw(dst, ss.objective(objectiveKey{m.Army % 2, m.Take}), p.X, p.Y, nil)
	}
}

// objectiveOutline is the dark edge of the ring and the flag.
var objectiveOutline = color.RGBA{0x18, 0x18, 0x20, 0xff}

// objective is the ring and the flag of an objective hex, made once per
// army and flag.
func (ss *spriteSet) objective(k objectiveKey) sprite {
	name := "objective:hold"
	if k.take {
		name = "objective:take"
	}
	name += string(rune('0' + k.army))
	return ss.hexSprite(name, func(p *cpuPen) {
		c := ss.pal.Army(k.army)
		in := make([]hex.Point, 6)
		for i, q := range ss.corners {
			in[i] = hex.Point{X: ss.ox + (q.X-ss.ox)*0.86, Y: ss.oy + (q.Y-ss.oy)*0.86}
		}
		w := float32(max(1.5, 2.2*ss.k))
		p.StrokePolygon(in, w+float32(max(1, 1.2*ss.k)), objectiveOutline)
		p.StrokePolygon(in, w, c)
		s := ss.s
		x, top, foot := ss.ox-0.30*s, ss.oy-0.70*s, ss.oy-0.38*s
		p.StrokeLine(float32(x), float32(top), float32(x), float32(foot), float32(max(1.2, 1.6*ss.k)), objectiveOutline)
		fw, fh := 0.36*s, 0.22*s
		flag := []hex.Point{{X: x, Y: top}, {X: x + fw, Y: top + fh/2}, {X: x, Y: top + fh}}
		if k.take {
			flag = []hex.Point{{X: x, Y: top}, {X: x + fw, Y: top}, {X: x + fw*0.7, Y: top + fh/2}, {X: x + fw, Y: top + fh}, {X: x, Y: top + fh}}
		}
		p.FillPolygon(flag, c)
		p.StrokePolygon(flag, float32(max(1, 1.1*ss.k)), objectiveOutline)
	})
}
