package rules

import "estafette/rules/hex"

// Clone returns an independent copy of the state, so that an action can be
// tried without touching the game (Check, LegalActions, an AI's search).
func (s *State) Clone() *State {
	c := *s
	// Each kind of piece is copied into one block: a clone costs a few
	// allocations whatever the number of pieces (TestCloneAllocations).
	armies := make([]Army, len(s.armies))
	c.armies = make([]*Army, len(s.armies))
	c.armyByID = make(map[string]*Army, len(s.armies))
	for i, a := range s.armies {
		armies[i] = *a
		c.armies[i] = &armies[i]
		c.armyByID[a.ID] = &armies[i]
	}
	units := make([]Unit, len(s.units))
	c.units = make([]*Unit, len(s.units))
	c.unitByID = make(map[string]*Unit, len(s.units))
	c.occ = make([]*Unit, len(s.occ))
	for i, u := range s.units {
		x := &units[i]
		*x = *u
		c.units[i] = x
		c.unitByID[x.ID] = x
		if x.OnBoard {
			c.occ[c.board.bounds.Index(x.Hex)] = x
		}
	}
	leaders := make([]Leader, len(s.leaders))
	c.leaders = make([]*Leader, len(s.leaders))
	c.leaderBy = make(map[string]*Leader, len(s.leaders))
	for i, l := range s.leaders {
		leaders[i] = *l
		c.leaders[i] = &leaders[i]
		c.leaderBy[l.ID] = &leaders[i]
	}
	heralds := make([]Herald, len(s.heralds))
	c.heralds = make([]*Herald, len(s.heralds))
	c.heraldBy = make(map[string]*Herald, len(s.heralds))
	for i, h := range s.heralds {
		heralds[i] = *h
		c.heralds[i] = &heralds[i]
		c.heraldBy[h.ID] = &heralds[i]
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
			y.st.roller, y.st.target = c.unitByID[h.st.roller.ID], c.unitByID[h.st.target.ID]
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
