package render

import (
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestLeaderLabelsOnOneHexDoNotOverlap: leaders sharing a hex (a friendly
// leader with another, or with his unit) have labels that do not cover
// one another, at every zoom (issue 9, item 3: "HITALC").
func TestLeaderLabelsOnOneHexDoNotOverlap(t *testing.T) {
	for _, size := range []float64{12, 20, 36, 60} {
		lay := hex.Layout{Size: size}
		h := hex.FromOffset(6, 8)
		type box struct{ x0, y0, x1, y1 float64 }
		var boxes []box
		ids := []string{"HIP", "LAC", "WWW"}
		for slot, id := range ids {
			rank := []rules.Rank{rules.Commander, rules.SubGeneral, rules.Officer}[slot]
			x, y, r := LeaderTokenAt(Camera{Scale: 1}, lay, h, rank, slot)
			x0, y0, x1, y1 := leaderLabelRect(id, token{x, y, r, size, slot})
			boxes = append(boxes, box{x0, y0, x1, y1})
		}
		for i := range boxes {
			for j := i + 1; j < len(boxes); j++ {
				a, b := boxes[i], boxes[j]
				if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
					t.Errorf("hex size %v: the labels of %s and %s overlap: %v %v", size, ids[i], ids[j], a, b)
				}
			}
		}
	}
}

// TestLeaderLabelsLeaveUnitLabelsReadable (issue 26: "B1?" at Leuthen):
// a leader's label never covers a unit's id, on his hex or the hexes
// around, nor another leader's, at any zoom that shows ids; with a
// leader alone it stays in its usual place above his token.
func TestLeaderLabelsLeaveUnitLabelsReadable(t *testing.T) {
	centre := hex.FromOffset(6, 8)
	for _, size := range []float64{minLabelHex, 30, 45, 60} {
		lay := hex.Layout{Size: size}
		sc := &Scene{Units: []UnitView{{ID: "IR26", Hex: centre}}}
		for _, n := range centre.Neighbors() {
			sc.Units = append(sc.Units, UnitView{ID: "GR12", Hex: n})
		}
		sc.Leaders = []LeaderView{{ID: "FRE", Hex: centre, Rank: rules.Commander}, {ID: "MOR", Hex: centre, Rank: rules.SubGeneral, Slot: 1}}
		units, leaders := placedLabels(lay, size, sc)
		for i, l := range leaders {
			for j, u := range units {
				if l.overlaps(u) {
					t.Errorf("hex size %v: %s's label covers %s's: %v %v", size, sc.Leaders[i].ID, sc.Units[j].ID, l, u)
				}
			}
		}
		if leaders[0].overlaps(leaders[1]) {
			t.Errorf("hex size %v: the two leaders' labels overlap", size)
		}
		alone := &Scene{Leaders: []LeaderView{{ID: "FRE", Hex: centre, Rank: rules.Commander}}}
		_, got := placedLabels(lay, size, alone)
		x, y, r := LeaderTokenAt(Camera{Scale: 1}, lay, centre, rules.Commander, 0)
		x0, y0, x1, y1 := leaderLabelRect("FRE", token{x, y, r, size, 0})
		if got[0] != (labelBox{x0, y0, x1, y1}) {
			t.Errorf("hex size %v: a leader alone has his label at %v, not above his token", size, got[0])
		}
	}
}
