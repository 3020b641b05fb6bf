package rules

import "estafette/rules/hex"

// activatePlan is a checked activation.
type activatePlan struct {
	l     *Leader
	g     Group
	isNew bool
}

// checkActivate checks `activate LEADER ID ...` without changing
// anything. The pieces are checked in order against the group as it grows,
// so the whole line is refused if any piece is.
func (s *State) checkActivate(a Activate) (*activatePlan, *Violation) {
	if v := s.needPhase("activating", PhaseCommand); v != nil {
		return nil, v
	}
	l, v := s.ownLeader(a.Leader)
	if v != nil {
		return nil, v
	}
	if len(a.Pieces) == 0 {
		return nil, s.violate(RuleSyntax, "activate %s names no piece to activate", a.Leader)
	}
	g, isNew, v := s.groupFor(l)
	if v != nil {
		return nil, v
	}
	plan := *g
	plan.Units = append([]string(nil), g.Units...)
	plan.Alone = append([]string(nil), g.Alone...)
	for i, id := range a.Pieces {
		for _, prev := range a.Pieces[:i] {
			if prev == id {
				return nil, s.violate(RuleActOnce, "%s is named twice in one activation", s.pieceName(id))
			}
		}
		if v := s.checkPiece(l, &plan, id); v != nil {
			return nil, v
		}
		if s.unitOf(id) != nil {
			plan.Units = append(plan.Units, id)
		} else {
			plan.Alone = append(plan.Alone, id)
		}
		plan.Used++
	}
	return &activatePlan{l: l, g: plan, isNew: isNew}, nil
}

func (s *State) activate(a Activate) ([]Event, *Violation) {
	p, v := s.checkActivate(a)
	if v != nil {
		return nil, v
	}
	l := p.l
	if p.isNew {
		s.t.groups = append(s.t.groups, p.g)
	} else {
		s.t.groups[s.groupIndex(l.ID)] = p.g
	}
	gi := s.groupIndex(l.ID)
	l.Activated = true
	s.t.commandClosed = true
	for _, id := range a.Pieces {
		if u := s.unitOf(id); u != nil {
			u.Group = gi
			u.AllyLimited = s.allyLimited(u)
			s.leadersWith(u)
		} else if ld := s.leaderOf(id); ld != nil {
			ld.Activated, ld.Alone = true, true
		}
	}
	return []Event{Activated{Leader: s.pieceRef(l.ID), Pieces: s.pieceRefs(a.Pieces), Group: gi}}, nil
}

// groupFor returns the leader's group in this command phase, or a new one
// if he may still head one (ACT.LEADERS).
func (s *State) groupFor(l *Leader) (*Group, bool, *Violation) {
	if !l.Present {
		return nil, false, s.violate(RuleActLeaders, "%s has left the table and can activate no one", s.pieceName(l.ID))
	}
	if l.Messenger {
		return nil, false, s.violate(RuleActLeaders, "%s is carrying a message and can activate no one", s.pieceName(l.ID))
	}
	if i := s.groupIndex(l.ID); i >= 0 {
		return &s.t.groups[i], false, nil
	}
	if l.Arrives > s.turn {
		return nil, false, s.violate(RuleActLeaders, "%s arrives only on turn %d", s.pieceName(l.ID), l.Arrives)
	}
	heads, allowed := s.activatingLeaders(), s.activeArmy().Activations+s.t.extraLeaders
	if heads >= allowed {
		return nil, false, s.refuse(RuleActLeaders, func() *Violation {
			return violate(RuleActLeaders, "%s already has %d activating leader(s) this turn, the most allowed (%d)", s.activeArmy().Name, heads, allowed)
		})
	}
	// The new group is the state's scratch: every caller copies it or
	// reads it before asking again.
	s.newGroup = Group{Leader: l.ID, Slots: s.slots(l)}
	return &s.newGroup, true, nil
}

// LeaderActivations answers "how many leaders may still activate?": the
// activating leaders of this command phase, and how many are allowed,
// Assaut and Assaut général included (ACT.LEADERS).
func (s *State) LeaderActivations() (used, allowed int) {
	return s.activatingLeaders(), s.activeArmy().Activations + s.t.extraLeaders
}

// activatingLeaders counts the groups headed by a leader in the current
// command phase (the second phase of Assaut général counts afresh).
func (s *State) activatingLeaders() int {
	n := 0
	from := 0
	if s.t.second == 2 {
		from = s.t.firstGroups
	}
	for _, g := range s.t.groups[from:] {
		if g.Leader != "" && !g.Extra {
			n++
		}
	}
	return n
}

// groupIndex returns the index of the group the leader heads in the
// current command phase, or -1.
func (s *State) groupIndex(leader string) int {
	for i := len(s.t.groups) - 1; i >= 0; i-- {
		g := s.t.groups[i]
		if g.Leader == leader && !g.Extra {
			if s.t.second == 2 && i < s.t.firstGroups {
				return -1
			}
			return i
		}
	}
	return -1
}

// slots is how many pieces a leader may activate (ACT.SLOTS): the
// army's number, changed by the leader's quality.
func (s *State) slots(l *Leader) int {
	n := s.activeArmy().UnitsPerActivation
	if a := s.armyOf(l.Army); a != nil {
		n = a.UnitsPerActivation
	}
	switch l.Quality {
	case Good:
		n += s.rs.Activation.Good
	case Mediocre:
		n += s.rs.Activation.Mediocre
	case Bad:
		n += s.rs.Activation.Bad
	}
	return max(n, 1)
}

// checkPiece decides whether the leader may add one piece to his group.
func (s *State) checkPiece(l *Leader, g *Group, id string) *Violation {
	if g.Used >= g.Slots {
		return s.violate(RuleActSlots, "%s may activate %d piece(s) and has no slot left for %s", s.pieceName(l.ID), g.Slots, s.pieceName(id))
	}
	if u := s.unitOf(id); u != nil {
		return s.checkUnit(l, g, u)
	}
	ld := s.leaderOf(id)
	if ld == nil {
		return s.violate(RuleIDUnknown, "there is no unit or leader %q in this scenario", id)
	}
	if ld.Army != l.Army {
		return s.violate(RuleIDNotYours, "%s belongs to the enemy", s.pieceName(id))
	}
	if !ld.Present {
		return s.violate(RuleIDUnknown, "%s has left the game", s.pieceName(id))
	}
	if ld.Messenger {
		return s.violate(RuleActOnce, "%s is carrying a message", s.pieceName(id))
	}
	// A leader activated alone may be anywhere on the table (docs/rules.md §3).
	if ld.Alone {
		return s.refuse(RuleActOnce, func() *Violation {
			return violate(RuleActOnce, "%s is already activated this turn", s.pieceName(id))
		})
	}
	if ld.Arrives > s.turn {
		return s.violate(RuleActArrival, "%s arrives only on turn %d", s.pieceName(id), ld.Arrives)
	}
	return nil
}

func (s *State) checkUnit(l *Leader, g *Group, u *Unit) *Violation {
	if u.Army != l.Army {
		return s.violate(RuleIDNotYours, "%s belongs to the enemy", s.pieceName(u.ID))
	}
	if u.Eliminated {
		return s.violate(RuleIDUnknown, "%s has been eliminated", s.pieceName(u.ID))
	}
	if u.Exited {
		return s.violate(RuleIDUnknown, "%s has left the table", s.pieceName(u.ID))
	}
	if u.Arrives > s.turn {
		return s.violate(RuleActArrival, "%s arrives as a reinforcement only on turn %d", s.pieceName(u.ID), u.Arrives)
	}
	if !u.OnBoard && (l.OnBoard || l.Hex != u.Hex) {
		// JO3: reinforcements « doivent être activées (et donc être
		// accompagnées d'un officier …) »: he waits off the table with them.
		return s.violate(RuleActArrival, "%s waits off the table at %s: only a leader waiting there with it may activate it, not %s", s.pieceName(u.ID), u.Hex, s.pieceName(l.ID))
	}
	if u.Activated() {
		return s.refuse(RuleActOnce, func() *Violation {
			return violate(RuleActOnce, "%s is already activated this turn", s.pieceName(u.ID))
		})
	}
	if s.t.recon && (s.activatedUnits()+len(g.Units)-s.groupUnits(l.ID)) >= 1 {
		return s.violate(RuleActRecon, "under Reconnaissance only one unit may be activated this turn")
	}
	if !s.obeys(u, l) {
		return s.violate(RuleActAlly, "%s is an allied unit: it obeys only its own sub-general %s and the allied officers of his contingent", s.pieceName(u.ID), s.pieceName(u.AlliedLeader))
	}
	if !l.Anywhere {
		if d, r := s.commandDistance(l, u), s.commandRadius(l); d > r {
			return s.violate(RuleCmdRadius, "%s is %d hexes from %s, whose command radius is %d", s.pieceName(u.ID), d, s.pieceName(l.ID), r)
		}
	}
	if s.rs.Features.OneTypeActivation && !l.Combined {
		if v := s.checkArms(l, g, u); v != nil {
			return v
		}
	}
	return nil
}

// groupUnits counts the units already in the leader's group.
func (s *State) groupUnits(leader string) int {
	if i := s.groupIndex(leader); i >= 0 {
		return len(s.t.groups[i].Units)
	}
	return 0
}

func (s *State) activatedUnits() int {
	n := 0
	for _, g := range s.t.groups {
		n += len(g.Units)
	}
	return n
}

// commandDistance measures from a leader to a unit. A reinforcement waits
// on an imaginary hex just off its entry hex (docs/rules.md §6), one hex
// further; two pieces waiting at one entry are together.
func (s *State) commandDistance(l *Leader, u *Unit) int {
	lOff, uOff := !l.OnBoard, !u.OnBoard
	d := hex.Distance(l.Hex, u.Hex)
	switch {
	case lOff && uOff:
		return d
	case lOff || uOff:
		return d + 1
	}
	return d
}

// obeys is ACT.ALLY: an allied unit « n'obéit qu'à ses propres chefs »
// (AB2), its own allied sub-general and the allied officers of his
// contingent; any other unit obeys any leader of its army.
func (s *State) obeys(u *Unit, l *Leader) bool {
	if u.AlliedLeader == "" || l.ID == u.AlliedLeader {
		return true
	}
	return l.Allied && l.Rank == Officer && s.contingent(l) == u.AlliedLeader
}

// contingent is the allied sub-general an allied officer belongs to: the
// one his `leader` names, or the army's only allied sub-general.
func (s *State) contingent(l *Leader) string {
	if l.Contingent != "" {
		return l.Contingent
	}
	only := ""
	for _, o := range s.leaders {
		if o.Army == l.Army && o.Allied && o.Rank == SubGeneral {
			if only != "" {
				return ""
			}
			only = o.ID
		}
	}
	return only
}

// leadersWith marks the leaders standing with a unit being activated: they
// are activated with it and follow it (TH2, AB2, FR2 « Un chef avec une
// unité activée est activé avec elle et la suit »), until it moves
// without them.
func (s *State) leadersWith(u *Unit) {
	for _, l := range s.leaders {
		// A personnage marked Personal is not (ACT.PERSONAL).
		if l.Army == u.Army && l.Present && l.OnBoard == u.OnBoard && l.Hex == u.Hex && l.WithUnit == "" && !l.Personal {
			l.WithUnit = u.ID
		}
	}
}

// leaderActivated answers "is this leader activated this turn?": he
// activated units, was activated alone or moved with a unit, or stands
// with a unit activated this turn that did not leave him behind (docs/rules.md
// §3 "A leader with an activated unit").
func (s *State) leaderActivated(l *Leader) bool {
	if l.Activated {
		return true
	}
	if l.WithUnit == "" || l.Army != s.activeArmy().ID {
		return false
	}
	u := s.unitOf(l.WithUnit)
	return u.Activated() && u.OnBoard && u.Hex == l.Hex
}

// allyLimited is ACT.ALLY: an allied unit more than 5 hexes from its own
// sub-general may only move closer to him or toward its own edge.
func (s *State) allyLimited(u *Unit) bool {
	if u.AlliedLeader == "" {
		return false
	}
	sg := s.leaderOf(u.AlliedLeader)
	return sg == nil || !sg.Present || hex.Distance(sg.Hex, u.Hex) > 5
}

// armSet is a set of arms, one bit each.
type armSet uint8

const (
	bitFoot armSet = 1 << iota
	bitMounted
	bitFootArtillery
	bitHorseArtillery
	bitElephants
)

// armBit is a switch rather than a map: LegalActions asks it for every
// candidate of every activation.
func armBit(a Arm) armSet {
	switch a {
	case ArmFoot:
		return bitFoot
	case ArmMounted:
		return bitMounted
	case ArmFootArtillery:
		return bitFootArtillery
	case ArmHorseArtillery:
		return bitHorseArtillery
	}
	return bitElephants
}

// armFits is ACT.TYPE (Jomini): one activation holds foot with foot
// artillery, or mounted with horse artillery, or artillery alone;
// elephants go with either.
func armFits(set armSet) bool {
	set &^= bitElephants
	foot := bitFoot | bitFootArtillery
	mounted := bitMounted | bitHorseArtillery
	artillery := bitFootArtillery | bitHorseArtillery
	return set&^foot == 0 || set&^mounted == 0 || set&^artillery == 0
}

func (s *State) checkArms(l *Leader, g *Group, u *Unit) *Violation {
	set := armBit(u.Profile.Arm)
	var first *Unit
	for _, id := range g.Units {
		other := s.unitOf(id)
		set |= armBit(other.Profile.Arm)
		if first == nil && other.Profile.Arm != ArmElephants {
			first = other
		}
	}
	if armFits(set) {
		return nil
	}
	with := phrase("the rest of the group")
	if first != nil {
		with = phrase("%s (%s)", s.pieceName(first.ID), gloss(first.Profile.Gloss, first.Profile.Name))
	}
	return s.violate(RuleActType, "%s (%s) cannot be activated with %s: one activation holds one type of troops (infantry with foot artillery, mounted with horse artillery, or artillery); Attaque combinée lifts this",
		s.pieceName(u.ID), gloss(u.Profile.Gloss, u.Profile.Name), with)
}

// addExtraGroup activates a unit on top of the normal activations
// (Messager, direct action, a delivered messenger).
func (s *State) addExtraGroup(u *Unit) int {
	s.t.groups = append(s.t.groups, Group{Units: []string{u.ID}, Slots: 1, Used: 1, Extra: true})
	u.Group = len(s.t.groups) - 1
	u.AllyLimited = s.allyLimited(u)
	s.leadersWith(u)
	return u.Group
}

// Candidate is one piece a leader might activate, and why he may not.
type Candidate struct {
	ID        string
	Violation *Violation // nil when the piece may be activated
}

// ActivationOptions answers "who can this leader activate?": every piece
// of his army, each with the reason it is refused, if it is.
func (s *State) ActivationOptions(leader string) []Candidate {
	var out []Candidate
	l := s.leaderOf(leader)
	if l == nil {
		return nil
	}
	for _, u := range s.units {
		if u.Army == l.Army && !u.Eliminated {
			out = append(out, Candidate{ID: u.ID, Violation: s.Check(Activate{Leader: leader, Pieces: []string{u.ID}})})
		}
	}
	for _, o := range s.leaders {
		if o.Army == l.Army && o.Present {
			out = append(out, Candidate{ID: o.ID, Violation: s.Check(Activate{Leader: leader, Pieces: []string{o.ID}})})
		}
	}
	return out
}
