package rules

// JO3 « Troupes hors table »: reinforcements « doivent être activées (et
// donc être accompagnées d'un officier qui, s'il est un sous-général,
// n'est pas obligé de rentrer) ». The leader who activated them off the
// table enters with them unless he is a sub-general: the last of his
// reinforcements still waiting on his hex takes him along (`move … with
// LEADER`). If none of them enters, he waits with them.

// leftBehind returns the leader who must enter with u and is not among
// with, or nil when none must.
func (s *State) leftBehind(u *Unit, with []*Leader) *Leader {
	if u.OnBoard || u.Group < 0 || u.Group >= len(s.t.groups) {
		return nil
	}
	l := s.leaderOf(s.t.groups[u.Group].Leader)
	if l == nil || l.Rank == SubGeneral || l.OnBoard || !l.Present || l.Moved || l.Hex != u.Hex {
		return nil
	}
	for _, w := range with {
		if w == l {
			return nil
		}
	}
	// Another of his reinforcements still waits there: he may enter with it.
	// Units are told apart by id: u may be the state's shared copy of a
	// unit (LegalActions reads them as they are), and unitOf would make
	// the state its own copy of it, another pointer to the same unit.
	for _, g := range s.t.groups {
		if g.Leader != l.ID {
			continue
		}
		for _, id := range g.Units {
			if o := s.unitRead(id); o.ID != u.ID && !o.OnBoard && !o.Moved && !o.Eliminated && o.Hex == l.Hex {
				return nil
			}
		}
	}
	return l
}

// checkArrival refuses the entry of a leader's last waiting reinforcement
// without him (ACT.ARRIVAL).
func (s *State) checkArrival(u *Unit, with []*Leader) *Violation {
	if l := s.leftBehind(u, with); l != nil {
		return s.violate(RuleActArrival, "%s activated %s off the table and is not a sub-general: he enters with it (move %s … with %s)", s.pieceName(l.ID), s.pieceName(u.ID), u.ID, l.ID)
	}
	return nil
}
