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
	if c.Scenario().NoOrders || c.Session().Over() {
		return
	}
	for _, w := range v.orderWindows() {
		m := v.orderMenu(w)
		if len(m.list)+len(m.waiting)+len(m.greyed) == 0 {
			continue
		}
		head := render.Row{Kind: render.RowHeading, Text: i18n.T(c.Lang, "orders."+string(w))}
		head.Right = i18n.Tf(c.Lang, "points", v.windowPayer(w).OrderPoints)
		*rows = append(*rows, head)
		*rows = append(*rows, m.list...)
		*rows = append(*rows, m.folded(c.Lang)...)
	}
}

// orderWindows are the windows of the decision's orders: the army
// playing its phase gives its phase's orders (attack orders armed with
// the attack), the defender answering an attack its defense orders.
func (v *View) orderWindows() []rules.Window {
	st := v.c.State()
	switch st.Decision().Kind {
	case rules.DecidePlay:
		switch st.Phase() {
		case rules.PhaseCommand:
			return []rules.Window{rules.WindowCommand, rules.WindowManeuver}
		case rules.PhaseMovement:
			return []rules.Window{rules.WindowManeuver}
		case rules.PhaseCombat:
			return []rules.Window{rules.WindowAttack}
		}
	case rules.DecideDefender:
		return []rules.Window{rules.WindowDefense}
	}
	return nil
}

// orderMenu is a window's order rows: those listed, those that only wait
// for a target (and why), those refused in a defense prompt.
type orderMenu struct {
	list, waiting, greyed []render.Row
	waitWhy               string
}

// orderMenu sorts the orders of window w into its menu.
func (v *View) orderMenu(w rules.Window) orderMenu {
	st := v.c.State()
	rs := v.c.Ruleset()
	var m orderMenu
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
			m.waiting = append(m.waiting, r)
			m.waitWhy = why
		case viol != nil && w == rules.WindowDefense:
			// In a defense prompt what the defender may answer comes
			// first; what he may not is folded (issue 26).
			m.greyed = append(m.greyed, r)
		default:
			m.list = append(m.list, r)
		}
	}
	return m
}

// folded are the menu's folded lines: the orders that only wait for a
// target (their tooltip names them; selecting a target unfolds them),
// and those the rules refuse in a defense prompt (its tooltip gives each
// refusal).
func (m orderMenu) folded(lang i18n.Lang) []render.Row {
	var out []render.Row
	if len(m.waiting) > 0 {
		var names []string
		for _, r := range m.waiting {
			names = append(names, r.Text+" ("+r.Right+")")
		}
		out = append(out, render.Row{Kind: render.RowMenu, Disabled: true, Text: i18n.Tf(lang, "orders.waiting", len(m.waiting)),
			Tip: []string{m.waitWhy, strings.Join(names, " · ")}})
	}
	if len(m.greyed) > 0 {
		tip := []string{i18n.T(lang, "orders.greyed.tip")}
		for _, r := range m.greyed {
			tip = append(tip, r.Text+" — "+r.Tip[0])
		}
		out = append(out, render.Row{Kind: render.RowMenu, ID: Refused.ID(), Disabled: true, Text: i18n.Tf(lang, "orders.greyed", len(m.greyed)), Tip: tip})
	}
	return out
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
