package viewer

import (
	"errors"
	"fmt"

	"estafette/lessons"
	"estafette/rules"
)

// Game is a record to view: its scenario, its dice seed, its actions
// with their lines, and what its `##` lines say.
type Game struct {
	// File is the record's file (a saved game's, a lesson's), named in
	// errors.
	File string
	// Name and Source are the scenario file's name and text: a game
	// taken over carries them, as the table's saved games do.
	Name     string
	Source   []byte
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Seed     int64 // 0: the scenario's
	Actions  []rules.Action
	// Lines are each action's line in File.
	Lines     []int
	Narration *lessons.Narration
}

// Record is the text of a record and where it comes from.
type Record struct {
	File string
	Text string
	// Offset is added to the record's line numbers: a saved game's record
	// starts below its scenario.
	Offset int
}

// LineError is a record line the viewer cannot show: one that does not
// parse, a refused action, a caption that does not read.
type LineError struct {
	File      string
	Line, Col int
	Msg       string
}

// Error is FILE:LINE:COL: message.
func (e *LineError) Error() string {
	if e.Line == 0 {
		return e.File + ": " + e.Msg
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// NewGame reads a record of a loaded scenario. Every line must parse and
// the rules must accept every action, as for a saved game: a record the
// viewer shows is a game that happened. name and source are the scenario
// file's.
func NewGame(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, r Record) (*Game, error) {
	if sc == nil || rs == nil {
		return nil, &LineError{File: name, Msg: "the scenario is not loaded with its ruleset"}
	}
	rec, err := rules.ParseRecord(r.Text)
	if err != nil {
		var re *rules.RecordError
		if errors.As(err, &re) {
			return nil, &LineError{File: r.File, Line: lineAt(re.Line, r.Offset), Col: re.Column, Msg: re.Message}
		}
		return nil, &LineError{File: r.File, Msg: err.Error()}
	}
	g := &Game{File: r.File, Name: name, Source: source, Scenario: sc, Ruleset: rs}
	if rec.HasSeed {
		g.Seed = rec.Seed
	}
	for _, l := range rec.Lines {
		if l.Err != nil {
			return nil, &LineError{File: r.File, Line: l.Line + r.Offset, Col: 1, Msg: l.Err.Rule.String() + ": " + l.Err.Message}
		}
		g.Actions = append(g.Actions, l.Action)
		g.Lines = append(g.Lines, l.Line+r.Offset)
	}
	if g.Narration, err = lessons.Read(r.Text, rec); err != nil {
		var ne *lessons.Error
		if errors.As(err, &ne) {
			return nil, &LineError{File: r.File, Line: ne.Line + r.Offset, Col: ne.Col, Msg: ne.Msg}
		}
		return nil, err
	}
	st := rules.NewState(sc, rs, g.Seed)
	for _, shown := range g.Narration.Show {
		for _, p := range shown {
			_, unit := st.Unit(p.ID)
			_, leader := st.Leader(p.ID)
			if !unit && !leader {
				return nil, &LineError{File: r.File, Line: p.Line + r.Offset, Col: p.Col, Msg: fmt.Sprintf("##show: the scenario has no piece %q", p.ID)}
			}
		}
	}
	for i, a := range g.Actions {
		if _, v := st.Apply(a); v != nil {
			return nil, refused(g, i, v)
		}
	}
	return g, nil
}

// refused is the error of action i, which the rules refused.
func refused(g *Game, i int, v *rules.Violation) error {
	return &LineError{File: g.File, Line: g.Lines[i], Col: 1, Msg: fmt.Sprintf("rejected %s: %s", v.Rule, v.Message)}
}

func lineAt(line, offset int) int {
	if line == 0 {
		return 0
	}
	return line + offset
}

// Len is the number of actions.
func (g *Game) Len() int { return len(g.Actions) }
