package rules

import "estafette/rules/hex"

// combat is the combat declared in the combat phase (docs/rules.md §7): one
// attacker against one defender, resolved before the next.
type combat struct {
	attacker, defender string
	fire               bool
	attackOrder        string            // the attack order's key, "" for none
	defenseOrder       string            // the defense order's key, "" for none
	attackEffect       OrderEffect       // what the attack order does
	defenseEffect      OrderEffect       // what the defense order does
	front              map[string]string // unit id -> leader fighting in its front rank
	withdraw           string            // the unit whose leader ordered a withdrawal
	withdrawN          int               // hexes it falls back (older records); 0: as far as it can
	withdrawTo         Dest              // the hex it falls back to, the player's choice
	pursuit            bool              // a pursuit after a follow-up
	stage              stage             // whose word it is (decision.go)
	held               *heldStrike       // the attack's dice, read but not applied (stageDice)
	sacrifice          int               // flags Sacrifice turns into losses in the held strike; -1: all
	won                bool              // the attacker won a melee: it may follow up
	vacated            hex.Hex           // the defender's hex, for the follow-up
}

// rolled reports whether the dice have been rolled.
func (c *combat) rolled() bool { return c.stage >= stageDice }

// Combat describes the declared combat for the interface: "" ids when
// there is none.
type Combat struct {
	Attacker, Defender string
	Fire               bool
	AttackOrder        string
	DefenseOrder       string
	Rolled             bool
	CanFollow          bool
	// Dice are the attack's faces while the defender chooses (Decision
	// kind "dice"): Évasion when CanEvade, and how many flags Sacrifice
	// turns into losses, 0 to SacrificeMax (-1 when there is no choice).
	Dice         []Face
	CanEvade     bool
	SacrificeMax int
}

// CurrentCombat returns the combat declared and not yet closed.
func (s *State) CurrentCombat() Combat {
	c := s.combat
	if c == nil {
		return Combat{SacrificeMax: -1}
	}
	out := Combat{Attacker: c.attacker, Defender: c.defender, Fire: c.fire, AttackOrder: c.attackOrder,
		DefenseOrder: c.defenseOrder, Rolled: c.rolled(), CanFollow: c.stage == stageDone && c.won, SacrificeMax: -1}
	if h := c.held; h != nil {
		out.Dice = append([]Face(nil), h.faces...)
		out.CanEvade = s.canEvade(c, h) == nil
		if lo, hi, ok := s.SacrificeRange(); ok && lo == 0 {
			out.SacrificeMax = hi
		}
	}
	return out
}

// applyCombat dispatches the combat actions.
func (s *State) applyCombat(a Action) ([]Event, *Violation) {
	if v := s.needCombatPhase(a); v != nil {
		return nil, v
	}
	switch a := a.(type) {
	case Attack:
		return s.attack(a)
	case Defend:
		return s.defend(a)
	case Front:
		return s.frontRank(a)
	case Withdraw:
		return s.orderWithdrawal(a)
	case Roll:
		return s.roll()
	case Follow:
		return s.follow()
	case Rally:
		return s.rally(a)
	case Sacrifice:
		return s.sacrificeFlags(a)
	}
	return nil, s.violate(RuleSyntax, "unknown combat action %T", a)
}

// needCombatPhase refuses a combat action outside the combat phase.
func (s *State) needCombatPhase(a Action) *Violation {
	if s.phase != PhaseCombat {
		return s.violate(RulePhaseWrong, "%s belongs to the combat phase; this is the %s phase", verbOf(a), s.phase)
	}
	return nil
}

func verbOf(a Action) string {
	s := a.String()
	for i, c := range s {
		if c == ' ' {
			return s[:i]
		}
	}
	return s
}

// pending is the declared combat still waiting for its roll.
func (s *State) pending() *combat {
	if s.combat != nil && !s.combat.rolled() {
		return s.combat
	}
	return nil
}

// closeCombat ends the declared combat: the +2 dice of a direct action
// were for it and its riposte only (« à l'unité en combat »).
func (s *State) closeCombat() {
	if c := s.combat; c != nil {
		for _, id := range []string{c.attacker, c.defender} {
			if u := s.unitOf(id); u != nil {
				u.ExtraDice = 0
			}
		}
	}
	s.combat = nil
}

// attackPlan is a checked attack.
type attackPlan struct {
	a, d  *Unit
	fire  bool
	order *orderPlan
}

func (s *State) checkAttack(a Attack) (*attackPlan, *Violation) {
	if c := s.pending(); c != nil {
		return nil, s.violate(RuleCbtOnce, "the combat of %s against %s is declared: roll it first", s.pieceName(c.attacker), s.pieceName(c.defender))
	}
	at, v := s.ownUnit(a.Attacker)
	if v != nil {
		return nil, v
	}
	d := s.unitOf(a.Defender)
	if d == nil {
		return nil, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", a.Defender)
	}
	if d.Army == at.Army {
		return nil, s.violate(RuleCbtTarget, "%s is a friend: a combat is against an enemy unit", s.pieceName(d.ID))
	}
	if !at.OnBoard || !d.OnBoard {
		return nil, s.violate(RuleCbtTarget, "both units must be on the table")
	}
	if !at.Activated() {
		return nil, s.violate(RuleCbtNotActivated, "%s is not activated this turn: only activated units attack", s.pieceName(at.ID))
	}
	if !at.CanFight {
		return nil, s.violate(RuleCbtNoCombat, "%s moved \"sans combat\" this turn and cannot fight", s.pieceName(at.ID))
	}
	pursuit := s.combat != nil && s.combat.rolled() && s.combat.attacker == at.ID && at.PursuitLeft > 0
	if at.Fought && !pursuit {
		return nil, s.violate(RuleCbtOnce, "%s has already fought this turn", s.pieceName(at.ID))
	}
	if at.Group < s.t.step && !s.rs.Features.FreeOrder {
		return nil, s.orderClosed(at.ID, at.Group)
	}
	if at.AllyLimited {
		return nil, s.violate(RuleActAlly, "%s was activated more than 5 hexes from its sub-general %s: it may only move closer to him or toward its own edge, and may not attack this turn", s.pieceName(at.ID), s.pieceName(at.AlliedLeader))
	}
	p := &attackPlan{a: at, d: d}
	dist := hex.Distance(at.Hex, d.Hex)
	switch {
	case dist == 1:
	case dist >= 2 && dist <= at.Profile.Range && at.Profile.Fire > 0:
		p.fire = true
	case at.Profile.Range < 2 || at.Profile.Fire == 0:
		return nil, s.violate(RuleCbtRange, "%s is %d hexes from %s; it cannot fire, so it fights only in melee, against an adjacent unit", s.pieceName(at.ID), dist, s.pieceName(d.ID))
	default:
		return nil, s.violate(RuleCbtRange, "%s is %d hexes from %s; fire reaches 2 to %d hexes, melee 1", s.pieceName(at.ID), dist, s.pieceName(d.ID), at.Profile.Range)
	}
	if a.Order != "" {
		if p.fire {
			return nil, s.violate(RuleOrdCondition, "attack orders are for melee only, never for fire")
		}
		op, v := s.checkCombatOrder(a.Order, WindowAttack, at, s.activeArmy())
		if v != nil {
			return nil, v
		}
		p.order = op
	}
	return p, nil
}

// checkCombatOrder checks an attack or defense order for unit u, paid by
// army (ORD.* as for other orders; one per combat by construction). A free
// order (a direct action's) ignores ORD.RANGE and costs nothing.
func (s *State) checkCombatOrder(key string, w Window, u *Unit, army *Army, free ...bool) (*orderPlan, *Violation) {
	if s.sc.NoOrders {
		return nil, s.violate(RuleOrdCondition, "this scenario plays \"guerre en dentelles\": no special orders")
	}
	o, ok := s.rs.Order(key)
	if !ok {
		return nil, s.violate(RuleOrdUnknown, "there is no order %q in %s", key, s.rs.Name)
	}
	if o.Window != w {
		return nil, s.violate(RuleOrdPhase, "%s is a %s order, not an %s order", o.Name, o.Window, w)
	}
	if !o.AllowsType(u.Profile.Type) {
		return nil, s.violate(RuleOrdTarget, "%s cannot be given to %s (%s)", o.Name, s.pieceName(u.ID), u.Profile.Type)
	}
	p := &orderPlan{o: o, unit: u, count: 1, free: len(free) > 0 && free[0]}
	if v := s.orderRange(p); v != nil {
		return nil, v
	}
	switch o.Does() {
	case EffectNone: // a ruleset built without the loader's check
		return nil, s.violate(RuleOrdUnknown, "%s does nothing this engine knows: its ruleset names no effect for it", o.Name)
	case EffectNouvelleChance:
		if !s.InInfluence(u.Army, u.Hex) {
			return nil, s.violate(RuleOrdCondition, "Nouvelle chance needs %s inside an officer's influence zone", s.pieceName(u.ID))
		}
	}
	if p.free {
		return p, nil
	}
	p.cost = s.priceOf(p)
	if p.cost > army.OrderPoints {
		// The plan comes back with the refusal so that CombatOrderCost can
		// still tell the price.
		return p, s.violate(RuleOrdPoints, "%s costs %d order point(s) here; %s has %d", o.Name, p.cost, army.Name, army.OrderPoints)
	}
	return p, nil
}

// CombatOrderCost answers "what does this attack or defense order cost in
// this combat, and which army pays?". For an attack order, unit is the
// would-be attacker and its army pays; for a defense order, unit is
// ignored: the declared combat's defender receives it and his army pays.
// cost is 0 when the order cannot be priced (unknown, wrong window, wrong
// target); v says why the order may not be given now, ORD.POINTS included.
func (s *State) CombatOrderCost(key, unit string) (cost int, payer *Army, v *Violation) {
	o, ok := s.rs.Order(key)
	if !ok {
		return 0, nil, s.violate(RuleOrdUnknown, "there is no order %q in %s", key, s.rs.Name)
	}
	var u *Unit
	switch o.Window {
	case WindowAttack:
		u = s.unitOf(unit)
		if u == nil {
			return 0, nil, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", unit)
		}
	case WindowDefense:
		c := s.pending()
		if c == nil {
			return 0, nil, s.violate(RulePhaseWrong, "no combat is declared: a defense order answers an attack")
		}
		u = s.unitOf(c.defender)
	default:
		return 0, nil, s.violate(RuleOrdPhase, "%s is a %s order, not a combat order", o.Name, o.Window)
	}
	payer = s.armyOf(u.Army)
	p, v := s.checkCombatOrder(key, o.Window, u, payer)
	if p != nil {
		cost = p.cost
	}
	if v == nil && o.Window == WindowDefense {
		v = s.Check(Defend{Order: key})
	}
	return cost, payer, v
}

func (s *State) attack(a Attack) ([]Event, *Violation) {
	p, v := s.checkAttack(a)
	if v != nil {
		return nil, v
	}
	pursuit := s.combat != nil && s.combat.rolled() && s.combat.attacker == p.a.ID
	if pursuit {
		p.a.PursuitLeft--
	}
	s.closeCombat()
	s.combat = &combat{attacker: p.a.ID, defender: p.d.ID, fire: p.fire, front: map[string]string{}, pursuit: pursuit, sacrifice: -1}
	s.t.step = max(s.t.step, p.a.Group)
	ev := []Event{AttackDeclared{Attacker: s.pieceRef(p.a.ID), Defender: s.pieceRef(p.d.ID), Fire: p.fire}}
	if p.order != nil {
		army := s.activeArmy()
		army.OrderPoints -= p.order.cost
		ev = append(ev, OrderGiven{Payer: armyRef(army), Key: p.order.o.Key, Name: p.order.o.Name, Window: WindowAttack,
			Target: s.pieceRef(p.a.ID), Cost: p.order.cost, Left: army.OrderPoints})
		s.attackOrderEffect(p.a, p.order.o)
	}
	return ev, nil
}

// attackOrderEffect records the attack order of the declared combat.
// Charge ! lasts the unit's whole combat phase, pursuits included (TH2
// « durant toute sa phase de combat »): the unit counts as supported
// until the next turn starts.
func (s *State) attackOrderEffect(at *Unit, o *Order) {
	s.combat.attackOrder, s.combat.attackEffect = o.Key, o.Does()
	if s.combat.attackEffect == EffectCharge {
		at.SupportedTurn = true
	}
}

// follow is the follow-up ("suivi") after a won melee: the attacker moves
// into the vacated hex. A mounted attacker (or one under Percée) may then
// pursue with one more attack.
func (s *State) follow() ([]Event, *Violation) {
	c := s.combat
	if c == nil || c.stage != stageDone || !c.won {
		return nil, s.violate(RuleCbtFollow, "a follow-up comes right after a won melee (the enemy eliminated or retreated)")
	}
	at := s.unitOf(c.attacker)
	if s.occupant(c.vacated) != nil {
		return nil, s.violate(RuleMovOccupied, "%s cannot follow up: %s is occupied", s.pieceName(at.ID), c.vacated)
	}
	return s.doFollow(c, at, true), nil
}

// doFollow moves the attacker into the vacated hex. A lone enemy piece
// there steps aside or is taken (aside.go); choose lets its owner pick
// where it steps (not for Berserks' forced follow-up, inside the roll).
func (s *State) doFollow(c *combat, at *Unit, choose bool) []Event {
	from := at.Hex
	s.relocate(at, c.vacated)
	for _, l := range s.leadersAt(at.Hex) {
		if l.Army == at.Army {
			l.Walked = true // a follow-up is a move, not a flight (FR2)
		}
	}
	c.won = false
	ev := []Event{FollowedUp{Unit: s.pieceRef(at.ID), From: from, To: at.Hex}}
	ev = append(ev, s.enemyEnters(at, []hex.Hex{at.Hex}, choose)...)
	if (s.rs.Combat.Pursues(at.Profile.Type) && !c.pursuit) || c.attackEffect == EffectPercee {
		at.PursuitLeft = 1
		ev = append(ev, PursuitAllowed{Unit: s.pieceRef(at.ID)})
	}
	return ev
}

// relocate moves a unit and the leaders standing with it.
func (s *State) relocate(u *Unit, to hex.Hex) {
	for _, l := range s.leadersAt(u.Hex) {
		if l.Army == u.Army {
			l.Hex = to
		}
	}
	s.vacate(u.Hex)
	u.Hex = to
	s.place(u)
}

// rally is a leader's attempt to rally the unit on his hex (AB2, FR2): at
// the end of the combat phase, an activated leader, neither he nor the
// unit in melee this turn, no enemy adjacent. One die per lost element;
// each face of the unit's type restores one, and the special face too
// with the commander-in-chief.
func (s *State) rally(a Rally) ([]Event, *Violation) {
	l, u, v := s.checkRally(a)
	if v != nil {
		return nil, v
	}
	l.Rallied, u.Fought = true, true
	lost := u.StartElements - u.Elements
	faces := s.RollFaces(lost)
	back := 0
	for _, f := range faces {
		if f.hits(u.Profile.Type) || (l.Rank == Commander && s.IsSpecial(f)) {
			back++
		}
	}
	u.Elements += back
	return []Event{RallyRolled{Leader: s.pieceRef(l.ID), Unit: s.pieceRef(u.ID), Back: back, Now: u.Elements, Faces: faces}}, nil
}

// checkRally checks a rally without changing anything: the leader and
// the unit he would rally, or why he may not.
func (s *State) checkRally(a Rally) (*Leader, *Unit, *Violation) {
	if !s.rs.Features.LeaderHexActions {
		return nil, nil, s.refuse(RuleLdrRuleset, func() *Violation {
			return violate(RuleLdrRuleset, "leaders rally units on their hex in Alexandre et Bayard and Frédéric, not in %s", s.rs.Name)
		})
	}
	if c := s.pending(); c != nil {
		return nil, nil, s.violate(RulePhaseWrong, "a combat is declared: roll it before rallying")
	}
	l, v := s.ownLeader(a.Leader)
	if v != nil {
		return nil, nil, v
	}
	if v := s.actsPersonally(l, "rallies a unit"); v != nil && l.Present && l.OnBoard {
		return nil, nil, v
	}
	if !s.leaderActivated(l) || !l.Present || !l.OnBoard {
		return nil, nil, s.refuse(RuleMovNotActivated, func() *Violation {
			return violate(RuleMovNotActivated, "%s must be activated this turn to rally a unit: activating, activated alone, or standing with a unit activated this turn that did not leave him behind", s.pieceName(l.ID))
		})
	}
	if l.Rallied {
		return nil, nil, s.refuse(RuleActOnce, func() *Violation {
			return violate(RuleActOnce, "%s has already tried to rally this turn", s.pieceName(l.ID))
		})
	}
	u := s.occupant(l.Hex)
	if u == nil || u.Army != l.Army {
		return nil, nil, s.refuse(RuleLdrInfluence, func() *Violation {
			return violate(RuleLdrInfluence, "%s has no friendly unit on his hex to rally", s.pieceName(l.ID))
		})
	}
	if u.Elements >= u.StartElements {
		return nil, nil, s.refuse(RuleOrdCondition, func() *Violation {
			return violate(RuleOrdCondition, "%s has lost no element", s.pieceName(u.ID))
		})
	}
	if u.InMelee || l.InMelee {
		return nil, nil, s.violate(RuleOrdCondition, "%s or %s was in melee this turn and cannot rally", s.pieceName(u.ID), s.pieceName(l.ID))
	}
	for _, n := range u.Hex.Neighbors() {
		if e := s.occupant(n); e != nil && e.Army != u.Army {
			return nil, nil, s.violate(RuleOrdCondition, "%s is adjacent to the enemy %s and cannot rally", s.pieceName(u.ID), s.pieceName(e.ID))
		}
	}
	return l, u, nil
}

func (f Face) hits(t TroopType) bool {
	for _, x := range f.Hits {
		if x == t {
			return true
		}
	}
	return false
}
