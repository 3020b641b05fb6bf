package netplay

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"estafette/ai"
	"estafette/i18n"
	"estafette/rules"
	"estafette/session"
)

// Client is a device's side of a shared game: the session's Remote
// (session.Join). It sends what the player gives, hands the session what
// the host applied, answers the host's requests for dice secrets, checks
// every roll its army took part in, and reconnects after a drop with its
// seat's token. The desktop and the web page use it alike.
type Client struct {
	// URL is the host's WebSocket: ws://HOST:PORT/ws.
	URL  string
	Code string
	Name string
	// Seat is the army asked for: "" any free one, Watch to watch.
	Seat string
	// LocalIP, when set, is the address this device connects from (a
	// load test's; the desktop only).
	LocalIP net.IP

	mu       sync.Mutex
	token    string
	army     string // the seat given; "" watching
	seats    []SeatInfo
	welcome  *Msg
	inbox    []session.Incoming
	lines    []string // the record's lines this device has, as the host sent them
	pending  bool     // an action sent, not yet answered
	secret   string   // the secret for the next roll, and its commitment
	commit   string
	rolls    map[int]*rollSeen // by the held action's index
	joinedAt int               // the record's length when this device took its seat
	undoAsk  *UndoAsk          // another player asks to take back an action
	state    ConnState
	problem  *Problem // why the client stopped, nil while it plays
	changed  func()
	send     chan []byte
	ctx      context.Context
	cancel   context.CancelFunc
}

type rollSeen struct {
	commits map[string]string
	secret  string // this device's, "" when it was not asked
}

// ConnState is the connection's state, for the window to show.
type ConnState int

// The connection's states.
const (
	Connecting ConnState = iota
	Connected
	Reconnecting
	Stopped
)

// keyHostClosed is the host's farewell when it stops a game: not a
// reason to give up, since it may start again.
const keyHostClosed = "net.host.closed"

// Problem is why a client stopped: an i18n key and its English sentence.
type Problem struct {
	Key, Text string
}

func (p *Problem) Error() string { return p.Text }

// Welcome is what the host sent when this device joined: the game, the
// record, and the seat given.
type Welcome struct {
	Game  GameInfo
	Lines []string
	Army  string // "" watching
	Seats []SeatInfo
}

// Connect joins the host and waits for its welcome (at most timeout),
// then keeps the connection in the background until Close.
func (c *Client) Connect(timeout time.Duration) (*Welcome, error) {
	c.ctx, c.cancel = context.WithCancel(context.Background())
	c.rolls = map[int]*rollSeen{}
	c.secret = NewSecret()
	c.commit = rules.Commitment(c.secret)
	c.send = make(chan []byte, 64)
	ctx, cancel := context.WithTimeout(c.ctx, timeout)
	defer cancel()
	conn, w, err := c.dial(ctx)
	if err != nil {
		c.cancel()
		return nil, err
	}
	c.mu.Lock()
	c.take(w, true)
	c.state = Connected
	c.mu.Unlock()
	go c.run(conn)
	return c.Welcome(), nil
}

// Welcome is the host's first welcome.
func (c *Client) Welcome() *Welcome {
	c.mu.Lock()
	defer c.mu.Unlock()
	w := &Welcome{Game: *c.welcome.Game, Lines: c.welcome.Lines, Army: c.army, Seats: c.welcome.Seats}
	return w
}

// OnChange is called (from the client's goroutine) when something came:
// the window wakes up.
func (c *Client) OnChange(f func()) {
	c.mu.Lock()
	c.changed = f
	c.mu.Unlock()
}

// Close leaves the game.
func (c *Client) Close() {
	if c.cancel != nil {
		c.cancel()
	}
}

// dial connects and says hello; it returns the connection and the
// host's welcome, or why it could not.
func (c *Client) dial(ctx context.Context) (*websocket.Conn, *Msg, error) {
	conn, _, err := websocket.Dial(ctx, c.URL, c.dialOptions())
	if err != nil {
		return nil, nil, fmt.Errorf("cannot reach %s: %w", c.URL, err)
	}
	conn.SetReadLimit(MaxServerMessage)
	c.mu.Lock()
	hello := &Msg{T: tHello, V: Version, Code: c.Code, Name: c.Name, Seat: c.Seat, Token: c.token, Commit: c.commit}
	c.mu.Unlock()
	if err := conn.Write(ctx, websocket.MessageText, encode(hello)); err != nil {
		conn.CloseNow()
		return nil, nil, err
	}
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			conn.CloseNow()
			return nil, nil, fmt.Errorf("the host did not answer: %w", err)
		}
		m, err := decode(data)
		if err != nil {
			conn.CloseNow()
			return nil, nil, err
		}
		switch m.T {
		case tWelcome:
			if m.Game == nil || m.V != Version {
				conn.CloseNow()
				return nil, nil, fmt.Errorf("the host's welcome is not one of protocol version %d", Version)
			}
			return conn, m, nil
		case tError:
			conn.CloseNow()
			return nil, nil, &Problem{Key: m.Key, Text: m.Text}
		}
	}
}

// take reads a welcome: the seat, and the record's lines this device
// lacks (all of them at the first, what it missed after a drop).
func (c *Client) take(w *Msg, first bool) {
	if w.Token != "" {
		c.token = w.Token
	}
	c.army = ""
	if w.Seat != Watch {
		c.army = w.Seat
		c.Seat = w.Seat
	}
	c.seats = w.Seats
	if first {
		c.welcome = w
		c.lines = append([]string(nil), w.Lines...)
		c.joinedAt = len(w.Lines)
		return
	}
	keep := 0
	for keep < len(c.lines) && keep < len(w.Lines) && c.lines[keep] == w.Lines[keep] {
		keep++
	}
	if keep < len(c.lines) {
		c.inbox = append(c.inbox, session.Incoming{Rewind: true, Keep: keep})
		c.lines = c.lines[:keep]
	}
	for i := keep; i < len(w.Lines); i++ {
		c.played(&Msg{T: tPlayed, At: i, Line: w.Lines[i]})
	}
	c.pending = false
	// What the old connection had not sent is stale: the player decides
	// again on the game as the host has it.
	for {
		select {
		case <-c.send:
			continue
		default:
		}
		break
	}
}

// run reads the host's messages, writes the device's, and reconnects
// after a drop until the client stops.
func (c *Client) run(conn *websocket.Conn) {
	backoff := 250 * time.Millisecond
	for {
		err := c.serve(conn)
		c.mu.Lock()
		stopped := c.problem != nil || c.ctx.Err() != nil
		if !stopped {
			c.state = Reconnecting
		}
		c.mu.Unlock()
		c.wake()
		if stopped {
			conn.CloseNow()
			c.setState(Stopped)
			return
		}
		_ = err
		conn = nil
		for conn == nil {
			select {
			case <-time.After(backoff):
			case <-c.ctx.Done():
				c.setState(Stopped)
				return
			}
			backoff = min(backoff*2, 5*time.Second)
			ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
			cn, w, err := c.dial(ctx)
			cancel()
			var p *Problem
			if errors.As(err, &p) && p.Key != keyHostClosed {
				c.stop(p)
				c.setState(Stopped)
				return
			}
			if err == nil {
				conn = cn
				c.mu.Lock()
				c.take(w, false)
				c.state = Connected
				c.mu.Unlock()
				c.wake()
				backoff = 250 * time.Millisecond
			}
		}
	}
}

func (c *Client) setState(s ConnState) {
	c.mu.Lock()
	c.state = s
	c.mu.Unlock()
	c.wake()
}

// serve is one connection's life: it returns when the connection ends.
func (c *Client) serve(conn *websocket.Conn) error {
	ctx, cancel := context.WithCancel(c.ctx)
	defer cancel()
	go func() {
		ping := time.NewTicker(20 * time.Second)
		defer ping.Stop()
		for {
			var data []byte
			select {
			case data = <-c.send:
			case <-ping.C:
				data = encode(&Msg{T: tPing})
			case <-ctx.Done():
				return
			}
			wctx, wcancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Write(wctx, websocket.MessageText, data)
			wcancel()
			if err != nil {
				conn.CloseNow()
				return
			}
		}
	}()
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return err
		}
		m, err := decode(data)
		if err != nil {
			return err
		}
		c.mu.Lock()
		c.handle(m)
		c.mu.Unlock()
		c.wake()
	}
}

func (c *Client) wake() {
	c.mu.Lock()
	f := c.changed
	c.mu.Unlock()
	if f != nil {
		f()
	}
}

// handle takes one message of the host (c.mu held).
func (c *Client) handle(m *Msg) {
	if c.problem != nil {
		return
	}
	switch m.T {
	case tPlayed:
		c.played(m)
	case tRefused:
		c.pending = false
		rule, _ := rules.ParseRuleID(m.Rule)
		c.inbox = append(c.inbox, session.Incoming{Refused: &rules.Violation{Rule: rule, Message: m.Text, Format: m.Format, Args: fixArgs(m.Format, m.Args)}})
	case tSaid:
		c.pending = false
		c.inbox = append(c.inbox, session.Incoming{Say: m.Key, Args: m.Args})
	case tSeats:
		c.seats = m.Seats
	case tRoll:
		c.roll(m)
	case tUndoAsk:
		c.undoAsk = nil
		if m.Line != "" {
			c.undoAsk = &UndoAsk{Army: m.Seat, Line: m.Line, At: m.At}
		}
	case tReset:
		c.reset(m)
	case tError:
		if m.Key != keyHostClosed {
			c.problem = &Problem{Key: m.Key, Text: m.Text}
		}
		// The host stopped: it may come back (a restart), and this
		// device tries again until it does or the player leaves.
	}
}

// played takes a line the host applied.
func (c *Client) played(m *Msg) {
	if m.At != len(c.lines) {
		return // a line already had (sent again after a drop), or a gap the next welcome fills
	}
	rec, err := rules.ParseRecord(m.Line)
	if err != nil || len(rec.Lines) != 1 || rec.Lines[0].Err != nil {
		c.problem = &Problem{Key: "net.bad.line", Text: "the host sent a line that is not an action: " + clip(m.Line)}
		return
	}
	a := rec.Lines[0].Action
	if mix, ok := a.(rules.MixDice); ok {
		if p := c.checkDice(m.At, mix); p != nil {
			c.problem = p
			return
		}
	} else {
		c.pending = false
	}
	c.lines = append(c.lines, m.Line)
	in := session.Incoming{Action: a}
	if m.WhyEN != "" {
		in.Why = ai.Reason{Format: "%s", Args: []any{i18n.Both{FR: m.WhyFR, EN: m.WhyEN}}}
	}
	c.inbox = append(c.inbox, in)
}

// out queues a message for the host.
func (c *Client) out(m *Msg) {
	select {
	case c.send <- encode(m):
	default:
	}
}

func (c *Client) stop(p *Problem) {
	c.mu.Lock()
	c.problem = p
	c.mu.Unlock()
}

// Mine reports whether the player at this device commands army
// (session.Remote).
func (c *Client) Mine(army string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return army != "" && army == c.army && c.problem == nil
}

// Hold sends the action to the host; the session applies it when the
// host sends it back (session.Remote).
func (c *Client) Hold(a rules.Action) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pending = true
	c.out(&Msg{T: tAct, Line: a.String(), At: len(c.lines)})
	return true
}

// Busy reports whether an action sent waits for the host's answer, or
// the client stopped (session.Remote).
func (c *Client) Busy() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pending || c.problem != nil || len(c.inbox) > 0
}

// Next hands the session what came from the host (session.Remote).
func (c *Client) Next() (session.Incoming, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.inbox) == 0 {
		return session.Incoming{}, false
	}
	in := c.inbox[0]
	c.inbox = c.inbox[1:]
	return in, true
}

// Status is what the window shows of the connection.
type Status struct {
	State   ConnState
	Army    string // the seat; "" watching
	Seats   []SeatInfo
	Problem *Problem
	Pending bool
	// UndoAsk is another player's request to take back an action.
	UndoAsk *UndoAsk
}

// Status reports the connection's state.
func (c *Client) Status() Status {
	c.mu.Lock()
	defer c.mu.Unlock()
	return Status{State: c.state, Army: c.army, Seats: append([]SeatInfo(nil), c.seats...), Problem: c.problem, Pending: c.pending, UndoAsk: c.undoAsk}
}

// Token is the seat's token, to rejoin with after the program restarts.
func (c *Client) Token() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.token
}

// SetToken gives the client the token of a seat it held before.
func (c *Client) SetToken(t string) { c.token = t }

// fixArgs gives a sentence's arguments back the types its verbs take:
// JSON makes every number a float64.
func fixArgs(format string, args []any) []any {
	out := append([]any(nil), args...)
	i := 0
	for j := 0; j < len(format) && i < len(out); j++ {
		if format[j] != '%' {
			continue
		}
		j++
		for j < len(format) && strings.ContainsRune("+-# 0123456789.[]", rune(format[j])) {
			j++
		}
		if j >= len(format) || format[j] == '%' {
			continue
		}
		if f, ok := out[i].(float64); ok && strings.ContainsRune("dxXcb", rune(format[j])) {
			out[i] = int(f)
		}
		i++
	}
	return out
}
