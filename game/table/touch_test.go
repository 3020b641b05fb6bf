package table

import (
	"testing"

	"estafette/i18n"
	"estafette/scenarios"
)

// finger is the test's mouse, told to be a finger (window.Toucher).
type finger struct{ *mouse }

func (finger) Touching() bool { return true }

// TestAFingerReachesALeader (issue 25): a leader's token is smaller than
// a fingertip; under a finger its target is 44 px, so a tap just beside
// the token finds him, where the mouse's exact pointer does not.
func TestAFingerReachesALeader(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	p, err := a.Locate("HIP")
	if err != nil {
		t.Fatal(err)
	}
	for dy := 8; dy < 22; dy++ {
		in.X, in.Y = p.X, p.Y-dy
		run(t, a, in)
		if a.hoverLeader != "" {
			continue // still on the token
		}
		if err := a.Update(finger{in}); err != nil {
			t.Fatal(err)
		}
		if a.hoverLeader != "HIP" {
			t.Errorf("a finger %d px from Hippocrate's token finds %q", dy, a.hoverLeader)
		}
		return
	}
	t.Fatal("no point near the token that the mouse misses")
}

// fingers is the test's mouse told to be a finger with a long press and
// a new touch (window.Fingers).
type fingers struct {
	*mouse
	long, touched bool
}

func (fingers) Touching() bool    { return true }
func (f fingers) LongPress() bool { return f.long }
func (f fingers) NewTouch() bool  { return f.touched }

// TestLongPressCardGoesAtTheNextTouch (issue 39): on a phone on its
// side, a long press on a piece shows its card at once (not after the
// frames a mouse rests), and it stays until the next touch, whatever
// that touch does: a tap on the drawer's button takes it away as the
// drawer opens.
func TestLongPressCardGoesAtTheNextTouch(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 844, 390, i18n.EN)
	a.LayoutF(844, 390)
	run(t, a, in)
	p, err := a.Locate("G3")
	if err != nil {
		t.Fatal(err)
	}
	in.X, in.Y = p.X, p.Y
	press := func(f fingers) {
		t.Helper()
		if err := a.Update(f); err != nil {
			t.Fatal(err)
		}
		a.frames.Draw(a.f.key)
		in.Clear()
	}
	press(fingers{mouse: in, touched: true})
	press(fingers{mouse: in, long: true})
	if a.shownCard() != "G3" {
		t.Fatalf("a long press on G3 shows the card of %q", a.shownCard())
	}
	for range 40 {
		press(fingers{mouse: in, long: true})
	}
	b := a.DrawerButton()
	in.ClickAt((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
	press(fingers{mouse: in, touched: true})
	if !a.DrawerOpen || a.shownCard() != "" {
		t.Errorf("a tap on the drawer's button: open %v, the card of %q still shows", a.DrawerOpen, a.shownCard())
	}
}

// TestATapPicksTheUnitThenItsLeader (issue 39): on a phone, a tap on a
// unit whose hex a leader shares is the unit's, even a finger's width
// from the leader's token (the token took it: a tap 21 px away picked
// the leader); a second tap on the unit then selects the leader, whose
// token is too small for a finger; with the leader selected, a tap on
// the unit of his hex is the rules' action for it (Hippocrate activates
// G2), as a click.
func TestATapPicksTheUnitThenItsLeader(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 390, 844, i18n.EN)
	a.LayoutF(390, 844)
	run(t, a, in)
	g2, err := a.Locate("G2")
	if err != nil {
		t.Fatal(err)
	}
	tap := func() {
		t.Helper()
		in.ClickAt(g2.X, g2.Y)
		if err := a.Update(finger{in}); err != nil {
			t.Fatal(err)
		}
		a.frames.Draw(a.f.key)
		in.Clear()
		run(t, a, in)
	}
	hip, _ := a.Locate("HIP")
	if d := (hip.X-g2.X)*(hip.X-g2.X) + (hip.Y-g2.Y)*(hip.Y-g2.Y); d > 22*22 {
		t.Fatalf("on a phone HIP's token is %d px² from G2's centre: the test wants it within a finger", d)
	}
	tap()
	if a.c.Selected() != "G2" {
		t.Fatalf("a tap on G2 selects %q", a.c.Selected())
	}
	tap()
	if a.c.Selected() != "HIP" {
		t.Fatalf("a second tap on G2 selects %q, want its hex's leader HIP", a.c.Selected())
	}
	tap()
	if got := recordLines(a.c); len(got) != 1 || got[0] != "activate HIP G2" {
		t.Errorf("HIP selected, a tap on G2: record %v (%s)", got, a.c.StatusText())
	}
}
