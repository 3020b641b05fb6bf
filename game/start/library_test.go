package start

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"estafette/i18n"
	"estafette/session"
)

// marathonLibrary is a game played against the computer, its two Ctrl+S
// saves and the copy a second window made of it, and another game: what
// an hour at the club left in the list (issue 39).
func marathonLibrary() Library {
	at := func(h, m int) time.Time { return time.Date(2026, 11, 28, h, m, 0, 0, time.UTC) }
	armies := []session.ArmyName{{ID: "grecs", Name: "Athéniens et Platéens"}, {ID: "perses", Name: "Armée du Grand Roi"}}
	game := func(path string, kind session.Kind, id, copyOf string, date time.Time, turn int) Game {
		e := session.Entry{Path: path, Kind: kind, Date: date, Players: map[string]string{"perses": "ai:normal"},
			Meta: session.Meta{ID: id, CopyOf: copyOf, HasState: true, Turn: turn, Army: "grecs", Armies: armies, Actions: 3}}
		return Game{Path: path, Scenario: "Marathon, 490 av. J.-C.", Turn: turn, Army: "Athéniens et Platéens", Date: date,
			Saved: kind == session.Saved, Known: true, Entry: e}
	}
	games := []Game{
		game("games/aaa-marathon.estafette", session.Autosave, "aaaaaaaaaaaa", "", at(20, 30), 3),
		game("games/ccc-marathon.estafette", session.Autosave, "cccccccccccc", "aaaaaaaaaaaa", at(20, 28), 3),
		game("saves/marathon-2.estafette", session.Saved, "aaaaaaaaaaaa", "", at(20, 25), 3),
		game("saves/marathon-1.estafette", session.Saved, "aaaaaaaaaaaa", "", at(20, 15), 2),
	}
	other := game("games/bbb-pratzen.estafette", session.Autosave, "bbbbbbbbbbbb", "", at(19, 0), 1)
	other.Scenario, other.Entry.Players = "Austerlitz", nil
	return Library{Saves: func() ([]Game, error) { return append(games, other), nil }}
}

// texts are the entries' texts and second lines, by id ("" for those
// with none).
func texts(s *Screen) []string {
	var out []string
	for _, e := range s.Entries {
		out = append(out, e.Text, e.Sub)
	}
	return out
}

func has(list []string, want string) bool {
	for _, s := range list {
		if s == want {
			return true
		}
	}
	return false
}

// TestOneRowPerGameOnTheScreen (issue 39): Your games shows one row per
// game, with the full date and time; its saves and the copy fold under
// it, counted on the row, and a click shows them, each saying what it is
// and when, newest first, each with its own Play, Replay and Delete.
func TestOneRowPerGameOnTheScreen(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
		c := NewController(l, "dev", marathonLibrary())
		c.Click("open")
		s := c.Layout(1400, 900, 1)
		if saves, _ := c.Saves(); len(saves) != 2 {
			t.Fatalf("%s: %d rows, want one per game", l, len(saves))
		}
		row := map[i18n.Lang][3]string{
			i18n.EN: {"2026-11-28 20:30 · 2 saves, 1 copy · turn 3, Athéniens et Platéens to play · Armée du Grand Roi: computer (normal) · in progress", "► Marathon, 490 av. J.-C.", "▼ Marathon, 490 av. J.-C."},
			i18n.FR: {"28/11/2026 20:30 · 2 enregistrements, 1 copie · tour 3, Athéniens et Platéens joue · Armée du Grand Roi : ordinateur (normal) · en cours", "► Marathon, 490 av. J.-C.", "▼ Marathon, 490 av. J.-C."},
		}[l]
		if e := entry(t, s, "fold:0"); e.Sub != row[0] || e.Text != row[1] {
			t.Errorf("%s: the game's row: %q, %q", l, e.Text, e.Sub)
		}
		if l == i18n.EN && !has(texts(s), "2026-11-28 19:00 · turn 1, Athéniens et Platéens to play · two people · in progress") {
			t.Errorf("the other game's row: %q", texts(s))
		}
		if _, ok := s.Find("fold:1"); ok {
			t.Errorf("%s: a game with nothing folded under it offers to unfold", l)
		}
		c.Click("fold:0")
		s = c.Layout(1400, 900, 1)
		saves, _ := c.Saves()
		if len(saves) != 5 || entry(t, s, "fold:0").Text != row[2] {
			t.Fatalf("%s: unfolded, %d rows", l, len(saves))
		}
		want := map[i18n.Lang][]string{
			i18n.EN: {"2026-11-28 20:28 · copy (second window)", "2026-11-28 20:25 · saved (Ctrl+S)", "2026-11-28 20:15 · saved (Ctrl+S)"},
			i18n.FR: {"28/11/2026 20:28 · copie (seconde fenêtre)", "28/11/2026 20:25 · enregistrée (Ctrl+S)", "28/11/2026 20:15 · enregistrée (Ctrl+S)"},
		}[l]
		for i, w := range want {
			if !has(texts(s), w) || saves[i+1].Depth != 1 {
				t.Errorf("%s: row %d is not %q: %q", l, i+1, w, texts(s))
			}
			if e := entry(t, s, fmt.Sprintf("save:%d", i+1)); e.Rect.Min.X <= entry(t, s, "save:0").Rect.Min.X-1 {
				t.Errorf("%s: the folded row's Play at %v", l, e.Rect)
			}
		}
		if game, under := entry(t, s, "save:0").Rect, entry(t, s, "delete:3").Rect; under.Max.X > 1400 || game.Max.X > 1400 {
			t.Errorf("%s: buttons off screen: %v %v", l, game, under)
		}
		c.Click("save:2")
		if r, ok := c.Request().(OpenSaveRequest); !ok || r.Path != "saves/marathon-2.estafette" {
			t.Errorf("%s: Play on the second save asks %+v", l, r)
		}
		c.Click("fold:0")
		if saves, _ := c.Saves(); len(saves) != 2 {
			t.Errorf("%s: folded again, %d rows", l, len(saves))
		}
	}
}

// TestNotesAreSaid (issue 35, item 3): what opening the library did (a
// finished game pruned, an earlier autosave that does not load) is said
// on the start screen, each one, in the screen's language.
func TestNotesAreSaid(t *testing.T) {
	notes := []session.Note{
		{Key: "library.pruned", Args: []any{"Tutoriel", "2026-11-20"}},
		{Key: "library.pruned", Args: []any{"Marathon", "2026-11-21"}},
		{Key: "library.unreadable", Args: []any{"autosave-x.estafette", "line 3: no such unit"}},
	}
	for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
		c := NewController(l, "dev", Library{Notes: notes})
		s := c.Layout(1400, 900, 1)
		for _, n := range notes {
			want := i18n.Tf(l, n.Key, n.Args...)
			if !has(texts(s), want) {
				t.Errorf("%s: %q is not said: %q", l, want, texts(s))
			}
		}
		c.Refresh()
		if has(texts(c.Layout(1400, 900, 1)), i18n.Tf(l, notes[0].Key, notes[0].Args...)) {
			t.Errorf("%s: the notes are said again after a game", l)
		}
	}
	// Many: the first ones, and how many more, the rest in the tooltip.
	var many []session.Note
	for i := 0; i < 100; i++ {
		many = append(many, session.Note{Key: "library.pruned", Args: []any{fmt.Sprintf("Game %d", i), "2026-11-20"}})
	}
	s := NewController(i18n.EN, "dev", Library{Notes: many}).Layout(1400, 900, 1)
	found := false
	for _, e := range s.Entries {
		if strings.Contains(e.Text, "97 more") {
			found = len(e.Tip) > 0 && strings.Contains(strings.Join(e.Tip, "\n"), "Game 3")
		}
	}
	if !found {
		t.Errorf("100 notes: %q", texts(s))
	}
}

// TestTheDemoIsNotAChoice (issue 39): the computer against itself is
// asked as a demo, which the shell does not keep as the player's seats;
// the seats offered after it are those the player chose.
func TestTheDemoIsNotAChoice(t *testing.T) {
	c := NewController(i18n.EN, "dev", Library{})
	army := c.Selected().Scenario.Armies[1].ID
	c.Click("seat:" + army)
	c.Click("demo")
	r, ok := c.Request().(PlayRequest)
	if !ok || !r.Demo || r.Players[army] != AINormal {
		t.Fatalf("the demo asks %+v", r)
	}
	c.Click("play")
	if r, ok := c.Request().(PlayRequest); !ok || r.Demo || r.Players[army] != AIEasy || r.Players[c.Selected().Scenario.Armies[0].ID] != Human {
		t.Errorf("the next game asks %+v", r)
	}
}

// TestOwnScenarioListedAtOnce (issue 39): a scenario the editor saved in
// the player's folder is offered when the screen comes back, the
// scenario previewed staying the one it was.
func TestOwnScenarioListedAtOnce(t *testing.T) {
	var mine []Scenario
	c := NewController(i18n.EN, "dev", Library{Scenarios: func() []Scenario { return mine }})
	n := len(c.Scenarios())
	c.Select(2)
	key := c.Selected().Key
	s := c.Scenarios()[1]
	s.Key, s.File = "/home/p/scenarios/mine.toml", "/home/p/scenarios/mine.toml"
	mine = []Scenario{s}
	c.Refresh()
	if len(c.Scenarios()) != n+1 || c.Scenarios()[n].File != s.File || c.Selected().Key != key {
		t.Errorf("%d scenarios (was %d), selected %q", len(c.Scenarios()), n, c.Selected().Key)
	}
	if _, ok := c.Layout(1400, 900, 1).Find(fmt.Sprintf("scenario:%d", n)); !ok {
		t.Error("the new scenario is not on the page")
	}
}

// TestEveryMarkIsInTheFont (issue 39): every character the start screen
// draws, on every page, in both languages, with a library, notes and a
// message, is one the Go font has (the ★ of a saved game was drawn as
// an empty box).
func TestEveryMarkIsInTheFont(t *testing.T) {
	var fonts []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	missing := map[rune]string{}
	check := func(where, s string) {
		for _, r := range s {
			if r == '\n' {
				continue
			}
			for _, f := range fonts {
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					missing[r] = where + ": " + s
				}
			}
		}
	}
	for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
		lib := marathonLibrary()
		lib.Notes = []session.Note{{Key: "library.pruned", Args: []any{"Tutoriel", "2026-11-20"}}}
		c := NewController(l, "dev", lib)
		c.Tell("a message")
		for _, page := range []string{"new", "open", "fold:0", "lessons", "join"} {
			c.Click(page)
			for _, e := range c.Layout(1400, 900, 1).Entries {
				check(page, e.Text)
				check(page, e.Sub)
				for _, tip := range e.Tip {
					check(page, tip)
				}
			}
		}
	}
	for r, where := range missing {
		t.Errorf("%q (%U) is not in the font: %s", r, r, where)
	}
}
