package rules

import "estafette/rules/hex"

// Clone returns an independent copy of the state, so that an action can be
// tried without touching the game (Check, LegalActions, an AI's search).
//
// The units are copied on write: the copy and the state share every unit
// until one of them changes it (own), so that a copy costs the list of
// units, not the units. Both then own none of the shared ones.
func (s *State) Clone() *State {
	c := s.clone()
	clear(s.owned)
	s.keepHeld()
	return c
}

// trial is a copy to try an action on and throw away before s changes
// again (Check, Apply's passes, the odds of a defense): s keeps the units
// it owns, which the copy shares and copies before it changes them.
func (s *State) trial() *State { return s.clone() }

// keepHeld marks the held strike's units as s's own: the strike points at
// them, and a copy made on a later write would leave it pointing at the
// old ones. clone gives the copy its own.
func (s *State) keepHeld() {
	if s.combat == nil || s.combat.held == nil {
		return
	}
	for _, u := range []*Unit{s.combat.held.st.roller, s.combat.held.st.target} {
		s.owned[u.slot>>6] |= 1 << (u.slot & 63)
	}
}

func (s *State) clone() *State {
	c := *s
	// Each kind of piece is copied into one block: a clone costs a few
	// allocations whatever the number of pieces (TestCloneAllocations).
	// The pieces are found by their place in the lists (byID, shared)
	// and the board's occupants are places too: only the pieces
	// themselves are copied.
	armies := make([]Army, len(s.armies))
	c.armies = make([]*Army, len(s.armies))
	for i, a := range s.armies {
		armies[i] = *a
		c.armies[i] = &armies[i]
	}
	c.units = append([]*Unit(nil), s.units...)
	c.owned = make([]uint64, len(s.owned))
	c.occ = append([]int32(nil), s.occ...)
	leaders := make([]Leader, len(s.leaders))
	c.leaders = make([]*Leader, len(s.leaders))
	for i, l := range s.leaders {
		leaders[i] = *l
		c.leaders[i] = &leaders[i]
	}
	heralds := make([]Herald, len(s.heralds))
	c.heralds = make([]*Herald, len(s.heralds))
	for i, h := range s.heralds {
		heralds[i] = *h
		c.heralds[i] = &heralds[i]
	}
	c.messages = make([]*Messenger, len(s.messages))
	for i, m := range s.messages {
		x := *m
		c.messages[i] = &x
	}
	c.delivered = append([]string(nil), s.delivered...)
	c.t.groups = make([]Group, len(s.t.groups))
	n := 0
	for _, g := range s.t.groups {
		n += len(g.Units) + len(g.Alone)
	}
	// The groups' lists share one array, each capped at its own end so
	// that a group growing gets its own.
	ids := make([]string, 0, n)
	cut := func(list []string) []string {
		if len(list) == 0 {
			return nil
		}
		k := len(ids)
		ids = append(ids, list...)
		return ids[k:len(ids):len(ids)]
	}
	for i, g := range s.t.groups {
		g.Units, g.Alone = cut(g.Units), cut(g.Alone)
		c.t.groups[i] = g
	}
	if s.combat != nil {
		x := *s.combat
		if h := s.combat.held; h != nil {
			y := *h
			y.faces = append([]Face(nil), h.faces...)
			// The held strike points at the clone's own units.
			y.st.roller, y.st.target = c.own(h.st.roller.slot), c.own(h.st.target.slot)
			x.held = &y
		}
		x.front = make(map[string]string, len(s.combat.front))
		for k, v := range s.combat.front {
			x.front[k] = v
		}
		c.combat = &x
	}
	c.reach, c.roadReach, c.roadPtrs, c.area = hex.Reach{}, nil, nil, MoveArea{}
	c.scratchArg, c.endIdx, c.ids, c.ownUnits = nil, nil, idArena{}, nil
	// A clone starts with no memo and a log of its own.
	c.occBase, c.occLog, c.memos = c.occGen, nil, nil
	c.asides = make([]aside, len(s.asides))
	for i, x := range s.asides {
		x.options = append([]hex.Hex(nil), x.options...)
		c.asides[i] = x
	}
	return &c
}
