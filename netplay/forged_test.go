//go:build !js

package netplay

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"estafette/rules"
)

// fakeHost is a host that cheats as a test asks: it welcomes one device
// to the tutorial's Athenian seat, asks for its secret for a roll, then
// sends the dice line forge writes from the device's secret and its own.
func fakeHost(t *testing.T, forge func(device, own string) string) string {
	t.Helper()
	src := string(tutorial(t).Source)
	own := NewSecret()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		ctx := context.Background()
		_, data, err := c.Read(ctx)
		if err != nil {
			return
		}
		hello, _ := decode(data)
		send := func(m *Msg) { c.Write(ctx, websocket.MessageText, encode(m)) }
		send(&Msg{T: tWelcome, V: Version, Seat: "atheniens", Token: newToken(), Game: &GameInfo{Name: "tutorial.toml", Source: src}})
		send(&Msg{T: tRoll, At: 0, Line: "end", Commits: map[string]string{"atheniens": hello.Commit, "beotiens": rules.Commitment(own)}})
		_, data, err = c.Read(ctx)
		if err != nil {
			return
		}
		reveal, _ := decode(data)
		send(&Msg{T: tPlayed, At: 0, Line: forge(reveal.Secret, own)})
		time.Sleep(time.Second)
	}))
	t.Cleanup(hs.Close)
	return "ws" + strings.TrimPrefix(hs.URL, "http")
}

// TestAForgedRollIsCaught (issue 37): a host that puts into the dice
// line a secret other than the one this device revealed, or a secret of
// its own other than the one it committed to, is caught: the device
// says so and stops. An honest line is taken.
func TestAForgedRollIsCaught(t *testing.T) {
	other := NewSecret()
	for _, c := range []struct {
		name   string
		forge  func(device, own string) string
		caught bool
	}{
		{"honest", func(d, o string) string { return "dice atheniens=" + d + " beotiens=" + o }, false},
		{"the device's secret changed", func(d, o string) string { return "dice atheniens=" + other + " beotiens=" + o }, true},
		{"the host's secret changed", func(d, o string) string { return "dice atheniens=" + d + " beotiens=" + other }, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cl := &Client{URL: fakeHost(t, c.forge), Code: "ANY", Seat: "atheniens"}
			if _, err := cl.Connect(5 * time.Second); err != nil {
				t.Fatal(err)
			}
			defer cl.Close()
			var st Status
			for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
				st = cl.Status()
				cl.mu.Lock()
				got := len(cl.lines)
				cl.mu.Unlock()
				if st.Problem != nil || got == 1 {
					break
				}
			}
			caught := st.Problem != nil && st.Problem.Key == "net.forged"
			if caught != c.caught {
				t.Errorf("caught %v (problem %v), want %v", caught, st.Problem, c.caught)
			}
			if c.caught && !cl.Busy() {
				t.Errorf("a device that caught a forged roll still takes actions")
			}
		})
	}
}
