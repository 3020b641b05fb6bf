package rules

import (
	"iter"

	"estafette/rules/hex"
)

// What the interface and the computer players read of the armies and their
// pieces. Every answer is a copy: a caller can keep it, change it or hand
// it on, and the game does not change, for it changes only through Apply.
// The collections are iterators over values, so that reading every unit of
// a position allocates nothing (the computer opponent does it at every
// node of its search). The slices inside a copy (an army's Exits) are
// shared with the scenario and are read only.

// Armies yields both armies, in scenario order.
func (s *State) Armies() iter.Seq[Army] {
	return func(yield func(Army) bool) {
		for _, a := range s.armies {
			if !yield(*a) {
				return
			}
		}
	}
}

// Army returns the army with this id; ok is false when there is none.
func (s *State) Army(id string) (a Army, ok bool) {
	if p := s.armyOf(id); p != nil {
		return *p, true
	}
	return Army{}, false
}

// Active returns the army whose turn it is.
func (s *State) Active() Army { return *s.activeArmy() }

// Enemy returns the army that is not army a.
func (s *State) Enemy(a Army) Army { return *s.armies[1-a.Index] }

// Units yields every unit, in scenario order, those off the table
// included.
func (s *State) Units() iter.Seq[Unit] {
	return func(yield func(Unit) bool) {
		for _, u := range s.units {
			if !yield(*u) {
				return
			}
		}
	}
}

// Unit returns the unit with this id; ok is false when there is none.
func (s *State) Unit(id string) (u Unit, ok bool) {
	if p := s.unitRead(id); p != nil {
		return *p, true
	}
	return Unit{}, false
}

// UnitAt returns the unit on h; ok is false when the hex is empty.
func (s *State) UnitAt(h hex.Hex) (u Unit, ok bool) {
	if i := s.board.bounds.Index(h); i >= 0 {
		if p := s.occupantRead(i); p != nil {
			return *p, true
		}
	}
	return Unit{}, false
}

// Leaders yields every leader, in scenario order, those who have left
// the game included.
func (s *State) Leaders() iter.Seq[Leader] {
	return func(yield func(Leader) bool) {
		for _, l := range s.leaders {
			if !yield(*l) {
				return
			}
		}
	}
}

// Leader returns the leader with this id; ok is false when there is none.
func (s *State) Leader(id string) (l Leader, ok bool) {
	if p := s.leaderOf(id); p != nil {
		return *p, true
	}
	return Leader{}, false
}

// LeadersAt returns the present leaders on h, sorted by id.
func (s *State) LeadersAt(h hex.Hex) []Leader {
	var out []Leader
	for _, l := range s.leadersAt(h) {
		out = append(out, *l)
	}
	return out
}

// Commander returns an army's commander-in-chief; ok is false once he has
// left the game.
func (s *State) Commander(army string) (l Leader, ok bool) {
	if p := s.commander(army); p != nil {
		return *p, true
	}
	return Leader{}, false
}

// Heralds yields every herald or aide de camp, in scenario order.
func (s *State) Heralds() iter.Seq[Herald] {
	return func(yield func(Herald) bool) {
		for _, h := range s.heralds {
			if !yield(*h) {
				return
			}
		}
	}
}

// Messengers yields the messengers on the table, in the order they were
// sent.
func (s *State) Messengers() iter.Seq[Messenger] {
	return func(yield func(Messenger) bool) {
		for _, m := range s.messages {
			if !yield(*m) {
				return
			}
		}
	}
}

// Groups returns the active army's activation groups, in activation
// order.
func (s *State) Groups() []Group {
	out := make([]Group, len(s.t.groups))
	for i, g := range s.t.groups {
		g.Units = append([]string(nil), g.Units...)
		g.Alone = append([]string(nil), g.Alone...)
		out[i] = g
	}
	return out
}

// GroupOf returns the group the leader heads in this command phase, and
// whether he heads one. In the second command phase of Assaut général
// the first phase's groups are done, and a leader may head a new one
// (ACT.ONCE).
func (s *State) GroupOf(leader string) (Group, bool) {
	i := s.groupIndex(leader)
	if i < 0 {
		return Group{}, false
	}
	g := s.t.groups[i]
	g.Units = append([]string(nil), g.Units...)
	g.Alone = append([]string(nil), g.Alone...)
	return g, true
}

// CommandRadius returns a leader's command radius now, orders included
// (CMD.RADIUS, Gueulante).
func (s *State) CommandRadius(l Leader) int { return s.commandRadius(&l) }

// InfluenceRadius returns a leader's influence radius.
func (s *State) InfluenceRadius(l Leader) int { return s.influenceRadius(&l) }

// Slots returns how many pieces a leader may activate (ACT.SLOTS): the
// army's number, changed by the leader's quality.
func (s *State) Slots(l Leader) int { return s.slots(&l) }

// LeaderActivated answers "is this leader activated this turn?": he
// activated units, was activated alone or moved with a unit, or stands
// with a unit activated this turn that did not leave him behind
// (docs/rules.md "A leader with an activated unit").
func (s *State) LeaderActivated(l Leader) bool { return s.leaderActivated(&l) }

// Supported answers "does this unit count as supported now?": two
// friendly units adjacent, or an order of this turn or of the declared
// combat (Charge, Défense, Grande défense, Comme un roc).
func (s *State) Supported(u Unit) bool { return s.supported(&u, s.combat) }

// Allowance returns a unit's movement this turn: hexes keeping the
// ability to fight, and hexes "sans combat" (MOV.ALLOWANCE).
func (s *State) Allowance(u Unit) (fight, all int) { return s.allowance(&u) }

// VictoryTarget is how many enemy units army a must eliminate to win: the
// scenario's number, or a third of the enemy's starting units, rounded up
// (docs/rules.md "Victory").
func (s *State) VictoryTarget(a Army) int {
	if p := s.armyOf(a.ID); p != nil {
		return s.victoryTarget(p)
	}
	return 0
}
