package start

import (
	"errors"
	"estafette/lessons"
	"estafette/session"
	"fmt"
	"strings"
	"testing"
	"time"

	"estafette/i18n"
	"estafette/render"
	"estafette/scenarios"
)

// library is a fake of the shell's: n saved games, and an autosave.
func library(n int, latest *Game) Library {
	return Library{
		Latest: func() *Game { return latest },
		Saves: func() ([]Game, error) {
			var out []Game
			for i := 0; i < n; i++ {
				date := time.Date(2026, 11, 22, 10, i, 0, 0, time.UTC)
				e := session.Entry{Path: fmt.Sprintf("saves/g%02d.estafette", i), Kind: session.Saved, Date: date,
					Meta: session.Meta{HasState: true, Turn: i%8 + 1, Army: "atheniens", Armies: []session.ArmyName{{ID: "atheniens", Name: "Armée d'Athènes"}}}}
				out = append(out, Game{Path: e.Path, Scenario: fmt.Sprintf("Game %d", i),
					Turn: i%8 + 1, Army: "Armée d'Athènes", Date: date, Saved: true, Known: true, Entry: e})
			}
			return out, nil
		},
	}
}

func ids(s *Screen) []string {
	var out []string
	for _, e := range s.Entries {
		if e.ID != "" {
			out = append(out, e.ID)
		}
	}
	return out
}

func entry(t *testing.T, s *Screen, id string) Entry {
	t.Helper()
	e, ok := s.Find(id)
	if !ok {
		t.Fatalf("no entry %q among %v", id, ids(s))
	}
	return e
}

// TestEntries: the start screen offers every way in, in both languages,
// each entry clickable where it is drawn; Continue is greyed without an
// unfinished game.
func TestEntries(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
		c := NewController(l, "v1.2", Library{})
		s := c.Layout(1400, 900, 1)
		for _, id := range []string{"new", "continue", "open", "lessons", "demo", "editor", "lang", "contrast", "play"} {
			e := entry(t, s, id)
			if e.Text == "" || strings.HasPrefix(e.Text, "start.") {
				t.Errorf("%s: %q has no text in %s", id, id, l)
			}
			if got, ok := s.Hit((e.Rect.Min.X+e.Rect.Max.X)/2, (e.Rect.Min.Y+e.Rect.Max.Y)/2); !ok || got.ID != id {
				t.Errorf("%s: a click on %q's middle hits %q", l, id, got.ID)
			}
		}
		if !entry(t, s, "continue").Off {
			t.Errorf("%s: Continue is offered without an unfinished game", l)
		}
		found := false
		for _, e := range s.Entries {
			if strings.Contains(e.Text, "v1.2") {
				found = true
				if e.Rect.Max.X < 1400-200 || e.Rect.Min.Y < 900-60 {
					t.Errorf("the version is not in the bottom right corner: %v", e.Rect)
				}
			}
		}
		if !found {
			t.Errorf("%s: the version is not shown", l)
		}
	}
}

// TestScenarioPreviewData: the built-in scenarios are listed, the
// tutorial first; selecting one shows its title, rules family, turns and
// armies, and the preview's place is on screen beside the list.
func TestScenarioPreviewData(t *testing.T) {
	c := NewController(i18n.EN, "dev", Library{})
	if n := len(c.Scenarios()); n != len(scenarios.BuiltinNames()) || c.Scenarios()[0].Key != scenarios.Tutorial {
		t.Fatalf("scenarios %d, first %q", n, c.Scenarios()[0].Key)
	}
	var pratzen int
	for i, s := range c.Scenarios() {
		if s.Key == "pratzen" {
			pratzen = i
		}
	}
	c.Click(fmt.Sprintf("scenario:%d", pratzen))
	sel := c.Selected()
	if sel.Key != "pratzen" || sel.Family() != "Jomini" {
		t.Fatalf("selected %q of %q", sel.Key, sel.Family())
	}
	s := c.Layout(1400, 900, 1)
	texts := map[string]bool{}
	for _, e := range s.Entries {
		texts[e.Text] = true
	}
	for _, want := range []string{sel.Scenario.Title, "Rules: Jomini · 10 turns", sel.Scenario.Armies[0].Name, sel.Scenario.Armies[1].Name} {
		if !texts[want] {
			t.Errorf("the page does not show %q", want)
		}
	}
	if s.Preview.Dx() < 300 || s.Preview.Dy() < 200 || s.Preview.Max.X > 1400 {
		t.Errorf("preview at %v", s.Preview)
	}
	if !entry(t, s, fmt.Sprintf("scenario:%d", pratzen)).Active || entry(t, s, "scenario:0").Active {
		t.Error("the previewed scenario is not the one highlighted")
	}
	sc := previewScene(sel)
	if len(sc.Units) == 0 || len(sc.Leaders) == 0 {
		t.Errorf("the preview shows %d units and %d leaders", len(sc.Units), len(sc.Leaders))
	}
}

// TestSeatsMakePlayers: each click on an army's seat goes person →
// computer easy → normal → hard → person, the label says which, and Play
// asks for the scenario with that Players map.
func TestSeatsMakePlayers(t *testing.T) {
	c := NewController(i18n.FR, "dev", Library{})
	a0, a1 := c.Selected().Scenario.Armies[0].ID, c.Selected().Scenario.Armies[1].ID
	c.Click("play")
	r, ok := c.Request().(PlayRequest)
	if !ok || r.Players[a0] != Human || r.Players[a1] != Human || r.Scenario.Key != scenarios.Tutorial {
		t.Fatalf("default play %+v", r.Players)
	}
	want := []string{AIEasy, AINormal, AIHard, Human, AIEasy}
	for _, w := range want {
		c.Click("seat:" + a1)
		if c.Seat(a1) != w {
			t.Fatalf("seat %s, want %s", c.Seat(a1), w)
		}
		if got := entry(t, c.Layout(1400, 900, 1), "seat:"+a1).Text; got != i18n.T(i18n.FR, "start.seat."+w) || strings.HasPrefix(got, "start.") {
			t.Errorf("the seat reads %q for %s", got, w)
		}
	}
	c.Click("seat:" + a0)
	c.Click("seat:" + a0)
	c.Click("seat:" + a0)
	c.Click("play")
	r = c.Request().(PlayRequest)
	if r.Players[a0] != AIHard || r.Players[a1] != AIEasy || len(r.Players) != 2 {
		t.Errorf("players %v", r.Players)
	}
	if c.Request() != nil {
		t.Error("a request is given twice")
	}
	// Another scenario has its own seats, all people at first.
	c.Click("scenario:1")
	for id, s := range c.Players() {
		if s != Human {
			t.Errorf("%s: %s in a scenario not yet set", id, s)
		}
	}
	// The demo: the tutorial, both armies the computer's, normal.
	c.Click("demo")
	r = c.Request().(PlayRequest)
	if r.Scenario.Key != scenarios.Tutorial || r.Players[a0] != AINormal || r.Players[a1] != AINormal {
		t.Errorf("demo %s %v", r.Scenario.Key, r.Players)
	}
}

// TestSavesScrollBeyondNine: fourteen saved games show a page of rows
// with Play and Replay each; the wheel's scroll shows the later ones and
// stops at the last; each button asks for its own game.
func TestSavesScrollBeyondNine(t *testing.T) {
	c := NewController(i18n.EN, "dev", library(14, nil))
	c.Click("open")
	if c.Page() != PageSaves {
		t.Fatal("the saved games are not shown")
	}
	s := c.Layout(1400, 900, 1)
	if s.Rows < 9 || s.Rows >= 14 {
		t.Fatalf("%d rows fit: the test needs fewer than 14, at least 9", s.Rows)
	}
	if _, ok := s.Find(fmt.Sprintf("save:%d", s.Rows)); ok {
		t.Errorf("row %d shown beyond the page", s.Rows)
	}
	for i := 0; i < 20; i++ {
		c.Scroll(1, s.Rows)
	}
	s = c.Layout(1400, 900, 1)
	if c.Top() != 14-s.Rows {
		t.Errorf("scrolled to %d, want %d", c.Top(), 14-s.Rows)
	}
	e := entry(t, s, "save:13")
	if e.Rect.Max.Y > 900 {
		t.Errorf("the last game is off screen: %v", e.Rect)
	}
	if _, ok := s.Find("save:0"); ok {
		t.Error("the first game still shown after scrolling to the end")
	}
	more, row13 := false, false
	for _, e := range s.Entries {
		if e.Text == fmt.Sprintf("%d to 14 of 14 (wheel, ↑ ↓)", 14-s.Rows+1) {
			more = true
		}
		if e.Text == "Game 13" {
			row13 = true
			if e.Sub != "2026-11-22 10:13 · turn 6, Armée d'Athènes to play · two people · saved (Ctrl+S)" {
				t.Errorf("row of game 13: %q", e.Sub)
			}
		}
	}
	if !more || !row13 {
		t.Errorf("the place in the list shown: %v; game 13's row: %v", more, row13)
	}
	c.Click("save:13")
	if r, ok := c.Request().(OpenSaveRequest); !ok || r.Path != "saves/g13.estafette" || r.View {
		t.Errorf("play: %+v", r)
	}
	c.Click("view:12")
	if r, ok := c.Request().(OpenSaveRequest); !ok || r.Path != "saves/g12.estafette" || !r.View {
		t.Errorf("view: %+v", r)
	}
	c.Scroll(-100, s.Rows)
	if c.Top() != 0 {
		t.Errorf("scrolled back to %d", c.Top())
	}
}

// TestBrokenSaveAndListError: an unreadable saved game is listed with
// why and cannot be opened; a list that cannot be read says so.
func TestBrokenSaveAndListError(t *testing.T) {
	c := NewController(i18n.EN, "dev", Library{Saves: func() ([]Game, error) {
		return []Game{{Path: "saves/bad.estafette", Err: errors.New("line 3: no such unit")}}, nil
	}})
	c.Click("open")
	s := c.Layout(1400, 900, 1)
	if e := entry(t, s, "save:0"); !e.Off {
		t.Error("a broken save's Play is not greyed")
	}
	c.Click("save:0")
	if r := c.Request(); r != nil {
		t.Errorf("a broken save was opened: %v", r)
	}
	c = NewController(i18n.FR, "dev", Library{Saves: func() ([]Game, error) { return nil, errors.New("permission denied") }})
	c.Click("open")
	found := false
	for _, e := range c.Layout(1400, 900, 1).Entries {
		found = found || strings.Contains(e.Text, "ne peuvent pas être listées : permission denied")
	}
	if !found {
		t.Error("the list's error is not shown")
	}
}

// TestContinueOffersTheLatest: with an unfinished game, Continue names
// it (scenario, turn, army to play) and asks for its file.
func TestContinueOffersTheLatest(t *testing.T) {
	g := &Game{Path: "autosave-tutorial-abc.estafette", Scenario: "Tutoriel", Turn: 3, Army: "Confédération béotienne",
		Date: time.Date(2026, 11, 21, 20, 5, 0, 0, time.UTC)}
	c := NewController(i18n.FR, "dev", library(0, g))
	e := entry(t, c.Layout(1400, 900, 1), "continue")
	if e.Off || e.Sub != "Tutoriel\nTour 3, Confédération béotienne joue\n21/11/2026 20:05" {
		t.Errorf("continue: off %v, %q", e.Off, e.Sub)
	}
	c.Click("continue")
	if r, ok := c.Request().(ContinueRequest); !ok || r.Path != g.Path {
		t.Errorf("continue asks %+v", r)
	}
}

// TestLessonsLangAndContrast: the lessons page lists the three lessons by
// their titles in the language shown; the language and the palette are
// switched here and handed to the shell to keep; the editor is asked for.
func TestLessonsLangAndContrast(t *testing.T) {
	c := NewController(i18n.EN, "dev", Library{})
	c.Click("lessons")
	s := c.Layout(1400, 900, 1)
	for i, l := range c.Lessons() {
		e := entry(t, s, fmt.Sprintf("lesson:%d", i))
		if !strings.Contains(e.Text, l.Title(i18n.EN)) || l.Title(i18n.EN) == l.Key {
			t.Errorf("lesson %d reads %q", i, e.Text)
		}
	}
	if len(c.Lessons()) != len(lessons.List()) || len(c.Lessons()) < 3 {
		t.Errorf("%d lessons offered, %d shipped", len(c.Lessons()), len(lessons.List()))
	}
	c.Click("lesson:2")
	if r, ok := c.Request().(LessonRequest); !ok || r.Lesson.Key != "combat" {
		t.Errorf("lesson 3 asks %+v", r)
	}
	c.Click("lang")
	if r, ok := c.Request().(SettingsRequest); !ok || r.Lang != i18n.FR || c.Lang != i18n.FR {
		t.Errorf("lang: %+v, now %s", r, c.Lang)
	}
	if e := entry(t, c.Layout(1400, 900, 1), "lesson:0"); !strings.Contains(e.Text, c.Lessons()[0].Title(i18n.FR)) {
		t.Errorf("the lessons stay in English: %q", e.Text)
	}
	c.Click("contrast")
	if r, ok := c.Request().(SettingsRequest); !ok || !r.HighContrast || r.Lang != i18n.FR {
		t.Errorf("contrast: %+v", r)
	}
	if e := entry(t, c.Layout(1400, 900, 1), "contrast"); e.Text != "Contraste élevé : oui" {
		t.Errorf("contrast reads %q", e.Text)
	}
	c.Click("editor")
	if _, ok := c.Request().(EditorRequest); !ok {
		t.Error("the editor is not asked for")
	}
}

// TestDeleteAsksFirst: a game of the list is deleted only once the
// player has answered yes to the question that takes its row; "no"
// deletes nothing (issue 23: nothing is removed without the player's
// word).
func TestDeleteAsksFirst(t *testing.T) {
	lib := library(3, nil)
	var deleted []string
	lib.Delete = func(p string) error { deleted = append(deleted, p); return nil }
	c := NewController(i18n.EN, "test", lib)
	c.Show(PageSaves)
	c.Click("delete-yes:1")
	if len(deleted) != 0 {
		t.Fatal("deleted without the question")
	}
	c.Click("delete:1")
	s := c.Layout(1400, 900, 1)
	if _, ok := s.Find("save:1"); ok {
		t.Error("the question does not take the game's row")
	}
	found := false
	for _, e := range s.Entries {
		found = found || strings.HasPrefix(e.Text, "Delete “Game 1”?")
	}
	if !found {
		t.Error("no question on the row")
	}
	c.Click("delete-no")
	c.Click("delete-yes:1")
	if len(deleted) != 0 {
		t.Fatal("deleted after no")
	}
	c.Click("delete:2")
	c.Click("delete-yes:2")
	if len(deleted) != 1 || deleted[0] != "saves/g02.estafette" || !strings.Contains(c.Message, "Deleted") {
		t.Errorf("deleted %v, message %q", deleted, c.Message)
	}
}

// TestLongTitlesWrap (issue 39): a scenario's title too long for its
// row (a player's own scenario, a lesson's title in French) is written
// whole, on as many lines as it needs, the row growing to hold them;
// the selected scenario's heading too. Before, it was cut with "…".
func TestLongTitlesWrap(t *testing.T) {
	long := "La bataille de Délion, 424 av. J.-C. : les Thébains sur vingt-cinq rangs contre l'aile droite athénienne et la cavalerie cachée derrière la colline"
	c := NewController(i18n.FR, "dev", Library{Scenarios: func() []Scenario {
		s := NewController(i18n.FR, "dev", Library{}).Scenarios()[0]
		sc := *s.Scenario
		sc.Title = long
		s.Scenario, s.File, s.Key = &sc, "longue.toml", "longue.toml"
		return []Scenario{s}
	}})
	n := len(c.Scenarios()) - 1
	c.Select(n)
	for _, size := range [][2]int{{1400, 900}, {1024, 700}} {
		s := c.Layout(size[0], size[1], 1)
		for _, id := range []string{fmt.Sprintf("scenario:%d", n), ""} {
			var e Entry
			for _, x := range s.Entries {
				if (id != "" && x.ID == id) || (id == "" && x.Kind == KindHeading && strings.HasPrefix(x.Text, "La bataille")) {
					e = x
				}
			}
			if strings.Join(e.Lines, " ") != long || len(e.Lines) < 2 {
				t.Errorf("%v, %q: the title's lines %q; want it whole, wrapped", size, id, e.Lines)
			}
			face := render.BoldFace(e.Size)
			for _, l := range e.Lines {
				if w := render.TextWidth(l, face); w > float64(e.Rect.Dx()) {
					t.Errorf("%v, %q: the line %q is %.0f px in a row %d px wide", size, id, l, w, e.Rect.Dx())
				}
			}
			if need := float64(len(e.Lines)) * e.Size * 1.2; float64(e.Rect.Dy()) < need {
				t.Errorf("%v, %q: %d lines in a row %d px high", size, id, len(e.Lines), e.Rect.Dy())
			}
		}
	}
}
