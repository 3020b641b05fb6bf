package hex

import (
	"math"
	"slices"
)

// Step is what entering one hex from a neighbour costs and allows.
type Step struct {
	Cost    int  // movement points to enter the hex (>=0)
	Blocked bool // cannot be entered at all (impassable, enemy, off board)
	Stops   bool // entering ends the move (difficult terrain): reachable but not expanded further
	NoStop  bool // may be passed through but the move may not end here (e.g. a friendly unit)
}

// EnterFunc reports the Step for moving from a hex into an adjacent one.
//
// It gets both hexes so hexside effects (a river crossing that stops the
// move only from one bank) can be expressed; it must be pure, since Reach
// is replayed from records and must come out the same every time.
type EnterFunc func(from, to Hex) Step

// Reach is where one unit can go with one movement budget: Dijkstra from
// Start over the costs given by an EnterFunc.
//
// Because a Step may depend on the side a hex is entered from, every hex
// carries three labels: the cheapest entry of any kind (Cost), the cheapest
// entry that lets the move go on (used to expand) and the cheapest entry
// that lets the move end there (CanEnd, EndCost, Path). With per-hex terrain
// the three coincide.
//
// Ties are broken by a fixed rule so paths replay identically: hexes are
// settled in order of (cost, Bounds.Index), each settled hex tries its
// neighbours in direction order North..NorthWest, and a label only changes
// on a strictly lower cost. So among equally cheap paths, a hex's
// predecessor is the first-settled hex that offered that cost.
//
// Queries only read a Reach, so several goroutines may share one; Recompute
// overwrites it in place.
type Reach struct {
	start   Hex
	budget  int
	bounds  Bounds
	nodes   []node  // indexed by bounds.Index; all zero except at touched
	touched []int32 // indexes with a non-zero node, to reset cheaply on reuse
	heap    []heapItem
}

// node flags: which of the labels in a node are set, plus Dijkstra's settled mark.
const (
	hasReach uint8 = 1 << iota
	hasExpand
	hasEnd
	settled
)

// node is kept at 16 bytes: costs are capped at the budget (clamped to
// int32) and predecessors are stored as the direction of the entering step.
type node struct {
	reach, expand, end          int32 // costs, valid when the matching flag is set
	reachDir, expandDir, endDir uint8 // direction of the step that entered the hex
	flags                       uint8
}

type heapItem struct{ cost, idx int32 }

// ComputeReach finds everywhere a unit at start can move with budget points.
//
// Hexes outside b are never entered and enter is never asked about them.
// The start hex itself is never re-entered and is never an end.
func ComputeReach(start Hex, budget int, enter EnterFunc, b Bounds) *Reach {
	r := new(Reach)
	r.Recompute(start, budget, enter, b)
	return r
}

// Recompute is ComputeReach reusing r's storage, for callers (the AI, hover
// previews) that ask many reaches in a row and want no allocation.
func (r *Reach) Recompute(start Hex, budget int, enter EnterFunc, b Bounds) {
	full := r.nodes[:cap(r.nodes)]
	for _, i := range r.touched {
		full[i] = node{}
	}
	r.touched = r.touched[:0]
	r.heap = r.heap[:0]
	n := b.Len()
	if n > cap(r.nodes) {
		r.nodes = make([]node, n)
	} else {
		r.nodes = r.nodes[:n]
	}
	if cap(r.touched) == 0 {
		// Sized for an unobstructed move of budget 1-cost steps, so a typical
		// query never regrows them; zero-cost steps may still grow them.
		guess := min(n, 3*(max(budget, 0)+1)*(max(budget, 0)+2)+1)
		r.touched = make([]int32, 0, guess)
		r.heap = make([]heapItem, 0, guess)
	}
	r.start, r.bounds = start, b
	// Clamping keeps every stored cost within int32 whatever the caller passes.
	r.budget = min(budget, math.MaxInt32)

	si := b.Index(start)
	if si < 0 || r.budget < 0 {
		return
	}
	r.touch(si)
	r.nodes[si].flags = hasExpand
	r.push(heapItem{0, int32(si)})

	for len(r.heap) > 0 {
		it := r.pop()
		u := &r.nodes[it.idx]
		if u.flags&settled != 0 {
			continue // stale entry: a cheaper one was pushed and handled
		}
		u.flags |= settled
		// The neighbours are found in label terms (column, row), the
		// steps depending on the column's parity: no conversion per
		// neighbour.
		col, row := int(it.idx)%b.Columns, int(it.idx)/b.Columns
		from := FromOffset(col+1, row+1)
		steps := &offsetSteps[col&1]
		base := int(it.cost)
		for d := range 6 {
			nc, nr := col+steps[d][0], row+steps[d][1]
			if nc < 0 || nc >= b.Columns || nr < 0 || nr >= b.Rows {
				continue
			}
			vi := nr*b.Columns + nc
			if vi == si {
				continue
			}
			to := from.Add(directions[d])
			v := &r.nodes[vi]
			// Costs only grow from base, so once both the end and the expand
			// label are at or below it (reach is below both) enter cannot
			// change anything and is not asked.
			if v.flags&(hasEnd|hasExpand) == hasEnd|hasExpand && v.end <= int32(base) && v.expand <= int32(base) {
				continue
			}
			st := enter(from, to)
			if st.Blocked {
				continue
			}
			if st.Cost < 0 {
				panic("hex: EnterFunc returned a negative Step.Cost")
			}
			if st.Cost > r.budget-base {
				continue
			}
			c := int32(base + st.Cost)
			if v.flags == 0 {
				r.touch(vi)
			}
			dir := uint8(d)
			if v.flags&hasReach == 0 || c < v.reach {
				v.reach, v.reachDir, v.flags = c, dir, v.flags|hasReach
			}
			if !st.NoStop && (v.flags&hasEnd == 0 || c < v.end) {
				v.end, v.endDir, v.flags = c, dir, v.flags|hasEnd
			}
			if !st.Stops && v.flags&settled == 0 && (v.flags&hasExpand == 0 || c < v.expand) {
				v.expand, v.expandDir, v.flags = c, dir, v.flags|hasExpand
				r.push(heapItem{c, int32(vi)})
			}
		}
	}
}

// offsetSteps are the six directions as (column, row) steps, for a hex
// in an even and in an odd column (0-based: labels 1, 3... and 2, 4...).
var offsetSteps = func() (out [2][6][2]int) {
	for parity := range 2 {
		h := FromOffset(3+parity, 3)
		col, row := h.Offset()
		for d := range 6 {
			nc, nr := h.Add(directions[d]).Offset()
			out[parity][d] = [2]int{nc - col, nr - row}
		}
	}
	return out
}()

func (r *Reach) touch(i int) { r.touched = append(r.touched, int32(i)) }

// Extent returns how far from Start the search went: the distance of the
// farthest hex it labelled. The EnterFunc was asked only about hexes
// within Extent()+1 of Start, so a change anywhere farther cannot change
// the reach.
func (r *Reach) Extent() int {
	n := 0
	for _, i := range r.touched {
		n = max(n, Distance(r.start, r.bounds.At(int(i))))
	}
	return n
}

// Saved is a copy of a Reach's answer, to be restored later without
// searching again (Save, Restore). It is never written once made.
type Saved struct {
	start  Hex
	budget int
	bounds Bounds
	idx    []int32 // the labelled hexes, by Bounds.Index
	nodes  []node  // their labels, in the order of idx
}

// Save copies r's answer.
func (r *Reach) Save() *Saved {
	sv := &Saved{start: r.start, budget: r.budget, bounds: r.bounds,
		idx: slices.Clone(r.touched), nodes: make([]node, len(r.touched))}
	for k, i := range r.touched {
		sv.nodes[k] = r.nodes[i]
	}
	return sv
}

// Restore makes r answer as it did when sv was saved, reusing r's
// storage: the same as a Recompute with the same arguments, without the
// search.
func (r *Reach) Restore(sv *Saved) {
	full := r.nodes[:cap(r.nodes)]
	for _, i := range r.touched {
		full[i] = node{}
	}
	if n := sv.bounds.Len(); n > cap(r.nodes) {
		r.nodes = make([]node, n)
	} else {
		r.nodes = r.nodes[:n]
	}
	r.touched = append(r.touched[:0], sv.idx...)
	r.heap = r.heap[:0]
	for k, i := range sv.idx {
		r.nodes[i] = sv.nodes[k]
	}
	r.start, r.budget, r.bounds = sv.start, sv.budget, sv.bounds
}

// Start returns the hex the move starts from.
func (r *Reach) Start() Hex { return r.start }

// Budget returns the movement points the reach was computed with.
func (r *Reach) Budget() int { return r.budget }

// Bounds returns the board the reach was computed on.
func (r *Reach) Bounds() Bounds { return r.bounds }

// node returns h's node, or nil for off-board hexes and the start.
func (r *Reach) node(h Hex) *node {
	if h == r.start {
		return nil
	}
	i := r.bounds.Index(h)
	if i < 0 {
		return nil
	}
	return &r.nodes[i]
}

// CanEnd reports whether the move may end on h: reachable within budget,
// entered at least once in a way that is not NoStop, and not the start.
func (r *Reach) CanEnd(h Hex) bool {
	n := r.node(h)
	return n != nil && n.flags&hasEnd != 0
}

// Cost returns the cheapest cost to reach h, counting hexes that may only
// be passed through; the start costs 0.
func (r *Reach) Cost(h Hex) (int, bool) {
	if h == r.start && r.bounds.Contains(h) && r.budget >= 0 {
		return 0, true
	}
	n := r.node(h)
	if n == nil || n.flags&hasReach == 0 {
		return 0, false
	}
	return int(n.reach), true
}

// EndCost returns the cheapest cost of a move that ends on h; it equals the
// cost of Path(h) whenever CanEnd(h).
func (r *Reach) EndCost(h Hex) (int, bool) {
	n := r.node(h)
	if n == nil || n.flags&hasEnd == 0 {
		return 0, false
	}
	return int(n.end), true
}

// Path returns the cheapest path to `to`, start excluded and `to` included,
// or nil if `to` is not reachable. If the move may end on `to` it is the
// cheapest path that ends there; otherwise the cheapest that reaches it.
// Path(Start()) is empty but not nil.
func (r *Reach) Path(to Hex) []Hex {
	if _, ok := r.Cost(to); !ok {
		return nil
	}
	if to == r.start {
		return []Hex{}
	}
	n := r.node(to)
	dir := n.reachDir
	if n.flags&hasEnd != 0 {
		dir = n.endDir
	}
	path := []Hex{to}
	h := to.Neighbor(int(dir) + 3)
	// Every predecessor was settled before its successor, so the expand
	// chain is acyclic and ends at the start.
	for h != r.start {
		path = append(path, h)
		h = h.Neighbor(int(r.nodes[r.bounds.Index(h)].expandDir) + 3)
	}
	slices.Reverse(path)
	return path
}

// Ends returns every hex where the move may end, in Bounds.Index order.
func (r *Reach) Ends() []Hex {
	idx := r.AppendEndIndexes(make([]int32, 0, len(r.touched)))
	out := make([]Hex, len(idx))
	for k, i := range idx {
		out[k] = r.bounds.At(int(i))
	}
	return out
}

// AppendEndIndexes appends the Bounds.Index of every hex where the move
// may end to dst, in increasing order, and returns the extended slice:
// Ends without allocating, for callers that keep their own storage.
func (r *Reach) AppendEndIndexes(dst []int32) []int32 {
	n := len(dst)
	for _, i := range r.touched {
		if r.nodes[i].flags&hasEnd != 0 {
			dst = append(dst, i)
		}
	}
	slices.Sort(dst[n:])
	return dst
}

// heapLess orders by cost, then by board index: a total order, so the
// settling sequence never depends on heap internals.
func heapLess(a, b heapItem) bool {
	return a.cost < b.cost || (a.cost == b.cost && a.idx < b.idx)
}

// push and pop are a hand-written binary min-heap: container/heap would
// box every item in an interface and allocate.
func (r *Reach) push(it heapItem) {
	h := append(r.heap, it)
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !heapLess(h[i], h[p]) {
			break
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
	r.heap = h
}

func (r *Reach) pop() heapItem {
	h := r.heap
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	i := 0
	for {
		l := 2*i + 1
		if l >= len(h) {
			break
		}
		m := l
		if rr := l + 1; rr < len(h) && heapLess(h[rr], h[l]) {
			m = rr
		}
		if !heapLess(h[m], h[i]) {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	r.heap = h
	return top
}
