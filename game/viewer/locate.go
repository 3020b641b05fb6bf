package viewer

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"estafette/game/window"
	"estafette/render"
	"estafette/rules/hex"
)

// Locate says where a scripted place is on the screen: a leader's token,
// a unit's or a hex's centre on the board; panel:ID, an entry of the
// panel (panel:v:nav, panel:order:gueulante while a step waits) or a
// sentence of the log (panel:step:N); timeline:N, position N on the
// track; timeline:play and timeline:pace; a rule id in a caption
// (panel:rule:CMD.RADIUS); a place of the open help (help:close…).
func (a *App) Locate(place string) (image.Point, error) {
	if a.t == nil || !a.CamSet || a.f.panel == nil || a.f.timeline == nil {
		return image.Point{}, window.ErrNotReady
	}
	if strings.HasPrefix(place, "help:") {
		return a.help.Locate(place)
	}
	if rest, ok := strings.CutPrefix(place, "timeline:"); ok {
		if n, err := strconv.Atoi(rest); err == nil {
			if n < 0 || n > a.v.r.Len() {
				return image.Point{}, fmt.Errorf("timeline:%d: the record has %d actions", n, a.v.r.Len())
			}
			return a.f.timeline.PointOf(n), nil
		}
		place = "panel:" + place
	}
	if id, ok := strings.CutPrefix(place, "panel:"); ok {
		hits := a.liveHits()
		if hits == nil {
			return image.Point{}, window.ErrNotReady
		}
		for _, h := range hits {
			if h.ID == id {
				return image.Pt(h.Rect.Min.X+min(40, h.Rect.Dx()/2), (h.Rect.Min.Y+h.Rect.Max.Y)/2), nil
			}
		}
		return image.Point{}, fmt.Errorf("the viewer shows no entry %q", id)
	}
	st := a.v.r.State()
	lay := a.t.World.Layout
	if l, ok := st.Leader(place); ok && l.OnBoard && l.Present {
		for _, lv := range a.sceneNow().Leaders {
			if lv.ID == l.ID {
				x, y, _ := render.LeaderTokenAt(a.Cam, lay, lv.Hex, lv.Rank, lv.Slot)
				return image.Pt(int(x), int(y)), nil
			}
		}
	}
	var h hex.Hex
	if u, ok := st.Unit(place); ok && u.OnBoard {
		h = u.Hex
	} else if p, err := hex.ParseLabel(place); err == nil {
		h = p
	} else {
		return image.Point{}, fmt.Errorf("%q is neither a piece on the board, a hex, nor a place of the viewer", place)
	}
	p := a.Cam.ToScreen(lay.ToPixel(h))
	return image.Pt(int(p.X), int(p.Y)), nil
}
