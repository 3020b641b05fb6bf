package session

import (
	"fmt"

	"estafette/ai"
	"estafette/rules"
)

// Game is a game as it is saved: the scenario (its file name and text),
// the dice seed and the record of accepted actions, with the state and
// the log they lead to. Its fields are read by the windows; only Apply
// (and Replay, which builds a game) changes the record, the state and the
// log.
type Game struct {
	Name     string // the scenario file's name
	Source   []byte // the scenario file's text
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Seed     int64 // 0: the scenario's seed
	State    *rules.State
	Record   []rules.Action
	Rolled   []bool   // Record[i]'s events rolled dice: undo stops there
	By       []string // Record[i]'s army: the one whose decision it was
	Log      []LogEntry
	// Players says who commands each army: "human" or a computer
	// player's name (ai.New); an army it does not name is a person's.
	Players map[string]string
	// Reasons are the computer's reasons for its actions, by index in
	// the record: a line of their own in the log.
	Reasons map[int]ai.Reason
}

// LogEntry is one sentence of the game log, kept as the rules' event so
// that it reads in either language.
type LogEntry struct {
	Turn   int
	Army   string // the army that gave the action: the one whose decision it was
	TurnOf string // the army whose turn it was
	Action string // the action's record line
	Event  rules.Event
	Index  int // the action's index in the record
}

// NewGame starts a game of a scenario: name and source are the scenario
// file's, kept so that a saved game carries its scenario; seed overrides
// the scenario's dice seed when nonzero.
func NewGame(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, seed int64) *Game {
	return &Game{Name: name, Source: source, Scenario: sc, Ruleset: rs, Seed: seed, State: rules.NewState(sc, rs, seed)}
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.State.Phase() == rules.PhaseOver }

// Apply plays one action and records it when accepted.
func (g *Game) Apply(a rules.Action) ([]rules.Event, *rules.Violation) {
	turn, turnOf, army := g.State.Turn(), g.State.Active().ID, g.State.Decider()
	if army == "" {
		army = turnOf
	}
	ev, v := g.State.Apply(a)
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
		g.Log = append(g.Log, LogEntry{Turn: turn, Army: army, TurnOf: turnOf, Action: a.String(), Event: e, Index: len(g.Record)})
	}
	g.Record = append(g.Record, a)
	g.Rolled = append(g.Rolled, rolled)
	g.By = append(g.By, army)
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

// Replay rebuilds a game from its scenario by applying the actions in
// order. A refused action stops it with a *ReplayError; the game holds
// the actions before it.
func Replay(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, seed int64, actions []rules.Action) (*Game, error) {
	g := NewGame(name, source, sc, rs, seed)
	for i, a := range actions {
		if _, v := g.Apply(a); v != nil {
			return g, &ReplayError{Index: i, Action: a, Violation: v}
		}
	}
	return g, nil
}

// Truncated is the game after its first n actions, replayed from the
// scenario, keeping the players and the computer's reasons for those
// actions: what Undo goes back to.
func (g *Game) Truncated(n int) (*Game, error) {
	t, err := Replay(g.Name, g.Source, g.Scenario, g.Ruleset, g.Seed, g.Record[:n])
	if err != nil {
		return nil, err
	}
	t.Players = g.Players
	for i, r := range g.Reasons {
		if i < n {
			if t.Reasons == nil {
				t.Reasons = map[int]ai.Reason{}
			}
			t.Reasons[i] = r
		}
	}
	return t, nil
}
