//go:build !js

package netplay

import (
	"net"
	"net/http"
	"testing"
	"time"
)

// TestADeviceThatDropsRejoins (issue 37): mid-game every connection
// drops (the Wi-Fi); each device rejoins with its seat's token and the
// game goes on to its end, every record the host's. Then a device whose
// program was closed comes back with its saved token and gets its seat
// and the whole record.
func TestADeviceThatDropsRejoins(t *testing.T) {
	srv, err := NewServer(Options{Dir: t.TempDir(), Logf: t.Logf, Rate: 10000})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv}
	go hs.Serve(ln)
	defer hs.Close()
	url := "ws://" + ln.Addr().String() + "/ws"
	code := hostTutorial(t, srv)
	a := join(t, url, code, "atheniens", "ai:easy")
	b := join(t, url, code, "beotiens", "greedy")
	playUntil(t, 60, a, b)
	// Every connection drops: the devices rejoin on their own.
	for p := range peersOf(srv, code) {
		p.drop()
	}
	playOut(t, 60*time.Second, a, b)
	want := hostRecord(srv, code)
	if lines(a.s.Game()) != want || lines(b.s.Game()) != want {
		t.Fatalf("after the drop the records differ from the host's")
	}
	// The Athenian's program closes; it opens again with its token.
	token := a.c.Token()
	a.c.Close()
	c := &Client{URL: url, Code: code}
	c.SetToken(token)
	w, err := c.Connect(5 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if w.Army != "atheniens" || len(w.Lines) != len(a.s.Game().Record) {
		t.Errorf("back with its token: seat %q with %d lines, want atheniens with %d", w.Army, len(w.Lines), len(a.s.Game().Record))
	}
	if g, err := w.NewGame(); err != nil || lines(g) != want {
		t.Errorf("the game rebuilt from the welcome: %v", err)
	}
}

// peersOf lists a room's devices, read on its loop.
func peersOf(srv *Server, code string) map[*peer]bool {
	srv.mu.Lock()
	r := srv.rooms[code]
	srv.mu.Unlock()
	out := map[*peer]bool{}
	done := make(chan string)
	r.in <- event{probe: done, peers: out}
	<-done
	return out
}

// TestAHostThatRestartsKeepsItsGames (issue 37): the server stops in
// the middle of a game and starts again on its directory: the game is
// back under the same code, the devices rejoin with their tokens, and
// the game finishes with every record the host's.
func TestAHostThatRestartsKeepsItsGames(t *testing.T) {
	dir := t.TempDir()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	url := "ws://" + addr + "/ws"
	srv, err := NewServer(Options{Dir: dir, Logf: t.Logf, Rate: 10000})
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv}
	go hs.Serve(ln)
	code := hostTutorial(t, srv)
	a := join(t, url, code, "atheniens", "ai:easy")
	b := join(t, url, code, "beotiens", "greedy")
	playUntil(t, 80, a, b)
	before := len(a.s.Game().Record)
	hs.Close()
	srv.Close()

	srv2, err := NewServer(Options{Dir: dir, Logf: t.Logf, Rate: 10000})
	if err != nil {
		t.Fatal(err)
	}
	defer srv2.Close()
	ln2, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	hs2 := &http.Server{Handler: srv2}
	go hs2.Serve(ln2)
	defer hs2.Close()
	playOut(t, 60*time.Second, a, b)
	want := hostRecord(srv2, code)
	if lines(a.s.Game()) != want || lines(b.s.Game()) != want {
		t.Fatalf("after the restart the records differ from the host's")
	}
	if len(a.s.Game().Record) <= before {
		t.Errorf("the game did not go on after the restart (%d actions, %d before)", len(a.s.Game().Record), before)
	}
}

// TestAnIdleGameLeavesMemory (issue 37): a club's server keeps in memory
// only the games someone plays: once its devices have gone, a game is
// let go (its file keeps it), and the next device to give its code finds
// it as it was.
func TestAnIdleGameLeavesMemory(t *testing.T) {
	srv, url := startServerWith(t, Options{Dir: t.TempDir(), Rate: 10000, Unload: 60 * time.Millisecond})
	code := hostTutorial(t, srv)
	a := join(t, url, code, "atheniens", "ai:easy")
	b := join(t, url, code, "beotiens", "greedy")
	playUntil(t, 20, a, b)
	want := hostRecord(srv, code)
	a.c.Close()
	b.c.Close()
	deadline := time.Now().Add(5 * time.Second)
	for len(srv.Codes()) > 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if len(srv.Codes()) != 0 {
		t.Fatalf("the idle game is still in memory")
	}
	w := join(t, url, code, Watch, "")
	if got := lines(w.s.Game()); got != want {
		t.Errorf("the game read back differs:\n%s\nwant\n%s", got, want)
	}
}
