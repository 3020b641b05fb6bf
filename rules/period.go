package rules

import "slices"

// Period is what a ruleset says of its family's period (docs/rulesets.md
// "[period]"): the troop types its armies field, and the profiles of
// those types that are not of it. The editor's palette offers only the
// period's profiles; a scenario may still field any profile of the
// ruleset, and the engine plays it.
type Period struct {
	// Types are the period's troop types; empty means every troop type.
	Types []TroopType
	// LeavesOut are profile keys of those types that are not the
	// period's (Thucydide's cuirassiers, say).
	LeavesOut []string
}

// PeriodType reports whether units of type t belong to the ruleset's
// period.
func (rs *Ruleset) PeriodType(t TroopType) bool {
	return len(rs.Period.Types) == 0 || slices.Contains(rs.Period.Types, t)
}

// PeriodTypes lists the period's troop types in TroopTypes' order.
func (rs *Ruleset) PeriodTypes() []TroopType {
	var out []TroopType
	for _, t := range TroopTypes {
		if rs.PeriodType(t) {
			out = append(out, t)
		}
	}
	return out
}

// InPeriod reports whether profile p is one of the period's: its troop
// type is, and the ruleset does not leave it out.
func (rs *Ruleset) InPeriod(p *Profile) bool {
	return p != nil && rs.PeriodType(p.Type) && !slices.Contains(rs.Period.LeavesOut, p.Key)
}

// OrdersFor lists the orders of window w that a unit of troop type t may
// be given (Order.AllowsType: the order's types and its cost by type), in
// the catalog's order. Orders given to the army or to a leader are left
// out: no unit receives them.
func (rs *Ruleset) OrdersFor(t TroopType, w Window) []*Order {
	var out []*Order
	for i := range rs.Orders {
		o := &rs.Orders[i]
		if o.Window == w && receivesUnit(o.Target) && o.AllowsType(t) {
			out = append(out, o)
		}
	}
	return out
}

// receivesUnit reports whether an order of target kind k is given to a
// unit.
func receivesUnit(k TargetKind) bool {
	switch k {
	case TargetUnit, TargetActivatedUnit, TargetAttacker, TargetDefender:
		return true
	}
	return false
}

// MayReceive answers "may the order key ever be given to this unit?":
// false when the order is given to a unit and the unit's troop type may
// not receive it (Allant or Berserks to artillery), or when there is no
// such order or unit; true for an order not given to a unit. It says
// nothing of the moment, the points or the distance: the order menu
// leaves out what it refuses, and greys, with Check's reason, what may
// only not be given now.
func (s *State) MayReceive(key, unit string) bool {
	o, ok := s.rs.Order(key)
	if !ok {
		return false
	}
	if !receivesUnit(o.Target) {
		return true
	}
	u := s.unitOf(unit)
	return u != nil && o.AllowsType(u.Profile.Type)
}
