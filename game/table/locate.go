package table

import (
	"fmt"
	"image"
	"strings"

	"estafette/game/tableview"
	"estafette/game/window"
	"estafette/render"
	"estafette/rules/hex"
)

// target reads a --click or --hover place: a piece id or a hex label. A
// leader is his token, anything else the hex.
func (a *App) target(s string) (hex.Hex, string, error) {
	st := a.c.State()
	if l, ok := st.Leader(s); ok {
		return l.Hex, l.ID, nil
	}
	if u, ok := st.Unit(s); ok {
		return u.Hex, "", nil
	}
	h, err := hex.ParseLabel(s)
	if err != nil {
		return h, "", fmt.Errorf("%q is neither a piece nor a hex", s)
	}
	return h, "", nil
}

// Locate says where a --click or --hover place is on the screen: a
// leader's token, a unit's or a hex's centre, a panel entry (panel:ID,
// such as panel:order:gueulante, panel:help, panel:pass, panel:briefing,
// panel:log:start or panel:rule:CMD.RADIUS for a rule id in the log) a
// little inside its left edge, the status line's
// rule id (status:rule), the drawer's button (drawer), or a place of
// the open help (help:close, help:search, help:section:ID).
func (a *App) Locate(place string) (image.Point, error) {
	if a.t == nil || !a.CamSet || a.f.panel == nil {
		return image.Point{}, window.ErrNotReady
	}
	if place == "drawer" {
		// The drawer's button, on a phone on its side.
		b := a.DrawerButton()
		if b.Empty() {
			return image.Point{}, fmt.Errorf("the panel is no drawer here")
		}
		return image.Pt((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2), nil
	}
	if id, ok := strings.CutPrefix(place, "panel:"); ok {
		// A click waits for the panel on screen (liveHits): the first
		// Updates come before the first frame is drawn.
		hits := a.liveHits()
		if hits == nil {
			return image.Point{}, window.ErrNotReady
		}
		for _, h := range hits {
			var p image.Point
			switch {
			case h.ID == id:
				p = image.Pt(h.Rect.Min.X+min(40, h.Rect.Dx()/2), (h.Rect.Min.Y+h.Rect.Max.Y)/2)
			case id == tableview.Briefing.ID() && h.ID == tableview.Lang.ID():
				// The Briefing is the right half of the language's row.
				p = image.Pt(h.Rect.Max.X-30, (h.Rect.Min.Y+h.Rect.Max.Y)/2)
			default:
				continue
			}
			a.located = place
			a.locatedAt = p
			return p, nil
		}
		if place == a.located {
			// The press opened a dialog over the entry: the button is
			// released where it was pressed.
			return a.locatedAt, nil
		}
		return image.Point{}, fmt.Errorf("the panel shows no entry %q", id)
	}
	switch {
	case strings.HasPrefix(place, "help:"):
		return a.help.Locate(place)
	case place == "status:rule":
		r := render.StatusRule(a.f.status, a.BoardArea(), a.UI)
		if r.Empty() {
			return image.Point{}, fmt.Errorf("the status line shows no rule id")
		}
		return image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2), nil
	}
	h, leader, err := a.target(place)
	if err != nil {
		return image.Point{}, err
	}
	return a.pointOf(h, leader), nil
}

// screenPlace reports a place found on the screen rather than on the
// board: a panel entry, the status line's rule id, a place of the help.
func screenPlace(p string) bool {
	return strings.HasPrefix(p, "panel:") || strings.HasPrefix(p, "help:") || p == "status:rule"
}

// pointOf is the screen point of a leader's token, or of a hex's centre.
func (a *App) pointOf(h hex.Hex, leader string) image.Point {
	lay := a.t.World.Layout
	if leader != "" {
		for _, l := range a.v.Scene(a.hoverLeader).Leaders {
			if l.ID == leader {
				x, y, _ := render.LeaderTokenAt(a.Cam, lay, l.Hex, l.Rank, l.Slot)
				return image.Pt(int(x), int(y))
			}
		}
	}
	p := a.Cam.ToScreen(lay.ToPixel(h))
	return image.Pt(int(p.X), int(p.Y))
}

// SweepPoint is where --bench-frames puts the cursor on its i-th frame: a
// hex a frame across the board, on the first leader's token where
// leaders stand, so that the hover's work (radii, paths, tooltips) is
// measured too.
func (a *App) SweepPoint(i int) image.Point {
	if a.t == nil {
		return image.Point{}
	}
	b := a.c.Scenario().Board.Bounds()
	h := b.At(i % b.Len())
	leader := ""
	if ls := a.c.State().LeadersAt(h); len(ls) > 0 {
		leader = ls[0].ID
	}
	return a.pointOf(h, leader)
}
