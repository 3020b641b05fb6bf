package control

import (
	"strconv"
	"strings"

	"estafette/rules"
	"estafette/session"
)

// Replay plays a list of actions on a new controller, as if clicked one
// after the other (the --record option). It stops at the first refusal,
// which it returns; the actions before it stay played.
func (c *Controller) Replay(actions []rules.Action) error {
	for i, a := range actions {
		if !c.Apply(a) {
			return &session.ReplayError{Index: i, Action: a, Violation: &rules.Violation{Rule: c.status.Rule, Message: c.status.Text, Format: c.status.Format, Args: c.status.Args}}
		}
	}
	return nil
}

// FromGame puts a game read from a file (session.LoadSave) in a controller,
// the computer commanding the armies the game says it does.
func FromGame(g *session.Game) *Controller {
	return controllerOf(session.New(g))
}

// LoadSave reads a saved game's text into a controller: session.LoadSave.
func LoadSave(file string, data []byte) (*Controller, error) {
	g, _, err := session.LoadSave(file, data)
	if err != nil {
		return nil, err
	}
	return FromGame(g), nil
}

// SaveText returns the game as a saved game's text.
func (c *Controller) SaveText() ([]byte, error) {
	m := session.Meta{}
	if c.s.Doc != nil {
		m.ID = c.s.Doc.ID
	}
	return session.FormatSave(c.s.Game(), m)
}

// Seed returns the dice seed the game was started with (0: the scenario's).
func (c *Controller) Seed() int64 { return c.s.Game().Seed }

// RecordText returns the record alone, as `estafette replay` reads it.
func (c *Controller) RecordText() string {
	var b strings.Builder
	if c.s.Game().Seed != 0 {
		b.WriteString("seed " + strconv.FormatInt(c.s.Game().Seed, 10) + "\n")
	}
	for _, a := range c.s.Game().Record {
		b.WriteString(a.String() + "\n")
	}
	return b.String()
}
