// Package start is the start screen: what the bare command opens. It
// offers a new game (a built-in scenario, with a preview of its board and
// who commands each army), the most recent unfinished game, the saved
// games (to play or to replay), the lessons, a demonstration of the
// computer against itself, the scenario editor, the language and the
// presentation choices. Like every window it opens no other window: it
// asks the shell (the requests below), which reads the player's game
// library for it (package session, through Library).
package start

import (
	"fmt"
	"time"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/lessons"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// Seats: who commands an army, as table.Options.Players takes it.
const (
	Human    = "human"
	AIEasy   = "ai:easy"
	AINormal = "ai:normal"
	AIHard   = "ai:hard"
)

// seatCycle is the order a click on an army's seat goes through.
var seatCycle = []string{Human, AIEasy, AINormal, AIHard}

// Page is what the right side of the screen shows.
type Page int

// The pages.
const (
	PageNew     Page = iota // the scenarios, one previewed, and its seats
	PageSaves               // the saved games
	PageLessons             // the shipped lessons
)

// Scenario is a built-in scenario offered for a new game.
type Scenario struct {
	Key string // scenarios.Builtin's name: "tutorial"; a player's scenario: its file
	// File is the player's own scenario file (his scenarios folder), ""
	// for a built-in one.
	File     string
	Source   []byte
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
}

// Name is the scenario's file name, as a game records it.
func (s Scenario) Name() string {
	if s.File != "" {
		return s.File
	}
	return s.Key + ".toml"
}

// Family is the name of the scenario's rules (Thucydide, Jomini…).
func (s Scenario) Family() string { return s.Ruleset.Name }

// Game describes a saved game or an autosave, as the shell read it.
type Game struct {
	Path     string
	Scenario string // its title
	Turn     int
	Army     string // the army to play, by name
	Over     bool
	Date     time.Time
	Err      error // it cannot be loaded: shown, never opened
	// Saved is a game the player saved (Ctrl+S): it stands out among
	// the autosaves.
	Saved bool
	// Known is false for a file of an earlier version, whose header does
	// not say where the game stands.
	Known bool
	// Entry is the library's description: who commands each army.
	Entry session.Entry
	// Depth is 0 for a game's row, 1 for a file folded under it (a save
	// of the game, a copy another window made of it).
	Depth int
	// Under is how many files fold under a game's row; Open says they
	// are shown.
	Under int
	Open  bool
	// folded are the files under a game's row.
	folded []session.Entry
}

// Library is what the shell reads for the start screen, through the
// table's code: the most recent unfinished autosave and the saved games,
// newest first. Either may be nil (no autosave: --no-autosave).
type Library struct {
	Latest func() *Game
	Saves  func() ([]Game, error)
	// Delete removes a game's file, once the player has said so.
	Delete func(path string) error
	// Scenarios are the player's own scenarios (his scenarios folder, where
	// the editor offers to save), offered after the built-in ones; read
	// again each time the screen comes back, so that a scenario the
	// editor just saved there is offered at once.
	Scenarios func() []Scenario
	// Notes are what opening the library did that the player must be
	// told: finished games pruned, autosaves of an earlier version that
	// do not load (session.Library.Notes).
	Notes []session.Note
}

// The start screen's requests to the shell.
type (
	// PlayRequest starts a new game of a scenario; Players says who
	// commands each army (army id → Human or AIEasy/AINormal/AIHard).
	// Demo is the computer against itself: who commands the armies then
	// is not the player's choice, and is not remembered as his.
	PlayRequest struct {
		Scenario Scenario
		Players  map[string]string
		Demo     bool
	}
	// ContinueRequest resumes the autosave at Path.
	ContinueRequest struct{ Path string }
	// OpenSaveRequest opens a saved game: on the table, or in the replay
	// viewer (View).
	OpenSaveRequest struct {
		Path string
		View bool
	}
	// PrintRequest prints the scenario's sheets (or, with Rules, its
	// rules family's quick-reference card) as PDF, in the language asked.
	PrintRequest struct {
		Scenario Scenario
		Rules    bool
		Lang     i18n.Lang
	}
	// LessonRequest opens a lesson in the viewer.
	LessonRequest struct{ Lesson lessons.Lesson }
	// EditorRequest opens the scenario editor on a new scenario.
	EditorRequest struct{}
	// OpenFileRequest asks for a scenario file to play, through the
	// system's file dialog.
	OpenFileRequest struct{}
	// QuitRequest ends the program (the Quit entry, Ctrl+Q).
	QuitRequest struct{}
	// SettingsRequest asks the shell to apply and keep the language and
	// the palette the player chose here.
	SettingsRequest struct {
		Lang         i18n.Lang
		HighContrast bool
	}
)

// Controller is the start screen without its window: what it offers and
// what each choice asks of the shell.
type Controller struct {
	Lang         i18n.Lang
	Version      string
	HighContrast bool
	// Scale is the interface's scale the shell applies, shown in percent:
	// set it with SetScale, which lays the screen out again.
	Scale float64
	// Message is a line for the player (a settings file set aside, a
	// game that could not be opened), "" for none.
	Message string

	page      Page
	scenarios []Scenario
	sel       int
	seats     map[string]map[string]string // scenario key → army id → seat
	lib       Library
	latest    *Game
	all       []Game          // every game file, as the library listed them
	open      map[string]bool // the games whose files are shown, by path
	saves     []Game          // the rows shown: games, and the files open under them
	savesErr  error
	notes     []string // what opening the library did, said once
	savesRead bool
	top       int // the first saved game shown
	confirm   int // the game whose deletion is asked, -1 for none
	lessons   []lessons.Lesson
	request   window.Request
	version   int
	join      joinForm // the Join page's fields (network.go)
}

// NewController lists the built-in scenarios (those that load) and
// reads the most recent unfinished game.
func NewController(lang i18n.Lang, version string, lib Library) *Controller {
	c := &Controller{Lang: lang, Version: version, Scale: 1, lib: lib, confirm: -1, seats: map[string]map[string]string{},
		open: map[string]bool{}, lessons: lessons.List()}
	for _, n := range lib.Notes {
		c.notes = append(c.notes, i18n.Tf(lang, n.Key, n.Args...))
	}
	for _, key := range scenarios.BuiltinNames() {
		src, err := scenarios.Builtin(key)
		if err != nil {
			continue
		}
		sc, rs, err := scenarios.LoadScenario(key+".toml", src)
		if err != nil || sc == nil || rs == nil {
			continue
		}
		s := Scenario{Key: key, Source: src, Scenario: sc, Ruleset: rs}
		if key == scenarios.Tutorial {
			// The tutorial first: it is where a newcomer begins.
			c.scenarios = append([]Scenario{s}, c.scenarios...)
		} else {
			c.scenarios = append(c.scenarios, s)
		}
	}
	c.readOwnScenarios()
	if lib.Latest != nil {
		c.latest = lib.Latest()
	}
	return c
}

// readOwnScenarios offers the player's own scenarios after the built-in
// ones, as his scenarios folder holds them now, keeping the scenario
// previewed.
func (c *Controller) readOwnScenarios() {
	key := ""
	if c.sel < len(c.scenarios) {
		key = c.scenarios[c.sel].Key
	}
	builtin := c.scenarios[:0:0]
	for _, s := range c.scenarios {
		if s.File == "" {
			builtin = append(builtin, s)
		}
	}
	c.scenarios = builtin
	if c.lib.Scenarios != nil {
		c.scenarios = append(c.scenarios, c.lib.Scenarios()...)
	}
	c.sel = 0
	for i, s := range c.scenarios {
		if s.Key == key {
			c.sel = i
		}
	}
}

// Notes are what opening the library did that the player is told on
// this screen: each game pruned, each earlier autosave that does not
// load.
func (c *Controller) Notes() []string { return c.notes }

// Changes counts the changes of what the screen shows.
func (c *Controller) Changes() int { return c.version }

func (c *Controller) changed() { c.version++ }

// Page is the page shown.
func (c *Controller) Page() Page { return c.page }

// Scenarios are the scenarios offered, the tutorial first.
func (c *Controller) Scenarios() []Scenario { return c.scenarios }

// Selected is the scenario previewed.
func (c *Controller) Selected() Scenario { return c.scenarios[c.sel] }

// Latest is the unfinished game Continue resumes, nil when there is none.
func (c *Controller) Latest() *Game { return c.latest }

// Lessons are the lessons offered.
func (c *Controller) Lessons() []lessons.Lesson { return c.lessons }

// Seat is who commands an army of the selected scenario: a person unless
// the player chose otherwise.
func (c *Controller) Seat(army string) string {
	if s, ok := c.seats[c.Selected().Key][army]; ok {
		return s
	}
	return Human
}

// Players is who commands each army of the selected scenario, by army id.
func (c *Controller) Players() map[string]string {
	out := map[string]string{}
	for _, a := range c.Selected().Scenario.Armies {
		out[a.ID] = c.Seat(a.ID)
	}
	return out
}

// Saves are the saved games, newest first, read when the page is first
// shown, and why they could not be listed.
func (c *Controller) Saves() ([]Game, error) { return c.saves, c.savesErr }

// Top is the index of the first saved game shown.
func (c *Controller) Top() int { return c.top }

// Request returns what the screen asks of the shell, once.
func (c *Controller) Request() window.Request {
	r := c.request
	c.request = nil
	return r
}

func (c *Controller) ask(r window.Request) { c.request = r }

// Show shows a page; the saved games are read the first time.
func (c *Controller) Show(p Page) {
	c.page = p
	if p == PageSaves && !c.savesRead {
		c.ReadSaves()
	}
	c.changed()
}

// Refresh reads the player's games again, when the screen comes back
// after a game: the game just left is the one Continue offers (it is
// the most recent autosave), and the saved games, when their page was
// read, list those saved since. A message from before goes.
func (c *Controller) Refresh() {
	c.latest = nil
	if c.lib.Latest != nil {
		c.latest = c.lib.Latest()
	}
	if c.savesRead {
		c.ReadSaves()
	}
	c.readOwnScenarios()
	c.Message = ""
	c.notes = nil
	c.changed()
}

// ReadSaves lists the saved games again: one row per game, its saves and
// copies folded under it (session.Groups).
func (c *Controller) ReadSaves() {
	c.all, c.savesErr, c.savesRead, c.confirm = nil, nil, true, -1
	if c.lib.Saves != nil {
		c.all, c.savesErr = c.lib.Saves()
	}
	c.fold()
	c.top = 0
	c.changed()
}

// fold makes the rows shown of every game file: a row per game, and the
// files folded under those the player opened.
func (c *Controller) fold() {
	byPath := map[string]Game{}
	entries := make([]session.Entry, len(c.all))
	for i, g := range c.all {
		e := g.Entry
		e.Path = g.Path
		if g.Err != nil && e.Err == nil {
			e.Err = g.Err
		}
		entries[i] = e
		byPath[g.Path] = g
	}
	c.saves = c.saves[:0]
	for _, grp := range session.Groups(entries) {
		head := byPath[grp.Head.Path]
		head.Depth, head.Under, head.Open, head.folded = 0, len(grp.Under), c.open[head.Path], grp.Under
		c.saves = append(c.saves, head)
		if !head.Open {
			continue
		}
		for _, e := range grp.Under {
			g := byPath[e.Path]
			g.Depth = 1
			c.saves = append(c.saves, g)
		}
	}
}

// Fold shows or hides the files folded under the game of row i.
func (c *Controller) Fold(i int) {
	if i < 0 || i >= len(c.saves) || c.saves[i].Depth != 0 || c.saves[i].Under == 0 {
		return
	}
	p := c.saves[i].Path
	c.open[p] = !c.open[p]
	c.confirm = -1
	c.fold()
	c.changed()
}

// Scroll moves the list of saved games by n entries, keeping a page of
// rows shown (rows fit on screen).
func (c *Controller) Scroll(n, rows int) {
	top := max(0, min(c.top+n, len(c.saves)-rows))
	if top != c.top {
		c.top = top
		c.changed()
	}
}

// Select previews another scenario.
func (c *Controller) Select(i int) {
	if i >= 0 && i < len(c.scenarios) && i != c.sel {
		c.sel = i
		c.changed()
	}
}

// CycleSeat gives an army of the selected scenario to the next in turn: a
// person, the computer easy, normal, hard.
func (c *Controller) CycleSeat(army string) {
	cur := c.Seat(army)
	next := seatCycle[0]
	for i, s := range seatCycle {
		if s == cur {
			next = seatCycle[(i+1)%len(seatCycle)]
		}
	}
	key := c.Selected().Key
	if c.seats[key] == nil {
		c.seats[key] = map[string]string{}
	}
	c.seats[key][army] = next
	c.changed()
}

// Play starts the selected scenario with the seats chosen.
func (c *Controller) Play() { c.ask(PlayRequest{Scenario: c.Selected(), Players: c.Players()}) }

// Demo starts the tutorial with both armies played by the computer.
func (c *Controller) Demo() {
	for _, s := range c.scenarios {
		if s.Key == scenarios.Tutorial {
			players := map[string]string{}
			for _, a := range s.Scenario.Armies {
				players[a.ID] = AINormal
			}
			c.ask(PlayRequest{Scenario: s, Players: players, Demo: true})
			return
		}
	}
}

// Continue resumes the most recent unfinished game, when there is one.
func (c *Controller) Continue() {
	if c.latest != nil {
		c.ask(ContinueRequest{Path: c.latest.Path})
	}
}

// OpenSave opens the i-th saved game on the table, or in the viewer.
func (c *Controller) OpenSave(i int, view bool) {
	if i < 0 || i >= len(c.saves) || c.saves[i].Err != nil {
		return
	}
	c.ask(OpenSaveRequest{Path: c.saves[i].Path, View: view})
}

// RememberSeats gives the screen who commanded each army when each
// scenario was last started (the settings' Seats): they are offered
// again.
func (c *Controller) RememberSeats(seats map[string]map[string]string) {
	for key, armies := range seats {
		c.seats[key] = map[string]string{}
		for army, seat := range armies {
			c.seats[key][army] = seat
		}
	}
	c.changed()
}

// AskDelete asks whether to delete the i-th game of the list: the
// question takes its row (Click "delete-yes:I" or "delete-no").
func (c *Controller) AskDelete(i int) {
	if i >= 0 && i < len(c.saves) {
		c.confirm = i
		c.changed()
	}
}

// Delete deletes the i-th game of the list, the player having said yes,
// and lists the games again.
func (c *Controller) Delete(i int) {
	if i != c.confirm || i < 0 || i >= len(c.saves) || c.lib.Delete == nil {
		return
	}
	c.confirm = -1
	path := c.saves[i].Path
	if err := c.lib.Delete(path); err != nil {
		c.Tell(err.Error())
	} else {
		c.Tell(i18n.Tf(c.Lang, "library.deleted", c.saves[i].Scenario))
	}
	c.ReadSaves()
	if c.latest != nil && c.latest.Path == path {
		c.latest = nil
		if c.lib.Latest != nil {
			c.latest = c.lib.Latest()
		}
	}
}

// OpenLesson opens the i-th lesson.
func (c *Controller) OpenLesson(i int) {
	if i >= 0 && i < len(c.lessons) {
		c.ask(LessonRequest{Lesson: c.lessons[i]})
	}
}

// Editor opens the scenario editor.
func (c *Controller) Editor() { c.ask(EditorRequest{}) }

// SwitchLang changes the language, and asks the shell to keep it.
func (c *Controller) SwitchLang() {
	c.Lang = i18n.Other(c.Lang)
	c.ask(SettingsRequest{Lang: c.Lang, HighContrast: c.HighContrast})
	c.changed()
}

// ToggleContrast switches the high-contrast palette, and asks the shell
// to apply and keep it.
func (c *Controller) ToggleContrast() {
	c.HighContrast = !c.HighContrast
	c.ask(SettingsRequest{Lang: c.Lang, HighContrast: c.HighContrast})
	c.changed()
}

// SetScale is the interface's scale in use now (Ctrl + and Ctrl −, in
// any window): the screen shows it.
func (c *Controller) SetScale(s float64) {
	if s != c.Scale {
		c.Scale = s
		c.changed()
	}
}

// Quit asks the shell to end the program.
func (c *Controller) Quit() { c.ask(QuitRequest{}) }

// Tell shows a line to the player.
func (c *Controller) Tell(msg string) {
	c.Message = msg
	c.changed()
}

// Click acts on a clickable entry of the screen, by its id (Entries).
func (c *Controller) Click(id string) {
	var n int
	switch {
	case c.netClick(id):
	case id == "new":
		c.Show(PageNew)
	case id == "open":
		c.Show(PageSaves)
	case id == "lessons":
		c.Show(PageLessons)
	case id == "continue":
		c.Continue()
	case id == "demo":
		c.Demo()
	case id == "editor":
		c.Editor()
	case id == "openfile":
		c.ask(OpenFileRequest{})
	case id == "lang":
		c.SwitchLang()
	case id == "contrast":
		c.ToggleContrast()
	case id == "quit":
		c.Quit()
	case id == "play":
		c.Play()
	case id == "print", id == "print-rules":
		if len(c.scenarios) > 0 {
			c.ask(PrintRequest{Scenario: c.Selected(), Rules: id == "print-rules", Lang: c.Lang})
		}
	case scan(id, "scenario:%d", &n):
		c.Select(n)
	case len(id) > 5 && id[:5] == "seat:":
		c.CycleSeat(id[5:])
	case scan(id, "save:%d", &n):
		c.OpenSave(n, false)
	case scan(id, "view:%d", &n):
		c.OpenSave(n, true)
	case scan(id, "lesson:%d", &n):
		c.OpenLesson(n)
	case scan(id, "delete:%d", &n):
		c.AskDelete(n)
	case scan(id, "fold:%d", &n):
		c.Fold(n)
	case scan(id, "delete-yes:%d", &n):
		c.Delete(n)
	case id == "delete-no":
		c.confirm = -1
		c.changed()
	}
}

// scan reads an id of the form format (one %d).
func scan(id, format string, n *int) bool {
	var rest string
	k, _ := fmt.Sscanf(id+" .", format+" %s", n, &rest)
	return k == 2 && rest == "."
}
