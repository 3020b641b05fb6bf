// Package ai holds the computer players, and the one interface behind
// which the computer and an external program (ai/protocol) command an
// army. A person acts through the window, whose controller hands each
// click to the session as an action. Like rules/, it is pure:
// it reads a rules.State and its LegalActions and returns actions; it
// imports neither Ebiten nor anything that reads files, and no decision
// reads the clock.
package ai

import (
	"context"
	"fmt"
	"strings"

	"estafette/rules"
)

// Choice is a player's answer: one action, and for the computer's main
// choices a one-line reason for the log ("attacks CVB with G1: 0.8 hits
// and 0.5 flags expected, 12% to eliminate, 45% to drive back"); "" when
// there is nothing worth saying. Reason is the English text; Why is the
// same reason as a format and its arguments, which the window translates
// (Why.String() == Reason).
type Choice struct {
	Action rules.Action
	Reason string
	Why    Reason
}

// Player commands an army. Choose is asked when st.Decider() is its army,
// with legal = st.LegalActions(), and returns one action (which need not
// be in legal: an external program may give any record line, and the
// rules may refuse it).
//
// Choose must not change st. The built-in players copy what they explore,
// so a window may hand them a clone and think in a goroutine. A computer
// player's choice is a pure function of the position (st.Hash()), the
// legal actions and the player's seed: the same question always gets the
// same answer, whatever the machine's speed. Choose returns ctx.Err()
// soon after ctx is cancelled; a cancelled answer is to be thrown away.
//
// Callers never call Choose on one Player while an earlier call has not
// returned, even a cancelled one (the session waits for it, duel asks in
// turn): a player may keep state between calls without a lock.
type Player interface {
	Choose(ctx context.Context, st *rules.State, legal []rules.Action) (Choice, error)
}

// Level is the built-in computer opponent's strength.
type Level string

// The levels, weakest first. Normal is the default.
const (
	Easy   Level = "easy"
	Normal Level = "normal"
	Hard   Level = "hard"
)

// Levels lists the levels, weakest first.
var Levels = []Level{Easy, Normal, Hard}

// Names lists the built-in players New accepts, for messages.
const Names = "ai, ai:easy, ai:normal, ai:hard, greedy or random"

// New returns a built-in player from its name on the command line: "ai"
// (the opponent at the default level), "ai:LEVEL", "random" (uniform over
// the legal actions) or "greedy" (the baseline of docs/ai.md). seed makes
// its choices differ from game to game; the same seed and position always
// give the same choice.
func New(name string, seed uint64) (Player, error) {
	switch {
	case name == "random":
		return &Random{Seed: seed}, nil
	case name == "greedy":
		return Greedy{Seed: seed}, nil
	case name == "ai":
		return NewComputer(Normal, seed), nil
	case strings.HasPrefix(name, "ai:"):
		l := Level(strings.TrimPrefix(name, "ai:"))
		for _, x := range Levels {
			if x == l {
				return NewComputer(l, seed), nil
			}
		}
		return nil, fmt.Errorf("unknown level %q in %q: the levels are easy, normal and hard", l, name)
	}
	return nil, fmt.Errorf("unknown player %q: the built-in players are %s", name, Names)
}

// decisionRNG is the generator for one decision: from the player's seed
// and the position only, so that a decision never depends on how many
// were taken before, nor on the game's dice to come (Hash leaves them out).
func decisionRNG(seed uint64, st *rules.State) *rng {
	r := newRNG(seed ^ st.Hash())
	r.Next()
	return r
}
