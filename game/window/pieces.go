package window

import (
	"estafette/render"
	"estafette/rules/hex"
)

// LeaderAt returns the leader whose token is under the screen point x, y.
// Tokens drawn last are on top, so they are tried last to first; a token
// answers a little beyond its edge, as a finger would expect.
func LeaderAt(cam render.Camera, lay hex.Layout, leaders []render.LeaderView, x, y int) (string, bool) {
	for i := len(leaders) - 1; i >= 0; i-- {
		l := leaders[i]
		lx, ly, r := render.LeaderTokenAt(cam, lay, l.Hex, l.Rank, l.Slot)
		if dx, dy := float64(x)-lx, float64(y)-ly; dx*dx+dy*dy <= r*r*1.3 {
			return l.ID, true
		}
	}
	return "", false
}
