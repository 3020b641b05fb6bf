package rules

// Hooks for the tests of package rules_test, which change a position
// where no record line can (a unit that has already lost elements, an
// army with no order points left). The program has no such door: the
// state changes only through Apply.

// MutUnit returns the game's own unit, to change.
func MutUnit(s *State, id string) *Unit { return s.unitOf(id) }

// MutArmy returns the game's own army, to change.
func MutArmy(s *State, id string) *Army { return s.armyOf(id) }
