package tableview

import (
	"strings"

	"estafette/game/say"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// orderRows lists the orders of the current window with their price, as
// the rules give it for the selected target and the army that would pay,
// greyed with the engine's reason when that army may not give it now.
func (v *View) orderRows(rows *[]render.Row) {
	c := v.c
	st := c.State()
	rs := c.Ruleset()
	if c.Scenario().NoOrders || c.Over() {
		return
	}
	// The orders of the decision's window: the army playing its phase
	// gives its phase's orders (attack orders armed with the attack), the
	// defender answering an attack its defense orders.
	var windows []rules.Window
	switch st.Decision().Kind {
	case rules.DecidePlay:
		switch st.Phase() {
		case rules.PhaseCommand:
			windows = []rules.Window{rules.WindowCommand, rules.WindowManeuver}
		case rules.PhaseMovement:
			windows = []rules.Window{rules.WindowManeuver}
		case rules.PhaseCombat:
			windows = []rules.Window{rules.WindowAttack}
		}
	case rules.DecideDefender:
		windows = []rules.Window{rules.WindowDefense}
	}
	for _, w := range windows {
		var list, waiting, greyed []render.Row // waiting: greyed only for want of a selection
		waitWhy := ""
		for i := range rs.Orders {
			o := &rs.Orders[i]
			if o.Window != w || (o.Optional && !st.OptionalRule(o.Key)) {
				continue
			}
			if u := v.orderUnit(w); u != "" && !st.MayReceive(o.Key, u) {
				// Not for this troop type (the ruleset's period): never
				// offered, rather than greyed.
				continue
			}
			r, why, viol := v.orderRow(o)
			switch {
			case why != "" && viol == nil:
				waiting = append(waiting, r)
				waitWhy = why
			case viol != nil && w == rules.WindowDefense:
				// In a defense prompt what the defender may answer
				// comes first; what he may not is folded (issue 26).
				greyed = append(greyed, r)
			default:
				list = append(list, r)
			}
		}
		if len(list)+len(waiting)+len(greyed) == 0 {
			continue
		}
		head := render.Row{Kind: render.RowHeading, Text: i18n.T(c.Lang, "orders."+string(w))}
		head.Right = i18n.Tf(c.Lang, "points", v.windowPayer(w).OrderPoints)
		*rows = append(*rows, head)
		*rows = append(*rows, list...)
		if len(waiting) > 0 {
			// Orders that only wait for a target fold into one line; its
			// tooltip names them, and selecting a target unfolds them.
			var names []string
			for _, r := range waiting {
				names = append(names, r.Text+" ("+r.Right+")")
			}
			*rows = append(*rows, render.Row{Kind: render.RowMenu, Disabled: true, Text: i18n.Tf(c.Lang, "orders.waiting", len(waiting)),
				Tip: []string{waitWhy, strings.Join(names, " · ")}})
		}
		if len(greyed) > 0 {
			// One line; its tooltip says each order's refusal.
			tip := []string{i18n.T(c.Lang, "orders.greyed.tip")}
			for _, r := range greyed {
				tip = append(tip, r.Text+" — "+r.Tip[0])
			}
			*rows = append(*rows, render.Row{Kind: render.RowMenu, ID: string(Refused), Disabled: true, Text: i18n.Tf(c.Lang, "orders.greyed", len(greyed)), Tip: tip})
		}
	}
}

// windowPayer is the army whose points pay for a window's orders: the
// army to play, except for defense orders, which the defender's army
// gives and pays (the enemy's while no combat is declared).
func (v *View) windowPayer(w rules.Window) rules.Army {
	st := v.c.State()
	if w != rules.WindowDefense {
		return st.Active()
	}
	if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
		if d, ok := st.Unit(cb.Defender); ok {
			if a, ok := st.Army(d.Army); ok {
				return a
			}
		}
	}
	return st.Enemy(st.Active())
}

// orderRow is an order's menu row. why is the table's reason when the
// order waits for a selection; viol is the rules' refusal, ORD.POINTS
// included, which greys it.
func (v *View) orderRow(o *rules.Order) (r render.Row, why string, viol *rules.Violation) {
	c := v.c
	st := c.State()
	lang := c.Lang
	r = render.Row{Kind: render.RowMenu, ID: v.id(Order{o.Key}), Text: v.named(o.Name, say.ShortGloss(o.Gloss)), Right: v.baseCost(o)}
	cost := 0
	switch o.Window {
	case rules.WindowAttack:
		r.Active = c.ArmedOrder == o.Key
		if u, ok := st.Unit(c.Selected()); !ok || u.Army != st.Active().ID {
			why = i18n.T(lang, "order.pick_attacker")
			break
		}
		cost, _, viol = st.CombatOrderCost(o.Key, c.Selected())
	case rules.WindowDefense:
		if cb := st.CurrentCombat(); cb.Attacker == "" || cb.Rolled {
			why = i18n.T(lang, "order.no_combat")
			break
		}
		cost, _, viol = st.CombatOrderCost(o.Key, "")
	default:
		a, ok := c.OrderAction(o)
		if !ok {
			why = i18n.T(lang, "order.target."+string(o.Target))
			break
		}
		cost, viol = st.OrderCost(a.(rules.GiveOrder))
	}
	// The engine's price whenever it gave one: 0 with a refusal means
	// the order could not be priced, and the printed price stays.
	if why == "" && (viol == nil || cost > 0) {
		r.Right = i18n.Tf(lang, "cost", cost)
	}
	if why != "" {
		r.Disabled = true
		r.Tip = append(r.Tip, why)
	}
	if viol != nil {
		r.Disabled = true
		r.Tip = append(r.Tip, viol.Rule.String()+" : "+v.c.Sentence(viol.Format, viol.Args, viol.Message))
	}
	if o.Window == rules.WindowDefense && why == "" && viol == nil {
		r.Tip = append(r.Tip, v.defenseOddsTip(o.Key)...)
	}
	if lang == i18n.EN {
		r.Tip = append(r.Tip, o.Name+" — "+o.Gloss, "EN: "+o.TextEN, "FR : "+o.Text)
	} else {
		r.Tip = append(r.Tip, o.Name, "FR : "+o.Text, "EN: "+o.TextEN)
	}
	return r, why, viol
}

// baseCost writes an order's printed price (say.OrderCost).
func (v *View) baseCost(o *rules.Order) string { return say.OrderCost(v.c.Lang, o) }

// orderUnit is the unit an order of window w would go to now: the
// defender for a defense order, else the selected unit; "" for none.
func (v *View) orderUnit(w rules.Window) string {
	st := v.c.State()
	if w == rules.WindowDefense {
		return st.CurrentCombat().Defender
	}
	if _, ok := st.Unit(v.c.Selected()); ok {
		return v.c.Selected()
	}
	return ""
}
