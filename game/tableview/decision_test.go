package tableview

import (
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// promptRow is the panel's prompt row, and the row under it.
func promptRow(t *testing.T, v *View) (render.Row, render.Row) {
	t.Helper()
	rows := v.Panel().Rows
	for i, r := range rows {
		if r.Kind == render.RowPrompt {
			return r, rows[i+1]
		}
	}
	t.Fatal("the panel has no prompt")
	return render.Row{}, render.Row{}
}

func footerIDs(v *View) string {
	var ids []string
	for _, r := range v.Panel().Footer {
		if r.Kind == render.RowButton {
			ids = append(ids, r.ID)
		}
	}
	return strings.Join(ids, " ")
}

// TestPromptFollowsTheDecision: through a declared combat the panel says
// whose decision it is (the rules' Decision), in that army's colour and
// both languages, gives that army's points, and offers the buttons the
// rules list (LegalActions): pass to the defender, the defender's answer
// or pass, then the roll. Space closes each window the way its button
// does; the board shows the combat from the attacker to the defender
// (issue 13 item 3).
func TestPromptFollowsTheDecision(t *testing.T) {
	c := declared(t)
	st := c.State()
	v := NewView(c)
	athens, boeotia := armyOf(st, unitOf(st, "CAV").Army), armyOf(st, unitOf(st, "CVB").Army)
	steps := []struct {
		kind    rules.DecisionKind
		army    rules.Army
		en, fr  string
		buttons string
	}{
		{rules.DecideAttacker, athens, "Armée d'Athènes: a leader may still join this combat, or pass the word to the defender",
			"Armée d'Athènes : un chef peut encore s'engager dans ce combat, ou passez la main au défenseur", "pass end"},
		{rules.DecideDefender, boeotia, "Confédération béotienne: answer with a defense order, or pass (the attacker then rolls)",
			"Confédération béotienne : répondez par un ordre de défense, ou passez (l'attaquant lancera les dés)", "pass"},
		{rules.DecideRoll, athens, "Armée d'Athènes: roll the dice (Space), or end the phase",
			"Armée d'Athènes : lancez les dés (Espace), ou finissez la phase", "roll end"},
	}
	for i, s := range steps {
		if d := st.Decision(); d.Kind != s.kind || d.Army != s.army.ID {
			t.Fatalf("step %d: decision %+v, want %s for %s", i, d, s.kind, s.army.ID)
		}
		c.Lang = i18n.EN
		p, points := promptRow(t, v)
		if p.Text != s.en || p.Army != s.army.Index {
			t.Errorf("step %d: prompt %q in army %d's colour, want %q in %d's", i, p.Text, p.Army, s.en, s.army.Index)
		}
		if !strings.Contains(points.Text, s.army.Name) || !strings.Contains(points.Text, i18n.Tf(i18n.EN, "points", s.army.OrderPoints)[:1]) {
			t.Errorf("step %d: the points row %q is not %s's", i, points.Text, s.army.Name)
		}
		if got := footerIDs(v); got != s.buttons {
			t.Errorf("step %d: buttons %q, want %q", i, got, s.buttons)
		}
		sc := v.Scene("")
		if !sc.Combat || sc.CombatFrom != unitOf(st, "CAV").Hex || sc.CombatTo != unitOf(st, "CVB").Hex {
			t.Errorf("step %d: the board does not show CAV → CVB: %+v", i, sc.Combat)
		}
		c.Lang = i18n.FR
		if p, _ := promptRow(t, v); p.Text != s.fr {
			t.Errorf("step %d: French prompt %q, want %q", i, p.Text, s.fr)
		}
		if s.kind == rules.DecideRoll {
			break
		}
		// Space: the attacker's and the defender's pass, never a roll
		// before both were asked.
		if !c.Primary() {
			t.Fatalf("step %d: Space played nothing: %+v", i, c.Status())
		}
		if last := c.Record()[len(c.Record())-1]; last != (rules.Pass{}) {
			t.Fatalf("step %d: Space played %s, want pass", i, last)
		}
	}
	if !c.Primary() || c.Record()[len(c.Record())-1] != (rules.Roll{}) {
		t.Fatalf("Space in the roll window should roll: %v", c.Record()[len(c.Record())-1])
	}
}

// TestDefenderPointsAndOrders: while the defender answers, the panel's
// point totals and the Orders menu are his: the defense orders, priced
// and paid from his army's points; the attack orders are gone.
func TestDefenderPointsAndOrders(t *testing.T) {
	c := declared(t)
	c.Pass()
	st := c.State()
	v := NewView(c)
	def := armyOf(st, unitOf(st, "CVB").Army)
	var headings []string
	for _, r := range v.Panel().Rows {
		if r.Kind == render.RowHeading {
			headings = append(headings, r.Text+"="+r.Right)
		}
	}
	want := i18n.T(c.Lang, "orders.defense") + "=" + i18n.Tf(c.Lang, "points", def.OrderPoints)
	if !strings.Contains(strings.Join(headings, "|"), want) || strings.Contains(strings.Join(headings, "|"), i18n.T(c.Lang, "orders.attack")) {
		t.Errorf("headings %v, want %q and no attack orders", headings, want)
	}
	// A click on his own unit selects it; on the attacker, its card.
	c.Click(unitOf(st, "CVB").Hex, "", false)
	if c.Selected() != "CVB" {
		t.Errorf("the defender's click on his unit selects %q", c.Selected())
	}
	c.Click(unitOf(st, "CAV").Hex, "", false)
	if c.Card() != "CAV" || c.Selected() != "CVB" || len(c.Record()) == 0 {
		t.Errorf("a click on the attacker: card %q, selected %q", c.Card(), c.Selected())
	}
}
