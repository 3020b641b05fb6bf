// Package play plays the games a balance reads: the computer against
// itself on one scenario, both armies at one level, the sides alternated
// and the dice varied. `estafette balance` and the editor's Balance both
// play through it, so that a figure the editor shows is the command
// line's for the same games.
package play

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"

	"estafette/ai"
	"estafette/balance"
	"estafette/rules"
)

// Config is what the games are.
type Config struct {
	Level      string // the computer's level on both sides: easy, normal, hard
	Games      int    // how many
	Seed       int64  // game i rolls the dice of seed Seed+i
	Jobs       int    // games played at once (at least one)
	MaxActions int    // a game stops as a draw after so many actions (0: 5000)
	// Pause, when set, is called after each action: the page's wasm has
	// one thread, and gives it back to the browser there.
	Pause func()
}

// Games plays cfg.Games games on sc and sums them up. Game i rolls the
// dice of seed cfg.Seed+i; its first player (ai:LEVEL on the command
// line's first place) takes the first army in even games and the second
// in odd ones, each player with its own seed drawn from the game's
// (duel's, docs/duel.md). The results do not depend on cfg.Jobs.
// progress, when not nil, is called after each game with the games done,
// from the goroutine that played it. When ctx ends, Games stops the games
// under way at their next decision and returns ctx's error.
func Games(ctx context.Context, sc *rules.Scenario, rs *rules.Ruleset, cfg Config, progress func(done, n int)) (balance.Summary, error) {
	if _, err := ai.New("ai:"+cfg.Level, 0); err != nil {
		return balance.Summary{}, err
	}
	if cfg.MaxActions <= 0 {
		cfg.MaxActions = 5000
	}
	n := cfg.Games
	games := make([]balance.Game, n)
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range max(min(cfg.Jobs, n), 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				games[i] = One(ctx, sc, rs, cfg, i)
				if d := int(done.Add(1)); progress != nil {
					progress(d, n)
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return balance.Summary{}, err
	}
	return balance.Summarize([2]string{sc.Armies[0].ID, sc.Armies[1].ID}, sc.Turns, games), nil
}

// One plays game i of cfg on sc. When ctx ends it stops at the next
// decision, and the game it returns is cut short (Games then keeps none).
func One(ctx context.Context, sc *rules.Scenario, rs *rules.Ruleset, cfg Config, i int) balance.Game {
	seed := cfg.Seed + int64(i)
	st := rules.NewState(sc, rs, seed)
	name := "ai:" + cfg.Level
	byArmy := map[string]ai.Player{}
	armies := [2]string{}
	for slot := range 2 {
		army := slot
		if i%2 == 1 {
			army = 1 - slot
		}
		p, err := ai.New(name, PlayerSeed(seed, slot))
		if err != nil {
			panic(err) // Games checked the level
		}
		armies[army] = sc.Armies[army].ID
		byArmy[sc.Armies[army].ID] = p
	}
	var (
		ahead   []string
		how     string
		actions int
		winner  string
		capped  bool
		line    = strconv.AppendInt([]byte("seed "), seed, 10)
		record  = len(line) + 1 // the record's bytes, bounded as duel's
	)
	for st.Phase() != rules.PhaseOver && ctx.Err() == nil {
		if actions >= cfg.MaxActions || record >= rules.MaxRecordBytes-rules.MaxRecordLineLength*4 {
			capped = true
			break
		}
		army := st.Decider()
		c, err := byArmy[army].Choose(ctx, st, st.LegalActions())
		var ev []rules.Event
		var v *rules.Violation
		if err == nil && c.Action != nil {
			if v = st.CheckDecider(army, c.Action); v == nil {
				ev, v = st.Apply(c.Action)
			}
		}
		if err != nil || c.Action == nil || v != nil {
			// A built-in player that fails or is refused forfeits, as in
			// duel (a bug: asking again would only repeat it).
			how, winner = "forfeit", armies[0]
			if army == armies[0] {
				winner = armies[1]
			}
			break
		}
		actions++
		if cfg.Pause != nil {
			cfg.Pause()
		}
		line = rules.AppendAction(line[:0], c.Action)
		record += len(line) + 1
		for _, e := range ev {
			switch e := e.(type) {
			case rules.TurnBegan:
				for len(ahead) < e.Turn-1 {
					ahead = append(ahead, st.Standing())
				}
			case rules.GameOver:
				how = string(e.How)
			}
		}
	}
	turns := st.Turn()
	if how != "forfeit" {
		winner = st.Winner()
	}
	if capped {
		how, winner = "capped", ""
	}
	// ahead holds each turn's end before the last; the last is the result.
	for len(ahead) < turns-1 { // never seen: each turn begins with TurnBegan
		ahead = append(ahead, "")
	}
	ahead = append(ahead[:min(len(ahead), max(turns-1, 0))], winner)
	return balance.Game{Winner: winner, How: how, Ahead: ahead, Actions: actions}
}

// PlayerSeed is a built-in player's own seed for a game: drawn from the
// game's dice seed and the player's place (0 or 1), never equal to the
// dice seed, so that the two players of a game differ (duel's).
func PlayerSeed(gameSeed int64, slot int) uint64 {
	z := uint64(gameSeed)*0x9e3779b97f4a7c15 + uint64(slot+1)*0xd1b54a32d192ed03
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	return z ^ (z >> 27)
}
