//go:build !js

package netplay

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"estafette/ai"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// startServer runs a server on a loopback port, in a directory of the
// test's.
func startServer(t testing.TB, dir string) (*Server, string) {
	t.Helper()
	return startServerWith(t, Options{Dir: dir, Logf: t.Logf, Rate: 10000})
}

func startServerWith(t testing.TB, o Options) (*Server, string) {
	t.Helper()
	s, err := NewServer(o)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		s.Close()
	})
	return s, "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}

// tutorial is a new game of the tutorial.
func tutorial(t testing.TB) *session.Game {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return session.NewGame("tutorial.toml", src, sc, rs, 0)
}

// device is a player's device in a test: the client, its session, and
// a computer player choosing its player's actions.
type device struct {
	c    *Client
	s    *session.Session
	mind ai.Player
	t    testing.TB
}

func join(t testing.TB, url, code, seat, mind string) *device {
	t.Helper()
	c := &Client{URL: url, Code: code, Seat: seat, Name: "test " + seat}
	w, err := c.Connect(5 * time.Second)
	if err != nil {
		t.Fatalf("join %s: %v", seat, err)
	}
	t.Cleanup(c.Close)
	g, err := w.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	s.Join(c)
	d := &device{c: c, s: s, t: t}
	if mind != "" {
		p, err := ai.New(mind, uint64(len(seat)))
		if err != nil {
			t.Fatal(err)
		}
		d.mind = p
	}
	return d
}

// step applies what came from the host, and plays the device's action
// when the decision is its army's. It reports whether it did anything.
func (d *device) step() bool {
	p, v := d.s.Tick()
	if v != nil {
		d.t.Fatalf("%s: %v", d.c.Seat, v)
	}
	if p != nil {
		return true
	}
	st := d.s.Game().State
	if d.mind == nil || d.s.Over() || d.c.Busy() || !d.c.Mine(st.Decider()) {
		return false
	}
	ch, err := d.mind.Choose(context.Background(), st.Clone(), st.LegalActions())
	if err != nil {
		d.t.Fatal(err)
	}
	if _, v := d.s.Apply(ch.Action); v != nil {
		d.t.Fatalf("%s: %s refused: %v", d.c.Seat, ch.Action, v)
	}
	return true
}

// playUntil plays until the first device's record has n actions.
func playUntil(t testing.TB, n int, devs ...*device) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for len(devs[0].s.Game().Record) < n {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not reach %d actions", n)
		}
		busy := false
		for _, d := range devs {
			busy = d.step() || busy
		}
		if !busy {
			time.Sleep(time.Millisecond)
		}
	}
}

// lines is a game's record, a line an action.
func lines(g *session.Game) string {
	var b strings.Builder
	for _, a := range g.Record {
		b.WriteString(a.String() + "\n")
	}
	return b.String()
}

// playOut plays until every device's game is over, or fails after
// limit. It returns how many dice lines the record holds.
func playOut(t testing.TB, limit time.Duration, devs ...*device) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		busy := false
		for _, d := range devs {
			busy = d.step() || busy
		}
		over := true
		for _, d := range devs {
			over = over && d.s.Over()
		}
		if over {
			return
		}
		if !busy {
			time.Sleep(time.Millisecond)
		}
	}
	for _, d := range devs {
		t.Logf("%s: %d actions, decision %+v, status %+v", d.c.Seat, len(d.s.Game().Record), d.s.Game().State.Decision(), d.c.Status())
	}
	t.Fatalf("the game did not end within %v", limit)
}

func diceLines(g *session.Game) int {
	n := 0
	for _, a := range g.Record {
		if _, ok := a.(rules.MixDice); ok {
			n++
		}
	}
	return n
}

func mustAI(t testing.TB, name string) ai.Player {
	p, err := ai.New(name, 7)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
