//go:build display

package table

import (
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// TestHelpOverlayOnScreen draws the tutorial at 1280×800 through the
// window's own Update and Draw, opens the help from a refusal's rule id
// (CMD.RADIUS in the status line) and samples the screen: the box's gold
// edge, its fill, the highlighted entry's band and the sections' column
// marking the entry's section; F1 closes it and every sampled pixel is
// the table's again (the screen is not cleared between frames).
func TestHelpOverlayOnScreen(t *testing.T) {
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN, Select: "HIP"})
	a.LayoutF(1280, 800)
	// A still clock: the status line does not fade while the test runs.
	now := time.Now()
	a.c.Session().Now = func() time.Time { return now }
	screen := ebiten.NewImage(a.W, a.H)
	script, _ := window.NewScript([]window.Gesture{{Spec: "PSI"}}, "", false)
	for i := 0; i < window.Settle+4; i++ {
		tick(t, a, script, screen)
	}
	if a.c.Status().Rule != rules.RuleCmdRadius {
		t.Fatalf("the click on PSI should be refused by CMD.RADIUS: %+v", a.c.Status())
	}
	// The cursor off the board: no hover, no tooltip.
	in := &helptest.Input{X: 5, Y: 5}
	tick(t, a, in, screen)
	tick(t, a, in, screen)
	before := ebiten.NewImage(a.W, a.H)
	before.DrawImage(screen, nil)

	script, _ = window.NewScript([]window.Gesture{{Spec: "status:rule"}}, "", false)
	for i := 0; i < 5; i++ {
		tick(t, a, script, screen)
	}
	if !a.help.IsOpen() || a.help.Focus() != "CMD.RADIUS" {
		t.Fatalf("the status line's rule id should open its entry: open %v, focus %q", a.help.IsOpen(), a.help.Focus())
	}
	lay := a.help.Layout()
	b, v := lay.Box, lay.View
	top, _ := lay.Top("rule:CMD.RADIUS")
	entry := v.Min.Y + int(top-a.help.Scroll()) // the entry's top on the screen
	gold, fill, band, tab := rgba(0xe8, 0xc0, 0x40), rgba(0x26, 0x26, 0x2c), rgba(0x4a, 0x3e, 0x1c), rgba(0x5a, 0x4a, 0x20)
	var tab2 image.Rectangle
	for _, h := range lay.Hits {
		if h.ID == "section:s2" {
			tab2 = h.Rect
		}
	}
	checks := []struct {
		what string
		p    image.Point
		want color.RGBA
	}{
		{"the box's left edge", image.Pt(b.Min.X, (b.Min.Y+b.Max.Y)/2), gold},
		{"the box's bottom edge", image.Pt((b.Min.X+b.Max.X)/2, b.Max.Y-1), gold},
		{"the box under the sections' column", image.Pt(b.Min.X+30, b.Max.Y-12), fill},
		{"CMD.RADIUS's band, right of its text", image.Pt(v.Max.X-2, entry+4), band},
		{"the band's gold bar", image.Pt(v.Min.X-7, entry+10), gold},
		{"section 2 marked in the column", image.Pt(tab2.Min.X+3, tab2.Min.Y+3), tab},
	}
	for _, c := range checks {
		if got := rgbaAt(screen, c.p); !near(got, c.want, 6) {
			t.Errorf("%s at %v: %v, want %v", c.what, c.p, got, c.want)
		}
	}

	in.X, in.Y = 5, 5
	in.Press(ebiten.KeyF1)
	tick(t, a, in, screen)
	in.Clear()
	tick(t, a, in, screen)
	if a.help.IsOpen() {
		t.Fatal("F1 should close the help")
	}
	bad := 0
	for y := 0; y < a.H; y += 9 {
		for x := 0; x < a.W; x += 13 {
			if rgbaAt(screen, image.Pt(x, y)) != rgbaAt(before, image.Pt(x, y)) {
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d sampled pixels differ from the table before the help", bad)
	}
}

func rgba(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

func rgbaAt(img *ebiten.Image, p image.Point) color.RGBA {
	return color.RGBAModel.Convert(img.At(p.X, p.Y)).(color.RGBA)
}

// TestLogLinkDrawnWhereItIsClicked: a rule id in a log sentence is drawn
// underlined in the link colour exactly where its clickable area is.
func TestLogLinkDrawnWhereItIsClicked(t *testing.T) {
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN})
	a.LayoutF(1280, 800)
	a.c.Session().Game().Log = append(a.c.Session().Game().Log, session.LogEntry{Turn: 1, Army: a.c.State().Active().ID,
		Event: rules.RallyFailed{Unit: rules.PieceRef{ID: "G1", Name: "Hoplites"}, Rule: rules.RuleOrdCondition,
			Why: rules.Phrase{Format: "an enemy unit is within 2 hexes"}}})
	a.c.Touch()
	screen := ebiten.NewImage(a.W, a.H)
	in := &helptest.Input{X: 5, Y: 5}
	for i := 0; i < window.Settle; i++ {
		tick(t, a, in, screen)
	}
	var link image.Rectangle
	for _, h := range a.liveHits() {
		if h.ID == "rule:ORD.CONDITION" {
			link = h.Rect
		}
	}
	if link.Empty() {
		t.Fatal("no link for ORD.CONDITION in the log")
	}
	under, above := 0, 0
	for x := link.Min.X + 1; x < link.Max.X-1; x++ {
		for y := link.Max.Y - 3; y < link.Max.Y+1; y++ {
			if near(rgbaAt(screen, image.Pt(x, y)), rgba(0xff, 0x8a, 0x70), 40) {
				under++
				break
			}
		}
		if near(rgbaAt(screen, image.Pt(x, link.Min.Y-3)), rgba(0xff, 0x8a, 0x70), 40) {
			above++
		}
	}
	if w := link.Dx() - 2; under < w*9/10 || above > 0 {
		t.Errorf("the underline covers %d of %d columns of the link's area (%d above it)", under, w, above)
	}
}
