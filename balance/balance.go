// Package balance turns games of the computer against itself into what a
// scenario's designer asks: how often each army wins, with what
// confidence, how and when the games are decided, and the handicap that
// would even them out (`estafette balance`, docs/scenarios.md "Is it
// fair?"). It plays nothing and reads no file: the command line plays the
// games and hands their results here.
package balance

import (
	"math"
	"sort"
)

// Game is one game as the balance reads it.
type Game struct {
	// Winner is the winning army's id; "" for a draw.
	Winner string
	// How is how the game ended: the rules' end ("eliminations",
	// "objective", "taken", "broken", "turn-limit"), or "capped" when it
	// was stopped after too many actions (a draw).
	How string
	// Ahead holds, for each turn from the first, the army ahead at the end
	// of that turn, the one that would win if the game stopped there ("" when
	// neither would), the last entry being the game's result: the turn the
	// game ended in is len(Ahead).
	Ahead []string
	// Actions is the number of actions the game took.
	Actions int
}

// Turns is the turn the game ended in.
func (g Game) Turns() int { return len(g.Ahead) }

// Decided is the turn from whose end the game's result never changed
// again: the first turn t such that the army ahead at the end of t and of
// every later turn is the final winner (or no one, for a draw). A game
// won in its last turn by the side that was behind is decided then.
func (g Game) Decided() int {
	t := len(g.Ahead)
	for t > 1 && g.Ahead[t-2] == g.Winner {
		t--
	}
	return t
}

// Interval is a proportion and its 95% confidence interval.
type Interval struct {
	Rate, Low, High float64
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Wilson is the proportion k/n with its 95% Wilson score interval, which
// stays inside [0, 1] and is honest for small n and for rates near 0 or
// 1, where the textbook p ± 1.96·√(p(1−p)/n) is not. k may be a half
// (a draw counted as half a win). n = 0 gives the whole of [0, 1].
func Wilson(k float64, n int) Interval {
	if n <= 0 {
		return Interval{Rate: 0, Low: 0, High: 1}
	}
	nf := float64(n)
	p := k / nf
	z2 := z95 * z95
	den := 1 + z2/nf
	mid := (p + z2/(2*nf)) / den
	half := z95 / den * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return Interval{Rate: p, Low: math.Max(0, mid-half), High: math.Min(1, mid+half)}
}

// Contains reports whether x lies in the interval.
func (i Interval) Contains(x float64) bool { return i.Low <= x && x <= i.High }

// Way is one way of winning and how many games it won.
type Way struct {
	How   string `json:"how"`
	Games int    `json:"games"`
}

// Side is one army's results over the games.
type Side struct {
	Army string
	Wins int
	// Win is the share of the games it won, with its interval.
	Win Interval
	// Score counts a draw as half a win: the share that 50% measures
	// fairness by, with its interval.
	Score Interval
	// Ways are how it won, the most common first (ties by name).
	Ways []Way
	// Ahead[t-1] is the share of the games in which it was ahead at the
	// end of turn t (won already, or leading); Won[t-1] the share it had
	// already won by then.
	Ahead, Won []float64
}

// Spread is a few figures of a number over the games.
type Spread struct {
	Mean          float64
	Median        int
	Lowest, Worst int // the smallest and the largest
}

func spreadOf(xs []int) Spread {
	if len(xs) == 0 {
		return Spread{}
	}
	s := append([]int(nil), xs...)
	sort.Ints(s)
	sum := 0
	for _, x := range s {
		sum += x
	}
	return Spread{Mean: float64(sum) / float64(len(s)), Median: s[(len(s)-1)/2], Lowest: s[0], Worst: s[len(s)-1]}
}

// Summary is the balance of a scenario over its games.
type Summary struct {
	Games int
	Sides [2]Side
	Draws int
	Draw  Interval
	// Turns is the turn the games ended in; Decided the turn their result
	// was settled (Game.Decided); Actions their length in actions.
	Turns, Decided, Actions Spread
	// Length is the number of turns the picture covers: the scenario's
	// turn limit, or the longest game.
	Length int
	// Capped counts games stopped after too many actions (draws).
	Capped int
}

// Summarize reads the games of a scenario whose armies are armies (in
// the scenario's order) and whose turn limit is turns (0: none).
func Summarize(armies [2]string, turns int, games []Game) Summary {
	s := Summary{Games: len(games), Length: turns}
	for _, g := range games {
		s.Length = max(s.Length, g.Turns())
	}
	var ends, decided, actions []int
	ways := [2]map[string]int{{}, {}}
	for i := range s.Sides {
		s.Sides[i] = Side{Army: armies[i], Ahead: make([]float64, s.Length), Won: make([]float64, s.Length)}
	}
	for _, g := range games {
		ends = append(ends, g.Turns())
		decided = append(decided, g.Decided())
		actions = append(actions, g.Actions)
		if g.How == "capped" {
			s.Capped++
		}
		side := -1
		for i, a := range armies {
			if g.Winner == a {
				side = i
			}
		}
		if side < 0 {
			s.Draws++
		} else {
			s.Sides[side].Wins++
			ways[side][g.How]++
		}
		for t := 1; t <= s.Length; t++ {
			ahead, won := g.Winner, g.Winner
			if t < g.Turns() {
				ahead, won = g.Ahead[t-1], ""
			}
			for i, a := range armies {
				if ahead == a {
					s.Sides[i].Ahead[t-1]++
				}
				if won == a {
					s.Sides[i].Won[t-1]++
				}
			}
		}
	}
	n := len(games)
	for i := range s.Sides {
		sd := &s.Sides[i]
		sd.Win = Wilson(float64(sd.Wins), n)
		sd.Score = Wilson(float64(sd.Wins)+float64(s.Draws)/2, n)
		for h, k := range ways[i] {
			sd.Ways = append(sd.Ways, Way{How: h, Games: k})
		}
		sort.Slice(sd.Ways, func(a, b int) bool {
			if sd.Ways[a].Games != sd.Ways[b].Games {
				return sd.Ways[a].Games > sd.Ways[b].Games
			}
			return sd.Ways[a].How < sd.Ways[b].How
		})
		for t := range sd.Ahead {
			if n > 0 {
				sd.Ahead[t] /= float64(n)
				sd.Won[t] /= float64(n)
			}
		}
	}
	s.Draw = Wilson(float64(s.Draws), n)
	s.Turns, s.Decided, s.Actions = spreadOf(ends), spreadOf(decided), spreadOf(actions)
	return s
}

// Fair reports whether the games cannot tell the armies apart: the
// first army's score interval holds 50%.
func (s Summary) Fair() bool { return s.Sides[0].Score.Contains(0.5) }

// Weaker is the index of the army that scores less (the second on a tie).
func (s Summary) Weaker() int {
	if s.Sides[0].Score.Rate < s.Sides[1].Score.Rate {
		return 0
	}
	return 1
}
