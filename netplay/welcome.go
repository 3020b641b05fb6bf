package netplay

import (
	"fmt"
	"strings"

	"estafette/rules"
	"estafette/session"
)

// NewGame builds the game of the welcome: the scenario it carries, its
// record replayed. Players says who the host's computer is, for the
// window to show.
func (w *Welcome) NewGame() (*session.Game, error) {
	if len(w.Game.Source) > MaxServerMessage {
		return nil, fmt.Errorf("the host's scenario is too large")
	}
	sc, rs, err := session.LoadScenario(w.Game.Name, []byte(w.Game.Source))
	if err != nil {
		return nil, fmt.Errorf("the host's scenario: %w", err)
	}
	rec, err := rules.ParseRecord(strings.Join(w.Lines, "\n"))
	if err != nil {
		return nil, fmt.Errorf("the host's record: %w", err)
	}
	var acts []rules.Action
	for _, l := range rec.Lines {
		if l.Err != nil {
			return nil, fmt.Errorf("the host's record, line %d: %v", l.Line, l.Err)
		}
		acts = append(acts, l.Action)
	}
	g, err := session.Replay(w.Game.Name, []byte(w.Game.Source), sc, rs, w.Game.Seed, acts)
	if err != nil {
		return nil, fmt.Errorf("the host's record: %w", err)
	}
	g.Players = map[string]string{}
	for _, s := range w.Seats {
		if s.Who == SeatComputer {
			g.Players[s.Army] = "ai"
			if s.Level != "" {
				g.Players[s.Army] = "ai:" + s.Level
			}
		}
	}
	return g, nil
}
