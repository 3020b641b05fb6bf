package rules_test

// Issue 38, the fourth fidelity pass. Each test has a refusing and an
// accepting case, the rule id named, and fails on the engine before its
// fix (the record lines that name a hex did not parse then: SYNTAX).

import (
	"os"
	"slices"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// terrainAt lays a terrain on hexes.
func terrainAt(sc *rules.Scenario, terrain string, labels ...string) {
	a := rules.Area{Terrain: terrain}
	for _, l := range labels {
		a.Hexes = append(a.Hexes, hexAt(l))
	}
	sc.Board.Areas = append(sc.Board.Areas, a)
}

// addUnit places one more unit in an army.
func addUnit(sc *rules.Scenario, army, id, profile, at string) {
	a := sc.Army(army)
	a.Units = append(a.Units, rules.UnitSetup{ID: id, Name: id, Profile: profile, Elements: 2, Hex: hexAt(at)})
}

// at checks where a unit stands.
func at(id, label string) func(t *testing.T, s *rules.State) {
	return func(t *testing.T, s *rules.State) {
		t.Helper()
		if h := unitOf(s, id).Hex.Label(); h != label {
			t.Errorf("%s at %s, want %s", id, h, label)
		}
	}
}

// 1. Retraite is a movement toward the unit's edge, with every movement
// rule (TH2, JO7 « Son recul doit être dirigé vers son bord de table, mais
// les autres règles de déplacement s'appliquent à son mouvement de
// retraite »), to the hex the player names.
//
// The Spartiates (dec: 7,6, edge north, 1 / 2 sans combat) have woods on
// the row in front of them: entering the woods ends their retreat
// (MOV.STOP), as it would end a move; they may stop in them.
func TestRetraiteStopsInWoods(t *testing.T) {
	const melee = dec + "; attack A1 B1"
	woods := func(sc *rules.Scenario) {
		terrainAt(sc, "woods", "6,5", "7,5", "8,5")
	}
	runCases(t, []ruleCase{
		{fixture: "dec", sc: woods, setup: melee, line: "defend retraite 2", want: rules.RuleOrdCondition},
		{fixture: "dec", sc: woods, setup: melee, line: "defend retraite 7,4", want: rules.RuleMovStop},
		{fixture: "dec", sc: woods, setup: melee, line: "defend retraite 8,5", want: ok, check: at("B1", "8,5")},
		{fixture: "dec", sc: woods, setup: melee, line: "defend retraite", want: ok, check: func(t *testing.T, s *rules.State) {
			if _, row := unitOf(s, "B1").Hex.Offset(); row != 5 {
				t.Errorf("B1 falls back as far as it can, into the woods, one row: at %s", unitOf(s, "B1").Hex)
			}
		}},
	})
}

// The player chooses the hex, as he chooses a move: any hex his movement
// reaches toward his edge, not only the engine's.
func TestRetraiteToTheHexThePlayerNames(t *testing.T) {
	const melee = dec + "; attack A1 B1"
	runCases(t, []ruleCase{
		{fixture: "dec", setup: melee, line: "defend retraite 8,4", want: ok, check: at("B1", "8,4")},
		{fixture: "dec", setup: melee, line: "defend retraite 6,5", want: ok, check: at("B1", "6,5")},
		// Not toward its edge, or beyond its allowance, or off the table.
		{fixture: "dec", setup: melee, line: "defend retraite 6,6", want: rules.RuleOrdCondition},
		{fixture: "dec", setup: melee, line: "defend retraite 5,4", want: rules.RuleOrdCondition}, // two rows nearer, but across
		{fixture: "dec", setup: melee, line: "defend retraite 7,3", want: rules.RuleMovAllowance},
		{fixture: "dec", setup: melee, line: "defend retraite 7,11", want: rules.RuleMovOffBoard},
		// A unit on the hex: it may not end there.
		{fixture: "dec", sc: func(sc *rules.Scenario) { addUnit(sc, "b", "B9", "infantry-heavy", "8,4") }, setup: melee,
			line: "defend retraite 8,4", want: rules.RuleMovOccupied},
		// A lake: impassable.
		{fixture: "dec", sc: func(sc *rules.Scenario) { terrainAt(sc, "lake", "8,4") }, setup: melee,
			line: "defend retraite 8,4", want: rules.RuleMovImpassable},
	})
}

// Jomini: infantry may cross its own artillery « s'il y a une case
// disponible au bout » (JO3): the Russian infantry (cbj: R1 at 7,5, edge
// north) falls back through its guns at 7,4, the hexes beside them under
// water. Today's retreat went only to free hexes, and refused it.
func TestRetraiteCrossesOwnGunsInJomini(t *testing.T) {
	const melee = "activate NAP J1; end; end; attack J1 R1"
	guns := func(sc *rules.Scenario) {
		addUnit(sc, "r", "RA", "foot-artillery-light", "7,4")
		terrainAt(sc, "lake", "6,4", "8,4")
	}
	runCases(t, []ruleCase{
		{fixture: "cbj", sc: guns, setup: melee, line: "defend retraite 7,4", want: rules.RuleMovOccupied},
		{fixture: "cbj", sc: guns, setup: melee, line: "defend retraite", want: ok, check: at("R1", "7,3")},
		{fixture: "cbj", sc: guns, setup: melee, line: "defend retraite 8,3", want: ok, check: func(t *testing.T, s *rules.State) {
			at("R1", "8,3")(t, s)
			at("RA", "7,4")(t, s) // the guns stay where they are
		}},
	})
}

// Roads: « Il autorise 1 hex de plus » (JO3) when the whole move follows
// one road; a Retraite along the road goes one hex further.
func TestRetraiteAlongARoad(t *testing.T) {
	const melee = "activate NAP J1; end; end; attack J1 R1"
	road := func(sc *rules.Scenario) {
		sc.Board.Roads = append(sc.Board.Roads, rules.Road{Hexes: []hex.Hex{hexAt("7,5"), hexAt("7,4"), hexAt("7,3"), hexAt("7,2")}})
	}
	runCases(t, []ruleCase{
		{fixture: "cbj", sc: road, setup: melee, line: "defend retraite 7,2", want: ok, check: at("R1", "7,2")},
		{fixture: "cbj", sc: road, setup: melee, line: "defend retraite 6,2", want: rules.RuleMovAllowance},
		{fixture: "cbj", setup: melee, line: "defend retraite 7,2", want: rules.RuleMovAllowance},
	})
}

// A leader's withdrawal (« L'unité se replie au plus de sa capacité de
// mouvement », AB2) is the same movement: Steiner's pikemen (cbab: S1 at
// 7,5, edge north) withdraw to the hex he names, and not through woods.
func TestWithdrawalIsAMovement(t *testing.T) {
	const fr = "activate FRA F1 BAY; end; end; attack F1 S1"
	woods := func(sc *rules.Scenario) { terrainAt(sc, "woods", "6,4", "7,4", "8,4") }
	runCases(t, []ruleCase{
		{fixture: "cbab", sc: woods, setup: fr, line: "withdraw STE 2", want: rules.RuleOrdCondition},
		{fixture: "cbab", sc: woods, setup: fr, line: "withdraw STE 7,3", want: rules.RuleMovStop},
		{fixture: "cbab", sc: woods, setup: fr, line: "withdraw STE 6,4", want: ok},
		{fixture: "cbab", setup: fr, line: "withdraw STE 8,3", want: ok},
		{fixture: "cbab", setup: fr, line: "withdraw STE 8,5", want: rules.RuleOrdCondition},
	})
	w, _ := seek(t, "cbab", "activate FRA F1 BAY; end; end", "attack F1 S1; withdraw STE 8,3; roll", func(s *rules.State, ev []rules.Event) bool {
		return unitOf(s, "S1").OnBoard
	})
	if h := unitOf(w, "S1").Hex.Label(); h != "8,3" {
		t.Errorf("S1 withdraws to the hex Steiner named, 8,3: at %s", h)
	}
	if l := leaderOf(w, "STE"); l.Hex.Label() != "8,3" {
		t.Errorf("Steiner goes with his pikemen: at %s", l.Hex)
	}
}

// The older records still read: `defend retraite N` falls back N hexes,
// to the hex the engine chose before, when that way is open.
func TestRetraiteOlderRecordsStillRead(t *testing.T) {
	const melee = dec + "; attack A1 B1"
	runCases(t, []ruleCase{
		{fixture: "dec", setup: melee, line: "defend retraite 1", want: ok, check: at("B1", "7,5")},
		{fixture: "dec", setup: melee, line: "defend retraite 2", want: ok, check: at("B1", "7,4")},
		{fixture: "dec", setup: melee, line: "defend retraite 3", want: rules.RuleOrdCondition},
	})
	s := load(t, "dec")
	for _, l := range strings.Split(melee, ";") {
		if v := play(t, s, strings.TrimSpace(l)); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	if lo, hi := s.RetraiteRange(); lo != 1 || hi != 2 {
		t.Errorf("RetraiteRange = %d..%d, want 1..2", lo, hi)
	}
}

// 2. Embuscade: « Si l'attaquant n'est pas éliminé ou ne doit pas reculer,
// il peut faire son attaque » (TH2, JO7). An attacker that must fall back
// does not attack, even where the retreat cannot be walked and is paid
// in losses (JO3 « tout hex de repli qui ne peut être effectué compte en
// perte »). The hoplites attack from their own edge row (cb, patched:
// A1 at 7,10, edge south), with no support: every flag of the ambush's
// riposte is a hex they cannot make. Once stopped they may not attack
// again (CBT.ONCE).
func TestEmbuscadeStopsAnAttackerThatMustFallBack(t *testing.T) {
	edgeRow := func(sc *rules.Scenario) {
		unitSetup(sc, "A1").Hex = hexAt("7,10")
		unitSetup(sc, "B1").Hex = hexAt("7,9")
		leaderSetup(sc, "CA").Hex = hexAt("3,9")
		leaderSetup(sc, "CB").Hex = hexAt("7,4") // ORD.RANGE
	}
	const setup = "activate CA A1; end; end"
	const lines = "attack A1 B1; pass; defend embuscade; roll"
	attacked := func(ev []rules.Event) bool {
		for _, e := range ev {
			if st, ok := e.(rules.Struck); ok && !st.Riposte && st.Roller.ID == "A1" {
				return true
			}
		}
		return false
	}
	stopped, goes := false, false
	for seed := int64(1); seed < 3000 && !(stopped && goes); seed++ {
		s, ev := fightPatched(t, edgeRow, nil, seed, setup, lines)
		if s == nil || len(ev) == 0 {
			t.Fatalf("seed %d: %s refused", seed, lines)
		}
		r := count(s, ev[0], rules.Infantry)
		if unitOf(s, "A1").Eliminated {
			continue
		}
		switch {
		case r.flags > 0 && !stopped:
			stopped = true
			if unitOf(s, "A1").Hex.Label() != "7,10" {
				t.Errorf("seed %d: A1 on its edge row cannot fall back: at %s", seed, unitOf(s, "A1").Hex)
			}
			if attacked(ev) {
				t.Errorf("seed %d: A1 had to fall back (%d flag(s), paid in losses) and still attacked: %s", seed, r.flags, allText(ev))
			}
			if v := play(t, s, "attack A1 B1"); ruleOf(v) != rules.RuleCbtOnce {
				t.Errorf("seed %d: A1 attacks again after the ambush: %v, want %s", seed, v, rules.RuleCbtOnce)
			}
		case r.flags == 0 && !goes:
			goes = true
			if !attacked(ev) {
				t.Errorf("seed %d: the ambush left A1 in place with no flag: it attacks, %s", seed, allText(ev))
			}
		}
	}
	if !stopped || !goes {
		t.Fatalf("seeds found: stopped %v, goes %v", stopped, goes)
	}
}

// 3. Berserks names no troop type in JO7: only Allant says « (impossible
// pour l'artillerie) », and « c'est le libellé de l'ordre qui prévaut ».
// Jomini's guns (cbj, patched: JA beside the Russians) may take it. A
// club that wants the restriction writes it in its ruleset, the order's
// `types` (the shipped file has the line, commented out): then
// ORD.TARGET.
func TestBerserksForEveryTroopType(t *testing.T) {
	guns := func(sc *rules.Scenario) { addUnit(sc, "f", "JA", "foot-artillery-light", "8,5") }
	const setup = "activate NAP JA; end; end"
	runCases(t, []ruleCase{
		{fixture: "cbj", sc: guns, setup: setup, line: "attack JA R1 berserks", want: ok},
		{fixture: "cbj", sc: guns, setup: setup, line: "attack JA R1 allant", want: rules.RuleOrdTarget},
	})
	// The house value, as a club would write it: the line uncommented.
	src, err := os.ReadFile("testdata/cbj.toml")
	if err != nil {
		t.Fatal(err)
	}
	sc, _, err := scenarios.LoadScenario("cbj.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	guns(sc)
	text, err := scenarios.RulesetSource("jomini")
	if err != nil {
		t.Fatal(err)
	}
	const line = `# types = ["infantry", "cavalry", "camels", "chariots", "elephants"]`
	if !strings.Contains(string(text), line) {
		t.Fatalf("jomini.toml has no house line %q", line)
	}
	house, err := scenarios.LoadRuleset("house.toml", []byte(strings.Replace(string(text), line, line[2:], 1)))
	if err != nil {
		t.Fatal(err)
	}
	s := rules.NewState(sc, house, 1)
	for _, l := range strings.Split(setup, ";") {
		if v := play(t, s, strings.TrimSpace(l)); v != nil {
			t.Fatalf("%s: %v", l, v)
		}
	}
	if v := play(t, s, "attack JA R1 berserks"); ruleOf(v) != rules.RuleOrdTarget {
		t.Errorf("house rule: Berserks for guns: %v, want %s", v, rules.RuleOrdTarget)
	}
}

// 4. Desserrer ou resserrer en masse: « le joueur donne à 4 unités
// activées par le même chef et toutes situées dans le rayon d'activation
// de ce chef » (TH2): the player names the four. Callias activates five
// (th, patched: 5 units per activation, the optional rule on).
func TestDesserrerEnMasseNamesItsFour(t *testing.T) {
	five := func(sc *rules.Scenario) {
		sc.OptionalRules = append(sc.OptionalRules, "desserrer-en-masse")
		sc.Army("a").UnitsPerActivation = intp(5)
	}
	const act = "activate CA A1 A2 A3 A4 A6"
	open := func(want ...string) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) {
			for _, id := range []string{"A1", "A2", "A3", "A4", "A6"} {
				if got := unitOf(s, id).OpenOrder; got != slices.Contains(want, id) {
					t.Errorf("%s open order %v; the order named %v", id, got, want)
				}
			}
		}
	}
	runCases(t, []ruleCase{
		{fixture: "th", sc: five, setup: act, line: "order desserrer-en-masse CA A1 A2 A4 A6", want: ok, check: open("A1", "A2", "A4", "A6")},
		{fixture: "th", sc: five, setup: act + "; end", line: "order desserrer-en-masse CA A6 A4 A3 A2", want: ok, check: open("A2", "A3", "A4", "A6")},
		// An older record names none: the first four, as before.
		{fixture: "th", sc: five, setup: act, line: "order desserrer-en-masse CA", want: ok, check: open("A1", "A2", "A3", "A4")},
		{fixture: "th", sc: five, setup: act, line: "order desserrer-en-masse CA A1 A2 A3", want: rules.RuleOrdTarget},
		{fixture: "th", sc: five, setup: act, line: "order desserrer-en-masse CA A1 A2 A3 A7", want: rules.RuleOrdTarget},
		{fixture: "th", sc: five, setup: act, line: "order desserrer-en-masse CA A1 A1 A2 A3", want: rules.RuleOrdTarget},
		{fixture: "th", sc: five, setup: act + "; end; move A4 9,8", line: "order desserrer-en-masse CA A1 A2 A3 A4", want: rules.RuleOrdCondition},
	})
	// The table and the computer read the choices from the rules.
	s := loadPatched(t, "th", five, nil)
	if v := play(t, s, act); v != nil {
		t.Fatal(v)
	}
	ids, need := s.MassOrderUnits("CA")
	if strings.Join(ids, " ") != "A1 A2 A3 A4 A6" || need != 4 {
		t.Errorf("MassOrderUnits(CA) = %v, %d", ids, need)
	}
	n := 0
	for _, a := range s.LegalActions() {
		if o, ok := a.(rules.GiveOrder); ok && o.Key == "desserrer-en-masse" && len(o.Args) == 5 {
			n++
		}
	}
	if n != 5 {
		t.Errorf("%d sets of four offered among five units, want 5", n)
	}
}

// 5. A lost général en chef: « Toute armée a toujours au moins un général
// en chef » (TH2). When Callias leaves the table (th, patched: army a may
// exit south), his sub-general Sthénélas takes command: the command
// orders are his (ORD.COMMANDER no longer refuses them), and as général
// en chef he may never commit himself (LDR.COMMANDER). An allied leader
// never takes command; with nobody left, none does.
func TestLostCommanderIsReplaced(t *testing.T) {
	exit := func(sc *rules.Scenario) { sc.Army("a").Exit = []rules.Edge{rules.South} }
	const gone = "activate CA CA; end; exit CA south 7,10; end; end; end; end; end"
	rank := func(id string, want rules.Rank) func(t *testing.T, s *rules.State) {
		return func(t *testing.T, s *rules.State) {
			if r := leaderOf(s, id).Rank; r != want {
				t.Errorf("%s is %s, want %s", id, r, want)
			}
		}
	}
	alone := func(sc *rules.Scenario) {
		exit(sc)
		a := sc.Army("a")
		a.Leaders = a.Leaders[:1] // Callias only
	}
	allied := func(sc *rules.Scenario) {
		exit(sc)
		leaderSetup(sc, "SA").Allied = true
		unitSetup(sc, "A6").Leader = "SA"
	}
	runCases(t, []ruleCase{
		{fixture: "th", sc: exit, setup: gone, line: "order messager A5", want: ok, check: rank("SA", rules.Commander)},
		{fixture: "th", sc: exit, setup: gone, line: "direct SA A6 activate", want: rules.RuleLdrCommander},
		{fixture: "th", sc: exit, setup: gone, line: "direct OA A7 activate", want: ok},
		{fixture: "th", sc: allied, setup: gone, line: "order gueulante OA", want: ok, check: func(t *testing.T, s *rules.State) {
			rank("SA", rules.SubGeneral)(t, s)
			rank("OA", rules.Commander)(t, s)
			rank("OB", rules.Officer)(t, s)
		}},
		{fixture: "th", sc: alone, setup: gone, line: "order messager A5", want: rules.RuleOrdCommander},
	})
	// The log says it.
	s := loadPatched(t, "th", exit, nil)
	var said []string
	for _, l := range strings.Split(gone, ";") {
		ev, v := playEvents(t, s, strings.TrimSpace(l))
		if v != nil {
			t.Fatalf("%s: %v", l, v)
		}
		for _, e := range ev {
			said = append(said, rules.EventText(e))
		}
	}
	if !strings.Contains(strings.Join(said, "\n"), "Sthénélas (SA) takes command of Armée A as général en chef") {
		t.Errorf("the log does not say who took command:\n%s", strings.Join(said, "\n"))
	}
}

// 7. A messenger stepping aside is said in the log, as a leader's step
// is: every change on the board is. B1 rides onto the messenger (the
// messengers' battle of aside_test.go); if it is not taken, the move's
// events say where it stepped, before its owner may choose another hex
// (`step`: one next to the hex entered, MOV.PATH otherwise).
func TestMessengerStepAsideIsLogged(t *testing.T) {
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
		ev, v := playEvents(t, s, "move B1 "+at.Label())
		if v != nil {
			t.Fatal(v)
		}
		ms := slices.Collect(s.Messengers())
		if len(ms) == 0 {
			continue // taken
		}
		text := allText(ev)
		want := "the messenger msg.1 of A steps aside from " + at.Label() + " to " + ms[0].Hex.Label()
		if !strings.Contains(text, want) {
			t.Errorf("seed %d: the move's events do not say the messenger stepped aside (%q): %s", seed, want, text)
		}
		if s.Decision().Kind != rules.DecideStepAside {
			return
		}
		if v := play(t, s.Clone(), "step msg.1 1,1"); ruleOf(v) != rules.RuleMovPath {
			t.Errorf("a step far from %s: %v, want %s", at, v, rules.RuleMovPath)
		}
		opts := s.StepAsideHexes("msg.1")
		ev, v = playEvents(t, s, "step msg.1 "+opts[len(opts)-1].Label())
		if v != nil || !strings.Contains(allText(ev), "msg.1 steps aside to "+opts[len(opts)-1].Label()) {
			t.Errorf("the chosen step: %v, %s", v, allText(ev))
		}
		return
	}
	t.Fatal("no seed let the messenger get away")
}

// personnages loads cbab with the pieces ids marked, in the scenario's
// own words (`personal_activation = true` after their hex).
func personnages(t *testing.T, ids ...string) *rules.State {
	t.Helper()
	src, err := os.ReadFile("testdata/cbab.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	for _, id := range ids {
		i := strings.Index(text, `id = "`+id+`"`)
		j := i + strings.Index(text[i:], "hex = ")
		k := j + strings.Index(text[j:], "\n")
		if i < 0 || j < i || k < j {
			t.Fatalf("no leader %s in cbab.toml", id)
		}
		text = text[:k+1] + "  personal_activation = true\n" + text[k+1:]
	}
	sc, rs, err := scenarios.LoadScenario("cbab.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewState(sc, rs, 1)
}

// 6. « Certains personnages ne peuvent agir que s'ils sont activés
// personnellement EN plus d'un unité avec laquelle ils se trouveraient »
// (AB2). Bayard (cbab: an officer on F1's hex) and Steiner (on S1's) are
// marked so: with their unit activated they are not, and follow it, fight
// in its front rank, order its withdrawal or commit themselves only when
// activated alone (ACT.PERSONAL); in the enemy's turn, never. Unmarked,
// as before, the unit's activation carries them.
func TestPersonnagesActOnlyActivatedPersonally(t *testing.T) {
	cases := []struct {
		marked      []string
		setup, line string
		want        rules.RuleID
	}{
		{[]string{"BAY"}, "activate FRA F1; end", "move F1 6,7 with BAY", rules.RuleActPersonal},
		{[]string{"BAY"}, "activate FRA F1 BAY; end", "move F1 6,7 with BAY", ok},
		{nil, "activate FRA F1; end", "move F1 6,7 with BAY", ok},
		{[]string{"BAY"}, "activate FRA F1; end; end; attack F1 S1", "front BAY", rules.RuleActPersonal},
		{[]string{"BAY"}, "activate FRA F1 BAY; end; end; attack F1 S1", "front BAY", ok},
		{[]string{"BAY"}, "activate FRA F1; end; end; attack F1 S1", "direct BAY F1 dice", rules.RuleActPersonal},
		{[]string{"BAY"}, "activate FRA F1 BAY; end; end; attack F1 S1", "direct BAY F1 dice", ok},
		{[]string{"STE"}, "activate FRA F1; end; end; attack F1 S1", "withdraw STE", rules.RuleActPersonal},
		{nil, "activate FRA F1; end; end; attack F1 S1", "withdraw STE", ok},
	}
	for _, c := range cases {
		t.Run(ruleName(c.want)+": "+strings.Join(c.marked, ",")+": "+c.setup+"; "+c.line, func(t *testing.T) {
			s := personnages(t, c.marked...)
			for _, l := range strings.Split(c.setup, ";") {
				if v := play(t, s, strings.TrimSpace(l)); v != nil {
					t.Fatalf("%s: %v", l, v)
				}
			}
			if v := play(t, s, c.line); ruleOf(v) != c.want {
				t.Errorf("%s: %v, want %s", c.line, v, ruleName(c.want))
			}
		})
	}
	// Not activated with his unit: the rules say so to the table.
	s := personnages(t, "BAY")
	play(t, s, "activate FRA F1")
	if s.LeaderActivated(leaderOf(s, "BAY")) {
		t.Error("Bayard, marked, is activated with F1")
	}
}
