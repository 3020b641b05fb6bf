package rules

import "estafette/rules/hex"

// Desserrer ou resserrer en masse: « le joueur donne à 4 unités activées
// par le même chef et toutes situées dans le rayon d'activation de ce
// chef l'ordre de desserrer ou de resserrer leur ordre au sol » (TH2).
// The player names the four (docs/rules.md §5): `order
// desserrer-en-masse LEADER U1 U2 U3 U4`, or all of them when fewer than
// four may take it. An older record that names none gives it to the
// first four, as the engine did then.

// massSize is how many units the order names.
const massSize = 4

// massUnits are the units a leader's Desserrer ou resserrer en masse may
// name: those he activated that have not moved, inside his command
// radius, in his group's order.
func (s *State) massUnits(l *Leader) []*Unit {
	var out []*Unit
	for _, u := range s.groupMovers(l) {
		if hex.Distance(l.Hex, u.Hex) <= s.commandRadius(l) {
			out = append(out, u)
		}
	}
	return out
}

// MassOrderUnits answers "which units may this leader's Desserrer ou
// resserrer en masse name now, and how many must it name?": his units
// that may take it, in his group's order, and four or all of them when
// fewer.
func (s *State) MassOrderUnits(leader string) (ids []string, need int) {
	l := s.leaderOf(leader)
	if l == nil {
		return nil, 0
	}
	for _, u := range s.massUnits(l) {
		ids = append(ids, u.ID)
	}
	return ids, min(len(ids), massSize)
}

// massTarget checks the units the player names for the order: his own,
// each once, activated by the leader, not moved, inside his radius; four
// of them, or all when fewer may take it.
func (s *State) massTarget(p *orderPlan, ids []string) *Violation {
	l, o := p.leader, p.o
	may := s.massUnits(l)
	for i, id := range ids {
		u, v := s.ownUnit(id)
		if v != nil {
			return v
		}
		for _, prev := range ids[:i] {
			if prev == id {
				return s.violate(RuleOrdTarget, "%s names %s twice", o.Name, s.pieceName(id))
			}
		}
		if !s.activatedBy(u, l) {
			return s.violate(RuleOrdTarget, "%s is given to units %s activated, and %s is not one of them", o.Name, s.pieceName(l.ID), s.pieceName(id))
		}
		if u.Moved {
			return s.violate(RuleOrdCondition, "%s has already moved this turn; %s is given before the move", s.pieceName(id), o.Name)
		}
		if d, r := hex.Distance(l.Hex, u.Hex), s.commandRadius(l); d > r {
			return s.violate(RuleOrdCondition, "%s is %d hexes from %s: %s is for units « toutes situées dans le rayon d'activation de ce chef » (%d)", s.pieceName(id), d, s.pieceName(l.ID), o.Name, r)
		}
		p.units = append(p.units, u)
	}
	if need := min(len(may), massSize); len(ids) != need {
		p.units = nil
		return s.violate(RuleOrdTarget, "%s is given to %d units of %s's (« à 4 unités », or all when fewer may take it), not %d", o.Name, need, s.pieceName(l.ID), len(ids))
	}
	return nil
}

// activatedBy reports whether l activated u this turn (his group's).
func (s *State) activatedBy(u *Unit, l *Leader) bool {
	for _, g := range s.t.groups {
		if g.Leader == l.ID {
			for _, id := range g.Units {
				if id == u.ID {
					return true
				}
			}
		}
	}
	return false
}

// legalMass lists the order for each set of units it may name.
func (s *State) legalMass(out []Action, o *Order, l *Leader) []Action {
	for _, ids := range massCombos(s.massUnits(l)) {
		a := GiveOrder{Key: o.Key, Args: append([]string{l.ID}, ids...)}
		var plan orderPlan
		if s.planGivenOrder(&plan, o, a, false) == nil {
			out = append(out, a)
		}
	}
	return out
}

// massCombos lists the sets of units the order may name, each in the
// group's order: every choice of four among those who may take it, or
// all of them when fewer.
func massCombos(units []*Unit) [][]string {
	k := min(len(units), massSize)
	var out [][]string
	pick := make([]string, 0, k)
	var walk func(from int)
	walk = func(from int) {
		if len(pick) == k {
			out = append(out, append([]string(nil), pick...))
			return
		}
		for i := from; i <= len(units)-(k-len(pick)); i++ {
			pick = append(pick, units[i].ID)
			walk(i + 1)
			pick = pick[:len(pick)-1]
		}
	}
	if k > 0 {
		walk(0)
	}
	return out
}
