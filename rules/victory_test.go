package rules_test

// Victory, the turn limit and objectives; Préjoué, orders against fire
// and Nouvelle chance.

import (
	"os"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

func TestVictory(t *testing.T) {
	s := load(t, "cb")
	if got := s.VictoryTarget(armyOf(s, "a")); got != 2 {
		t.Errorf("a third of 4 units, rounded up: %d", got)
	}
	src, _ := os.ReadFile("testdata/cb.toml")
	one := strings.Replace(string(src), "seed = 1", "seed = 1\nvictory = 1", 1)
	sc, rs, err := scenarios.LoadScenario("one.toml", []byte(one))
	if err != nil {
		t.Fatal(err)
	}
	for seed := int64(1); seed < 500; seed++ {
		st := rules.NewState(sc, rs, seed)
		for _, l := range []string{"activate CA A1 A2 A3", "end", "end", "attack A3 B3", "roll"} {
			play(t, st, l)
		}
		if !unitOf(st, "B3").Eliminated {
			if st.Winner() != "" || st.Phase() == rules.PhaseOver {
				t.Fatal("no winner before the victory condition")
			}
			continue
		}
		if st.Winner() != "a" || st.Phase() != rules.PhaseOver {
			t.Fatalf("one elimination wins at victory = 1: winner %q, phase %s", st.Winner(), st.Phase())
		}
		if v := play(t, st, "end"); v == nil || v.Rule != rules.RuleGameOver {
			t.Errorf("nothing is played after the end: %v", v)
		}
		return
	}
	t.Fatal("no seed eliminated B3")
}

func TestTurnLimitAndObjectives(t *testing.T) {
	src, _ := os.ReadFile("testdata/cb.toml")
	variant := func(extra string) *rules.State {
		sc, rs, err := scenarios.LoadScenario("v.toml", []byte(strings.Replace(string(src), "seed = 1", "seed = 1\n"+extra, 1)))
		if err != nil {
			t.Fatal(err)
		}
		return rules.NewState(sc, rs, 0)
	}
	for _, c := range []struct{ extra, winner string }{
		{"turns = 1", ""},
		{"turns = 1\nat_turn_limit = \"b\"", "b"},
		{"turns = 1\nat_turn_limit = \"draw\"", ""},
	} {
		s := variant(c.extra)
		for i := 0; i < 6; i++ {
			play(t, s, "end")
		}
		if s.Phase() != rules.PhaseOver || s.Winner() != c.winner {
			t.Errorf("%q: phase %s winner %q, want over and %q", c.extra, s.Phase(), s.Winner(), c.winner)
		}
	}
	s := variant("[[objective]]\narmy = \"a\"\nhexes = [\"8,5\"]\n")
	for _, l := range []string{"activate CA A1", "end", "move A1 8,6 8,5", "end"} {
		if v := play(t, s, l); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	if s.Winner() != "" {
		t.Fatal("objectives are checked at the end of the turn")
	}
	play(t, s, "end")
	if s.Winner() != "a" || s.Phase() != rules.PhaseOver {
		t.Errorf("A1 holds 8,5 at the end of a's turn: winner %q", s.Winner())
	}
}

func TestPrejoueTokenMakesRigid(t *testing.T) {
	// Évasion leaves B1 a pré-joué token: on its army's next turn it cannot
	// move (MOV.RIGID) but may still fight; the token goes at the end of
	// that movement phase.
	s, _ := seek(t, "cb", a1b1, "attack A1 B1; defend evasion; roll", func(s *rules.State, ev []rules.Event) bool {
		return unitOf(s, "B1").Prejoue && !unitOf(s, "B1").Eliminated
	})
	for _, l := range []string{"end", "activate CB B1", "end"} {
		if v := play(t, s, l); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	if v := play(t, s, "move B1 6,3"); v == nil || v.Rule != rules.RuleMovRigid {
		t.Errorf("B1 carries a pré-joué token: %v", v)
	}
	play(t, s, "end")
	if unitOf(s, "B1").Prejoue {
		t.Error("the token is removed at the end of the movement phase")
	}
}

// TestEveryAttackOrderRefusedForFire: each attack order of both catalogs
// is for melee only, and is refused for fire (ORD.CONDITION); each combat
// order given in the wrong window is refused too (ORD.PHASE). Defense
// orders answer fire (TestDefenseOrdersAnswerFire).
func TestEveryAttackOrderRefusedForFire(t *testing.T) {
	for _, rsKey := range []string{"thucydide", "jomini"} {
		rs, _ := scenarios.Ruleset(rsKey)
		for _, o := range rs.Orders {
			switch o.Window {
			case rules.WindowAttack:
				_, _, v := fight(t, "cb", 1, a1b1, "attack A2 B2 "+o.Key)
				if rsKey == "thucydide" && (v == nil || v.Rule != rules.RuleOrdCondition) {
					t.Errorf("%s %s on fire: %v", rsKey, o.Key, v)
				}
				_, _, v = fight(t, "cb", 1, a1b1, "attack A1 B1; defend "+o.Key)
				if rsKey == "thucydide" && (v == nil || v.Rule != rules.RuleOrdPhase) {
					t.Errorf("%s %s as a defense: %v", rsKey, o.Key, v)
				}
			case rules.WindowDefense:
				if rsKey == "jomini" {
					_, _, v := fight(t, "cbj", 1, "activate NAP J1; end; end", "attack J1 R1 "+o.Key)
					if v == nil || v.Rule != rules.RuleOrdPhase {
						t.Errorf("%s %s as an attack order: %v", rsKey, o.Key, v)
					}
				}
			}
		}
	}
	// Jomini orders outside their conditions.
	for line, want := range map[string]rules.RuleID{
		"attack J1 R1 percee":    ok,                   // infantry may
		"attack J1 R1 allant":    ok,                   // 1 point for infantry
		"attack J1 R1 pieges":    rules.RuleOrdUnknown, // Thucydide only
		"attack J1 R1 berserks2": rules.RuleOrdUnknown,
	} {
		_, _, v := fight(t, "cbj", 1, "activate NAP J1; end; end", line)
		if got := ruleOf(v); got != want {
			t.Errorf("%s: %q, want %q", line, got, want)
		}
	}
}

func ruleOf(v *rules.Violation) rules.RuleID {
	if v == nil {
		return ok
	}
	return v.Rule
}

// TestNouvelleChanceRerollsTheFirstHurtingDie compares the same seed with
// and without the order: only the first die that hurt the defender changes.
func TestNouvelleChanceRerollsTheFirstHurtingDie(t *testing.T) {
	inf := rules.Infantry
	const j = "activate NAP J1; end; end"
	for seed := int64(1); seed < 200; seed++ {
		s1, plain, v1 := fight(t, "cbj", seed, j, "attack J1 R1; defend tenir-sa-position; roll")
		s2, again, v2 := fight(t, "cbj", seed, j, "attack J1 R1; defend nouvelle-chance; roll")
		if v1 != nil || v2 != nil {
			t.Fatal(v1, v2)
		}
		_, _ = s1, s2
		a, b := plain[0].Dice(), again[0].Dice()
		first := -1
		for i, f := range a {
			hurts := f.Kind == rules.FaceFlag
			for _, h := range f.Hits {
				hurts = hurts || h == inf
			}
			if hurts {
				first = i
				break
			}
		}
		if first < 0 || len(a) != len(b) {
			continue
		}
		for i := range a {
			if i != first && a[i].Key != b[i].Key {
				t.Fatalf("seed %d: die %d changed, but only die %d may be rerolled: %v → %v", seed, i, first, a, b)
			}
		}
		if count(s2, again[0], inf).dice != 3 {
			t.Fatalf("three dice")
		}
		return
	}
	t.Fatal("no seed rolled a hurting die")
}

func isHeld(e rules.Event) bool {
	_, ok := e.(rules.DiceHeld)
	return ok
}
