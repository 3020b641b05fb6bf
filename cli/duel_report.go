package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
)

// thinkStats is a player's think times in milliseconds (`think_ms`). The
// median is Estafette's addition to the fields of docs/formats.md (docs/duel.md).
type thinkStats struct {
	Decisions int     `json:"decisions"`
	Mean      float64 `json:"mean"`
	Median    float64 `json:"median"`
	P95       float64 `json:"p95"`
	Max       float64 `json:"max"`
}

// summarize reduces one game's think times, exactly.
func summarize(ms []float64) thinkStats {
	if len(ms) == 0 {
		return thinkStats{}
	}
	s := append([]float64(nil), ms...)
	sort.Float64s(s)
	sum := 0.0
	for _, x := range s {
		sum += x
	}
	return thinkStats{Decisions: len(s), Mean: round1(sum / float64(len(s))), Median: round1(rank(s, 0.5)),
		P95: round1(rank(s, 0.95)), Max: round1(s[len(s)-1])}
}

// rank is the nearest-rank percentile of sorted values.
func rank(sorted []float64, p float64) float64 {
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(i, 0)]
}

// round1 keeps a microsecond, enough for the fastest players.
func round1(x float64) float64 { return math.Round(x*1000) / 1000 }

// thinkHistogram gathers every decision of a player over all the games,
// in constant memory: buckets 1% wide, so the median and p95 it gives are
// within 1% of the exact ones; the mean and the maximum are exact.
type thinkHistogram struct {
	n        int
	sum, top float64
	buckets  map[int]int
}

func (h *thinkHistogram) add(ms float64) {
	if h.buckets == nil {
		h.buckets = map[int]int{}
	}
	h.n++
	h.sum += ms
	h.top = max(h.top, ms)
	h.buckets[bucketOf(ms)]++
}

// bucketOf is the bucket of a time: 0 for under 1 µs, then 1% steps.
func bucketOf(ms float64) int {
	if ms < 0.001 {
		return 0
	}
	return 1 + int(math.Log(ms/0.001)/math.Log(1.01))
}

// bucketValue is a bucket's middle.
func bucketValue(b int) float64 {
	if b == 0 {
		return 0
	}
	return 0.001 * math.Pow(1.01, float64(b-1)+0.5)
}

func (h *thinkHistogram) stats() thinkStats {
	if h.n == 0 {
		return thinkStats{}
	}
	keys := make([]int, 0, len(h.buckets))
	for k := range h.buckets {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	at := func(p float64) float64 {
		want := max(int(math.Ceil(p*float64(h.n))), 1)
		seen := 0
		for _, k := range keys {
			if seen += h.buckets[k]; seen >= want {
				return min(bucketValue(k), h.top)
			}
		}
		return h.top
	}
	return thinkStats{Decisions: h.n, Mean: round1(h.sum / float64(h.n)), Median: round1(at(0.5)), P95: round1(at(0.95)), Max: round1(h.top)}
}

// duelReport is written as the games finish: a line per game, or the
// JSON object's games one at a time, then the summary.
type duelReport struct {
	asJSON   bool
	games    int
	wins     map[string]int
	byArmy   map[string]int // wins by army id, for two players written alike
	draws    int
	forfeits int
	think    map[string]*thinkHistogram
	blunders map[string]blunderCount
	buf      bytes.Buffer
	enc      *json.Encoder
}

func newReport(w io.Writer, cfg duelConfig) (*duelReport, error) {
	r := &duelReport{asJSON: cfg.asJSON, wins: map[string]int{}, byArmy: map[string]int{}, think: map[string]*thinkHistogram{}}
	for _, p := range cfg.players {
		r.wins[p] = 0
		r.think[p] = &thinkHistogram{}
	}
	r.enc = json.NewEncoder(&r.buf)
	r.enc.SetEscapeHTML(false)
	if !r.asJSON {
		return r, nil
	}
	name, err := r.encode(cfg.scenario, "  ")
	if err != nil {
		return nil, err
	}
	_, err = fmt.Fprintf(w, "{\n  \"scenario\": %s,\n  \"games\": [", name)
	return r, err
}

// encode is v's JSON, indented as at prefix, without a final newline.
func (r *duelReport) encode(v any, prefix string) ([]byte, error) {
	r.buf.Reset()
	r.enc.SetIndent(prefix, "  ")
	if err := r.enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(r.buf.Bytes(), []byte("\n")), nil
}

// add counts a game and writes it.
func (r *duelReport) add(w io.Writer, g gameResult) error {
	switch {
	case g.WinnerPlayer != "":
		r.wins[g.WinnerPlayer]++
		r.byArmy[g.Winner]++
	default:
		r.draws++
	}
	if g.Forfeit != "" {
		r.forfeits++
	}
	for name, ms := range g.think {
		for _, x := range ms {
			r.think[name].add(x)
		}
	}
	for name, b := range g.Blunders {
		if r.blunders == nil {
			r.blunders = map[string]blunderCount{}
		}
		sum := r.blunders[name]
		sum.add(b)
		r.blunders[name] = sum
	}
	defer func() { r.games++ }()
	if !r.asJSON {
		_, err := fmt.Fprintln(w, gameLine(g))
		return err
	}
	b, err := r.encode(g, "    ")
	if err != nil {
		return err
	}
	sep := ",\n    "
	if r.games == 0 {
		sep = "\n    "
	}
	if _, err := io.WriteString(w, sep); err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// gameLine is a game in the text output.
func gameLine(g gameResult) string {
	line := fmt.Sprintf("game %d (seed %d): ", g.Game, g.Seed)
	switch {
	case g.Winner == "":
		line += "draw"
	default:
		line += fmt.Sprintf("%s (%s) wins", g.Winner, g.WinnerPlayer)
	}
	if g.Forfeit != "" {
		line += fmt.Sprintf(", %s forfeits (%s)", g.forfeiter, g.Forfeit)
	}
	line += fmt.Sprintf(", turn %d, %s, eliminations %s", g.Turns, plural(g.Actions, "action"), g.elims)
	if g.Capped {
		line += ", capped"
	}
	return line
}

// finish writes the summary: `PLAYER1 W wins, PLAYER2 L wins, D draws`,
// or the end of the JSON object. Two players written alike are told
// apart by army in the text (`atheniens (ai) W wins, beotiens (ai) L
// wins`: the player alone would read "ai 3 wins, ai 3 wins"); the JSON's
// wins, keyed by player, count them together. armies are the scenario's
// army ids, in its order.
func (r *duelReport) finish(w io.Writer, cfg duelConfig, armies []string) error {
	p1, p2 := cfg.players[0], cfg.players[1]
	if !r.asJSON {
		var err error
		if p1 == p2 && len(armies) == 2 {
			_, err = fmt.Fprintf(w, "%s (%s) %d wins, %s (%s) %d wins, %d draws\n",
				armies[0], p1, r.byArmy[armies[0]], armies[1], p2, r.byArmy[armies[1]], r.draws)
		} else {
			_, err = fmt.Fprintf(w, "%s %d wins, %s %d wins, %d draws\n", p1, r.wins[p1], p2, r.wins[p2], r.draws)
		}
		return err
	}
	think := map[string]thinkStats{}
	for name, h := range r.think {
		think[name] = h.stats()
	}
	if r.games > 0 {
		io.WriteString(w, "\n  ")
	}
	sep := "],\n  "
	parts := []struct {
		key string
		v   any
	}{{"wins", r.wins}, {"draws", r.draws}, {"think_ms", think}}
	if r.blunders != nil {
		parts = append(parts, struct {
			key string
			v   any
		}{"blunders", r.blunders})
	}
	for _, part := range parts {
		b, err := r.encode(part.v, "  ")
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "%s%q: %s", sep, part.key, b); err != nil {
			return err
		}
		sep = ",\n  "
	}
	_, err := io.WriteString(w, "\n}\n")
	return err
}
