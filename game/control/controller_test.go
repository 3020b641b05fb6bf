package control_test

import (
	"strings"
	"testing"
	"time"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/rules"
)

func wantRecord(t *testing.T, c *control.Controller, want ...string) {
	t.Helper()
	if got := strings.Join(recordLines(c), " | "); got != strings.Join(want, " | ") {
		t.Errorf("record %q, want %q", got, strings.Join(want, " | "))
	}
}

func TestClickLeaderThenUnitActivates(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "6,8"), "HIP", false)
	if c.Selected() != "HIP" {
		t.Fatalf("selected %q after clicking Hippocrate's token", c.Selected())
	}
	c.Click(hx(t, "6,8"), "", false) // G2 stands on Hippocrate's hex
	c.Click(hx(t, "8,8"), "", false) // G3
	wantRecord(t, c, "activate HIP G2", "activate HIP G3")
	st := c.State()
	if g := st.Groups(); len(g) != 1 || g[0].Leader != "HIP" || strings.Join(g[0].Units, ",") != "G2,G3" {
		t.Errorf("groups %+v", g)
	}
	if c.Selected() != "HIP" {
		t.Errorf("the activating leader should stay selected, got %q", c.Selected())
	}
	if len(c.Log()) != 2 || !isActivated(c.Log()[0].Event) {
		t.Errorf("log %+v", c.Log())
	}
}

func TestRefusedClickShowsTheRuleAndChangesNothing(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "6,8"), "HIP", false)
	before := unitOf(c.State(), "PSI").Group
	v0 := c.Version()
	c.Click(hx(t, "12,6"), "", false) // the psiloi, out of every radius
	wantRecord(t, c)
	if unitOf(c.State(), "PSI").Group != before || unitOf(c.State(), "PSI").Activated() {
		t.Error("a refused activation changed the unit")
	}
	s := c.Status()
	if s.Rule != rules.RuleCmdRadius {
		t.Fatalf("status rule %q, want CMD.RADIUS (%+v)", s.Rule, s)
	}
	c.Lang = i18n.EN
	if got := c.StatusText(); !strings.HasPrefix(got, "CMD.RADIUS : ") || !strings.Contains(got, "command radius is 5") {
		t.Errorf("English status %q", got)
	}
	c.Lang = i18n.FR
	if got := c.StatusText(); !strings.Contains(got, "rayon de commandement est de 5") {
		t.Errorf("French status %q", got)
	}
	if c.Version() == v0 {
		t.Error("a refusal must redraw the status line")
	}
	if c.StatusAlpha() != 1 {
		t.Errorf("a fresh status has alpha %v", c.StatusAlpha())
	}
	later := c.Session().Now().Add(control.StatusDuration)
	c.Session().Now = func() time.Time { return later }
	if c.StatusAlpha() != 0 {
		t.Error("the status line should have faded")
	}
}

// TestClickWithoutLeaderHints: a click on an own unit with no leader
// selected selects it and names the leaders the rules let activate it
// (issue 13 item 9), in the player's language; a unit no leader can
// activate says why, in the rules' words.
func TestClickWithoutLeaderHints(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "8,8"), "", false)
	wantRecord(t, c)
	if c.Selected() != "G3" || c.Status().Key != "hint.activators" {
		t.Fatalf("selected %q, status %+v", c.Selected(), c.Status())
	}
	if got := c.StatusText(); got != "Select a leader first: G3 can be activated by HIP" {
		t.Errorf("hint %q", got)
	}
	c.Lang = i18n.FR
	if got := c.StatusText(); got != "Sélectionnez d'abord un chef : G3 peut être activée par HIP" {
		t.Errorf("French hint %q", got)
	}
	c.Lang = i18n.EN
	c.Click(unitOf(c.State(), "PSI").Hex, "", false)
	if c.Status().Key != "hint.no_activator" || !strings.Contains(c.StatusText(), "CMD.RADIUS") {
		t.Errorf("out of every radius: %q", c.StatusText())
	}
}

func TestShiftClickActivatesLeaderAlone(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "6,8"), "HIP", false)
	c.Click(hx(t, "10,8"), "ALC", true)
	wantRecord(t, c, "activate HIP ALC")
	c.Click(hx(t, "4,8"), "LAC", false)
	if c.Selected() != "LAC" {
		t.Errorf("a plain click on another leader selects him, got %q", c.Selected())
	}
}

func TestMovementClicks(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "6,8"), "HIP", false)
	c.Click(hx(t, "8,8"), "", false)
	c.EndPhase()
	c.Click(hx(t, "8,8"), "", false)
	if c.Selected() != "G3" {
		t.Fatalf("selected %q", c.Selected())
	}
	// Too far for heavy infantry: the rules say why, nothing moves.
	c.Click(hx(t, "8,4"), "", false)
	if c.Status().Rule == rules.NoRule || unitOf(c.State(), "G3").Moved {
		t.Fatalf("a move out of reach: status %+v", c.Status())
	}
	c.Click(hx(t, "8,7"), "", false)
	wantRecord(t, c, "activate HIP G3", "end", "move G3 8,7")
	tr := c.Trail()
	if tr == nil || tr.Piece != "G3" || len(tr.Path) != 2 || tr.Path[0] != hx(t, "8,8") || tr.Path[1] != hx(t, "8,7") {
		t.Errorf("trail %+v", tr)
	}
	// Clicking a unit that cannot move selects it and says why.
	c.Click(hx(t, "4,8"), "", false)
	if c.Selected() != "G1" || c.Status().Rule != rules.RuleMovNotActivated {
		t.Errorf("selected %q, status %+v", c.Selected(), c.Status())
	}
	c.EndPhase()
	if c.Trail() != nil {
		t.Error("the trail lasts until the next action only")
	}
}

func TestLeaderFollowsHisUnit(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "6,8"), "HIP", false)
	c.Click(hx(t, "6,8"), "", false) // G2, on Hippocrate's hex
	c.EndPhase()
	c.Click(hx(t, "6,8"), "", false)
	c.Click(hx(t, "6,7"), "", false)
	wantRecord(t, c, "activate HIP G2", "end", "move G2 6,7 with HIP")
	if l := leaderOf(c.State(), "HIP"); l.Hex != hx(t, "6,7") {
		t.Errorf("Hippocrate stayed on %s", l.Hex)
	}
}

func TestHandoverBanner(t *testing.T) {
	c := newTutorial(t)
	for i := 0; i < 3; i++ {
		if !c.EndPhase() {
			t.Fatal(c.Status())
		}
	}
	if c.Banner() != "beotiens" {
		t.Fatalf("banner %q after the Athenians' turn", c.Banner())
	}
	c.DismissBanner()
	if c.Banner() != "" {
		t.Error("the banner should be dismissed")
	}
}

func TestUndoRedo(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "6,8"), "HIP", false)
	c.Click(hx(t, "8,8"), "", false)
	c.EndPhase()
	if !c.Undo() {
		t.Fatal("undo refused")
	}
	wantRecord(t, c, "activate HIP G3")
	if c.State().Phase() != rules.PhaseCommand {
		t.Errorf("phase %s after undoing end", c.State().Phase())
	}
	c.Undo()
	wantRecord(t, c)
	if unitOf(c.State(), "G3").Activated() {
		t.Error("G3 still activated after undo")
	}
	if !c.Session().CanRedo() || !c.Redo() || !c.Redo() {
		t.Fatal("redo refused")
	}
	wantRecord(t, c, "activate HIP G3", "end")
	if c.Session().CanRedo() {
		t.Error("nothing left to redo")
	}
	c.Undo()
	c.Select("HIP")
	c.Click(hx(t, "6,8"), "", false) // a new action drops the redo list
	if c.Session().CanRedo() {
		t.Error("a new action must clear redo")
	}
	// A roll is never undone: mark the last action as having rolled dice.
	c.Session().Game().Rolled[len(c.Session().Game().Rolled)-1] = true
	if c.Session().CanUndo() || c.Undo() {
		t.Error("undo went past dice")
	}
	if c.Status().Key != "undo.dice" {
		t.Errorf("status %+v", c.Status())
	}
}

func TestOrdersMenu(t *testing.T) {
	c := newTutorial(t)
	c.Select("HIP")
	if !c.GiveOrder("gueulante", 0) {
		t.Fatalf("gueulante refused: %+v", c.Status())
	}
	if r := c.State().CommandRadius(leaderOf(c.State(), "HIP")); r != 6 {
		t.Errorf("radius %d after Gueulante", r)
	}
	c.Click(hx(t, "12,6"), "", false)
	wantRecord(t, c, "order gueulante HIP", "activate HIP PSI")
	// A second command order is refused with its rule.
	c.Select("G1")
	if c.GiveOrder("messager", 0) {
		t.Error("messager accepted")
	}
	if c.Status().Rule != rules.RuleOrdOneCommand {
		t.Errorf("status %+v", c.Status())
	}
}

func TestCombatClicksAndDice(t *testing.T) {
	c := sampleUpTo(t, "attack CAV CVB")
	if c.State().Phase() != rules.PhaseCombat {
		t.Fatalf("phase %s", c.State().Phase())
	}
	cav, cvb := unitOf(c.State(), "CAV"), unitOf(c.State(), "CVB")
	c.Click(cvb.Hex, "", false) // an enemy first: a hint, no attack
	if c.Status().Key != "hint.pick_attacker" {
		t.Errorf("status %+v", c.Status())
	}
	c.Click(cav.Hex, "", false)
	c.Click(cvb.Hex, "", false)
	if last := c.Record()[len(c.Record())-1].String(); last != "attack CAV CVB" {
		t.Fatalf("last action %q (status %+v)", last, c.Status())
	}
	if !c.Session().CanUndo() {
		t.Error("a declared attack rolled nothing yet: it may be undone")
	}
	if !c.Roll() {
		t.Fatalf("roll refused: %+v", c.Status())
	}
	if len(c.LastDice()) == 0 {
		t.Error("no dice kept after a roll")
	}
	if c.Session().CanUndo() || c.Undo() {
		t.Error("a roll was undone")
	}
	found := false
	for _, e := range c.Log() {
		found = found || len(e.Event.Dice()) > 0
	}
	if !found {
		t.Error("the log has no dice")
	}
}

func isActivated(e rules.Event) bool {
	_, ok := e.(rules.Activated)
	return ok
}

// TestBannerSaysHandOverOnlyToAnotherPerson (issue 26): between two
// people the banner says to hand over the mouse and keyboard; a person
// alone against the computer is only told it is his turn.
func TestBannerSaysHandOverOnlyToAnotherPerson(t *testing.T) {
	c := newTutorial(t)
	if got := c.BannerKey(); got != "banner.dismiss" {
		t.Errorf("hot seat: %s", got)
	}
	if err := c.Session().SetPlayers(map[string]string{"beotiens": "ai:easy"}); err != nil {
		t.Fatal(err)
	}
	control.SetBanner(c, "atheniens")
	if got := i18n.T(i18n.EN, c.BannerKey()); strings.Contains(got, "Hand over") || !strings.Contains(got, "Your turn") {
		t.Errorf("alone against the computer the banner says %q", got)
	}
}

// TestBannerTellsTheTurnInOrder (issues 26 and 39): the handover banner
// tells the opponent's turn in the order it was played, the activations
// and moves before the combats they led to; a combat rolled is said once,
// by its roll, not a second time by its declaration; and when the turn
// holds more than the banner shows, what is left out is activations and
// orders, never a loss, an elimination or a retreat.
func TestBannerTellsTheTurnInOrder(t *testing.T) {
	full := sampleUpTo(t, "no line stops it")
	rec := full.Record()
	c := control.NewController("tutorial.toml", tutorialSource(t), full.Scenario(), full.Ruleset(), full.Seed())
	checked, combats := 0, 0
	for _, a := range rec {
		if !c.Apply(a) {
			t.Fatalf("%s refused: %s", a, c.StatusText())
		}
		if c.Banner() == "" {
			continue
		}
		pos := map[string]int{}
		notes := c.OpponentNotes()
		for i, n := range notes {
			pos[n.Text] = i
		}
		cut := strings.Contains(notes[len(notes)-1].Text, "more")
		last := -1
		rolled := map[string]bool{}
		for _, e := range c.LastTurn() {
			switch e := e.Event.(type) {
			case rules.DiceHeld:
				rolled[e.Attacker.ID+" "+e.Defender.ID] = true
			case rules.Struck:
				if !e.Riposte {
					rolled[e.Roller.ID+" "+e.Target.ID] = true
				}
			}
		}
		for _, e := range c.LastTurn() {
			if !control.Told(e.Event) {
				continue
			}
			s := c.EventSentence(e.Event)
			p, ok := pos[s]
			if d, decl := e.Event.(rules.AttackDeclared); decl && rolled[d.Attacker.ID+" "+d.Defender.ID] {
				combats++
				if ok {
					t.Errorf("turn %d: the combat is said twice, declared and rolled: %q", c.State().Turn(), s)
				}
				continue
			}
			switch e.Event.(type) {
			case rules.Struck, rules.Eliminated, rules.FellBack, rules.Withdrew:
				if !ok {
					t.Errorf("turn %d: %q is left out of the banner (cut %v)", c.State().Turn(), s, cut)
				}
			}
			if !ok {
				continue
			}
			if p < last {
				t.Errorf("turn %d: %q at line %d comes before what was played earlier (line %d)", c.State().Turn(), s, p, last)
			}
			last = p
			checked++
		}
		c.DismissBanner()
	}
	if checked == 0 || combats == 0 {
		t.Fatalf("the sample game's handovers told %d events and %d combats rolled", checked, combats)
	}
}

// TestARefusedClickKeepsTheSelection (issue 39): a click the rules
// refuse changes nothing, the selection included, in each phase: a
// leader's activation of a unit out of his radius (lesson 1's psiloi),
// a move out of reach, an attack out of range; the next click then does
// what the player meant (lesson 1: Hippocrate still activates the
// cavalry).
func TestARefusedClickKeepsTheSelection(t *testing.T) {
	c := newTutorial(t)
	c.Click(hx(t, "6,8"), "HIP", false)
	c.Click(hx(t, "12,6"), "", false) // PSI, 6 hexes away
	if c.Status().Rule != rules.RuleCmdRadius || c.Selected() != "HIP" {
		t.Fatalf("PSI refused: status %+v, selected %q", c.Status(), c.Selected())
	}
	c.Click(hx(t, "10,8"), "", false) // CAV, 4 hexes away
	if got := recordLines(c); len(got) != 1 || got[0] != "activate HIP CAV" {
		t.Fatalf("then CAV: record %v (%s)", got, c.StatusText())
	}
	c.EndPhase()
	c.Click(hx(t, "10,8"), "", false) // CAV selected to move
	c.Click(hx(t, "1,1"), "", false)  // far out of reach
	if c.Status().Rule == rules.NoRule || c.Selected() != "CAV" {
		t.Errorf("a move out of reach: status %+v, selected %q", c.Status(), c.Selected())
	}
	c.EndPhase()
	c.Click(hx(t, "10,8"), "", false) // CAV, attacker
	u, _ := c.State().Unit("THE")
	c.Click(u.Hex, "", false) // THE, far away
	if c.State().Phase() == rules.PhaseCombat && (c.Selected() != "CAV" || c.Status().Rule == rules.NoRule) {
		t.Errorf("an attack on %s out of range: status %+v, selected %q", u.ID, c.Status(), c.Selected())
	}
}
