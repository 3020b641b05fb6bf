package balance

import (
	"fmt"
	"math"
)

// Handicap is what the weaker army is given at the start, in the
// scenario's own fields: order points added to its starting order points
// (order_points), activations added to its activations a turn
// (activations).
type Handicap struct {
	Army        int // the army's index in the scenario
	OrderPoints int
	Activations int
}

// None reports whether the handicap gives nothing.
func (h Handicap) None() bool { return h.OrderPoints == 0 && h.Activations == 0 }

// String says the handicap in English: "+2 order points", "+1 activation".
func (h Handicap) String() string {
	switch {
	case h.None():
		return "none"
	case h.Activations == 0:
		return fmt.Sprintf("+%d order point%s", h.OrderPoints, plural(h.OrderPoints))
	case h.OrderPoints == 0:
		return fmt.Sprintf("+%d activation%s a turn", h.Activations, plural(h.Activations))
	}
	return fmt.Sprintf("+%d order point%s and +%d activation%s a turn", h.OrderPoints, plural(h.OrderPoints), h.Activations, plural(h.Activations))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// The handicaps tried, smallest first, in two ladders: order points, a
// store spent once; then activations, which come back every turn and are
// worth far more. A ladder is climbed until the weaker army scores 50% or
// more; the next is tried only when the one before never got there.
var (
	OrderPointLadder = []Handicap{{OrderPoints: 1}, {OrderPoints: 2}, {OrderPoints: 3}, {OrderPoints: 4}, {OrderPoints: 6}, {OrderPoints: 8}}
	ActivationLadder = []Handicap{{Activations: 1}, {Activations: 2}}
)

// Trial is a handicap and the games played with it.
type Trial struct {
	Handicap Handicap
	Summary  Summary
}

// Score is the handicapped army's score in the trial.
func (t Trial) Score() Interval { return t.Summary.Sides[t.Handicap.Army].Score }

// Search finds the smallest handicap that brings a scenario nearest an
// even result: it proposes handicaps to try (Next), is told each one's
// games (Add), and gives its choice (Best). It plays nothing itself.
type Search struct {
	base    Summary
	ladders [][]Handicap
	weaker  int
	ladder  int // the ladder being climbed
	rung    int // the next rung of it
	done    bool
	trials  []Trial
}

// NewSearch starts a search from the scenario's games without a
// handicap, climbing the ladders in order (OrderPointLadder, then
// ActivationLadder, for a computer that gives orders); a fair scenario
// (Summary.Fair) needs none, and Next then proposes nothing.
func NewSearch(base Summary, ladders ...[]Handicap) *Search {
	return &Search{base: base, ladders: ladders, weaker: base.Weaker(), done: base.Games == 0 || base.Fair()}
}

// Next is the next handicap to try; false when the search is over.
func (s *Search) Next() (Handicap, bool) {
	for !s.done && s.ladder < len(s.ladders) {
		l := s.ladders[s.ladder]
		if s.rung < len(l) {
			h := l[s.rung]
			h.Army = s.weaker
			return h, true
		}
		s.ladder, s.rung = s.ladder+1, 0
	}
	s.done = true
	return Handicap{}, false
}

// Add records the games played with h, the handicap Next proposed.
func (s *Search) Add(h Handicap, sum Summary) {
	t := Trial{Handicap: h, Summary: sum}
	s.trials = append(s.trials, t)
	s.rung++
	if t.Score().Rate >= 0.5 {
		s.done = true // crossed: a larger handicap would only go further past
	}
}

// Skip passes over the handicap Next proposed, which cannot be given
// (the scenario's limits: at most 99 order points, 20 activations).
func (s *Search) Skip() { s.rung++ }

// Trials are the handicaps tried, in order.
func (s *Search) Trials() []Trial { return s.trials }

// Best is the handicap chosen: the smallest one (the first tried) whose
// score is as near 50% as the nearest, give or take its standard error.
// With few games a handicap twice as large is often nearer 50% by chance
// alone: the smaller one, which the games cannot tell apart from it, is
// proposed. False when nothing was tried (a fair scenario) or no handicap
// came nearer 50% than none.
func (s *Search) Best() (Trial, bool) {
	nearest := math.Abs(s.base.Sides[s.weaker].Score.Rate - 0.5)
	found := false
	for _, t := range s.trials {
		if d := math.Abs(t.Score().Rate - 0.5); d < nearest {
			nearest, found = d, true
		}
	}
	if !found {
		return Trial{}, false
	}
	for _, t := range s.trials {
		p, n := t.Score().Rate, float64(t.Summary.Games)
		if math.Abs(p-0.5) <= nearest+math.Sqrt(p*(1-p)/n) {
			return t, true
		}
	}
	return Trial{}, false // not reached: the nearest is among them
}
