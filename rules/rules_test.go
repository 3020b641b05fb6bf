package rules_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// ruleCase replays setup lines (all must be accepted) and then one line,
// through the same record parser and Apply that `estafette replay` uses.
type ruleCase struct {
	fixture string // rules/testdata/NAME.toml
	setup   string // record lines, separated by ";"
	line    string
	want    rules.RuleID // the rule id of the refusal, or ok
	check   func(t *testing.T, s *rules.State)
	// sc and rs change the fixture's scenario and (a copy of) its ruleset
	// before the game starts, for what the files cannot say yet.
	sc func(sc *rules.Scenario)
	rs func(rs *rules.Ruleset)
	// prep changes the state before the setup lines: what no scenario
	// key can say (a unit that has lost elements).
	prep func(s *rules.State)
}

func load(t *testing.T, fixture string) *rules.State {
	t.Helper()
	return loadPatched(t, fixture, nil, nil)
}

// loadPatched loads a fixture, lets sc change the scenario and rs a copy
// of the ruleset (the loaded rulesets are shared), and starts the game.
func loadPatched(t *testing.T, fixture string, sc func(*rules.Scenario), rs func(*rules.Ruleset)) *rules.State {
	t.Helper()
	src, err := os.ReadFile("testdata/" + fixture + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	scen, set, err := scenarios.LoadScenario(fixture+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	if sc != nil {
		sc(scen)
		if probs := scen.Validate(set); len(probs) > 0 {
			t.Fatalf("the patched %s does not validate: %v", fixture, probs)
		}
	}
	if rs != nil {
		cp := *set
		rs(&cp)
		set = &cp
	}
	return rules.NewState(scen, set, 0)
}

func play(t *testing.T, s *rules.State, text string) *rules.Violation {
	t.Helper()
	rec, err := rules.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Lines) != 1 {
		t.Fatalf("%q is %d record lines", text, len(rec.Lines))
	}
	if l := rec.Lines[0]; l.Err != nil {
		return l.Err
	}
	_, v := s.Apply(rec.Lines[0].Action)
	return v
}

// ok is a ruleCase's want for an accepted line: no rule broken.
const ok = rules.NoRule

// ruleName is a rule id as the test names show it, "ok" for none.
func ruleName(r rules.RuleID) string {
	if r == ok {
		return "ok"
	}
	return r.String()
}

func runCases(t *testing.T, cases []ruleCase) {
	for _, c := range cases {
		name := ruleName(c.want) + ": " + c.line
		if c.setup != "" {
			name = ruleName(c.want) + ": " + c.setup + "; " + c.line
		}
		t.Run(name, func(t *testing.T) {
			s := loadPatched(t, c.fixture, c.sc, c.rs)
			if c.prep != nil {
				c.prep(s)
			}
			if c.setup != "" {
				for _, l := range strings.Split(c.setup, ";") {
					if v := play(t, s, strings.TrimSpace(l)); v != nil {
						t.Fatalf("setup line %q refused: %v", l, v)
					}
				}
			}
			v := play(t, s, c.line)
			if got := ruleOf(v); got != c.want {
				t.Fatalf("%q: got %s (%v), want %s", c.line, ruleName(got), v, ruleName(c.want))
			}
			if v != nil && (v.Message == "" || strings.Contains(v.Message, "%!")) {
				t.Errorf("bad message %q", v.Message)
			}
			if c.check != nil {
				c.check(t, s)
			}
		})
	}
}

const (
	toMove = "activate CA A1 A2 A3; end"
	twoGrp = "order assaut; activate CA A1 A2; activate SA A6; end"
)

func TestActivationRules(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "th", line: "activate CA A5", want: rules.RuleCmdRadius},
		{fixture: "th", line: "activate CA A1", want: ok, check: func(t *testing.T, s *rules.State) {
			if !unitOf(s, "A1").Activated() || s.Groups()[0].Leader != "CA" {
				t.Error("A1 not in CA's group")
			}
		}},
		{fixture: "th", setup: "order gueulante SA", line: "activate SA A3", want: ok, check: func(t *testing.T, s *rules.State) {
			if r := s.CommandRadius(leaderOf(s, "SA")); r != 4 {
				t.Errorf("Gueulante: radius %d, want 4", r)
			}
		}},
		{fixture: "th", line: "activate SA A3", want: rules.RuleCmdRadius}, // 4 hexes, radius 3
		{fixture: "th", line: "activate CA A1 A2 A3 A4", want: rules.RuleActSlots},
		{fixture: "th", line: "activate CA A1 A2 A3", want: ok},
		{fixture: "th", line: "activate OB A1 A3 A2", want: rules.RuleActSlots}, // mediocre: one fewer
		{fixture: "th", line: "activate OA A7 A8 SA CA", want: ok},              // good: one more
		{fixture: "th", setup: "activate CA A1", line: "activate SA A6", want: rules.RuleActLeaders},
		{fixture: "th", setup: "order assaut; activate CA A1", line: "activate SA A6", want: ok},
		{fixture: "th", setup: "activate CA A1", line: "activate CA A1", want: rules.RuleActOnce},
		{fixture: "th", setup: "activate CA A1", line: "activate CA A2", want: ok},
		{fixture: "th", setup: twoGrp + "; move A6 4,8", line: "move A1 8,8", want: rules.RuleActOrder},
		{fixture: "th", setup: twoGrp + "; move A1 8,8", line: "move A6 4,8", want: ok},
		{fixture: "th", setup: "order reconnaissance", line: "activate CA A1 A2", want: rules.RuleActRecon},
		{fixture: "th", setup: "order reconnaissance", line: "activate CA A1", want: ok, check: func(t *testing.T, s *rules.State) {
			if p := armyOf(s, "a").OrderPoints; p != 6-1+4 {
				t.Errorf("Reconnaissance: %d points, want 9", p)
			}
		}},
		{fixture: "th", setup: "activate CA SA; end", line: "move SA 4,6", want: ok},
		{fixture: "th", setup: "activate CA A6; end", line: "move SA 4,6", want: rules.RuleMovNotActivated},
		{fixture: "th", setup: "activate CA SA; end; move SA 4,7", line: "move SA 4,6", want: rules.RuleMovOnce},
	})
}

func TestActivationCount(t *testing.T) {
	// ACT.COUNT: 9 units give one activation of 3; a tenth gives 4.
	src, _ := os.ReadFile("testdata/th.toml")
	ten := strings.Replace(string(src), "[[army]]\nid = \"b\"", `  [[army.unit]]
  id = "A10"
  name = "Renfort"
  profile = "infantry-heavy"
  elements = 3
  hex = "8,8"

[[army]]
id = "b"`, 1)
	sc, rs, err := scenarios.LoadScenario("ten.toml", []byte(ten))
	if err != nil {
		t.Fatal(err)
	}
	s := rules.NewState(sc, rs, 0)
	if v := play(t, s, "activate CA A1 A2 A3 A10"); v != nil {
		t.Errorf("10 units: 4 per activation (ACT.COUNT), got %v", v)
	}
	if v := play(t, s, "activate CA A4"); v == nil || v.Rule != rules.RuleActSlots {
		t.Errorf("the fifth is refused, got %v", v)
	}
	s = load(t, "th")
	if v := play(t, s, "activate CA A1 A2 A3 A4"); v == nil || v.Rule != rules.RuleActSlots {
		t.Errorf("9 units: 3 per activation (ACT.COUNT), got %v", v)
	}
}

func TestOrderRules(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "th", line: "order assaut-general", want: rules.RuleOrdPoints},
		{fixture: "th", line: "order assaut", want: ok, check: func(t *testing.T, s *rules.State) {
			if p := armyOf(s, "a").OrderPoints; p != 1 {
				t.Errorf("paid from 6: %d left", p)
			}
		}},
		{fixture: "th", setup: "order messager A5; end", line: "order marche-forcee A5", want: rules.RuleOrdRange},
		{fixture: "th", setup: toMove, line: "order marche-forcee A3", want: ok, check: func(t *testing.T, s *rules.State) {
			// A3 is 2 hexes from Callias: outside his influence, no discount.
			if p := armyOf(s, "a").OrderPoints; p != 4 {
				t.Errorf("Marche forcée outside influence costs 2: %d left", p)
			}
		}},
		{fixture: "th", setup: toMove, line: "order marche-forcee A1", want: ok, check: func(t *testing.T, s *rules.State) {
			if p := armyOf(s, "a").OrderPoints; p != 5 {
				t.Errorf("Marche forcée in Callias's influence costs 2-1: %d left", p)
			}
		}},
		{fixture: "th", setup: toMove, line: "order gueulante CA", want: rules.RuleOrdPhase},
		{fixture: "th", line: "order gueulante CA", want: ok},
		{fixture: "th", line: "order allant A1", want: rules.RuleOrdPhase},
		{fixture: "th", setup: toMove + "; order marche-forcee A1", line: "order marche-forcee A2", want: rules.RuleOrdOneManeuver},
		{fixture: "th", setup: "order gueulante CA", line: "order gueulante SA", want: rules.RuleOrdOneCommand},
		{fixture: "th", setup: "order gueulante CA", line: "order marche-forcee A1", want: rules.RuleOrdTarget},
		{fixture: "th", setup: "activate CA A1", line: "order gueulante CA", want: rules.RuleOrdCommandStart},
		{fixture: "th", line: "order sapeurs A1", want: rules.RuleOrdUnknown},
		{fixture: "th", setup: "activate CA A1", line: "order desserrer-resserrer A1", want: ok},
		{fixture: "th", line: "order gueulante A1", want: rules.RuleOrdTarget},
		{fixture: "th", line: "order marche-forcee A1", want: rules.RuleOrdTarget},
		{fixture: "th", setup: "activate CA A1", line: "order monter-demonter A1", want: rules.RuleOrdCondition},
		{fixture: "th", setup: "activate CA A2", line: "order monter-demonter A2", want: ok, check: func(t *testing.T, s *rules.State) {
			if u := unitOf(s, "A2"); u.Mounted || u.StepsUsed != 1 {
				t.Errorf("A2 should dismount for one step: mounted %v, steps %d", u.Mounted, u.StepsUsed)
			}
		}},
		{fixture: "th", line: "order ralliement A9 1", want: rules.RuleOrdCondition},
		{fixture: "th", setup: "order messager A5", line: "activate CA A1 A2 A3", want: ok, check: func(t *testing.T, s *rules.State) {
			if g := s.Groups(); len(g) != 2 || !g[0].Extra || g[0].Units[0] != "A5" {
				t.Errorf("Messager activates A5 on top of the normal activation: %+v", g)
			}
		}},
		{fixture: "th", setup: toMove + "; order guide-local A3 2", line: "move A3 7,6 7,5", want: rules.RuleMovOccupied},
	})
}

func TestOrderCostQuery(t *testing.T) {
	s := load(t, "th")
	if c, v := s.OrderCost(rules.GiveOrder{Key: "gueulante", Args: []string{"CA"}}); v != nil || c != 3 {
		t.Errorf("Gueulante: %d %v", c, v)
	}
	play(t, s, "activate CA A1 A2 A3")
	play(t, s, "end")
	if c, v := s.OrderCost(rules.GiveOrder{Key: "guide-local", Args: []string{"A3"}, Count: 3}); v != nil || c != 6 {
		t.Errorf("Guide local, 3 hexes, outside influence: %d %v, want 6", c, v)
	}
	if c, v := s.OrderCost(rules.GiveOrder{Key: "guide-local", Args: []string{"A1"}, Count: 3}); v != nil || c != 5 {
		t.Errorf("Guide local, 3 hexes, in Callias's influence: %d %v, want 5", c, v)
	}
	if c, v := s.OrderCost(rules.GiveOrder{Key: "guide-local", Args: []string{"A3"}, Count: 4}); v == nil || v.Rule != rules.RuleOrdPoints || c != 8 {
		t.Errorf("Guide local, 4 hexes, is 8 points and the army has 6: %d %v", c, v)
	}
}

func TestMovementRules(t *testing.T) {
	moved := func(id, to string, fight bool) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) {
			u := unitOf(s, id)
			if u.Hex.Label() != to || !u.Moved || u.CanFight != fight {
				t.Errorf("%s at %s moved %v can_fight %v; want %s and can_fight %v", id, u.Hex, u.Moved, u.CanFight, to, fight)
			}
		}
	}
	runCases(t, []ruleCase{
		{fixture: "th", setup: "activate CA A2 A3; end", line: "move A1 7,7", want: rules.RuleMovNotActivated},
		{fixture: "th", setup: toMove, line: "move A1 8,8", want: ok, check: moved("A1", "8,8", true)},
		{fixture: "th", setup: toMove + "; move A1 8,8", line: "move A1 8,7", want: rules.RuleMovOnce},
		{fixture: "th", setup: toMove, line: "move A1 7,7", want: rules.RuleMovOccupied},
		{fixture: "th", setup: toMove, line: "move A1 6,8 5,8", want: rules.RuleMovOccupied},                // heavy A2 cannot be crossed
		{fixture: "th", setup: toMove, line: "move A1 7,7 7,6", want: ok, check: moved("A1", "7,6", false)}, // crosses the light A3
		{fixture: "th", setup: toMove, line: "move A1 8,8 9,8 10,8", want: rules.RuleMovAllowance},
		{fixture: "th", setup: toMove, line: "move A1 8,8 9,8", want: ok, check: moved("A1", "9,8", false)},
		{fixture: "th", setup: "activate CA A4; end", line: "move A4 9,7", want: rules.RuleMovImpassable},
		{fixture: "th", setup: "activate CA A4; end", line: "move A4 9,9 10,8 10,7 10,6", want: ok, check: moved("A4", "10,6", true)},
		{fixture: "th", setup: "activate CA A4; end", line: "move A4 8,8 8,7 8,6", want: rules.RuleMovStop},
		{fixture: "th", setup: "activate CA A4; end", line: "move A4 8,7", want: ok, check: moved("A4", "8,7", true)},
		{fixture: "th", setup: "activate CA A4; end; order guide-local A4 1", line: "move A4 8,8 8,7 8,6", want: ok},
		{fixture: "th", setup: "activate CA A4; end", line: "move A4 8,7 8,6", want: rules.RuleMovPath},
		{fixture: "th", setup: "activate SA A9; end", line: "move A9 2,11", want: rules.RuleMovOffBoard},
		{fixture: "th", setup: "activate SA A9; end", line: "move A9 2,9", want: ok},
		{fixture: "th", setup: "activate SA A6; end", line: "move A6 4,8 4,7 4,6", want: ok, check: moved("A6", "4,6", false)}, // road march
		{fixture: "th", setup: "activate SA A6; end", line: "move A6 4,6", want: ok, check: moved("A6", "4,6", false)},
		{fixture: "th", setup: "activate SA A6; end", line: "move A6 3,9 3,8 3,7", want: rules.RuleMovAllowance}, // off the road: no bonus
		{fixture: "th", setup: toMove + "; order marche-forcee A1", line: "move A1 8,8 8,7", want: ok, check: moved("A1", "8,7", true)},
		{fixture: "th", setup: "activate CA A1; end", line: "move A1 8,8 with OB", want: ok, check: func(t *testing.T, s *rules.State) {
			if l := leaderOf(s, "OB"); l.Hex.Label() != "8,8" || !l.Moved {
				t.Errorf("OB should follow A1 to 8,8: at %s", l.Hex)
			}
		}},
		{fixture: "th", setup: "activate CA A1; end", line: "move A1 8,8 with SA", want: rules.RuleMovPath},
	})
}

func TestReachQuery(t *testing.T) {
	s := load(t, "th")
	play(t, s, "activate CA A1 A4 A3")
	if s.Reach("A1") != nil {
		t.Error("no reach in the command phase")
	}
	play(t, s, "end")
	m := s.Reach("A1")
	// A1 is heavy infantry, 1 / 2 sans combat.
	if !m.CanFight(hexAt("8,8")) || m.CanFight(hexAt("9,8")) || !m.Can(hexAt("9,8")) || m.Can(hexAt("7,7")) {
		t.Errorf("A1 reach wrong: ends %v", m.Ends())
	}
	if p := m.Path(hexAt("7,6")); len(p) != 2 || p[0].Label() != "7,7" {
		t.Errorf("path to 7,6 should cross A3: %v", p)
	}
	c := s.Reach("A4")
	if c.Can(hexAt("9,7")) || !c.Can(hexAt("8,7")) {
		t.Error("cavalry reach ignores the lake or the woods")
	}
	// Light cavalry passes through friends (MOV.OCCUPIED, Thucydide) and
	// goes round the woods at 8,7, which would stop it.
	if p := c.Path(hexAt("8,6")); len(p) != 4 || p[2].Label() != "7,7" {
		t.Errorf("path to 8,6 should go 7,9 7,8 7,7 8,6 through friends: %v", p)
	}
	if s.Reach("A2") != nil {
		t.Error("A2 is not activated and has no reach")
	}
}

func TestDirectActions(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "th", line: "direct CA A1 activate", want: rules.RuleLdrCommander},
		{fixture: "th", line: "direct OB A1 activate", want: ok, check: func(t *testing.T, s *rules.State) {
			if l := leaderOf(s, "OB"); l.Present || !unitOf(s, "A1").Activated() {
				t.Error("OB should leave the table and A1 be activated")
			}
		}},
		{fixture: "th", line: "direct OB A3 activate", want: rules.RuleLdrInfluence},
		{fixture: "th", setup: "activate CA A2 A3; end", line: "direct SA A6 order marche-forcee", want: rules.RuleOrdTarget},
		{fixture: "th", setup: "activate CA A6; end", line: "direct SA A6 order marche-forcee", want: ok, check: func(t *testing.T, s *rules.State) {
			if p := armyOf(s, "a").OrderPoints; p != 6 || unitOf(s, "A6").MarchBonus != 1 {
				t.Errorf("a direct order is free: %d points, bonus %d", p, unitOf(s, "A6").MarchBonus)
			}
		}},
		{fixture: "th", line: "direct SA A6 rally", want: rules.RuleOrdCondition},
		{fixture: "th", line: "direct SA A9 rally", want: rules.RuleLdrInfluence},
	})
}

func TestTurnAndIDRules(t *testing.T) {
	ends := strings.Repeat("end; ", 17) + "end"
	runCases(t, []ruleCase{
		{fixture: "th", setup: "activate CA A1", line: "move A1 8,8", want: rules.RulePhaseWrong},
		{fixture: "th", setup: "activate CA A1; end", line: "activate CA A2", want: rules.RulePhaseWrong},
		{fixture: "th", line: "activate CA ZZ", want: rules.RuleIDUnknown},
		{fixture: "th", line: "activate CA B1", want: rules.RuleIDNotYours},
		{fixture: "th", line: "activate CB B1", want: rules.RuleIDNotYours},
		{fixture: "th", line: "move A1", want: rules.RuleSyntax},
		{fixture: "th", line: "end", want: ok, check: func(t *testing.T, s *rules.State) {
			if s.Phase() != rules.PhaseMovement {
				t.Errorf("phase %s", s.Phase())
			}
		}},
		{fixture: "th", setup: "end; end", line: "end", want: ok, check: func(t *testing.T, s *rules.State) {
			if s.Active().ID != "b" || s.Turn() != 1 || s.Phase() != rules.PhaseCommand {
				t.Errorf("after a's combat: %s turn %d %s", s.Active().ID, s.Turn(), s.Phase())
			}
		}},
		{fixture: "th", setup: "end; end; end; end; end", line: "end", want: ok, check: func(t *testing.T, s *rules.State) {
			if s.Active().ID != "a" || s.Turn() != 2 {
				t.Errorf("turn 2 starts with a: %s turn %d", s.Active().ID, s.Turn())
			}
		}},
		{fixture: "th", setup: ends, line: "end", want: rules.RuleGameOver},
		{fixture: "th", setup: "end; end", line: "attack A1 B1", want: rules.RuleCbtNotActivated},
		{fixture: "th", line: "attack A1 B1", want: rules.RulePhaseWrong},
	})
}

func TestRefusalChangesNothing(t *testing.T) {
	s := load(t, "th")
	play(t, s, "activate CA A1 A3")
	before := s.Clone()
	for _, line := range []string{"activate CA A2 A4", "order assaut-general", "move A1 8,8", "direct CA A1 activate", "activate SA A6"} {
		if v := play(t, s, line); v == nil {
			t.Fatalf("%q was accepted", line)
		}
	}
	if len(s.Groups()) != len(before.Groups()) || armyOf(s, "a").OrderPoints != armyOf(before, "a").OrderPoints ||
		unitOf(s, "A2").Activated() || leaderOf(s, "CA").Present != true || len(s.Groups()[0].Units) != 2 {
		t.Error("a refused action changed the state")
	}
}

func hexAt(label string) hex.Hex {
	h, err := hex.ParseLabel(label)
	if err != nil {
		panic(err)
	}
	return h
}

func TestJominiRules(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "jo", line: "activate NAP J1 J2", want: rules.RuleActType},
		{fixture: "jo", line: "activate NAP J1 J3", want: ok}, // infantry with foot artillery
		{fixture: "jo", line: "activate NAP J2 J4", want: ok}, // mounted with horse artillery
		{fixture: "jo", line: "activate NAP J3 J4", want: ok}, // artillery alone
		{fixture: "jo", line: "activate NAP J1 J4", want: rules.RuleActType},
		{fixture: "jo", setup: "order attaque-combinee NAP", line: "activate NAP J1 J2", want: ok},
		{fixture: "jo", line: "activate NAP J5", want: rules.RuleCmdRadius},
		{fixture: "jo", setup: "order manoeuvre NAP", line: "activate NAP J5", want: ok},
		{fixture: "jo", setup: "order manoeuvre NAP", line: "activate NAP J5 J2", want: rules.RuleActType},
		{fixture: "jo", line: "order gueulante NAP", want: rules.RuleOrdUnknown},
		{fixture: "jo", setup: "activate NAP J1; end", line: "move J1 5,5 6,4", want: ok},                        // through friendly artillery
		{fixture: "jo", setup: "activate NAP J1; end", line: "move J1 5,5 6,5 7,5", want: rules.RuleMovOccupied}, // not through cuirassiers
		{fixture: "jo", setup: "activate NAP J4; end", line: "move J4 3,4 3,3", want: ok, check: func(t *testing.T, s *rules.State) {
			if u := unitOf(s, "J4"); u.LostDice != 2 {
				t.Errorf("horse artillery moved 2 hexes: %d dice lost, want 2", u.LostDice)
			}
		}},
		{fixture: "jo", setup: "activate NAP J3; end", line: "move J3 5,4", want: ok, check: func(t *testing.T, s *rules.State) {
			if unitOf(s, "J3").CanFight {
				t.Error("heavy foot artillery moves 0 / 1 sans combat")
			}
		}},
		{fixture: "jo", setup: "activate NAP J3; end", line: "move J3 5,4 5,3", want: rules.RuleMovAllowance},
	})
}

func TestAlliesMessengersReinforcements(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "ab", line: "activate FRA V1", want: rules.RuleActAlly},
		{fixture: "ab", line: "activate ALV V1", want: ok},
		{fixture: "ab", setup: "activate VO V2; end", line: "move V2 14,2", want: rules.RuleMovAlly},
		{fixture: "ab", setup: "activate VO V2; end", line: "move V2 14,4", want: ok},
		{fixture: "th", line: "messenger CA A5", want: rules.RuleMsgRuleset},
		{fixture: "ab", line: "messenger FRA F3 ALV", want: rules.RuleMsgSource},
		{fixture: "ab", line: "messenger FRA F3 H1", want: ok},
		{fixture: "ab", line: "messenger FRA F3 BAY", want: ok},
		{fixture: "ab", setup: "activate FRA F1 F2", line: "messenger FRA F3", want: ok},
		{fixture: "ab", setup: "activate FRA F1 F2 BAY", line: "messenger FRA F3", want: rules.RuleActSlots},
		{fixture: "ab", line: "activate FRA R1", want: rules.RuleActArrival},
		{fixture: "ab", line: "activate RO R1", want: rules.RuleActLeaders},
		{fixture: "ab", setup: "end; end; end; end; end; end; activate RO R1; end", line: "move R1 1,5 2,5 with RO", want: ok, check: func(t *testing.T, s *rules.State) {
			if u, l := unitOf(s, "R1"), leaderOf(s, "RO"); !u.OnBoard || u.Hex.Label() != "2,5" || !l.OnBoard || l.Hex.Label() != "2,5" {
				t.Errorf("the reinforcement and its officer should be on 2,5: %v %s, %v %s", u.OnBoard, u.Hex, l.OnBoard, l.Hex)
			}
		}},
		{fixture: "ab", setup: "end; end; end; end; end; end; activate RO R1; end", line: "move R1 2,5 with RO", want: ok},
		{fixture: "ab", setup: "end; end; end; end; end; end; activate RO R1; end", line: "move R1 2,5 3,5 4,4", want: rules.RuleMovPath},
	})
}

func TestHeraldDeliversNextTurn(t *testing.T) {
	s := load(t, "ab")
	for _, l := range []string{"messenger FRA F3 H1", "end", "end", "end", "end", "end", "end", "end", "end", "end", "end", "end", "end"} {
		if v := play(t, s, l); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
		if s.Turn() == 3 {
			break
		}
	}
	if s.Turn() != 3 || s.Active().ID != "fr" {
		t.Fatalf("turn %d, %s", s.Turn(), s.Active().ID)
	}
	if !unitOf(s, "F3").Activated() {
		t.Errorf("the herald (5 hexes a turn) should have reached F3 and activated it on turn 3; herald at %s", slices.Collect(s.Heralds())[0].Hex)
	}
}

func TestGuerreEnDentelles(t *testing.T) {
	src, _ := os.ReadFile("testdata/jo.toml")
	sc, rs, err := scenarios.LoadScenario("dentelles.toml", []byte(strings.Replace(string(src), "seed = 3", "seed = 3\nno_orders = true", 1)))
	if err != nil {
		t.Fatal(err)
	}
	s := rules.NewState(sc, rs, 0)
	if v := play(t, s, "order manoeuvre NAP"); v == nil || v.Rule != rules.RuleOrdCondition {
		t.Errorf("no orders in guerre en dentelles: %v", v)
	}
	if v := play(t, s, "direct DAV J1 activate"); v == nil || v.Rule != rules.RuleLdrDentelles {
		t.Errorf("officers may not sacrifice themselves in dentelles: %v", v)
	}
	if v := play(t, s, "activate NAP J1"); v != nil {
		t.Errorf("activation still works: %v", v)
	}
	if v := play(t, load(t, "jo"), "direct DAV J1 activate"); v != nil {
		t.Errorf("without dentelles Davout may commit himself: %v", v)
	}
}

func TestZones(t *testing.T) {
	s := load(t, "th")
	ca := leaderOf(s, "CA") // 7,9, on the south edge: part of his radius is off the table
	cz := s.CommandZone(ca)
	inside := map[string]bool{}
	for _, h := range cz {
		inside[h.Label()] = true
		if hex.Distance(h, ca.Hex) > 5 || !s.Scenario().Board.Bounds().Contains(h) {
			t.Errorf("%s is not in Callias's command zone", h)
		}
	}
	if !inside["7,4"] || inside["7,3"] || len(cz) >= 91 {
		t.Errorf("command zone: %d hexes, 7,4 in %v, 7,3 in %v", len(cz), inside["7,4"], inside["7,3"])
	}
	if z := s.InfluenceZone(leaderOf(s, "OB")); len(z) != 1 || z[0].Label() != "7,8" {
		t.Errorf("an officer's influence is his own hex: %v", z)
	}
	play(t, s, "order gueulante CA")
	if len(s.CommandZone(leaderOf(s, "CA"))) <= len(cz) {
		t.Error("Gueulante widens the command zone")
	}
}

func TestCanMoveQuery(t *testing.T) {
	s := load(t, "th")
	if v := s.CanMove("A1"); v == nil || v.Rule != rules.RulePhaseWrong {
		t.Errorf("command phase: %v", v)
	}
	play(t, s, "activate CA A1 SA")
	play(t, s, "end")
	for id, want := range map[string]rules.RuleID{"A1": ok, "SA": ok, "A2": rules.RuleMovNotActivated, "OB": rules.RuleMovNotActivated, "B1": rules.RuleIDNotYours, "ZZ": rules.RuleIDUnknown} {
		if got := ruleOf(s.CanMove(id)); got != want {
			t.Errorf("CanMove(%s) = %q, want %q", id, got, want)
		}
	}
	play(t, s, "move A1 8,8")
	if v := s.CanMove("A1"); v == nil || v.Rule != rules.RuleMovOnce {
		t.Errorf("after its move: %v", v)
	}
}

func TestLeaderActivationsQuery(t *testing.T) {
	s := load(t, "th")
	if used, allowed := s.LeaderActivations(); used != 0 || allowed != 1 {
		t.Errorf("start: %d/%d", used, allowed)
	}
	play(t, s, "order assaut")
	play(t, s, "activate CA A1")
	if used, allowed := s.LeaderActivations(); used != 1 || allowed != 2 {
		t.Errorf("after Assaut and one activation: %d/%d, want 1/2", used, allowed)
	}
}
