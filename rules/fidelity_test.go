package rules_test

// Issue 10: what the seed chapters say that the engine read otherwise. One
// test per point, each with a refusing and an accepting case (the rule id
// named in the case), on the fixtures of rules/testdata, changed in Go where
// the scenario files cannot say it yet.

import (
	"strconv"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

func intp(n int) *int { return &n }

func leaderSetup(sc *rules.Scenario, id string) *rules.LeaderSetup {
	for i := range sc.Armies {
		for j := range sc.Armies[i].Leaders {
			if sc.Armies[i].Leaders[j].ID == id {
				return &sc.Armies[i].Leaders[j]
			}
		}
	}
	panic("no leader " + id)
}

func unitSetup(sc *rules.Scenario, id string) *rules.UnitSetup {
	for i := range sc.Armies {
		for j := range sc.Armies[i].Units {
			if sc.Armies[i].Units[j].ID == id {
				return &sc.Armies[i].Units[j]
			}
		}
	}
	panic("no unit " + id)
}

func points(army string, want int) func(t *testing.T, s *rules.State) {
	return func(t *testing.T, s *rules.State) {
		if p := armyOf(s, army).OrderPoints; p != want {
			t.Errorf("army %s has %d order points, want %d", army, p, want)
		}
	}
}

// 1. TH2 « C'est un ordre donné par le Général en Chef »: every command
// order needs the commander-in-chief on the table (ORD.COMMANDER).
func TestCommandOrdersNeedTheCommander(t *testing.T) {
	away := func(sc *rules.Scenario) {
		ca := leaderSetup(sc, "CA")
		ca.Arrives, ca.Hex = 2, hexAt("7,10")
	}
	runCases(t, []ruleCase{
		{fixture: "th", sc: away, line: "order gueulante SA", want: rules.RuleOrdCommander},
		{fixture: "th", sc: away, line: "order messager A5", want: rules.RuleOrdCommander},
		{fixture: "th", sc: away, line: "order assaut", want: rules.RuleOrdCommander},
		{fixture: "th", sc: away, line: "order reconnaissance", want: rules.RuleOrdCommander},
		{fixture: "th", line: "order gueulante SA", want: ok},
		{fixture: "th", line: "order messager A5", want: ok},
	})
}

// 2. The −1 in a leader's influence is written under « Ordres en cours de
// jeu »: a command order gets none. Messager on A1, beside Callias and
// under Obolos, costs 2.
func TestCommandOrdersGetNoDiscount(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "th", line: "order messager A1", want: ok, check: points("a", 6-2)},
		{fixture: "th", sc: func(sc *rules.Scenario) { sc.Armies[0].OrderPoints = intp(1) }, line: "order messager A1", want: rules.RuleOrdPoints},
		// A maneuver order keeps its discount.
		{fixture: "th", setup: toMove, line: "order marche-forcee A1", want: ok, check: points("a", 6-1)},
	})
	s := load(t, "th")
	if c, v := s.OrderCost(rules.GiveOrder{Key: "messager", Args: []string{"A1"}}); v != nil || c != 2 {
		t.Errorf("OrderCost(messager A1) = %d %v, want 2", c, v)
	}
}

// 3. « au début de la phase de Commandement »: a command order comes
// before any other action of the phase, a maneuver order or a direct
// action included (ORD.COMMAND_START).
func TestCommandOrderComesFirst(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "dec", setup: "order assaut-general-manoeuvre", line: "order gueulante CA", want: rules.RuleOrdCommandStart},
		{fixture: "dec", setup: "direct SA A1 activate", line: "order gueulante CA", want: rules.RuleOrdCommandStart},
		{fixture: "dec", setup: "order gueulante CA", line: "order assaut-general-manoeuvre", want: ok},
		{fixture: "dec", line: "order gueulante CA", want: ok},
	})
}

// 4. « au moment qu'il veut »: the defender's sub-general commits himself
// in the enemy's combat phase, before the roll.
func TestDefendersDirectAction(t *testing.T) {
	answer := dec + "; attack A1 B1; pass"
	runCases(t, []ruleCase{
		{fixture: "dec", setup: answer, line: "direct SB B1 dice", want: ok, check: func(t *testing.T, s *rules.State) {
			if unitOf(s, "B1").ExtraDice != 2 || leaderOf(s, "SB").Present {
				t.Errorf("SB gives B1 +2 dice and leaves: %d, present %v", unitOf(s, "B1").ExtraDice, leaderOf(s, "SB").Present)
			}
		}},
		{fixture: "dec", setup: answer, line: "direct SB B1 ignore-loss", want: ok},
		{fixture: "dec", setup: answer, line: "direct SB B1 order tenir-sa-position", want: ok, check: func(t *testing.T, s *rules.State) {
			if !unitOf(s, "B1").Hold || armyOf(s, "b").OrderPoints != 20 || s.CurrentCombat().DefenseOrder != "tenir-sa-position" {
				t.Errorf("a free defense order: hold %v, %d points", unitOf(s, "B1").Hold, armyOf(s, "b").OrderPoints)
			}
		}},
		{fixture: "dec", setup: answer, line: "direct OB B2 dice", want: rules.RuleLdrCombat},      // B2 is not attacked
		{fixture: "dec", setup: answer, line: "direct SB B1 activate", want: rules.RulePhaseWrong}, // not in the enemy's turn
		{fixture: "dec", setup: dec, line: "direct SB B1 dice", want: rules.RuleTurnDecider},       // no attack yet
	})
	// The +2 dice go to B1's riposte.
	s, ev := seek(t, "dec", dec, "attack A1 B1; pass; direct SB B1 dice; roll", func(s *rules.State, ev []rules.Event) bool {
		_, ok := riposte(ev)
		return ok
	})
	if re, _ := riposte(ev); count(s, re, rules.Infantry).dice != 3+2 {
		t.Errorf("B1 ripostes with 3+2 dice: %q", rules.EventText(re))
	}
}

// 5. « ordre du type adapté à la phase en cours »: in one's own combat
// phase, an attack order for the declared combat.
func TestDirectAttackOrder(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "direct SA A1 order charge", want: ok, check: func(t *testing.T, s *rules.State) {
			if s.CurrentCombat().AttackOrder != "charge" || armyOf(s, "a").OrderPoints != 20 {
				t.Errorf("a free Charge !: %+v, %d points", s.CurrentCombat(), armyOf(s, "a").OrderPoints)
			}
		}},
		{fixture: "dec", setup: dec, line: "direct SA A1 order charge", want: rules.RuleOrdPhase},
		{fixture: "dec", setup: dec + "; attack A1 B1 allant", line: "direct SA A1 order charge", want: rules.RuleOrdOnePerCombat},
		{fixture: "dec", setup: dec + "; attack A1 B1; pass; defend defense", line: "direct SB B1 order tenir-sa-position", want: rules.RuleOrdOnePerCombat},
	})
	_, ev, v := fight(t, "dec", 3, dec, "attack A1 B1; direct SA A1 order allant; roll")
	if v != nil || count(nil, ev[0], rules.Infantry).dice != 3+1 {
		t.Errorf("Allant given directly: 3+1 dice: %v %v", v, ev)
	}
}

// 6. +2 dice « à l'unité en combat »: for that combat and its riposte only.
func TestDirectDiceLastOneCombat(t *testing.T) {
	runCases(t, []ruleCase{
		{fixture: "dec", setup: dec, line: "direct SA A1 dice", want: rules.RuleLdrCombat},
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "direct SA A1 dice", want: ok},
	})
	_, ev, v := fight(t, "dec", 2, dec, "attack A1 B1; direct SA A1 dice; roll")
	if v != nil || count(nil, ev[0], rules.Infantry).dice != 3+2 {
		t.Fatalf("A1 attacks with 3+2 dice: %v %v", v, ev)
	}
	// In the enemy's turn A1 ripostes with its own 3 dice.
	s, ev := seek(t, "dec", dec+"; attack A1 B1; direct SA A1 dice; roll; pass; end; activate CB B2; end; end",
		"attack B2 A2; roll", func(s *rules.State, ev []rules.Event) bool { return unitOf(s, "A1").OnBoard })
	_ = ev
	if unitOf(s, "A1").ExtraDice != 0 {
		t.Errorf("A1 keeps %d extra dice into the enemy's turn", unitOf(s, "A1").ExtraDice)
	}
}

// 7. Charge ! « soutenue durant toute sa phase de combat »: the support
// outlasts the first combat, until the next turn.
func TestChargeLastsTheCombatPhase(t *testing.T) {
	s, _, v := fight(t, "dec", 4, dec, "attack A1 B1 charge; roll")
	if v != nil {
		t.Fatal(v)
	}
	if !unitOf(s, "A1").SupportedTurn {
		t.Error("after its combat, A1 under Charge ! still counts as supported")
	}
	for _, l := range []string{"attack A2 B2", "roll"} {
		if v := play(t, s, l); v != nil && v.Rule != rules.RuleCbtOnce {
			t.Fatalf("%s: %v", l, v)
		}
	}
	if s.Decision().Kind == rules.DecideDice {
		play(t, s, "pass")
	}
	if !unitOf(s, "A1").SupportedTurn {
		t.Error("another combat closed A1's Charge !")
	}
	play(t, s, "end")
	if unitOf(s, "A1").SupportedTurn {
		t.Error("Charge ! outlives its combat phase")
	}
	plain, _, _ := fight(t, "dec", 4, dec, "attack A1 B1; roll")
	if unitOf(plain, "A1").SupportedTurn {
		t.Error("without Charge !, A1 counts as supported")
	}
}

// 8. Ralliement « à la fin de son déplacement »: for an activated unit the
// condition is checked, and the elements restored, when its move ends.
func TestRallyAtTheEndOfTheMove(t *testing.T) {
	hurt := func(s *rules.State) { rules.MutUnit(s, "A9").Elements = 2 }
	near := func(sc *rules.Scenario) { unitSetup(sc, "B2").Hex = hexAt("2,6") }
	elements := func(want int) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) {
			if n := unitOf(s, "A9").Elements; n != want {
				t.Errorf("A9 has %d elements, want %d", n, want)
			}
		}
	}
	runCases(t, []ruleCase{
		// Paid now, restored only when the move ends.
		{fixture: "th", prep: hurt, setup: "activate SA A9", line: "order ralliement A9 1", want: ok, check: func(t *testing.T, s *rules.State) {
			elements(2)(t, s)
			points("a", 6-2)(t, s)
		}},
		{fixture: "th", prep: hurt, setup: "activate SA A9; order ralliement A9 1; end", line: "move A9 2,9", want: ok, check: elements(3)},
		// It ends within 2 hexes of the enemy: nothing restored, points spent.
		{fixture: "th", prep: hurt, sc: near, setup: "activate SA A9; order ralliement A9 1; end", line: "move A9 2,9 2,8", want: ok, check: func(t *testing.T, s *rules.State) {
			elements(2)(t, s)
			points("a", 6-2)(t, s)
		}},
		// It does not move: the rally comes at the end of the movement phase.
		{fixture: "th", prep: hurt, setup: "activate SA A9; order ralliement A9 1; end", line: "end", want: ok, check: elements(3)},
		// A unit not activated rallies at once, on its conditions.
		{fixture: "th", prep: hurt, line: "order ralliement A9 1", want: ok, check: elements(3)},
		{fixture: "th", prep: hurt, setup: "activate SA A9", line: "order ralliement A9 3", want: rules.RuleOrdCondition},
	})
}

// 9. Évasion « après le lancer des dés »: chosen on the dice, before their
// effects; no other defense order is given then.
func TestEvasionAfterTheRoll(t *testing.T) {
	s, _ := seekAs(t, "dec", dec, "attack A1 B1; roll", false, func(s *rules.State, ev []rules.Event) bool {
		c := count(s, ev[len(ev)-1], rules.Infantry)
		return s.Decision().Kind == rules.DecideDice && c.hits == 1 && c.flags == 0
	})
	if v := play(t, s.Clone(), "defend tenir-sa-position"); v == nil || v.Rule != rules.RuleOrdPhase {
		t.Errorf("after the dice only Évasion: %v", v)
	}
	if v := play(t, s, "defend evasion"); v != nil {
		t.Fatal(v)
	}
	b1 := unitOf(s, "B1")
	// The hit became two flags nobody cancels (SB beside B1 would cancel one).
	if b1.Elements != 4 || b1.Hex.Label() != "7,4" || !b1.Prejoue {
		t.Errorf("Évasion on the dice: B1 %d elements at %s, token %v", b1.Elements, b1.Hex, b1.Prejoue)
	}
	if p := armyOf(s, "b").OrderPoints; p != 20-1 {
		t.Errorf("Évasion costs 1: %d left", p)
	}
}

// 10. Amounts the player chooses: Retraite « entre 1 et sa capacité », a
// leader's withdrawal « au plus de sa capacité », Sacrifice « à volonté ».
func TestAmountsThePlayerChooses(t *testing.T) {
	at := func(id, hex string) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) {
			if h := unitOf(s, id).Hex.Label(); h != hex {
				t.Errorf("%s at %s, want %s", id, h, hex)
			}
		}
	}
	const fr = "activate FRA F1 BAY; end; end"
	runCases(t, []ruleCase{
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "defend retraite 1", want: ok, check: at("B1", "7,5")},
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "defend retraite", want: ok, check: at("B1", "7,4")},
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "defend retraite 3", want: rules.RuleOrdCondition},
		{fixture: "dec", setup: dec + "; attack A1 B1", line: "defend defense 1", want: rules.RuleOrdTarget},
		{fixture: "cbab", setup: fr + "; attack F1 S1", line: "withdraw STE 1", want: ok},
		{fixture: "cbab", setup: fr + "; attack F1 S1", line: "withdraw STE 3", want: rules.RuleOrdCondition},
	})
	s := load(t, "dec")
	for _, l := range strings.Split(dec+"; attack A1 B1", ";") {
		play(t, s, strings.TrimSpace(l))
	}
	if lo, hi := s.RetraiteRange(); lo != 1 || hi != 2 {
		t.Errorf("RetraiteRange = %d..%d, want 1..2", lo, hi)
	}
	w, _ := seek(t, "cbab", fr, "attack F1 S1; withdraw STE 1; roll", func(s *rules.State, ev []rules.Event) bool {
		return unitOf(s, "S1").OnBoard
	})
	if h := unitOf(w, "S1").Hex.Label(); h != "7,4" {
		t.Errorf("S1 withdraws 1 hex, to 7,4: at %s", h)
	}
	c := load(t, "cbab")
	for _, l := range strings.Split(fr+"; attack F1 S1", ";") {
		play(t, c, strings.TrimSpace(l))
	}
	if lo, hi := c.WithdrawalRange("STE"); lo != 1 || hi != 2 {
		t.Errorf("WithdrawalRange(STE) = %d..%d, want 1..2", lo, hi)
	}
	if lo, hi := c.WithdrawalRange("FRA"); lo != 0 || hi != 0 {
		t.Errorf("FRA stands with no unit of the combat: %d..%d", lo, hi)
	}
	// Sacrifice: the defender picks how many flags become losses.
	sac, _ := seekAs(t, "dec", dec, "attack A1 B1; pass; defend sacrifice; pass; roll", false, func(s *rules.State, ev []rules.Event) bool {
		_, hi, ok := s.SacrificeRange()
		return ok && hi >= 1 && count(s, ev[len(ev)-1], rules.Infantry).hits == 0
	})
	lo, hi, _ := sac.SacrificeRange()
	if v := play(t, sac.Clone(), "sacrifice "+strconv.Itoa(hi+1)); v == nil || v.Rule != rules.RuleOrdCondition {
		t.Errorf("sacrifice beyond the %d..%d flags: %v", lo, hi, v)
	}
	keep := sac.Clone()
	if v := play(t, sac, "sacrifice 0"); v != nil {
		t.Fatal(v)
	}
	if b1 := unitOf(sac, "B1"); b1.Elements != 4 || b1.Hex.Label() == "7,6" {
		t.Errorf("sacrifice 0: B1 retreats and loses nothing: %d at %s", b1.Elements, b1.Hex)
	}
	if v := play(t, keep, "sacrifice "+strconv.Itoa(hi)); v != nil {
		t.Fatal(v)
	}
	if b1 := unitOf(keep, "B1"); b1.Elements != 4-hi || b1.Hex.Label() != "7,6" {
		t.Errorf("sacrifice %d: B1 holds and loses %d: %d at %s", hi, hi, b1.Elements, b1.Hex)
	}
}

// 11. AB2, FR2: a leader acts on « l'hexagone où il se trouve et celui-ci
// seulement »: influence radius 0 for every rank, so the order discount
// and direct actions need him on the unit's hex.
func TestLeadersActOnTheirOwnHex(t *testing.T) {
	onF1 := func(sc *rules.Scenario) { leaderSetup(sc, "FRA").Hex = hexAt("4,8") }
	runCases(t, []ruleCase{
		{fixture: "ab", line: "direct ALV V1 activate", want: rules.RuleLdrInfluence}, // next to V1, not on its hex
		{fixture: "ab", sc: func(sc *rules.Scenario) { leaderSetup(sc, "ALV").Hex = hexAt("12,8") }, line: "direct ALV V1 activate", want: ok},
		// Marche forcée (2): François Ier next to F1 gives no discount; on its hex, 1.
		{fixture: "ab", setup: "activate FRA F1; end", line: "order marche-forcee F1", want: ok, check: points("fr", 4-2)},
		{fixture: "ab", sc: onF1, setup: "activate FRA F1; end", line: "order marche-forcee F1", want: ok, check: points("fr", 4-1)},
	})
	for _, key := range []string{"alexandre-bayard", "frederic"} {
		for _, r := range rules.Ranks {
			if ir := mustRulesetRadius(t, key, r); ir != 0 {
				t.Errorf("%s %s: influence radius %d, want 0", key, r, ir)
			}
		}
	}
}

// 12. « Un chef avec une unité activée est activé avec elle »: Bayard,
// standing with F1 when it is activated, may rally it; left behind when it
// moves, he is not activated.
func TestLeaderActivatedWithHisUnit(t *testing.T) {
	away := func(sc *rules.Scenario) { unitSetup(sc, "S1").Hex = hexAt("3,2") }
	hurt := func(s *rules.State) { rules.MutUnit(s, "F1").Elements = 2 }
	runCases(t, []ruleCase{
		{fixture: "cbab", sc: away, prep: hurt, setup: "activate FRA F1; end; end", line: "rally BAY", want: ok},
		{fixture: "cbab", sc: away, prep: hurt, setup: "activate FRA F1; end; move F1 7,7 with BAY; end", line: "rally BAY", want: ok},
		{fixture: "cbab", sc: away, prep: hurt, setup: "activate FRA F1; end; move F1 7,7; end", line: "rally BAY", want: rules.RuleMovNotActivated},
		{fixture: "cbab", sc: away, prep: hurt, setup: "activate FRA F2; end; end", line: "rally BAY", want: rules.RuleMovNotActivated},
	})
}

// 13. Allied units « n'obéissent qu'à leurs propres chefs »: not the
// commander's Messager, not his messengers, not another leader's direct
// action; an allied officer obeys only his own contingent's sub-general.
func TestAlliesObeyOnlyTheirChiefs(t *testing.T) {
	onV1 := func(sc *rules.Scenario) {
		leaderSetup(sc, "BAY").Hex = hexAt("12,8")
		leaderSetup(sc, "ALV").Hex = hexAt("12,8")
	}
	second := func(contingent string) func(sc *rules.Scenario) {
		return func(sc *rules.Scenario) {
			a := &sc.Armies[0]
			a.Leaders = append(a.Leaders, rules.LeaderSetup{ID: "AL2", Name: "Second allié", Rank: rules.SubGeneral, Allied: true, Hex: hexAt("16,5")})
			a.Units = append(a.Units, rules.UnitSetup{ID: "V3", Name: "Alliés bis", Profile: "infantry-light", Elements: 2, Hex: hexAt("15,4"), Leader: "AL2"})
			leaderSetup(sc, "VO").Leader = contingent
		}
	}
	runCases(t, []ruleCase{
		{fixture: "ab", line: "order messager V1", want: rules.RuleActAlly},
		{fixture: "ab", line: "order messager F3", want: ok},
		{fixture: "ab", line: "messenger FRA V2", want: rules.RuleActAlly},
		{fixture: "ab", line: "messenger ALV V2", want: ok},
		{fixture: "ab", sc: onV1, line: "direct BAY V1 activate", want: rules.RuleActAlly},
		{fixture: "ab", sc: onV1, line: "direct ALV V1 activate", want: ok},
		{fixture: "ab", sc: second("AL2"), line: "activate VO V2", want: rules.RuleActAlly},
		{fixture: "ab", sc: second("AL2"), line: "activate VO V3", want: ok},
		{fixture: "ab", sc: second("ALV"), line: "activate VO V2", want: ok},
		{fixture: "ab", sc: second("ALV"), line: "activate VO V3", want: rules.RuleActAlly},
	})
}

// 14. An allied unit activated more than 5 hexes from its sub-general
// moves only closer to him or toward its edge (MOV.ALLY), and may not
// attack that turn (ACT.ALLY).
func TestFarAlliesMayNotAttack(t *testing.T) {
	contact := func(sc *rules.Scenario) { unitSetup(sc, "S1").Hex = hexAt("14,2") }
	near := func(sc *rules.Scenario) {
		contact(sc)
		leaderSetup(sc, "ALV").Hex = hexAt("13,5")
	}
	runCases(t, []ruleCase{
		{fixture: "ab", sc: contact, setup: "activate VO V2; end; end", line: "attack V2 S1", want: rules.RuleActAlly},
		{fixture: "ab", sc: near, setup: "activate VO V2; end; end", line: "attack V2 S1", want: ok},
		{fixture: "ab", setup: "activate VO V2; end", line: "move V2 14,2", want: rules.RuleMovAlly},
		{fixture: "ab", setup: "activate VO V2; end", line: "move V2 14,4", want: ok},
	})
}

// 16. « médiocres », voire « mauvais »: a bad leader activates two fewer
// units [HOUSE, ActivationTable.Bad], never fewer than one.
func TestBadLeader(t *testing.T) {
	bad := func(sc *rules.Scenario) { leaderSetup(sc, "OB").Quality = rules.Bad }
	badTwo := func(sc *rules.Scenario) {
		bad(sc)
		sc.Armies[0].UnitsPerActivation = intp(2)
	}
	runCases(t, []ruleCase{
		{fixture: "th", sc: bad, line: "activate OB A1 A3", want: rules.RuleActSlots},
		{fixture: "th", sc: bad, line: "activate OB A1", want: ok},
		{fixture: "th", sc: badTwo, line: "activate OB A1", want: ok},
		{fixture: "th", sc: badTwo, line: "activate OB A1 A3", want: rules.RuleActSlots},
	})
	if s := loadPatched(t, "th", bad, nil); s.Slots(leaderOf(s, "OB")) != 1 || s.Slots(leaderOf(s, "CA")) != 3 {
		t.Errorf("Slots: bad OB %d, CA %d; want 1 and 3", s.Slots(leaderOf(s, "OB")), s.Slots(leaderOf(s, "CA")))
	}
}

// 17. JO3 « dans l'ordre de son choix »: in Jomini ACT.ORDER never refuses.
func TestJominiUnitsMoveInAnyOrder(t *testing.T) {
	two := func(sc *rules.Scenario) { sc.Armies[0].Activations = intp(2) }
	runCases(t, []ruleCase{
		{fixture: "jo", sc: two, setup: "activate NAP J1; activate DAV J2; end; move J2 4,7", line: "move J1 4,3", want: ok},
		// The same in Thucydide, whose groups act in activation order (TH2).
		{fixture: "th", setup: twoGrp + "; move A6 4,8", line: "move A1 8,8", want: rules.RuleActOrder},
	})
}

// 18. Road march « le long d'une même route continue »: changing road at
// a junction ends the bonus.
func TestRoadMarchOnOneRoad(t *testing.T) {
	junction := func(sc *rules.Scenario) {
		sc.Board.Roads = append(sc.Board.Roads, rules.Road{Hexes: []hex.Hex{hexAt("4,7"), hexAt("5,7"), hexAt("6,6")}})
	}
	runCases(t, []ruleCase{
		{fixture: "th", sc: junction, setup: "activate SA A6; end", line: "move A6 4,8 4,7 5,7", want: rules.RuleMovAllowance},
		{fixture: "th", sc: junction, setup: "activate SA A6; end", line: "move A6 4,8 4,7 4,6", want: ok},
	})
	s := loadPatched(t, "th", junction, nil)
	play(t, s, "activate SA A6")
	play(t, s, "end")
	if m := s.Reach("A6"); m.Can(hexAt("5,7")) || !m.Can(hexAt("4,6")) {
		t.Errorf("road march reach: 5,7 %v (another road), 4,6 %v", m.Can(hexAt("5,7")), m.Can(hexAt("4,6")))
	}
}

// 19. Reinforcements « doivent être activées (et donc être accompagnées
// d'un officier …) »: a leader on the table does not activate them.
func TestReinforcementsActivatedFromOffTheTable(t *testing.T) {
	close := func(sc *rules.Scenario) { leaderSetup(sc, "FRA").Hex = hexAt("2,5") }
	turn2 := "end; end; end; end; end; end"
	runCases(t, []ruleCase{
		{fixture: "ab", sc: close, setup: turn2, line: "activate FRA R1", want: rules.RuleActArrival},
		{fixture: "ab", sc: close, setup: turn2, line: "activate RO R1", want: ok},
	})
}

// 20. Leaving the table « si le scénario le prévoit »: out of the game,
// not eliminated.
func TestExits(t *testing.T) {
	east := func(sc *rules.Scenario) { sc.Armies[0].Exit = []rules.Edge{rules.East} }
	const far = "order manoeuvre NAP; activate NAP J5; end"
	runCases(t, []ruleCase{
		{fixture: "jo", sc: east, setup: far, line: "exit J5 east 14,9", want: ok, check: func(t *testing.T, s *rules.State) {
			if !s.CanExit("f", rules.East) || s.CanExit("f", rules.North) || s.CanExit("r", rules.East) {
				t.Error("CanExit: the French leave by the east edge only, the Russians by none")
			}
			u := unitOf(s, "J5")
			if u.OnBoard || !u.Exited || u.Eliminated || armyOf(s, "r").EliminatedEnemy != 0 || occupied(s, hexAt("14,9")) {
				t.Errorf("J5 left the table: on board %v, exited %v, eliminated %v", u.OnBoard, u.Exited, u.Eliminated)
			}
			if v := play(t, s, "end"); v != nil {
				t.Error(v)
			}
		}},
		{fixture: "jo", setup: far, line: "exit J5 east 14,9", want: rules.RuleMovOffBoard},
		{fixture: "jo", sc: east, setup: far, line: "exit J5 north 13,10", want: rules.RuleMovOffBoard},
		{fixture: "jo", sc: east, setup: far, line: "exit J5 east", want: rules.RuleMovOffBoard},
		{fixture: "jo", sc: east, setup: far, line: "exit J5 east 14,8 14,9", want: rules.RuleMovAllowance},
		{fixture: "jo", sc: east, setup: far + "; exit J5 east 14,9; end; end; end; end; end", line: "activate NAP J5", want: rules.RuleIDUnknown},
	})
}

// Also in JO3: infantry on wagons behind its palisade when it did not
// move in its last movement phase; camels « baraqués » protecting a unit
// on foot in melee; a panicking elephant for each element lost.
func TestMountedInfantrysMounts(t *testing.T) {
	mounts := func(k rules.MountKind) func(sc *rules.Scenario) {
		return func(sc *rules.Scenario) {
			b1 := unitSetup(sc, "B1")
			b1.MountedInfantry, b1.Mounts = true, k
		}
	}
	var numbers func(*rules.Ruleset) // the ruleset's own [HOUSE] numbers: 1 each
	cancelledBy := func(sc func(*rules.Scenario), setup, note string) bool {
		for seed := int64(1); seed < 400; seed++ {
			st, ev := fightPatched(t, sc, numbers, seed, setup, "attack A1 B1; roll")
			if st == nil {
				continue
			}
			if c := count(st, ev[0], rules.Infantry); c.flags >= 1 {
				return strings.Contains(allText(ev), note)
			}
		}
		t.Fatal("no seed rolled a flag")
		return false
	}
	// Wagons: B1 has not moved since the game began.
	if !cancelledBy(mounts(rules.MountWagons), a1b1, "the wagons") {
		t.Error("B1 on wagons, standing still, is behind a palisade")
	}
	// It moved in its last movement phase: no palisade.
	moved := "end; end; end; activate CB B1; end; move B1 7,4; end; end; activate CA A1; end; move A1 7,5; end"
	if cancelledBy(mounts(rules.MountWagons), moved, "the wagons") {
		t.Error("B1 moved in its last movement phase: no palisade")
	}
	// Camels couched: B1 fights on foot.
	dismounted := "end; end; end; activate CB B1; order monter-demonter B1; end; end; end; activate CA A1; end; end"
	if !cancelledBy(mounts(rules.MountCamels), dismounted, "couched camels") {
		t.Error("B1 on foot with its camels couched is protected in melee")
	}
	if cancelledBy(mounts(rules.MountCamels), a1b1, "couched camels") {
		t.Error("B1 mounted on its camels has no camel barrier")
	}
	// Elephants: one panicking elephant per element lost.
	for seed := int64(1); seed < 400; seed++ {
		st, ev := fightPatched(t, mounts(rules.MountElephants), numbers, seed, a1b1, "attack A1 B1; roll")
		if st == nil || count(st, ev[0], rules.Infantry).hits == 0 {
			continue
		}
		lost := count(st, ev[0], rules.Infantry).hits
		for _, e := range ev {
			if p, ok := e.(rules.ElephantsPanicked); ok {
				if len(p.Dice()) != lost || p.Elephants != lost || p.Unit.ID != "B1" {
					t.Errorf("%d element(s) lost: %d panic dice (%+v)", lost, len(e.Dice()), p)
				}
				return
			}
		}
		t.Fatalf("B1 with elephants lost %d element(s) and no elephant panicked: %v", lost, allText(ev))
	}
	t.Fatal("no seed hit B1")
}

// fightPatched is fight on a patched cb fixture; nil when a line is refused.
func fightPatched(t *testing.T, sc func(*rules.Scenario), rs func(*rules.Ruleset), seed int64, setup, lines string) (*rules.State, []rules.Event) {
	t.Helper()
	s := loadPatched(t, "cb", sc, rs)
	s = rules.NewState(s.Scenario(), s.Ruleset(), seed)
	for _, l := range strings.Split(setup, ";") {
		if v := play(t, s, strings.TrimSpace(l)); v != nil {
			t.Fatalf("setup %q: %v", l, v)
		}
	}
	var ev []rules.Event
	for _, l := range strings.Split(lines, ";") {
		e, v := playEvents(t, s, strings.TrimSpace(l))
		if v != nil {
			return nil, nil
		}
		ev = e
	}
	if s.Decision().Kind == rules.DecideDice {
		more, _ := s.Apply(rules.Pass{})
		ev = append(ev, more...)
	}
	return s, ev
}

func playEvents(t *testing.T, s *rules.State, line string) ([]rules.Event, *rules.Violation) {
	t.Helper()
	rec, err := rules.ParseRecord(line)
	if err != nil || len(rec.Lines) != 1 || rec.Lines[0].Err != nil {
		t.Fatalf("%q does not parse", line)
	}
	return s.Apply(rec.Lines[0].Action)
}

func mustRulesetRadius(t *testing.T, key string, r rules.Rank) int {
	t.Helper()
	rs, err := scenarios.Ruleset(key)
	if err != nil {
		t.Fatal(err)
	}
	return rs.Leaders[r].InfluenceRadius
}
