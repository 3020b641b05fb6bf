package table

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/rules"
	"estafette/scenarios"
)

// nothingToAnswer plays random tutorial games until a person must answer
// with nothing but a pass.
func nothingToAnswer(t *testing.T) *control.Controller {
	t.Helper()
	src := tutorialSource(t)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	for seed := 1; seed < 200; seed++ {
		rng := rand.New(rand.NewPCG(uint64(seed), 3))
		c := control.NewController("tutorial.toml", src, sc, rs, int64(seed))
		for i := 0; i < 400 && !c.Session().Over(); i++ {
			c.DismissBanner()
			if c.NothingToAnswer() {
				return c
			}
			if !c.Apply(tabletest.PickAction(rng, c)) {
				t.Fatalf("a legal action is refused: %+v", c.Status())
			}
		}
	}
	t.Fatal("no random game of the tutorial left a defender nothing to answer with")
	return nil
}

// TestNothingToAnswerIsNotAsked (issue 26): a person whose only answer
// is to pass is not asked: the table passes for him and says so; with
// ask_when_nothing it asks as before.
func TestNothingToAnswerIsNotAsked(t *testing.T) {
	for _, ask := range []bool{false, true} {
		c := nothingToAnswer(t)
		decision := c.State().Decision()
		n := len(c.Record())
		a, err := NewApp(c.Scenario(), c.Ruleset(), Options{Saved: c, NoAutosave: true, Lang: i18n.EN, AskWhenNothing: ask,
			Name: c.ScenarioName(), Source: c.Source()})
		if err != nil {
			t.Fatal(err)
		}
		closeDialog[briefingDialog](a)
		a.W, a.H = 1280, 800
		in := &mouse{}
		run(t, a, in)
		switch {
		case ask && (len(c.Record()) != n || c.State().Decision() != decision):
			t.Errorf("with ask_when_nothing the table passed: %v", recordLines(c)[n:])
		case !ask && (len(c.Record()) != n+1 || c.Record()[n] != rules.Action(rules.Pass{}) || !strings.Contains(c.StatusText(), "nothing to answer with")):
			t.Errorf("the table did not pass for %s (%s): record %v, status %q", decision.Army, decision.Kind, recordLines(c)[n:], c.StatusText())
		}
	}
}

// lowRiskAnswer plays random tutorial games until a person is asked to
// answer an attack he could answer (not only pass) whose risk, if he
// passes, is under 40%.
func lowRiskAnswer(t *testing.T) (*control.Controller, float64) {
	t.Helper()
	src := tutorialSource(t)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	for seed := 1; seed < 400; seed++ {
		rng := rand.New(rand.NewPCG(uint64(seed), 5))
		c := control.NewController("tutorial.toml", src, sc, rs, int64(seed))
		for i := 0; i < 400 && !c.Session().Over(); i++ {
			c.DismissBanner()
			if risk, ok := c.DefenderRisk(); ok && risk > 0.005 && risk < 0.4 && !c.NothingToAnswer() {
				return c, risk
			}
			if !c.Apply(tabletest.PickAction(rng, c)) {
				t.Fatalf("a legal action is refused: %+v", c.Status())
			}
		}
	}
	t.Fatal("no random game of the tutorial asked a defender about a low risk")
	return nil, 0
}

// TestDefenseAskedOnlyFromTheRiskSet (issue 39): the player says once
// from which risk he wants to be asked to answer an attack
// (ask_defense_from, in percent): an attack whose risk if he passes
// (a loss or a retreat, from the rules' odds) is lower is passed for him
// and the status line says so, with the risk and his threshold; one at
// or above it is asked, and the prompt shows the threshold as an entry
// that changes it (and asks the shell to keep it).
func TestDefenseAskedOnlyFromTheRiskSet(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		for _, above := range []bool{true, false} {
			c, risk := lowRiskAnswer(t)
			pct := int(math.Round(risk*100)) + 1 // the smallest threshold above the risk, as the panel rounds it
			if !above {
				pct--
			}
			n := len(c.Record())
			a, err := NewApp(c.Scenario(), c.Ruleset(), Options{Saved: c, NoAutosave: true, Lang: lang, AskDefenseFrom: pct,
				Name: c.ScenarioName(), Source: c.Source()})
			if err != nil {
				t.Fatal(err)
			}
			closeDialog[briefingDialog](a)
			a.W, a.H = 1280, 800
			in := &mouse{}
			run(t, a, in)
			run(t, a, in)
			if above {
				if len(c.Record()) != n+1 || c.Record()[n] != rules.Action(rules.Pass{}) || !strings.Contains(c.StatusText(), fmt.Sprintf("%d", pct)) {
					t.Errorf("%s: risk %.1f%%, asked from %d%%: record %v, status %q", lang, 100*risk, pct, recordLines(c)[n:], c.StatusText())
				}
				continue
			}
			if len(c.Record()) != n {
				t.Fatalf("%s: risk %.1f%%, asked from %d%%: the table passed (%q)", lang, 100*risk, pct, c.StatusText())
			}
			var row string
			for _, h := range a.liveHits() {
				if h.ID == tableview.AskFrom.ID() {
					row = h.ID
				}
			}
			text := ""
			for _, r := range a.f.panel.Rows {
				if r.ID == tableview.AskFrom.ID() {
					text = r.Text + " " + r.Right
				}
			}
			if row == "" || !strings.Contains(text, fmt.Sprintf("%d", pct)) {
				t.Fatalf("%s: the prompt does not show the threshold %d%%: %q", lang, pct, text)
			}
			clickAtPanel(t, a, &in.Input, row, false)
			run(t, a, in)
			if r, ok := a.Request().(AskDefenseRequest); !ok || r.Percent == pct {
				t.Errorf("%s: a click on the threshold asks %#v", lang, a.Request())
			}
		}
	}
}
