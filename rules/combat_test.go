package rules_test

import (
	"os"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// fight sets up the combat fixture with a dice seed, plays the setup lines
// and then the combat lines, and returns the state and the events of the
// last line.
func fight(t *testing.T, fixture string, seed int64, setup, lines string) (*rules.State, []rules.Event, *rules.Violation) {
	t.Helper()
	return fightAs(t, fixture, seed, setup, lines, true)
}

// fightAs is fight; pass says whether the defender passes on the dice.
func fightAs(t *testing.T, fixture string, seed int64, setup, lines string, pass bool) (*rules.State, []rules.Event, *rules.Violation) {
	t.Helper()
	src, err := os.ReadFile("testdata/" + fixture + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(fixture+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	s := rules.NewState(sc, rs, seed)
	for _, l := range strings.Split(setup, ";") {
		if l = strings.TrimSpace(l); l != "" {
			if v := play(t, s, l); v != nil {
				t.Fatalf("setup %q: %v", l, v)
			}
		}
	}
	var ev []rules.Event
	var v *rules.Violation
	for _, l := range strings.Split(lines, ";") {
		rec, err := rules.ParseRecord(strings.TrimSpace(l))
		if err != nil || len(rec.Lines) != 1 {
			t.Fatalf("%q is not one record line: %v", l, err)
		}
		if rec.Lines[0].Err != nil {
			return s, nil, rec.Lines[0].Err
		}
		ev, v = s.Apply(rec.Lines[0].Action)
		if v != nil {
			return s, nil, v
		}
	}
	// When the dice leave the defender a choice (Évasion, Sacrifice's
	// amount), he passes here unless the case says otherwise: the events
	// are the dice, then their result, then the riposte.
	if pass && strings.HasSuffix(strings.TrimSpace(lines), "roll") && s.Decision().Kind == rules.DecideDice {
		more, v := s.Apply(rules.Pass{})
		if v != nil {
			return s, nil, v
		}
		ev = append(ev, more...)
	}
	return s, ev, nil
}

// riposte returns the riposte's event among a roll's events.
func riposte(ev []rules.Event) (rules.Struck, bool) {
	for _, e := range ev {
		if st, ok := e.(rules.Struck); ok && st.Riposte {
			return st, true
		}
	}
	return rules.Struck{}, false
}

// allText joins a roll's sentences, for what the result says (flags
// cancelled, Sacrifice) whether or not the dice waited for the defender.
func allText(ev []rules.Event) string {
	var b []string
	for _, e := range ev {
		b = append(b, rules.EventText(e))
	}
	return strings.Join(b, " | ")
}

// tally reads a strike's faces as the rules do, for the target's type.
type tally struct{ dice, hits, flags, orders, special int }

func count(s *rules.State, e rules.Event, target rules.TroopType) tally {
	var c tally
	c.dice = len(e.Dice())
	for _, f := range e.Dice() {
		hit := false
		for _, h := range f.Hits {
			hit = hit || h == target
		}
		switch {
		case hit:
			c.hits++
		case f.Kind == rules.FaceFlag:
			c.flags++
		case f.Kind == rules.FaceOrder:
			c.orders++
		case f.Kind == rules.FaceSpecial:
			c.special++
		}
	}
	return c
}

// seek tries seeds until the combat produces the wanted faces, so that each
// case checks a situation it really reached, whatever the generator.
func seek(t *testing.T, fixture, setup, lines string, want func(s *rules.State, ev []rules.Event) bool) (*rules.State, []rules.Event) {
	t.Helper()
	return seekAs(t, fixture, setup, lines, true, want)
}

// seekAs is seek; pass says whether the defender passes on the dice.
func seekAs(t *testing.T, fixture, setup, lines string, pass bool, want func(s *rules.State, ev []rules.Event) bool) (*rules.State, []rules.Event) {
	t.Helper()
	for seed := int64(1); seed < 3000; seed++ {
		s, ev, v := fightAs(t, fixture, seed, setup, lines, pass)
		if v != nil {
			t.Fatalf("%s: %v", lines, v)
		}
		if want(s, ev) {
			return s, ev
		}
	}
	t.Fatalf("no seed gives the wanted dice for %q", lines)
	return nil, nil
}

const a1b1 = "activate CA A1 A2 A3; end; end"

func TestCombatRuleIDs(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "cb", setup: "activate CA A2 A3; end; end", line: "attack A1 B1", want: rules.RuleCbtNotActivated},
		{fixture: "cb", setup: a1b1, line: "attack A1 B1", want: ok},
		{fixture: "cb", setup: a1b1 + "; attack A1 B1; roll", line: "attack A1 B1", want: rules.RuleCbtOnce},
		{fixture: "cb", setup: a1b1 + "; attack A1 B1", line: "attack A3 B3", want: rules.RuleCbtOnce}, // roll the declared one first
		{fixture: "cb", setup: a1b1, line: "attack A1 B2", want: rules.RuleCbtRange},                   // heavy infantry does not fire
		{fixture: "cb", setup: a1b1, line: "attack A2 B2", want: ok, check: func(t *testing.T, s *rules.State) {
			if !s.CurrentCombat().Fire {
				t.Error("archers 2 hexes away fire")
			}
		}},
		{fixture: "cb", setup: a1b1, line: "attack A2 B1", want: rules.RuleCbtRange}, // 3 hexes: beyond range 2
		{fixture: "cb", setup: "activate CA A1 A2 A3; end; move A1 8,6 8,7; end", line: "attack A1 B1", want: rules.RuleCbtNoCombat},
		{fixture: "cb", setup: a1b1, line: "attack A1 A3", want: rules.RuleCbtTarget},
		{fixture: "cb", setup: a1b1, line: "follow", want: rules.RuleCbtFollow},
		{fixture: "cb", setup: a1b1 + "; attack A1 B1; defend defense", line: "defend sacrifice", want: rules.RuleOrdOnePerCombat},
		{fixture: "cb", setup: a1b1 + "; attack A1 B1", line: "defend defense", want: ok, check: func(t *testing.T, s *rules.State) {
			if p := armyOf(s, "b").OrderPoints; p != 18 {
				t.Errorf("the defender's army pays Défense (2): %d left", p)
			}
		}},
		{fixture: "cb", setup: a1b1 + "; attack A2 B2", line: "defend embuscade", want: rules.RuleOrdCondition}, // fire draws no riposte
		{fixture: "cb", setup: a1b1, line: "attack A2 B2 allant", want: rules.RuleOrdCondition},                 // attack orders: melee only
		{fixture: "cb", setup: a1b1 + "; attack A1 B1", line: "defend allant", want: rules.RuleOrdPhase},        // an attack order
		{fixture: "cb", setup: a1b1, line: "attack A1 B1 evasion", want: rules.RuleOrdPhase},                    // a defense order
		{fixture: "cb", setup: a1b1 + "; attack A1 B1", line: "defend pieges", want: ok},                        // B1 is infantry
		{fixture: "cb", setup: "activate SA A4; end; end; attack A4 B4", line: "defend pieges", want: ok},       // B4 is infantry
		{fixture: "cb", setup: a1b1, line: "roll", want: rules.RulePhaseWrong},
		{fixture: "cb", setup: a1b1 + "; attack A1 B1", line: "front CA", want: rules.RuleLdrRuleset},
	})
}

func TestMeleeOutcome(t *testing.T) {
	// A plain melee with no support, no leader and clear ground: every hit
	// of the defender's type removes an element, every flag is a hex of
	// retreat, every lettre d'ordre a point for the attacker.
	s, ev := seek(t, "cb", a1b1, "attack A1 B1; roll", func(s *rules.State, ev []rules.Event) bool {
		c := count(s, ev[0], rules.Infantry)
		return c.hits >= 1 && c.flags >= 1 && c.orders >= 1
	})
	c := count(s, ev[0], rules.Infantry)
	b1 := unitOf(s, "B1")
	if c.dice != 3 {
		t.Errorf("heavy infantry assaults with 3 dice [HOUSE], rolled %d", c.dice)
	}
	if b1.Eliminated {
		t.Fatalf("B1 eliminated: %v", ev)
	}
	if b1.Elements != 4-c.hits {
		t.Errorf("B1 has %d elements after %d hits", b1.Elements, c.hits)
	}
	if _, row := b1.Hex.Offset(); row != 5-c.flags {
		t.Errorf("B1 should retreat %d hex(es) north from row 5: at %s", c.flags, b1.Hex)
	}
	if p := armyOf(s, "a").OrderPoints; p != 20+c.orders {
		t.Errorf("lettres d'ordre: %d points, want %d", p, 20+c.orders)
	}
	if !strings.Contains(rules.EventText(ev[0]), "Hoplites (A1) attacks Spartiates (B1): 3 dice — ") {
		t.Errorf("log sentence: %q", rules.EventText(ev[0]))
	}
	if _, ok := riposte(ev); ok {
		t.Error("a retreated defender does not riposte")
	}
	if !s.CurrentCombat().CanFollow {
		t.Fatal("a won melee allows the follow-up")
	}
	if v := play(t, s, "follow"); v != nil || unitOf(s, "A1").Hex.Label() != "7,5" {
		t.Errorf("follow-up into 7,5: %v, A1 at %s", v, unitOf(s, "A1").Hex)
	}
	if unitOf(s, "A1").PursuitLeft != 0 {
		t.Error("infantry does not pursue")
	}
}

func TestRiposteAndElimination(t *testing.T) {
	s, ev := seek(t, "cb", a1b1, "attack A1 B1; roll", func(s *rules.State, ev []rules.Event) bool {
		c := count(s, ev[0], rules.Infantry)
		_, ok := riposte(ev)
		return c.flags == 0 && c.hits < 4 && ok
	})
	re, _ := riposte(ev)
	r := count(s, re, rules.Infantry)
	if !strings.Contains(rules.EventText(re), "Spartiates (B1) ripostes against Hoplites (A1)") || r.dice != 3 {
		t.Errorf("B1 holds and ripostes with its melee factor (3): %q", rules.EventText(re))
	}
	// The attacker takes the riposte's hits; its flags make it retreat south.
	if a1 := unitOf(s, "A1"); a1.Elements != 4-r.hits {
		t.Errorf("A1 has %d elements after %d riposte hits", a1.Elements, r.hits)
	}
	// Elimination: four hits on B1's four elements.
	s, _ = seek(t, "cb", "activate CA A1 A2 A3; end; end", "attack A3 B3; roll", func(s *rules.State, ev []rules.Event) bool {
		return unitOf(s, "B3").Eliminated
	})
	if unitOf(s, "B3").OnBoard || occupied(s, hexAt("4,5")) || armyOf(s, "a").EliminatedEnemy != 1 {
		t.Error("an eliminated unit leaves the table and counts for the enemy")
	}
	if unitOf(s, "A3").PursuitLeft != 0 {
		t.Error("no pursuit before the follow-up")
	}
	play(t, s, "follow")
	if unitOf(s, "A3").PursuitLeft != 1 {
		t.Error("cavalry may pursue after a follow-up")
	}
}

func TestAttackOrders(t *testing.T) {
	inf := rules.Infantry
	t.Run("allant", func(t *testing.T) {
		s, ev, v := fight(t, "cb", 5, a1b1, "attack A1 B1 allant; roll")
		if v != nil || count(s, ev[0], inf).dice != 4 {
			t.Errorf("Allant: +1 die (3+1): %v %v", v, ev)
		}
		if p := armyOf(s, "a").OrderPoints; p < 19 {
			t.Errorf("Allant costs 1 for infantry: %d left", p)
		}
	})
	t.Run("berserks", func(t *testing.T) {
		s, ev := seek(t, "cb", a1b1, "attack A1 B1 berserks; roll", func(s *rules.State, ev []rules.Event) bool {
			return count(s, ev[0], inf).flags >= 1 && !unitOf(s, "B1").Eliminated
		})
		if count(s, ev[0], inf).dice != 5 || unitOf(s, "A1").Hex.Label() != "7,5" {
			t.Errorf("Berserks: 3+2 dice and a forced follow-up: %v, A1 at %s", ev, unitOf(s, "A1").Hex)
		}
		// In the riposte, tactical advantages count as losses.
		s, ev = seek(t, "cb", a1b1, "attack A1 B1 berserks; roll", func(s *rules.State, ev []rules.Event) bool {
			re, ok := riposte(ev)
			return ok && count(s, re, inf).special >= 1
		})
		re, _ := riposte(ev)
		r := count(s, re, inf)
		if a1 := unitOf(s, "A1"); a1.Elements != max(0, 4-r.hits-r.special) {
			t.Errorf("riposte hits %d + specials %d: A1 has %d", r.hits, r.special, a1.Elements)
		}
	})
	t.Run("charge", func(t *testing.T) {
		s, ev := seek(t, "cb", a1b1, "attack A1 B1 charge; roll", func(s *rules.State, ev []rules.Event) bool {
			re, ok := riposte(ev)
			return ok && count(s, re, inf).flags == 1
		})
		if re, _ := riposte(ev); unitOf(s, "A1").Hex.Label() != "7,6" || !strings.Contains(rules.EventText(re), "cancelled by support") {
			t.Errorf("Charge: A1 counts as supported and ignores the riposte's flag: at %s, %q", unitOf(s, "A1").Hex, rules.EventText(re))
		}
	})
	t.Run("percee", func(t *testing.T) {
		s, _ := seek(t, "cb", a1b1, "attack A1 B1 percee; roll", func(s *rules.State, ev []rules.Event) bool {
			return s.CurrentCombat().CanFollow
		})
		play(t, s, "follow")
		if unitOf(s, "A1").PursuitLeft != 1 {
			t.Error("Percée: infantry follows up, then may pursue")
		}
	})
}

func TestDefenseOrders(t *testing.T) {
	inf := rules.Infantry
	withFlags := func(n int) func(s *rules.State, ev []rules.Event) bool {
		return func(s *rules.State, ev []rules.Event) bool {
			for _, e := range ev {
				if st, ok := e.(rules.Struck); ok && !st.Riposte || isHeld(e) {
					return count(s, e, inf).flags >= n && count(s, e, inf).hits == 0
				}
			}
			return false
		}
	}
	t.Run("defense", func(t *testing.T) {
		s, ev := seek(t, "cb", a1b1, "attack A1 B1; defend defense; roll", withFlags(1))
		f := count(s, ev[0], inf).flags
		if _, row := unitOf(s, "B1").Hex.Offset(); row != 5-(f-1) {
			t.Errorf("Défense: supported, one of %d flags cancelled: B1 at %s", f, unitOf(s, "B1").Hex)
		}
	})
	t.Run("tenir-sa-position", func(t *testing.T) {
		s, _ := seek(t, "cb", a1b1, "attack A1 B1; defend tenir-sa-position; roll", withFlags(2))
		if unitOf(s, "B1").Hex.Label() != "7,5" {
			t.Errorf("Tenir sa position ignores every flag: B1 at %s", unitOf(s, "B1").Hex)
		}
	})
	t.Run("sacrifice", func(t *testing.T) {
		s, ev := seek(t, "cb", a1b1, "attack A1 B1; defend sacrifice; roll", withFlags(1))
		f := count(s, ev[0], inf).flags
		if b := unitOf(s, "B1"); b.Hex.Label() != "7,5" || b.Elements != 4-f {
			t.Errorf("Sacrifice turns %d flag(s) into losses: B1 at %s with %d", f, b.Hex, b.Elements)
		}
	})
	t.Run("grande-defense", func(t *testing.T) {
		s, ev := seek(t, "cb", a1b1, "attack A1 B1; defend grande-defense; roll", withFlags(1))
		f := count(s, ev[0], inf).flags
		if _, row := unitOf(s, "B1").Hex.Offset(); row != 5-(f-1) || !unitOf(s, "B1").SupportedTurn {
			t.Errorf("Grande défense: supported for the phase: B1 at %s", unitOf(s, "B1").Hex)
		}
	})
	t.Run("evasion", func(t *testing.T) {
		s, ev := seek(t, "cb", a1b1, "attack A1 B1; defend evasion; roll", func(s *rules.State, ev []rules.Event) bool {
			c := count(s, ev[0], inf)
			return c.hits == 1 && c.flags == 0
		})
		b := unitOf(s, "B1")
		if b.Elements != 4 || b.Hex.Label() != "7,3" || !b.Prejoue {
			t.Errorf("Évasion: the hit becomes 2 uncancellable flags and a pré-joué token: %d elements at %s, token %v (%v)", b.Elements, b.Hex, b.Prejoue, ev)
		}
	})
	t.Run("retraite", func(t *testing.T) {
		s, ev, v := fight(t, "cb", 1, a1b1, "attack A1 B1; defend retraite")
		if v != nil || unitOf(s, "B1").Hex.Label() != "7,3" || s.CurrentCombat().Attacker != "" {
			t.Errorf("Retraite: B1 falls back 2 (1 / 2) toward its edge and the combat is off: %v %v, B1 at %s", v, ev, unitOf(s, "B1").Hex)
		}
		if v := play(t, s, "attack A1 B1"); v == nil || v.Rule != rules.RuleCbtOnce {
			t.Errorf("the attacker may not attack again this turn: %v", v)
		}
	})
	t.Run("embuscade", func(t *testing.T) {
		s, ev, v := fight(t, "cb", 2, a1b1, "attack A1 B1; defend embuscade; roll")
		if v != nil || !strings.Contains(rules.EventText(ev[0]), "Spartiates (B1) ripostes against Hoplites (A1)") {
			t.Fatalf("Embuscade: the riposte comes first: %v %v", v, ev)
		}
		_ = s
	})
	t.Run("pieges", func(t *testing.T) {
		s, ev, v := fight(t, "cb", 3, a1b1, "attack A1 B1; defend pieges; roll")
		if v != nil || count(s, ev[0], inf).dice != 1 {
			t.Errorf("Pièges: the attacker rolls 3-2 dice [HOUSE]: %v %v", v, ev)
		}
	})
}

func TestDiceFrequencies(t *testing.T) {
	s := load(t, "cb")
	const n = 60000
	counts := map[string]int{}
	for _, f := range s.RollFaces(n) {
		counts[f.Key]++
	}
	// Six equally likely faces [HOUSE]: chi-square with 5 degrees of
	// freedom stays under 20.52 (p = 0.001) for a fair die.
	exp := float64(n) / 6
	chi := 0.0
	for _, f := range s.Ruleset().Dice.Faces {
		d := float64(counts[f.Key]) - exp
		chi += d * d / exp
	}
	if len(counts) != 6 || chi > 20.52 {
		t.Errorf("faces %v: chi-square %.2f", counts, chi)
	}
}

func TestLeadersInBattle(t *testing.T) {
	inf := rules.Infantry
	const fr = "activate FRA F1 BAY; end; end"
	runCases(t, []ruleCase{
		{fixture: "cbab", setup: fr + "; attack F1 S1", line: "front BAY", want: ok},
		{fixture: "cbab", setup: fr + "; attack F1 S1", line: "front FRA", want: rules.RuleLdrInfluence}, // not on F1's hex
		{fixture: "cbab", setup: fr + "; attack F1 S1", line: "front SCH", want: rules.RuleLdrCommander}, // the commander-in-chief never fights in the front rank
		{fixture: "cbab", setup: fr + "; attack F1 S1", line: "withdraw STE", want: ok},                  // the defender's officer
		{fixture: "cbab", setup: fr + "; attack F1 S1; withdraw BAY", line: "withdraw STE", want: rules.RuleActOnce},
		{fixture: "cbab", setup: fr + "; attack F1 S1; withdraw STE", line: "withdraw BAY", want: rules.RuleTurnDecider}, // the defender has the word
		{fixture: "cbab", setup: fr, line: "rally BAY", want: rules.RuleOrdCondition},                                    // F1 has lost nothing
	})
	t.Run("front rank", func(t *testing.T) {
		s, ev := seek(t, "cbab", fr, "attack F1 S1; front BAY; roll", func(s *rules.State, ev []rules.Event) bool {
			re, ok := riposte(ev)
			return ok && count(s, re, inf).hits >= 1
		})
		if count(s, ev[0], inf).dice != 4 {
			t.Errorf("Bayard in the front rank: 3+1 dice, got %d", count(s, ev[0], inf).dice)
		}
		found := false
		for _, e := range ev {
			w, ok := e.(rules.WoundTest)
			found = found || ok && w.Leader.ID == "BAY" && len(w.Faces) == count(s, ev[0], inf).hits
		}
		if !found {
			t.Errorf("a wound test follows F1's losses: %v", ev)
		}
	})
	t.Run("withdrawal", func(t *testing.T) {
		s, ev := seek(t, "cbab", fr, "attack F1 S1; withdraw STE; roll", func(s *rules.State, ev []rules.Event) bool {
			c := count(s, ev[0], inf)
			return c.flags >= 1 && c.hits >= 1
		})
		c := count(s, ev[0], inf)
		s1 := unitOf(s, "S1")
		if s1.Elements != 4-c.hits || s1.Hex.Label() != "7,3" || !s.CurrentCombat().CanFollow {
			t.Errorf("S1 takes only the hits (%d), ignores flags, withdraws 2 hexes and may be followed: %d at %s", c.hits, s1.Elements, s1.Hex)
		}
		if leaderOf(s, "STE").Hex != s1.Hex {
			t.Error("Steiner withdraws with his unit")
		}
	})
	t.Run("morale", func(t *testing.T) {
		s, ev := seek(t, "cbab", fr, "attack F1 S1; roll", func(s *rules.State, ev []rules.Event) bool {
			c := count(s, ev[0], inf)
			return c.flags == 2 && c.hits == 0
		})
		if _, row := unitOf(s, "S1").Hex.Offset(); row != 4 || !strings.Contains(allText(ev), "cancelled by a leader") {
			t.Errorf("Steiner on S1's hex cancels one of two flags: S1 at %s, %q", unitOf(s, "S1").Hex, allText(ev))
		}
	})
	t.Run("rally", func(t *testing.T) {
		// Turn 1: F1 is hurt by the riposte. Turn 2: it steps back from the
		// enemy with Bayard, who rallies it at the end of the combat phase.
		s, _ := seek(t, "cbab", fr, "attack F1 S1; roll", func(s *rules.State, ev []rules.Event) bool {
			f1 := unitOf(s, "F1")
			return f1.Elements <= 2 && f1.Hex.Label() == "7,6" && unitOf(s, "S1").Hex.Label() == "7,5"
		})
		for _, l := range []string{"end", "end", "end", "end", "activate FRA F1 BAY", "end", "move F1 7,7 with BAY", "end"} {
			if v := play(t, s, l); v != nil {
				t.Fatalf("%s: %v", l, v)
			}
		}
		before := unitOf(s, "F1").Elements
		ev, v := s.Apply(rules.Rally{Leader: "BAY"})
		if v != nil {
			t.Fatal(v)
		}
		back := count(s, ev[0], inf).hits
		if len(ev[0].Dice()) != 4-before || unitOf(s, "F1").Elements != before+back {
			t.Errorf("rally: %d dice for %d lost, %d back: %d elements now (%q)", len(ev[0].Dice()), 4-before, back, unitOf(s, "F1").Elements, rules.EventText(ev[0]))
		}
		if v := play(t, s, "rally BAY"); v == nil || v.Rule != rules.RuleActOnce {
			t.Errorf("one rally per turn: %v", v)
		}
	})
}

func TestJominiCombatOrders(t *testing.T) {
	inf := rules.Infantry
	const j = "activate NAP J1; end; end"
	t.Run("cover and sapeurs", func(t *testing.T) {
		s, ev := seek(t, "cbj", j, "attack J1 R1; roll", func(s *rules.State, ev []rules.Event) bool {
			c := count(s, ev[0], inf)
			return c.flags == 2 && c.hits == 0
		})
		// Woods cover one flag [HOUSE], and Kamensky's presence (influence) another.
		if unitOf(s, "R1").Hex.Label() != "7,5" {
			t.Errorf("R1 in the woods with its officer ignores two flags: at %s (%q)", unitOf(s, "R1").Hex, rules.EventText(ev[0]))
		}
		s, ev = seek(t, "cbj", j, "attack J1 R1 sapeurs; roll", func(s *rules.State, ev []rules.Event) bool {
			c := count(s, ev[0], inf)
			return c.flags == 2 && c.hits == 0
		})
		if unitOf(s, "R1").Hex.Label() != "7,4" {
			t.Errorf("Sapeurs cancel the woods: R1 retreats one hex: at %s (%q)", unitOf(s, "R1").Hex, rules.EventText(ev[0]))
		}
	})
	t.Run("esquive", func(t *testing.T) {
		s, _ := seek(t, "cbj", j, "attack J1 R1; defend esquive; roll", func(s *rules.State, ev []rules.Event) bool {
			c := count(s, ev[0], inf)
			return c.hits == 1 && c.flags == 0
		})
		// Two ordinary flags (JO7 says nothing of Thucydide's « qui ne
		// peuvent pas être annulés »): the woods and Kamensky cancel both.
		if r := unitOf(s, "R1"); r.Elements != 4 || r.Hex.Label() != "7,5" || !r.Prejoue {
			t.Errorf("Esquive: the hit becomes two flags, cancelled as any, and a pré-joué token: %d at %s", r.Elements, r.Hex)
		}
	})
	t.Run("nouvelle-chance", func(t *testing.T) {
		s, ev, v := fight(t, "cbj", 4, j, "attack J1 R1; defend nouvelle-chance; roll")
		if v != nil || count(s, ev[0], inf).dice != 3 {
			t.Errorf("Nouvelle chance (Kamensky's influence): %v %v", v, ev)
		}
		if p := armyOf(s, "r").OrderPoints; p > 20 {
			_ = p
		}
	})
	t.Run("comme-un-roc", func(t *testing.T) {
		s, _, v := fight(t, "cbj", 4, j, "attack J1 R1; defend comme-un-roc")
		if v != nil || !unitOf(s, "R1").SupportedTurn {
			t.Errorf("Comme un roc: supported for the rest of the turn: %v", v)
		}
	})
}
