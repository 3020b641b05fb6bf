package netplay

import "estafette/session"

// Undo in a shared game, on a device's side (undo.go is the host's).

// UndoAsk is another player's request to take back his last action.
type UndoAsk struct {
	Army string // the army whose player asks
	Line string // the first action taken back
	At   int
}

// reset goes back to the record the host sent (an undo agreed).
func (c *Client) reset(m *Msg) {
	if m.At < 0 || m.At > len(c.lines) || len(m.Lines) != m.At {
		c.problem = &Problem{Key: "net.bad.line", Text: "the host's undo does not fit this game"}
		return
	}
	for i, l := range m.Lines {
		if c.lines[i] != l {
			c.problem = &Problem{Key: "net.bad.line", Text: "the host's undo does not fit this game"}
			return
		}
	}
	c.lines = c.lines[:m.At]
	c.inbox = append(c.inbox, session.Incoming{Rewind: true, Keep: m.At, Say: "net.undo.done"})
	c.undoAsk = nil
	c.pending = false
}

// AskUndo asks the host to take back this device's last action; the
// other players' devices are asked (session.Session.Undo).
func (c *Client) AskUndo() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.army == "" || c.problem != nil {
		return false
	}
	c.out(&Msg{T: tUndo, At: len(c.lines)})
	return true
}

// Seated reports whether this device holds a seat and plays on.
func (c *Client) Seated() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.army != "" && c.problem == nil
}

// UndoAsked is another player's request to take back an action, for the
// window to ask this player; nil when none.
func (c *Client) UndoAsked() *UndoAsk {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.undoAsk
}

// AnswerUndo answers another player's request.
func (c *Client) AnswerUndo(yes bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.undoAsk == nil {
		return
	}
	c.undoAsk = nil
	c.out(&Msg{T: tAnswer, Yes: yes})
}
