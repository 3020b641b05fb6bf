package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/rules"
	"estafette/rules/hex"
)

func darker(c color.RGBA) color.RGBA {
	return color.RGBA{c.R / 2, c.G / 2, c.B / 2, 255}
}

// DrawUnit draws a unit as a miniature base seen from above: the army's
// colour, a troop-type symbol and one small stand per element.
func DrawUnit(dst *ebiten.Image, cam Camera, lay hex.Layout, h hex.Hex, p *rules.Profile, elements int, army color.RGBA, id string) {
	c := cam.ToScreen(lay.ToPixel(h))
	s := lay.Size * cam.Scale
	w, ht := float32(s*1.12), float32(s*0.74)
	x, y := float32(c.X)-w/2, float32(c.Y)-ht/2
	vector.FillRect(dst, x+2, y+2, w, ht, color.RGBA{0, 0, 0, 70}, true)
	vector.FillRect(dst, x, y, w, ht, army, true)
	vector.StrokeRect(dst, x, y, w, ht, 1.5, darker(army), true)
	// The symbol box sits in the upper part; the stands run along the bottom.
	bw, bh := w*0.5, ht*0.42
	bx, by := float32(c.X)-bw/2, y+ht*0.1
	vector.StrokeRect(dst, bx, by, bw, bh, 1.5, white, true)
	if p != nil {
		drawTroopSymbol(dst, p.Type, bx, by, bw, bh)
	}
	drawStands(dst, elements, float32(c.X), y+ht*0.64, w*0.9, ht*0.26, army)
	drawText(dst, id, BoldFace(max(9, s*0.28)), c.X, c.Y+s*0.58, labelColor, true)
}

// drawTroopSymbol uses NATO-style marks: a cross for infantry, a slash for
// cavalry, a dot for artillery, and letters for the ancient arms.
func drawTroopSymbol(dst *ebiten.Image, t rules.TroopType, x, y, w, h float32) {
	switch t {
	case rules.Infantry:
		vector.StrokeLine(dst, x, y, x+w, y+h, 1.5, white, true)
		vector.StrokeLine(dst, x, y+h, x+w, y, 1.5, white, true)
	case rules.Cavalry:
		vector.StrokeLine(dst, x, y+h, x+w, y, 1.5, white, true)
	case rules.Artillery:
		vector.FillCircle(dst, x+w/2, y+h/2, h*0.28, white, true)
	default:
		letter := map[rules.TroopType]string{rules.Camels: "C", rules.Chariots: "Ch", rules.Elephants: "E"}[t]
		drawText(dst, letter, BoldFace(float64(h)*0.9), float64(x+w/2), float64(y+h/2), white, true)
	}
}

func drawStands(dst *ebiten.Image, n int, cx, y, w, h float32, army color.RGBA) {
	if n <= 0 {
		return
	}
	gap := w * 0.04
	sw := (w - gap*float32(n-1)) / float32(n)
	sw = min(sw, h*1.6)
	total := sw*float32(n) + gap*float32(n-1)
	x := cx - total/2
	for i := 0; i < n; i++ {
		vector.FillRect(dst, x, y, sw, h, white, true)
		vector.FillRect(dst, x+1, y+1, sw-2, h-2, darker(army), true)
		x += sw + gap
	}
}

// leaderRadius sizes the leader token by rank so ranks read at a glance.
var leaderRadius = map[rules.Rank]float64{rules.Commander: 0.34, rules.SubGeneral: 0.28, rules.Officer: 0.22}

// DrawLeader draws a leader as a round token in the army's colour: a gold
// ring and three pips for the commander, silver and two for a sub-general,
// one pip for an officer. slot shifts tokens that share a hex.
func DrawLeader(dst *ebiten.Image, cam Camera, lay hex.Layout, h hex.Hex, rank rules.Rank, army color.RGBA, id string, slot int) {
	c := cam.ToScreen(lay.ToPixel(h))
	s := lay.Size * cam.Scale
	cx := float32(c.X + s*(0.48-0.42*float64(slot)))
	cy := float32(c.Y - s*0.5)
	r := float32(s * leaderRadius[rank])
	vector.FillCircle(dst, cx+1.5, cy+1.5, r, color.RGBA{0, 0, 0, 80}, true)
	vector.FillCircle(dst, cx, cy, r, army, true)
	ring, pips := color.RGBA{0xd8, 0xd8, 0xe0, 255}, 1
	switch rank {
	case rules.Commander:
		ring, pips = gold, 3
	case rules.SubGeneral:
		pips = 2
	}
	vector.StrokeCircle(dst, cx, cy, r, max(2, r*0.22), ring, true)
	pr := r * 0.17
	for i := 0; i < pips; i++ {
		px := cx + (float32(i)-float32(pips-1)/2)*pr*2.6
		vector.FillCircle(dst, px, cy, pr, ring, true)
	}
	drawText(dst, id, BoldFace(max(8, s*0.24)), float64(cx), float64(cy-r)-s*0.12, labelColor, true)
}
