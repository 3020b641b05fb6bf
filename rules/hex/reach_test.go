package hex

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// terrain is a per-hex fixture: hexes not listed cost 1.
type terrain map[string]Step

func (tr terrain) enter(from, to Hex) Step {
	if s, ok := tr[to.Label()]; ok {
		return s
	}
	return Step{Cost: 1}
}

func labels(hs []Hex) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Label()
	}
	return out
}

// checkPath verifies Path(to) is a legal move of the advertised cost.
func checkPath(t *testing.T, r *Reach, enter EnterFunc, to Hex) {
	t.Helper()
	p := r.Path(to)
	want, ok := r.EndCost(to)
	if !ok {
		want, ok = r.Cost(to)
	}
	if !ok {
		if p != nil {
			t.Fatalf("Path(%s) = %v for an unreachable hex", to, p)
		}
		return
	}
	if to == r.Start() {
		if p == nil || len(p) != 0 {
			t.Fatalf("Path(start) = %#v, want empty", p)
		}
		return
	}
	if len(p) == 0 || p[len(p)-1] != to {
		t.Fatalf("Path(%s) = %v does not end at %s", to, p, to)
	}
	prev, cost := r.Start(), 0
	for i, h := range p {
		if !Adjacent(prev, h) || !r.Bounds().Contains(h) || h == r.Start() {
			t.Fatalf("Path(%s) = %v: bad step %s -> %s", to, labels(p), prev, h)
		}
		st := enter(prev, h)
		if st.Blocked || (st.Stops && i < len(p)-1) {
			t.Fatalf("Path(%s) = %v: illegal step into %s: %+v", to, labels(p), h, st)
		}
		if i == len(p)-1 && r.CanEnd(to) && st.NoStop {
			t.Fatalf("Path(%s) = %v ends on a NoStop entry", to, labels(p))
		}
		cost += st.Cost
		prev = h
	}
	if cost != want || cost > r.Budget() {
		t.Fatalf("Path(%s) = %v costs %d, want %d (budget %d)", to, labels(p), cost, want, r.Budget())
	}
}

func TestReachOpenBoard(t *testing.T) {
	b := Bounds{9, 9}
	start := L("5,5")
	tr := terrain{}
	for budget := 0; budget <= 3; budget++ {
		r := ComputeReach(start, budget, tr.enter, b)
		var want []Hex
		for _, h := range b.All() {
			if d := Distance(start, h); d > 0 && d <= budget {
				want = append(want, h)
			}
		}
		if got := r.Ends(); !slices.Equal(got, want) {
			t.Errorf("budget %d: Ends() = %v, want %v", budget, labels(got), labels(want))
		}
		if budget > 0 && len(want) != 3*budget*(budget+1) {
			t.Errorf("budget %d: %d ends, want %d", budget, len(want), 3*budget*(budget+1))
		}
		for _, h := range b.All() {
			c, ok := r.Cost(h)
			if d := Distance(start, h); ok != (d <= budget) || (ok && c != d) {
				t.Errorf("budget %d: Cost(%s) = %d,%v, want %d", budget, h, c, ok, d)
			}
			checkPath(t, r, tr.enter, h)
		}
		if r.CanEnd(start) {
			t.Error("the start is never an end")
		}
		if c, ok := r.Cost(start); !ok || c != 0 {
			t.Errorf("Cost(start) = %d,%v", c, ok)
		}
	}
}

// Reach cases on a 9×9 board from 5,5. Around it: 5,4 is north; 5,3 is two
// north and its only cost-2 route is through 5,4; the detours via 4,4 4,3
// or 6,4 6,3 cost 3.
func TestReachTerrain(t *testing.T) {
	tests := []struct {
		name    string
		tr      terrain
		budget  int
		hex     string
		cost    int // -1: unreachable
		canEnd  bool
		path    []string
		notEnds []string
	}{
		{"cost-2 hex within budget", terrain{"5,4": {Cost: 2}}, 2, "5,4", 2, true, []string{"5,4"}, nil},
		{"cost-2 hex blocks the straight route", terrain{"5,4": {Cost: 2}}, 2, "5,3", -1, false, nil, nil},
		{"cost-2 hex: straight route exactly at budget", terrain{"5,4": {Cost: 2}}, 3, "5,3", 3, true, nil, nil},
		{"stops hex is an end", terrain{"5,4": {Cost: 1, Stops: true}}, 3, "5,4", 1, true, []string{"5,4"}, nil},
		{"stops hex is not expanded", terrain{"5,4": {Cost: 1, Stops: true}}, 2, "5,3", -1, false, nil, nil},
		{"stops hex: go around", terrain{"5,4": {Cost: 1, Stops: true}}, 3, "5,3", 3, true, []string{"4,4", "4,3", "5,3"}, nil},
		{"blocked hex never entered", terrain{"5,4": {Blocked: true}}, 3, "5,4", -1, false, nil, nil},
		{"blocked hex: go around", terrain{"5,4": {Blocked: true}}, 3, "5,3", 3, true, []string{"4,4", "4,3", "5,3"}, nil},
		{"friendly passed through", terrain{"5,4": {Cost: 1, NoStop: true}}, 2, "5,3", 2, true, []string{"5,4", "5,3"}, []string{"5,4"}},
		{"friendly reachable but not an end", terrain{"5,4": {Cost: 1, NoStop: true}}, 2, "5,4", 1, false, []string{"5,4"}, []string{"5,4"}},
		{"zero-cost road", terrain{"5,4": {Cost: 0}, "5,3": {Cost: 0}}, 0, "5,3", 0, true, []string{"5,4", "5,3"}, nil},
		{"ties go to the lower index", terrain{}, 2, "7,5", 2, true, []string{"6,4", "7,5"}, nil},
		{"expensive terrain beyond budget", terrain{"5,4": {Cost: 5}}, 4, "5,4", -1, false, nil, []string{"5,4"}},
	}
	b := Bounds{9, 9}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ComputeReach(L("5,5"), tt.budget, tt.tr.enter, b)
			h := L(tt.hex)
			c, ok := r.Cost(h)
			if tt.cost < 0 {
				if ok {
					t.Errorf("Cost(%s) = %d, want unreachable", tt.hex, c)
				}
			} else if !ok || c != tt.cost {
				t.Errorf("Cost(%s) = %d,%v, want %d", tt.hex, c, ok, tt.cost)
			}
			if got := r.CanEnd(h); got != tt.canEnd {
				t.Errorf("CanEnd(%s) = %v", tt.hex, got)
			}
			if tt.path != nil {
				if got := labels(r.Path(h)); !slices.Equal(got, tt.path) {
					t.Errorf("Path(%s) = %v, want %v", tt.hex, got, tt.path)
				}
			}
			ends := r.Ends()
			if slices.Contains(ends, h) != tt.canEnd {
				t.Errorf("Ends() contains %s: %v, want %v", tt.hex, !tt.canEnd, tt.canEnd)
			}
			for _, n := range tt.notEnds {
				if slices.Contains(ends, L(n)) || r.CanEnd(L(n)) {
					t.Errorf("%s should not be an end", n)
				}
			}
			for _, x := range b.All() {
				checkPath(t, r, tt.tr.enter, x)
			}
		})
	}
}

// A single-column board is a corridor: the only way on is through the next hex.
func TestReachFriendlyInCorridor(t *testing.T) {
	b := Bounds{1, 6}
	friend := terrain{"1,2": {Cost: 1, NoStop: true}}
	tests := []struct {
		tr     terrain
		budget int
		ends   []string
	}{
		{friend, 1, nil},                    // may enter the friend but not stop there
		{friend, 2, []string{"1,3"}},        // passes through
		{friend, 3, []string{"1,3", "1,4"}}, //
		{terrain{"1,2": {Cost: 1, NoStop: true}, "1,3": {Cost: 2}}, 2, nil}, // beyond is over budget
		{terrain{"1,2": {Cost: 1, NoStop: true}, "1,3": {Cost: 2}}, 3, []string{"1,3"}},
		{terrain{"1,2": {Cost: 1, NoStop: true}, "1,3": {Cost: 1, NoStop: true}}, 3, []string{"1,4"}},
	}
	for i, tt := range tests {
		r := ComputeReach(L("1,1"), tt.budget, tt.tr.enter, b)
		if got := labels(r.Ends()); !slices.Equal(got, tt.ends) && !(len(got) == 0 && len(tt.ends) == 0) {
			t.Errorf("case %d: Ends() = %v, want %v", i, got, tt.ends)
		}
		if c, ok := r.Cost(L("1,2")); !ok || c != 1 {
			t.Errorf("case %d: Cost(1,2) = %d,%v: a friend is passable", i, c, ok)
		}
		for _, h := range b.All() {
			checkPath(t, r, tt.tr.enter, h)
		}
	}
}

// Hexside effects: a Step may depend on the side a hex is entered from, so a
// hex's cheapest entry is not always the one that lets the move go on or end.
func TestReachHexsides(t *testing.T) {
	b := Bounds{9, 9}
	start := L("5,5")

	// Crossing the 5,5|5,4 river stops the move; entering 5,4 from 4,4 does not.
	river := func(from, to Hex) Step {
		if from == start && to == L("5,4") {
			return Step{Cost: 1, Stops: true}
		}
		return Step{Cost: 1}
	}
	r := ComputeReach(start, 3, river, b)
	if c, _ := r.Cost(L("5,4")); c != 1 || !r.CanEnd(L("5,4")) {
		t.Errorf("river: Cost(5,4) = %d, CanEnd %v", c, r.CanEnd(L("5,4")))
	}
	if c, _ := r.Cost(L("5,3")); c != 3 {
		t.Errorf("river: Cost(5,3) = %d, want 3 (around, or over the dry side)", c)
	}
	if c, ok := r.Cost(L("5,2")); ok {
		t.Errorf("river: 5,2 should be out of reach, got cost %d", c)
	}
	for _, h := range b.All() {
		checkPath(t, r, river, h)
	}

	// Entering 5,3 from 5,4 is allowed only in passing: Cost and EndCost differ.
	pass := func(from, to Hex) Step {
		if from == L("5,4") && to == L("5,3") {
			return Step{Cost: 1, NoStop: true}
		}
		return Step{Cost: 1}
	}
	r = ComputeReach(start, 3, pass, b)
	if c, _ := r.Cost(L("5,3")); c != 2 {
		t.Errorf("pass: Cost(5,3) = %d, want 2", c)
	}
	if c, ok := r.EndCost(L("5,3")); !ok || c != 3 {
		t.Errorf("pass: EndCost(5,3) = %d,%v, want 3", c, ok)
	}
	if got, want := labels(r.Path(L("5,3"))), []string{"4,4", "4,3", "5,3"}; !slices.Equal(got, want) {
		t.Errorf("pass: Path(5,3) = %v, want %v", got, want)
	}
	if got, want := labels(r.Path(L("5,2"))), []string{"5,4", "5,3", "5,2"}; !slices.Equal(got, want) {
		t.Errorf("pass: Path(5,2) = %v, want %v", got, want)
	}
	for _, h := range b.All() {
		checkPath(t, r, pass, h)
	}
}

func TestReachNeverLeavesBounds(t *testing.T) {
	b := Bounds{4, 3}
	enter := func(from, to Hex) Step {
		if !b.Contains(from) || !b.Contains(to) {
			t.Fatalf("enter(%s, %s) asked about an off-board hex", from, to)
		}
		return Step{Cost: 1}
	}
	for _, start := range b.All() {
		r := ComputeReach(start, 10, enter, b)
		if got := len(r.Ends()); got != b.Len()-1 {
			t.Errorf("from %s: %d ends, want %d", start, got, b.Len()-1)
		}
	}
	r := ComputeReach(L("5,1"), 10, enter, b)
	if len(r.Ends()) != 0 || r.Path(L("5,1")) != nil || r.Path(L("4,1")) != nil {
		t.Error("a start off the board reaches nothing")
	}
	r = ComputeReach(L("1,1"), -1, enter, b)
	if _, ok := r.Cost(L("1,1")); ok || len(r.Ends()) != 0 {
		t.Error("a negative budget reaches nothing")
	}
}

// randomTerrain mixes every kind of Step, per hex and per hexside.
func randomTerrain(seed uint64, b Bounds) EnterFunc {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	steps := make([]Step, b.Len())
	side := make([][6]Step, b.Len())
	for i := range steps {
		steps[i] = randomStep(rng)
		for d := range 6 {
			side[i][d] = steps[i]
			if rng.IntN(8) == 0 {
				side[i][d] = randomStep(rng)
			}
		}
	}
	return func(from, to Hex) Step {
		for d := range 6 {
			if from.Neighbor(d) == to {
				return side[b.Index(to)][d]
			}
		}
		panic("enter called on non-adjacent hexes")
	}
}

func randomStep(rng *rand.Rand) Step {
	s := Step{Cost: rng.IntN(4)}
	switch rng.IntN(10) {
	case 0:
		s.Blocked = true
	case 1:
		s.Stops = true
	case 2:
		s.NoStop = true
	case 3:
		s.Stops, s.NoStop = true, true
	}
	return s
}

// bruteReach relaxes every edge until nothing changes: slow, obviously right.
func bruteReach(start Hex, budget int, enter EnterFunc, b Bounds) (reach, expand, end map[Hex]int) {
	reach, expand, end = map[Hex]int{}, map[Hex]int{}, map[Hex]int{}
	if !b.Contains(start) || budget < 0 {
		return
	}
	expand[start] = 0
	improve := func(m map[Hex]int, h Hex, c int) bool {
		if old, ok := m[h]; ok && old <= c {
			return false
		}
		m[h] = c
		return true
	}
	for changed := true; changed; {
		changed = false
		for _, u := range b.All() {
			cu, ok := expand[u]
			if !ok {
				continue
			}
			for _, v := range u.Neighbors() {
				if !b.Contains(v) || v == start {
					continue
				}
				st := enter(u, v)
				c := cu + st.Cost
				if st.Blocked || c > budget {
					continue
				}
				changed = improve(reach, v, c) || changed
				if !st.NoStop {
					changed = improve(end, v, c) || changed
				}
				if !st.Stops {
					changed = improve(expand, v, c) || changed
				}
			}
		}
	}
	return
}

func TestReachMatchesBruteForce(t *testing.T) {
	b := Bounds{11, 9}
	for seed := range uint64(40) {
		enter := randomTerrain(seed, b)
		start := b.At(int(seed*7) % b.Len())
		budget := int(seed % 7)
		r := ComputeReach(start, budget, enter, b)
		reach, _, end := bruteReach(start, budget, enter, b)
		var wantEnds []Hex
		for _, h := range b.All() {
			if h == start {
				continue
			}
			c, ok := r.Cost(h)
			wc, wok := reach[h]
			if ok != wok || c != wc {
				t.Fatalf("seed %d: Cost(%s) = %d,%v, want %d,%v", seed, h, c, ok, wc, wok)
			}
			c, ok = r.EndCost(h)
			wc, wok = end[h]
			if ok != wok || c != wc || r.CanEnd(h) != wok {
				t.Fatalf("seed %d: EndCost(%s) = %d,%v, want %d,%v", seed, h, c, ok, wc, wok)
			}
			if wok {
				wantEnds = append(wantEnds, h)
			}
			checkPath(t, r, enter, h)
		}
		if got := r.Ends(); !slices.Equal(got, wantEnds) {
			t.Fatalf("seed %d: Ends() = %v, want %v", seed, labels(got), labels(wantEnds))
		}
	}
}

// Records replay from Reach, so the same inputs must give the same paths,
// whether computed fresh or on a reused Reach that held another board.
func TestReachDeterministic(t *testing.T) {
	b := Bounds{12, 10}
	big := Bounds{30, 30}
	var reused Reach
	for seed := range uint64(20) {
		enter := randomTerrain(seed, b)
		start := b.At(int(seed*13) % b.Len())
		a := ComputeReach(start, 6, enter, b)
		reused.Recompute(b.At(0), 9, randomTerrain(seed+100, big), big)
		reused.Recompute(start, 6, enter, b)
		for _, c := range []*Reach{ComputeReach(start, 6, enter, b), &reused} {
			if !slices.Equal(a.Ends(), c.Ends()) {
				t.Fatalf("seed %d: Ends differ", seed)
			}
			for _, h := range b.All() {
				if !slices.Equal(a.Path(h), c.Path(h)) {
					t.Fatalf("seed %d: Path(%s) = %v then %v", seed, h, a.Path(h), c.Path(h))
				}
				c1, ok1 := a.Cost(h)
				c2, ok2 := c.Cost(h)
				if c1 != c2 || ok1 != ok2 {
					t.Fatalf("seed %d: Cost(%s) differs", seed, h)
				}
			}
		}
	}
}

func TestReachRecomputeAllocs(t *testing.T) {
	b, enter, start := benchBoard()
	var r Reach
	r.Recompute(start, 4, enter, b)
	if n := testing.AllocsPerRun(100, func() { r.Recompute(start, 4, enter, b) }); n != 0 {
		t.Errorf("Recompute allocates %v times, want 0", n)
	}
}

// benchBoard is a 60×40 table with a fixed mix of terrain: cost-2 woods,
// Stops marsh, Blocked lakes and NoStop friendly units.
func benchBoard() (Bounds, EnterFunc, Hex) {
	b := Bounds{60, 40}
	steps := make([]Step, b.Len())
	for i := range steps {
		switch {
		case i%13 == 0:
			steps[i] = Step{Blocked: true}
		case i%11 == 0:
			steps[i] = Step{Cost: 1, Stops: true}
		case i%17 == 0:
			steps[i] = Step{Cost: 1, NoStop: true}
		case i%5 == 0 || i%7 == 0:
			steps[i] = Step{Cost: 2}
		default:
			steps[i] = Step{Cost: 1}
		}
	}
	enter := func(from, to Hex) Step { return steps[b.Index(to)] }
	return b, enter, L("30,20")
}

func BenchmarkReach(b *testing.B) {
	bounds, enter, start := benchBoard()
	b.ReportAllocs()
	for b.Loop() {
		_ = ComputeReach(start, 4, enter, bounds)
	}
}

func BenchmarkReachReuse(b *testing.B) {
	bounds, enter, start := benchBoard()
	var r Reach
	b.ReportAllocs()
	for b.Loop() {
		r.Recompute(start, 4, enter, bounds)
	}
}

func BenchmarkReachEnds(b *testing.B) {
	bounds, enter, start := benchBoard()
	r := ComputeReach(start, 4, enter, bounds)
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Ends()
	}
}

// sameReach fails unless a and c answer every query alike on b.
func sameReach(t *testing.T, what string, a, c *Reach, b Bounds) {
	t.Helper()
	if !slices.Equal(a.Ends(), c.Ends()) || a.Start() != c.Start() || a.Budget() != c.Budget() || a.Extent() != c.Extent() {
		t.Fatalf("%s: Ends, Start, Budget or Extent differ", what)
	}
	for _, h := range b.All() {
		c1, ok1 := a.Cost(h)
		c2, ok2 := c.Cost(h)
		e1, eok1 := a.EndCost(h)
		e2, eok2 := c.EndCost(h)
		if c1 != c2 || ok1 != ok2 || e1 != e2 || eok1 != eok2 || !slices.Equal(a.Path(h), c.Path(h)) {
			t.Fatalf("%s: %s answers differently", what, h)
		}
	}
}

// A restored reach answers as the search it was saved from, whatever the
// reach it is restored into held before (a larger board, another start).
func TestReachSaveRestore(t *testing.T) {
	b := Bounds{12, 10}
	big := Bounds{30, 30}
	var into Reach
	for seed := range uint64(20) {
		enter := randomTerrain(seed, b)
		start := b.At(int(seed*13) % b.Len())
		a := ComputeReach(start, int(seed%7), enter, b)
		sv := a.Save()
		into.Recompute(big.At(int(seed)), 9, randomTerrain(seed+100, big), big)
		into.Restore(sv)
		sameReach(t, "restored", a, &into, b)
		// The saved copy is the reach's own: searching again leaves it.
		a.Recompute(b.At(0), 5, randomTerrain(seed+200, b), b)
		into.Restore(sv)
		sameReach(t, "restored after the original searched again", ComputeReach(start, int(seed%7), enter, b), &into, b)
	}
}

// Extent bounds where the search looked: enter is asked about no hex
// farther than Extent()+1 from the start, and some labelled hex lies at
// Extent() exactly.
func TestReachExtent(t *testing.T) {
	b := Bounds{11, 9}
	for seed := range uint64(40) {
		inner := randomTerrain(seed, b)
		start := b.At(int(seed*7) % b.Len())
		farthest := 0
		enter := func(from, to Hex) Step {
			farthest = max(farthest, Distance(start, to))
			return inner(from, to)
		}
		r := ComputeReach(start, int(seed%7), enter, b)
		if farthest > r.Extent()+1 {
			t.Fatalf("seed %d: enter asked about a hex %d from the start, Extent is %d", seed, farthest, r.Extent())
		}
		found := r.Extent() == 0
		for _, h := range b.All() {
			if _, ok := r.Cost(h); ok && Distance(start, h) == r.Extent() {
				found = true
			}
		}
		if !found {
			t.Fatalf("seed %d: no reached hex lies at Extent %d", seed, r.Extent())
		}
	}
}
