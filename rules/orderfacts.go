package rules

// What LegalActions knows about each order of the ruleset before it tries
// a target: the cheap reasons an order cannot be listed at all, or not for
// a unit of some type, computed once per game from the ruleset and shared
// by every clone. Each is implied by the full check (planOrder), so
// skipping on them lists exactly what the engine accepts.

// troopBits is a set of the troop types of TroopTypes, one bit each.
type troopBits uint8

// troopBit is t's bit, 0 for a type outside TroopTypes.
func troopBit(t TroopType) troopBits {
	switch t {
	case Infantry:
		return 1 << 0
	case Cavalry:
		return 1 << 1
	case Camels:
		return 1 << 2
	case Chariots:
		return 1 << 3
	case Elephants:
		return 1 << 4
	case Artillery:
		return 1 << 5
	}
	return 0
}

// orderFacts is one order's facts, by its index in Ruleset.Orders.
type orderFacts struct {
	off     bool      // an optional rule the scenario does not switch on (ORD.UNKNOWN)
	types   troopBits // the types it may be given to (Order.AllowsType)
	minCost int       // the lowest price it can have, discount included (ORD.POINTS)
}

func newOrderFacts(rs *Ruleset, optional map[string]bool) []orderFacts {
	out := make([]orderFacts, len(rs.Orders))
	for i := range rs.Orders {
		o := &rs.Orders[i]
		f := &out[i]
		f.off = o.Optional && !optional[o.Key]
		for _, t := range TroopTypes {
			if o.AllowsType(t) {
				f.types |= troopBit(t)
			}
		}
		cost := o.Cost.Points
		if o.Cost.Kind == CostByType || o.Cost.Kind == CostPerElement {
			cost = -1
			for _, c := range o.Cost.ByType {
				if cost < 0 || c < cost {
					cost = c
				}
			}
		}
		// priceOf: less 1 inside a leader's influence, never below 1.
		if rs.Features.OrderDiscount && o.Discount && o.Window != WindowCommand {
			cost--
		}
		f.minCost = max(cost, 1)
	}
	return out
}

// allows is Order.AllowsType from the facts.
func (f *orderFacts) allows(o *Order, t TroopType) bool {
	if b := troopBit(t); b != 0 {
		return f.types&b != 0
	}
	return o.AllowsType(t)
}

// movementOrder: the orders that change how a unit moves, so they come
// before its move.
func movementOrder(e OrderEffect) bool {
	switch e {
	case EffectMarcheForcee, EffectGuide, EffectMonterDemonter, EffectFormation, EffectDesserrerResserrer:
		return true
	}
	return false
}
