//go:build !js

package netplay

// Undo in a shared game (docs/network.md "Undo"): a seat's device asks
// to take back its last action (and the computer's after it); every
// other seated person's device is asked, and the game goes back only if
// all agree. A roll is never taken back, the computer's neither: dice
// mixed again would let a player fish for better ones.

// undoAsk is an undo waiting for the other players' answers.
type undoAsk struct {
	from    *peer
	cut     int // the record's length it goes back to
	waiting map[*peer]bool
}

// askUndo is a device's request to take back its last action.
func (r *room) askUndo(p *peer) {
	s := r.seatOf(p.army)
	if s == nil || s.peer != p {
		p.send(&Msg{T: tSaid, Key: "net.watching", Text: "a spectator watches: he acts for no army"})
		return
	}
	if r.undo != nil || r.round != nil || len(r.ready) > 0 {
		p.send(&Msg{T: tSaid, Key: "net.busy", Text: "one moment: the previous action waits"})
		return
	}
	cut, key := r.undoCut(s.army)
	if key != "" {
		p.send(&Msg{T: tSaid, Key: key, Text: "this action cannot be taken back"})
		return
	}
	u := &undoAsk{from: p, cut: cut, waiting: map[*peer]bool{}}
	line := r.sess.Game().Record[cut].String()
	for _, x := range r.seats {
		if x != s && x.held() && x.peer != nil {
			u.waiting[x.peer] = true
			x.peer.send(&Msg{T: tUndoAsk, At: cut, Line: line, Seat: s.army})
		}
	}
	for _, x := range r.seats {
		if x != s && x.held() && x.peer == nil {
			// A player away cannot agree: the game is his too.
			p.send(&Msg{T: tSaid, Key: "net.undo.away", Text: "another player is away: he cannot agree to take it back"})
			return
		}
	}
	r.undo = u
	if len(u.waiting) == 0 {
		r.takeBack()
	}
}

// undoCut is where an undo asked by army goes back to: its last action,
// with the computer's after it; a key says why it cannot.
func (r *room) undoCut(army string) (int, string) {
	g := r.sess.Game()
	cut := len(g.Record) - 1
	for cut >= 0 && r.computerSeat(g.By[cut]) {
		if g.Rolled[cut] {
			return 0, "undo.dice"
		}
		cut--
	}
	switch {
	case cut < 0:
		return 0, "undo.nothing"
	case g.By[cut] != army:
		return 0, "net.undo.notyours"
	case g.Rolled[cut]:
		return 0, "undo.dice"
	}
	return cut, ""
}

func (r *room) computerSeat(army string) bool {
	s := r.seatOf(army)
	return s != nil && s.who == SeatComputer
}

// answerUndo takes a device's answer to an undo asked.
func (r *room) answerUndo(p *peer, yes bool) {
	u := r.undo
	if u == nil || !u.waiting[p] {
		return
	}
	if !yes {
		r.undo = nil
		u.from.send(&Msg{T: tSaid, Key: "net.undo.refused", Text: "the other player did not agree to take it back"})
		for x := range u.waiting {
			x.send(&Msg{T: tUndoAsk}) // the question is closed
		}
		return
	}
	delete(u.waiting, p)
	if len(u.waiting) == 0 {
		r.takeBack()
	}
}

// takeBack goes back to the undo's cut, and tells every device.
func (r *room) takeBack() {
	u := r.undo
	r.undo = nil
	if !r.sess.Rewind(u.cut) {
		return
	}
	r.sent = u.cut
	r.sess.Save()
	lines := make([]string, 0, u.cut)
	for _, a := range r.sess.Game().Record {
		lines = append(lines, a.String())
	}
	r.broadcast(&Msg{T: tReset, At: u.cut, Lines: lines})
}

// leftUndo: a device that leaves while asked cannot answer: the undo is
// off.
func (r *room) leftUndo(p *peer) {
	if u := r.undo; u != nil && (u.from == p || u.waiting[p]) {
		r.undo = nil
		if u.from != p {
			u.from.send(&Msg{T: tSaid, Key: "net.undo.away", Text: "another player is away: he cannot agree to take it back"})
		}
	}
}
