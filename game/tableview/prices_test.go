package tableview

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/render"
	"estafette/rules"
	"estafette/scenarios"
)

// priceChecks counts the order rows whose price was checked against the
// engine, by window, so that a test cannot pass by checking nothing.
type priceChecks map[rules.Window]int

// checkOrderPrices checks every order row the panel shows now: an enabled
// row's price is what Apply then charges, to the army the row's heading
// names; a greyed row says the engine's reason. The action is the one the
// row's click gives (an attack order is given with an attack on an enemy
// the rules accept), applied to a copy of the state.
func checkOrderPrices(t *testing.T, c *control.Controller, v *View, seen priceChecks) {
	t.Helper()
	st := c.State()
	m := v.Panel()
	heading := ""
	for _, r := range m.Rows {
		if r.Kind == render.RowHeading {
			heading = r.Right
		}
		key, ok := strings.CutPrefix(r.ID, "order:")
		if !ok || r.Disabled {
			continue
		}
		o, _ := c.Ruleset().Order(key)
		var act rules.Action
		payer := st.Active()
		switch o.Window {
		case rules.WindowAttack:
			for d := range st.Units() {
				a := rules.Attack{Attacker: c.Selected(), Defender: d.ID, Order: key}
				if d.Army != st.Active().ID && d.OnBoard && st.Check(a) == nil {
					act = a
					break
				}
			}
		case rules.WindowDefense:
			act = rules.Defend{Order: key}
			payer = armyOf(st, unitOf(st, st.CurrentCombat().Defender).Army)
		default:
			a := rules.GiveOrder{Key: key}
			if tg := control.OrderTarget(st, o, c.Selected()); tg != "" {
				a.Args = []string{tg}
			}
			act = a
		}
		if want := i18n.Tf(c.Lang, "points", payer.OrderPoints); heading != want {
			t.Errorf("%s: %s's heading says %q; %s, who pays, has %q", c.Scenario().Title, key, heading, payer.Name, want)
		}
		if act == nil {
			continue // no enemy to attack with it now: nothing to charge
		}
		cl := st.Clone()
		before := armyOf(cl, payer.ID).OrderPoints
		ev, viol := cl.Apply(act)
		if viol != nil {
			t.Errorf("%s, turn %d %s: the row %s (%s) is enabled but %s is refused: %v", c.Scenario().Title, st.Turn(), st.Phase(), r.Text, r.Right, act, viol)
			continue
		}
		charged, ok := paid(ev, before)
		if !ok {
			t.Errorf("%s: no event says what %s cost: %v", c.Scenario().Title, act, ev)
			continue
		}
		if want := i18n.Tf(c.Lang, "cost", charged); r.Right != want {
			t.Errorf("%s, turn %d %s, %s selected: the row %s lists %q, %s charges %q", c.Scenario().Title, st.Turn(), st.Phase(), c.Selected(), r.Text, r.Right, act, want)
		}
		seen[o.Window]++
	}
}

// paid reads what an order cost from the engine's own event (OrderGiven):
// the points before, less the points left, checked against its Cost. The
// points an order then gains (Reconnaissance) are not part of its price.
func paid(ev []rules.Event, before int) (int, bool) {
	for _, e := range ev {
		if o, ok := e.(rules.OrderGiven); ok && !o.Direct && o.Cost == before-o.Left {
			return o.Cost, true
		}
	}
	return 0, false
}

// randomSelection picks what a player might have selected now: nothing,
// a leader, one of the army's units, or (in the combat phase) a unit the
// rules let attack.
func randomSelection(rng *rand.Rand, c *control.Controller) string {
	st := c.State()
	var ids []string
	if st.Phase() == rules.PhaseCombat {
		for _, a := range c.LegalActions() {
			if at, ok := a.(rules.Attack); ok {
				ids = append(ids, at.Attacker)
			}
		}
	}
	if len(ids) == 0 || rng.IntN(3) == 0 {
		for u := range st.Units() {
			if u.OnBoard && !u.Eliminated && u.Army == st.Active().ID {
				ids = append(ids, u.ID)
			}
		}
		for l := range st.Leaders() {
			if l.OnBoard && l.Present {
				ids = append(ids, l.ID)
			}
		}
	}
	if len(ids) == 0 || rng.IntN(6) == 0 {
		return ""
	}
	return ids[rng.IntN(len(ids))]
}

// TestRandomGamesPanelPricesMatchTheEngine plays random legal actions on
// built-in scenarios through the controller, with random selections, and
// after every action checks that every order price the panel shows is what
// the engine charges (issue 9, item 2).
func TestRandomGamesPanelPricesMatchTheEngine(t *testing.T) {
	// Not shortened under -short: fewer steps never reach an attack
	// order's row, and the whole test takes under a second.
	const steps = 160
	seen := priceChecks{}
	for _, name := range []string{scenarios.Tutorial, "marathon", "marignan", "leuthen"} {
		src, err := scenarios.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		sc, rs, err := scenarios.LoadScenario(name+".toml", src)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			rng := rand.New(rand.NewPCG(seed, 7))
			c := control.NewController(name+".toml", src, sc, rs, int64(seed))
			c.Lang = []i18n.Lang{i18n.EN, i18n.FR}[seed%2]
			v := NewView(c)
			for i := 0; i < steps && !c.Session().Over(); i++ {
				c.DismissBanner()
				c.Select(randomSelection(rng, c))
				checkOrderPrices(t, c, v, seen)
				if t.Failed() {
					return
				}
				a := tabletest.PickAction(rng, c)
				if !c.Apply(a) {
					t.Fatalf("%s: the legal action %s is refused: %+v", name, a, c.Status())
				}
			}
		}
	}
	for _, w := range []rules.Window{rules.WindowCommand, rules.WindowManeuver, rules.WindowAttack, rules.WindowDefense} {
		if seen[w] == 0 {
			t.Errorf("no %s order row was checked: the random games never offered one", w)
		}
	}
	t.Logf("order rows checked: %v", seen)
}

// attackWithOrder plays random games of the tutorial until an attack with
// an attack order is legal, and returns the game there with the attacker
// selected, its target and the order.
func attackWithOrder(t *testing.T) (c *control.Controller, attacker, defender, key string) {
	t.Helper()
	src := tutorialSource(t)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 40; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		c := control.NewController("tutorial.toml", src, sc, rs, int64(seed))
		for i := 0; i < 200 && !c.Session().Over(); i++ {
			c.DismissBanner()
			st := c.State()
			for _, a := range c.LegalActions() {
				at, ok := a.(rules.Attack)
				if !ok {
					continue
				}
				for _, o := range rs.Orders {
					if o.Window == rules.WindowAttack && st.Check(rules.Attack{Attacker: at.Attacker, Defender: at.Defender, Order: o.Key}) == nil {
						c.Select(at.Attacker)
						return c, at.Attacker, at.Defender, o.Key
					}
				}
			}
			if !c.Apply(tabletest.PickAction(rng, c)) {
				t.Fatalf("a legal action is refused: %+v", c.Status())
			}
		}
	}
	t.Fatal("no random game of the tutorial offered an attack order")
	return nil, "", "", ""
}

// TestRefusedOrderIsGreyedAndNeverStaysArmed: an attack order the army
// cannot afford is greyed with the engine's sentence and its price, a
// click on it arms nothing, and an armed order the attack then refuses is
// disarmed, so later clicks are not refused for it (issue 9, item 2).
func TestRefusedOrderIsGreyedAndNeverStaysArmed(t *testing.T) {
	c, attacker, defender, key := attackWithOrder(t)
	army := c.State().Active().ID
	price, _, _ := c.State().CombatOrderCost(key, attacker)
	// One point short of the price, as in the game the issue reports.
	c = withPoints(t, c, army, price-1)
	st := c.State()
	v := NewView(c)
	var row *render.Row
	for _, r := range v.Panel().Rows {
		if r.ID == "order:"+key {
			row = &r
		}
	}
	cost, _, viol := st.CombatOrderCost(key, attacker)
	if row == nil || viol == nil || viol.Rule != rules.RuleOrdPoints || cost != price {
		t.Fatalf("row %+v, engine %d %v", row, cost, viol)
	}
	if !row.Disabled || row.Right != i18n.Tf(c.Lang, "cost", cost) || !strings.Contains(strings.Join(row.Tip, "\n"), "ORD.POINTS") {
		t.Errorf("%s with %d points: disabled=%v price %q (engine %d), tip %q", key, price-1, row.Disabled, row.Right, cost, row.Tip)
	}
	if c.GiveOrder(key, 0) || c.ArmedOrder != "" || c.Status().Rule != rules.RuleOrdPoints {
		t.Errorf("an unaffordable order was armed: armed %q, status %+v", c.ArmedOrder, c.Status())
	}
	// Armed while affordable, then refused by the attack: disarmed.
	if rich := withPoints(t, c, army, price); !rich.GiveOrder(key, 0) || rich.ArmedOrder != key {
		t.Fatalf("%s not armed: %+v", key, rich.Status())
	}
	c.ArmedOrder = key // as if armed before the points ran short
	c.Click(unitOf(st, defender).Hex, "", false)
	if c.ArmedOrder != "" || c.Status().Rule != rules.RuleOrdPoints {
		t.Errorf("a refused attack order stays armed (%q), status %+v", c.ArmedOrder, c.Status())
	}
	c.Click(unitOf(st, defender).Hex, "", false)
	if n := len(c.Record()); c.Record()[n-1].String() != "attack "+attacker+" "+defender {
		t.Errorf("the next click should attack without the order: %s (status %+v)", c.Record()[n-1], c.Status())
	}
}

// TestDefenseHeadingShowsTheDefendersPoints: while the defender chooses,
// the Defense orders heading gives his army's points, and every defense
// price is the engine's (issue 9, item 2).
func TestDefenseHeadingShowsTheDefendersPoints(t *testing.T) {
	c := sampleUpTo(t, "attack CAV CVB")
	c.Select("CAV")
	c.Click(unitOf(c.State(), "CVB").Hex, "", false)
	st := c.State()
	if cb := st.CurrentCombat(); cb.Attacker != "CAV" || cb.Rolled {
		t.Fatalf("combat %+v (status %+v)", cb, c.Status())
	}
	// The attacker passes the word: the defender answers.
	if !c.Pass() || st.Decision().Kind != rules.DecideDefender {
		t.Fatalf("the attacker's pass: %+v, decision %+v", c.Status(), st.Decision())
	}
	def := armyOf(st, unitOf(st, "CVB").Army)
	if def.OrderPoints == st.Active().OrderPoints {
		def.OrderPoints++ // so that the two armies' points tell apart
	}
	v := NewView(c)
	heading := ""
	for _, r := range v.Panel().Rows {
		if r.Kind == render.RowHeading && r.Text == i18n.T(c.Lang, "orders.defense") {
			heading = r.Right
		}
	}
	if want := i18n.Tf(c.Lang, "points", def.OrderPoints); heading != want {
		t.Errorf("defense heading %q, want the defender's %q", heading, want)
	}
	seen := priceChecks{}
	checkOrderPrices(t, c, v, seen)
	if seen[rules.WindowDefense] == 0 {
		t.Error("no defense order was offered")
	}
}

// withPoints replays c's game (its seed and record) on a copy of its
// scenario where army starts with the order points that leave it n now,
// with the same piece selected: the position, n points short or rich.
func withPoints(t *testing.T, c *control.Controller, army string, n int) *control.Controller {
	t.Helper()
	have := armyOf(c.State(), army).OrderPoints
	sc := *c.Scenario()
	sc.Armies = slices.Clone(sc.Armies)
	for i := range sc.Armies {
		if sc.Armies[i].ID == army {
			start := sc.Armies[i].StartingOrderPoints() + n - have
			sc.Armies[i].OrderPoints = &start
		}
	}
	d := control.NewController(c.ScenarioName(), c.Source(), &sc, c.Ruleset(), c.Session().Game().Seed)
	if err := d.Replay(c.Record()); err != nil {
		t.Fatalf("the game does not replay with %d points for %s: %v", n, army, err)
	}
	if got := armyOf(d.State(), army).OrderPoints; got != n {
		t.Fatalf("%s has %d points on replay, want %d", army, got, n)
	}
	d.DismissBanner()
	d.Select(c.Selected())
	return d
}
