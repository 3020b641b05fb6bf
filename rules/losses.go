package rules

import "estafette/rules/hex"

// cancelFlags applies support, a leader's influence or presence, and the
// terrain's cover, each cancelling flags (docs/rules.md §7 "Flags").
func (s *State) cancelFlags(c *combat, u *Unit, flags int, notes []Phrase) (int, []Phrase) {
	if flags == 0 {
		return 0, notes
	}
	if u.Hold {
		return 0, append(notes, phrase("Tenir sa position: every flag ignored"))
	}
	cr := &s.rs.Combat
	cancel := func(n int, why any) {
		if n > 0 && flags > 0 {
			k := min(n, flags)
			flags -= k
			notes = append(notes, phrase("%d flag(s) cancelled by %s", k, why))
		}
	}
	if s.supported(u, c) {
		cancel(cr.SupportCancels, phrase("support"))
	}
	if s.leaderSteadies(u) {
		cancel(cr.LeaderCancels, phrase("a leader"))
	}
	if !(c.attackEffect == EffectSapeurs && u.ID == c.defender) {
		t := s.board.terrain(u.Hex)
		cancel(cr.Cover[t.Key], gloss(t.Gloss, t.Name))
	}
	// Mounted infantry's mounts (JO3).
	if u.Mounts == MountWagons && u.StoodStill {
		cancel(cr.PalisadeCover, phrase("the wagons (a palisade)"))
	}
	if u.Mounts == MountCamels && !u.Mounted && !c.fire {
		cancel(cr.CamelCover, phrase("the couched camels"))
	}
	return flags, notes
}

// supported reports whether a unit counts as supported: two friendly units
// adjacent [WEB], or an order (Charge, Défense, Grande défense, Comme un roc).
func (s *State) supported(u *Unit, c *combat) bool {
	if u.SupportedTurn {
		return true
	}
	if c != nil && ((u.ID == c.defender && c.defenseEffect == EffectDefense) || (u.ID == c.attacker && c.attackEffect == EffectCharge)) {
		return true
	}
	n := 0
	for _, h := range u.Hex.Neighbors() {
		if o := s.occupant(h); o != nil && o.Army == u.Army {
			n++
		}
	}
	return n >= 2
}

// leaderSteadies is a leader's influence on morale: in his influence zone
// (Thucydide, Jomini), or on the unit's own hex in Alexandre et Bayard and
// Frédéric, whose leaders act only on their hex.
func (s *State) leaderSteadies(u *Unit) bool {
	if s.rs.Features.LeaderHexActions {
		for _, l := range s.leadersAt(u.Hex) {
			if l.Army == u.Army {
				return true
			}
		}
		return false
	}
	return s.InInfluence(u.Army, u.Hex)
}

// elephantPanic: a unit with elephants for mounts has a panicking
// elephant for each element it loses (JO3 « un éléphant en panique pour
// chacune »). Each rolls ElephantPanic dice [HOUSE]; every face that hits
// the unit's own type tramples one more of its elements. Elements lost so
// do not panic more elephants.
func (s *State) elephantPanic(u *Unit, lost int) ([]Event, int) {
	n := lost * s.rs.Combat.ElephantPanic
	if u.Mounts != MountElephants || n == 0 || u.Eliminated {
		return nil, 0
	}
	faces := s.RollFaces(n)
	hurt := 0
	for _, f := range faces {
		if f.hits(u.Profile.Type) {
			hurt++
		}
	}
	hurt = s.takeLosses(u, hurt)
	return []Event{ElephantsPanicked{Unit: s.pieceRef(u.ID), Elephants: lost, Losses: hurt, Faces: faces}}, hurt
}

// takeLosses removes elements; at none left the unit is eliminated.
func (s *State) takeLosses(u *Unit, n int) int {
	n = min(n, u.Elements)
	u.Elements -= n
	if u.Elements == 0 {
		u.Eliminated = true
	}
	return n
}

// fallBack retreats a unit up to n hexes toward its own edge, each step to
// a free, passable hex nearer the edge, and returns the hexes it went
// through, in order, and any messenger captures. The leaders on its hex
// go with it. An involuntary exit from the table is
// impossible (MOV.OFF_BOARD).
func (s *State) fallBack(u *Unit, n int) ([]hex.Hex, []Event) {
	edge := s.armyOf(u.Army).Edge
	var path []hex.Hex
	for made := 0; made < n; made++ {
		cur := s.board.edgeDistance(u.Hex, edge)
		next, found := hex.None, false
		for _, h := range u.Hex.Neighbors() {
			if !s.board.bounds.Contains(h) || s.board.terrain(h).Impassable || s.occupant(h) != nil || s.enemyLeaderAt(u.Army, h) {
				continue
			}
			if s.board.edgeDistance(h, edge) < cur {
				next, found = h, true
				break
			}
		}
		if !found {
			break
		}
		s.relocate(u, next)
		path = append(path, next)
	}
	// The leaders falling back with it flee: in Frédéric, where a flight
	// after combat leaves a leader, he may carry a message (FR2).
	for _, l := range s.leadersAt(u.Hex) {
		if l.Army == u.Army && len(path) > 0 {
			l.Walked = false
		}
	}
	// A unit falling back onto an enemy messenger tests to capture it (docs/rules.md §4).
	return path, s.enemyEnters(u, path, false)
}

func (s *State) enemyLeaderAt(army string, h hex.Hex) bool {
	for _, l := range s.leaders {
		if l.Army != army && l.Present && l.OnBoard && l.Hex == h {
			return true
		}
	}
	return false
}

// woundTest is a front-rank leader's risk: one die per loss, the special
// face wounds him and he leaves the table (AB2, FR2).
func (s *State) woundTest(id string, losses int) []Event {
	faces := s.RollFaces(losses)
	for _, f := range faces {
		if s.IsSpecial(f) {
			l := s.leaderOf(id)
			l.Present, l.OnBoard = false, false
			return []Event{WoundTest{Leader: s.pieceRef(id), Wounded: true, Faces: faces}}
		}
	}
	return []Event{WoundTest{Leader: s.pieceRef(id), Faces: faces}}
}

// eliminate takes a unit off the table and counts it for the enemy.
func (s *State) eliminate(u *Unit) []Event {
	s.vacate(u.Hex)
	u.OnBoard = false
	enemy := s.enemyOf(s.armyOf(u.Army))
	enemy.EliminatedEnemy++
	return []Event{Eliminated{Unit: s.pieceRef(u.ID), By: armyRef(enemy), Count: enemy.EliminatedEnemy}}
}

// strikeEvent is a strike's event: what its faces did to the target.
// held says the dice were shown before (DiceHeld).
func (s *State) strikeEvent(st strike, faces []Face, out outcome, orders int, notes []Phrase, held bool) Struck {
	return Struck{Roller: s.pieceRef(st.roller.ID), Target: s.pieceRef(st.target.ID), Riposte: st.riposte, Held: held,
		Faces: faces, Losses: out.losses, Eliminated: out.eliminated, Retreat: out.retreat,
		Orders: orders, OrdersFor: armyRef(s.armyOf(st.roller.Army)), Notes: notes}
}
