// Package control is the table without a window: the game session
// (package session) with what a player at the table adds to it, the
// selection, the status line, the last move's trail and the handover,
// and the clicks turned into rules actions. It draws nothing and imports
// no Ebiten, all the way down (game/layers_test.go), so tests drive it
// directly; the table window and the viewer's seat use it.
package control

import (
	"time"

	"estafette/game/say"
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
	// s is the game played: its record, undo and redo, the computer's
	// scheduling and the game's own file (package session), which the
	// controller holds rather than embeds: what the windows reach
	// through it is named (Session), and none of its methods is shadowed
	// by one of the controller's with another signature.
	s *session.Session

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

	// choice is a choice under way on the board (choose.go).
	choice Choice

	// Lang is the interface language; it changes how the log and the
	// status line read, never what they say.
	Lang i18n.Lang
	// TouchScreen: the status line speaks of taps (i18n.TouchKey).
	TouchScreen bool

	net *Net // the shared game's connection, nil on one device

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
const StatusDuration = say.StatusDuration

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
	return controllerOf(session.New(session.NewGame(name, source, sc, rs, seed)))
}

// controllerOf is the table's controller of a session: the session's
// messages go to its status line.
func controllerOf(s *session.Session) *Controller {
	c := &Controller{s: s, follow: true, Lang: i18n.EN}
	s.Say, s.Changed = c.hint, c.changed
	return c
}

// State returns the game state. Callers read it; only the controller
// changes it.
func (c *Controller) State() *rules.State { return c.s.Game().State }

// Scenario returns the scenario in play.
func (c *Controller) Scenario() *rules.Scenario { return c.s.Game().Scenario }

// Ruleset returns the ruleset in play.
func (c *Controller) Ruleset() *rules.Ruleset { return c.s.Game().Ruleset }

// ScenarioName returns the scenario file's name.
func (c *Controller) ScenarioName() string { return c.s.Game().Name }

// Source returns the scenario file's text, as the game was started from.
func (c *Controller) Source() []byte { return c.s.Game().Source }

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
func (c *Controller) Record() []rules.Action { return c.s.Game().Record }

// Log returns the game log: every event since the start, oldest first.
func (c *Controller) Log() []session.LogEntry { return c.s.Game().Log }

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
	return say.Fade(c.status.At, c.s.Now(), StatusDuration)
}

// StatusText returns the status line in the interface language, with the
// rule id first for a refusal.
func (c *Controller) StatusText() string {
	s := c.status
	var msg string
	if s.Key != "" {
		msg = i18n.Tf(c.Lang, i18n.TouchKey(s.Key, c.TouchScreen), s.Args...)
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

func (c *Controller) changed() { c.version++ }

// Touch marks what the window draws as changed, for a caller that set
// ArmedOrder itself: the next frame asks the rules again.
func (c *Controller) Touch() { c.changed() }

// refuse shows a refusal in the status line; the state is untouched.
func (c *Controller) refuse(v *rules.Violation) {
	c.status = Status{Rule: v.Rule, Format: v.Format, Args: v.Args, Text: v.Message, At: c.s.Now()}
	c.changed()
}

// Hint shows one of the table's own messages (an i18n key) in the status
// line.
func (c *Controller) Hint(key string, args ...any) { c.hint(key, args...) }

func (c *Controller) hint(key string, args ...any) {
	c.status = Status{Key: key, Args: args, At: c.s.Now()}
	c.changed()
}

// ClearStatus empties the status line.
func (c *Controller) ClearStatus() { c.status = Status{}; c.changed() }

// Apply plays an action through the session. A refusal changes nothing
// and shows the rule and its sentence; an accepted action is recorded,
// logged, clears the redo list and is autosaved. It reports whether the
// action was accepted. While the computer decides, a person's action is
// refused with a sentence (the computer's own come through Tick).
func (c *Controller) Apply(a rules.Action) bool {
	p, v := c.s.Apply(a)
	return c.played(p, v)
}

// played shows what the session played, or its refusal; it reports
// whether an action was played.
func (c *Controller) played(p *session.Played, v *rules.Violation) bool {
	switch {
	case v != nil:
		c.refuse(v)
	case p != nil:
		c.afterAction(p)
	}
	return p != nil
}

// afterAction updates the interface state after an accepted action: the
// trail is the move's path as the rules report it (their Moved event).
// Then the game goes to its file.
func (c *Controller) afterAction(p *session.Played) {
	st := c.s.Game().State
	c.trail = nil
	_, isMove := p.Action.(rules.Move)
	for _, e := range p.Events {
		if d := e.Dice(); len(d) > 0 {
			c.lastDice = d
		}
		if m, ok := e.(rules.Moved); ok && isMove && c.trail == nil {
			c.trail = &Trail{Piece: m.Piece.ID, Path: m.Path}
		}
	}
	if _, ok := p.Action.(rules.Attack); ok {
		c.ArmedOrder = ""
	}
	c.showOpp = false
	if st.Active().ID != p.Before && st.Phase() != rules.PhaseOver {
		if c.wantsBanner(st.Active().ID) {
			c.banner = st.Active().ID
		}
		c.sel = ""
		c.showOpp = true
	}
	c.card = ""
	c.choice = Choice{}
	if _, ok := p.Action.(rules.EndPhase); ok {
		c.sel = ""
		c.ArmedOrder = ""
	}
	c.status = Status{}
	c.changed()
	c.s.Save()
}

func (c *Controller) PieceHex(id string) (hex.Hex, bool) {
	st := c.s.Game().State
	if u, ok := st.Unit(id); ok {
		return u.Hex, u.OnBoard
	}
	if l, ok := st.Leader(id); ok {
		return l.Hex, l.OnBoard && l.Present
	}
	return hex.None, false
}

// Undo takes the last action back (session.Undo: against the computer,
// back to the person's last decision; never past a roll), and clears
// what showed the actions taken back.
func (c *Controller) Undo() bool {
	if !c.s.Undo() {
		return false
	}
	c.trail = nil
	c.banner = ""
	c.showOpp = false
	c.card = ""
	c.choice = Choice{}
	if c.sel != "" {
		if _, ok := c.PieceHex(c.sel); !ok {
			c.sel = ""
		}
	}
	c.changed()
	return true
}

// Redo replays the last undone action.
func (c *Controller) Redo() bool { return c.played(c.s.Redo()) }

// Tick lets the computer play, once per frame (session.Tick), and shows
// what it played.
func (c *Controller) Tick() {
	c.tickNet()
	c.played(c.s.Tick())
}

// SetLang changes the interface language: the log, the status line and
// the panel read in it from the next frame.
func (c *Controller) SetLang(l i18n.Lang) {
	if c.Lang != l {
		c.Lang = l
		c.changed()
	}
}

// Select selects a piece by id ("" clears the selection). Any piece may be
// selected: an enemy leader to see his radii, an own unit to see its reach.
func (c *Controller) Select(id string) {
	if c.choice.Kind != NoChoice {
		// Esc, or another piece picked: the choice is given up.
		c.choice = Choice{}
		c.changed()
	}
	if id != c.sel {
		c.sel = id
		c.ArmedOrder = ""
		c.changed()
	}
}

// Session is the game being played: its record, undo and redo, the
// computer's players and pace, and the game's own file. Act on the game
// through the controller (Apply, Play, Undo, Redo, Adopt, Tick), which
// shows what happened; the session's own methods of those names do not.
func (c *Controller) Session() *session.Session { return c.s }
