package game

import (
	"maps"
	"strings"
	"testing"

	"estafette/game/table"
	"estafette/game/viewer"
	"estafette/game/window"
	"estafette/i18n"
	"estafette/lessons"
)

// TestTakeOverOpensTheTable: the viewer's "Take over from here" opens
// the table on a new game of the same scenario and seed, played up to
// the position shown, which goes on from there; the table's Ctrl+E then
// opens the editor on that scenario, as for any game.
func TestTakeOverOpensTheTable(t *testing.T) {
	l, _ := lessons.Find("combat")
	g, err := OpenLesson(l)
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewViewer(g, ViewerOptions{Lang: i18n.FR, At: 12})
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{cur: a, viewer: a, playOpts: table.Options{NoAutosave: true}}
	s.handle(a.Viewer().TakeOver())
	tb := s.table
	if tb == nil || s.cur != window.Window(tb) {
		t.Fatal("the table is not on screen")
	}
	c := tb.Controller()
	if len(c.Record()) != 12 || c.Seed() != 23 || c.Lang != i18n.FR || c.ScenarioName() != "tutorial.toml" {
		t.Fatalf("the table's game: %d actions, seed %d, %s, %s", len(c.Record()), c.Seed(), c.Lang, c.ScenarioName())
	}
	if got, want := c.State().Turn(), a.Viewer().Replay().State().Turn(); got != want || c.Banner() != "" {
		t.Errorf("turn %d, want %d; banner %q", got, want, c.Banner())
	}
	// The game goes on: the record's next action is the players' to play.
	if !c.Apply(g.Actions[12]) {
		t.Errorf("the next action of the record is refused: %s", c.StatusText())
	}
	s.handle(table.EditRequest{})
	if s.ed == nil || s.cur != window.Window(s.ed) {
		t.Error("Ctrl+E from the game taken over does not open the editor")
	}
}

// TestSavedGameInTheViewer: a saved game opens in the viewer with its
// whole record; its actions keep their line numbers in the saved file,
// and a saved game the table would refuse is refused with its place.
func TestSavedGameInTheViewer(t *testing.T) {
	c := played(t)
	data, err := c.SaveText()
	if err != nil {
		t.Fatal(err)
	}
	g, err := OpenSave("g.estafette", data)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if g.Len() != 2 || lines[g.Lines[0]-1] != "activate HIP G2" || lines[g.Lines[1]-1] != "end" {
		t.Errorf("%d actions at lines %v", g.Len(), g.Lines)
	}
	if _, err := viewer.NewReplay(g); err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), "activate HIP G2", "activate HIP PSI", 1)
	_, err = OpenSave("g.estafette", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), "g.estafette:") || !strings.Contains(err.Error(), "CMD.RADIUS") {
		t.Errorf("a refused line: %v", err)
	}
}

// TestTakeOverAgainstTheComputerOpensTheTable: "Take over against the
// computer" opens the table with the computer commanding the army that
// does not decide at the position shown (after the Athenians' dice, the
// Boeotians decide: the person is the Boeotians, the computer the
// Athenians), and the decision there is the person's; "Take over from
// here" is hot-seat. Both are the viewer's choice, whatever players the
// shell's options for its tables name.
func TestTakeOverAgainstTheComputerOpensTheTable(t *testing.T) {
	l, _ := lessons.Find("combat")
	g, err := OpenLesson(l)
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewViewer(g, ViewerOptions{Lang: i18n.EN, At: 22})
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{cur: a, viewer: a, playOpts: table.Options{NoAutosave: true, Players: map[string]string{"beotiens": "ai:easy"}}}
	s.handle(a.Viewer().TakeOverAgainstComputer())
	tb := s.table
	if tb == nil || s.cur != window.Window(tb) {
		t.Fatal("the table is not on screen")
	}
	c := tb.Controller()
	if p := c.Session().Players(); !maps.Equal(p, map[string]string{"atheniens": "ai:normal"}) || !c.Session().IsComputer("atheniens") || c.Session().IsComputer("beotiens") {
		t.Errorf("the table's computer players: %v", p)
	}
	if d := c.State().Decision(); d.Army != "beotiens" || c.Session().ComputerDecides() || len(c.Record()) != 22 {
		t.Errorf("the decision is %s's (the computer's: %v), %d actions", d.Army, c.Session().ComputerDecides(), len(c.Record()))
	}
	tb.Controller().Session().StopComputer()

	s.table, s.cur = nil, a
	s.handle(a.Viewer().TakeOver())
	if s.table == nil || s.table.Controller().Session().HasComputer() {
		t.Error("the hot-seat take-over has a computer player")
	}
}

// TestNextLessonOpensIt (issue 26): the viewer's Next lesson opens the
// next lesson in a viewer of its own, in the same language.
func TestNextLessonOpensIt(t *testing.T) {
	l, _ := lessons.Find("command")
	g, err := OpenLesson(l)
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewViewer(g, ViewerOptions{Lang: i18n.FR, At: g.Len()})
	if err != nil {
		t.Fatal(err)
	}
	next, ok := a.Viewer().NextLesson()
	if !ok || next.Key != "orders" {
		t.Fatalf("at the end of lesson 1 the next lesson is %+v", next)
	}
	s := &Shell{cur: a, viewer: a, playOpts: table.Options{NoAutosave: true}}
	s.handle(viewer.NextLessonRequest{Lesson: next})
	if s.viewer == a || s.viewer == nil || s.cur != window.Window(s.viewer) || s.viewer.Viewer().Lang != i18n.FR {
		t.Fatal("the next lesson is not on screen")
	}
	if got := s.viewer.Viewer().Replay().Game().File; got != "lessons/"+next.File {
		t.Errorf("the viewer shows %s", got)
	}
}
