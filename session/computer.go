package session

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"
	"time"

	"estafette/ai"
	"estafette/i18n"
	"estafette/rules"
)

// The computer at the table (docs/table.md "Playing against the
// computer"). When the army whose decision it is (State.Decision) is
// commanded by the computer, the session asks its ai.Player in a
// goroutine, on a copy of the state, and the window's Update polls the
// answer (Tick): the window keeps drawing while it thinks, and Draw never
// changes the game. An answer is applied at the pace the player chose,
// through Apply like a person's click, so that it shows its trail, dice
// and log line; any change of the position (an action, an undo, another
// game) cancels the thinking and throws its answer away.

// DefaultPace is the time between two of the computer's actions.
const DefaultPace = 500 * time.Millisecond

// Paces are the steps the pace keys and buttons move through.
var Paces = []time.Duration{0, 250 * time.Millisecond, DefaultPace, time.Second, 2 * time.Second}

// computer is the session's side of the computer players.
type computer struct {
	players map[string]ai.Player // by army id: the armies the computer commands
	gen     int                  // bumped whenever the position changes: older answers are stale
	job     *thinkJob            // the thinking under way, nil when none
	// draining is a cancelled question whose goroutine has not returned
	// yet: no new question is asked until it has, so that a player is
	// never asked twice at once (the ai.Player contract).
	draining *thinkJob
	ready    *ai.Choice // an answer waiting for its time
	asked    string     // the army the computer was asked to decide for
	since    time.Time  // when the computer was asked for the current decision
	failed   int        // gen+1 of a position the computer could not answer
	heldWhy  *ai.Reason // the reason of the computer's action a shared game holds for its dice
	pace     time.Duration
	paused   bool
	skip     string // the army whose turn is played to its end without waiting, "" when none
	acting   bool   // Apply is playing the computer's answer (or a redo): the gate lets it through
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
func (s *Session) SetPlayers(players map[string]string) error {
	if err := CheckPlayers(s.game.Scenario, players); err != nil {
		return err
	}
	s.game.Players = map[string]string{}
	for k, v := range players {
		if v != Human {
			s.game.Players[k] = v
		}
	}
	s.buildPlayers()
	return nil
}

// Players returns who commands each army the computer commands (army
// id → the computer player's name); the others are people's.
func (s *Session) Players() map[string]string {
	out := map[string]string{}
	for k, v := range s.game.Players {
		out[k] = v
	}
	return out
}

// buildPlayers makes the computer players of the game's players. Each
// one's seed comes from the game's dice seed and its army, so that the
// same game plays the same.
func (s *Session) buildPlayers() {
	s.stopThinking()
	s.cpu.players = map[string]ai.Player{}
	for army, name := range s.game.Players {
		h := fnv.New64a()
		h.Write([]byte(army))
		p, err := ai.New(name, h.Sum64()^uint64(s.game.Seed))
		if err == nil {
			s.cpu.players[army] = p
		}
	}
	s.cpu.skip, s.cpu.paused = "", false
	s.changed()
}

// HasComputer reports whether the computer commands an army.
func (s *Session) HasComputer() bool { return len(s.cpu.players) > 0 }

// IsComputer reports whether the computer commands an army.
func (s *Session) IsComputer(army string) bool { return s.cpu.players[army] != nil }

// hasHuman reports whether a person commands at least one army.
func (s *Session) hasHuman() bool {
	for _, a := range s.game.Scenario.Armies {
		if !s.IsComputer(a.ID) {
			return true
		}
	}
	return false
}

// ComputerDecides reports whether the decision now is the computer's.
func (s *Session) ComputerDecides() bool {
	return !s.Over() && s.IsComputer(s.game.State.Decision().Army)
}

// Thinking reports whether the computer is thinking now (a goroutine is
// under way); false once its answer waits for its time.
func (s *Session) Thinking() bool { return s.cpu.job != nil }

// Pace returns the time between two of the computer's actions.
func (s *Session) Pace() time.Duration { return s.cpu.pace }

// SetPace sets the time between two of the computer's actions.
func (s *Session) SetPace(d time.Duration) {
	if d != s.cpu.pace {
		s.cpu.pace = max(0, d)
		s.changed()
	}
}

// StepPace moves the pace one step slower (dir > 0) or quicker (dir < 0)
// through Paces.
func (s *Session) StepPace(dir int) {
	i := 0
	for i < len(Paces)-1 && Paces[i] < s.cpu.pace {
		i++
	}
	i = max(0, min(len(Paces)-1, i+dir))
	s.SetPace(Paces[i])
	s.say("computer.pace", PaceText(s.cpu.pace))
}

// PaceText writes a pace in seconds: "0.5 s".
func PaceText(d time.Duration) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.2f", d.Seconds()), "0"), ".0") + " s"
}

// Paused reports whether the computer's actions wait for the player.
func (s *Session) Paused() bool { return s.cpu.paused }

// TogglePause pauses the computer or lets it play on. While paused it
// may finish thinking; its answer waits.
func (s *Session) TogglePause() {
	s.cpu.paused = !s.cpu.paused
	s.say(pick2(s.cpu.paused, "computer.paused", "computer.resumed"))
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
func (s *Session) SkipTurn() {
	if !s.ComputerDecides() {
		s.say("computer.skip.none")
		return
	}
	s.cpu.skip = s.game.State.Active().ID
	s.cpu.paused = false
	s.changed()
}

// Skipping reports whether the computer plays the rest of its turn
// without waiting.
func (s *Session) Skipping() bool { return s.cpu.skip != "" }

// StopComputer cancels the thinking under way, if any: the window closes.
func (s *Session) StopComputer() { s.stopThinking() }

// positionChanged drops what the computer thought of the old position.
func (s *Session) positionChanged() {
	s.cpu.gen++
	s.stopThinking()
}

// stopThinking cancels the question under way without waiting for its
// answer (the window must not freeze): the job is kept as draining, and
// Tick asks nothing new until its goroutine has returned.
func (s *Session) stopThinking() {
	if j := s.cpu.job; j != nil {
		j.cancel()
		s.cpu.job = nil
		if s.cpu.draining == nil {
			s.cpu.draining = j
		}
		// else: an older question still drains, and this one was asked
		// only after it had returned; it cannot be running yet twice.
	}
	s.cpu.ready = nil
}

// drained reports whether no cancelled question is still running,
// taking its answer (thrown away) when it has come.
func (s *Session) drained() bool {
	j := s.cpu.draining
	if j == nil {
		return true
	}
	select {
	case <-j.done:
		s.cpu.draining = nil
		return true
	default:
		return false
	}
}

// Tick lets the computer play, once per frame: it asks the computer
// player when the decision is its army's, takes its answer when the
// goroutine has given it, and applies it once the pace allows (at once
// when skipping, never while paused). It returns the action played, for
// the window to show and the session to Save, or the rules' refusal of
// the computer's answer (a program's mistake: the computer pauses).
func (s *Session) Tick() (*Played, *rules.Violation) {
	if p, v, wait := s.tickRemote(); p != nil || v != nil || wait {
		return p, v
	}
	st := s.game.State
	if s.cpu.skip != "" && s.cpu.skip != st.Active().ID {
		s.cpu.skip = ""
	}
	p := s.cpu.players[st.Decision().Army]
	if p == nil || s.Over() {
		s.stopThinking()
		s.cpu.skip = ""
		return nil, nil
	}
	if s.cpu.job == nil && s.cpu.ready == nil && s.cpu.failed != s.cpu.gen+1 && s.drained() {
		s.think(p)
	}
	if j := s.cpu.job; j != nil {
		select {
		case t := <-j.done:
			s.take(j, t)
		default:
		}
	}
	if s.cpu.ready == nil || s.cpu.paused {
		return nil, nil
	}
	if s.cpu.skip == "" && s.Now().Sub(s.cpu.since) < s.cpu.pace {
		return nil, nil
	}
	ch := *s.cpu.ready
	s.cpu.ready = nil
	return s.applyComputer(ch)
}

// think asks p about the position in a goroutine, on a copy of the state,
// at a priority below the window's when the window asks it (background).
func (s *Session) think(p ai.Player) {
	st := s.game.State
	ctx, cancel := context.WithCancel(context.Background())
	j := &thinkJob{gen: s.cpu.gen, ctx: ctx, cancel: cancel, done: make(chan thought, 1)}
	s.cpu.job, s.cpu.since, s.cpu.asked = j, s.Now(), st.Decision().Army
	cp, legal := st.Clone(), st.LegalActions()
	background := s.cpu.background
	go func() {
		if background {
			thinkInBackground()
		}
		ch, err := p.Choose(ctx, cp, legal)
		j.done <- thought{ch, err}
	}()
	s.changed()
}

// take receives a job's answer: kept when it answers the position on the
// table, shown when the computer could not answer.
func (s *Session) take(j *thinkJob, t thought) {
	s.cpu.job = nil
	j.cancel()
	if j.gen != s.cpu.gen {
		return
	}
	if t.err != nil {
		s.cpu.failed = s.cpu.gen + 1
		s.cpu.paused = true
		s.say("computer.failed", t.err.Error())
		return
	}
	s.cpu.ready = &t.choice
	s.changed()
}

// applyComputer plays the computer's answer as a person's click is
// played; its reason joins the log under it. A refusal (a program's
// mistake) pauses the computer with the rules' sentence.
func (s *Session) applyComputer(ch ai.Choice) (*Played, *rules.Violation) {
	// A computer player speaks for the army it was asked about only: an
	// answer that is its opponent's decision, or passes for it, is
	// refused (TURN.DECIDER), as duel refuses it.
	if v := s.game.State.CheckDecider(s.cpu.asked, ch.Action); v != nil {
		s.cpu.failed = s.cpu.gen + 1
		s.cpu.paused = true
		return nil, v
	}
	why := ch.Why
	if why.Format == "" && ch.Reason != "" {
		// A player that gives its reason as text only: shown as it is.
		why = ai.Reason{Format: "%s", Args: []any{ch.Reason}}
	}
	s.cpu.acting = true
	p, v := s.Apply(ch.Action)
	s.cpu.acting = false
	if p == nil && v == nil && s.Remote != nil && s.Remote.Busy() {
		// Held for its dice: applied, with its reason, once mixed.
		s.cpu.heldWhy = &why
		return nil, nil
	}
	if p == nil {
		s.cpu.failed = s.cpu.gen + 1
		s.cpu.paused = true
		return nil, v
	}
	s.keepReason(why)
	return p, nil
}

// keepReason gives the record's last action the computer's reason.
func (s *Session) keepReason(why ai.Reason) {
	s.SetReason(len(s.game.Record)-1, why)
}

// gateComputer refuses a person's action for an army the computer
// commands, with a sentence; it reports whether the action may go on.
func (s *Session) gateComputer() bool {
	if s.cpu.acting || !s.ComputerDecides() {
		return true
	}
	name := s.game.State.Decision().Army
	if a, ok := s.game.State.Army(name); ok {
		name = a.Name
	}
	s.say("computer.refuse", name)
	return false
}

// ReasonOf is the computer's reason for record[i] in the language l, ""
// when none. It is said when asked, so the log's language switch says it
// again.
func (s *Session) ReasonOf(l i18n.Lang, i int) string {
	r := s.game.Reasons[i]
	said := i18n.Reason(l, r.Format, r.Args)
	// The move's score ("moves G2 to 6,6 (+23)") means nothing to a
	// player: the log says the move and leaves the number to --json.
	if strings.HasSuffix(r.Format, " (%+.0f)") {
		if i := strings.LastIndex(said, " ("); i > 0 {
			said = said[:i]
		}
	}
	return said
}

// Wait blocks until the thinking under way, if any, has answered, and
// takes its answer as the next Tick would: tests and benchmarks tick
// without racing the computer's goroutine, so a game plays the same
// however fast the machine.
func (s *Session) Wait() {
	if j := s.cpu.draining; j != nil {
		<-j.done
		s.cpu.draining = nil
	}
	if j := s.cpu.job; j != nil {
		s.take(j, <-j.done)
	}
}

// SetComputer has the army commanded by p, a computer player built by
// the caller (a test's, or one ai.New does not name); SetPlayers' names
// are what a game saves.
func (s *Session) SetComputer(army string, p ai.Player) {
	s.stopThinking()
	if s.cpu.players == nil {
		s.cpu.players = map[string]ai.Player{}
	}
	s.cpu.players[army] = p
	s.changed()
}

// Background has the computer think on a thread scheduled after the
// window's (thinkInBackground): the window sets it; tests think at their
// own priority, so that a busy machine does not starve them.
func (s *Session) Background() { s.cpu.background = true }

// Job reports whether the computer is asked about the position now, and
// its question's context (cancelled when the answer is dropped).
func (s *Session) Job() (context.Context, bool) {
	if j := s.cpu.job; j != nil {
		return j.ctx, true
	}
	return nil, false
}
