package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"estafette/ai"
	selfplay "estafette/balance/play"
	"estafette/internal/safefile"
	"estafette/rules"
)

// arena plays the games of one `estafette duel`.
type arena struct {
	cfg          duelConfig
	sc           *rules.Scenario
	rs           *rules.Ruleset
	scenarioPath string    // absolute, for the engine protocol's scenario line
	stderr       io.Writer // external players' standard error goes here
	// engineTimeout is how long an external player may take to answer or
	// to read (docs/duel.md: 30 s); tests shorten it.
	engineTimeout time.Duration
	rec           []byte // the game's record, reused from game to game
}

// seat is one player in one game.
type seat struct {
	slot     int    // 0 for PLAYER1, 1 for PLAYER2
	name     string // as given on the command line
	army     string
	player   ai.Player
	engine   *enginePlayer  // nil for a built-in player
	refusals int            // in a row
	think    []float64      // milliseconds per decision
	legal    []rules.Action // the last question's legal actions
	// blunders counts the player's blunders (ai.Blunders); nil for
	// random, whose blunders say nothing and would slow its duels.
	blunders *blunderCount
}

// blunderCount is a player's blunders in `duel --json` (docs/duel.md).
type blunderCount struct {
	Contact int `json:"contact"`
	Exposed int `json:"exposed"`
	Pursuit int `json:"pursuit"`
}

func (b *blunderCount) count(kinds []ai.Blunder) {
	for _, k := range kinds {
		switch k {
		case ai.BlunderContact:
			b.Contact++
		case ai.BlunderExposed:
			b.Exposed++
		case ai.BlunderPursuit:
			b.Pursuit++
		}
	}
}

func (b *blunderCount) add(o blunderCount) {
	b.Contact += o.Contact
	b.Exposed += o.Exposed
	b.Pursuit += o.Pursuit
}

// maxRefusals in a row forfeit the game (docs/duel.md).
const maxRefusals = 3

// gameResult is one game, as `duel --json` prints it.
type gameResult struct {
	Game         int                   `json:"game"`
	Seed         int64                 `json:"seed"`
	Armies       map[string]string     `json:"armies"`
	Winner       string                `json:"winner"`
	WinnerPlayer string                `json:"winner_player"`
	Turns        int                   `json:"turns"`
	Actions      int                   `json:"actions"`
	Capped       bool                  `json:"capped"`
	Forfeit      string                `json:"forfeit,omitempty"`
	ThinkMS      map[string]thinkStats `json:"think_ms"`
	// Blunders per player, random left out; absent when no player counts.
	Blunders map[string]blunderCount `json:"blunders,omitempty"`

	forfeiter string // the player's text, for the text line
	think     map[string][]float64
	elims     string // enemy units each army eliminated, "2-1"
}

// seats puts the players on the armies for game i: PLAYER1 on the first
// army, unless --alternate swaps them in odd games.
func (a *arena) seats(i int) [2]*seat {
	var out [2]*seat
	for slot, name := range a.cfg.players {
		army := slot
		if a.cfg.alternate && i%2 == 1 {
			army = 1 - slot
		}
		out[army] = &seat{slot: slot, name: name, army: a.sc.Armies[army].ID}
		if name != "random" {
			out[army].blunders = &blunderCount{}
		}
	}
	return out
}

// play plays game i and returns its result and its record (valid until
// the next game).
func (a *arena) play(i int) (gameResult, []byte, error) {
	seed := a.cfg.gameSeed(i)
	st := rules.NewState(a.sc, a.rs, seed)
	seats := a.seats(i)
	res := gameResult{Game: i, Seed: seed, Armies: map[string]string{}, think: map[string][]float64{}}
	byArmy := map[string]*seat{}
	for _, s := range seats {
		res.Armies[s.army] = s.name
		byArmy[s.army] = s
	}
	defer func() {
		for _, s := range seats {
			if s.engine != nil {
				s.engine.close()
			}
		}
	}()
	rec := strconv.AppendInt(append(a.rec[:0], "seed "...), seed, 10)
	rec = append(rec, '\n')
	defer func() { a.rec = rec }()
	loser, forfeit := a.start(seats, seed)
	res.Forfeit = forfeit
	for loser == nil && st.Phase() != rules.PhaseOver {
		if res.Actions >= a.cfg.maxActions || len(rec) >= rules.MaxRecordBytes-rules.MaxRecordLineLength*4 {
			res.Capped = true
			break
		}
		s := byArmy[st.Decider()]
		action, v, forfeit := a.ask(st, s)
		var ev []rules.Event
		if forfeit == "" && v == nil {
			// A player speaks for its own army only: never its opponent's
			// answer, roll or pass (TURN.DECIDER; docs/duel.md).
			if v = st.CheckDecider(s.army, action); v == nil {
				if s.blunders != nil {
					s.blunders.count(ai.Blunders(st, s.legal, action))
				}
				ev, v = st.Apply(action)
			}
		}
		if forfeit == "" && v != nil {
			forfeit = a.refuse(s, v)
		}
		if forfeit != "" {
			loser, res.Forfeit = s, forfeit
			break
		}
		if v != nil {
			continue // refused, and asked again
		}
		s.refusals = 0
		res.Actions++
		rec = append(rules.AppendAction(rec, action), '\n')
		for _, o := range seats {
			if o.engine != nil {
				if err := o.engine.events(ev); err != nil && loser == nil {
					loser, res.Forfeit = o, forfeitReason(err)
				}
			}
		}
	}
	a.finish(&res, st, seats, loser)
	return res, rec, nil
}

// start gives each seat its player; an external program that cannot be
// started, or does not read its first lines, forfeits: start returns its
// seat and the reason ("exit", "timeout").
func (a *arena) start(seats [2]*seat, seed int64) (*seat, string) {
	for _, s := range seats {
		if cmd, ok := strings.CutPrefix(s.name, "cmd:"); ok {
			e, err := startEngine(cmd, a.scenarioPath, s.army, a.stderr, a.timeout())
			if e != nil {
				s.engine = e
			}
			if err != nil {
				return s, forfeitReason(err)
			}
			s.player = e
			continue
		}
		p, err := ai.New(s.name, selfplay.PlayerSeed(seed, s.slot))
		if err != nil {
			panic(err) // parseDuel checked every name
		}
		s.player = p
	}
	return nil, ""
}

func (a *arena) timeout() time.Duration {
	if a.engineTimeout > 0 {
		return a.engineTimeout
	}
	return 30 * time.Second
}

// ask asks s for its action: the action, or the refusal of an answer
// that is not one, or the reason the player forfeits.
func (a *arena) ask(st *rules.State, s *seat) (rules.Action, *rules.Violation, string) {
	legal := st.LegalActions()
	s.legal = legal
	t0 := time.Now()
	c, err := s.player.Choose(context.Background(), st, legal)
	s.think = append(s.think, float64(time.Since(t0).Microseconds())/1000)
	if err != nil {
		if v := refusalOf(err); v != nil {
			return nil, v, ""
		}
		return nil, nil, forfeitReason(err)
	}
	if c.Action == nil {
		return nil, &rules.Violation{Rule: rules.RuleSyntax, Message: "no action given"}, ""
	}
	return c.Action, nil, ""
}

// refuse counts a refused answer and tells the player; it returns the
// reason the player forfeits, or "" when it is asked again.
func (a *arena) refuse(s *seat, v *rules.Violation) string {
	if s.refusals++; s.refusals >= maxRefusals {
		return "refused"
	}
	if s.engine == nil {
		// A built-in player chose an action the engine refuses: a bug,
		// which asking again would only repeat.
		return "refused"
	}
	if err := s.engine.refused(v); err != nil {
		return forfeitReason(err)
	}
	return ""
}

// finish writes the result: the winner (the other army when a player
// forfeited), the turn, the think times; and tells external players the
// game is over.
func (a *arena) finish(res *gameResult, st *rules.State, seats [2]*seat, loser *seat) {
	res.Turns = st.Turn()
	res.Winner = st.Winner()
	var elims []int
	for a := range st.Armies() {
		elims = append(elims, a.EliminatedEnemy)
	}
	res.elims = fmt.Sprintf("%d-%d", elims[0], elims[1])
	if loser != nil {
		res.forfeiter = loser.name
		res.Winner = seats[0].army
		if loser == seats[0] {
			res.Winner = seats[1].army
		}
	} else if res.Capped {
		res.Winner = ""
	}
	for _, s := range seats {
		if s.army == res.Winner {
			res.WinnerPlayer = s.name
		}
		res.think[s.name] = append(res.think[s.name], s.think...)
		if s.blunders != nil {
			if res.Blunders == nil {
				res.Blunders = map[string]blunderCount{}
			}
			b := res.Blunders[s.name] // two players written alike share a count
			b.add(*s.blunders)
			res.Blunders[s.name] = b
		}
	}
	res.ThinkMS = map[string]thinkStats{}
	for name, ms := range res.think {
		res.ThinkMS[name] = summarize(ms)
	}
	over := res.Winner
	if over == "" {
		over = "draw"
	}
	for _, s := range seats {
		if s.engine != nil && s != loser {
			s.engine.over(over)
		}
	}
}

// writeRecord writes game i's record as DIR/game-NNN.rec.
func writeRecord(dir string, i int, rec []byte) error {
	name := filepath.Join(dir, fmt.Sprintf("game-%03d.rec", i))
	if fi, err := os.Lstat(name); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file", name)
	}
	return safefile.WriteAtomic(name, rec)
}

// forfeitError is why an external player forfeits: "timeout", "exit".
type forfeitError struct{ reason, detail string }

func (e *forfeitError) Error() string { return e.reason + ": " + e.detail }

func forfeitReason(err error) string {
	var f *forfeitError
	if errors.As(err, &f) {
		return f.reason
	}
	return "crash"
}

// refusalError is an answer refused before it reached the engine (a line
// that is not an action).
type refusalError struct{ v *rules.Violation }

func (e *refusalError) Error() string { return e.v.Error() }

func refusalOf(err error) *rules.Violation {
	var r *refusalError
	if errors.As(err, &r) {
		return r.v
	}
	return nil
}

// plural writes "1 action", "2 actions".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// run plays every game, writing each as it ends, and returns the report
// for its summary.
func (a *arena) run(w io.Writer) (*duelReport, error) {
	rep, err := newReport(w, a.cfg)
	if err != nil {
		return nil, err
	}
	if a.cfg.records != "" {
		if err := os.MkdirAll(a.cfg.records, 0o755); err != nil {
			return nil, fmt.Errorf("--records: %v", err)
		}
	}
	for i := 0; i < a.cfg.games; i++ {
		g, rec, err := a.play(i)
		if err != nil {
			return nil, err
		}
		if a.cfg.records != "" {
			if err := writeRecord(a.cfg.records, i, rec); err != nil {
				return nil, err
			}
		}
		if err := rep.add(w, g); err != nil {
			return nil, err
		}
	}
	return rep, nil
}
