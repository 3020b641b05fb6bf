package help

import (
	"estafette/game/say"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// SectionOrders is the help's section of the order catalog.
const SectionOrders = "orders"

// windows are the order windows in the order a turn meets them.
var windows = []rules.Window{rules.WindowCommand, rules.WindowManeuver, rules.WindowAttack, rules.WindowDefense}

// orderItems is the ruleset's order catalog, window by window: each
// order's French name (with its English gloss in English), its price as
// the ruleset gives it, its window and its text in the interface's
// language, then the French text the rules wrote. A search finds an
// order by any of them.
func orderItems(l i18n.Lang, rs *rules.Ruleset) []render.HelpItem {
	if rs == nil {
		return nil
	}
	var out []render.HelpItem
	for _, w := range windows {
		for i := range rs.Orders {
			o := &rs.Orders[i]
			if o.Window != w {
				continue
			}
			name := o.Name
			text := o.Text
			if l == i18n.EN {
				if o.Gloss != "" {
					name += " (" + o.Gloss + ")"
				}
				if o.TextEN != "" {
					text = o.TextEN + "\nFR : " + o.Text
				}
			}
			text = i18n.T(l, "orders."+string(w)) + ". " + text
			if o.Optional {
				text += "\n" + i18n.T(l, "help.orders.optional")
			}
			out = append(out, render.HelpItem{ID: "order:" + o.Key, Tag: say.OrderCost(l, o), Name: name, Text: text})
		}
	}
	return out
}
