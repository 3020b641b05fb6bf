package table

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/render"
	"estafette/rules"
	"estafette/scenarios"
)

// Issue 10, "the table shows the new choices through the rules'
// queries": the defender's direct action (LDR.COMBAT, « au moment qu'il
// veut ») and a messenger delivered to another unit (the `deliver` verb).

// tableOn is a controller on a scenario file after the record lines, and
// the App around it (no autosave) in a window tall enough for the panel.
func tableOn(t *testing.T, name string, src []byte, lines string) (*control.Controller, *App, *mouse) {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController(name, src, sc, rs, 0)
	if lines != "" {
		rec, err := rules.ParseRecord(strings.ReplaceAll(lines, ";", "\n"))
		if err != nil {
			t.Fatal(err)
		}
		var acts []rules.Action
		for _, l := range rec.Lines {
			acts = append(acts, l.Action)
		}
		if err := c.Replay(acts); err != nil {
			t.Fatal(err)
		}
	}
	a, err := NewApp(sc, rs, Options{Saved: c, Name: name, Source: src, NoAutosave: true, Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	closeDialog[briefingDialog](a)
	a.W, a.H = 1600, 1000
	in := &mouse{Input: helptest.Input{X: 5, Y: 5}}
	run(t, a, in)
	return c, a, in
}

// underHeading is the panel's rows under the heading text, up to the
// next heading; ok is false when the panel has no such heading.
func underHeading(rows []render.Row, heading string) (out []render.Row, ok bool) {
	for i, r := range rows {
		if r.Kind != render.RowHeading || r.Text != heading {
			continue
		}
		for _, r := range rows[i+1:] {
			if r.Kind == render.RowHeading {
				break
			}
			out = append(out, r)
		}
		return out, true
	}
	return nil, false
}

// offered is what the rows under a heading give: each action row's
// action (the panel's own index), checked to read as the action's
// sentence; rows that are not actions are returned as text.
func offered(t *testing.T, c *control.Controller, v *tableview.View, rows []render.Row) (acts []rules.Action, texts []string) {
	t.Helper()
	for _, r := range rows {
		if !strings.HasPrefix(r.ID, "act:") {
			texts = append(texts, r.Text)
			continue
		}
		a := actionOfRow(t, v, r.ID)
		if r.Text != c.ActionSentence(a) {
			t.Errorf("row %s reads %q, its action %s says %q", r.ID, r.Text, a, c.ActionSentence(a))
		}
		acts = append(acts, a)
	}
	return acts, texts
}

func actionOfRow(t *testing.T, v *tableview.View, id string) rules.Action {
	t.Helper()
	var n int
	if _, err := fmt.Sscan(strings.TrimPrefix(id, "act:"), &n); err != nil {
		t.Fatalf("row id %q: %v", id, err)
	}
	a, ok := v.Action(n)
	if !ok {
		t.Fatalf("row %q has no action", id)
	}
	return a
}

// lineSet is actions as their sorted record lines.
func lineSet[A rules.Action](as []A) []string {
	out := make([]string, 0, len(as))
	for _, a := range as {
		out = append(out, a.String())
	}
	sort.Strings(out)
	return out
}

// clickRow clicks the App's panel row that offers the action a, as the
// player does: the wheel over the panel's rows scrolls it into view, a
// click on it, and the tick that takes the click.
func clickRow(t *testing.T, a *App, in *mouse, act rules.Action) {
	t.Helper()
	run(t, a, in) // the panel as it stands now is on screen
	id := ""
	for _, r := range a.v.Panel().Rows {
		if strings.HasPrefix(r.ID, "act:") && actionOfRow(t, a.v, r.ID) == act {
			id = r.ID
		}
	}
	if id == "" {
		t.Fatalf("the panel offers no row for %s", act)
	}
	for range 100 {
		if slices.ContainsFunc(a.liveHits(), func(h render.Hit) bool { return h.ID == id }) {
			clickAtPanel(t, a, &in.Input, id, false)
			run(t, a, in)
			return
		}
		in.X, in.Y, in.Turn = a.BoardW()+20, 60, -1
		run(t, a, in)
	}
	t.Fatalf("the wheel never brought the row %s (%s) into view", id, act)
}

// TestDefenderSeesHisDirectActions: A1 attacks B1; while the attacker
// has the word his panel offers his own leader's direct actions and none
// of Sphodrias's (SB, the defender's sub-general beside B1), even with SB
// selected; once the word passes to the defender (the rules' Decision),
// SB selected, the rows under "Direct actions" are the rules'
// DirectChoices for him, every one of them, each the action's sentence in
// the player's language. A click on "+2 dice" plays exactly that action:
// the record grows by `direct SB B1 dice`, the rules give B1 its dice and
// take SB off, and the log says it in the defender's colour.
func TestDefenderSeesHisDirectActions(t *testing.T) {
	src, err := os.ReadFile("../../rules/testdata/dec.toml")
	if err != nil {
		t.Fatal(err)
	}
	c, a, in := tableOn(t, "dec.toml", src, "activate CA A1 A2 A3; end; end")
	st := c.State()
	v := tableview.NewView(c)
	heading := func() string { return i18n.T(c.Lang, "acts.direct") }
	c.Click(unitOf(st, "A1").Hex, "", false)
	c.Click(unitOf(st, "B1").Hex, "", false)
	if d := st.Decision(); d.Kind != rules.DecideAttacker || d.Army != "a" || c.Record()[len(c.Record())-1].String() != "attack A1 B1" {
		t.Fatalf("after the clicks: decision %+v, record %v", d, recordLines(c))
	}

	attackerOffersNoneOfSB(t, c, v)

	// Space passes the word to the defender.
	if !c.Primary() {
		t.Fatalf("Space: %+v", c.Status())
	}
	if d := st.Decision(); d.Kind != rules.DecideDefender || d.Army != "b" {
		t.Fatalf("after the attacker's pass: decision %+v", d)
	}
	choices := st.DirectChoices("SB")
	if len(choices) < 3 {
		t.Fatalf("the rules give SB %v: the test wants choices", choices)
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c.Lang = lang
		rows, ok := underHeading(v.Panel().Rows, heading())
		if !ok {
			t.Fatalf("%s: no %q heading in the defender's panel", lang, heading())
		}
		acts, texts := offered(t, c, v, rows)
		if got, want := lineSet(acts), lineSet(choices); !slices.Equal(got, want) || len(texts) > 0 {
			t.Errorf("%s: the defender's direct actions %v (and %q), the rules give %v", lang, got, texts, want)
		}
		for _, r := range rows {
			if !strings.Contains(r.Text, "Sphodrias") || strings.Contains(r.Text, "direct SB") {
				t.Errorf("%s: row %q is not a sentence about Sphodrias", lang, r.Text)
			}
		}
	}
	c.Lang = i18n.EN
	if rows, _ := underHeading(v.Panel().Rows, heading()); len(rows) == 0 || !strings.Contains(rows[0].Text, "commits himself") {
		t.Errorf("the English rows: %+v", rows)
	}

	// The click plays the rules' action, nothing else.
	dice := rules.Direct{Leader: "SB", Unit: "B1", Effect: rules.DirectDice}
	if !slices.Contains(choices, dice) {
		t.Fatalf("the rules do not give %s: %v", dice, choices)
	}
	n, logN := len(c.Record()), len(c.Log())
	clickRow(t, a, in, dice)
	if len(c.Record()) != n+1 || c.Record()[n] != dice {
		t.Fatalf("after the click the record ends %v, want one more line %q (status %+v)", recordLines(c)[n-1:], dice, c.Status())
	}
	if unitOf(st, "B1").ExtraDice != 2 || leaderOf(st, "SB").Present {
		t.Errorf("the rules' effect: B1 has %d extra dice, SB present %v", unitOf(st, "B1").ExtraDice, leaderOf(st, "SB").Present)
	}
	logged := c.Log()[logN:]
	if len(logged) == 0 {
		t.Fatal("the log says nothing of the direct action")
	}
	lr := a.v.Panel().Log
	last := lr[len(lr)-len(logged):]
	for i, e := range logged {
		if e.Action != dice.String() || e.Army != "b" {
			t.Errorf("log entry %d: %+v, want the defender's %q", i, e, dice)
		}
		if last[i].Text != c.EventSentence(e.Event) || last[i].Text == "" || last[i].Color != render.LogColor(armyOf(st, "b").Index) {
			t.Errorf("the log's row %q, want %q in the defender's colour", last[i].Text, c.EventSentence(e.Event))
		}
	}
	if !strings.Contains(last[0].Text, "Sphodrias") {
		t.Errorf("the log row %q does not name Sphodrias", last[0].Text)
	}
}

// TestMessengerDeliveredElsewhere: at Marignan (Alexandre et Bayard) the
// cardinal Schiner sends a messenger to UNT; in the same command phase
// the panel's "Where the message goes" lists the units the rules'
// DeliveryTargets give, every one, as sentences in the player's language,
// and a click on the last one delivers the message there: the record
// line is `deliver msg.1 <unit>`, the messenger's target is that unit.
// Once the phase ends the rules give no target and the heading is gone.
func TestMessengerDeliveredElsewhere(t *testing.T) {
	src, err := scenarios.Builtin("marignan")
	if err != nil {
		t.Fatal(err)
	}
	c, a, in := tableOn(t, "marignan.toml", src, "messenger SCH UNT")
	st := c.State()
	v := tableview.NewView(c)
	targets := st.DeliveryTargets("msg.1")
	if len(targets) < 2 {
		t.Fatalf("DeliveryTargets(msg.1) = %v: the test wants a choice", targets)
	}
	var want []rules.Deliver
	for _, u := range targets {
		want = append(want, rules.Deliver{Messenger: "msg.1", Unit: u})
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c.Lang = lang
		heading := i18n.T(lang, "acts.deliver")
		rows, ok := underHeading(v.Panel().Rows, heading)
		if !ok {
			t.Fatalf("%s: no %q heading", lang, heading)
		}
		acts, texts := offered(t, c, v, rows)
		if got := lineSet(acts); !slices.Equal(got, lineSet(want)) || len(texts) > 0 {
			t.Errorf("%s: the panel delivers to %v (and %q), the rules give %v", lang, got, texts, lineSet(want))
		}
		for _, r := range rows {
			if strings.HasPrefix(r.Text, "deliver ") {
				t.Errorf("%s: row %q is the record line, not a sentence", lang, r.Text)
			}
		}
	}
	c.Lang = i18n.EN
	to := want[len(want)-1]
	n := len(c.Record())
	clickRow(t, a, in, to)
	if len(c.Record()) != n+1 || c.Record()[n].String() != "deliver msg.1 "+to.Unit {
		t.Fatalf("after the click the record is %v, want one more line %q (status %+v)", recordLines(c), to, c.Status())
	}
	for m := range st.Messengers() {
		if m.ID == "msg.1" && m.Target != to.Unit {
			t.Errorf("msg.1 carries its message to %s, want %s", m.Target, to.Unit)
		}
	}
	if !c.EndPhase() {
		t.Fatalf("end: %+v", c.Status())
	}
	if _, ok := underHeading(v.Panel().Rows, i18n.T(c.Lang, "acts.deliver")); ok || st.DeliveryTargets("msg.1") != nil {
		t.Errorf("after the command phase: targets %v, heading shown %v", st.DeliveryTargets("msg.1"), ok)
	}
}

// attackerOffersNoneOfSB: in the attacker's window the panel offers his
// sub-general SA's direct actions, the rules' DirectChoices, and none of
// the defender's SB, even with SB selected (the rules give SB none now).
func attackerOffersNoneOfSB(t *testing.T, c *control.Controller, v *tableview.View) {
	t.Helper()
	st := c.State()
	heading := i18n.T(c.Lang, "acts.direct")
	c.Select("SA")
	rows, _ := underHeading(v.Panel().Rows, heading)
	acts, _ := offered(t, c, v, rows)
	if want := lineSet(st.DirectChoices("SA")); len(want) == 0 || !slices.Equal(lineSet(acts), want) {
		t.Fatalf("the attacker's panel, SA selected: %v, the rules give %v", lineSet(acts), want)
	}
	c.Click(leaderOf(st, "SB").Hex, "SB", false)
	if c.Selected() != "SB" || st.DirectChoices("SB") != nil {
		t.Fatalf("SB selected %q; in the attacker's window the rules give him %v", c.Selected(), st.DirectChoices("SB"))
	}
	for _, r := range v.Panel().Rows {
		if !strings.HasPrefix(r.ID, "act:") {
			continue
		}
		if d, ok := actionOfRow(t, v, r.ID).(rules.Direct); ok && d.Leader == "SB" {
			t.Errorf("the attacker's panel offers the defender's %s (%q)", d, r.Text)
		}
	}
}
