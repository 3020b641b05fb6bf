package table

import (
	"slices"
	"time"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/session"
)

// Controller is the table without a window: it holds the game state, the
// record of accepted actions, the selection and the log, and turns clicks
// into rules actions. Every click goes through rules.State.Apply; the
// controller never decides what is legal. It uses no Ebiten, so tests
// drive it directly.
type Controller struct {
	game *session.Game

	redo []rules.Action // actions undone, most recent last

	sel  string // selected piece id, "" for none
	card string // the piece whose card is pinned open, "" for none
	// showOpp keeps the other army's moves of its last turn on the board,
	// from the handover until the player's first action.
	showOpp bool
	follow  bool // leaders on a moving unit's hex follow it

	status   Status
	trail    *Trail
	banner   string // army id the handover banner announces, "" when none
	lastDice []rules.Face

	// ArmedOrder is an attack order chosen in the Orders menu, given with
	// the next attack this unit declares.
	ArmedOrder string

	// Lang is the interface language; it changes how the log and the
	// status line read, never what they say.
	Lang i18n.Lang
	// Now is the clock for the status line's fading; tests replace it.
	Now func() time.Time
	// Lib, when set, receives the game after every change, in the
	// autosave of Doc: the game's own file (session.Library).
	Lib *session.Library
	// Doc is the game's identity and its autosave; the first action of a
	// game that has none gives it one.
	Doc *session.Doc
	// SaveErr is the last autosave failure, shown in the status line.
	SaveErr error
	// Gate, when set, is asked about every action before the rules: an
	// action it refuses is refused with its violation and changes
	// nothing (a lesson's step in the viewer accepts only its action).
	Gate func(rules.Action) *rules.Violation

	cpu computer // the armies the computer commands (computer.go)

	savedAt  int // the record's length at the last Ctrl+S (or load)
	version  int // bumped on every change the window must redraw
	legal    []rules.Action
	legalFor *rules.State
	legalN   int
}

// Status is the status line: the last refusal (a rule id and the rules'
// sentence) or a hint from the table itself (Rule empty). It fades after
// StatusDuration.
type Status struct {
	Rule   rules.RuleID
	Format string
	Args   []any
	Text   string // the English sentence
	Key    string // an i18n key for the table's own hints, instead of Format
	At     time.Time
}

// StatusDuration is how long the status line stays before it has faded.
const StatusDuration = 6 * time.Second

// Trail is the last move, kept on the board until the next action so that
// "what just moved?" is always answered.
type Trail struct {
	Piece string
	Path  []hex.Hex // from the starting hex to the end, both included
}

// NewController starts a new game of a scenario. name and source are the
// scenario file's name and text, kept so that a saved game carries the
// scenario with it; seed overrides the scenario's dice seed when nonzero.
func NewController(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, seed int64) *Controller {
	return &Controller{game: session.NewGame(name, source, sc, rs, seed), follow: true, Lang: i18n.EN, Now: time.Now, cpu: computer{pace: DefaultPace}}
}

// State returns the game state. Callers read it; only the controller
// changes it.
func (c *Controller) State() *rules.State { return c.game.State }

// Scenario returns the scenario in play.
func (c *Controller) Scenario() *rules.Scenario { return c.game.Scenario }

// Ruleset returns the ruleset in play.
func (c *Controller) Ruleset() *rules.Ruleset { return c.game.Ruleset }

// ScenarioName returns the scenario file's name.
func (c *Controller) ScenarioName() string { return c.game.Name }

// Source returns the scenario file's text, as the game was started from.
func (c *Controller) Source() []byte { return c.game.Source }

// Sentence renders a rules sentence (a violation's or an event's) in the
// interface language.
func (c *Controller) Sentence(format string, args []any, text string) string {
	return i18n.Sentence(c.Lang, format, args, text)
}

// EventSentence is an event's sentence in the interface language.
func (c *Controller) EventSentence(e rules.Event) string {
	format, args := e.Sentence()
	return c.Sentence(format, args, "")
}

// Record returns the accepted actions, in order: the game record.
func (c *Controller) Record() []rules.Action { return c.game.Record }

// Log returns the game log: every event since the start, oldest first.
func (c *Controller) Log() []session.LogEntry { return c.game.Log }

// Version changes whenever something the window draws has changed.
func (c *Controller) Version() int { return c.version }

// Selected returns the selected piece's id, or "".
func (c *Controller) Selected() string { return c.sel }

// Follow reports whether leaders on a moving unit's hex follow it.
func (c *Controller) Follow() bool { return c.follow }

// ToggleFollow switches whether leaders follow the unit they stand with.
func (c *Controller) ToggleFollow() { c.follow = !c.follow; c.changed() }

// Status returns the status line.
func (c *Controller) Status() Status { return c.status }

// StatusAlpha is how visible the status line is now: 1 when fresh, down
// to 0 once StatusDuration has passed (the last second fades).
func (c *Controller) StatusAlpha() float64 {
	if c.status.At.IsZero() {
		return 0
	}
	age := c.Now().Sub(c.status.At)
	switch {
	case age >= StatusDuration:
		return 0
	case age <= StatusDuration-time.Second:
		return 1
	}
	return float64(StatusDuration-age) / float64(time.Second)
}

// StatusText returns the status line in the interface language, with the
// rule id first for a refusal.
func (c *Controller) StatusText() string {
	s := c.status
	var msg string
	if s.Key != "" {
		msg = i18n.Tf(c.Lang, s.Key, s.Args...)
	} else {
		msg = c.Sentence(s.Format, s.Args, s.Text)
	}
	if s.Rule != rules.NoRule {
		return s.Rule.String() + " : " + msg
	}
	return msg
}

// Trail returns the last move, or nil.
func (c *Controller) Trail() *Trail { return c.trail }

// LastDice returns the faces rolled by the last action that rolled any.
func (c *Controller) LastDice() []rules.Face { return c.lastDice }

// Banner returns the army id the handover banner announces, or "".
func (c *Controller) Banner() string { return c.banner }

// DismissBanner hides the handover banner.
func (c *Controller) DismissBanner() {
	if c.banner != "" {
		c.banner = ""
		c.changed()
	}
}

// Over reports whether the game has ended.
func (c *Controller) Over() bool { return c.game.State.Phase() == rules.PhaseOver }

func (c *Controller) changed() { c.version++ }

// refuse shows a refusal in the status line; the state is untouched.
func (c *Controller) refuse(v *rules.Violation) {
	c.status = Status{Rule: v.Rule, Format: v.Format, Args: v.Args, Text: v.Message, At: c.Now()}
	c.changed()
}

// Hint shows one of the table's own messages (an i18n key) in the status
// line.
func (c *Controller) Hint(key string, args ...any) { c.hint(key, args...) }

func (c *Controller) hint(key string, args ...any) {
	c.status = Status{Key: key, Args: args, At: c.Now()}
	c.changed()
}

// ClearStatus empties the status line.
func (c *Controller) ClearStatus() { c.status = Status{}; c.changed() }

// Apply plays an action through the rules. A refusal changes nothing and
// shows the rule and its sentence; an accepted action is recorded, logged,
// clears the redo list and is autosaved. It reports whether the action
// was accepted. While the computer decides, a person's action is refused
// with a sentence (the computer's own go through applyComputer).
func (c *Controller) Apply(a rules.Action) bool {
	if !c.gateComputer() {
		return false
	}
	if c.Gate != nil {
		if v := c.Gate(a); v != nil {
			c.refuse(v)
			return false
		}
	}
	st := c.game.State
	before := st.Active().ID
	ev, v := c.game.Apply(a)
	if v != nil {
		c.refuse(v)
		return false
	}
	c.redo = c.redo[:0]
	c.afterAction(a, ev, before)
	return true
}

// afterAction updates the interface state after an accepted action: the
// trail is the move's path as the rules report it (their Moved event).
func (c *Controller) afterAction(a rules.Action, ev []rules.Event, before string) {
	st := c.game.State
	c.trail = nil
	_, isMove := a.(rules.Move)
	for _, e := range ev {
		if d := e.Dice(); len(d) > 0 {
			c.lastDice = d
		}
		if m, ok := e.(rules.Moved); ok && isMove && c.trail == nil {
			c.trail = &Trail{Piece: m.Piece.ID, Path: m.Path}
		}
	}
	if _, ok := a.(rules.Attack); ok {
		c.ArmedOrder = ""
	}
	c.showOpp = false
	if st.Active().ID != before && st.Phase() != rules.PhaseOver {
		if c.wantsBanner(st.Active().ID) {
			c.banner = st.Active().ID
		}
		c.sel = ""
		c.showOpp = true
	}
	c.positionChanged()
	c.card = ""
	if _, ok := a.(rules.EndPhase); ok {
		c.sel = ""
		c.ArmedOrder = ""
	}
	c.status = Status{}
	c.changed()
	c.save()
}

func (c *Controller) pieceHex(id string) (hex.Hex, bool) {
	st := c.game.State
	if u, ok := st.Unit(id); ok {
		return u.Hex, u.OnBoard
	}
	if l, ok := st.Leader(id); ok {
		return l.Hex, l.OnBoard && l.Present
	}
	return hex.None, false
}

// save writes the autosave, if there is one; a failure is remembered
// and shown, never fatal.
func (c *Controller) save() {
	if c.Lib == nil {
		return
	}
	if c.Doc == nil && len(c.game.Record) > 0 {
		c.Doc = c.Lib.NewDoc(c.game.Scenario.Title)
	}
	c.SaveErr = c.Lib.Write(c.Doc, c.game)
	if c.SaveErr != nil {
		c.hint("autosave.failed", c.SaveErr.Error())
	}
}

// CanUndo reports whether Undo would take an action back: there is one,
// and it rolled no dice (a roll is never undone, only the moves before it).
func (c *Controller) CanUndo() bool {
	_, key := c.undoCut()
	return key == ""
}

// CanRedo reports whether an undone action waits to be replayed.
func (c *Controller) CanRedo() bool { return len(c.redo) > 0 }

// undoCut is the record's length Undo goes back to, or the hint that says
// why it cannot. Against the computer it goes back to the person's last
// decision: his last action goes, and all the computer did after it
// (its rolls included: played again from the same position, the same
// answers meet the same dice). The person's own rolls are never undone.
func (c *Controller) undoCut() (cut int, key string) {
	g := c.game
	n := len(g.Record)
	if n == 0 {
		return 0, "undo.nothing"
	}
	cut = n - 1
	if len(c.cpu.players) > 0 && c.hasHuman() {
		for cut >= 0 && c.IsComputer(g.By[cut]) {
			cut--
		}
		if cut < 0 {
			return 0, "undo.nothing"
		}
	}
	if g.Rolled[cut] {
		return cut, "undo.dice"
	}
	return cut, ""
}

// Undo takes the last action back by replaying the record without it from
// the scenario. It refuses to go past an action whose dice were rolled.
// Against the computer it takes back the computer's actions since the
// person's last one, and that one: the redo list gets only the person's
// action (the computer plays the same again after it). In a game of the
// computer against itself it also pauses the computer, which would
// otherwise play the same action again at once.
func (c *Controller) Undo() bool {
	cut, key := c.undoCut()
	if key != "" {
		c.hint(key)
		return false
	}
	if len(c.cpu.players) > 0 && !c.hasHuman() {
		c.cpu.paused = true
	}
	old := c.game
	last := old.Record[cut]
	g, err := old.Truncated(cut)
	if err != nil {
		// The record replayed once already; failing now is a program bug.
		panic(err)
	}
	c.game = g
	c.redo = append(c.redo, last)
	c.trail = nil
	c.banner = ""
	c.showOpp = false
	c.card = ""
	if c.sel != "" {
		if _, ok := c.pieceHex(c.sel); !ok {
			c.sel = ""
		}
	}
	c.positionChanged()
	if n := len(old.Record) - cut - 1; n > 0 {
		c.hint("undo.computer", last.String(), n)
	} else {
		c.hint("undo.done", last.String())
	}
	c.save()
	return true
}

// Redo replays the last undone action (in a game of the computer against
// itself, the computer's: the gate lets it through).
func (c *Controller) Redo() bool {
	if len(c.redo) == 0 {
		c.hint("redo.nothing")
		return false
	}
	a := c.redo[len(c.redo)-1]
	redo := slices.Clone(c.redo[:len(c.redo)-1])
	c.cpu.acting = !c.hasHuman()
	ok := c.Apply(a)
	c.cpu.acting = false
	if !ok {
		return false
	}
	c.redo = redo
	return true
}

// Select selects a piece by id ("" clears the selection). Any piece may be
// selected: an enemy leader to see his radii, an own unit to see its reach.
func (c *Controller) Select(id string) {
	if id != c.sel {
		c.sel = id
		c.ArmedOrder = ""
		c.changed()
	}
}
