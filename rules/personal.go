package rules

// Personnages who act only when activated personally (docs/rules.md §3
// "Personnages activated personally"). AB2: « Un personnage avec une unité
// activée est activé avec elle et la suit. […] Certains personnages ne
// peuvent agir que s'ils sont activés personnellement EN plus d'un unité
// avec laquelle ils se trouveraient. » A scenario marks them
// (`personal_activation = true`). Such a piece is never activated with
// the unit he stands with; he follows it, acts on it (rally, front rank,
// withdrawal) or commits himself (a direct action) only in a turn when
// he was activated personally, alone, which uses a slot. His presence
// (influence, the order discount) and his command, when he is a leader
// heading a group, are no act of his own.

// actsPersonally refuses what a personnage marked Personal does without
// his own activation this turn (ACT.PERSONAL); what names what he does.
func (s *State) actsPersonally(l *Leader, what string) *Violation {
	if !l.Personal || (l.Alone && l.Army == s.activeArmy().ID) {
		return nil
	}
	return s.violate(RuleActPersonal, "%s acts only when activated personally, in addition to a unit (« ne peuvent agir que s'ils sont activés personnellement »): he %s only in a turn he was activated alone", s.pieceName(l.ID), phrase(what))
}
