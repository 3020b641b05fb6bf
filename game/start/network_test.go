//go:build !js

package start

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/internal/testkit/helptest"
)

// TestJoinPageAsksTheHost (issue 37): the start screen's Join a game…
// takes the host's address and the game's code as typed (an L typed in a
// field is a letter, not the language's key; Tab goes to the other
// field), and Enter asks the shell to join them.
func TestJoinPageAsksTheHost(t *testing.T) {
	c := NewController(i18n.EN, "dev", marathonLibrary())
	a := NewApp(c)
	c.Click("join")
	if c.Page() != PageJoin {
		t.Fatalf("the page is %v, want the Join page", c.Page())
	}
	in := &helptest.Input{}
	tick := func() {
		a.typeJoin(in)
		in.Clear()
	}
	in.Chars = "club.local:8765"
	tick()
	in.Press(ebiten.KeyTab)
	tick()
	in.Chars = "k7ql-3xpd-9f"
	tick()
	if c.Lang != i18n.EN {
		t.Errorf("an L typed in the code switched the language")
	}
	if addr, code, _ := c.JoinFields(); addr != "club.local:8765" || code != "k7ql-3xpd-9f" {
		t.Fatalf("the fields hold %q and %q", addr, code)
	}
	in.Press(ebiten.KeyEnter)
	tick()
	r, ok := c.Request().(JoinRequest)
	if !ok || r.Addr != "club.local:8765" || r.Code != "k7ql-3xpd-9f" {
		t.Fatalf("Enter asked %#v, want to join club.local:8765 with the code", r)
	}
	// Without a code, nothing is asked, and the player is told.
	c2 := NewController(i18n.EN, "dev", marathonLibrary())
	c2.Click("join")
	c2.Click("join-go")
	if c2.Request() != nil || c2.Message == "" {
		t.Errorf("joining with no address nor code asked the shell, or said nothing")
	}
}

// TestHostOffersThisScenario (issue 37): Host beside Play asks the shell
// to host the scenario previewed, with the seats chosen for it.
func TestHostOffersThisScenario(t *testing.T) {
	c := NewController(i18n.FR, "dev", marathonLibrary())
	c.Select(1)
	army := c.Selected().Scenario.Armies[1].ID
	c.CycleSeat(army)
	found := false
	for _, e := range c.Layout(1400, 900, 1).Entries {
		found = found || e.ID == "host"
	}
	if !found {
		t.Fatal("the new game's page offers no Host")
	}
	c.Click("host")
	r, ok := c.Request().(HostRequest)
	if !ok || r.Scenario.Key != c.Selected().Key || r.Players[army] != c.Seat(army) || r.Players[army] == Human {
		t.Fatalf("Host asked %#v", r)
	}
}
