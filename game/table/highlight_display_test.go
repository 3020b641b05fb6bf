//go:build display

package table

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/control"
	"estafette/game/tableview"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// drawn draws the controller's board at resolution 1 and returns the
// flattened image and its layout.
func drawn(t *testing.T, c *control.Controller) (*ebiten.Image, hex.Layout) {
	t.Helper()
	tb := render.NewTable(&c.Scenario().Board, nil)
	tb.SetResolution(1)
	tb.Update(tableview.NewView(c).Scene(""))
	return tb.Image(), tb.Layout()
}

// bare reports whether a hex shows nothing but clear terrain: no piece,
// no road, no terrain mark, so a pixel there shows only the highlights.
func bare(st *rules.State, h hex.Hex) bool {
	if _, ok := st.UnitAt(h); ok || len(st.LeadersAt(h)) > 0 || st.OnRoad(h) {
		return false
	}
	// A leader token or label can overhang from the hex below-left.
	for l := range st.Leaders() {
		if l.Present && l.OnBoard && hex.Distance(l.Hex, h) <= 1 {
			return false
		}
	}
	return st.Terrain(h).Key == "clear"
}

// blend is c drawn over base with alpha a.
func blend(base, c color.RGBA, a float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-a) + float64(y)*a)) }
	return color.RGBA{f(base.R, c.R), f(base.G, c.G), f(base.B, c.B), 255}
}

func near(a, b color.Color, tol int) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && -v <= tol }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}

// sample reads the image a little right of a hex's centre, off the
// stripes of the "sans combat" reach.
func sample(img *ebiten.Image, lay hex.Layout, h hex.Hex) color.Color {
	p := lay.ToPixel(h)
	return img.At(int(math.Round(p.X+0.22*lay.Size)), int(math.Round(p.Y)))
}

// checkCommandZone checks every bare hex within the leader's command
// radius is tinted, and every bare hex of the first ring outside is not.
func checkCommandZone(t *testing.T, c *control.Controller, id string) {
	t.Helper()
	img, lay := drawn(t, c)
	st := c.State()
	l := leaderOf(st, id)
	r := st.CommandRadius(l)
	clear := render.DefaultPalette().Terrain("clear")
	want := blend(clear, render.CommandTint, render.CommandAlpha)
	b := c.Scenario().Board.Bounds()
	inside, ring := 0, 0
	for _, h := range hex.Range(l.Hex, r) {
		if !b.Contains(h) || !bare(st, h) || hex.Distance(h, l.Hex) <= st.InfluenceRadius(l) {
			continue
		}
		inside++
		if got := sample(img, lay, h); !near(got, want, 10) {
			t.Errorf("%s's command zone: hex %s is %v, want the command tint %v", id, h, got, want)
		}
	}
	for _, h := range hex.Ring(l.Hex, r+1) {
		if !b.Contains(h) || !bare(st, h) {
			continue
		}
		ring++
		if got := sample(img, lay, h); !near(got, clear, 6) {
			t.Errorf("%s's first ring outside (radius %d): hex %s is %v, want plain terrain %v", id, r+1, h, got, clear)
		}
	}
	if inside < 8 || ring < 3 {
		t.Fatalf("too few bare hexes to test: %d inside, %d on the ring", inside, ring)
	}
}

func TestCommandRadiusIsHighlighted(t *testing.T) {
	c := newTutorial(t)
	c.Select("HIP")
	checkCommandZone(t, c, "HIP")
}

func TestGueulanteWidensTheHighlight(t *testing.T) {
	c := newTutorial(t)
	c.Select("HIP")
	if !c.GiveOrder("gueulante", 0) {
		t.Fatal(c.Status())
	}
	if r := c.State().CommandRadius(leaderOf(c.State(), "HIP")); r != 6 {
		t.Fatalf("radius %d", r)
	}
	checkCommandZone(t, c, "HIP")
}

func TestEnemyLeaderRadiusIsHighlighted(t *testing.T) {
	c := newTutorial(t)
	c.Select("PAG")
	checkCommandZone(t, c, "PAG")
}

func TestInfluenceZoneIsOutlined(t *testing.T) {
	c := newTutorial(t)
	c.Select("HIP")
	img, lay := drawn(t, c)
	// The influence outline runs along the edges of the ring at radius 1:
	// sample the middle of the edge between 6,6 (radius 2, outside) and
	// 6,7 (radius 1, inside).
	in, out := lay.ToPixel(hx(t, "6,7")), lay.ToPixel(hx(t, "6,6"))
	// A little inside the zone from the edge: the outline is drawn inward.
	m := hex.Point{X: (in.X + out.X) / 2, Y: (in.Y+out.Y)/2 + 1.5}
	got := img.At(int(m.X), int(math.Round(m.Y)))
	if !near(got, render.InfluenceLine, 40) {
		t.Errorf("influence edge pixel %v, want the influence colour %v", got, render.InfluenceLine)
	}
}

func TestReachTintMatchesTheRules(t *testing.T) {
	c := newTutorial(t)
	c.Select("HIP")
	for _, id := range []string{"G3", "CAV", "PEL"} {
		c.Click(unitOf(c.State(), id).Hex, "", false)
	}
	c.EndPhase()
	clear := render.DefaultPalette().Terrain("clear")
	fight := blend(clear, render.ReachFightTint, render.ReachAlpha)
	noFight := blend(clear, render.ReachNoFightTint, render.ReachAlpha)
	for _, id := range []string{"G3", "CAV"} {
		c.Select(id)
		img, lay := drawn(t, c)
		st := c.State()
		area := st.Reach(id)
		if area == nil {
			t.Fatalf("%s cannot move", id)
		}
		counts := map[string]int{}
		for _, h := range c.Scenario().Board.Bounds().All() {
			if !bare(st, h) || h == area.Start {
				continue
			}
			want, kind := clear, "out of reach"
			switch {
			case area.Can(h) && area.CanFight(h):
				want, kind = fight, "reach, can fight"
			case area.Can(h):
				want, kind = noFight, "reach, sans combat"
			}
			counts[kind]++
			if got := sample(img, lay, h); !near(got, want, 10) {
				t.Errorf("%s: hex %s (%s) is %v, want %v", id, h, kind, got, want)
			}
		}
		if counts["reach, can fight"] == 0 || counts["out of reach"] == 0 {
			t.Errorf("%s: the test saw %v", id, counts)
		}
		if id == "G3" && counts["reach, sans combat"] == 0 {
			t.Errorf("heavy infantry should reach hexes sans combat: %v", counts)
		}
	}
}
