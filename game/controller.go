package game

import (
	"slices"
	"time"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
)

// Controller is the table without a window: it holds the game state, the
// record of accepted actions, the selection and the log, and turns clicks
// into rules actions. Every click goes through rules.State.Apply; the
// controller never decides what is legal. It uses no Ebiten, so tests
// drive it directly.
type Controller struct {
	game *Game

	redo []rules.Action // actions undone, most recent last

	sel    string // selected piece id, "" for none
	follow bool   // leaders on a moving unit's hex follow it

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
	// Autosave, when set, receives the game after every change.
	Autosave *Autosaver
	// SaveErr is the last autosave failure, shown in the status line.
	SaveErr error

	version  int // bumped on every change the window must redraw
	legal    []rules.Action
	legalFor *rules.State
	legalN   int
}

// Status is the status line: the last refusal (a rule id and the rules'
// sentence) or a hint from the table itself (Rule empty). It fades after
// StatusDuration.
type Status struct {
	Rule   string
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
	return &Controller{game: newGame(name, source, sc, rs, seed), follow: true, Lang: i18n.EN, Now: time.Now}
}

// State returns the game state. Callers read it; only the controller
// changes it.
func (c *Controller) State() *rules.State { return c.game.st }

// Scenario returns the scenario in play.
func (c *Controller) Scenario() *rules.Scenario { return c.game.sc }

// Ruleset returns the ruleset in play.
func (c *Controller) Ruleset() *rules.Ruleset { return c.game.rs }

// ScenarioName returns the scenario file's name.
func (c *Controller) ScenarioName() string { return c.game.name }

// Record returns the accepted actions, in order: the game record.
func (c *Controller) Record() []rules.Action { return c.game.record }

// Log returns the game log: every event since the start, oldest first.
func (c *Controller) Log() []LogEntry { return c.game.log }

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
		msg = i18n.Sentence(c.Lang, s.Format, s.Args, s.Text)
	}
	if s.Rule != "" {
		return s.Rule + " : " + msg
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
func (c *Controller) Over() bool { return c.game.st.Phase() == rules.PhaseOver }

func (c *Controller) changed() { c.version++ }

// refuse shows a refusal in the status line; the state is untouched.
func (c *Controller) refuse(v *rules.Violation) {
	c.status = Status{Rule: v.Rule, Format: v.Format, Args: v.Args, Text: v.Message, At: c.Now()}
	c.changed()
}

// hint shows one of the table's own messages (an i18n key).
func (c *Controller) hint(key string, args ...any) {
	c.status = Status{Key: key, Args: args, At: c.Now()}
	c.changed()
}

// ClearStatus empties the status line.
func (c *Controller) ClearStatus() { c.status = Status{}; c.changed() }

// Apply plays an action through the rules. A refusal changes nothing and
// shows the rule and its sentence; an accepted action is recorded, logged,
// clears the redo list and is autosaved. It reports whether the action
// was accepted.
func (c *Controller) Apply(a rules.Action) bool {
	st := c.game.st
	before := st.Active().ID
	var trail *Trail
	if m, ok := a.(rules.Move); ok {
		trail = c.trailFor(m)
	}
	ev, v := c.game.apply(a)
	if v != nil {
		c.refuse(v)
		return false
	}
	c.redo = c.redo[:0]
	c.afterAction(a, ev, before, trail)
	return true
}

// afterAction updates the interface state after an accepted action.
func (c *Controller) afterAction(a rules.Action, ev []rules.Event, before string, trail *Trail) {
	st := c.game.st
	c.trail = trail
	for _, e := range ev {
		if len(e.Dice) > 0 {
			c.lastDice = e.Dice
		}
	}
	if _, ok := a.(rules.Attack); ok {
		c.ArmedOrder = ""
	}
	if st.Active().ID != before && st.Phase() != rules.PhaseOver {
		c.banner = st.Active().ID
		c.sel = ""
	}
	if _, ok := a.(rules.EndPhase); ok {
		c.sel = ""
		c.ArmedOrder = ""
	}
	c.status = Status{}
	c.changed()
	c.save()
}

// trailFor works out the path a move will take, before it is played.
func (c *Controller) trailFor(m rules.Move) *Trail {
	st := c.game.st
	from, ok := c.pieceHex(m.Piece)
	if !ok || len(m.Path) == 0 {
		return nil
	}
	path := []hex.Hex{from}
	if len(m.Path) > 1 {
		path = append(path, m.Path...)
	} else if area := st.Reach(m.Piece); area != nil {
		if p := area.Path(m.Path[0]); len(p) > 0 {
			path = append(path, p...)
		} else {
			path = append(path, m.Path[0])
		}
	} else {
		path = append(path, m.Path[0])
	}
	return &Trail{Piece: m.Piece, Path: path}
}

func (c *Controller) pieceHex(id string) (hex.Hex, bool) {
	st := c.game.st
	if u := st.Unit(id); u != nil {
		return u.Hex, u.OnBoard
	}
	if l := st.Leader(id); l != nil {
		return l.Hex, l.OnBoard && l.Present
	}
	return hex.Hex{}, false
}

// save writes the autosave, if there is one; a failure is remembered
// and shown, never fatal.
func (c *Controller) save() {
	if c.Autosave == nil {
		return
	}
	c.SaveErr = c.Autosave.Save(c.game)
	if c.SaveErr != nil {
		c.hint("autosave.failed", c.SaveErr.Error())
	}
}

// CanUndo reports whether Undo would take an action back: there is one,
// and it rolled no dice (a roll is never undone, only the moves before it).
func (c *Controller) CanUndo() bool {
	n := len(c.game.record)
	return n > 0 && !c.game.rolled[n-1]
}

// CanRedo reports whether an undone action waits to be replayed.
func (c *Controller) CanRedo() bool { return len(c.redo) > 0 }

// Undo takes the last action back by replaying the record without it from
// the scenario. It refuses to go past an action whose dice were rolled.
func (c *Controller) Undo() bool {
	n := len(c.game.record)
	if n == 0 {
		c.hint("undo.nothing")
		return false
	}
	if c.game.rolled[n-1] {
		c.hint("undo.dice")
		return false
	}
	last := c.game.record[n-1]
	g, err := replay(c.game.name, c.game.source, c.game.sc, c.game.rs, c.game.seed, c.game.record[:n-1])
	if err != nil {
		// The record replayed once already; failing now is a program bug.
		panic(err)
	}
	c.game = g
	c.redo = append(c.redo, last)
	c.trail = nil
	c.banner = ""
	if c.sel != "" {
		if _, ok := c.pieceHex(c.sel); !ok {
			c.sel = ""
		}
	}
	c.hint("undo.done", last.String())
	c.save()
	return true
}

// Redo replays the last undone action.
func (c *Controller) Redo() bool {
	if len(c.redo) == 0 {
		c.hint("redo.nothing")
		return false
	}
	a := c.redo[len(c.redo)-1]
	redo := slices.Clone(c.redo[:len(c.redo)-1])
	if !c.Apply(a) {
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

// EndPhase ends the current phase.
func (c *Controller) EndPhase() bool { return c.Apply(rules.EndPhase{}) }

// Roll resolves the declared combat.
func (c *Controller) Roll() bool { return c.Apply(rules.Roll{}) }

// GiveOrder gives an order of the Orders menu to the selected piece, or to
// no one when the order takes no target. Attack orders are armed for the
// next attack, once the rules accept them for the selected attacker;
// defense orders answer the declared combat. A refused order is shown
// with the rules' reason and leaves nothing armed.
func (c *Controller) GiveOrder(key string, count int) bool {
	o, ok := c.game.rs.Order(key)
	if !ok {
		return c.Apply(rules.GiveOrder{Key: key})
	}
	switch o.Window {
	case rules.WindowAttack:
		return c.armOrder(o)
	case rules.WindowDefense:
		return c.Apply(rules.Defend{Order: key})
	}
	a, ok := c.OrderAction(o)
	if !ok {
		c.hint("order.needs_target", o.Name)
		return false
	}
	g := a.(rules.GiveOrder)
	g.Count = count
	return c.Apply(g)
}

// armOrder arms an attack order for the selected attacker's next attack,
// or disarms it when it is armed already.
func (c *Controller) armOrder(o *rules.Order) bool {
	st := c.game.st
	if c.ArmedOrder == o.Key {
		c.ArmedOrder = ""
		c.changed()
		return true
	}
	c.ArmedOrder = ""
	if u := st.Unit(c.sel); u == nil || u.Army != st.Active().ID {
		c.hint("order.needs_target", o.Name)
		return false
	}
	if _, _, v := st.CombatOrderCost(o.Key, c.sel); v != nil {
		c.refuse(v)
		return false
	}
	c.ArmedOrder = o.Key
	c.hint("order.armed", o.Name)
	return true
}

// OrderAction is the action a click on a command or maneuver order gives
// with the current selection: the order to the selected piece when it is
// the kind the order takes, to no one when it takes none. ok is false when
// the order waits for a target.
func (c *Controller) OrderAction(o *rules.Order) (rules.Action, bool) {
	a := rules.GiveOrder{Key: o.Key}
	if t := OrderTarget(c.game.st, o, c.sel); t != "" {
		a.Args = []string{t}
	} else if o.Target != rules.TargetNone {
		return nil, false
	}
	return a, true
}

// OrderTarget returns the id an order would be given to with this piece
// selected: the piece itself when it is the right kind, "" otherwise.
func OrderTarget(st *rules.State, o *rules.Order, sel string) string {
	switch o.Target {
	case rules.TargetNone:
		return ""
	case rules.TargetLeader, rules.TargetLeaderGroup:
		if st.Leader(sel) != nil {
			return sel
		}
	default:
		if st.Unit(sel) != nil {
			return sel
		}
	}
	return ""
}

// Click handles a click on the board: on hex h, and on the leader token
// leader when the click fell on one ("" otherwise). alt is the modifier
// (Shift): in the command phase it activates a clicked leader alone
// instead of selecting him.
func (c *Controller) Click(h hex.Hex, leader string, alt bool) {
	st := c.game.st
	switch st.Phase() {
	case rules.PhaseCommand:
		c.clickCommand(h, leader, alt)
	case rules.PhaseMovement:
		c.clickMovement(h, leader)
	case rules.PhaseCombat:
		c.clickCombat(h, leader)
	}
}

// selectedLeader returns the selected leader if he belongs to the army to play.
func (c *Controller) selectedLeader() *rules.Leader {
	st := c.game.st
	if l := st.Leader(c.sel); l != nil && l.Army == st.Active().ID {
		return l
	}
	return nil
}

func (c *Controller) clickCommand(h hex.Hex, leader string, alt bool) {
	st := c.game.st
	sel := c.selectedLeader()
	if leader != "" {
		switch {
		case sel != nil && alt && leader != sel.ID:
			c.Apply(rules.Activate{Leader: sel.ID, Pieces: []string{leader}})
		case leader == c.sel:
			c.Select("")
		default:
			c.Select(leader)
		}
		return
	}
	u := st.UnitAt(h)
	if u == nil {
		if ls := st.LeadersAt(h); len(ls) > 0 {
			c.Select(nextLeader(ls, c.sel))
			return
		}
		c.Select("")
		return
	}
	if sel == nil {
		// Without an activating leader a click on a unit only selects it;
		// the hint says how activation works.
		c.Select(u.ID)
		if u.Army == st.Active().ID {
			c.hint("hint.pick_leader")
		}
		return
	}
	c.Apply(rules.Activate{Leader: sel.ID, Pieces: []string{u.ID}})
}

// nextLeader cycles through the leaders on one hex.
func nextLeader(ls []*rules.Leader, cur string) string {
	for i, l := range ls {
		if l.ID == cur {
			return ls[(i+1)%len(ls)].ID
		}
	}
	return ls[0].ID
}

func (c *Controller) clickMovement(h hex.Hex, leader string) {
	st := c.game.st
	army := st.Active().ID
	area := st.Reach(c.sel)
	if area != nil && h != area.Start {
		if area.Can(h) {
			c.Apply(c.moveTo(c.sel, h))
			return
		}
		if leader == "" && st.UnitAt(h) == nil && len(st.LeadersAt(h)) == 0 {
			// Not a destination: let the rules say why.
			c.Apply(rules.Move{Piece: c.sel, Path: []hex.Hex{h}})
			return
		}
	}
	if leader != "" {
		if leader == c.sel {
			c.Select("")
		} else {
			c.selectMover(leader)
		}
		return
	}
	if u := st.UnitAt(h); u != nil {
		if u.ID == c.sel {
			c.Select("")
			return
		}
		if u.Army == army {
			c.selectMover(u.ID)
		} else {
			c.Select(u.ID)
		}
		return
	}
	if ls := st.LeadersAt(h); len(ls) > 0 {
		c.selectMover(nextLeader(ls, c.sel))
		return
	}
	c.Select("")
}

// selectMover selects a piece in the movement phase; if it cannot move,
// the status line says why, in the rules' words.
func (c *Controller) selectMover(id string) {
	c.Select(id)
	if v := c.game.st.CanMove(id); v != nil {
		c.refuse(v)
	}
}

// moveTo builds the move of a piece to h; leaders standing with a unit
// follow it when Follow is on and the rules accept them.
func (c *Controller) moveTo(id string, h hex.Hex) rules.Action {
	st := c.game.st
	m := rules.Move{Piece: id, Path: []hex.Hex{h}}
	u := st.Unit(id)
	if u == nil || !c.follow {
		return m
	}
	var with []string
	for _, l := range st.LeadersAt(u.Hex) {
		if l.Army == u.Army && !l.Moved {
			with = append(with, l.ID)
		}
	}
	if len(with) > 0 {
		w := rules.Move{Piece: id, Path: m.Path, With: with}
		if st.Check(w) == nil {
			return w
		}
	}
	return m
}

func (c *Controller) clickCombat(h hex.Hex, leader string) {
	st := c.game.st
	army := st.Active().ID
	if leader != "" {
		c.Select(leader)
		return
	}
	u := st.UnitAt(h)
	if u == nil {
		c.Select("")
		return
	}
	if u.Army == army {
		if u.ID == c.sel {
			c.Select("")
		} else {
			c.Select(u.ID)
		}
		return
	}
	if own := st.Unit(c.sel); own != nil && own.Army == army {
		if !c.Apply(rules.Attack{Attacker: own.ID, Defender: u.ID, Order: c.ArmedOrder}) && c.ArmedOrder != "" {
			// A refused order deselects: it must not refuse every later
			// click until Esc.
			c.ArmedOrder = ""
			c.changed()
		}
		return
	}
	c.Select(u.ID)
	c.hint("hint.pick_attacker")
}

// LegalActions returns the rules' legal actions now, computed once per
// change of the state.
func (c *Controller) LegalActions() []rules.Action {
	if c.legalFor != c.game.st || c.legalN != len(c.game.record) {
		c.legal = c.game.st.LegalActions()
		c.legalFor, c.legalN = c.game.st, len(c.game.record)
	}
	return c.legal
}
