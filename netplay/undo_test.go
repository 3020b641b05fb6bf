//go:build !js

package netplay

import (
	"strings"
	"testing"
	"time"

	"estafette/rules"
)

// settle steps the devices until nothing moves for a while.
func settle(devs ...*device) {
	quiet := 0
	for quiet < 50 {
		moved := false
		for _, d := range devs {
			moved = d.step() || d.c.Busy() || moved
		}
		if moved {
			quiet = 0
		} else {
			quiet++
		}
		time.Sleep(time.Millisecond)
	}
}

// TestUndoNeedsTheOtherPlayersConsent (issue 37): in a shared game the
// Athenian asks to take his last action back; the Boeotian's device is
// asked: a refusal leaves the game as it was, an agreement takes it back
// on every device. The Boeotian cannot take back the Athenian's action,
// and nobody takes back a roll.
func TestUndoNeedsTheOtherPlayersConsent(t *testing.T) {
	srv, url := startServer(t, t.TempDir())
	code := hostTutorial(t, srv)
	a := join(t, url, code, "atheniens", "")
	b := join(t, url, code, "beotiens", "")
	watch := join(t, url, code, Watch, "")
	if _, v := a.s.Apply(rules.Activate{Leader: "HIP", Pieces: []string{"G1", "G2"}}); v != nil {
		t.Fatal(v)
	}
	settle(a, b, watch)
	if watch.s.CanUndo() || !a.s.CanUndo() {
		t.Errorf("undo offered to the spectator %v, to the Athenian %v: want only to the player", watch.s.CanUndo(), a.s.CanUndo())
	}
	b.s.Undo() // the Boeotian asks: the last action is not his
	settle(a, b)
	if n := len(hostRecordLines(srv, code)); n != 1 || a.c.UndoAsked() != nil {
		t.Fatalf("the Boeotian could take the Athenian's action back: %d actions, asked %+v", n, a.c.UndoAsked())
	}

	ask := func(agree bool) {
		a.s.Undo()
		deadline := time.Now().Add(5 * time.Second)
		for b.c.UndoAsked() == nil && time.Now().Before(deadline) {
			settle(a, b)
		}
		u := b.c.UndoAsked()
		if u == nil || u.Army != "atheniens" || u.Line != "activate HIP G1 G2" {
			t.Fatalf("the Boeotian's device was asked %+v", u)
		}
		b.c.AnswerUndo(agree)
		settle(a, b)
	}
	ask(false)
	if n := len(hostRecordLines(srv, code)); n != 1 || len(a.s.Game().Record) != 1 {
		t.Fatalf("a refused undo changed the game: host %d, device %d", n, len(a.s.Game().Record))
	}
	ask(true)
	if n := len(hostRecordLines(srv, code)); n != 0 || len(a.s.Game().Record) != 0 || len(b.s.Game().Record) != 0 {
		t.Fatalf("an agreed undo: host %d, devices %d and %d actions", n, len(a.s.Game().Record), len(b.s.Game().Record))
	}

	// A roll stays: the Athenians attack and roll, then ask.
	a.mind, b.mind = mustAI(t, "ai:easy"), mustAI(t, "greedy")
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		a.step()
		b.step()
		g := a.s.Game()
		if n := len(g.Record); n > 0 && g.Rolled[n-1] && g.By[n-1] == "atheniens" && !a.c.Busy() && !b.c.Busy() {
			break
		}
		time.Sleep(time.Millisecond)
	}
	a.mind, b.mind = nil, nil
	before := len(a.s.Game().Record)
	a.s.Undo()
	settle(a, b)
	if b.c.UndoAsked() != nil || len(hostRecordLines(srv, code)) != before {
		t.Errorf("a roll was offered to be taken back")
	}
}

// hostRecordLines is the host's record, a line an action.
func hostRecordLines(srv *Server, code string) []string {
	return strings.Fields(strings.ReplaceAll(hostRecord(srv, code), " ", "_"))
}
