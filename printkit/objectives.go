package printkit

import "estafette/rules/hex"

// objectiveHex is a hex of an objective on the printed map, with the
// index of the army whose objective it is.
type objectiveHex struct {
	Hex  hex.Hex
	Army int
}

// objectiveHexes are the hexes of the scenario's hold and take
// objectives, each once (the first objective naming it decides whose).
func (k *kit) objectiveHexes() []objectiveHex {
	var out []objectiveHex
	seen := map[hex.Hex]bool{}
	for _, o := range k.sc.Objectives {
		army := -1
		for i, a := range k.sc.Armies {
			if a.ID == o.Army {
				army = i
			}
		}
		for _, h := range o.Hexes {
			if army >= 0 && !seen[h] {
				seen[h] = true
				out = append(out, objectiveHex{h, army})
			}
		}
	}
	return out
}

// hasObjectiveHex reports whether army i has an objective on the map.
func (k *kit) hasObjectiveHex(i int) bool {
	for _, o := range k.objectiveHexes() {
		if o.Army == i {
			return true
		}
	}
	return false
}
