package table

import (
	"fmt"

	"estafette/ai"
	"estafette/rules"
)

// Game is a game as it is saved: the scenario (its file name and text),
// the dice seed and the record of accepted actions, with the state and
// the log they lead to.
type Game struct {
	name   string
	source []byte
	sc     *rules.Scenario
	rs     *rules.Ruleset
	seed   int64 // 0: the scenario's seed
	st     *rules.State
	record []rules.Action
	rolled []bool   // record[i]'s events rolled dice: undo stops there
	by     []string // record[i]'s army: the one whose decision it was
	log    []LogEntry
	// players says who commands each army: "human" or a computer
	// player's name (ai.New); an army it does not name is a person's.
	players map[string]string
	// reasons are the computer's reasons for its actions, by index in
	// the record: a line of their own in the log.
	reasons map[int]ai.Reason
}

// LogEntry is one sentence of the game log, kept as the rules' event so
// that it reads in either language.
type LogEntry struct {
	Turn   int
	Army   string // the army that gave the action: the one whose decision it was
	TurnOf string // the army whose turn it was
	Action string // the action's record line
	Event  rules.Event
	index  int // the action's index in the record
}

func newGame(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, seed int64) *Game {
	return &Game{name: name, source: source, sc: sc, rs: rs, seed: seed, st: rules.NewState(sc, rs, seed)}
}

// apply plays one action and records it when accepted.
func (g *Game) apply(a rules.Action) ([]rules.Event, *rules.Violation) {
	turn, turnOf, army := g.st.Turn(), g.st.Active().ID, g.st.Decider()
	if army == "" {
		army = turnOf
	}
	ev, v := g.st.Apply(a)
	if v != nil {
		return nil, v
	}
	rolled := false
	for _, e := range ev {
		rolled = rolled || len(e.Dice()) > 0
		if tb, ok := e.(rules.TurnBegan); ok {
			// The new turn's first line opens it: the log's separator
			// comes before it, and the handover's summary of the other
			// army's turn leaves it out.
			turn, turnOf = tb.Turn, tb.Army.ID
		}
		g.log = append(g.log, LogEntry{Turn: turn, Army: army, TurnOf: turnOf, Action: a.String(), Event: e, index: len(g.record)})
	}
	g.record = append(g.record, a)
	g.rolled = append(g.rolled, rolled)
	g.by = append(g.by, army)
	return ev, nil
}

// ReplayError is an action of a record that the rules refused on replay.
type ReplayError struct {
	Index     int // 0-based index in the record
	Action    rules.Action
	Violation *rules.Violation
}

// Error names the refused action and the rule.
func (e *ReplayError) Error() string {
	return fmt.Sprintf("action %d (%s) is refused: %s", e.Index+1, e.Action, e.Violation)
}

// replay rebuilds a game from its scenario by applying the actions in
// order. A refused action stops it with a *ReplayError.
func replay(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, seed int64, actions []rules.Action) (*Game, error) {
	g := newGame(name, source, sc, rs, seed)
	for i, a := range actions {
		if _, v := g.apply(a); v != nil {
			return g, &ReplayError{Index: i, Action: a, Violation: v}
		}
	}
	return g, nil
}

// Replay plays a list of actions on a new controller, as if clicked one
// after the other (the --record option). It stops at the first refusal,
// which it returns; the actions before it stay played.
func (c *Controller) Replay(actions []rules.Action) error {
	for i, a := range actions {
		if !c.Apply(a) {
			return &ReplayError{Index: i, Action: a, Violation: &rules.Violation{Rule: c.status.Rule, Message: c.status.Text, Format: c.status.Format, Args: c.status.Args}}
		}
	}
	return nil
}
