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

// TouchReach is the radius, in CSS pixels (times the device scale), a
// finger's target answers within: 44 px across, as the platforms' touch
// guidelines ask, however small the token is drawn.
const TouchReach = 22

// LeaderNear is LeaderAt for a finger: the token under x, y, or else the
// nearest token whose centre is within reach device pixels. A window
// passes TouchReach times its device scale when Touching(in), and uses
// LeaderAt for the mouse, whose clicks on the hexes beside a token must
// not select the leader.
func LeaderNear(cam render.Camera, lay hex.Layout, leaders []render.LeaderView, x, y int, reach float64) (string, bool) {
	if id, ok := LeaderAt(cam, lay, leaders, x, y); ok {
		return id, true
	}
	best, bestD := "", reach*reach
	for i := len(leaders) - 1; i >= 0; i-- {
		l := leaders[i]
		lx, ly, _ := render.LeaderTokenAt(cam, lay, l.Hex, l.Rank, l.Slot)
		if d := (float64(x)-lx)*(float64(x)-lx) + (float64(y)-ly)*(float64(y)-ly); d <= bestD {
			best, bestD = l.ID, d
		}
	}
	return best, best != ""
}

// FingerLeader is the leader a finger at x, y means, "" for none: the
// token under it; on the hex of a unit, only that (the unit's counter is
// the bigger target, and a leader's token beside it took taps meant for
// the unit); elsewhere the nearest token within reach (LeaderNear).
func FingerLeader(cam render.Camera, lay hex.Layout, leaders []render.LeaderView, x, y int, reach float64, unitHere bool) string {
	if id, ok := LeaderAt(cam, lay, leaders, x, y); ok {
		return id
	}
	if unitHere {
		return ""
	}
	id, _ := LeaderNear(cam, lay, leaders, x, y, reach)
	return id
}
