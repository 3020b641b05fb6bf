package table

import (
	"testing"

	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/rules"
	"estafette/scenarios"
)

// TestPanelIsADrawerOnAPhone: on a phone on its side (844×390) the
// board has the whole screen, with no panel to click; a tap on the
// drawer button opens the panel over the board, its End phase button
// then works, and a second tap closes it. On a laptop's width nothing
// changes: the panel is beside the board and there is no drawer button
// (issue 25, narrow screens; held upright, the panel goes under the
// board: TestPanelUnderTheBoardUpright).
func TestPanelIsADrawerOnAPhone(t *testing.T) {
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN})
	a.LayoutF(844, 390)
	in := &mouse{Input: helptest.Input{X: 5, Y: 300}}
	run(t, a, in)
	if a.Briefing() {
		closeDialog[briefingDialog](a)
		run(t, a, in)
	}
	if a.W != 844 || a.BoardW() != 844 || len(a.liveHits()) != 0 || a.DrawerButton().Empty() {
		t.Fatalf("closed drawer: screen %d, board %d, %d panel entries, button %v", a.W, a.BoardW(), len(a.liveHits()), a.DrawerButton())
	}
	tap := func() {
		b := a.DrawerButton()
		in.ClickAt((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
		run(t, a, in)
		run(t, a, in) // the frame with the panel is on screen
	}
	tap()
	if b := a.DrawerButton(); !a.DrawerOpen || a.BoardW() != 844-PanelWidth || len(a.liveHits()) == 0 || b.Min.X < 0 || b.Max.X > a.BoardW() {
		t.Fatalf("a tap on the button: open %v, board %d (the panel over its right), %d panel entries, button %v", a.DrawerOpen, a.BoardW(), len(a.liveHits()), a.DrawerButton())
	}
	phase := a.c.State().Phase()
	clickAtPanel(t, a, &in.Input, "end", false)
	run(t, a, in)
	if a.c.State().Phase() == phase && !isOpen[endAskDialog](a) {
		t.Errorf("End phase in the open drawer did nothing (%s)", a.c.StatusText())
	}
	closeDialog[endAskDialog](a)
	tap()
	if a.DrawerOpen || a.BoardW() != 844 {
		t.Errorf("a second tap: open %v, board %d", a.DrawerOpen, a.BoardW())
	}

	wide := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN})
	wide.LayoutF(1280, 800)
	if wide.Narrow || !wide.DrawerButton().Empty() || wide.BoardW() != 1280-PanelWidth {
		t.Errorf("1280 px: narrow %v, button %v, board %d", wide.Narrow, wide.DrawerButton(), wide.BoardW())
	}
}

// TestPanelUnderTheBoardUpright (issue 39): held upright — a tablet
// (820×1180) or a phone (390×844 at three device pixels a CSS pixel) —
// the panel goes under the board, across the whole width; the board has
// the width above it and the height it needs within bounds, fitted with
// no band wider than a hex left empty on either side; nothing hides the
// board, there is no drawer, and the panel's End button ends the phase.
func TestPanelUnderTheBoardUpright(t *testing.T) {
	for _, c := range []struct {
		w, h float64
		ui   float64
	}{{820, 1180, 1}, {390, 844, 3}} {
		a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN})
		a.LayoutF(c.w, c.h)
		a.W, a.H, a.UI = int(c.w*c.ui), int(c.h*c.ui), c.ui
		a.CamSet = false
		in := &mouse{Input: helptest.Input{X: 5, Y: 5}}
		run(t, a, in)
		run(t, a, in)
		board, panel := a.BoardArea(), a.PanelArea()
		if !a.Below || a.Narrow || !a.DrawerButton().Empty() {
			t.Fatalf("%v: below %v, narrow %v, drawer button %v", c, a.Below, a.Narrow, a.DrawerButton())
		}
		if board.Dx() != a.W || panel.Dx() != a.W || panel.Min.Y != board.Max.Y || panel.Max.Y != a.H {
			t.Errorf("%v: board %v, panel %v on a %d×%d screen", c, board, panel, a.W, a.H)
		}
		if share := float64(board.Dy()) / float64(a.H); share < 0.34 || share > 0.66 {
			t.Errorf("%v: the board has %.0f%% of the height", c, 100*share)
		}
		g := a.t.World
		fw, fh := float64(g.W)*a.Cam.Scale, float64(g.H)*a.Cam.Scale
		hexW := 2 * a.t.World.Layout.Size * a.Cam.Scale
		if float64(board.Dx())-fw > hexW && float64(board.Dy())-fh > hexW {
			t.Errorf("%v: the board is fitted %.0f×%.0f in %v: bands left empty", c, fw, fh, board)
		}
		phase := a.c.State().Phase()
		a.c.Apply(rules.Activate{Leader: "HIP", Pieces: []string{"G2"}})
		run(t, a, in)
		run(t, a, in)
		clickAtPanel(t, a, &in.Input, "end", false)
		run(t, a, in)
		if a.c.State().Phase() == phase {
			t.Errorf("%v: the panel's End button under the board did nothing (%s)", c, a.c.StatusText())
		}
	}
}
