package cli

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"estafette/balance"
	"estafette/rules"
)

// report prints the games without a handicap.
func (b *balancer) report(w io.Writer, s balance.Summary) {
	fmt.Fprintf(w, "%s (%s)\n%s; %.2f games/s with %d at once\n\n", b.sc.Title, b.cfg.scenario, b.subtitle(), b.rate, min(b.cfg.jobs, b.cfg.games))
	fmt.Fprintf(w, "%-*s  %11s  %s  %s\n", b.idWidth(), "army", "wins", pad("95% interval", 12), "score (a draw counts half)")
	for _, sd := range s.Sides {
		fmt.Fprintf(w, "%-*s  %4d %5.1f%%  %s  %5.1f%% (%s)\n", b.idWidth(), sd.Army, sd.Wins, 100*sd.Win.Rate, pad(span(sd.Win), 12), 100*sd.Score.Rate, span(sd.Score))
	}
	fmt.Fprintf(w, "%-*s  %4d %5.1f%%  %s\n\n", b.idWidth(), "draws", s.Draws, 100*s.Draw.Rate, span(s.Draw))
	fmt.Fprintf(w, "length: %.1f turns on average (median %d, %d to %d), %.0f actions on average\n",
		s.Turns.Mean, s.Turns.Median, s.Turns.Lowest, s.Turns.Worst, s.Actions.Mean)
	fmt.Fprintf(w, "decided: in turn %d (median; %.1f on average, %d at the earliest): the result no longer changed from that turn's end\n",
		s.Decided.Median, s.Decided.Mean, s.Decided.Lowest)
	if s.Capped > 0 {
		fmt.Fprintf(w, "stopped: %s after %d actions, counted as draws\n", plural(s.Capped, "game"), b.cfg.maxActions)
	}
	for _, sd := range s.Sides {
		fmt.Fprintf(w, "how %s wins: %s\n", sd.Army, ways(sd.Ways))
	}
	if s.Fair() {
		fmt.Fprintf(w, "\nverdict: even; the score interval of %s holds 50%%\n", s.Sides[0].Army)
	} else {
		weak := s.Sides[s.Weaker()]
		fmt.Fprintf(w, "\nverdict: %s is behind; its score interval, %s, leaves 50%% out\n", weak.Army, span(weak.Score))
	}
}

// searchHandicap tries the handicaps the search proposes and prints
// each and the one it chose; nil when none is proposed.
// flush is called after each handicap's line.
func (b *balancer) searchHandicap(w io.Writer, base balance.Summary, flush func() error) *balance.Trial {
	var ladders [][]balance.Handicap
	if b.cfg.ladder != "activations" && b.cfg.level != "easy" {
		// The easy computer gives no orders (docs/ai.md "Levels"): order
		// points would change nothing but the games' noise.
		ladders = append(ladders, balance.OrderPointLadder)
	}
	if b.cfg.ladder != "order-points" {
		ladders = append(ladders, balance.ActivationLadder)
	}
	s := balance.NewSearch(base, ladders...)
	weak := base.Weaker()
	header := false
	for {
		h, ok := s.Next()
		if !ok {
			break
		}
		sc, ok := withHandicap(b.sc, b.rs, h)
		if !ok {
			s.Skip()
			continue
		}
		if !header {
			a := &b.sc.Armies[weak]
			fmt.Fprintf(w, "\nhandicaps for %s (%d order points, %d activations a turn at the start), %d games each:\n",
				a.ID, a.StartingOrderPoints(), activationsOf(a, b.rs), b.cfg.games)
			switch {
			case b.cfg.ladder == "activations":
				fmt.Fprintln(w, "  (activations only, as --ladder asks)")
			case b.cfg.ladder == "order-points":
				fmt.Fprintln(w, "  (order points only, as --ladder asks)")
			case len(ladders) == 1:
				fmt.Fprintln(w, "  (order points are not tried: the easy computer gives no orders)")
			}
			header = true
		}
		_ = flush()
		sum := b.measure(sc, "with "+h.String()+" for "+b.sc.Armies[h.Army].ID)
		s.Add(h, sum)
		sd := sum.Sides[h.Army]
		fmt.Fprintf(w, "  %-26s (%s): score %5.1f%% (%s), wins %5.1f%%\n", h, fieldsOf(&sc.Armies[h.Army], b.rs), 100*sd.Score.Rate, span(sd.Score), 100*sd.Win.Rate)
		_ = flush()
	}
	best, ok := s.Best()
	switch {
	case base.Fair():
		fmt.Fprintln(w, "handicap: none needed")
		return nil
	case !ok:
		fmt.Fprintf(w, "handicap: none found; no handicap tried brought %s nearer 50%%\n", base.Sides[weak].Army)
		return nil
	}
	sc, _ := withHandicap(b.sc, b.rs, best.Handicap)
	fmt.Fprintf(w, "handicap proposed: %s for %s, that is %s in its [[army]]: score %.1f%% (%s)\n",
		best.Handicap, b.sc.Armies[best.Handicap.Army].ID, fieldsOf(&sc.Armies[best.Handicap.Army], b.rs), 100*best.Score().Rate, span(best.Score()))
	return &best
}

// idWidth is the width of the armies' column.
func (b *balancer) idWidth() int {
	n := len("draws")
	for _, a := range b.sc.Armies {
		n = max(n, len(a.ID))
	}
	return n
}

// pad writes s and spaces to n characters (an en dash is one).
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-utf8.RuneCountInString(s)))
}

// span writes an interval as "49.1–62.7%".
func span(i balance.Interval) string {
	return fmt.Sprintf("%.1f–%.1f%%", 100*i.Low, 100*i.High)
}

// wayNames say how a game was won.
var wayNames = map[string]string{
	string(rules.EndEliminations): "victory target reached",
	string(rules.EndTurnLimit):    "at the turn limit",
	string(rules.EndObjective):    "objective held",
	string(rules.EndTaken):        "objective taken",
	string(rules.EndBroken):       "the enemy broken",
	"forfeit":                     "the other forfeited",
}

// ways writes how an army won, the most common way first.
func ways(ws []balance.Way) string {
	if len(ws) == 0 {
		return "never"
	}
	var parts []string
	for _, w := range ws {
		name := wayNames[w.How]
		if name == "" {
			name = w.How
		}
		parts = append(parts, fmt.Sprintf("%s %d", name, w.Games))
	}
	return strings.Join(parts, ", ")
}

// activationsOf is an army's activations a turn: the scenario's, or the
// ruleset's table's for its number of units.
func activationsOf(a *rules.ArmySetup, rs *rules.Ruleset) int {
	if a.Activations != nil {
		return *a.Activations
	}
	return rs.Activation.For(len(a.Units)).Activations
}

// withHandicap is a copy of sc whose army h.Army has the handicap; false
// when it would pass the scenario's limits.
func withHandicap(sc *rules.Scenario, rs *rules.Ruleset, h balance.Handicap) (*rules.Scenario, bool) {
	c := *sc
	c.Armies = append([]rules.ArmySetup(nil), sc.Armies...)
	a := &c.Armies[h.Army]
	if h.OrderPoints != 0 {
		op := a.StartingOrderPoints() + h.OrderPoints
		if op > rules.MaxLevel {
			return nil, false
		}
		a.OrderPoints = &op
	}
	if h.Activations != 0 {
		n := activationsOf(a, rs) + h.Activations
		if n > maxActivations {
			return nil, false
		}
		a.Activations = &n
	}
	return &c, true
}

// maxActivations is the most activations a scenario may give an army
// (rules' validation: 1 to 20).
const maxActivations = 20

// fieldsOf writes an army's two fields as the scenario would have them.
func fieldsOf(a *rules.ArmySetup, rs *rules.Ruleset) string {
	return fmt.Sprintf("order_points = %d, activations = %d", a.StartingOrderPoints(), activationsOf(a, rs))
}
