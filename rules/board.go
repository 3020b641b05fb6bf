package rules

import "estafette/rules/hex"

// boardIndex resolves terrain and roads once, in dense arrays, because
// movement asks about them for every hex it considers.
type boardIndex struct {
	bounds   hex.Bounds
	terrains []*Terrain
	road     []bool
	roadEdge map[[2]int]bool // consecutive hexes of a road, by dense index (both ways)
}

func newBoardIndex(b *Board, rs *Ruleset) boardIndex {
	bi := boardIndex{bounds: b.Bounds(), roadEdge: map[[2]int]bool{}}
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
	for _, r := range b.Roads {
		for j, h := range r.Hexes {
			i := bi.bounds.Index(h)
			if i < 0 {
				continue
			}
			bi.road[i] = true
			if j > 0 {
				if p := bi.bounds.Index(r.Hexes[j-1]); p >= 0 {
					bi.roadEdge[[2]int{p, i}] = true
					bi.roadEdge[[2]int{i, p}] = true
				}
			}
		}
	}
	return bi
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

// roadStep reports whether a and b follow each other on a road.
func (b *boardIndex) roadStep(a, c hex.Hex) bool {
	return b.roadEdge[[2]int{b.bounds.Index(a), b.bounds.Index(c)}]
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
