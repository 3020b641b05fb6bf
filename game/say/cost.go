package say

import (
	"fmt"
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// OrderCost is an order's printed price, as the ruleset gives it: its
// points, per hex, or per element or by troop type (the distinct prices,
// lightest type first). The price paid in a game is the engine's
// (rules.State.OrderCost); this is the catalog's.
func OrderCost(l i18n.Lang, o *rules.Order) string {
	switch o.Cost.Kind {
	case rules.CostPerHex:
		return i18n.Tf(l, "cost.per_hex", o.Cost.Points)
	case rules.CostPerElement, rules.CostByType:
		var ps []string
		seen := map[int]bool{}
		for _, t := range rules.TroopTypes {
			if p, ok := o.Cost.ByType[t]; ok && !seen[p] {
				seen[p] = true
				ps = append(ps, fmt.Sprint(p))
			}
		}
		s := strings.Join(ps, "/")
		if o.Cost.Kind == rules.CostPerElement {
			return i18n.Tf(l, "cost.per_element", s)
		}
		return i18n.Tf(l, "cost", s)
	}
	return i18n.Tf(l, "cost", o.Cost.Points)
}
