package start

import (
	"slices"
	"sort"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// previewKeys number the previews' scenes, counting down from -1 000 000
// so that they never meet the table's or the viewer's keys.
var previewKeys atomic.Int64

func init() { previewKeys.Store(-1_000_000) }

func nextKey() int { return int(previewKeys.Add(-1)) }

// previewScene is a scenario's opening position as the board shows it:
// every piece where the scenario sets it up, nothing selected.
func previewScene(s Scenario) render.Scene {
	st := rules.NewState(s.Scenario, s.Ruleset, s.Scenario.Seed)
	sc := render.Scene{PiecesKey: nextKey(), OverlayKey: nextKey()}
	for u := range st.Units() {
		if !u.OnBoard || u.Eliminated {
			continue
		}
		a, _ := st.Army(u.Army)
		uv := render.UnitView{ID: u.ID, Hex: u.Hex, Army: a.Index, Elements: u.Elements, StartElements: u.StartElements}
		if u.Profile != nil {
			uv.Type = u.Profile.Type
		}
		sc.Units = append(sc.Units, uv)
	}
	leaders := slices.Collect(st.Leaders())
	sort.SliceStable(leaders, func(i, j int) bool { return leaders[i].ID < leaders[j].ID })
	slot := map[hex.Hex]int{}
	for _, l := range leaders {
		if !l.Present || !l.OnBoard {
			continue
		}
		a, _ := st.Army(l.Army)
		sc.Leaders = append(sc.Leaders, render.LeaderView{ID: l.ID, Hex: l.Hex, Army: a.Index, Rank: l.Rank, Slot: slot[l.Hex]})
		slot[l.Hex]++
	}
	return sc
}

// preview is the selected scenario's board, drawn into the preview's
// place: its table's images are made again when the scenario changes.
type preview struct {
	key   string
	t     *render.Table
	scene render.Scene
	cam   render.Camera
}

// prepare makes the preview of scenario s, in palette pal, fitted in a
// w×h area whose top left corner is at x, y.
func (p *preview) prepare(s Scenario, x, y, w, h int, pal *render.Palette) {
	if p.key != s.Key || p.t == nil || p.t.Palette() != pal {
		if p.t != nil {
			p.t.Release()
		}
		p.key, p.t, p.scene = s.Key, render.NewTable(&s.Scenario.Board, pal), previewScene(s)
	}
	if w <= 0 || h <= 0 {
		return
	}
	g := p.t.World
	p.cam = render.Fit(g.W, g.H, float64(w), float64(h))
	p.cam.OffX += float64(x)
	p.cam.OffY += float64(y)
	if k := p.t.ResolutionFor(p.cam.Scale); k != p.t.Resolution() {
		p.t.SetResolution(k)
	}
}

// reset drops the board's images: the next prepare draws them again (in
// another palette).
func (p *preview) reset() {
	if p.t != nil {
		p.t.Release()
	}
	p.t = nil
}

// draw draws the board, its cached images brought up to date.
func (p *preview) draw(dst *ebiten.Image) {
	if p.t == nil || p.cam.Scale == 0 {
		return
	}
	p.t.Update(&p.scene)
	p.t.Draw(dst, p.cam)
}
