//go:build !js

package netplay

import (
	"context"
	"testing"
)

// FuzzDeviceMessage: whatever bytes a seated device sends, the server
// reads them without panicking; a message it refuses (an error, a
// refusal, a sentence) leaves the game as it was, and one message plays
// at most one action.
func FuzzDeviceMessage(f *testing.F) {
	for _, s := range []string{
		`{"t":"act","line":"activate LAC G1 G2","at":0}`,
		`{"t":"act","line":"end","at":0}`,
		`{"t":"act","line":"dice atheniens=00000000000000000000000000000000 beotiens=00000000000000000000000000000000"}`,
		`{"t":"reveal","at":0,"secret":"00000000000000000000000000000000","commit":"` + "ab" + `"}`,
		`{"t":"ping"}`, `{"t":"undo"}`, `{"t":"hello","v":1}`, `{"t":"act","line":"../../../etc/passwd"}`,
		`{"t":"act","line":"move G1 5,5 5,6 5,7 with LAC","at":0}`, `[1,2,3]`, `{"t":null}`,
	} {
		f.Add([]byte(s))
	}
	srv, err := NewServer(Options{Dir: f.TempDir()})
	if err != nil {
		f.Fatal(err)
	}
	defer srv.Close()
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > MaxClientMessage {
			return // the transport refuses it before it is read
		}
		r, err := srv.newRoom(tutorial(t), nil, "0000000000", []SeatConfig{{Army: "atheniens", Who: SeatOpen}, {Army: "beotiens", Who: SeatOpen}})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		p := &peer{out: make(chan outgoing, 1024), ctx: ctx, cancel: cancel, done: make(chan struct{})}
		r.handle(event{p: p, m: &Msg{T: tHello, V: Version, Seat: "atheniens", Commit: "ab" + string(make([]byte, 0)) + "abababababababababababababababababababababababababababababababab"[:62]}})
		for len(p.out) > 0 {
			<-p.out
		}
		m, err := decode(data)
		if err != nil || m.validClient() != nil {
			return
		}
		r.handle(event{p: p, m: m})
		r.settle()
		n := len(r.sess.Game().Record)
		refused := false
		for len(p.out) > 0 {
			o := <-p.out
			back, _ := decode(o.data)
			refused = refused || back.T == tRefused || back.T == tError || back.T == tSaid
		}
		if n > 1 || (refused && n != 0) {
			t.Errorf("%q: %d actions played, refused %v", data, n, refused)
		}
	})
}
