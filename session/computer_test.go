package session

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"estafette/ai"
	"estafette/i18n"
	"estafette/rules"
)

// answers is a computer player that answers with a fixed action.
type answers struct{ a rules.Action }

func (p answers) Choose(context.Context, *rules.State, []rules.Action) (ai.Choice, error) {
	return ai.Choice{Action: p.a}, nil
}

// sampleAtDefence is the sample tutorial game where the Boeotians, the
// defender of CAV's attack on CVB, decide.
func sampleAtDefence(t *testing.T) *Session {
	t.Helper()
	data, err := os.ReadFile("../docs/sample-tutorial.rec")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, "tutorial")
	g = NewGame(g.Name, g.Source, g.Scenario, g.Ruleset, rec.Seed)
	for _, l := range rec.Lines {
		if _, v := g.Apply(l.Action); v != nil {
			t.Fatalf("%s: %v", l.Text, v)
		}
		if strings.HasPrefix(l.Text, "attack CAV CVB") {
			break
		}
	}
	g.Apply(rules.Pass{}) // the attacker adds nothing
	if d := g.State.Decision(); d.Army != "beotiens" {
		t.Fatalf("the decision is %+v", d)
	}
	return New(g)
}

// TestTheComputerSpeaksForItsArmyOnly (issue 24): a computer player at
// the table that answers for its opponent (the Boeotian defender rolling
// the Athenian attacker's dice) is refused with TURN.DECIDER, plays
// nothing, and pauses, as duel refuses such an answer.
func TestTheComputerSpeaksForItsArmyOnly(t *testing.T) {
	s := sampleAtDefence(t)
	s.SetComputer("beotiens", answers{rules.Roll{}})
	n := len(s.Game().Record)
	var v *rules.Violation
	for i := 0; i < 50 && v == nil; i++ {
		s.Now = func() time.Time { return time.Now().Add(time.Duration(i) * time.Second) }
		var p *Played
		p, v = s.Tick()
		s.Wait()
		if p != nil {
			t.Fatalf("the computer played %s for its opponent", p.Action)
		}
	}
	if v == nil || v.Rule != rules.RuleTurnDecider || len(s.Game().Record) != n || !s.Paused() {
		t.Fatalf("violation %v, record %d (was %d), paused %v", v, len(s.Game().Record), n, s.Paused())
	}
	// Its own answer goes through.
	s2 := sampleAtDefence(t)
	s2.SetComputer("beotiens", answers{rules.Pass{}})
	for i := 0; i < 50 && len(s2.Game().Record) == n; i++ {
		s2.Now = func() time.Time { return time.Now().Add(time.Duration(i) * time.Second) }
		s2.Tick()
		s2.Wait()
	}
	if len(s2.Game().Record) != n+1 {
		t.Errorf("the computer's own pass was not played")
	}
}

// TestReasonsSayNoScore (issue 26): the computer's reasons in the log say
// the move, not its score (« (+23) » meant nothing to a player); duel's
// JSON keeps the numbers (it reads the reasons' arguments, not this).
func TestReasonsSayNoScore(t *testing.T) {
	s := sampleAtDefence(t)
	s.game.Reasons = map[int]ai.Reason{0: {Format: "moves %s to %s (%+.0f)", Args: []any{"G2", "6,6", 23.0}}}
	for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
		got := s.ReasonOf(l, 0)
		if strings.Contains(got, "23") || !strings.Contains(got, "6,6") {
			t.Errorf("%s: %q", l, got)
		}
	}
}
