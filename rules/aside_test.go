package rules_test

import (
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// TestFollowUpOntoALoneLeader is issue 9 item 3: a follow-up put a unit on
// the hex of an enemy leader, silently. Steiner and Schiner stand with S1;
// when S1 is eliminated and F1 follows up, each tests for capture (two
// special faces) and otherwise steps aside; the log says which.
func TestFollowUpOntoALoneLeader(t *testing.T) {
	weak := func(sc *rules.Scenario) {
		unitSetup(sc, "S1").Elements = 1
		sc.Victory = 2 // one elimination does not end the game
	}
	for seed := int64(1); seed < 500; seed++ {
		s := loadPatched(t, "cbab", weak, nil)
		s = rules.NewState(s.Scenario(), s.Ruleset(), seed)
		for _, l := range []string{"activate FRA F1 BAY", "end", "end", "attack F1 S1", "roll"} {
			if v := play(t, s, l); v != nil {
				t.Fatalf("%s: %v", l, v)
			}
		}
		if s.Decision().Kind == rules.DecideDice {
			play(t, s, "pass")
		}
		if !unitOf(s, "S1").Eliminated || !s.CurrentCombat().CanFollow {
			continue
		}
		ev, v := playEvents(t, s, "follow")
		if v != nil {
			t.Fatal(v)
		}
		told := allText(ev)
		for _, id := range []string{"SCH", "STE"} {
			l := leaderOf(s, id)
			switch {
			case !l.Present:
				if !strings.Contains(told, "captures") {
					t.Errorf("%s was taken and the log does not say so: %s", id, told)
				}
			case l.Hex == hexAt("7,5"):
				t.Errorf("%s still shares 7,5 with F1", id)
			case !hex.Adjacent(l.Hex, hexAt("7,5")) || !strings.Contains(told, "steps aside"):
				t.Errorf("%s went to %s: %s", id, l.Hex, told)
			}
		}
		if bad := leadersWithEnemies(s); len(bad) > 0 {
			t.Error(bad)
		}
		if d := s.Decision(); d.Kind == rules.DecideStepAside && d.Army != "ch" {
			t.Errorf("the Swiss choose where their leaders step: %+v", d)
		}
		return
	}
	t.Fatal("no seed eliminated S1")
}

// TestMoveOntoALoneLeaderAndStep: F1 moves onto Steiner, alone on 8,6;
// he steps aside, and the Swiss choose another hex next to 8,6, or pass.
func TestMoveOntoALoneLeaderAndStep(t *testing.T) {
	lone := func(sc *rules.Scenario) { leaderSetup(sc, "STE").Hex = hexAt("8,6") }
	for seed := int64(1); seed < 200; seed++ {
		s := loadPatched(t, "cbab", lone, nil)
		s = rules.NewState(s.Scenario(), s.Ruleset(), seed)
		for _, l := range []string{"activate FRA F1", "end", "move F1 8,6"} {
			if v := play(t, s, l); v != nil {
				t.Fatalf("%s: %v", l, v)
			}
		}
		ste := leaderOf(s, "STE")
		if !ste.Present {
			continue // taken: try a seed where he gets away
		}
		if d := s.Decision(); d.Army != "ch" || d.Kind != rules.DecideStepAside {
			t.Fatalf("the Swiss choose where Steiner steps: %+v", d)
		}
		if got := s.Displaced(); len(got) != 1 || got[0] != "STE" {
			t.Errorf("Displaced() = %v, want [STE]", got)
		}
		opts := s.StepAsideHexes("STE")
		if len(opts) < 2 || opts[0] != ste.Hex {
			t.Fatalf("options %v, Steiner on %s (the engine's choice first)", opts, ste.Hex)
		}
		for _, h := range opts {
			if u, ok := s.UnitAt(h); !hex.Adjacent(h, hexAt("8,6")) || ok && u.Army != "ch" {
				t.Errorf("option %s is not a free hex next to 8,6", h)
			}
		}
		if v := play(t, s.Clone(), "step STE 1,1"); v == nil || v.Rule != rules.RuleMovPath {
			t.Errorf("a hex not next to 8,6: %v", v)
		}
		if v := play(t, s.Clone(), "end"); v != nil {
			t.Errorf("the French end the phase, the Swiss keep the engine's hex: %v", v)
		}
		if v := play(t, s.Clone(), "pass"); v != nil {
			t.Errorf("the Swiss pass: %v", v)
		}
		to := opts[len(opts)-1]
		if v := play(t, s, "step STE "+to.Label()); v != nil {
			t.Fatal(v)
		}
		if ste = leaderOf(s, "STE"); ste.Hex != to || s.Decision().Kind != rules.DecidePlay {
			t.Errorf("Steiner on %s, decision %+v", ste.Hex, s.Decision())
		}
		if v := play(t, s, "step STE "+opts[0].Label()); v == nil || v.Rule != rules.RuleTurnDecider && v.Rule != rules.RulePhaseWrong {
			t.Errorf("a second step: %v", v)
		}
		return
	}
	t.Fatal("no seed let Steiner get away")
}

// msgBattle is a small Alexandre et Bayard battle for messengers: SG sends
// messengers east, the Boeotian-like cavalry B1 rides into them.
const msgBattle = `
title = "Messagers"
ruleset = "alexandre-bayard"
first = "a"

[board]
columns = 20
rows = 9

[[army]]
id = "a"
name = "A"
edge = "west"
command_level = 5

  [[army.leader]]
  id = "CA"
  name = "CA"
  rank = "commander"
  hex = "1,1"

  [[army.leader]]
  id = "SG"
  name = "SG"
  rank = "subgeneral"
  hex = "2,5"

  [[army.unit]]
  id = "A1"
  name = "A1"
  profile = "infantry-heavy"
  elements = 4
  hex = "2,5"

  [[army.unit]]
  id = "A2"
  name = "A2"
  profile = "infantry-heavy"
  elements = 4
  hex = "14,5"

  [[army.unit]]
  id = "A3"
  name = "A3"
  profile = "infantry-heavy"
  elements = 4
  hex = "5,5"

[[army]]
id = "b"
name = "B"
edge = "east"
command_level = 5

  [[army.leader]]
  id = "CB"
  name = "CB"
  rank = "commander"
  hex = "7,2"

  [[army.unit]]
  id = "B1"
  name = "B1"
  profile = "cavalry-light"
  elements = 3
  hex = "7,2"
`

func msgState(t *testing.T, seed int64) *rules.State {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario("msg.toml", []byte(msgBattle))
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewState(sc, rs, seed)
}

// TestDeliverToAnotherUnit: « le joueur pourra faire rejoindre par le
// messager une autre unité que celle à laquelle il pensait au départ ».
func TestDeliverToAnotherUnit(t *testing.T) {
	runMsg := func(seed int64, lines ...string) (*rules.State, *rules.Violation) {
		s := msgState(t, seed)
		for i, l := range lines {
			if v := play(t, s, l); v != nil {
				if i == len(lines)-1 {
					return s, v
				}
				t.Fatalf("%s: %v", l, v)
			}
		}
		return s, nil
	}
	for line, want := range map[string]rules.RuleID{
		"deliver msg.1 A3": ok,
		"deliver msg.1 A2": rules.RuleMsgTarget, // already its target
		"deliver msg.1 B1": rules.RuleIDNotYours,
		"deliver msg.9 A3": rules.RuleIDUnknown,
	} {
		if _, v := runMsg(1, "messenger SG A2", line); ruleOf(v) != want {
			t.Errorf("%s: %v, want %q", line, v, want)
		}
	}
	if _, v := runMsg(1, "messenger SG A2", "end", "deliver msg.1 A3"); ruleOf(v) != rules.RulePhaseWrong {
		t.Errorf("deliver after the command phase: %v", v)
	}
	s := msgState(t, 1)
	play(t, s, "messenger SG A2")
	if got := strings.Join(s.DeliveryTargets("msg.1"), " "); got != "A1 A3" {
		t.Errorf("DeliveryTargets(msg.1) = %q, want \"A1 A3\"", got)
	}
	// Redirected to A3, within one move, it activates A3 next turn.
	for seed := int64(1); seed < 100; seed++ {
		s, _ := runMsg(seed, "messenger SG A2", "deliver msg.1 A3")
		ev, v := playEvents(t, s, "end")
		if v != nil {
			t.Fatal(v)
		}
		if !strings.Contains(allText(ev), "a messenger reaches A3") {
			continue // lost on the way: another seed
		}
		for range 5 {
			play(t, s, "end")
		}
		if !unitOf(s, "A3").Activated() || unitOf(s, "A2").Activated() {
			t.Errorf("seed %d: the message reached A3, not A2: A3 %v, A2 %v", seed, unitOf(s, "A3").Activated(), unitOf(s, "A2").Activated())
		}
		return
	}
	t.Fatal("no seed delivered the message")
}

// TestMessengerStepsAside: B1 rides onto a messenger; if not taken, it
// steps aside and its owner may choose the hex (AB2 « au choix du joueur
// qui a envoyé le messager »).
func TestMessengerStepsAside(t *testing.T) {
	for seed := int64(1); seed < 300; seed++ {
		s := msgState(t, seed)
		for _, l := range []string{"messenger SG A2", "end"} {
			play(t, s, l)
		}
		if len(slices.Collect(s.Messengers())) != 1 {
			continue
		}
		at := slices.Collect(s.Messengers())[0].Hex
		for _, l := range []string{"end", "end", "activate CB B1", "end"} {
			if v := play(t, s, l); v != nil {
				t.Fatalf("%s: %v", l, v)
			}
		}
		if m := s.Reach("B1"); m == nil || !m.Can(at) {
			t.Fatalf("B1 cannot reach the messenger on %s", at)
		}
		if v := play(t, s, "move B1 "+at.Label()); v != nil {
			t.Fatal(v)
		}
		if len(slices.Collect(s.Messengers())) == 0 || s.Decision().Kind != rules.DecideStepAside {
			continue // taken
		}
		if d := s.Decision(); d.Army != "a" {
			t.Fatalf("the messenger's owner chooses: %+v", d)
		}
		opts := s.StepAsideHexes("msg.1")
		to := opts[len(opts)-1]
		if v := play(t, s, "step msg.1 "+to.Label()); v != nil {
			t.Fatal(v)
		}
		if m := slices.Collect(s.Messengers())[0]; m.Hex != to || !hex.Adjacent(to, at) {
			t.Errorf("the messenger stepped to %s, want %s next to %s", m.Hex, to, at)
		}
		return
	}
	t.Fatal("no seed let the messenger get away")
}

// TestWithAndPathOwnHex is issue 9 item 14, rules side: a leader named
// twice after with is refused (MOV.ONCE), and a path through the unit's
// own starting hex is refused for what it is (MOV.PATH), not as a hex
// "held by" the unit itself.
func TestWithAndPathOwnHex(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "th", setup: "activate CA A1; end", line: "move A1 8,8 with OB OB OB", want: rules.RuleMovOnce},
		{fixture: "th", setup: "activate CA A1; end", line: "move A1 8,8 with OB", want: ok},
		{fixture: "th", setup: "activate CA A4; end", line: "move A4 8,8 8,9 9,9", want: rules.RuleMovPath, check: nil},
		{fixture: "th", setup: "activate CA A4; end", line: "move A4 8,8 9,9", want: ok},
	})
	s := load(t, "th")
	play(t, s, "activate CA A4")
	play(t, s, "end")
	v := play(t, s, "move A4 8,8 8,9 9,9")
	if v == nil || strings.Contains(v.Message, "held by") || !strings.Contains(v.Message, "where its move began") {
		t.Errorf("a path back through its own hex: %v", v)
	}
}
