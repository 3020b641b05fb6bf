package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"estafette/balance"
	"estafette/internal/safefile"
)

// balanceResult is what `estafette balance --json FILE` writes: the
// games without a handicap, and the handicap proposed (docs/scenarios.md
// "The balance's JSON"). `--markdown` reads these files back into the
// table of docs/scenarios.md.
type balanceResult struct {
	Scenario       string            `json:"scenario"` // the file, as given
	Title          string            `json:"title"`
	Ruleset        string            `json:"ruleset"`
	Level          string            `json:"level"`
	Games          int               `json:"games"`
	Seed           int64             `json:"seed"`
	Jobs           int               `json:"jobs"`
	GamesPerSecond float64           `json:"games_per_second"` // all jobs together, wall clock
	Armies         [2]balanceArmy    `json:"armies"`
	Draws          int               `json:"draws"`
	Draw           balanceInterval   `json:"draw"`
	Turns          balanceSpread     `json:"turns"`
	Decided        balanceSpread     `json:"decided"`
	Actions        balanceSpread     `json:"actions"`
	Capped         int               `json:"capped"`
	Even           bool              `json:"even"`   // the first army's score interval holds 50%
	Behind         string            `json:"behind"` // the army behind, "" when even
	Handicap       *balanceHandicapJ `json:"handicap,omitempty"`
}

type balanceArmy struct {
	ID    string          `json:"id"`
	Name  string          `json:"name"`
	Wins  int             `json:"wins"`
	Win   balanceInterval `json:"win"`
	Score balanceInterval `json:"score"`
	Ways  []balance.Way   `json:"ways"`
	Ahead []float64       `json:"ahead"` // by turn: the share of the games it is ahead at its end
	Won   []float64       `json:"won"`   // by turn: the share it has already won
}

type balanceInterval struct {
	Rate float64 `json:"rate"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

type balanceSpread struct {
	Mean   float64 `json:"mean"`
	Median int     `json:"median"`
	Lowest int     `json:"lowest"`
	Worst  int     `json:"longest"`
}

type balanceHandicapJ struct {
	Army        string          `json:"army"`
	OrderPoints int             `json:"order_points"` // added
	Activations int             `json:"activations"`  // added
	Fields      string          `json:"fields"`       // the army's two fields with it
	Score       balanceInterval `json:"score"`
}

func interval(i balance.Interval) balanceInterval { return balanceInterval{i.Rate, i.Low, i.High} }

func spread(s balance.Spread) balanceSpread {
	return balanceSpread{s.Mean, s.Median, s.Lowest, s.Worst}
}

// result is the games of a balance as balanceResult says them.
func (b *balancer) result(s balance.Summary, best *balance.Trial) balanceResult {
	r := balanceResult{
		Scenario: b.cfg.scenario, Title: b.sc.Title, Ruleset: b.sc.Ruleset, Level: b.cfg.level,
		Games: s.Games, Seed: b.cfg.seed, Jobs: min(b.cfg.jobs, b.cfg.games), GamesPerSecond: b.baseRate,
		Draws: s.Draws, Draw: interval(s.Draw), Turns: spread(s.Turns), Decided: spread(s.Decided),
		Actions: spread(s.Actions), Capped: s.Capped, Even: s.Fair(),
	}
	for i, sd := range s.Sides {
		r.Armies[i] = balanceArmy{ID: sd.Army, Name: b.sc.Armies[i].Name, Wins: sd.Wins, Win: interval(sd.Win),
			Score: interval(sd.Score), Ways: append([]balance.Way{}, sd.Ways...), Ahead: sd.Ahead, Won: sd.Won}
	}
	if !r.Even {
		r.Behind = s.Sides[s.Weaker()].Army
	}
	if best != nil {
		h := best.Handicap
		sc, _ := withHandicap(b.sc, b.rs, h)
		r.Handicap = &balanceHandicapJ{Army: b.sc.Armies[h.Army].ID, OrderPoints: h.OrderPoints, Activations: h.Activations,
			Fields: fieldsOf(&sc.Armies[h.Army], b.rs), Score: interval(best.Score())}
	}
	return r
}

// writeJSON writes the result, indented, atomically; 1 when it failed.
func (b *balancer) writeJSON(w io.Writer, env Env, r balanceResult) int {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 1
	}
	if err := safefile.WriteAtomic(b.cfg.json, append(data, '\n')); err != nil {
		fmt.Fprintln(env.Stderr, err)
		return 1
	}
	fmt.Fprintf(w, "%s: the results written\n", b.cfg.json)
	return 0
}

// maxBalanceJSON bounds a results file --markdown reads: a long game's
// turns and ways are a few kilobytes.
const maxBalanceJSON = 1 << 20

// balanceMarkdown is `estafette balance --markdown FILE.json...`: the
// table of docs/scenarios.md, a row a results file, in the order given;
// with redraw, each file's picture drawn again beside it (FILE.svg). It
// plays nothing. Exit 0, 2 when a file cannot be read, 1 when a picture
// cannot be written.
func balanceMarkdown(files []string, redraw bool, env Env) int {
	if len(files) == 0 {
		fmt.Fprintf(env.Stderr, "estafette balance --markdown: name the results files (--json)\n")
		return 2
	}
	var rows []string
	for _, f := range files {
		data, err := readFile(env, f, maxBalanceJSON)
		if err != nil {
			fmt.Fprintln(env.Stderr, err)
			return 2
		}
		var r balanceResult
		if err := json.Unmarshal(data, &r); err != nil {
			fmt.Fprintf(env.Stderr, "%s: not the results of estafette balance --json: %v\n", f, err)
			return 2
		}
		if r.Games <= 0 || r.Armies[0].ID == "" || r.Armies[1].ID == "" {
			fmt.Fprintf(env.Stderr, "%s: not the results of estafette balance --json: no games or no armies\n", f)
			return 2
		}
		rows = append(rows, markdownRow(r))
		if redraw {
			svg := strings.TrimSuffix(f, ".json") + ".svg"
			if err := safefile.WriteAtomic(svg, pictureOf(r)); err != nil {
				fmt.Fprintln(env.Stderr, err)
				return 1
			}
		}
	}
	fmt.Fprintln(env.Stdout, "| battle | games (level) | first army: wins, score (95%) | second army: wins, score (95%) | draws | verdict | decided in turn (median of turns) | how the games end | games/s |")
	fmt.Fprintln(env.Stdout, "|---|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		fmt.Fprintln(env.Stdout, r)
	}
	return 0
}

// markdownRow is one battle's row of the table.
func markdownRow(r balanceResult) string {
	army := func(a balanceArmy) string {
		return fmt.Sprintf("%s: %d, %.1f%% (%.0f–%.0f%%)", a.ID, a.Wins, 100*a.Score.Rate, 100*a.Score.Low, 100*a.Score.High)
	}
	verdict := "even"
	if !r.Even {
		verdict = r.Behind + " behind"
	}
	if r.Handicap != nil {
		verdict += fmt.Sprintf("; handicap %s for %s: %.1f%%", r.Handicap.Fields, r.Handicap.Army, 100*r.Handicap.Score.Rate)
	}
	var ways []string
	for _, a := range r.Armies {
		for _, w := range a.Ways {
			name := wayNames[w.How]
			if name == "" {
				name = w.How
			}
			ways = append(ways, fmt.Sprintf("%s %s %d", a.ID, name, w.Games))
		}
	}
	name := strings.TrimSuffix(r.Scenario[strings.LastIndex(r.Scenario, "/")+1:], ".toml")
	return fmt.Sprintf("| %s | %d (%s) | %s | %s | %d | %s | %d (%d) | %s | %.2f |", name, r.Games, r.Level,
		army(r.Armies[0]), army(r.Armies[1]), r.Draws, verdict, r.Decided.Median, r.Turns.Median, strings.Join(ways, ", "), r.GamesPerSecond)
}

// pictureOf draws the picture of a results file, as the games drew it:
// the figures it keeps are those the picture shows.
func pictureOf(r balanceResult) []byte {
	var s balance.Summary
	for i, a := range r.Armies {
		s.Sides[i] = balance.Side{Army: a.ID, Wins: a.Wins, Win: balance.Interval(a.Win), Score: balance.Interval(a.Score), Ahead: a.Ahead, Won: a.Won}
		s.Length = max(s.Length, len(a.Ahead))
	}
	s.Games, s.Draws, s.Draw = r.Games, r.Draws, balance.Interval(r.Draw)
	s.Decided = balance.Spread{Mean: r.Decided.Mean, Median: r.Decided.Median, Lowest: r.Decided.Lowest, Worst: r.Decided.Worst}
	return balance.SVG(s, balance.Picture{Title: r.Title, Subtitle: subtitleOf(r.Games, r.Level, r.Seed), Names: [2]string{r.Armies[0].Name, r.Armies[1].Name}})
}
