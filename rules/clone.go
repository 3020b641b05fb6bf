package rules

import "estafette/rules/hex"

// Clone returns an independent copy of the state, so that an action can be
// tried without touching the game (Check, LegalActions, an AI's search).
func (s *State) Clone() *State {
	c := *s
	c.armies = make([]*Army, len(s.armies))
	c.armyByID = make(map[string]*Army, len(s.armies))
	for i, a := range s.armies {
		x := *a
		c.armies[i] = &x
		c.armyByID[x.ID] = &x
	}
	c.units = make([]*Unit, len(s.units))
	c.unitByID = make(map[string]*Unit, len(s.units))
	c.occ = make([]*Unit, len(s.occ))
	for i, u := range s.units {
		x := *u
		c.units[i] = &x
		c.unitByID[x.ID] = &x
		if x.OnBoard {
			c.occ[c.board.bounds.Index(x.Hex)] = &x
		}
	}
	c.leaders = make([]*Leader, len(s.leaders))
	c.leaderBy = make(map[string]*Leader, len(s.leaders))
	for i, l := range s.leaders {
		x := *l
		c.leaders[i] = &x
		c.leaderBy[x.ID] = &x
	}
	c.heralds = make([]*Herald, len(s.heralds))
	c.heraldBy = make(map[string]*Herald, len(s.heralds))
	for i, h := range s.heralds {
		x := *h
		c.heralds[i] = &x
		c.heraldBy[x.ID] = &x
	}
	c.messages = make([]*Messenger, len(s.messages))
	for i, m := range s.messages {
		x := *m
		c.messages[i] = &x
	}
	c.delivered = append([]string(nil), s.delivered...)
	c.t.groups = make([]Group, len(s.t.groups))
	for i, g := range s.t.groups {
		g.Units = append([]string(nil), g.Units...)
		g.Alone = append([]string(nil), g.Alone...)
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
