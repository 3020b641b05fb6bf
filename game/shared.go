package game

import (
	"time"

	"estafette/game/control"
	"estafette/game/table"
	"estafette/netplay"
	"estafette/rules"
	"estafette/session"
)

// SharedOptions connects cl to its host (at most timeout) and makes the
// table's options for the shared game: its session follows the host's
// game (session.Join), its controller shows the seats (n). A device
// that joins keeps its own copy of the game in its library; the host's
// own screen keeps none (opts.NoAutosave), the host's file being the
// game (docs/network.md).
func SharedOptions(cl *netplay.Client, n *control.Net, opts table.Options, timeout time.Duration) (*rules.Scenario, *rules.Ruleset, table.Options, error) {
	w, err := cl.Connect(timeout)
	if err != nil {
		return nil, nil, opts, err
	}
	g, err := w.NewGame()
	if err != nil {
		cl.Close()
		return nil, nil, opts, err
	}
	s := session.New(g)
	s.Join(cl)
	opts.Saved, opts.Net = control.NewShared(s, n), n
	opts.Name, opts.Source = g.Name, g.Source
	return g.Scenario, g.Ruleset, opts, nil
}
