package rules

// Whose decision is it (docs/records.md "Whose decision it is"). Most of
// the time the active army plays its phase. A declared combat and an
// enemy's entry into a lone piece's hex open windows in which one army has
// the word, which may be the army that is not playing: the defender
// answers an attack before the roll (TH2 « au moment qu'il veut », AB2
// « avant le lancer des dés ») and chooses Évasion after it (« après le
// lancer des dés »); a messenger's or a leader's owner chooses where he
// steps aside (AB2 « au choix du joueur qui a envoyé le messager »).
//
// The word only moves forward. An action that belongs to a later window
// implies the pass of the armies whose windows come before it, as a record
// written without `pass` (docs/formats.md) requires: `attack A D` then `roll`
// is a combat in which neither side added anything. An action that belongs
// to a window already passed, or to the army that does not have the word,
// is refused (TURN.DECIDER).

// stage is where a declared combat stands.
type stage int

const (
	stageAttacker stage = iota // declared: the attacker adds his leaders' actions, then passes the word
	stageDefender              // the defender answers (defend, front, withdraw, direct), then passes
	stageRoll                  // the attacker rolls, or abandons the combat with end
	stageDice                  // the attack's dice are read: the defender may take Évasion or choose Sacrifice's amount
	stageDone                  // resolved: follow-up, pursuit
)

// DecisionKind says what the army whose decision it is has to decide.
type DecisionKind string

// The decisions.
const (
	DecideNone      DecisionKind = ""           // the game is over
	DecidePlay      DecisionKind = "play"       // the active army plays its phase
	DecideAttacker  DecisionKind = "attacker"   // after a declaration: front rank, withdrawal, direct action, or pass
	DecideDefender  DecisionKind = "defender"   // answer the attack: defend, front, withdraw, direct action, or pass
	DecideRoll      DecisionKind = "roll"       // roll the declared combat, or end the phase
	DecideDice      DecisionKind = "dice"       // after the dice: Évasion, Sacrifice's amount, or pass
	DecideStepAside DecisionKind = "step-aside" // a lone piece an enemy displaced: step to another hex, or pass
)

// Decision is whose decision it is now, and about what.
type Decision struct {
	Army string // the army to act; "" once the game is over
	Kind DecisionKind
}

// Decision answers "whose decision is it, and about what?".
func (s *State) Decision() Decision {
	if s.phase == PhaseOver {
		return Decision{}
	}
	if len(s.asides) > 0 {
		return Decision{Army: s.asides[0].army, Kind: DecideStepAside}
	}
	active := s.activeArmy().ID
	if c := s.combat; c != nil {
		defender := active
		if d := s.unitOf(c.defender); d != nil {
			defender = d.Army
		}
		switch c.stage {
		case stageAttacker:
			return Decision{Army: active, Kind: DecideAttacker}
		case stageDefender:
			return Decision{Army: defender, Kind: DecideDefender}
		case stageRoll:
			return Decision{Army: active, Kind: DecideRoll}
		case stageDice:
			return Decision{Army: defender, Kind: DecideDice}
		}
	}
	return Decision{Army: active, Kind: DecidePlay}
}

// Decider returns the id of the army whose decision it is now: the one a
// computer player or the table must ask (docs/formats.md "Computer
// players: duel and the engine protocol": the player for the army whose
// decision it is gets go); "" once the game is over.
func (s *State) Decider() string { return s.Decision().Army }

// giver is the army that gives a: the leader's army for a leader's action,
// the defender's for defend and sacrifice, the owner's for step, the
// decider's for pass; the active army for everything else.
func (s *State) giver(a Action) string {
	active := s.activeArmy().ID
	armyOf := func(id string) string {
		if l := s.leaderOf(id); l != nil {
			return l.Army
		}
		return active
	}
	switch a := a.(type) {
	case Pass:
		return s.Decider()
	case Defend, Sacrifice:
		if c := s.combat; c != nil {
			if d := s.unitOf(c.defender); d != nil {
				return d.Army
			}
		}
	case Front:
		return armyOf(a.Leader)
	case Withdraw:
		return armyOf(a.Leader)
	case Direct:
		return armyOf(a.Leader)
	case Step:
		for _, x := range s.asides {
			if x.piece == a.Piece {
				return x.army
			}
		}
		return armyOf(a.Piece)
	}
	return active
}

// skips reports whether a belongs to a later window than the current one,
// so that the armies in between pass first.
func (s *State) skips(a Action) bool {
	if s.phase == PhaseOver {
		return false
	}
	active := s.activeArmy().ID
	if len(s.asides) > 0 {
		_, pass := a.(Pass)
		return !pass && s.asides[0].army != active && s.giver(a) == active
	}
	c := s.combat
	if c == nil {
		return false
	}
	switch c.stage {
	case stageAttacker:
		switch a.(type) {
		case Roll:
			return true
		case Defend, Front, Withdraw, Direct:
			return s.giver(a) != active
		}
	case stageDefender:
		switch a.(type) {
		case Roll, EndPhase:
			return true
		}
	case stageDice:
		if _, pass := a.(Pass); !pass {
			return s.giver(a) == active
		}
	}
	return false
}

// applyAfterPasses lets the armies whose windows come before a's pass,
// then plays a.
func (s *State) applyAfterPasses(a Action) ([]Event, *Violation) {
	var ev []Event
	for s.skips(a) {
		ev = append(ev, s.pass()...)
		if s.phase == PhaseOver {
			return nil, s.violate(RuleGameOver, "the game is over")
		}
	}
	e, v := s.applyNow(a)
	if v != nil {
		return nil, v
	}
	return append(ev, e...), nil
}

// outOfTurn refuses an action of the army that does not have the word
// (TURN.DECIDER).
func (s *State) outOfTurn(a Action) *Violation {
	d := s.Decision()
	g := s.giver(a)
	if g == d.Army || s.armyOf(g) == nil {
		return nil
	}
	who, other := s.armyOf(d.Army).Name, s.armyOf(g).Name
	switch d.Kind {
	case DecideDefender:
		return s.violate(RuleTurnDecider, "%s has the word: it answers the attack (defend, front, withdraw, direct) or passes, before %s rolls", who, other)
	case DecideRoll, DecideAttacker:
		return s.violate(RuleTurnDecider, "%s has the word in this combat, and %s has passed or not been asked yet: its answers come after the declaration, before the roll", who, other)
	case DecideStepAside:
		return s.violate(RuleTurnDecider, "%s has the word: it chooses where its piece steps aside (step) or passes", who)
	}
	return s.violate(RuleTurnDecider, "it is %s's decision now; %s acts in its own turn, or answers an attack before the roll", who, other)
}

// pass is the decider's `pass`: the word moves on. An implied pass (a
// later window's action) says nothing in the log; only the held dice's
// result, when there are some, is told.
func (s *State) pass() []Event {
	if len(s.asides) > 0 {
		s.asides = nil
		return nil
	}
	c := s.combat
	switch c.stage {
	case stageAttacker:
		c.stage = stageDefender
	case stageDefender:
		c.stage = stageRoll
	case stageDice:
		return s.resolveHeld(c)
	}
	return nil
}

// applyPass checks and plays `pass`, telling who passed.
func (s *State) applyPass() ([]Event, *Violation) {
	army := s.armyOf(s.Decider())
	who := army.Name
	if len(s.asides) > 0 {
		return append([]Event{Passed{Army: armyRef(army), LeftDisplaced: true}}, s.pass()...), nil
	}
	c := s.combat
	if c == nil || c.stage == stageDone {
		return nil, s.violate(RulePhaseWrong, "there is nothing to pass: %s plays its %s phase (end moves on to the next phase)", who, s.phase)
	}
	if c.stage == stageRoll {
		return nil, s.violate(RulePhaseWrong, "the defender has answered: roll the combat, or end the phase")
	}
	return append([]Event{Passed{Army: armyRef(army)}}, s.pass()...), nil
}

// CheckDecider answers "may army, asked now for its decision, answer a?"
// for the turn alone (TURN.DECIDER; the rest is Check's and Apply's): a
// must be army's own decision, and the windows it skips (the passes it
// implies) army's own too. A record's line may stand for the passes of
// both armies (a hot-seat record, `replay`); a player asked for one army
// (duel, the engine protocol, a seat at the table) speaks for that army
// only, and never answers, rolls or passes for its opponent.
func (s *State) CheckDecider(army string, a Action) *Violation {
	if s.phase == PhaseOver || s.armyOf(army) == nil {
		return nil
	}
	if _, ok := a.(MixDice); ok {
		// The host of a shared game writes it from the devices' secrets;
		// a player who gave it would choose his dice.
		return s.violate(RuleTurnDecider, "a dice line is written by the host of a shared game from each device's secret, never given by a player")
	}
	if d := s.Decider(); d != army {
		return s.violate(RuleTurnDecider, "it is %s's decision now, not %s's", s.armyOf(d).Name, s.armyOf(army).Name)
	}
	cur := s
	if s.skips(a) {
		cur = s.trial()
		for cur.skips(a) && cur.phase != PhaseOver {
			if d := cur.Decider(); d != army {
				return s.violate(RuleTurnDecider, "%s would pass for %s, whose word it is before %s: each army passes for itself", s.armyOf(army).Name, s.armyOf(d).Name, verbOf(a))
			}
			cur.pass()
		}
	}
	if g := cur.giver(a); g != army && s.armyOf(g) != nil {
		return s.violate(RuleTurnDecider, "%s is %s's decision, not %s's", verbOf(a), s.armyOf(g).Name, s.armyOf(army).Name)
	}
	return nil
}
