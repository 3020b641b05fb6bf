package balance

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"strings"
	"testing"
)

// TestWilsonAgainstPublishedValues: the interval of Wilson (1927) as
// the textbooks tabulate it (Newcombe 1998, table I: 0/10, 1/29, 81/263
// and 15/148 at 95%), and the proportion it is centred on.
func TestWilsonAgainstPublishedValues(t *testing.T) {
	cases := []struct {
		k         float64
		n         int
		low, high float64
	}{
		{0, 10, 0, 0.2775},
		{1, 29, 0.0061, 0.1718},
		{81, 263, 0.2553, 0.3662},
		{15, 148, 0.0624, 0.1605},
		{5, 10, 0.2366, 0.7634},
	}
	for _, c := range cases {
		i := Wilson(c.k, c.n)
		if math.Abs(i.Low-c.low) > 0.0005 || math.Abs(i.High-c.high) > 0.0005 {
			t.Errorf("Wilson(%v, %d) = %.4f–%.4f, want %.4f–%.4f", c.k, c.n, i.Low, i.High, c.low, c.high)
		}
		if i.Rate != c.k/float64(c.n) || !i.Contains(i.Rate) {
			t.Errorf("Wilson(%v, %d): rate %v outside %v–%v", c.k, c.n, i.Rate, i.Low, i.High)
		}
	}
	if i := Wilson(0, 0); i.Low != 0 || i.High != 1 {
		t.Errorf("no games should tell nothing, got %+v", i)
	}
}

// TestTheTurnAGameIsDecided: the first turn from whose end the result
// never changed.
func TestTheTurnAGameIsDecided(t *testing.T) {
	cases := []struct {
		g    Game
		want int
	}{
		{Game{Winner: "a", Ahead: []string{"", "a", "b", "a", "a"}}, 4},
		{Game{Winner: "a", Ahead: []string{"a", "a", "a"}}, 1},
		{Game{Winner: "b", Ahead: []string{"a", "a", "b"}}, 3},
		{Game{Winner: "", Ahead: []string{"", "a", "", ""}}, 3},
		{Game{Winner: "a", Ahead: []string{"a"}}, 1},
	}
	for _, c := range cases {
		if got := c.g.Decided(); got != c.want {
			t.Errorf("%v won by %q: decided in turn %d, want %d", c.g.Ahead, c.g.Winner, got, c.want)
		}
	}
}

// four games of a four-turn scenario between "a" and "b".
func fourGames() []Game {
	return []Game{
		{Winner: "a", How: "eliminations", Ahead: []string{"", "a", "a"}, Actions: 100},
		{Winner: "a", How: "turn-limit", Ahead: []string{"b", "", "a", "a"}, Actions: 140},
		{Winner: "b", How: "eliminations", Ahead: []string{"b", "b"}, Actions: 60},
		{Winner: "", How: "turn-limit", Ahead: []string{"", "a", "", ""}, Actions: 150},
	}
}

// TestSummarizeCountsWinsWaysAndTurns: the figures `estafette balance`
// prints, from four games worked out by hand.
func TestSummarizeCountsWinsWaysAndTurns(t *testing.T) {
	s := Summarize([2]string{"a", "b"}, 4, fourGames())
	a, b := s.Sides[0], s.Sides[1]
	if s.Games != 4 || a.Wins != 2 || b.Wins != 1 || s.Draws != 1 {
		t.Fatalf("games %d, wins %d–%d, draws %d", s.Games, a.Wins, b.Wins, s.Draws)
	}
	if a.Win.Rate != 0.5 || a.Score.Rate != 0.625 || b.Score.Rate != 0.375 {
		t.Errorf("a wins %v, scores %v; b scores %v", a.Win.Rate, a.Score.Rate, b.Score.Rate)
	}
	if len(a.Ways) != 2 || a.Ways[0] != (Way{"eliminations", 1}) || len(b.Ways) != 1 || b.Ways[0] != (Way{"eliminations", 1}) {
		t.Errorf("ways: a %v, b %v", a.Ways, b.Ways)
	}
	// Ahead at the end of turns 1 to 4: a 0, 1+0+0+1, 1+1+0+0, 1+1+0+0 of
	// 4; b 2, 1 (its win in turn 2), 1, 1.
	wantA := []float64{0, 0.5, 0.5, 0.5}
	wantB := []float64{0.5, 0.25, 0.25, 0.25}
	wonA := []float64{0, 0, 0.25, 0.5}
	for i := range 4 {
		if a.Ahead[i] != wantA[i] || b.Ahead[i] != wantB[i] || a.Won[i] != wonA[i] {
			t.Errorf("turn %d: a ahead %v won %v, b ahead %v; want %v %v %v", i+1, a.Ahead[i], a.Won[i], b.Ahead[i], wantA[i], wonA[i], wantB[i])
		}
	}
	if s.Turns.Median != 3 || s.Turns.Lowest != 2 || s.Turns.Worst != 4 || s.Turns.Mean != 3.25 {
		t.Errorf("turns %+v", s.Turns)
	}
	if s.Decided.Median != 2 || s.Decided.Lowest != 1 {
		t.Errorf("decided %+v (2, 3, 1, 3)", s.Decided)
	}
	if s.Fair() != true || s.Weaker() != 1 {
		t.Errorf("four games cannot tell a from b (fair %v), and b is behind (weaker %d)", s.Fair(), s.Weaker())
	}
}

// lopsided is a summary where army a wins won of n games, b the rest.
func lopsided(won, n int) Summary {
	var gs []Game
	for i := range n {
		w := "b"
		if i < won {
			w = "a"
		}
		gs = append(gs, Game{Winner: w, How: "eliminations", Ahead: []string{w}})
	}
	return Summarize([2]string{"a", "b"}, 1, gs)
}

// TestSearchClimbsTheOrderPointsThenTheActivations: the weaker army gets
// the handicaps, smallest first; a ladder stops once it scores 50%; the
// activations come only when the order points fell short; the choice is
// the nearest 50%.
func TestSearchClimbsTheOrderPointsThenTheActivations(t *testing.T) {
	s := NewSearch(lopsided(40, 50), OrderPointLadder, ActivationLadder) // b scores 20%
	var tried []string
	// b's score with each handicap: the order points help too little.
	score := map[Handicap]int{
		{Army: 1, OrderPoints: 1}: 12, {Army: 1, OrderPoints: 2}: 14, {Army: 1, OrderPoints: 3}: 15,
		{Army: 1, OrderPoints: 4}: 16, {Army: 1, OrderPoints: 6}: 17, {Army: 1, OrderPoints: 8}: 18,
		{Army: 1, Activations: 1}: 27, {Army: 1, Activations: 2}: 40,
	}
	for {
		h, ok := s.Next()
		if !ok {
			break
		}
		tried = append(tried, h.String())
		s.Add(h, lopsided(50-score[h], 50))
	}
	want := "+1 order point,+2 order points,+3 order points,+4 order points,+6 order points,+8 order points,+1 activation a turn"
	if got := strings.Join(tried, ","); got != want {
		t.Errorf("tried %s\nwant  %s", got, want)
	}
	best, ok := s.Best()
	if !ok || best.Handicap != (Handicap{Army: 1, Activations: 1}) || best.Score().Rate != 0.54 {
		t.Errorf("best %+v (%v), want +1 activation for b, 54%%", best.Handicap, best.Score().Rate)
	}
}

// TestSearchStopsAtTheCrossing: the order points that bring the weaker
// army past 50% end the search; the nearer of the two rungs around 50%
// is chosen, and a fair scenario gets no handicap at all.
func TestSearchStopsAtTheCrossing(t *testing.T) {
	s := NewSearch(lopsided(12, 40), OrderPointLadder, ActivationLadder) // a scores 30%
	n := 0
	for {
		h, ok := s.Next()
		if !ok {
			break
		}
		n++
		if h.Army != 0 || h.Activations != 0 {
			t.Fatalf("proposed %+v", h)
		}
		s.Add(h, lopsided([]int{14, 18, 22}[h.OrderPoints-1], 40)) // 35%, 45%, 55%
	}
	best, ok := s.Best()
	if n != 3 || !ok || best.Handicap.OrderPoints != 2 {
		t.Errorf("%d tried, best %+v; want 3 tried and +2 (45%% is as near as 55%%, and smaller)", n, best.Handicap)
	}
	fair := NewSearch(lopsided(22, 40), OrderPointLadder, ActivationLadder)
	if h, ok := fair.Next(); ok {
		t.Errorf("22 wins of 40 cannot be told from even, yet %v was proposed", h)
	}
	if _, ok := fair.Best(); ok {
		t.Error("a fair scenario got a handicap")
	}
}

// TestThePictureIsWellFormed: the SVG parses as XML, escapes the
// scenario's text, and has a line per army and per meaning.
func TestThePictureIsWellFormed(t *testing.T) {
	s := Summarize([2]string{"a", "b"}, 4, fourGames())
	svg := SVG(s, Picture{Title: "Leuctres <371> & co", Subtitle: "4 games", Names: [2]string{"Thébains", "Lacédémoniens"}})
	dec := xml.NewDecoder(bytes.NewReader(svg))
	lines, texts := 0, ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not XML: %v\n%s", err, svg)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if e.Name.Local == "polyline" {
				lines++
			}
		case xml.CharData:
			texts += string(e)
		}
	}
	if lines != 4 {
		t.Errorf("%d polylines, want ahead and won for each army", lines)
	}
	for _, want := range []string{"Leuctres <371> & co", "Thébains: wins 50%", "Lacédémoniens: wins 25%", "end of turn"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the picture does not say %q", want)
		}
	}
}

// TestSearchPrefersTheSmallerWithinChance: a larger handicap nearer 50%
// by less than the games can tell loses to the smaller one; by more, it
// wins. (Twenty games: a score's standard error is about 10 points.)
func TestSearchPrefersTheSmallerWithinChance(t *testing.T) {
	for _, c := range []struct {
		scores []int // the weaker army's wins of 20 with +1, +2, +3, +4, +6, +8 order points
		want   int   // the order points proposed
	}{
		{[]int{7, 4, 8, 6, 5, 7}, 1},  // 35%, 20%, 40%…: 40% is nearer, not by a standard error
		{[]int{3, 4, 9, 5, 6, 4}, 3},  // 15%, 20%, 45%…: 45% is nearer by far more
		{[]int{4, 12, 0, 0, 0, 0}, 2}, // 20%, then 60% ends the climb: 60% is nearer
	} {
		s := NewSearch(lopsided(18, 20), OrderPointLadder)
		for {
			h, ok := s.Next()
			if !ok {
				break
			}
			rung := map[int]int{1: 0, 2: 1, 3: 2, 4: 3, 6: 4, 8: 5}[h.OrderPoints]
			s.Add(h, lopsided(20-c.scores[rung], 20))
		}
		if best, ok := s.Best(); !ok || best.Handicap.OrderPoints != c.want {
			t.Errorf("scores %v of 20: proposed %+v, want +%d", c.scores, best.Handicap, c.want)
		}
	}
}
