package table

import (
	"testing"

	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/scenarios"
)

// TestPanelIsADrawerOnAPhone: on a phone's width (390 px) the board has
// the whole screen, with no panel to click; a tap on the drawer button
// opens the panel over the board, its End phase button then works, and a
// second tap closes it. On a laptop's width nothing changes: the panel is
// beside the board and there is no drawer button (issue 25, narrow
// screens).
func TestPanelIsADrawerOnAPhone(t *testing.T) {
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN})
	a.LayoutF(390, 844)
	in := &mouse{Input: helptest.Input{X: 5, Y: 400}}
	run(t, a, in)
	if a.briefing {
		a.briefing = false
		run(t, a, in)
	}
	if a.W != 390 || a.BoardW() != 390 || len(a.liveHits()) != 0 || a.DrawerButton().Empty() {
		t.Fatalf("closed drawer: screen %d, board %d, %d panel entries, button %v", a.W, a.BoardW(), len(a.liveHits()), a.DrawerButton())
	}
	tap := func() {
		b := a.DrawerButton()
		in.ClickAt((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
		run(t, a, in)
		run(t, a, in) // the frame with the panel is on screen
	}
	tap()
	if b := a.DrawerButton(); !a.DrawerOpen || a.BoardW() != 60 || len(a.liveHits()) == 0 || b.Min.X < 0 || b.Max.X > a.BoardW() {
		t.Fatalf("a tap on the button: open %v, board %d (60 kept for the button), %d panel entries, button %v", a.DrawerOpen, a.BoardW(), len(a.liveHits()), a.DrawerButton())
	}
	phase := a.c.State().Phase()
	clickAtPanel(t, a, &in.Input, "end", false)
	run(t, a, in)
	if a.c.State().Phase() == phase && !a.endAsk {
		t.Errorf("End phase in the open drawer did nothing (%s)", a.c.StatusText())
	}
	a.endAsk = false
	tap()
	if a.DrawerOpen || a.BoardW() != 390 {
		t.Errorf("a second tap: open %v, board %d", a.DrawerOpen, a.BoardW())
	}

	wide := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN})
	wide.LayoutF(1280, 800)
	if wide.Narrow || !wide.DrawerButton().Empty() || wide.BoardW() != 1280-PanelWidth {
		t.Errorf("1280 px: narrow %v, button %v, board %d", wide.Narrow, wide.DrawerButton(), wide.BoardW())
	}
}
