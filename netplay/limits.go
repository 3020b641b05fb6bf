//go:build !js

package netplay

import (
	"sync"
	"time"
)

// Rates and bounds of what devices may do (docs/network.md "Limits").
const (
	// DefaultRate and msgBurst bound a connection's messages: a player
	// clicking fast sends a few a second. A message over the rate waits
	// its turn; a connection that keeps sending over it is closed.
	DefaultRate = 20 // a second
	msgBurst    = 40
	// floodStrikes is how many messages in a row over the rate a
	// connection may send before it is closed.
	floodStrikes = 50
	// helloWait is how long a connection may stay silent before its hello.
	helloWait = 10 * time.Second
	// idleWait closes a connection that sent nothing (not even a ping)
	// for this long: a device that vanished without closing.
	idleWait = 90 * time.Second
	// outQueue is how many messages may wait for a slow device before it
	// is dropped (it rejoins and gets the whole record again).
	outQueue = 256
	// maxPeersPerRoom bounds the devices of one game: its seats and the
	// club watching.
	maxPeersPerRoom = 200
	// maxConnsPerIP bounds the connections from one address.
	maxConnsPerIP = 64
	// wrongCodes is how many wrong codes an address may give before each
	// further one waits, twice as long each time, up to maxCodePause.
	wrongCodes   = 5
	maxCodePause = 30 * time.Second
)

// bucket is a token bucket of rate messages a second.
type bucket struct {
	rate   float64
	tokens float64
	last   time.Time
}

// wait is how long one more message must wait to fit the rate (0: it
// fits now); the message is counted.
func (b *bucket) wait(now time.Time) time.Duration {
	if b.last.IsZero() {
		b.tokens, b.last = msgBurst, now
	}
	b.tokens = min(msgBurst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	b.last = now
	b.tokens--
	if b.tokens >= 0 {
		return 0
	}
	return time.Duration(-b.tokens / b.rate * float64(time.Second))
}

// guard keeps, by address, the connections open and the wrong codes
// given: guessing a code is slowed down, and one address cannot take
// every connection.
type guard struct {
	mu     sync.Mutex
	conns  map[string]int
	wrong  map[string]int
	until  map[string]time.Time
	now    func() time.Time
	sweeps int
}

func newGuard() *guard {
	return &guard{conns: map[string]int{}, wrong: map[string]int{}, until: map[string]time.Time{}, now: time.Now}
}

// open counts a connection from ip; false when it has too many.
func (g *guard) open(ip string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.conns[ip] >= maxConnsPerIP {
		return false
	}
	g.conns[ip]++
	return true
}

func (g *guard) close(ip string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.conns[ip]--; g.conns[ip] <= 0 {
		delete(g.conns, ip)
	}
}

// pause is how long ip must wait before its next code is read.
func (g *guard) pause(ip string) time.Duration {
	g.mu.Lock()
	defer g.mu.Unlock()
	return max(0, g.until[ip].Sub(g.now()))
}

// wrongCode notes a wrong code from ip: past wrongCodes, each makes the
// next wait twice as long.
func (g *guard) wrongCode(ip string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.wrong[ip]++
	if n := g.wrong[ip] - wrongCodes; n > 0 {
		d := min(maxCodePause, time.Second<<min(n-1, 5))
		g.until[ip] = g.now().Add(d)
	}
	if g.sweeps++; g.sweeps%1024 == 0 {
		// Forget the addresses whose pause has long ended.
		for k, t := range g.until {
			if g.now().Sub(t) > 10*time.Minute {
				delete(g.until, k)
				delete(g.wrong, k)
			}
		}
	}
}

// rightCode forgets an address's wrong codes.
func (g *guard) rightCode(ip string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.wrong, ip)
	delete(g.until, ip)
}
