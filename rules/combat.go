package rules

import "estafette/rules/hex"

// combat is the combat declared in the combat phase (RULES.md §7): one
// attacker against one defender, resolved before the next.
type combat struct {
	attacker, defender string
	fire               bool
	attackOrder        string
	defenseOrder       string
	front              map[string]string // unit id -> leader fighting in its front rank
	withdraw           string            // the unit whose leader ordered a withdrawal
	pursuit            bool              // a pursuit after a follow-up
	rolled             bool
	won                bool    // the attacker won a melee: it may follow up
	vacated            hex.Hex // the defender's hex, for the follow-up
}

// Combat describes the declared combat for the interface: "" ids when
// there is none.
type Combat struct {
	Attacker, Defender string
	Fire               bool
	AttackOrder        string
	DefenseOrder       string
	Rolled             bool
	CanFollow          bool
}

// CurrentCombat returns the combat declared and not yet closed.
func (s *State) CurrentCombat() Combat {
	c := s.combat
	if c == nil {
		return Combat{}
	}
	return Combat{Attacker: c.attacker, Defender: c.defender, Fire: c.fire, AttackOrder: c.attackOrder,
		DefenseOrder: c.defenseOrder, Rolled: c.rolled, CanFollow: c.rolled && c.won}
}

// applyCombat dispatches the combat actions.
func (s *State) applyCombat(a Action) ([]Event, *Violation) {
	if s.phase != PhaseCombat {
		return nil, s.violate(RulePhase, "%s belongs to the combat phase; this is the %s phase", verbOf(a), s.phase)
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
	}
	return nil, s.violate(RuleSyntax, "unknown combat action %T", a)
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
	if s.combat != nil && !s.combat.rolled {
		return s.combat
	}
	return nil
}

// attackPlan is a checked attack.
type attackPlan struct {
	a, d  *Unit
	fire  bool
	order *orderPlan
}

func (s *State) checkAttack(a Attack) (*attackPlan, *Violation) {
	if c := s.pending(); c != nil {
		return nil, s.violate("CBT.ONCE", "the combat of %s against %s is declared: roll it first", s.pieceName(c.attacker), s.pieceName(c.defender))
	}
	at, v := s.ownUnit(a.Attacker)
	if v != nil {
		return nil, v
	}
	d := s.unitByID[a.Defender]
	if d == nil {
		return nil, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", a.Defender)
	}
	if d.Army == at.Army {
		return nil, s.violate("CBT.TARGET", "%s is a friend: a combat is against an enemy unit", s.pieceName(d.ID))
	}
	if !at.OnBoard || !d.OnBoard {
		return nil, s.violate("CBT.TARGET", "both units must be on the table")
	}
	if !at.Activated() {
		return nil, s.violate("CBT.NOT_ACTIVATED", "%s is not activated this turn: only activated units attack", s.pieceName(at.ID))
	}
	if !at.CanFight {
		return nil, s.violate("CBT.NO_COMBAT", "%s moved \"sans combat\" this turn and cannot fight", s.pieceName(at.ID))
	}
	pursuit := s.combat != nil && s.combat.rolled && s.combat.attacker == at.ID && at.PursuitLeft > 0
	if at.Fought && !pursuit {
		return nil, s.violate("CBT.ONCE", "%s has already fought this turn", s.pieceName(at.ID))
	}
	if at.Group < s.t.step {
		return nil, s.orderClosed(at.ID, at.Group)
	}
	p := &attackPlan{a: at, d: d}
	dist := hex.Distance(at.Hex, d.Hex)
	switch {
	case dist == 1:
	case dist >= 2 && dist <= at.Profile.Range && at.Profile.Fire > 0:
		p.fire = true
	case at.Profile.Range < 2 || at.Profile.Fire == 0:
		return nil, s.violate("CBT.RANGE", "%s is %d hexes from %s; it cannot fire, so it fights only in melee, against an adjacent unit", s.pieceName(at.ID), dist, s.pieceName(d.ID))
	default:
		return nil, s.violate("CBT.RANGE", "%s is %d hexes from %s; fire reaches 2 to %d hexes, melee 1", s.pieceName(at.ID), dist, s.pieceName(d.ID), at.Profile.Range)
	}
	if a.Order != "" {
		if p.fire {
			return nil, s.violate("ORD.CONDITION", "attack orders are for melee only, never for fire")
		}
		op, v := s.checkCombatOrder(a.Order, WindowAttack, at, s.Active())
		if v != nil {
			return nil, v
		}
		p.order = op
	}
	return p, nil
}

// checkCombatOrder checks an attack or defense order for unit u, paid by
// army (ORD.* as for other orders; one per combat by construction).
func (s *State) checkCombatOrder(key string, w Window, u *Unit, army *Army) (*orderPlan, *Violation) {
	if s.sc.NoOrders {
		return nil, s.violate("ORD.CONDITION", "this scenario plays \"guerre en dentelles\": no special orders")
	}
	o, ok := s.rs.Order(key)
	if !ok {
		return nil, s.violate("ORD.UNKNOWN", "there is no order %q in %s", key, s.rs.Name)
	}
	if o.Window != w {
		return nil, s.violate("ORD.PHASE", "%s is a %s order, not an %s order", o.Name, o.Window, w)
	}
	if !o.AllowsType(u.Profile.Type) {
		return nil, s.violate("ORD.TARGET", "%s cannot be given to %s (%s)", o.Name, s.pieceName(u.ID), u.Profile.Type)
	}
	p := &orderPlan{o: o, unit: u, count: 1}
	if v := s.orderRange(p); v != nil {
		return nil, v
	}
	if o.Key == "nouvelle-chance" && !s.InInfluence(u.Army, u.Hex) {
		return nil, s.violate("ORD.CONDITION", "Nouvelle chance needs %s inside an officer's influence zone", s.pieceName(u.ID))
	}
	p.cost = s.priceOf(p)
	if p.cost > army.OrderPoints {
		// The plan comes back with the refusal so that CombatOrderCost can
		// still tell the price.
		return p, s.violate("ORD.POINTS", "%s costs %d order point(s) here; %s has %d", o.Name, p.cost, army.Name, army.OrderPoints)
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
		return 0, nil, s.violate("ORD.UNKNOWN", "there is no order %q in %s", key, s.rs.Name)
	}
	var u *Unit
	switch o.Window {
	case WindowAttack:
		u = s.unitByID[unit]
		if u == nil {
			return 0, nil, s.violate(RuleIDUnknown, "there is no unit %q in this scenario", unit)
		}
	case WindowDefense:
		c := s.pending()
		if c == nil {
			return 0, nil, s.violate(RulePhase, "no combat is declared: a defense order answers an attack")
		}
		u = s.unitByID[c.defender]
	default:
		return 0, nil, s.violate("ORD.PHASE", "%s is a %s order, not a combat order", o.Name, o.Window)
	}
	payer = s.armyByID[u.Army]
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
	pursuit := s.combat != nil && s.combat.rolled && s.combat.attacker == p.a.ID
	if pursuit {
		p.a.PursuitLeft--
	}
	s.combat = &combat{attacker: p.a.ID, defender: p.d.ID, fire: p.fire, front: map[string]string{}, pursuit: pursuit}
	s.t.step = max(s.t.step, p.a.Group)
	kind := "melee"
	if p.fire {
		kind = "fire"
	}
	ev := []Event{event("%s attacks %s (%s)", s.pieceName(p.a.ID), s.pieceName(p.d.ID), kind)}
	if p.order != nil {
		s.combat.attackOrder = p.order.o.Key
		army := s.Active()
		army.OrderPoints -= p.order.cost
		ev = append(ev, event("%s: attack order %s for %d point(s); %d left", army.Name, p.order.o.Name, p.order.cost, army.OrderPoints))
	}
	return ev, nil
}

// defend is the defender's order, after any attack order and before the
// dice (ORD.ONE_PER_COMBAT). The defender's army gives and pays it.
func (s *State) defend(a Defend) ([]Event, *Violation) {
	c := s.pending()
	if c == nil {
		return nil, s.violate(RulePhase, "no combat is declared: a defense order answers an attack")
	}
	if c.defenseOrder != "" {
		return nil, s.violate("ORD.ONE_PER_COMBAT", "one defense order per combat, and %s was given", c.defenseOrder)
	}
	if c.fire {
		return nil, s.violate("ORD.CONDITION", "defense orders are for melee only, never against fire")
	}
	d := s.unitByID[c.defender]
	army := s.armyByID[d.Army]
	p, v := s.checkCombatOrder(a.Order, WindowDefense, d, army)
	if v != nil {
		return nil, v
	}
	c.defenseOrder = p.o.Key
	army.OrderPoints -= p.cost
	ev := []Event{event("%s: defense order %s on %s for %d point(s); %d left", army.Name, p.o.Name, s.pieceName(d.ID), p.cost, army.OrderPoints)}
	switch p.o.Key {
	case "tenir-sa-position":
		d.Hold = true
	case "sacrifice":
		d.Sacrifice = true
	case "grande-defense", "comme-un-roc":
		d.SupportedTurn = true
	case "retraite":
		ev = append(ev, s.defensiveRetreat(c, d)...)
	}
	return ev, nil
}

// defensiveRetreat is Retraite: the defender falls back toward its edge up
// to its movement allowance before the attack, and the attacker may
// neither move nor attack again this turn.
func (s *State) defensiveRetreat(c *combat, d *Unit) []Event {
	at := s.unitByID[c.attacker]
	at.Fought, at.Moved = true, true
	from := d.Hex
	n, caught := s.fallBack(d, d.Profile.MoveNoCombat)
	s.combat = nil
	return append([]Event{event("%s falls back %d hex(es) from %s to %s; %s may not move or attack again this turn", s.pieceName(d.ID), n, from, d.Hex, s.pieceName(at.ID))}, caught...)
}

// leaderInCombat checks a leader's action on his own hex during the
// declared combat (RULES.md §5 "Leader actions on his own hex").
func (s *State) leaderInCombat(id, what string) (*Leader, *Unit, *Violation) {
	if !s.rs.Features.LeaderHexActions {
		return nil, nil, s.violate("LDR.RULESET", "leaders act on their own hex in Alexandre et Bayard and Frédéric, not in %s", s.rs.Name)
	}
	c := s.pending()
	if c == nil {
		return nil, nil, s.violate(RulePhase, "no combat is declared")
	}
	l := s.leaderBy[id]
	if l == nil {
		return nil, nil, s.violate(RuleIDUnknown, "there is no leader %q in this scenario", id)
	}
	if !l.Present || !l.OnBoard {
		return nil, nil, s.violate(RuleIDUnknown, "%s is not on the table", s.pieceName(id))
	}
	for _, uid := range []string{c.attacker, c.defender} {
		if u := s.unitByID[uid]; u.Army == l.Army && u.Hex == l.Hex {
			return l, u, nil
		}
	}
	return nil, nil, s.violate("LDR.INFLUENCE", "%s is not on the hex of a unit in this combat: a leader %s only with the unit on his own hex", s.pieceName(id), what)
}

func (s *State) frontRank(a Front) ([]Event, *Violation) {
	l, u, v := s.leaderInCombat(a.Leader, "fights in the front rank")
	if v != nil {
		return nil, v
	}
	if l.Rank == Commander {
		return nil, s.violate("LDR.COMMANDER", "%s is the commander-in-chief: he may not fight in the front rank", s.pieceName(l.ID))
	}
	c := s.combat
	if _, dup := c.front[u.ID]; dup {
		return nil, s.violate("ACT.ONCE", "a leader already fights in %s's front rank", s.pieceName(u.ID))
	}
	c.front[u.ID] = l.ID
	l.InMelee = !c.fire
	return []Event{event("%s fights in the front rank of %s: +%d die, and a wound test for each loss", s.pieceName(l.ID), s.pieceName(u.ID), s.rs.Combat.FrontRankDice)}, nil
}

func (s *State) orderWithdrawal(a Withdraw) ([]Event, *Violation) {
	l, u, v := s.leaderInCombat(a.Leader, "orders a withdrawal")
	if v != nil {
		return nil, v
	}
	if s.combat.withdraw != "" {
		return nil, s.violate("ACT.ONCE", "a withdrawal is already ordered in this combat")
	}
	s.combat.withdraw = u.ID
	return []Event{event("%s orders %s to break off", s.pieceName(l.ID), s.pieceName(u.ID))}, nil
}

// follow is the follow-up ("suivi") after a won melee: the attacker moves
// into the vacated hex. A mounted attacker (or one under Percée) may then
// pursue with one more attack.
func (s *State) follow() ([]Event, *Violation) {
	c := s.combat
	if c == nil || !c.rolled || !c.won {
		return nil, s.violate("CBT.FOLLOW", "a follow-up comes right after a won melee (the enemy eliminated or retreated)")
	}
	at := s.unitByID[c.attacker]
	if s.occupant(c.vacated) != nil {
		return nil, s.violate("MOV.OCCUPIED", "%s cannot follow up: %s is occupied", s.pieceName(at.ID), c.vacated)
	}
	return s.doFollow(c, at), nil
}

func (s *State) doFollow(c *combat, at *Unit) []Event {
	from := at.Hex
	s.relocate(at, c.vacated)
	c.won = false
	ev := []Event{event("%s follows up from %s into %s", s.pieceName(at.ID), from, at.Hex)}
	ev = append(ev, s.enemyEntersMessengers(at, []hex.Hex{at.Hex})...)
	if (s.rs.Combat.Pursues(at.Profile.Type) && !c.pursuit) || c.attackOrder == "percee" {
		at.PursuitLeft = 1
		ev = append(ev, event("%s may pursue with one more attack", s.pieceName(at.ID)))
	}
	return ev
}

// relocate moves a unit and the leaders standing with it.
func (s *State) relocate(u *Unit, to hex.Hex) {
	for _, l := range s.LeadersAt(u.Hex) {
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
	if !s.rs.Features.LeaderHexActions {
		return nil, s.violate("LDR.RULESET", "leaders rally units on their hex in Alexandre et Bayard and Frédéric, not in %s", s.rs.Name)
	}
	if c := s.pending(); c != nil {
		return nil, s.violate(RulePhase, "a combat is declared: roll it before rallying")
	}
	l, v := s.ownLeader(a.Leader)
	if v != nil {
		return nil, v
	}
	if !l.Activated || !l.Present || !l.OnBoard {
		return nil, s.violate("MOV.NOT_ACTIVATED", "%s must be activated this turn to rally a unit", s.pieceName(l.ID))
	}
	if l.Rallied {
		return nil, s.violate("ACT.ONCE", "%s has already tried to rally this turn", s.pieceName(l.ID))
	}
	u := s.occupant(l.Hex)
	if u == nil || u.Army != l.Army {
		return nil, s.violate("LDR.INFLUENCE", "%s has no friendly unit on his hex to rally", s.pieceName(l.ID))
	}
	if u.Elements >= u.StartElements {
		return nil, s.violate("ORD.CONDITION", "%s has lost no element", s.pieceName(u.ID))
	}
	if u.InMelee || l.InMelee {
		return nil, s.violate("ORD.CONDITION", "%s or %s was in melee this turn and cannot rally", s.pieceName(u.ID), s.pieceName(l.ID))
	}
	for _, n := range u.Hex.Neighbors() {
		if e := s.occupant(n); e != nil && e.Army != u.Army {
			return nil, s.violate("ORD.CONDITION", "%s is adjacent to the enemy %s and cannot rally", s.pieceName(u.ID), s.pieceName(e.ID))
		}
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
	e := event("%s rallies %s: %d dice, %d element(s) back (%d now)", s.pieceName(l.ID), s.pieceName(u.ID), lost, back, u.Elements)
	e.Dice = faces
	return []Event{e}, nil
}

func (f Face) hits(t TroopType) bool {
	for _, x := range f.Hits {
		if x == t {
			return true
		}
	}
	return false
}
