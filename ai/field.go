package ai

import (
	"estafette/rules"
	"estafette/rules/hex"
)

// field is the walking distance from every hex of the board to the
// nearest unit of an army, in hexes: impassable terrain (rivers but at
// fords and bridges, lakes) is gone round, and a difficult hex, where a
// move stops, counts two. Units are no obstacle: they move.
type field struct {
	b hex.Bounds
	d []int32
	// near is the straight-line distance to the nearest of those units,
	// by hex, -1 until asked: the evaluations of one placement of the
	// enemy (all the moves of a phase) share it.
	near  []int16
	index nearIndex
}

// nearest is the straight-line distance from h to the nearest unit (99
// when there is none).
func (f *field) nearest(h hex.Hex) int {
	i := f.b.Index(h)
	if i < 0 {
		return f.index.dist(h)
	}
	if f.near[i] < 0 {
		f.near[i] = int16(f.index.dist(h))
	}
	return int(f.near[i])
}

// unreachable is the distance of a hex no path reaches.
const unreachable = 1 << 20

// at is the distance from h.
func (f *field) at(h hex.Hex) int {
	if i := f.b.Index(h); i >= 0 {
		return int(f.d[i])
	}
	return unreachable
}

// fieldTo computes the distances to army's units on the table, once per
// decision and placement of those units.
func (t *thinker) fieldTo(s *rules.State, army string) *field {
	key := uint64(len(army))
	for u := range s.Units() {
		if u.Army == army && u.OnBoard {
			key = (key ^ uint64(uint32(u.Hex.Q))<<32 ^ uint64(uint32(u.Hex.R))) * 0x9e3779b97f4a7c15
		}
	}
	if f, ok := t.fields[key]; ok {
		return f
	}
	sc := s.Scenario()
	b := sc.Board.Bounds()
	f := &field{b: b, d: make([]int32, b.Len()), near: make([]int16, b.Len())}
	for i := range f.d {
		f.d[i], f.near[i] = unreachable, -1
	}
	var at []hex.Hex
	for u := range s.Units() {
		if u.Army == army && u.OnBoard {
			at = append(at, u.Hex)
		}
	}
	f.index.reset(at)
	// Dijkstra with buckets: steps cost 1 or 2.
	buckets := [][]hex.Hex{nil}
	for u := range s.Units() {
		if u.Army == army && u.OnBoard {
			if i := b.Index(u.Hex); i >= 0 && f.d[i] != 0 {
				f.d[i] = 0
				buckets[0] = append(buckets[0], u.Hex)
			}
		}
	}
	for d := 0; d < len(buckets); d++ {
		for k := 0; k < len(buckets[d]); k++ {
			h := buckets[d][k]
			if int(f.d[b.Index(h)]) != d {
				continue
			}
			for _, n := range h.Neighbors() {
				i := b.Index(n)
				if i < 0 {
					continue
				}
				tr := s.Terrain(n)
				if tr == nil || tr.Impassable {
					continue
				}
				nd := d + 1
				if tr.Difficult {
					nd++
				}
				if int32(nd) < f.d[i] {
					f.d[i] = int32(nd)
					for len(buckets) <= nd {
						buckets = append(buckets, nil)
					}
					buckets[nd] = append(buckets[nd], n)
				}
			}
		}
	}
	if t.fields == nil {
		t.fields = map[uint64]*field{}
	}
	t.fields[key] = f
	return f
}

// unitOf is the unit with this id, the zero Unit when there is none.
func unitOf(s *rules.State, id string) rules.Unit {
	u, _ := s.Unit(id)
	return u
}

// isUnit says whether id names a unit (not a leader).
func isUnit(s *rules.State, id string) bool {
	_, ok := s.Unit(id)
	return ok
}

// occupied says whether a unit stands on h.
func occupied(s *rules.State, h hex.Hex) bool {
	_, ok := s.UnitAt(h)
	return ok
}
