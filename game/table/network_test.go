//go:build !js

package table

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"estafette/ai"
	"estafette/game/control"
	"estafette/netplay"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// TestNoAutoPassForAnotherDevice: with a defense threshold set, the
// table answers an attack below it for its own player only; when the
// defender is on another device, it leaves the answer to him (it passed
// for him before, refused there with a sentence every frame).
func TestNoAutoPassForAnotherDevice(t *testing.T) {
	srv, err := netplay.NewServer(netplay.Options{Dir: t.TempDir(), Rate: 10000})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer func() { hs.CloseClientConnections(); hs.Close(); srv.Close() }()
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, rs, _ := scenarios.LoadScenario("tutorial.toml", src)
	code, err := srv.Host(session.NewGame("tutorial.toml", src, sc, rs, 0), nil,
		[]netplay.SeatConfig{{Army: "atheniens", Who: netplay.SeatOpen}, {Army: "beotiens", Who: netplay.SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	open := func(army string) *App {
		cl := &netplay.Client{URL: "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws", Code: code, Seat: army}
		w, err := cl.Connect(5 * time.Second)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(cl.Close)
		g, _ := w.NewGame()
		s := session.New(g)
		s.Join(cl)
		n := &control.Net{Client: cl, Code: code}
		a, err := NewApp(g.Scenario, g.Ruleset, Options{Saved: control.NewShared(s, n), Net: n, NoAutosave: true, AskDefenseFrom: 100})
		if err != nil {
			t.Fatal(err)
		}
		closeDialog[briefingDialog](a)
		return a
	}
	ath, beo := open("atheniens"), open("beotiens")
	minds := map[string]ai.Player{}
	for _, army := range []string{"atheniens", "beotiens"} {
		minds[army], _ = ai.New("greedy", 5)
	}
	// The devices play until the Athenians answer an attack.
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no attack on the Athenians")
		}
		for _, a := range []*App{ath, beo} {
			a.c.Tick()
		}
		st := ath.c.State()
		if st.Decision().Kind == rules.DecideDefender && st.Decider() == "atheniens" && len(beo.c.Session().Game().Record) == len(ath.c.Session().Game().Record) {
			break
		}
		for army, a := range map[string]*App{"atheniens": ath, "beotiens": beo} {
			s := a.c.Session()
			if s.Over() || s.Remote.Busy() || !s.Remote.Mine(s.Game().State.Decider()) || s.Game().State.Decider() != army {
				continue
			}
			st := s.Game().State
			ch, _ := minds[army].Choose(context.Background(), st.Clone(), st.LegalActions())
			s.Apply(ch.Action)
		}
	}
	n := len(beo.c.Session().Game().Record)
	beo.autoPass() // the Boeotians' table: the defender is on the other device
	if got := beo.c.Status(); got.Key == "net.notyours" || len(beo.c.Session().Game().Record) != n || beo.c.Session().Remote.Busy() {
		t.Errorf("the Boeotians' table answered for the Athenian defender: %+v", got)
	}
}
