package ai

import (
	"estafette/rules"
	"estafette/rules/hex"
)

// Blunder names a mistake a player would notice at the table. `duel
// --json` counts them for each player (docs/duel.md), and the tests keep
// the computer from making them (blunder_test.go).
type Blunder string

// The blunders.
const (
	// BlunderContact: a unit moved « sans combat » (unable to fight this
	// turn) into contact with an enemy unit, where it was in contact with
	// none: it takes the enemy's attack without having struck. Staying
	// back was open to it.
	BlunderContact Blunder = "contact"
	// BlunderExposed: a unit or a leader moved alone (no unit of its army
	// within two hexes of a unit, on or next to a leader's hex) within
	// reach of three enemy units or more next turn
	// (each one's move plus its reach, terrain left out), where it was
	// not so before. The counter does not weigh what the move wins; the
	// computer makes such a move only for half an elimination or more.
	BlunderExposed Blunder = "exposed"
	// BlunderPursuit: a pursuit the odds favour declined: the attacker
	// that may still attack in pursuit (or may follow up and then pursue)
	// does something else, while one of its pursuit attacks is expected
	// to cost the defender more elements than the attacker.
	BlunderPursuit Blunder = "pursuit"
)

// Blunders lists the blunders of playing a in st, whose legal actions
// are legal. It plays a on a copy; st does not change.
func Blunders(st *rules.State, legal []rules.Action, a rules.Action) []Blunder {
	var out []Blunder
	if pursuitOffered(st, legal) && !pursues(st, a) {
		out = append(out, BlunderPursuit)
	}
	mv, ok := a.(rules.Move)
	if !ok {
		return out
	}
	after := st.Clone()
	if _, v := after.Apply(mv); v != nil {
		return out
	}
	if u, ok := st.Unit(mv.Piece); ok {
		moved := unitOf(after, mv.Piece)
		before := u.OnBoard && inContact(st, u.Army, u.Hex)
		if !before && moved.OnBoard && !moved.CanFight && inContact(after, u.Army, moved.Hex) {
			out = append(out, BlunderContact)
		}
		if moved.OnBoard && exposed(after, moved.Army, moved.Hex, false) && !(u.OnBoard && exposed(st, u.Army, u.Hex, false)) {
			out = append(out, BlunderExposed)
		}
		return out
	}
	if l, ok := st.Leader(mv.Piece); ok {
		moved, _ := after.Leader(mv.Piece)
		if moved.OnBoard && exposed(after, l.Army, moved.Hex, true) && !(l.OnBoard && exposed(st, l.Army, l.Hex, true)) {
			out = append(out, BlunderExposed)
		}
	}
	return out
}

// inContact reports whether a unit of another army than army stands next
// to h.
func inContact(s *rules.State, army string, h hex.Hex) bool {
	for v := range s.UnitsNear(h, 1) {
		if v.Army != army && v.Hex != h {
			return true
		}
	}
	return false
}

// exposed reports whether a piece of army on h stands alone within reach
// of three enemy units or more next turn. A unit is alone with no unit of
// its army within two hexes (a line with a hex between its units holds
// together); a leader with none on his hex or next to it.
func exposed(s *rules.State, army string, h hex.Hex, leader bool) bool {
	r := 2
	if leader {
		r = 1
	}
	for v := range s.UnitsNear(h, r) {
		if v.Army == army && (v.Hex != h || leader) {
			return false
		}
	}
	n := 0
	for v := range s.Units() {
		if v.Army == army || !v.OnBoard {
			continue
		}
		reach := 1
		if v.Profile.Fire > 0 {
			reach = max(1, v.Profile.Range)
		}
		if hex.Distance(v.Hex, h) <= v.Profile.Move+reach {
			if n++; n >= 3 {
				return true
			}
		}
	}
	return false
}

// pursuitOffered reports whether the decider may pursue with an attack
// the odds favour: at once (a pursuit attack is listed), or after
// following up (the follow-up is listed and opens one).
func pursuitOffered(st *rules.State, legal []rules.Action) bool {
	c := st.CurrentCombat()
	if c.Attacker == "" || !c.Rolled {
		return false
	}
	for _, a := range legal {
		if _, ok := a.(rules.Follow); ok {
			after := st.Clone()
			if _, v := after.Apply(a); v == nil {
				return favouredPursuit(after, after.LegalActions(), c.Attacker)
			}
		}
	}
	return favouredPursuit(st, legal, c.Attacker)
}

// favouredPursuit reports whether attacker, with a pursuit attack left,
// has one in legal whose odds favour it.
func favouredPursuit(st *rules.State, legal []rules.Action, attacker string) bool {
	if u, ok := st.Unit(attacker); !ok || u.PursuitLeft <= 0 {
		return false
	}
	for _, a := range legal {
		at, ok := a.(rules.Attack)
		if !ok || at.Attacker != attacker {
			continue
		}
		if o, v := st.AttackOdds(at.Attacker, at.Defender, at.Order); v == nil && o.DefenderLosses > o.AttackerLosses {
			return true
		}
	}
	return false
}

// pursues reports whether a follows up or attacks with the combat's
// attacker.
func pursues(st *rules.State, a rules.Action) bool {
	switch a := a.(type) {
	case rules.Follow:
		return true
	case rules.Attack:
		return a.Attacker == st.CurrentCombat().Attacker
	}
	return false
}
