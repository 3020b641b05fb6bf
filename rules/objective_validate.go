package rules

import "fmt"

// objectives checks the scenario's objectives (docs/scenarios.md
// "Objectives"): each names an army and a known kind; hold and take name
// hexes on the board where a unit may stand, and a turn within the
// game's; break names a number of units the enemy has; an army breaks the
// enemy at one number only. A hold or take checked at each of the army's
// turns that the army already meets where it stands is refused: it would
// win at the end of its first turn.
func (v *validator) objectives() {
	s := v.s
	breaks := map[string]bool{}
	for i, o := range s.Objectives {
		p := fmt.Sprintf("objective[%d]", i)
		a := s.Army(o.Army)
		if a == nil {
			v.add(p+".army", "objective for %q, which is not an army of this scenario", o.Army)
		}
		v.length(p+".name", o.Name, MaxNameLen)
		switch o.What() {
		case Hold, Take:
			v.placeObjective(p, o, a)
		case Break:
			if len(o.Hexes) > 0 {
				v.add(p+".hexes", "a break objective counts the enemy's losses and names no hexes")
			}
			if o.Turn != 0 {
				v.add(p+".turn", "a break objective is checked at every loss and names no turn")
			}
			if breaks[o.Army] {
				v.add(p+".army", "%s already has a break objective: the enemy breaks at one number of losses", o.Army)
			}
			breaks[o.Army] = true
			v.breakUnits(p, o, a)
		default:
			v.add(p+".kind", "kind = %q: use hold, take or break", string(o.Kind))
		}
	}
}

// placeObjective checks a hold or take objective's hexes, turn and units.
func (v *validator) placeObjective(p string, o Objective, a *ArmySetup) {
	s := v.s
	if len(o.Hexes) == 0 {
		v.add(p+".hexes", "an objective needs at least one hex")
	}
	for j, h := range o.Hexes {
		hp := fmt.Sprintf("%s.hexes[%d]", p, j)
		if !s.Board.Bounds().Contains(h) {
			v.onBoard(hp, h)
			continue
		}
		if t, ok := v.rs.Terrain[s.Board.TerrainAt(h)]; ok && t.Impassable {
			v.add(hp, "no unit can stand on %s (%s): it cannot be held", h, s.Board.TerrainAt(h))
		}
	}
	if o.Units != 0 {
		v.add(p+".units", "units counts the enemy's losses of a break objective; a %s objective names hexes", string(o.What()))
	}
	switch {
	case o.Turn < 0:
		v.add(p+".turn", "turn = %d: 0 (or none) for each of the army's turns, else a turn of the game", o.Turn)
	case s.Turns > 0 && o.Turn > s.Turns:
		v.add(p+".turn", "turn = %d is after the last turn (%d)", o.Turn, s.Turns)
	}
	if o.Turn == 0 && a != nil && len(o.Hexes) > 0 && v.metAtStart(o, a) {
		v.add(p+".hexes", "%s already meets this objective where it stands: it would win at the end of its first turn (give a turn, turn = N)", o.Army)
	}
}

// metAtStart reports whether the army's units meet a hold or take
// objective where the scenario places them.
func (v *validator) metAtStart(o Objective, a *ArmySetup) bool {
	at := map[string]string{} // hex label → army of the unit on it
	for _, b := range v.s.Armies {
		for _, u := range b.Units {
			if u.Arrives == 0 {
				at[u.Hex.Label()] = b.ID
			}
		}
	}
	mine, enemy := 0, 0
	for _, h := range o.Hexes {
		switch at[h.Label()] {
		case "":
		case a.ID:
			mine++
		default:
			enemy++
		}
	}
	if o.What() == Take {
		return mine > 0 && enemy == 0
	}
	return mine == len(o.Hexes)
}

// breakUnits checks a break objective's number: at least one unit, and no
// more than the enemy has.
func (v *validator) breakUnits(p string, o Objective, a *ArmySetup) {
	if o.Units < 1 {
		v.add(p+".units", "units = %d: the enemy breaks after losing at least one unit", o.Units)
		return
	}
	if a == nil {
		return
	}
	for _, b := range v.s.Armies {
		if b.ID != a.ID && o.Units > len(b.Units) {
			v.add(p+".units", "units = %d, but %s has only %d units", o.Units, b.ID, len(b.Units))
		}
	}
}
