//go:build !js

package control

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"estafette/netplay"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// sharedTutorial hosts the tutorial and joins a controller for each
// army, as two devices' tables.
func sharedTutorial(t *testing.T) (a, b *Controller) {
	t.Helper()
	srv, err := netplay.NewServer(netplay.Options{Dir: t.TempDir(), Rate: 10000})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); srv.Close() })
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	code, err := srv.Host(session.NewGame("tutorial.toml", src, sc, rs, 0), nil,
		[]netplay.SeatConfig{{Army: "atheniens", Who: netplay.SeatOpen}, {Army: "beotiens", Who: netplay.SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	seat := func(army string) *Controller {
		cl := &netplay.Client{URL: "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws", Code: code, Seat: army}
		w, err := cl.Connect(5 * time.Second)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(cl.Close)
		g, err := w.NewGame()
		if err != nil {
			t.Fatal(err)
		}
		s := session.New(g)
		s.Join(cl)
		return NewShared(s, &Net{Client: cl, Code: code})
	}
	return seat("atheniens"), seat("beotiens")
}

// tickUntil ticks both tables until cond holds (or fails after 5 s).
func tickUntil(t *testing.T, cond func() bool, cs ...*Controller) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the devices did not get there")
		}
		for _, c := range cs {
			c.Tick()
		}
	}
}

// TestHandoverComesToTheDeviceWhoseTurnItIs (issue 37): in a shared game
// the handover banner, with its summary of what the other army did,
// shows on the device whose turn it now is, saying it is his turn (not
// to hand the mouse over), and not on the other device.
func TestHandoverComesToTheDeviceWhoseTurnItIs(t *testing.T) {
	a, b := sharedTutorial(t)
	for i := 0; i < 3; i++ { // the Athenians end their three phases
		n := len(a.Session().Game().Record)
		if !a.Apply(rules.EndPhase{}) && a.Status().Key != "" {
			t.Fatalf("end refused: %s", a.StatusText())
		}
		tickUntil(t, func() bool { return len(a.Session().Game().Record) > n && len(b.Session().Game().Record) > n }, a, b)
	}
	if b.Banner() != "beotiens" || a.Banner() != "" {
		t.Errorf("banners: the Boeotian's device %q, the Athenian's %q; want only the Boeotian's", b.Banner(), a.Banner())
	}
	if b.BannerKey() != "banner.dismiss.solo" {
		t.Errorf("the banner says %q, want the player's own turn", b.BannerKey())
	}
}
