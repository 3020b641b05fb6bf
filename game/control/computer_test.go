package control_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/rules"
	"estafette/session"
)

// fakeClock is a clock the test moves.

// TestComputerAgainstItselfPlaysTheTutorial: with both armies the
// computer's, the controller's Tick plays the tutorial to its end at
// the default pace on a fake clock, never a handover banner, one action
// per half second at most; the same seeds give the same record twice.
func TestComputerAgainstItselfPlaysTheTutorial(t *testing.T) {
	var records [][]string
	for run := 0; run < 2; run++ {
		c := newTutorial(t)
		clk := withClock(c)
		if err := c.Session().SetPlayers(map[string]string{"atheniens": "ai:easy", "beotiens": "ai:easy"}); err != nil {
			t.Fatal(err)
		}
		banners, last, quickest := 0, 0, time.Hour
		lastAt := clk.T
		for i := 0; i < 200000 && !c.Session().Over(); i++ {
			c.Tick()
			wait(c)
			if n := len(c.Record()); n != last {
				quickest = min(quickest, clk.T.Sub(lastAt))
				last, lastAt = n, clk.T
			}
			if c.Banner() != "" {
				banners++
			}
			clk.T = clk.T.Add(50 * time.Millisecond)
		}
		if !c.Session().Over() {
			t.Fatalf("run %d: the game did not end: %d actions, decision %+v", run, len(c.Record()), c.State().Decision())
		}
		if banners > 0 {
			t.Errorf("run %d: a handover banner showed in %d frames of a game without a person", run, banners)
		}
		if quickest < control.DefaultPace {
			t.Errorf("run %d: two actions %v apart, quicker than the pace %v", run, quickest, control.DefaultPace)
		}
		if len(c.Session().Game().Reasons) == 0 {
			t.Errorf("run %d: no reason of the computer in the log", run)
		}
		records = append(records, recordLines(c))
	}
	if !slices.Equal(records[0], records[1]) {
		t.Errorf("the same seeds gave two records:\n%v\n%v", records[0], records[1])
	}
}

// TestComputerAnswersDuringThePersonsTurn: the person attacks; when the
// decision is the Boeotian defender's, the computer answers it (no
// banner, the turn stays the person's), and the decision comes back to
// the person.
func TestComputerAnswersDuringThePersonsTurn(t *testing.T) {
	c, clk := soloAtCombat(t)
	st := c.State()
	if st.Decision().Kind == rules.DecideAttacker && !c.Pass() {
		t.Fatalf("the attacker's pass is refused: %s", c.StatusText())
	}
	if !c.Session().ComputerDecides() || st.Decision().Kind != rules.DecideDefender {
		t.Fatalf("decision %+v, want the computer's defense", st.Decision())
	}
	n := len(c.Record())
	tickUntil(c, clk, 100*time.Millisecond, 100, func() bool { return !c.Session().ComputerDecides() })
	if len(c.Record()) != n+1 {
		t.Fatalf("the computer played %d actions, want its one answer", len(c.Record())-n)
	}
	if c.Banner() != "" {
		t.Errorf("the computer's answer showed the banner for %s", c.Banner())
	}
	if st.Active().ID != "atheniens" || st.Decision().Army != "atheniens" {
		t.Errorf("after the answer: active %s, decision %+v; want the Athenians'", st.Active().ID, st.Decision())
	}
}

// TestPersonCannotActForTheComputer: while the computer decides, the
// person's pass, roll and clicks on the board are refused with a
// sentence naming the army, and change nothing.
func TestPersonCannotActForTheComputer(t *testing.T) {
	c, _ := soloAtCombat(t)
	if c.State().Decision().Kind == rules.DecideAttacker {
		c.Pass()
	}
	n := len(c.Record())
	c.Pass()
	if len(c.Record()) != n || c.Status().Key != "computer.refuse" {
		t.Fatalf("the person's pass for the computer: record %d → %d, status %q", n, len(c.Record()), c.StatusText())
	}
	if got, want := c.StatusText(), "Confédération béotienne: the computer decides this; wait for its action (P: pause, N: the rest of its turn)"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	c.Lang = i18n.FR
	if got, want := c.StatusText(), "Confédération béotienne : c'est à l'ordinateur de décider ; attendez son action (P : pause, N : fin de son tour)"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	c.GiveOrder("retraite", 0)
	c.Click(unitOf(c.State(), "CVB").Hex, "", false)
	if len(c.Record()) != n {
		t.Errorf("a defense order or a click for the computer's army was played: %v", recordLines(c)[n:])
	}
}

// TestUndoAfterTheComputersTurn: the person ends his turn, the computer
// plays its own; undo takes back all the computer did and the person's
// last action, to his decision before the computer acted; redo holds the
// person's action only, and after it the computer plays its turn again
// the same way.
func TestUndoAfterTheComputersTurn(t *testing.T) {
	c := newTutorial(t)
	clk := withClock(c)
	if err := c.Session().SetPlayers(map[string]string{"beotiens": "ai:easy"}); err != nil {
		t.Fatal(err)
	}
	for c.State().Active().ID == "atheniens" {
		if !c.EndPhase() {
			t.Fatalf("end phase refused: %s", c.StatusText())
		}
	}
	if c.Banner() != "" {
		t.Errorf("handing over to the computer showed the banner")
	}
	mine := len(c.Record())
	beforeMine := slices.Clone(recordLines(c)[:mine-1])
	tickUntil(c, clk, 100*time.Millisecond, 100000, func() bool { return !c.Session().ComputerDecides() })
	if c.State().Active().ID != "atheniens" || c.Banner() != "atheniens" {
		t.Fatalf("after the computer's turn: active %s, banner %q", c.State().Active().ID, c.Banner())
	}
	theirs := slices.Clone(recordLines(c))
	if len(theirs) <= mine {
		t.Fatal("the computer played nothing")
	}
	c.DismissBanner()
	if !c.Session().CanUndo() || !c.Undo() {
		t.Fatalf("undo refused: %s", c.StatusText())
	}
	if got := recordLines(c); !slices.Equal(got, beforeMine) {
		t.Fatalf("after undo the record is %v, want the one before the person's last action %v", got, beforeMine)
	}
	if c.Session().ComputerDecides() || c.State().Decision().Army != "atheniens" {
		t.Errorf("after undo the decision is %+v, want the person's", c.State().Decision())
	}
	if r := c.Session().Undone(); len(r) != 1 || r[0].String() != theirs[mine-1] {
		t.Errorf("redo holds %v, want the person's %q only", r, theirs[mine-1])
	}
	if !c.Redo() {
		t.Fatalf("redo refused: %s", c.StatusText())
	}
	tickUntil(c, clk, 100*time.Millisecond, 100000, func() bool { return !c.Session().ComputerDecides() })
	if got := recordLines(c); !slices.Equal(got, theirs) {
		t.Errorf("after redo the computer played\n%v\nwant the same turn again\n%v", got[mine:], theirs[mine:])
	}
}

// TestCancelledThinkingIsDiscarded: the person undoes while the computer
// thinks: its context is cancelled and its late answer is never played.
func TestCancelledThinkingIsDiscarded(t *testing.T) {
	c, clk := soloAtCombat(t)
	if c.State().Decision().Kind == rules.DecideAttacker {
		c.Pass()
	}
	g := &tabletest.Gated{Release: make(chan struct{}), Asked: make(chan struct{}, 1), Answer: rules.Pass{}}
	c.Session().SetComputer("beotiens", g)
	c.Tick()
	<-g.Asked
	ctx, thinking := c.Session().Job()
	if !thinking || !c.Session().Thinking() {
		t.Fatal("the computer is not thinking")
	}
	n := len(c.Record())
	if !c.Undo() {
		t.Fatalf("undo refused: %s", c.StatusText())
	}
	select {
	case <-ctx.Done():
	default:
		t.Error("undo did not cancel the thinking")
	}
	close(g.Release)
	for i := 0; i < 20; i++ {
		c.Tick()
		clk.T = clk.T.Add(time.Second)
	}
	if len(c.Record()) != n-1 {
		t.Errorf("record %d actions after the undo, want %d: the stale answer was played? %v", len(c.Record()), n-1, recordLines(c))
	}
	if c.ReasonOf(n-1) == "stale" {
		t.Error("the stale answer's reason is in the log")
	}
}

// TestSavedGameRemembersTheComputer: a saved game names the armies the
// computer commands on a "# players:" line, a TOML comment that leaves
// the scenario and the record as they were; opening it restores them.
// A bad line is an error at its line and column.
func TestSavedGameRemembersTheComputer(t *testing.T) {
	c := newTutorial(t)
	if err := c.Session().SetPlayers(map[string]string{"beotiens": "ai:hard", "atheniens": control.Human}); err != nil {
		t.Fatal(err)
	}
	c.EndPhase()
	data := tabletest.MustSave(t, c)
	lines := strings.Split(string(data), "\n")
	if lines[2] != "# players: beotiens=ai:hard" {
		t.Fatalf("line 3 is %q", lines[2])
	}
	sg, err := session.ParseSave("g.estafette", data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sg.Source, tutorialSource(t)) {
		t.Error("the players line leaked into the scenario's text")
	}
	o, err := control.LoadSave("g.estafette", data)
	if err != nil {
		t.Fatal(err)
	}
	if !o.Session().IsComputer("beotiens") || o.Session().IsComputer("atheniens") || o.Session().Players()["beotiens"] != "ai:hard" {
		t.Errorf("opened players %v", o.Session().Players())
	}
	if got := strings.Join(recordLines(o), "|"); got != strings.Join(recordLines(c), "|") {
		t.Errorf("record %q", got)
	}
	for _, bad := range []struct{ line, want string }{
		{"# players: beotiens", "g.estafette:3:12: \"beotiens\": a player is written ARMY=NAME"},
		{"# players: beotiens=ai beotiens=random", "g.estafette:3:24: army \"beotiens\" is named twice"},
		{"# players: perses=ai", "g.estafette:3:1: players: there is no army \"perses\""},
		{"# players: beotiens=ai:expert", "g.estafette:3:1: players beotiens: unknown level \"expert\""},
	} {
		text := strings.Replace(string(data), lines[2], bad.line, 1)
		_, err := control.LoadSave("g.estafette", []byte(text))
		if err == nil || !strings.HasPrefix(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.line, err, bad.want)
		}
	}
}
