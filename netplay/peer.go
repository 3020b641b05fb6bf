//go:build !js

package netplay

import (
	"context"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// peer is one device's connection to the server. Its reader (Server.
// serveConn) hands messages to its room; its writer sends what the room
// queues, so that a slow device never holds the room up: past outQueue
// waiting messages it is dropped, and it rejoins.
type peer struct {
	conn   *websocket.Conn
	ip     string
	out    chan outgoing
	ctx    context.Context
	cancel context.CancelFunc
	once   sync.Once
	done   chan struct{} // closed when the writer has stopped
	army   string        // the seat's army; "" for a spectator (the room's loop only)
}

type outgoing struct {
	data []byte
	last bool // close the connection once this is written
}

func newPeer(c *websocket.Conn, ip string) *peer {
	ctx, cancel := context.WithCancel(context.Background())
	p := &peer{conn: c, ip: ip, out: make(chan outgoing, outQueue), ctx: ctx, cancel: cancel, done: make(chan struct{})}
	go p.writeLoop()
	return p
}

func (p *peer) send(m *Msg) { p.sendRaw(encode(m)) }

// sendRaw queues a message; a device too slow to take it is dropped.
func (p *peer) sendRaw(data []byte) {
	select {
	case p.out <- outgoing{data: data}:
	default:
		p.drop()
	}
}

// bye sends an error that says why, then closes the connection.
func (p *peer) bye(key, text string) {
	select {
	case p.out <- outgoing{data: encode(&Msg{T: tError, Key: key, Text: text}), last: true}:
	default:
		p.drop()
	}
}

// finish ends the connection once its reader is done: a farewell queued
// is written first (for at most two seconds).
func (p *peer) finish(said bool) {
	if said {
		select {
		case <-p.done:
		case <-time.After(2 * time.Second):
		}
	}
	p.drop()
}

func (p *peer) drop() {
	p.once.Do(func() {
		p.cancel()
		if p.conn != nil {
			p.conn.CloseNow()
		}
	})
}

func (p *peer) writeLoop() {
	defer close(p.done)
	for {
		select {
		case o := <-p.out:
			ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
			err := p.conn.Write(ctx, websocket.MessageText, o.data)
			cancel()
			if err != nil {
				p.drop()
				return
			}
			if o.last {
				p.conn.Close(websocket.StatusPolicyViolation, "")
				p.drop()
				return
			}
		case <-p.ctx.Done():
			return
		}
	}
}
