//go:build !js

package netplay

import (
	"testing"
	"time"
)

// hostTutorial hosts the tutorial with both seats open.
func hostTutorial(t testing.TB, srv *Server) string {
	t.Helper()
	code, err := srv.Host(tutorial(t), nil, []SeatConfig{{Army: "atheniens", Who: SeatOpen}, {Army: "beotiens", Who: SeatOpen}})
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// hostRecord is the host's record, read on its loop's side of the room
// once the game is over (the loop writes nothing more).
func hostRecord(srv *Server, code string) string {
	srv.mu.Lock()
	r := srv.rooms[code]
	srv.mu.Unlock()
	done := make(chan string)
	r.in <- event{p: nil, m: &Msg{T: "test-record"}, probe: done}
	return <-done
}

// TestTwoDevicesPlayAWholeGame (issue 37): the host keeps the tutorial
// with both seats open; two devices take them and play the whole game
// through it, a spectator following. Every device ends with the host's
// record, and every roll was mixed from both devices' secrets (each
// device checks its own went in, or stops).
func TestTwoDevicesPlayAWholeGame(t *testing.T) {
	srv, url := startServer(t, t.TempDir())
	code := hostTutorial(t, srv)
	a := join(t, url, code, "atheniens", "ai:easy")
	b := join(t, url, code, "beotiens", "greedy")
	watch := join(t, url, code, Watch, "")
	playOut(t, 60*time.Second, a, b, watch)
	want := hostRecord(srv, code)
	for _, d := range []*device{a, b, watch} {
		if got := lines(d.s.Game()); got != want {
			t.Errorf("%s's record differs from the host's:\n%s\nhost:\n%s", d.c.Seat, got, want)
		}
		if st := d.c.Status(); st.Problem != nil {
			t.Errorf("%s stopped: %v", d.c.Seat, st.Problem)
		}
	}
	g := a.s.Game()
	if diceLines(g) == 0 {
		t.Errorf("no roll in a whole game was mixed from the devices' secrets")
	}
	t.Logf("%d actions, %d rolls mixed", len(g.Record), diceLines(g))
}
