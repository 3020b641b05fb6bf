package tableview

import (
	"strings"
	"testing"
	"time"

	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/render"
	"estafette/rules"
)

// TestPanelShowsTheComputer: while the computer decides, the panel says
// so in its army's colour (thinking, then playing, or waiting when
// paused) and the footer offers pause or resume, the rest of its turn
// and the pace instead of the decision's buttons; the pace buttons move
// it; the computer's reason is a log line of its own under its action.
func TestPanelShowsTheComputer(t *testing.T) {
	c, clk := soloAtCombat(t)
	st := c.State()
	if st.Decision().Kind == rules.DecideAttacker {
		c.Pass()
	}
	v := NewView(c)
	boeotia := armyOf(st, "beotiens")
	g := &tabletest.Gated{Release: make(chan struct{}), Asked: make(chan struct{}, 1), Answer: rules.Pass{}}
	c.Session().SetComputer("beotiens", g)
	c.Tick()
	<-g.Asked
	row := func() render.Row {
		for _, r := range v.Panel().Rows {
			if r.Kind == render.RowPrompt && r.Army == boeotia.Index {
				return r
			}
		}
		t.Fatal("no computer row")
		return render.Row{}
	}
	if got, want := row().Text, boeotia.Name+": the computer is thinking…"; got != want {
		t.Errorf("row %q, want %q", got, want)
	}
	if got := footerIDs(v); got != "cpu:pause cpu:skip" {
		t.Errorf("footer buttons %q, want the computer's", got)
	}
	for _, r := range v.Panel().Rows {
		if r.Kind == render.RowPrompt && r.Army != boeotia.Index || strings.HasPrefix(r.ID, "order:") || strings.HasPrefix(r.ID, "act:") {
			t.Errorf("the panel offers the person %q while the computer decides", r.Text)
		}
	}
	// An answer the rules accept here (at the sample's edge Retraite has
	// no hex to fall back to: RET.* refuses it).
	g.Answer = rules.Pass{}
	for _, a := range c.State().LegalActions() {
		if d, ok := a.(rules.Defend); ok {
			g.Answer = d
			break
		}
	}
	close(g.Release)
	wait(c)
	if got, want := row().Text, boeotia.Name+": the computer is playing"; got != want {
		t.Errorf("row %q, want %q", got, want)
	}
	Pause.Click(&Seat{c: c, v: v}, false)
	c.Lang = i18n.FR
	if got, want := row().Text, boeotia.Name+" : l'ordinateur attend (pause)"; got != want {
		t.Errorf("row %q, want %q", got, want)
	}
	n := len(c.Record())
	clk.T = clk.T.Add(time.Minute)
	c.Tick()
	if len(c.Record()) != n {
		t.Error("the computer played while paused")
	}
	Slower.Click(&Seat{c: c, v: v}, false)
	if c.Session().Pace() != time.Second {
		t.Errorf("slower: pace %v, want 1 s", c.Session().Pace())
	}
	Quicker.Click(&Seat{c: c, v: v}, false)
	Quicker.Click(&Seat{c: c, v: v}, false)
	if c.Session().Pace() != 250*time.Millisecond {
		t.Errorf("quicker twice: pace %v, want 0.25 s", c.Session().Pace())
	}
	Pause.Click(&Seat{c: c, v: v}, false)
	c.Tick()
	if len(c.Record()) != n+1 {
		t.Fatalf("the computer did not play on: %s", c.StatusText())
	}
	log := v.Panel().Log
	if got, want := log[len(log)-1].Text, "  ordinateur : stale"; got != want {
		t.Errorf("last log line %q, want the reason %q", got, want)
	}
}
