package table

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"
	"time"

	"estafette/ai"
	"estafette/i18n"
	"estafette/session"
)

// The computer at the table (docs/table.md "Playing against the
// computer"). When the army whose decision it is (State.Decision) is
// commanded by the computer, the controller asks its ai.Player in a
// goroutine, on a copy of the state, and the window's Update polls the
// answer (Tick): the window keeps drawing while it thinks, and Draw never
// changes the game. An answer is applied at the pace the player chose,
// through Apply like a person's click, so that it shows its trail, dice
// and log line; any change of the position (an action, an undo, another
// game) cancels the thinking and throws its answer away.

// Human is the Players value of an army a person commands.
const Human = session.Human

// DefaultPace is the time between two of the computer's actions.
const DefaultPace = 500 * time.Millisecond

// Paces are the steps the pace keys and buttons move through.
var Paces = []time.Duration{0, 250 * time.Millisecond, DefaultPace, time.Second, 2 * time.Second}

// computer is the controller's side of the computer players.
type computer struct {
	players map[string]ai.Player // by army id: the armies the computer commands
	gen     int                  // bumped whenever the position changes: older answers are stale
	job     *thinkJob            // the thinking under way, nil when none
	ready   *ai.Choice           // an answer waiting for its time
	since   time.Time            // when the computer was asked for the current decision
	failed  int                  // gen+1 of a position the computer could not answer
	pace    time.Duration
	paused  bool
	skip    string // the army whose turn is played to its end without waiting, "" when none
	acting  bool   // Apply is playing the computer's answer (or a redo): the gate lets it through
	// background: think on a thread scheduled after the window's
	// (thinkInBackground). The window sets it; the controller's own tests
	// think at the test's priority, so that a busy machine running the
	// test suite does not starve them.
	background bool
}

// thinkJob is one question to a computer player, answered on done
// (buffered, so that a cancelled thinker never blocks).
type thinkJob struct {
	gen    int
	ctx    context.Context
	cancel context.CancelFunc
	done   chan thought
}

type thought struct {
	choice ai.Choice
	err    error
}

// SetPlayers says who commands each army (army id → Human or a computer
// player's name, as ai.New takes it); an army not named is a person's.
// It is saved with the game. An unknown name is an error and changes
// nothing.
func (c *Controller) SetPlayers(players map[string]string) error {
	if err := session.CheckPlayers(c.game.Scenario, players); err != nil {
		return err
	}
	c.game.Players = map[string]string{}
	for k, v := range players {
		if v != Human {
			c.game.Players[k] = v
		}
	}
	c.buildPlayers()
	return nil
}

// Players returns who commands each army the computer commands (army
// id → the computer player's name); the others are people's.
func (c *Controller) Players() map[string]string {
	out := map[string]string{}
	for k, v := range c.game.Players {
		out[k] = v
	}
	return out
}

// buildPlayers makes the computer players of the game's players. Each
// one's seed comes from the game's dice seed and its army, so that the
// same game plays the same.
func (c *Controller) buildPlayers() {
	c.stopThinking()
	c.cpu.players = map[string]ai.Player{}
	for army, name := range c.game.Players {
		h := fnv.New64a()
		h.Write([]byte(army))
		p, err := ai.New(name, h.Sum64()^uint64(c.game.Seed))
		if err == nil {
			c.cpu.players[army] = p
		}
	}
	c.cpu.skip, c.cpu.paused = "", false
	c.changed()
}

// HasComputer reports whether the computer commands an army.
func (c *Controller) HasComputer() bool { return len(c.cpu.players) > 0 }

// IsComputer reports whether the computer commands an army.
func (c *Controller) IsComputer(army string) bool { return c.cpu.players[army] != nil }

// hasHuman reports whether a person commands at least one army.
func (c *Controller) hasHuman() bool {
	for _, a := range c.game.Scenario.Armies {
		if !c.IsComputer(a.ID) {
			return true
		}
	}
	return false
}

// ComputerDecides reports whether the decision now is the computer's.
func (c *Controller) ComputerDecides() bool {
	return !c.Over() && c.IsComputer(c.game.State.Decision().Army)
}

// Thinking reports whether the computer is thinking now (a goroutine is
// under way); false once its answer waits for its time.
func (c *Controller) Thinking() bool { return c.cpu.job != nil }

// Pace returns the time between two of the computer's actions.
func (c *Controller) Pace() time.Duration { return c.cpu.pace }

// SetPace sets the time between two of the computer's actions.
func (c *Controller) SetPace(d time.Duration) {
	if d != c.cpu.pace {
		c.cpu.pace = max(0, d)
		c.changed()
	}
}

// StepPace moves the pace one step slower (dir > 0) or quicker (dir < 0)
// through Paces.
func (c *Controller) StepPace(dir int) {
	i := 0
	for i < len(Paces)-1 && Paces[i] < c.cpu.pace {
		i++
	}
	i = max(0, min(len(Paces)-1, i+dir))
	c.SetPace(Paces[i])
	c.hint("computer.pace", paceText(c.cpu.pace))
}

// paceText writes a pace in seconds: "0.5 s".
func paceText(d time.Duration) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.2f", d.Seconds()), "0"), ".0") + " s"
}

// Paused reports whether the computer's actions wait for the player.
func (c *Controller) Paused() bool { return c.cpu.paused }

// TogglePause pauses the computer or lets it play on. While paused it
// may finish thinking; its answer waits.
func (c *Controller) TogglePause() {
	c.cpu.paused = !c.cpu.paused
	c.hint(pick2(c.cpu.paused, "computer.paused", "computer.resumed"))
}

func pick2(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// SkipTurn plays the rest of the computer's turn without waiting: every
// answer as soon as it is found, until a person decides or the turn
// passes to the other army. It also ends a pause.
func (c *Controller) SkipTurn() {
	if !c.ComputerDecides() {
		c.hint("computer.skip.none")
		return
	}
	c.cpu.skip = c.game.State.Active().ID
	c.cpu.paused = false
	c.changed()
}

// Skipping reports whether the computer plays the rest of its turn
// without waiting.
func (c *Controller) Skipping() bool { return c.cpu.skip != "" }

// StopComputer cancels the thinking under way, if any: the window closes.
func (c *Controller) StopComputer() { c.stopThinking() }

// positionChanged drops what the computer thought of the old position.
func (c *Controller) positionChanged() {
	c.cpu.gen++
	c.stopThinking()
}

func (c *Controller) stopThinking() {
	if j := c.cpu.job; j != nil {
		j.cancel()
		c.cpu.job = nil
	}
	c.cpu.ready = nil
}

// Tick lets the computer play, once per frame: it asks the computer
// player when the decision is its army's, takes its answer when the
// goroutine has given it, and applies it once the pace allows (at once
// when skipping, never while paused).
func (c *Controller) Tick() {
	st := c.game.State
	if c.cpu.skip != "" && c.cpu.skip != st.Active().ID {
		c.cpu.skip = ""
	}
	p := c.cpu.players[st.Decision().Army]
	if p == nil || c.Over() {
		c.stopThinking()
		c.cpu.skip = ""
		return
	}
	if c.cpu.job == nil && c.cpu.ready == nil && c.cpu.failed != c.cpu.gen+1 {
		c.think(p)
	}
	if j := c.cpu.job; j != nil {
		select {
		case t := <-j.done:
			c.take(j, t)
		default:
		}
	}
	if c.cpu.ready == nil || c.cpu.paused {
		return
	}
	if c.cpu.skip == "" && c.Now().Sub(c.cpu.since) < c.cpu.pace {
		return
	}
	ch := *c.cpu.ready
	c.cpu.ready = nil
	c.applyComputer(ch)
}

// think asks p about the position in a goroutine, on a copy of the state,
// at a priority below the window's when the window asks it (background).
func (c *Controller) think(p ai.Player) {
	st := c.game.State
	ctx, cancel := context.WithCancel(context.Background())
	j := &thinkJob{gen: c.cpu.gen, ctx: ctx, cancel: cancel, done: make(chan thought, 1)}
	c.cpu.job, c.cpu.since = j, c.Now()
	cp, legal := st.Clone(), st.LegalActions()
	background := c.cpu.background
	go func() {
		if background {
			thinkInBackground()
		}
		ch, err := p.Choose(ctx, cp, legal)
		j.done <- thought{ch, err}
	}()
	c.changed()
}

// take receives a job's answer: kept when it answers the position on the
// table, shown when the computer could not answer.
func (c *Controller) take(j *thinkJob, t thought) {
	c.cpu.job = nil
	j.cancel()
	if j.gen != c.cpu.gen {
		return
	}
	if t.err != nil {
		c.cpu.failed = c.cpu.gen + 1
		c.cpu.paused = true
		c.hint("computer.failed", t.err.Error())
		return
	}
	c.cpu.ready = &t.choice
	c.changed()
}

// applyComputer plays the computer's answer as a person's click is
// played; its reason joins the log under it. A refusal (a program's
// mistake) pauses the computer with the rules' sentence.
func (c *Controller) applyComputer(ch ai.Choice) {
	c.cpu.acting = true
	ok := c.Apply(ch.Action)
	c.cpu.acting = false
	if !ok {
		c.cpu.failed = c.cpu.gen + 1
		c.cpu.paused = true
		return
	}
	why := ch.Why
	if why.Format == "" && ch.Reason != "" {
		// A player that gives its reason as text only: shown as it is.
		why = ai.Reason{Format: "%s", Args: []any{ch.Reason}}
	}
	if why.Format != "" {
		if c.game.Reasons == nil {
			c.game.Reasons = map[int]ai.Reason{}
		}
		c.game.Reasons[len(c.game.Record)-1] = why
	}
}

// gateComputer refuses a person's action for an army the computer
// commands, with a sentence; it reports whether the action may go on.
func (c *Controller) gateComputer() bool {
	if c.cpu.acting || !c.ComputerDecides() {
		return true
	}
	name := c.game.State.Decision().Army
	if a, ok := c.game.State.Army(name); ok {
		name = a.Name
	}
	c.hint("computer.refuse", name)
	return false
}

// wantsBanner reports whether the handover to army shows the banner: in
// hot seat always, against the computer only when a person takes over,
// in a game of the computer against itself never.
func (c *Controller) wantsBanner(army string) bool { return !c.IsComputer(army) }

// ReasonOf is the computer's reason for record[i] in the interface
// language, "" when none. It is said when asked, so the log's language
// switch says it again.
func (c *Controller) ReasonOf(i int) string {
	r := c.game.Reasons[i]
	return i18n.Reason(c.Lang, r.Format, r.Args)
}
