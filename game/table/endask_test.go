package table

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

// TestEnterAsksBeforeAnEmptyPhaseEnds (issue 26): Enter in a phase where
// the player did nothing asks first; Esc goes on playing, Enter again
// ends it; after an action Enter ends at once; "never ask again" ends it
// and stops the question for good, and asks the shell to keep that.
// Before, a single Enter ended the command phase with nothing activated.
func TestEnterAsksBeforeAnEmptyPhaseEnds(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	phase := a.c.State().Phase()
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	if a.Dialog() != "endask" || a.c.State().Phase() != phase || len(a.c.Record()) != 0 {
		t.Fatalf("one Enter with nothing done: dialog %q, phase %s", a.Dialog(), a.c.State().Phase())
	}
	if d := boxOf(a, endAskDialog{}); !strings.Contains(d.Title, "with nothing done") {
		t.Errorf("the question: %q", d.Title)
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)
	if a.Dialog() != "" || len(a.c.Record()) != 0 {
		t.Fatalf("Esc: dialog %q, record %v", a.Dialog(), recordLines(a.c))
	}
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	if a.c.State().Phase() == phase {
		t.Fatalf("Enter twice did not end the phase: dialog %q", a.Dialog())
	}
	// The next phase: an action, then Enter ends it at once.
	playSome(t, a.c, 1)
	phase = a.c.State().Phase()
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	if a.Dialog() == "endask" || a.c.State().Phase() == phase {
		t.Errorf("after an action Enter asks (dialog %q, phase %s)", a.Dialog(), a.c.State().Phase())
	}
	// "Never ask again".
	for a.c.Banner() != "" || !a.c.EmptyPhase() || !a.c.CouldAct() {
		a.c.DismissBanner()
		if a.c.EmptyPhase() && a.c.CouldAct() {
			break
		}
		a.c.EndPhase()
	}
	phase = a.c.State().Phase()
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	in.Press(ebiten.KeyA)
	run(t, a, in)
	if _, ok := a.Request().(NoEmptyEndRequest); !ok || a.c.State().Phase() == phase {
		t.Fatalf("A: request %T, phase %s", a.Request(), a.c.State().Phase())
	}
	a.c.DismissBanner()
	for !a.c.EmptyPhase() {
		a.c.EndPhase()
		a.c.DismissBanner()
	}
	phase = a.c.State().Phase()
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	if a.Dialog() == "endask" || a.c.State().Phase() == phase {
		t.Errorf("asked again after never: dialog %q", a.Dialog())
	}
}

// TestBriefingInEnglish (issue 26): the English interface shows the
// scenario's English briefing; the French one its French description.
func TestBriefingInEnglish(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
		a, _ := tableAt(t, "marathon", 1280, 800, l)
		text := ""
		for _, n := range boxOf(a, briefingDialog{}).Notes {
			text += n.Text + "\n"
		}
		want := a.c.Scenario().Briefing(l == i18n.EN)
		if !strings.Contains(text, want[:60]) {
			t.Errorf("%s briefing lacks %q", l, want[:60])
		}
	}
	if sc, _ := tableAt(t, "marathon", 1280, 800, i18n.EN); !strings.HasPrefix(sc.c.Scenario().DescriptionEN, "September 490 BC") {
		t.Errorf("Marathon's English briefing: %q", sc.c.Scenario().DescriptionEN)
	}
}

// TestNoQuestionWhenNothingWasPossible (issue 39): a combat phase in
// which no attack or rally was possible (the enemy four to six hexes
// away: a leader's direct action would activate a unit that still could
// not attack) ends on Enter without a question. The phases in which an
// action was possible still ask (TestEnterAsksBeforeAnEmptyPhaseEnds).
func TestNoQuestionWhenNothingWasPossible(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	c := a.c
	if !c.Apply(rules.Activate{Leader: "HIP", Pieces: []string{"G2"}}) || !c.EndPhase() || !c.EndPhase() {
		t.Fatalf("to the combat phase: %s", c.StatusText())
	}
	if c.State().Phase() != rules.PhaseCombat || !c.EmptyPhase() {
		t.Fatalf("phase %s, empty %v", c.State().Phase(), c.EmptyPhase())
	}
	for _, act := range c.LegalActions() {
		switch act := act.(type) {
		case rules.Attack, rules.Rally, rules.Follow:
			t.Fatalf("the test wants a combat phase with no combat possible; the rules offer %s", act)
		}
	}
	in.Press(ebiten.KeyEnter)
	run(t, a, in)
	if a.Dialog() == "endask" || c.State().Phase() == rules.PhaseCombat {
		t.Errorf("Enter with nothing possible asked %q (phase %s)", a.Dialog(), c.State().Phase())
	}
}
