package rules

import (
	"strconv"

	"estafette/rules/hex"
)

// MessengerKind is how a message travels (docs/rules.md §4).
type MessengerKind string

// The three kinds of messenger.
const (
	Improvised    MessengerKind = "improvised"
	HeraldCarrier MessengerKind = "herald"
	LeaderCarrier MessengerKind = "leader"
)

// Messenger is a message on its way to a unit, or a herald on its way back.
type Messenger struct {
	// ID names it in records (deliver, step): the carrier's id for a
	// herald or a leader, "msg.N" for the Nth improvised messenger.
	ID        string
	Army      string
	Kind      MessengerKind
	Carrier   string // the herald's or leader's id; "" for an improvised messenger
	Sender    string
	Target    string // the unit to activate; "" for a herald going home
	Hex       hex.Hex
	MovedTurn int // the turn it last moved
}

// speed and dice: an improvised messenger moves 3 and is lost on one
// special face; heralds and leaders move 5 and need two.
func (m *Messenger) speed() int {
	if m.Kind == Improvised {
		return 3
	}
	return 5
}

func (m *Messenger) lossDice() int {
	if m.Kind == Improvised {
		return 1
	}
	return 2
}

func (s *State) heraldTravelling(id string) bool {
	for _, m := range s.messages {
		if m.Carrier == id {
			return true
		}
	}
	return false
}

// messengerPlan is a checked messenger.
type messengerPlan struct {
	l     *Leader
	g     Group
	isNew bool
	m     *Messenger
}

// checkMessenger checks `messenger LEADER UNIT [VIA]` without changing
// anything: the sending leader spends one activation slot (docs/rules.md §4).
func (s *State) checkMessenger(a SendMessenger) (*messengerPlan, *Violation) {
	if !s.rs.Features.Messengers {
		return nil, s.violate(RuleMsgRuleset, "there are no messengers in %s", s.rs.Name)
	}
	if v := s.needPhase("sending a messenger", PhaseCommand); v != nil {
		return nil, v
	}
	l, v := s.ownLeader(a.Leader)
	if v != nil {
		return nil, v
	}
	u, v := s.ownUnit(a.Unit)
	if v != nil {
		return nil, v
	}
	// A messenger runs on the table, from the sender to the unit.
	if !l.OnBoard {
		return nil, s.violate(RuleMsgSource, "%s is not on the table and can send no messenger", s.pieceName(l.ID))
	}
	if !u.OnBoard {
		return nil, s.violate(RuleActArrival, "%s is not on the table: no messenger can reach it", s.pieceName(u.ID))
	}
	g, isNew, v := s.groupFor(l)
	if v != nil {
		return nil, v
	}
	if g.Used >= g.Slots {
		return nil, s.refuse(RuleActSlots, func() *Violation {
			return violate(RuleActSlots, "%s may activate %d piece(s) and has no slot left for a messenger", s.pieceName(l.ID), g.Slots)
		})
	}
	if !s.obeys(u, l) {
		return nil, s.violate(RuleActAlly, "%s is an allied unit: it obeys only its own chiefs, and %s is not one of them", s.pieceName(u.ID), s.pieceName(l.ID))
	}
	m := &Messenger{Army: l.Army, Kind: Improvised, Sender: l.ID, Target: u.ID, Hex: l.Hex}
	switch via := a.Via; {
	case via == "" || via == "improvised":
	case s.heraldOf(via) != nil:
		h := s.heraldOf(via)
		if h.Army != l.Army {
			return nil, s.violate(RuleIDNotYours, "%s belongs to the enemy", via)
		}
		if !h.Present || h.Hex != l.Hex || h.Busy {
			return nil, s.violate(RuleMsgSource, "the herald %s must stand, free, on %s's hex (%s)", s.heraldName(h), s.pieceName(l.ID), l.Hex)
		}
		m.Kind, m.Carrier = HeraldCarrier, h.ID
	case s.leaderOf(via) != nil:
		c, v := s.ownLeader(via)
		if v != nil {
			return nil, v
		}
		if c.ID == l.ID || !c.Present || !c.OnBoard || c.Hex != l.Hex {
			return nil, s.violate(RuleMsgSource, "a leader used as messenger must stand on %s's hex (%s)", s.pieceName(l.ID), l.Hex)
		}
		if c.Walked && s.rs.Features.MessengerPlacedOnly {
			// FR2 « soit qu'il ait été placé là (et payé) au départ, soit
			// qu'il y soit arrivé à la suite d'une fuite après combat »,
			// where AB2 adds « ou d'un mouvement ».
			return nil, s.violate(RuleMsgSource, "%s came to %s's hex by a move: in Frédéric a leader carries a message only from where he was placed at the start, or where a flight after combat left him", s.pieceName(c.ID), s.pieceName(l.ID))
		}
		if c.Activated || c.Moved {
			return nil, s.refuse(RuleActOnce, func() *Violation {
				return violate(RuleActOnce, "%s is already activated this turn", s.pieceName(c.ID))
			})
		}
		m.Kind, m.Carrier = LeaderCarrier, c.ID
	default:
		return nil, s.violate(RuleIDUnknown, "there is no herald or leader %q", via)
	}
	return &messengerPlan{l: l, g: *g, isNew: isNew, m: m}, nil
}

func (s *State) sendMessenger(a SendMessenger) ([]Event, *Violation) {
	p, v := s.checkMessenger(a)
	if v != nil {
		return nil, v
	}
	l, m := p.l, p.m
	if p.isNew {
		s.t.groups = append(s.t.groups, p.g)
	}
	s.t.groups[s.groupIndex(l.ID)].Used++
	l.Activated = true
	s.t.commandClosed = true
	switch m.Kind {
	case HeraldCarrier:
		s.heraldOf(m.Carrier).Busy = true
	case LeaderCarrier:
		c := s.leaderOf(m.Carrier)
		c.Activated, c.Messenger = true, true
	}
	if m.Carrier != "" {
		m.ID = m.Carrier
	} else {
		s.nextMsg++
		m.ID = "msg." + strconv.Itoa(s.nextMsg)
	}
	s.messages = append(s.messages, m)
	return []Event{MessengerSent{Leader: s.pieceRef(l.ID), Messenger: m.ID, Kind: m.Kind, Target: s.pieceRef(m.Target)}}, nil
}

func (s *State) heraldName(h *Herald) string {
	if h.Name != "" {
		return h.Name + " (" + h.ID + ")"
	}
	return h.ID
}

// moveMessengers moves the active army's messengers at the end of its
// command phase (so a leader carrying one can still move with the unit), toward their target, and tests for loss at the end of
// each move. Delivery activates the unit next turn, or at once when a
// leader carries the message.
func (s *State) moveMessengers() []Event {
	var ev []Event
	var keep []*Messenger
	for _, m := range s.messages {
		if m.Army != s.activeArmy().ID || m.MovedTurn == s.turn {
			keep = append(keep, m)
			continue
		}
		m.MovedTurn = s.turn
		from := m.Hex
		dest, arrived := s.messengerStep(m)
		m.Hex = dest
		s.carrierTo(m, dest)
		if dest != from {
			ev = append(ev, MessengerMoved{Messenger: m.ID, Army: armyRef(s.activeArmy()), From: from, To: dest})
		}
		if arrived && m.Target == "" {
			s.heraldOf(m.Carrier).Busy = false
			ev = append(ev, HeraldReturned{Herald: m.Carrier, Sender: s.pieceRef(m.Sender)})
			continue
		}
		faces := s.RollFaces(m.lossDice())
		if s.allSpecial(faces) {
			ev = append(ev, MessengerLost{Messenger: m.ID, Army: armyRef(s.activeArmy()), Faces: faces})
			s.loseCarrier(m)
			continue
		}
		if !arrived {
			keep = append(keep, m)
			continue
		}
		ev = append(ev, s.deliver(m)...)
		if m.Kind == HeraldCarrier {
			// The herald starts back only on the turn after contact.
			m.Target = ""
			keep = append(keep, m)
		}
	}
	s.messages = keep
	return ev
}

func (s *State) allSpecial(faces []Face) bool {
	for _, f := range faces {
		if !s.IsSpecial(f) {
			return false
		}
	}
	return len(faces) > 0
}

// messengerStep moves a messenger up to its speed toward its goal: it
// ignores terrain except impassable and never enters an enemy's hex.
func (s *State) messengerStep(m *Messenger) (hex.Hex, bool) {
	goal := s.messengerGoal(m)
	r := hex.ComputeReach(m.Hex, m.speed(), func(from, to hex.Hex) hex.Step {
		if s.board.terrain(to).Impassable || s.enemyAt(m.Army, to) {
			return hex.Step{Blocked: true}
		}
		return hex.Step{Cost: 1}
	}, s.board.bounds)
	if goal == m.Hex || r.CanEnd(goal) {
		return goal, true
	}
	best, bd := m.Hex, hex.Distance(m.Hex, goal)
	for _, h := range r.Ends() {
		if d := hex.Distance(h, goal); d < bd {
			best, bd = h, d
		}
	}
	return best, false
}

func (s *State) messengerGoal(m *Messenger) hex.Hex {
	if m.Target == "" {
		return s.leaderOf(m.Sender).Hex
	}
	return s.unitOf(m.Target).Hex
}

func (s *State) carrierTo(m *Messenger, h hex.Hex) {
	switch m.Kind {
	case HeraldCarrier:
		s.heraldOf(m.Carrier).Hex = h
	case LeaderCarrier:
		s.leaderOf(m.Carrier).Hex, s.leaderOf(m.Carrier).Walked = h, true
	}
}

func (s *State) loseCarrier(m *Messenger) {
	switch m.Kind {
	case HeraldCarrier:
		s.heraldOf(m.Carrier).Present = false
	case LeaderCarrier:
		l := s.leaderOf(m.Carrier)
		l.Present, l.OnBoard = false, false
	}
}

// deliver activates the target: next turn for an improvised messenger or
// a herald, at once for a leader, who may then move again with the unit.
func (s *State) deliver(m *Messenger) []Event {
	u := s.unitOf(m.Target)
	if u.Eliminated {
		return []Event{MessengerArrived{Messenger: m.ID, Unit: s.pieceRef(u.ID), Gone: true}}
	}
	if m.Kind != LeaderCarrier {
		s.delivered = append(s.delivered, u.ID)
		return []Event{MessengerArrived{Messenger: m.ID, Unit: s.pieceRef(u.ID)}}
	}
	l := s.leaderOf(m.Carrier)
	l.Moved, l.Messenger = false, false
	if !u.Activated() {
		s.addExtraGroup(u)
	}
	return []Event{MessengerArrived{Messenger: m.ID, Unit: s.pieceRef(u.ID), Carrier: s.pieceRef(l.ID), AtOnce: true}}
}

// messenger returns the messenger with this id, or nil.
func (s *State) messenger(id string) *Messenger {
	for _, m := range s.messages {
		if m.ID == id {
			return m
		}
	}
	return nil
}

// deliverTo is `deliver MESSENGER UNIT`: « le joueur pourra faire rejoindre
// par le messager une autre unité que celle à laquelle il pensait au
// départ » (AB2, FR2). The owner names the new unit in his command phase,
// before the messengers move.
func (s *State) deliverTo(a Deliver) ([]Event, *Violation) {
	if !s.rs.Features.Messengers {
		return nil, s.violate(RuleMsgRuleset, "there are no messengers in %s", s.rs.Name)
	}
	if v := s.needPhase("delivering a messenger", PhaseCommand); v != nil {
		return nil, v
	}
	m := s.messenger(a.Messenger)
	if m == nil {
		return nil, s.violate(RuleIDUnknown, "there is no messenger %q on the table", a.Messenger)
	}
	if m.Army != s.activeArmy().ID {
		return nil, s.violate(RuleIDNotYours, "the messenger %s belongs to %s; it is %s's turn", m.ID, s.armyOf(m.Army).Name, s.activeArmy().Name)
	}
	u, v := s.ownUnit(a.Unit)
	if v != nil {
		return nil, v
	}
	if v := s.checkDelivery(m, u); v != nil {
		return nil, v
	}
	m.Target = u.ID
	s.t.commandClosed = true
	return []Event{MessengerRedirected{Messenger: m.ID, Unit: s.pieceRef(u.ID)}}, nil
}

// checkDelivery: a message in transit may go to any unit of its army on
// the table that obeys its sender (ACT.ALLY).
func (s *State) checkDelivery(m *Messenger, u *Unit) *Violation {
	if m.Target == "" {
		return s.violate(RuleMsgTarget, "the herald %s is on his way back and carries no message", m.ID)
	}
	if u.ID == m.Target {
		return s.refuse(RuleMsgTarget, func() *Violation {
			return violate(RuleMsgTarget, "the messenger %s already carries its message to %s", m.ID, s.pieceName(u.ID))
		})
	}
	if !u.OnBoard || u.Eliminated {
		return s.violate(RuleMsgTarget, "%s is not on the table: no messenger can reach it", s.pieceName(u.ID))
	}
	if l := s.leaderOf(m.Sender); l != nil && !s.obeys(u, l) {
		return s.refuse(RuleActAlly, func() *Violation {
			return violate(RuleActAlly, "%s is an allied unit: it obeys only its own chiefs, and the message is from %s", s.pieceName(u.ID), s.pieceName(l.ID))
		})
	}
	return nil
}

// DeliveryTargets answers "to which units may this messenger carry its
// message instead?": the units of its army it may be delivered to now, in
// scenario order; nil when it may not be redirected now.
func (s *State) DeliveryTargets(id string) []string {
	m := s.messenger(id)
	if m == nil || m.Army != s.activeArmy().ID || s.phase != PhaseCommand || s.Decider() != m.Army {
		return nil
	}
	var out []string
	for _, u := range s.units {
		if u.Army == m.Army && s.checkDelivery(m, u) == nil {
			out = append(out, u.ID)
		}
	}
	return out
}
