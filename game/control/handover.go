package control

import (
	"slices"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/session"
)

// The opponent's last turn: at the handover the banner lists what the
// other army did, read from the rules' typed events of its turn
// (activations, orders, moves, combats and their results), and the
// arrows of its moves stay on the board until the player acts.

// maxOpponentNotes bounds the banner's list; the log has the rest.
const maxOpponentNotes = 16

// LastTurn returns the log entries of the turn that ended last: those
// at the end of the log played in the previous army's turn, the
// defender's answers included.
func (c *Controller) LastTurn() []session.LogEntry {
	log := c.s.Game().Log
	end := len(log)
	// Entries of the turn now begun (its first events) are skipped.
	for end > 0 && log[end-1].TurnOf == c.s.Game().State.Active().ID {
		end--
	}
	if end == 0 {
		return nil
	}
	prev := log[end-1].TurnOf
	start := end
	for start > 0 && log[start-1].TurnOf == prev {
		start--
	}
	return log[start:end]
}

// told reports whether an event of the opponent's turn is worth its line
// in the banner: not the phases ending, the turn beginning or a pass.
func told(e rules.Event) bool {
	switch e.(type) {
	case rules.PhaseEnded, rules.TurnBegan, rules.Passed:
		return false
	}
	return true
}

// weight ranks an event of the opponent's turn for the banner, when the
// turn holds more than it shows: what cost the player a unit or a leader
// is kept first, then losses and retreats, then the rest. A newcomer's
// unit eliminated was hidden under "… and 8 more" behind activations
// and moves.
func weight(e rules.Event) int {
	switch e.(type) {
	case rules.Eliminated, rules.LeaderCaptured, rules.GameOver:
		return 0
	case rules.Struck, rules.Withdrew, rules.FellBack, rules.WoundTest, rules.ElephantsPanicked, rules.MessengerLost:
		return 1
	}
	return 2
}

// rolledLater reports the combats of a turn that were rolled: their
// declaration is then not told, the roll's sentence says who attacked
// whom (the combat was told twice).
func rolledLater(turn []session.LogEntry) map[[2]string]bool {
	out := map[[2]string]bool{}
	for _, e := range turn {
		switch e := e.Event.(type) {
		case rules.DiceHeld:
			out[[2]string{e.Attacker.ID, e.Defender.ID}] = true
		case rules.Struck:
			if !e.Riposte {
				out[[2]string{e.Roller.ID, e.Target.ID}] = true
			}
		}
	}
	return out
}

// Note is a line of the handover: a heading, or what happened, with the
// army that did it (its index plus one; 0 for none).
type Note struct {
	Text string
	Head bool
	Army int
}

// OpponentNotes is what the other army did in its last turn, for the
// handover banner: a heading, then a sentence per event (with a swatch of
// the army that gave it) in the order played, a combat told once, by its
// roll. When there are more than maxOpponentNotes, the least weighty are
// left out (activations and orders before losses, eliminations last).
func (c *Controller) OpponentNotes() []Note {
	turn := c.LastTurn()
	if len(turn) == 0 {
		return nil
	}
	st := c.s.Game().State
	name := turn[0].TurnOf
	if a, ok := st.Army(name); ok {
		name = a.Name
	}
	notes := []Note{{Head: true, Text: i18n.Tf(c.Lang, "handover.head", name, turn[0].Turn)}}
	rolled := rolledLater(turn)
	var events []session.LogEntry
	for _, e := range turn {
		if d, ok := e.Event.(rules.AttackDeclared); ok && rolled[[2]string{d.Attacker.ID, d.Defender.ID}] {
			continue
		}
		if told(e.Event) {
			events = append(events, e)
		}
	}
	n := len(events)
	if n > maxOpponentNotes {
		// The weightiest kept, then shown in the order played.
		order := make([]int, n)
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return weight(events[a].Event) - weight(events[b].Event) })
		keep := order[:maxOpponentNotes]
		slices.Sort(keep)
		kept := make([]session.LogEntry, 0, maxOpponentNotes)
		for _, i := range keep {
			kept = append(kept, events[i])
		}
		events = kept
	}
	for _, e := range events {
		note := Note{Text: c.EventSentence(e.Event)}
		if a, ok := st.Army(e.Army); ok {
			note.Army = a.Index + 1
		}
		notes = append(notes, note)
	}
	switch {
	case n == 0:
		notes = append(notes, Note{Text: i18n.T(c.Lang, "handover.nothing")})
	case n > maxOpponentNotes:
		notes = append(notes, Note{Text: i18n.Tf(c.Lang, "handover.more", n-maxOpponentNotes)})
	}
	return notes
}

// OpponentTrails are the paths of the other army's moves in its last
// turn, kept on the board from the handover until the player acts; nil
// otherwise.
func (c *Controller) OpponentTrails() (paths [][]hex.Hex, army int) {
	if !c.showOpp {
		return nil, 0
	}
	turn := c.LastTurn()
	for _, e := range turn {
		if m, ok := e.Event.(rules.Moved); ok && len(m.Path) > 1 {
			paths = append(paths, m.Path)
		}
	}
	if len(turn) > 0 {
		if a, ok := c.s.Game().State.Army(turn[0].TurnOf); ok {
			army = a.Index
		}
	}
	return paths, army
}
