//go:build !js

package cli

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"estafette/ai"
	"estafette/internal/store"
	"estafette/netplay"
	"estafette/session"
)

var (
	estOnce sync.Once
	estPath string
	estErr  error
)

// estafette builds the program once for the tests that run it.
func estafette(t *testing.T) string {
	t.Helper()
	estOnce.Do(func() {
		dir, err := os.MkdirTemp("", "estafette-bin")
		if err != nil {
			estErr = err
			return
		}
		estPath = filepath.Join(dir, "estafette")
		out, err := exec.Command("go", "build", "-o", estPath, "..").CombinedOutput()
		if err != nil {
			estErr, estPath = err, string(out)
		}
	})
	if estErr != nil {
		t.Fatalf("building estafette: %v\n%s", estErr, estPath)
	}
	return estPath
}

// startServe runs `estafette serve` on dir and addr, and waits for it to
// listen.
func startServe(t *testing.T, dir, addr string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(estafette(t), "serve", "--dir", dir, "--addr", addr)
	out, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ready := make(chan bool)
	go func() {
		sc := bufio.NewScanner(out)
		sent := false
		for sc.Scan() {
			if !sent && strings.Contains(sc.Text(), "listening on") {
				ready <- true
				sent = true
			}
		}
		if !sent {
			ready <- false
		}
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("estafette serve stopped before it listened")
		}
	case <-time.After(30 * time.Second):
		t.Fatal("estafette serve did not listen within 30 s")
	}
	return cmd
}

// netDevice is a device in a test: a client, its session, and a computer
// player choosing its actions at a person's pace.
type netDevice struct {
	c    *netplay.Client
	s    *session.Session
	mind ai.Player
	next time.Time
}

func joinAs(t *testing.T, wsURL, code, seat, mind string) *netDevice {
	t.Helper()
	c := &netplay.Client{URL: wsURL, Code: code, Seat: seat}
	w, err := c.Connect(10 * time.Second)
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
	p, _ := ai.New(mind, 3)
	return &netDevice{c: c, s: s, mind: p}
}

func (d *netDevice) step(t *testing.T) {
	if p, v := d.s.Tick(); p != nil || v != nil {
		return
	}
	st := d.s.Game().State
	if d.s.Over() || d.c.Busy() || !d.c.Mine(st.Decider()) || time.Now().Before(d.next) {
		return
	}
	ch, err := d.mind.Choose(context.Background(), st.Clone(), st.LegalActions())
	if err != nil {
		t.Fatal(err)
	}
	if _, v := d.s.Apply(ch.Action); v != nil {
		t.Fatalf("%s refused: %v", ch.Action, v)
	}
	d.next = time.Now().Add(60 * time.Millisecond) // a person's pace, under the server's rate
}

func record(g *session.Game) string {
	var b strings.Builder
	for _, a := range g.Record {
		b.WriteString(a.String() + "\n")
	}
	return b.String()
}

// TestServeKilledRestartsFromItsLibrary (issue 37): `estafette serve`
// hosts a game started from its lobby; two devices play it; the server
// is killed with SIGKILL mid-game and started again on its directory:
// the devices rejoin with their tokens, the game finishes, and the file
// the server keeps replays to the devices' record. SIGTERM then stops it
// cleanly.
func TestServeKilledRestartsFromItsLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the program")
	}
	dir := t.TempDir()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := startServe(t, dir, addr)

	// The lobby starts the tutorial for two people.
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noRedirect.PostForm("http://"+addr+"/new", url.Values{"scenario": {"builtin:tutorial"}, "seats": {"people"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	code := regexp.MustCompile(`code=([0-9A-Z]+)`).FindStringSubmatch(resp.Header.Get("Location"))
	if resp.StatusCode != http.StatusSeeOther || code == nil {
		t.Fatalf("the lobby answered %s, %q", resp.Status, resp.Header.Get("Location"))
	}
	ws := "ws://" + addr + "/ws"
	a := joinAs(t, ws, code[1], "atheniens", "ai:easy")
	b := joinAs(t, ws, code[1], "beotiens", "greedy")
	play := func(until func() bool, limit time.Duration) {
		deadline := time.Now().Add(limit)
		for !until() {
			if time.Now().After(deadline) {
				t.Fatalf("the game stalled at %d actions: %+v", len(a.s.Game().Record), a.c.Status())
			}
			a.step(t)
			b.step(t)
			time.Sleep(2 * time.Millisecond)
		}
	}
	play(func() bool { return len(a.s.Game().Record) >= 40 }, 60*time.Second)

	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	before := len(a.s.Game().Record)
	cmd = startServe(t, dir, addr)
	play(func() bool { return a.s.Over() && b.s.Over() }, 120*time.Second)
	if len(a.s.Game().Record) <= before {
		t.Fatalf("the game did not go on after the restart")
	}
	if record(a.s.Game()) != record(b.s.Game()) {
		t.Fatalf("the devices' records differ")
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve stopped by SIGTERM: %v", err)
	}
	lib := session.OpenLibrary(store.Local(), dir)
	list, err := lib.List()
	if err != nil || len(list) != 1 {
		t.Fatalf("the server's library holds %d games (%v), want 1", len(list), err)
	}
	g, _, err := lib.Load(list[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	if record(g) != record(a.s.Game()) {
		t.Errorf("the server's file differs from the devices' record")
	}
}
