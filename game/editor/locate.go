package editor

import (
	"fmt"
	"image"
	"strings"

	"estafette/game/editor/control"
	"estafette/game/window"
	"estafette/render"
	"estafette/rules/hex"
)

// Locate says where a --click, --drag or --hover place is on the screen:
// a hex ("5,5") at its centre, a piece by its id (a leader or a herald
// at his token), a panel entry ("palette:ID", such as
// palette:unit:infantry-heavy or palette:tab:terrain) at its middle, or
// "off" (the middle of the panel, off the board), or a place of the open
// help (help:close, help:search, help:section:ID). An entry of another
// tab is Hidden behind that tab's button, which the script clicks first.
func (a *App) Locate(place string) (image.Point, error) {
	if a.t == nil || !a.CamSet || a.f.panel == nil {
		return image.Point{}, window.ErrNotReady
	}
	switch {
	case strings.HasPrefix(place, "help:"):
		return a.help.Locate(place)
	case place == "off":
		return image.Pt(a.BoardW()+a.PanelW()/2, a.H/2), nil
	case strings.HasPrefix(place, "palette:"):
		id := strings.TrimPrefix(place, "palette:")
		for _, h := range a.f.hits {
			if h.ID == id {
				return image.Pt((h.Rect.Min.X+h.Rect.Max.X)/2, (h.Rect.Min.Y+h.Rect.Max.Y)/2), nil
			}
		}
		if _, tab, all, ok := a.c.Entry(id); ok && !all && tab != a.c.Tab() && a.Dialog() == "" {
			return image.Point{}, &window.Hidden{Place: place, Via: "palette:" + control.TabButton{Tab: tab}.ID()}
		}
		return image.Point{}, fmt.Errorf("the panel shows no entry %q", id)
	}
	lay := a.t.World.Layout
	for _, l := range a.v.Scene().Leaders {
		if l.ID == place {
			x, y, _ := render.LeaderTokenAt(a.Cam, lay, l.Hex, l.Rank, l.Slot)
			return image.Pt(int(x), int(y)), nil
		}
	}
	h, ok := a.c.PieceHex(place)
	if !ok {
		var err error
		if h, err = hex.ParseLabel(place); err != nil {
			return image.Point{}, fmt.Errorf("%q is neither a piece, a hex, palette:ID nor off", place)
		}
	}
	p := a.Cam.ToScreen(lay.ToPixel(h))
	return image.Pt(int(p.X), int(p.Y)), nil
}
