//go:build !js

package netplay

import (
	"fmt"
	"strings"
	"time"

	"estafette/i18n"
	"estafette/rules"
	"estafette/session"
)

// SeatConfig says who commands an army when a game is first hosted.
type SeatConfig struct {
	Army  string
	Who   string // SeatPerson (a device will take it), SeatComputer, SeatOpen
	Level string // the computer's level
}

// seat is an army's place at a hosted game.
type seat struct {
	army, who, level, name string
	token                  string // the hash of its holder's token; "" while nobody holds it
	peer                   *peer  // the holder's device while connected
	commit                 string // the holder's commitment to its next dice secret
}

func (s *seat) held() bool { return s.who == SeatPerson && s.token != "" }

// event is what a device's connection hands to its room's loop.
type event struct {
	p     *peer
	m     *Msg
	leave bool
	// probe, in tests, receives the record as the loop sees it, and
	// peers the room's devices.
	probe chan string
	peers map[*peer]bool
	// info receives what a page shows of the game.
	info chan roomInfo
	// take gives the host's own screen a seat: the token is sent back.
	take     chan string
	takeSeat string
}

// roomInfo is what the game's page shows: the scenario, the seats with
// their armies' names, how far the game is.
type roomInfo struct {
	Title   string
	Seats   []SeatInfo
	Names   map[string]string // army id → name
	Actions int
	Over    bool
}

// room is one hosted game: its session, its seats and its devices. Its
// loop (run) is the only goroutine that touches them.
type room struct {
	srv   *Server
	code  string
	sess  *session.Session
	seats []*seat
	peers map[*peer]bool
	in    chan event
	round *round
	ready []rules.Action // a held action and its dice line, settled
	undo  *undoAsk       // an undo waiting for the other players' answers
	sent  int            // the record's lines sent to the devices
	said  *Msg           // the session's last message, for the device whose action it answers
	quit  chan struct{}
	done  chan struct{}
	idle  time.Time // when the last device left
}

func (r *room) seatOf(army string) *seat {
	for _, s := range r.seats {
		if s.army == army {
			return s
		}
	}
	return nil
}

// run is the room's loop: the devices' messages one at a time, the
// computer's actions as they come, every change sent and kept.
func (r *room) run() {
	defer close(r.done)
	sweep := time.NewTicker(min(time.Minute, r.srv.unloadAfter()/2))
	defer sweep.Stop()
	for {
		var wake <-chan time.Time
		if r.sess.ComputerDecides() || len(r.ready) > 0 {
			wake = time.After(10 * time.Millisecond)
		}
		select {
		case <-sweep.C:
			if r.idleFor(time.Now()) > r.srv.unloadAfter() && r.srv.unload(r) {
				return
			}
		case ev := <-r.in:
			r.handle(ev)
			r.drain()
		case <-wake:
		case <-r.quit:
			for p := range r.peers {
				p.bye(keyHostClosed, "the host has stopped this game")
			}
			return
		}
		r.settle()
	}
}

// idleFor is how long the room has had no device (0 while one is
// there, or while a roll waits).
func (r *room) idleFor(now time.Time) time.Duration {
	if len(r.peers) > 0 || r.round != nil || len(r.ready) > 0 {
		return 0
	}
	return now.Sub(r.idle)
}

// drain takes the messages that wait before the room settles: a burst
// is answered with one write of the game.
func (r *room) drain() {
	for n := 0; n < 16; n++ {
		select {
		case ev := <-r.in:
			r.handle(ev)
		default:
			return
		}
	}
}

func (r *room) handle(ev event) {
	switch {
	case ev.take != nil:
		ev.take <- r.giveSeat(ev.takeSeat)
	case ev.info != nil:
		g := r.sess.Game()
		in := roomInfo{Title: g.Scenario.Title, Seats: r.seatsMsg(tSeats).Seats, Names: map[string]string{}, Actions: len(g.Record), Over: g.Over()}
		for _, a := range g.Scenario.Armies {
			in.Names[a.ID] = a.Name
		}
		ev.info <- in
	case ev.probe != nil:
		for p := range r.peers {
			if ev.peers != nil {
				ev.peers[p] = true
			}
		}
		var b strings.Builder
		for _, a := range r.sess.Game().Record {
			b.WriteString(a.String() + "\n")
		}
		ev.probe <- b.String()
	case ev.leave:
		r.leave(ev.p)
	case ev.m.T == tHello:
		r.join(ev.p, ev.m)
	case !r.peers[ev.p]:
		// A message of a device the room already let go.
	case ev.m.T == tAct:
		r.act(ev.p, ev.m)
	case ev.m.T == tReveal:
		r.reveal(ev.p, ev.m)
	case ev.m.T == tPing:
		ev.p.send(&Msg{T: tPong})
	case ev.m.T == tUndo:
		r.askUndo(ev.p)
	case ev.m.T == tAnswer:
		r.answerUndo(ev.p, ev.m.Yes)
	}
}

// settle lets the session play what is due (the computer's actions, an
// action whose dice are mixed), then sends the devices what changed and
// writes the game.
func (r *room) settle() {
	for i := 0; i < 64; i++ {
		p, v := r.sess.Tick()
		if v != nil {
			r.srv.logf("game %s: the computer's action was refused: %v", r.code, v)
			break
		}
		if p == nil {
			break
		}
	}
	r.broadcastNew()
}

// broadcastNew sends the devices the record's new lines and writes the
// game to its file.
func (r *room) broadcastNew() {
	g := r.sess.Game()
	if r.sent == len(g.Record) {
		return
	}
	for i := r.sent; i < len(g.Record); i++ {
		m := &Msg{T: tPlayed, At: i, Line: g.Record[i].String()}
		if why, ok := g.Reasons[i]; ok {
			m.WhyFR = i18n.Reason(i18n.FR, why.Format, why.Args)
			m.WhyEN = i18n.Reason(i18n.EN, why.Format, why.Args)
		}
		r.broadcast(m)
	}
	r.sent = len(g.Record)
	r.sess.Save()
	if r.sess.SaveErr != nil {
		r.srv.logf("game %s: %v", r.code, r.sess.SaveErr)
	}
}

func (r *room) broadcast(m *Msg) {
	data := encode(m)
	for p := range r.peers {
		p.sendRaw(data)
	}
}

// seatsMsg says who sits where.
func (r *room) seatsMsg(t string) *Msg {
	m := &Msg{T: t}
	for _, s := range r.seats {
		m.Seats = append(m.Seats, SeatInfo{Army: s.army, Who: s.who, Name: s.name, Level: s.level, Online: s.peer != nil})
	}
	return m
}

// join seats a device that gave the game's code: the seat its token
// holds, the army it asks for if free, any free one, or the spectators.
func (r *room) join(p *peer, m *Msg) {
	if len(r.peers) >= maxPeersPerRoom {
		p.bye("net.full", "this game has as many devices as it takes")
		return
	}
	var s *seat
	token := ""
	switch {
	case m.Token != "":
		h := tokenHash(m.Token)
		for _, x := range r.seats {
			if x.token != "" && sameHash(x.token, h) {
				s = x
			}
		}
		if s == nil {
			p.bye("net.token", "this device's seat is not in this game any more")
			return
		}
		if s.peer != nil && s.peer != p {
			// The same seat from a new connection: the old one dropped.
			old := s.peer
			delete(r.peers, old)
			old.bye("net.replaced", "this seat was taken again from another connection")
		}
	case m.Seat == Watch:
	case m.Seat != "":
		s = r.seatOf(m.Seat)
		if s == nil {
			p.bye("net.noarmy", fmt.Sprintf("there is no army %q in this game", clip(m.Seat)))
			return
		}
		if s.who == SeatComputer || s.held() {
			p.bye("net.taken", "that army's seat is taken")
			return
		}
	default:
		for _, x := range r.seats {
			if (x.who == SeatOpen || x.who == SeatPerson) && !x.held() {
				s = x
				break
			}
		}
	}
	if s != nil && !validCommit(m.Commit) {
		p.bye("net.commit", "a player's device must commit to its dice secret when it joins")
		return
	}
	if s != nil && s.token == "" {
		token = newToken()
		s.who, s.token = SeatPerson, tokenHash(token)
		r.saveRoom()
	}
	if s != nil {
		s.peer = p
		if m.Name != "" {
			s.name = m.Name
		}
		s.commit = m.Commit
		p.army = s.army
	}
	r.peers[p] = true
	g := r.sess.Game()
	w := r.seatsMsg(tWelcome)
	w.V, w.Token, w.Seat = Version, token, Watch
	if s != nil {
		w.Seat = s.army
	}
	w.Game = &GameInfo{ID: r.docID(), Name: g.Name, Source: string(g.Source), Seed: g.Seed}
	for _, a := range g.Record[:r.sent] {
		w.Lines = append(w.Lines, a.String())
	}
	p.send(w)
	r.broadcast(r.seatsMsg(tSeats))
	if r.round != nil && s != nil {
		r.rejoined(s)
	}
}

// leave lets a device go: its seat stays its holder's, to take back.
func (r *room) leave(p *peer) {
	if !r.peers[p] {
		return
	}
	delete(r.peers, p)
	r.leftUndo(p)
	if s := r.seatOf(p.army); s != nil && s.peer == p {
		s.peer = nil
		r.broadcast(r.seatsMsg(tSeats))
	}
	if len(r.peers) == 0 {
		r.idle = time.Now()
	}
}

// act plays a device's action for its seat, or answers why not.
func (r *room) act(p *peer, m *Msg) {
	refuse := func(v *rules.Violation) {
		p.send(&Msg{T: tRefused, Line: m.Line, Rule: v.Rule.String(), Text: v.Message, Format: v.Format, Args: plainArgs(v.Args)})
	}
	s := r.seatOf(p.army)
	if s == nil || s.peer != p {
		p.send(&Msg{T: tSaid, Key: "net.watching", Text: "a spectator watches: he acts for no army"})
		return
	}
	if r.round != nil || len(r.ready) > 0 || r.undo != nil {
		p.send(&Msg{T: tSaid, Key: "net.busy", Text: "one moment: the previous action waits"})
		return
	}
	if m.At != len(r.sess.Game().Record) {
		p.send(&Msg{T: tSaid, Key: "net.stale", Text: "the game moved on before this action came: look again"})
		return
	}
	rec, err := rules.ParseRecord(m.Line)
	if err != nil || len(rec.Lines) != 1 || rec.HasSeed {
		refuse(&rules.Violation{Rule: rules.RuleSyntax, Message: "an action is one record line", Format: "an action is one record line"})
		return
	}
	l := rec.Lines[0]
	if l.Err != nil {
		refuse(l.Err)
		return
	}
	st := r.sess.Game().State
	if v := st.CheckDecider(s.army, l.Action); v != nil {
		refuse(v)
		return
	}
	r.said = nil
	played, v := r.sess.Apply(l.Action)
	switch {
	case v != nil:
		refuse(v)
	case played == nil && r.round == nil && r.said != nil:
		p.send(r.said)
	}
}

// plainArgs keeps a rules sentence's arguments as JSON writes them:
// strings and numbers.
func plainArgs(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch a.(type) {
		case string, int, int64, float64, bool:
			out[i] = a
		default:
			out[i] = fmt.Sprint(a)
		}
	}
	return out
}

// say keeps the session's message (a refusal of its own, such as the
// computer's decision), for the device whose action it answers.
func (r *room) say(key string, args ...any) {
	r.said = &Msg{T: tSaid, Key: key, Args: plainArgs(args), Text: i18n.Tf(i18n.EN, key, args...)}
}

func (r *room) docID() string {
	if r.sess.Doc != nil {
		return r.sess.Doc.ID
	}
	return ""
}

// Mine: the room checks each device's seat before the session hears
// of its action (session.Remote).
func (r *room) Mine(string) bool { return true }

// Busy reports whether an action waits for its dice (session.Remote).
func (r *room) Busy() bool { return r.round != nil || len(r.ready) > 0 }

// Next gives the session an action whose dice are mixed, after its dice
// line (session.Remote).
func (r *room) Next() (session.Incoming, bool) {
	if len(r.ready) == 0 {
		return session.Incoming{}, false
	}
	a := r.ready[0]
	r.ready = r.ready[1:]
	return session.Incoming{Action: a}, true
}

// Hold keeps an action that rolls dice until every army's device has
// given its secret, when a person at a device plays (session.Remote).
func (r *room) Hold(a rules.Action) bool {
	if !r.anyHeld() || !r.sess.Game().State.RollsDice(a) {
		return false
	}
	r.startRound(a)
	return true
}

func (r *room) anyHeld() bool {
	for _, s := range r.seats {
		if s.held() {
			return true
		}
	}
	return false
}

// giveSeat gives army's seat to the host's own screen: a new token (the
// seat's device, if any, is let go). It returns "" for an army the game
// has not, or the computer's.
func (r *room) giveSeat(army string) string {
	s := r.seatOf(army)
	if s == nil || s.who == SeatComputer {
		return ""
	}
	if s.peer != nil {
		old := s.peer
		delete(r.peers, old)
		s.peer = nil
		old.bye("net.replaced", "this seat was taken again from another connection")
	}
	token := newToken()
	s.who, s.token = SeatPerson, tokenHash(token)
	r.saveRoom()
	return token
}
