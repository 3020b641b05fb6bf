package rules

import "estafette/rules/hex"

// Hash returns a 64-bit digest of the position: everything that decides
// what may happen next (whose turn and phase, the pieces and their turn
// flags, order points, activation groups, messengers, the declared combat
// and its held dice, the displaced pieces). Two states that replay to the
// same position have the same hash; states that differ in anything a
// player could act on differ in their hash but for a 2⁻⁶⁴ chance.
//
// The dice still to come are not part of it: a computer player uses the
// hash as a transposition-table key and to seed its own choices, and must
// learn nothing about the game's future dice from it. The scenario and the
// ruleset are not part of it either (they do not change during a game).
//
// Left out as well: what is derived from the pieces (the occupant index,
// the id index, a unit's place in the list), which units a state shares
// with its copies, and the engine's reused storage and memos (the reach
// buffers and memos, LegalActions' scratch lists and hints, the order
// facts), which change how fast an answer comes, never the answer.
//
// It walks the whole state (about a microsecond for a built-in scenario)
// and allocates nothing.
func (s *State) Hash() uint64 {
	h := hasher(0x6a09e667f3bcc909)
	h.int(s.turn)
	h.int(s.active)
	h.str(string(s.phase))
	h.str(s.winner)
	h.int(s.nextMsg)
	for _, a := range s.armies {
		h.int(a.OrderPoints)
		h.int(a.EliminatedEnemy)
		h.int(a.Activations)
		h.int(a.UnitsPerActivation)
	}
	for _, u := range s.units {
		h.unit(u)
	}
	for _, l := range s.leaders {
		h.leader(l)
	}
	for _, x := range s.heralds {
		h.hex(x.Hex)
		h.bools(x.Present, x.Busy)
	}
	h.turnState(&s.t)
	h.int(len(s.messages))
	for _, m := range s.messages {
		h.str(m.ID)
		h.str(string(m.Kind))
		h.str(m.Carrier)
		h.str(m.Sender)
		h.str(m.Target)
		h.hex(m.Hex)
		h.int(m.MovedTurn)
	}
	h.strs(s.delivered)
	h.int(len(s.asides))
	for _, x := range s.asides {
		h.str(x.piece)
		h.str(x.army)
		h.hex(x.from)
		h.int(len(x.options))
		for _, o := range x.options {
			h.hex(o)
		}
	}
	h.combat(s.combat)
	return h.sum()
}

// hasher folds words into 64 bits (a multiply-xorshift in the manner of
// SplitMix64 and FNV), fast enough to run on every node of a search.
type hasher uint64

func (h *hasher) word(x uint64) {
	v := uint64(*h) ^ x
	v *= 0x9e3779b97f4a7c15
	*h = hasher(v ^ (v >> 29))
}

func (h *hasher) int(n int) { h.word(uint64(n)) }

func (h *hasher) bools(bs ...bool) {
	var x uint64
	for i, b := range bs {
		if b {
			x |= 1 << i
		}
	}
	h.word(x | uint64(len(bs))<<32)
}

func (h *hasher) hex(x hex.Hex) { h.word(uint64(uint32(x.Q))<<32 | uint64(uint32(x.R))) }

// str folds a text with its length, so that "ab","c" and "a","bc" differ.
func (h *hasher) str(s string) {
	var w uint64
	n := 0
	for i := 0; i < len(s); i++ {
		w = w<<8 | uint64(s[i])
		if n++; n == 8 {
			h.word(w)
			w, n = 0, 0
		}
	}
	h.word(w ^ uint64(len(s))<<56)
}

func (h *hasher) strs(list []string) {
	h.int(len(list))
	for _, s := range list {
		h.str(s)
	}
}

func (h *hasher) unit(u *Unit) {
	h.hex(u.Hex)
	h.bools(u.OnBoard, u.Eliminated, u.CanMount, u.Mounted, u.Formation, u.OpenOrder, u.Prejoue, u.Exited,
		u.StoodStill, u.Moved, u.CanFight, u.AllyLimited, u.Fought, u.InMelee, u.Hold, u.Sacrifice, u.SupportedTurn)
	h.int(u.Elements)
	h.int(u.Arrives)
	h.str(string(u.Mounts))
	if u.Rider != nil {
		h.str(u.Rider.Key) // only then: the hashes of games without it stay the same
	}
	h.int(u.Group)
	h.int(u.StepsUsed)
	h.int(u.MarchBonus)
	h.int(u.GuideHexes)
	h.int(u.LostDice)
	h.int(u.ExtraDice)
	h.int(u.IgnoreLoss)
	h.int(u.PursuitLeft)
	h.int(u.PendingRally)
}

func (h *hasher) leader(l *Leader) {
	h.hex(l.Hex)
	if l.TookCommand {
		// Only then, so that the hashes of games where no général en chef
		// is lost stay the same. Personal is the scenario's, the same in
		// every state of a game: not hashed.
		h.str(string(l.Rank))
	}
	h.bools(l.Present, l.OnBoard, l.Exited, l.Activated, l.Alone, l.Moved, l.Combined, l.Anywhere, l.Messenger,
		l.InMelee, l.Rallied, l.Walked)
	h.int(l.RadiusBonus)
	h.str(l.WithUnit)
}

func (h *hasher) turnState(t *turnState) {
	h.bools(t.commandOrder, t.commandClosed, t.maneuverOrder, t.recon)
	h.int(t.extraLeaders)
	h.int(t.second)
	h.int(t.firstGroups)
	h.int(t.step)
	h.int(len(t.groups))
	for i := range t.groups {
		g := &t.groups[i]
		h.str(g.Leader)
		h.strs(g.Units)
		h.strs(g.Alone)
		h.int(g.Slots)
		h.int(g.Used)
		h.bools(g.Extra)
	}
}

func (h *hasher) combat(c *combat) {
	if c == nil {
		h.word(0)
		return
	}
	h.word(1)
	h.str(c.attacker)
	h.str(c.defender)
	h.str(c.attackOrder)
	h.str(c.defenseOrder)
	h.str(c.withdraw)
	h.int(c.withdrawN)
	if to, ok := c.withdrawTo.Hex(); ok {
		h.hex(to) // only then: the hashes of older games stay the same
	}
	h.bools(c.fire, c.pursuit, c.won)
	h.int(int(c.stage))
	h.int(c.sacrifice)
	h.hex(c.vacated)
	// The front rank, in a fixed order: the map's own order is random.
	h.int(len(c.front))
	for _, id := range []string{c.attacker, c.defender} {
		h.str(c.front[id])
	}
	if hs := c.held; hs != nil {
		h.str(hs.st.roller.ID)
		h.str(hs.st.target.ID)
		h.int(hs.st.dice)
		h.bools(hs.st.riposte, hs.st.hitsOnly)
		h.int(len(hs.faces))
		for _, f := range hs.faces {
			h.str(f.Key)
		}
	}
}

func (h *hasher) sum() uint64 {
	v := uint64(*h)
	v = (v ^ (v >> 30)) * 0xbf58476d1ce4e5b9
	v = (v ^ (v >> 27)) * 0x94d049bb133111eb
	return v ^ (v >> 31)
}

// HashAround is a digest of the position as seen from two hexes: the
// turn, the phase, the armies, the turn's activations, the declared
// combat; every unit and leader within near hexes of a or of b in full,
// and which unit stands on each hex from there to far hexes. Two states
// with the same HashAround agree on all of that, so that a question
// whose answer reads nothing else (a combat's odds between units on a and
// b: supports and leaders next to them in full, and beyond them only
// where a unit driven back may go) has the same answer in both: a
// computer player may keep the answer across the positions of one
// search. Like Hash, it leaves the dice to come out, and allocates
// nothing.
func (s *State) HashAround(a, b hex.Hex, near, far int) uint64 {
	h := hasher(0xbb67ae8584caa73b)
	h.int(s.turn)
	h.int(s.active)
	h.str(string(s.phase))
	h.str(s.winner)
	for _, x := range s.armies {
		h.int(x.OrderPoints)
		h.int(x.EliminatedEnemy)
		h.int(x.Activations)
		h.int(x.UnitsPerActivation)
	}
	h.turnState(&s.t)
	h.combat(s.combat)
	offs := nearOffsets[min(far, maxNearRadius)]
	if far > maxNearRadius {
		offs = hex.Range(hex.Hex{}, far)
	}
	for _, c := range [2]hex.Hex{a, b} {
		h.hex(c)
		for _, o := range offs {
			if i := s.board.bounds.Index(hex.Hex{Q: c.Q + o.Q, R: c.R + o.R}); i >= 0 {
				if u := s.occupantRead(i); u != nil {
					h.str(u.ID) // what a unit is (its profile) goes with its id
					if hex.Distance(u.Hex, c) <= near {
						h.unit(u)
					} else {
						h.hex(u.Hex)
					}
				}
			}
		}
		for _, l := range s.leaders {
			if l.OnBoard && hex.Distance(l.Hex, c) <= near {
				h.str(l.ID)
				h.leader(l)
			}
		}
	}
	return h.sum()
}
