package table

import (
	"math/rand/v2"
	"strings"
	"testing"

	"estafette/game/control"
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
		for i := 0; i < 400 && !c.Over(); i++ {
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
		a.briefing = false
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
