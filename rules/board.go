package rules

import "estafette/rules/hex"

// boardIndex resolves terrain and roads once, in dense arrays, because
// movement asks about them for every hex it considers.
type boardIndex struct {
	bounds   hex.Bounds
	terrains []*Terrain
	road     []bool
	roadEdge map[[2]int][]int // consecutive hexes of a road, by dense index (both ways): the roads they follow
	roadsOn  map[int][]int    // the roads through a hex, by dense index
}

func newBoardIndex(b *Board, rs *Ruleset) boardIndex {
	bi := boardIndex{bounds: b.Bounds(), roadEdge: map[[2]int][]int{}, roadsOn: map[int][]int{}}
	n := bi.bounds.Len()
	bi.terrains = make([]*Terrain, n)
	bi.road = make([]bool, n)
	def := b.Terrain
	if def == "" {
		def = "clear"
	}
	for i := range bi.terrains {
		bi.terrains[i] = rs.Terrain[def]
	}
	for _, a := range b.Areas {
		for _, h := range a.Hexes {
			if i := bi.bounds.Index(h); i >= 0 {
				bi.terrains[i] = rs.Terrain[a.Terrain]
			}
		}
	}
	for ri, r := range b.Roads {
		for j, h := range r.Hexes {
			i := bi.bounds.Index(h)
			if i < 0 {
				continue
			}
			bi.road[i] = true
			bi.roadsOn[i] = addRoad(bi.roadsOn[i], ri)
			if j > 0 {
				if p := bi.bounds.Index(r.Hexes[j-1]); p >= 0 {
					bi.roadEdge[[2]int{p, i}] = addRoad(bi.roadEdge[[2]int{p, i}], ri)
					bi.roadEdge[[2]int{i, p}] = addRoad(bi.roadEdge[[2]int{i, p}], ri)
				}
			}
		}
	}
	return bi
}

func addRoad(list []int, r int) []int {
	for _, x := range list {
		if x == r {
			return list
		}
	}
	return append(list, r)
}

func (b *boardIndex) terrain(h hex.Hex) *Terrain {
	if i := b.bounds.Index(h); i >= 0 {
		return b.terrains[i]
	}
	return nil
}

func (b *boardIndex) onRoad(h hex.Hex) bool {
	i := b.bounds.Index(h)
	return i >= 0 && b.road[i]
}

// roadStepOn reports whether a and c follow each other on road r.
func (b *boardIndex) roadStepOn(r int, a, c hex.Hex) bool {
	for _, x := range b.roadEdge[[2]int{b.bounds.Index(a), b.bounds.Index(c)}] {
		if x == r {
			return true
		}
	}
	return false
}

// roadsAt lists the roads through h.
func (b *boardIndex) roadsAt(h hex.Hex) []int {
	if i := b.bounds.Index(h); i >= 0 {
		return b.roadsOn[i]
	}
	return nil
}

// edgeDistance is how many hexes h lies from an army's own table edge
// (0 on the edge row or column).
func (b *boardIndex) edgeDistance(h hex.Hex, e Edge) int {
	col, row := h.Offset()
	switch e {
	case North:
		return row - 1
	case South:
		return b.bounds.Rows - row
	case West:
		return col - 1
	default:
		return b.bounds.Columns - col
	}
}
