package control

import (
	"strings"
	"testing"
	"time"

	"estafette/i18n"
	"estafette/rules"
)

// waitBalance ticks the controller, as the window does each frame, until
// the Balance's games are over.
func waitBalance(t *testing.T, c *Controller) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for c.Balancing() {
		if time.Now().After(deadline) {
			t.Fatal("the Balance's games never ended")
		}
		time.Sleep(10 * time.Millisecond)
		c.Tick()
	}
}

// TestBalanceFindsTheWeakerArmy (issue 40): the Victory section's
// Balance plays the computer against itself in the background on the
// scenario as it stands, shows its progress, then says which army is
// behind; an edit after it says the figure is of the scenario before.
func TestBalanceFindsTheWeakerArmy(t *testing.T) {
	c := tutorialEditor(t)
	c.Lang = i18n.EN
	c.Games = 8
	// Made lopsided on purpose: the first army keeps one unit.
	weak := c.Scenario().Armies[0]
	if err := c.ed.Change(func(sc *rules.Scenario) { sc.Armies[0].Units = sc.Armies[0].Units[:1] }); err != nil {
		t.Fatal(err)
	}
	c.SetTab(TabSettings)
	if f := c.fieldOf("v.balance"); f == nil || f.value != "play 40 games" {
		t.Fatalf("the Balance before it is asked for: %+v", f)
	}
	c.ClickPanel(Field{Key: "v.balance"})
	if !c.Balancing() || !strings.Contains(c.StatusText(), "8 games of the computer against itself") {
		t.Fatalf("a click did not start the games: %q", c.StatusText())
	}
	if f := c.fieldOf("v.balance"); !strings.HasSuffix(f.value, "/8 games… (click: stop)") {
		t.Errorf("while playing the field says %q", f.value)
	}
	waitBalance(t, c)
	if got := c.fieldOf("v.balance").value; got != weak.Name+" behind" {
		t.Errorf("after 8 games the field says %q, want %s behind", got, weak.Name)
	}
	if got := c.BalanceLine(); !strings.HasPrefix(got, weak.Name+": ") || !strings.HasSuffix(got, "in 8 games") {
		t.Errorf("the line under it says %q", got)
	}
	if c.StatusText() != "Balance: 8 games played" {
		t.Errorf("status %q", c.StatusText())
	}
	if err := c.ed.Change(func(sc *rules.Scenario) { sc.Turns++ }); err != nil {
		t.Fatal(err)
	}
	if got := c.BalanceLine(); !strings.HasSuffix(got, ", before your last changes") {
		t.Errorf("after an edit the line says %q", got)
	}
	c.Lang = i18n.FR
	if got := c.fieldOf("v.balance").value; got != weak.Name+" en retard" {
		t.Errorf("in French the field says %q", got)
	}
}

// TestBalanceStopsWhenAsked: a second click stops the games under way
// and the field offers them again; a scenario the loader refuses is not
// played, and the status line says why, as Play does.
func TestBalanceStopsWhenAsked(t *testing.T) {
	c := tutorialEditor(t)
	c.Lang = i18n.EN
	c.SetTab(TabSettings)
	c.ClickPanel(Field{Key: "v.balance"})
	run := c.bal
	c.ClickPanel(Field{Key: "v.balance"})
	if c.Balancing() || c.StatusText() != "Balance stopped" || c.fieldOf("v.balance").value != "play 40 games" {
		t.Errorf("after a second click: balancing %v, status %q, field %q", c.Balancing(), c.StatusText(), c.fieldOf("v.balance").value)
	}
	select {
	case r := <-run.result:
		if r.err == nil {
			t.Errorf("the stopped games ended without being stopped: %+v", r.sum)
		}
	case <-time.After(time.Minute):
		t.Fatal("the stopped games went on")
	}

	empty := newEditorOn(t)
	empty.SetTab(TabSettings)
	empty.ClickPanel(Field{Key: "v.balance"})
	if empty.Balancing() || !empty.Status().Refused {
		t.Errorf("a scenario with no units: balancing %v, status %q", empty.Balancing(), empty.StatusText())
	}
}
