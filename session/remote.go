package session

import (
	"estafette/ai"
	"estafette/rules"
)

// Remote shares the session's game with other devices (package netplay,
// docs/network.md); a game on one device has none. Its methods are
// called on the session's thread (the window's Update, or the server's
// loop for that game).
type Remote interface {
	// Mine reports whether a person at this device may act for army: a
	// guest's own seat; on the server every army, whose seats it checks
	// before it hands the session an action.
	Mine(army string) bool
	// Hold is asked before an action given here is applied: a person's
	// at this device, or the server's computer's. True: the remote takes
	// it (a guest sends it to the host; the host first mixes the dice
	// with the devices' secrets) and gives it back through Next once it
	// is decided.
	Hold(a rules.Action) bool
	// Busy reports whether an action held is not settled yet: the
	// session takes no other action and asks the computer nothing.
	Busy() bool
	// Next is what the other devices decided, in order; false when
	// nothing waits.
	Next() (Incoming, bool)
}

// Incoming is one thing the other devices decided, taken in this
// order: the record cut back, a message, the refusal of the action
// held, an action to apply (a dice line first, then the action it rolls
// for) with the computer's reason.
type Incoming struct {
	// Rewind, when set, goes back to the record's first Keep actions
	// first (the host took some back, or lost them in a crash).
	Rewind bool
	Keep   int
	// Say is a message for the status line (an i18n key), with Args.
	Say  string
	Args []any
	// Refused is the host's refusal of the action this device sent.
	Refused *rules.Violation
	Action  rules.Action
	Why     ai.Reason
}

// undoAsker is a Remote that can ask the host to take an action back
// (the others agreeing): Undo asks it.
type undoAsker interface {
	AskUndo() bool
	// Seated reports whether this device holds a seat (a spectator
	// takes nothing back).
	Seated() bool
}

// Share has the session host a game shared with other devices: the
// computer keeps playing its armies here, and r decides when what is
// given here is applied (the dice of a shared game). The server calls
// it; see Join for a device that joins.
func (s *Session) Share(r Remote) {
	s.Remote = r
	s.changed()
}

// Join has the session follow a game hosted elsewhere: it applies what
// r brings, sends what its player gives, and plays no computer itself
// (the host plays the computer's armies; Game.Players still says who
// commands them).
func (s *Session) Join(r Remote) {
	s.stopThinking()
	s.Remote = r
	s.cpu.players = map[string]ai.Player{}
	s.changed()
}

// ElsewhereDecides reports whether, in a shared game, the decision now
// is for an army this device does not command: its player is on another
// device, or the host's computer plays it, or this device watches.
func (s *Session) ElsewhereDecides() bool {
	return s.Remote != nil && !s.Over() && !s.Remote.Mine(s.game.State.Decision().Army)
}

// Shared reports whether the game is shared with other devices.
func (s *Session) Shared() bool { return s.Remote != nil }

// gateRemote refuses, in a shared game, an action for an army this
// device does not command, or while an action held waits; it reports
// whether the action may go on, and the rules' refusal of the action
// if any (checked here, so that a guest hears it at once).
func (s *Session) gateRemote(a rules.Action) (bool, *rules.Violation) {
	r := s.Remote
	if r == nil || s.cpu.acting {
		return true, nil
	}
	if r.Busy() {
		s.say("net.busy")
		return false, nil
	}
	st := s.game.State
	army := st.Decider()
	if !r.Mine(army) {
		name := army
		if a, ok := st.Army(army); ok {
			name = a.Name
		}
		s.say("net.notyours", name)
		return false, nil
	}
	if v := st.CheckDecider(army, a); v != nil {
		return false, v
	}
	if v := st.Check(a); v != nil {
		return false, v
	}
	return true, nil
}

// applyShared applies an action the other devices decided (or one held
// for its dice), with no gate: the host checked it against the seat that
// sent it, and a guest applies what the host applied.
func (s *Session) applyShared(a rules.Action) (*Played, *rules.Violation) {
	before := s.game.State.Active().ID
	ev, v := s.game.Apply(a)
	if v != nil {
		return nil, v
	}
	s.redo = s.redo[:0]
	s.positionChanged()
	if _, dice := a.(rules.MixDice); !dice && s.cpu.heldWhy != nil {
		s.keepReason(*s.cpu.heldWhy)
		s.cpu.heldWhy = nil
	}
	return &Played{Action: a, Events: ev, Before: before}, nil
}

// tickRemote applies what the other devices decided, one action a tick
// (a dice line goes with the action it rolls for). It reports whether
// the session must wait: an action held is not settled yet.
func (s *Session) tickRemote() (p *Played, v *rules.Violation, wait bool) {
	r := s.Remote
	if r == nil {
		return nil, nil, false
	}
	for {
		in, ok := r.Next()
		if !ok {
			break
		}
		if in.Rewind && !s.Rewind(in.Keep) {
			return nil, &rules.Violation{Rule: rules.RuleSyntax, Message: "the host's record is not this game's", Format: "the host's record is not this game's"}, true
		}
		if in.Say != "" {
			s.say(in.Say, in.Args...)
		}
		if in.Refused != nil {
			return nil, in.Refused, true
		}
		if in.Action == nil {
			continue
		}
		p, v = s.applyShared(in.Action)
		if v != nil {
			return nil, v, true
		}
		if in.Why.Format != "" {
			s.keepReason(in.Why)
		}
		if _, dice := in.Action.(rules.MixDice); !dice {
			return p, nil, true
		}
	}
	return nil, nil, r.Busy()
}

// SetReason gives record[i] the computer's reason, for a guest that
// hears it from the host with the action.
func (s *Session) SetReason(i int, why ai.Reason) {
	if i < 0 || i >= len(s.game.Record) || why.Format == "" {
		return
	}
	if s.game.Reasons == nil {
		s.game.Reasons = map[int]ai.Reason{}
	}
	s.game.Reasons[i] = why
}

// Rewind goes back to the record's first n actions (the host took some
// back with everybody's consent, or lost them in a crash): the game is
// replayed from the scenario. It reports false when n is beyond the
// record.
func (s *Session) Rewind(n int) bool {
	if n < 0 || n > len(s.game.Record) {
		return false
	}
	if n == len(s.game.Record) {
		return true
	}
	g, err := s.game.Truncated(n)
	if err != nil {
		return false
	}
	s.game = g
	s.redo = nil
	s.positionChanged()
	s.changed()
	return true
}
