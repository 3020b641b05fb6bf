package rules_test

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// The odds (odds.go) against the engine: an exact enumeration of every
// face combination for small dice, with each combination's outcome taken
// from the engine's own roll, and many seeds of whole combats.

// oddsCase is a combat set up to its roll: the scenario's units, and the
// record lines up to the last answer before the dice.
type oddsCase struct {
	name    string
	ruleset string
	fixture string // a rules/testdata fixture instead of the built board
	areas   string // [[board.area]] tables
	unitsA  string // army a's [[army.unit]] tables (south edge; leader CA at 5,8)
	unitsB  string // army b's (north edge; leader CB at 5,2)
	setup   string // ';'-separated record lines
	exact   bool   // few enough dice to enumerate every face combination
	caHex   string // where CA stands; "5,8" when ""
	cbHex   string // where CB stands; "5,2" when ""
}

func unitTOML(id, profile string, elements int, hexLabel, extra string) string {
	return fmt.Sprintf("\n  [[army.unit]]\n  id = %q\n  name = %q\n  profile = %q\n  elements = %d\n  hex = %q\n%s\n", id, id, profile, elements, hexLabel, extra)
}

func (c oddsCase) scenario() string {
	return fmt.Sprintf(`title = "Odds %s"
ruleset = %q
first = "a"
seed = 1

[board]
columns = 12
rows = 9
%s
[[army]]
id = "a"
name = "Armée A"
edge = "south"
command_level = 5
order_points = 40

  [[army.leader]]
  id = "CA"
  name = "Chef A"
  rank = "commander"
  hex = %q
%s
[[army]]
id = "b"
name = "Armée B"
edge = "north"
command_level = 5
order_points = 40

  [[army.leader]]
  id = "CB"
  name = "Chef B"
  rank = "commander"
  hex = %q
%s`, c.name, c.ruleset, c.areas, or(c.caHex, "5,8"), c.unitsA, or(c.cbHex, "5,2"), c.unitsB)
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// start returns the state just before the roll.
func (c oddsCase) start(t *testing.T) *rules.State {
	t.Helper()
	src := []byte(c.scenario())
	name := c.name + ".toml"
	if c.fixture != "" {
		var err error
		if src, err = os.ReadFile("testdata/" + c.fixture + ".toml"); err != nil {
			t.Fatal(err)
		}
		name = c.fixture + ".toml"
	}
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		t.Fatalf("%s: %v", c.name, err)
	}
	st := rules.NewState(sc, rs, 1)
	for _, l := range strings.Split(c.setup, ";") {
		rec, err := rules.ParseRecord(strings.TrimSpace(l))
		if err != nil || len(rec.Lines) != 1 || rec.Lines[0].Err != nil {
			t.Fatalf("%s: bad line %q", c.name, l)
		}
		if _, v := st.Apply(rec.Lines[0].Action); v != nil {
			t.Fatalf("%s: %s: %v", c.name, l, v)
		}
	}
	return st
}

var (
	hoplites = unitTOML("A1", "infantry-heavy", 4, "5,6", "")
	spartans = unitTOML("B1", "infantry-heavy", 4, "5,5", "")
	melee    = "activate CA A1; end; end; attack A1 B1"
)

func oddsCases() []oddsCase {
	th := func(name, unitsA, unitsB, setup string, exact bool) oddsCase {
		return oddsCase{name: name, ruleset: "thucydide", unitsA: unitsA, unitsB: unitsB, setup: setup, exact: exact}
	}
	jo := func(name, setup string) oddsCase {
		c := th(name, hoplites, spartans, setup, false)
		c.ruleset = "jomini"
		return c
	}
	return []oddsCase{
		th("melee", hoplites, spartans, melee, true),
		th("cavalry", unitTOML("A1", "cavalry-heavy", 3, "5,6", ""), unitTOML("B1", "infantry-light", 3, "5,5", ""), melee, true),
		th("fire", unitTOML("A1", "infantry-light", 3, "5,7", ""), spartans, melee, true),
		{name: "edge", ruleset: "thucydide", caHex: "5,4", cbHex: "9,1", unitsA: unitTOML("A1", "infantry-heavy", 4, "5,2", ""), unitsB: unitTOML("B1", "infantry-light", 2, "5,1", ""), setup: melee, exact: true},
		th("support", hoplites, spartans+unitTOML("B2", "infantry-heavy", 4, "5,4", "")+unitTOML("B3", "infantry-heavy", 4, "4,5", "")+unitTOML("B4", "infantry-heavy", 4, "6,5", ""), melee, true),
		{name: "woods", ruleset: "thucydide", areas: "[[board.area]]\nterrain = \"woods\"\nhexes = [\"5,5\"]\n", unitsA: hoplites, unitsB: spartans, setup: melee, exact: true},
		{name: "leader", ruleset: "thucydide", cbHex: "5,4", unitsA: hoplites, unitsB: spartans, setup: melee, exact: true},
		th("elephants", hoplites, unitTOML("B1", "infantry-medium", 4, "5,5", "  mounted_infantry = true\n  mounts = \"elephants\""), melee, false),
		th("allant", hoplites, spartans, melee+" allant", false),
		th("berserks", hoplites, spartans, melee+" berserks", false),
		th("charge", hoplites, spartans, melee+" charge", false),
		th("pieges", hoplites, spartans, melee+"; defend pieges", false),
		th("evasion", hoplites, spartans, melee+"; defend evasion", false),
		th("sacrifice", hoplites, spartans, melee+"; defend sacrifice", false),
		th("defense", hoplites, spartans, melee+"; defend defense", false),
		th("tenir", hoplites, spartans, melee+"; defend tenir-sa-position", false),
		th("grande-defense", hoplites, spartans, melee+"; defend grande-defense", false),
		th("embuscade", hoplites, spartans, melee+"; defend embuscade", false),
		jo("esquive", melee+"; defend esquive"),
		{name: "nouvelle-chance", ruleset: "jomini", cbHex: "5,4", unitsA: hoplites, unitsB: spartans, setup: melee + "; defend nouvelle-chance"},
		jo("comme-un-roc", melee+"; defend comme-un-roc"),
		{name: "sapeurs", ruleset: "jomini", areas: "[[board.area]]\nterrain = \"woods\"\nhexes = [\"5,5\"]\n", unitsA: hoplites, unitsB: spartans, setup: melee + " sapeurs"},
		{name: "front", fixture: "cbab", setup: "activate FRA F1 BAY; end; end; attack F1 S1; front BAY"},
		{name: "withdraw-defender", fixture: "cbab", setup: "activate FRA F1 BAY; end; end; attack F1 S1; pass; withdraw STE 1"},
		{name: "withdraw-attacker", fixture: "cbab", setup: "activate FRA F1 BAY; end; end; attack F1 S1; withdraw BAY"},
	}
}

// rolled is what one roll did, read from the state and its events.
type rolled struct {
	attackFaces, riposteFaces string // the faces' keys, "" when not rolled
	defLoss, atLoss           int
	defElim, defBack          bool
	atElim, atBack            bool
	won                       bool
	orders                    int // order points the attacker's army won
}

func roll(t *testing.T, base *rules.State, seed int64) rolled {
	t.Helper()
	c := base.CurrentCombat()
	at, d := unitOf(base, c.Attacker), unitOf(base, c.Defender)
	points := armyOf(base, at.Army).OrderPoints
	st := base.CloneWithSeed(seed)
	ev, v := st.Apply(rules.Roll{})
	if v != nil {
		t.Fatalf("roll: %v", v)
	}
	if st.Decision().Kind == rules.DecideDice {
		more, v := st.Apply(rules.Pass{})
		if v != nil {
			t.Fatalf("pass: %v", v)
		}
		ev = append(ev, more...)
	}
	var r rolled
	for _, e := range ev {
		keys := make([]string, len(e.Dice()))
		for i, f := range e.Dice() {
			keys[i] = f.Key
		}
		switch {
		case len(e.Dice()) == 0:
		case strings.Contains(rules.EventText(e), " ripostes against "):
			r.riposteFaces = strings.Join(keys, ",")
		case strings.Contains(rules.EventText(e), " attacks ") && r.attackFaces == "":
			r.attackFaces = strings.Join(keys, ",")
		}
	}
	a2, d2 := unitOf(st, at.ID), unitOf(st, d.ID)
	r.defLoss, r.atLoss = d.Elements-d2.Elements, at.Elements-a2.Elements
	r.defElim, r.atElim = d2.Eliminated, a2.Eliminated
	r.defBack = !d2.Eliminated && d2.Hex != d.Hex
	// A follow-up (Berserks follow by themselves) is no retreat.
	r.atBack = !a2.Eliminated && a2.Hex != at.Hex && a2.Hex != d.Hex
	r.won = st.CurrentCombat().CanFollow
	r.orders = armyOf(st, at.Army).OrderPoints - points
	return r
}

// TestOddsEnumerateEveryFace rolls each small combat until every
// combination of the attack's faces (and of the riposte's) has been seen,
// takes each one's outcome from the engine, and weighs them exactly: the
// odds must give the same numbers to 1e-9.
func TestOddsEnumerateEveryFace(t *testing.T) {
	for _, c := range oddsCases() {
		if !c.exact {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			base := c.start(t)
			o, ok := base.CombatOdds()
			if !ok {
				t.Fatal("no combat declared")
			}
			if o.Attack.Dice > 4 || o.Riposte.Dice > 4 {
				t.Fatalf("%d and %d dice: too many to enumerate", o.Attack.Dice, o.Riposte.Dice)
			}
			faces := len(base.Ruleset().Dice.Faces)
			attacks, ripostes := map[string]rolled{}, map[string]rolled{}
			wantA, wantR := ipow(faces, o.Attack.Dice), ipow(faces, o.Riposte.Dice)
			for seed := int64(1); seed < 400_000 && (len(attacks) < wantA || (o.RiposteChance > 0 && len(ripostes) < wantR)); seed++ {
				r := roll(t, base, seed)
				if prev, seen := attacks[r.attackFaces]; seen && prev.defLoss != r.defLoss {
					t.Fatalf("attack faces %s gave two outcomes: %+v and %+v", r.attackFaces, prev, r)
				}
				attacks[r.attackFaces] = r
				if r.riposteFaces == "" {
					continue
				}
				if prev, seen := ripostes[r.riposteFaces]; seen && prev.atLoss != r.atLoss {
					t.Fatalf("riposte faces %s gave two outcomes: %+v and %+v", r.riposteFaces, prev, r)
				}
				ripostes[r.riposteFaces] = r
			}
			if len(attacks) < wantA {
				t.Fatalf("saw %d of the %d attack face combinations", len(attacks), wantA)
			}
			p := math.Pow(1/float64(faces), float64(o.Attack.Dice))
			var elim, back, orders float64
			losses := make([]float64, len(o.Attack.Losses))
			for _, r := range attacks {
				losses[r.defLoss] += p
				orders += p * float64(r.orders)
				if r.defElim {
					elim += p
				} else if r.defBack {
					back += p
				}
			}
			near(t, "attack: eliminated", o.Attack.Eliminate, elim, 1e-9)
			near(t, "attack: forced back", o.Attack.ForceBack, back, 1e-9)
			near(t, "attack: order points", o.Attack.OrderPoints, orders, 1e-9)
			for k := range losses {
				near(t, fmt.Sprintf("attack: P(%d losses)", k), o.Attack.Losses[k], losses[k], 1e-9)
			}
			if o.RiposteChance == 0 {
				return
			}
			if len(ripostes) < wantR {
				t.Fatalf("saw %d of the %d riposte face combinations", len(ripostes), wantR)
			}
			p = math.Pow(1/float64(faces), float64(o.Riposte.Dice))
			losses = make([]float64, len(o.Riposte.Losses))
			var atElim float64
			for _, r := range ripostes {
				losses[r.atLoss] += p
				if r.atElim {
					atElim += p
				}
			}
			near(t, "riposte: eliminated", o.Riposte.Eliminate, atElim, 1e-9)
			for k := range losses {
				near(t, fmt.Sprintf("riposte: P(%d losses)", k), o.Riposte.Losses[k], losses[k], 1e-9)
			}
		})
	}
}

func ipow(b, e int) int {
	n := 1
	for ; e > 0; e-- {
		n *= b
	}
	return n
}

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s: odds %.6f, engine %.6f", what, got, want)
	}
}

// TestOddsMatchTheEngine rolls every combat over many seeds: each
// probability and mean the odds give must be within five standard errors
// of the engine's frequencies.
func TestOddsMatchTheEngine(t *testing.T) {
	n := 4000
	if testing.Short() {
		n = 1000
	}
	for _, c := range oddsCases() {
		t.Run(c.name, func(t *testing.T) {
			base := c.start(t)
			o, ok := base.CombatOdds()
			if !ok {
				t.Fatal("no combat declared")
			}
			var defElim, defBack, atElim, atBack, won, riposted, attacked float64
			var defLoss, atLoss, defLoss2, atLoss2 float64
			for seed := int64(1); seed <= int64(n); seed++ {
				r := roll(t, base, seed*7919)
				defElim += b2f(r.defElim)
				defBack += b2f(r.defBack)
				atElim += b2f(r.atElim)
				atBack += b2f(r.atBack)
				won += b2f(r.won)
				riposted += b2f(r.riposteFaces != "")
				attacked += b2f(r.attackFaces != "")
				defLoss += float64(r.defLoss)
				defLoss2 += float64(r.defLoss * r.defLoss)
				atLoss += float64(r.atLoss)
				atLoss2 += float64(r.atLoss * r.atLoss)
			}
			N := float64(n)
			prop := func(what string, want, count float64) {
				t.Helper()
				tol := 5*math.Sqrt(want*(1-want)/N) + 2/N
				near(t, what, want, count/N, tol)
			}
			mean := func(what string, want, sum, sum2 float64) {
				t.Helper()
				m := sum / N
				tol := 5*math.Sqrt(max(sum2/N-m*m, 0)/N) + 2/N
				near(t, what, want, m, tol)
			}
			prop("defender eliminated", o.DefenderEliminated, defElim)
			prop("defender forced back", o.DefenderForcedBack, defBack)
			prop("attacker eliminated", o.AttackerEliminated, atElim)
			prop("attacker forced back", o.AttackerForcedBack, atBack)
			if o.AttackOrder != "berserks" { // Berserks follow up by themselves
				prop("won", o.Won, won)
			}
			if o.Riposte.Dice > 0 {
				prop("riposte rolled", o.RiposteChance, riposted)
			}
			if o.Attack.Dice > 0 {
				prop("attack rolled", o.AttackChance, attacked)
			}
			mean("defender losses", o.DefenderLosses, defLoss, defLoss2)
			mean("attacker losses", o.AttackerLosses, atLoss, atLoss2)
		})
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// TestOddsQueriesAgree: the odds of a possible attack are those of the
// same attack once declared, and a defense order's are those of the
// combat once it is given.
func TestOddsQueriesAgree(t *testing.T) {
	c := oddsCases()[0]
	c.setup = "activate CA A1; end; end"
	st := c.start(t)
	for _, order := range []string{"", "allant", "charge"} {
		before, v := st.AttackOdds("A1", "B1", order)
		if v != nil {
			t.Fatalf("AttackOdds %q: %v", order, v)
		}
		declared := st.CloneWithSeed(1)
		if _, v := declared.Apply(rules.Attack{Attacker: "A1", Defender: "B1", Order: order}); v != nil {
			t.Fatal(v)
		}
		after, _ := declared.CombatOdds()
		if fmt.Sprint(before) != fmt.Sprint(after) {
			t.Errorf("attack order %q: AttackOdds %+v, CombatOdds once declared %+v", order, before, after)
		}
		for _, key := range []string{"defense", "tenir-sa-position", "sacrifice", "embuscade", "evasion"} {
			want, v := declared.DefenseOdds(key)
			if v != nil {
				t.Fatalf("DefenseOdds %s: %v", key, v)
			}
			given := declared.CloneWithSeed(1)
			if _, v := given.Apply(rules.Defend{Order: key}); v != nil {
				t.Fatal(v)
			}
			got, _ := given.CombatOdds()
			if fmt.Sprint(want) != fmt.Sprint(got) {
				t.Errorf("%s: DefenseOdds %+v, CombatOdds once given %+v", key, want, got)
			}
		}
		if o, v := declared.DefenseOdds("retraite"); v != nil || o.DefenderForcedBack != 1 || o.Attack.Dice != 0 {
			t.Errorf("retraite: %+v, %v; want no dice and the defender forced back", o, v)
		}
	}
}

// TestOddsRefusals: each query refuses what cannot be fought, with its
// rule id, and answers what can.
func TestOddsRefusals(t *testing.T) {
	c := oddsCases()[0]
	c.unitsA += unitTOML("A2", "infantry-light", 3, "5,7", "") + unitTOML("A3", "infantry-heavy", 4, "4,5", "")
	c.setup = "activate CA A1 A2; end; end"
	st := c.start(t)
	for _, tc := range []struct {
		attacker, defender, order string
		want                      rules.RuleID
	}{
		{"A1", "B1", "", rules.NoRule},
		{"A2", "B1", "", rules.NoRule}, // fire at 2 hexes
		{"A3", "B1", "", rules.NoRule}, // not activated: the odds are still given
		{"XX", "B1", "", rules.RuleIDUnknown},
		{"A1", "XX", "", rules.RuleIDUnknown},
		{"A1", "A2", "", rules.RuleCbtTarget},
		{"A3", "B1", "allant", rules.NoRule},
		{"A1", "B1", "nope", rules.RuleOrdUnknown},
		{"A1", "B1", "defense", rules.RuleOrdPhase},
		{"A2", "B1", "allant", rules.RuleOrdCondition}, // fire takes no attack order
		{"A1", "B1", "pieges", rules.RuleOrdPhase},
	} {
		_, v := st.AttackOdds(tc.attacker, tc.defender, tc.order)
		got := rules.NoRule
		if v != nil {
			got = v.Rule
		}
		if got != tc.want {
			t.Errorf("AttackOdds(%s, %s, %q) = %q, want %q", tc.attacker, tc.defender, tc.order, got, tc.want)
		}
	}
	if _, ok := st.CombatOdds(); ok {
		t.Error("CombatOdds with no combat declared")
	}
	if _, v := st.DefenseOdds("defense"); v == nil || v.Rule != rules.RulePhaseWrong {
		t.Errorf("DefenseOdds with no combat: %v, want %s", v, rules.RulePhaseWrong)
	}
	st.Apply(rules.Attack{Attacker: "A2", Defender: "B1"})
	if _, v := st.DefenseOdds("embuscade"); v == nil || v.Rule != rules.RuleOrdCondition {
		t.Errorf("DefenseOdds of Embuscade against fire: %v, want ORD.CONDITION", v)
	}
}

// TestOddsAfterTheDice: while the attack's dice wait for the defender,
// the odds of passing and of Évasion are the certain results the engine
// then gives.
func TestOddsAfterTheDice(t *testing.T) {
	c := oddsCases()[0]
	base := c.start(t)
	seen := 0
	for seed := int64(1); seed < 300 && seen < 20; seed++ {
		st := base.CloneWithSeed(seed)
		st.Apply(rules.Roll{})
		if st.Decision().Kind != rules.DecideDice {
			continue
		}
		seen++
		for _, answer := range []rules.Action{rules.Pass{}, rules.Defend{Order: "evasion"}} {
			o, ok := st.CombatOdds()
			if d, isDefend := answer.(rules.Defend); isDefend {
				var v *rules.Violation
				if o, v = st.DefenseOdds(d.Order); v != nil {
					t.Fatal(v)
				}
			}
			if !ok || !o.Rolled {
				t.Fatalf("seed %d: %+v, want the rolled dice", seed, o)
			}
			before := unitOf(st, "B1").Elements
			after := st.CloneWithSeed(seed)
			if _, v := after.Apply(answer); v != nil {
				t.Fatal(v)
			}
			lost := before - unitOf(after, "B1").Elements
			if o.Attack.Losses[lost] != 1 {
				t.Errorf("seed %d, %s: the engine took %d losses, the odds say %v", seed, answer, lost, o.Attack.Losses)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no roll left the defender a choice")
	}
}

// BenchmarkAttackOdds is one attack's odds, the question the computer
// player asks for every attack it considers.
func BenchmarkAttackOdds(b *testing.B) {
	c := oddsCases()[0]
	c.setup = "activate CA A1; end; end"
	t := &testing.T{}
	st := c.start(t)
	b.ReportAllocs()
	for b.Loop() {
		if _, v := st.AttackOdds("A1", "B1", ""); v != nil {
			b.Fatal(v)
		}
	}
}
